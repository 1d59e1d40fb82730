// Dates and identifiers of the Aged Care Act 2024 and the instruments around it, for summaries, the assistant and the
// dashboard. The countdown target and the commencement date are owned by shared/constants.ts and only referenced here.
import {
  ACT_COMMENCED_ISO,
  ACT_COMMENCED_LABEL,
  ACT_COUNTDOWN_TARGET,
  ACT_COUNTDOWN_TARGET_AEST_ISO,
  ACT_NAME,
} from '../constants';

export { ACT_COMMENCED_ISO, ACT_COMMENCED_LABEL, ACT_COUNTDOWN_TARGET, ACT_COUNTDOWN_TARGET_AEST_ISO, ACT_NAME };

/** A dated fact with the public source it was taken from. */
export interface DatedFact {
  /** ISO date (YYYY-MM-DD) in Australian eastern time. */
  date: string;
  label: string;
  source: string;
}

export const ACT_IDENTITY = {
  name: ACT_NAME,
  citation: 'Aged Care Act 2024 (Cth)',
  number: 'Act No. 104 of 2024',
  registerId: 'C2024A00104',
  registerUrl: 'https://www.legislation.gov.au/C2024A00104/latest/text',
} as const;

/** The path from Parliament to commencement, oldest first. */
export const ACT_TIMELINE: readonly DatedFact[] = [
  {
    date: '2024-11-25',
    label: 'The Aged Care Bill 2024 passed both Houses of Parliament.',
    source: 'legislation.gov.au (as-made version); agedcarequality.gov.au "New aged care act"',
  },
  {
    date: '2024-12-02',
    label: 'The Aged Care Act 2024 received Royal Assent.',
    source: 'legislation.gov.au (as-made version)',
  },
  {
    date: '2025-06-04',
    label: 'The Government announced that the start would move from 1 July 2025 to 1 November 2025.',
    source: 'health.gov.au ministers\' media release "New aged care act to start from 1 November"',
  },
  {
    date: ACT_COMMENCED_ISO.slice(0, 10),
    label: `The Act commenced on ${ACT_COMMENCED_LABEL}, with the strengthened Quality Standards and Support at Home.`,
    source: 'health.gov.au; agedcarequality.gov.au/providers/quality-standards; servicesaustralia.gov.au',
  },
];

/** The start announced when the Act passed, which the product's countdowns still show (spec section 9). */
export const ACT_PLANNED_START_ISO_DATE = [
  ACT_COUNTDOWN_TARGET.year,
  String(ACT_COUNTDOWN_TARGET.month).padStart(2, '0'),
  String(ACT_COUNTDOWN_TARGET.day).padStart(2, '0'),
].join('-');

/** Instruments and programs a provider meets alongside the Act. */
export const RELATED_INSTRUMENTS = [
  {
    id: 'aged-care-rules-2025',
    name: 'Aged Care Rules 2025',
    registerId: 'F2025L01173',
    note: 'The Rules made under the Act; they hold much of the detail (for example record keeping and incident reporting).',
  },
  {
    id: 'amendment-act-2025',
    name: 'Aged Care and Other Legislation Amendment Act 2025',
    registerId: 'C2025A00045',
    note: 'Amended the Act before it commenced.',
  },
  {
    id: 'quality-standards-2019',
    name: 'Aged Care Quality Standards (2019)',
    registerId: null,
    note: 'Applied from 1 July 2019 to 31 October 2025.',
  },
  {
    id: 'strengthened-quality-standards',
    name: 'Strengthened Aged Care Quality Standards',
    registerId: null,
    note: 'Apply from 1 November 2025 to registration categories 4 to 6. Standard 5 (clinical care) applies to categories 5 and 6, and outcome 5.1 to some category 4 providers.',
  },
  {
    id: 'support-at-home',
    name: 'Support at Home program',
    registerId: null,
    note: 'Started on 1 November 2025 and replaced Home Care Packages.',
  },
] as const;

/** Provider registration categories under the new regulatory model (agedcarequality.gov.au provider registration). */
export const REGISTRATION_CATEGORIES = [
  { number: 1, name: 'Home and community services' },
  { number: 2, name: 'Assistive technology and home modifications' },
  { number: 3, name: 'Advisory and support services' },
  { number: 4, name: 'Personal care and care support in the home or community' },
  { number: 5, name: 'Nursing and transition care' },
  { number: 6, name: 'Residential care' },
] as const;

/** The seven strengthened Quality Standards, by number. */
export const QUALITY_STANDARDS = [
  { number: 1, title: 'The individual' },
  { number: 2, title: 'The organisation' },
  { number: 3, title: 'The care and services' },
  { number: 4, title: 'The environment' },
  { number: 5, title: 'Clinical care' },
  { number: 6, title: 'Food and nutrition' },
  { number: 7, title: 'The residential community' },
] as const;

/** True once the Act is in operation (the dashboard shows "in effect" instead of a countdown of zeros). */
export function isActInEffect(now: Date): boolean {
  return now.getTime() >= Date.parse(ACT_COMMENCED_ISO);
}
