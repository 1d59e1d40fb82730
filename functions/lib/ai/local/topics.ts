// Topic tags for updates and what a provider should do about each, shared by summaries and personalised insights.

export interface TopicTag {
  tag: string;
  /** How the topic is named in a sentence ("Support at Home"). */
  label: string;
  pattern: RegExp;
  /** A concrete next step for a provider when an update carries this tag. */
  action: string;
}

export const TOPICS: readonly TopicTag[] = [
  {
    tag: 'legislation',
    label: 'aged care legislation',
    pattern: /\b(legislative instrument|amendment (?:act|rules|bill)|(?:act|rules|regulations?|principles|determination|bill) 20\d\d|legislat\w*|compilation|federal register)\b/gi,
    action: 'Read the commencement and transitional provisions and put the key dates in your compliance calendar.',
  },
  {
    tag: 'quality-standards',
    label: 'the Aged Care Quality Standards',
    pattern: /\b(quality standards?|strengthened standards|standard [1-7]\b|outcome [1-7]\.\d)/gi,
    action: 'Compare your policies and procedures with the changed standard and add any gaps to your Plan for Continuous Improvement.',
  },
  {
    tag: 'support-at-home',
    label: 'Support at Home',
    pattern: /\b(support at home|home care packages?|hcp)\b/gi,
    action: 'Check how the change affects your Support at Home clients’ budgets, service agreements and claims.',
  },
  {
    tag: 'claims',
    label: 'claiming',
    pattern: /\b(claim\w*|invoic\w*|payment statements?|services australia|aged care provider portal)\b/gi,
    action: 'Brief the staff who prepare claims and check your billing system before the next claiming period.',
  },
  {
    tag: 'funding',
    label: 'funding',
    pattern: /\b(funding|subsid\w*|an-acc|pricing|price caps?|fees?|means test\w*|contributions?|supplements?)\b/gi,
    action: 'Work out the financial impact on your service and update budgets and the fee information you give clients.',
  },
  {
    tag: 'residential-care',
    label: 'residential care',
    pattern: /\b(residential (?:aged )?care|aged care homes?|nursing homes?|residents?)\b/gi,
    action: 'Check what the change means for your residential services and tell residents and families if it affects them.',
  },
  {
    tag: 'home-care',
    label: 'home support',
    pattern: /\b(home care|in-home|home support|commonwealth home support|chsp|community care)\b/gi,
    action: 'Check what the change means for your home and community clients and the workers who visit them.',
  },
  {
    tag: 'incidents',
    label: 'incident reporting (SIRS)',
    pattern: /\b(serious incident response scheme|sirs|reportable incidents?|incident management)\b/gi,
    action: 'Check that your incident management procedure and SIRS reporting steps still match the requirement.',
  },
  {
    tag: 'complaints',
    label: 'complaints',
    pattern: /\b(complaints?|complaints commissioner)\b/gi,
    action: 'Update the complaints information you give residents, clients and families.',
  },
  {
    tag: 'workforce',
    label: 'the workforce',
    pattern: /\b(workforce|workers?|staff|registered nurses?|care minutes|worker screening|code of conduct|banning orders?)\b/gi,
    action: 'Tell the staff affected and update training, rosters or position descriptions where needed.',
  },
  {
    tag: 'infection-control',
    label: 'infection control',
    pattern: /\b(infection\w*|outbreaks?|covid-19|influenza|vaccin\w*|respiratory)\b/gi,
    action: 'Share the advice with your IPC lead and check your outbreak management plan.',
  },
  {
    tag: 'medication',
    label: 'medicines',
    pattern: /\b(medication\w*|medicines?|pharmac\w*|prescrib\w*|psychotropic\w*)\b/gi,
    action: 'Ask your pharmacist or medication advisory committee to check the change against your medication policy.',
  },
  {
    tag: 'restrictive-practices',
    label: 'restrictive practices',
    pattern: /\b(restrictive practices?|restraint|behaviour support)\b/gi,
    action: 'Review behaviour support plans and consent records for anyone subject to a restrictive practice.',
  },
  {
    tag: 'privacy',
    label: 'privacy',
    pattern: /\b(privacy|personal information|data breach\w*)\b/gi,
    action: 'Check the change with your privacy officer and update your privacy policy and collection notices if needed.',
  },
  {
    tag: 'whistleblower',
    label: 'whistleblower protections',
    pattern: /\b(whistleblow\w*|qualifying disclosures?)\b/gi,
    action: 'Make sure your whistleblower policy, and the people who receive disclosures, reflect the change.',
  },
  {
    tag: 'governance',
    label: 'governance',
    pattern: /\b(governance|governing bod(?:y|ies)|board members?|responsible persons?|due diligence|statutory duty)\b/gi,
    action: 'Brief your board or governing body and record the discussion in the minutes.',
  },
  {
    tag: 'registration',
    label: 'provider registration',
    pattern: /\b(registration categor\w*|provider registration|registered providers?|re-?registration|renewal)\b/gi,
    action: 'Check your registration categories and any renewal or notification deadlines.',
  },
  {
    tag: 'consultation',
    label: 'a consultation',
    pattern: /\b(consultation|have your say|submissions?|exposure draft)\b/gi,
    action: 'Decide whether to make a submission before the consultation closes.',
  },
  {
    tag: 'dementia',
    label: 'dementia care',
    pattern: /\b(dementia|cognitive impairment|delirium)\b/gi,
    action: 'Share the information with the staff who care for people living with dementia.',
  },
  {
    tag: 'nutrition',
    label: 'nutrition',
    pattern: /\b(nutrition|food|dining|meals?|malnutrition|hydration)\b/gi,
    action: 'Share the information with your catering team and dietitian.',
  },
  {
    tag: 'clinical-care',
    label: 'clinical care',
    pattern: /\b(clinical (?:care|governance|alert|advice)|heat-related|falls?|pressure injur\w*|wound)\b/gi,
    action: 'Share the clinical advice with your nursing team and check the related clinical procedures.',
  },
];

const BY_TAG = new Map(TOPICS.map((t) => [t.tag, t]));

export function topicFor(tag: string): TopicTag | undefined {
  return BY_TAG.get(tag);
}

/** Tags of a text, strongest first: title matches count three times. */
export function tagText(title: string, body: string, max = 6): string[] {
  const scored: Array<{ tag: string; score: number; order: number }> = [];
  TOPICS.forEach((t, order) => {
    const inTitle = (title.match(t.pattern) ?? []).length;
    const inBody = (body.match(t.pattern) ?? []).length;
    const score = inTitle * 3 + Math.min(inBody, 6);
    if (inTitle > 0 || inBody >= 2) scored.push({ tag: t.tag, score, order });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, max)
    .map((s) => s.tag);
}
