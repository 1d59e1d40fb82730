// The official government aged care sites the product watches and links to (footer, /welcome).

export interface ExternalResource {
  name: string;
  href: string;
  description: string;
}

export const HEALTH_AGED_CARE: ExternalResource = {
  name: 'Department of Health, Disability and Ageing: aged care',
  href: 'https://www.health.gov.au/topics/aged-care',
  description:
    'Aged care policy, funding, programs and news from the Australian Government health department.',
};
export const QUALITY_COMMISSION: ExternalResource = {
  name: 'Aged Care Quality and Safety Commission',
  href: 'https://www.agedcarequality.gov.au/',
  description:
    'The national regulator: the Quality Standards, provider obligations, bulletins and complaints.',
};
export const MY_AGED_CARE: ExternalResource = {
  name: 'My Aged Care',
  href: 'https://www.myagedcare.gov.au/',
  description: 'The national information service for older people, their families and carers.',
};
export const SERVICES_AUSTRALIA_AGED_CARE: ExternalResource = {
  name: 'Services Australia: aged care',
  href: 'https://www.servicesaustralia.gov.au/aged-care',
  description: 'Aged care payments, fees and claims for care recipients and providers.',
};
export const LEGISLATION_REGISTER: ExternalResource = {
  name: 'Federal Register of Legislation',
  href: 'https://www.legislation.gov.au/',
  description: 'The official text of Commonwealth Acts and rules, including the Aged Care Act 2024.',
};
export const AGED_CARE_ACT_TEXT = 'https://www.legislation.gov.au/C2024A00104/latest/text';
export const OAIC = 'https://www.oaic.gov.au/';

/** The five sources checked every day, in the order the footer lists them. */
export const GOVERNMENT_RESOURCES: ExternalResource[] = [
  HEALTH_AGED_CARE,
  QUALITY_COMMISSION,
  MY_AGED_CARE,
  SERVICES_AUSTRALIA_AGED_CARE,
  LEGISLATION_REGISTER,
];
