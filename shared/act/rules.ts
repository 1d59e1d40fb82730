// Checkable rules of the Act reference: facts a program can test a policy's own words against (a time limit, a
// protection that may not be taken away). The assistant adds a rule's statement, clearly labelled as the Act's, when a
// question touches it, and says so explicitly when the policy's text contradicts it. In our own words, from the facts
// in the reference (see each rule's requirement for its citation).

export type ActRuleCheck =
  /** A time limit: a duration stated in a sentence about the topic must not exceed `maxHours`. */
  | { kind: 'max-duration'; near: RegExp; maxHours: number }
  /** A minimum period: a duration stated in a sentence about the topic must be at least `minHours`. */
  | { kind: 'min-duration'; near: RegExp; minHours: number }
  /** Statements that take away what the rule guarantees. */
  | { kind: 'forbidden'; patterns: readonly RegExp[] };

export interface ActRule {
  id: string;
  /** The requirement of ACT_REQUIREMENTS the rule belongs to (its title and citation). */
  requirementId: string;
  /** A question or policy text matching this touches the rule. */
  topic: RegExp;
  /** What the law requires, in plain words. */
  statement: string;
  check: ActRuleCheck;
  /** 'contradiction' when breaking it is plainly against the law; 'check' when it may be, depending on the record. */
  strength: 'contradiction' | 'check';
}

const PRIORITY_1 = /\b(priority\s*(1|one)|p1)\b/i;
const PRIORITY_2 = /\b(priority\s*(2|two)|p2)\b/i;

export const ACT_RULES: readonly ActRule[] = [
  {
    id: 'sirs-priority-1',
    requirementId: 'incidents',
    topic: PRIORITY_1,
    statement:
      'Under the Serious Incident Response Scheme, a Priority 1 reportable incident must be reported to the Aged Care Quality and Safety Commission within 24 hours of becoming aware of it.',
    check: { kind: 'max-duration', near: PRIORITY_1, maxHours: 24 },
    strength: 'contradiction',
  },
  {
    id: 'sirs-priority-2',
    requirementId: 'incidents',
    topic: PRIORITY_2,
    statement:
      'Under the Serious Incident Response Scheme, a Priority 2 reportable incident must be reported to the Aged Care Quality and Safety Commission within 30 days of becoming aware of it.',
    check: { kind: 'max-duration', near: PRIORITY_2, maxHours: 30 * 24 },
    strength: 'contradiction',
  },
  {
    id: 'whistleblower-anonymous',
    requirementId: 'whistleblower',
    topic: /\b(whistle-?blow\w*|qualifying disclosures?|disclos\w+ (about|of) (wrongdoing|misconduct))\b/i,
    statement:
      'The Act protects whistleblowers who make a qualifying disclosure, including anonymously: a person does not have to give their name to be protected, their identity must be kept confidential, and they must not be victimised.',
    check: {
      kind: 'forbidden',
      patterns: [
        /\b(must|need to|needs to|have to|has to|required to|should)\b[^.]{0,40}\b(give|tell|provide|state|disclose|reveal)\b[^.]{0,25}\b(name|identity|who (you|they) are)\b/i,
        /\banonymous\w*\b[^.]{0,80}\b(not|cannot|can't|won't|will not)\b[^.]{0,40}\bprotect/i,
        /\b(not|cannot|can't|won't)\b[^.]{0,40}\bprotect\w*\b[^.]{0,60}\banonymous/i,
        /\banonymous\w*\b[^.]{0,60}\b(treated|handled|dealt with) as (general )?(feedback|complaints?)\b/i,
        /\bprotection\w*\b[^.]{0,40}\bonly\b[^.]{0,40}\b(name|identify|identity)\b/i,
      ],
    },
    strength: 'contradiction',
  },
  {
    id: 'restrictive-practices-safeguards',
    requirementId: 'restrictive-practices',
    topic:
      /\b(restrictive practices?|restrain\w*|bed ?rails?|lap ?belts?|seclu\w+|chemical restraint|sedat\w+|psychotropic)\b/i,
    statement:
      'Under the Act a restrictive practice (including bed rails, belts and sedation used to influence behaviour) may only be used as a last resort, with informed consent from the person or their substitute decision-maker, and in line with a behaviour support plan.',
    check: {
      kind: 'forbidden',
      patterns: [
        /\bno (behaviour support plan|bsp|consent|informed consent)\b[^.]{0,25}\b(is |are )?(needed|required|necessary)\b/i,
        /\b(consent|behaviour support plan|bsp)\b[^.]{0,25}\b(is|are) not (needed|required|necessary)\b/i,
        /\b(do|does|will) not (need|require)\b[^.]{0,40}\b(consent|behaviour support plan|bsp)\b/i,
        /^(?!.*\b(not|never|no|only)\b[^.]{0,30}\bwithout\b).*\bwithout (the )?(person's |resident's |their )?(informed )?consent\b/i,
        /\bas (a|the) first (response|resort|option|step)\b/i,
      ],
    },
    strength: 'contradiction',
  },
  {
    id: 'records-retention',
    requirementId: 'records',
    topic: /\b(retain\w*|retention|kept for|keep\w* (them |it |records? )?for|destroy\w*|archiv\w+)\b/i,
    statement:
      'The Aged Care Rules 2025 require many classes of records, including care records, to be kept for 7 years.',
    check: { kind: 'min-duration', near: /\brecords?|files?|documents?|notes\b/i, minHours: 7 * 365 * 24 },
    strength: 'check',
  },
];
