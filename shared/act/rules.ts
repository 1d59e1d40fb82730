// Checkable rules of the Act reference: facts a program can test a policy's own words against (a time limit, a
// protection that may not be taken away). The assistant adds a rule's statement, clearly labelled as the Act's, when a
// question touches it, and says so explicitly when the policy's text contradicts it. In our own words, from the facts
// in the reference (see each rule's requirement for its citation).

export type ActRuleCheck =
  /** A time limit: a duration stated in a sentence about the topic must not exceed `maxHours`. */
  | { kind: 'max-duration'; near: RegExp; maxHours: number }
  /**
   * A minimum period: a duration stated in a sentence about the topic must be at least `minHours`; a sentence that sets
   * the period by an event alone (`untilEvent`: "until the resident is discharged") is shorter too.
   */
  | { kind: 'min-duration'; near: RegExp; minHours: number; untilEvent?: RegExp }
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

/**
 * A pattern that does not count in a sentence saying the opposite ("you do not need to use our process first", "you
 * never have to give your name").
 */
function notNegated(pattern: RegExp): RegExp {
  return new RegExp(
    `^(?!.*\\b(do not|don't|does not|doesn't|did not|never|not|no one is|nobody is)\\s+(need|have|has|required|obliged|expected)\\b)(?!.*\\bnot (required|obliged|expected)\\b).*${pattern.source}`,
    pattern.flags,
  );
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
        /^(?!.*\bor anonymous)(?!.*\b(may|can|is welcome to) (choose|decide|prefer) not to\b).*\b(must|need to|needs to|have to|has to|required to|should)\b[^.]{0,40}\b(give|tell|provide|state|disclose|reveal|include|contain|carry|show|record)\b[^.]{0,40}\b(name|identity|who (you|they) are)\b/i,
        /\banonymous\w*\b[^.]{0,80}\b(not|cannot|can't|won't|will not)\b[^.]{0,40}\bprotect/i,
        /\b(not|cannot|can't|won't)\b[^.]{0,40}\bprotect\w*\b[^.]{0,60}\banonymous/i,
        /\banonymous\w*\b[^.]{0,60}\b(treated|handled|dealt with) as (general )?(feedback|complaints?)\b/i,
        /\bprotection\w*\b[^.]{0,40}\bonly\b[^.]{0,40}\b(name|identify|identity)\b/i,
        /\banonymous\w*\b[^.]{0,60}\b(not|cannot|can't|won't|will not|unable to)\b[^.]{0,30}\b(be )?(accept|consider|investigat|act|receiv|process|action)/i,
        /\b(not|cannot|can't|won't|do not|does not)\b[^.]{0,20}\b(accept|consider|investigate|act on|receive|process)\b[^.]{0,30}\banonymous/i,
        notNegated(
          /\b(must|need to|needs to|have to|has to|required to)\b[^.;]{0,60}\b(internal\w*|line manager|supervisor|manager)\b[^.;]{0,40}\b(first|before)\b[^.]{0,120}\b(disclos\w*|whistle-?blow\w*|externally|Commission|regulator|outside)\b/i,
        ),
        notNegated(
          /\b(must|need to|needs to|have to|has to|required to)\b[^.;]{0,20}\b(first|before)\b[^.;]{0,60}\b(internal\w*|line manager|supervisor|manager)\b/i,
        ),
        notNegated(
          /\b(always|must|need to|needs to|have to|has to|required to)\b[^.;]{0,20}\b(raise|report|tell|take|bring)\b[^.;]{0,60}\b(first|before (going|anyone|you))\b/i,
        ),
        /\b(disclos\w*|concerns?|reports?)\b[^.;]{0,80}\b(outside|external\w*|Commission|regulator)\b[^.]{0,120}\b(is|are|will)( be)? not (be )?protected\b/i,
        // A name required ("must be made in the discloser's own name"), or anonymity refused in other words.
        /^(?!.*\banonymous\w*\b[^.]{0,10}$)(?!.*\bor anonymous)\b.*\b(must|shall|need to|needs to|has to|have to|are to|is to)\b[^.;]{0,30}\b(made|given|lodged|submitted|signed)\b[^.;]{0,20}\bin (your|their|his or her|the \w+'s|the discloser's) own name\b/i,
        /\b(unable to|not able to|will not be able to|are not in a position to)\b[^.]{0,60}\banonymous/i,
        // Outside only after inside: "before ... any external body ... shall first ...", "should first raise ... before
        // contacting a regulator".
        notNegated(
          /\bbefore\b[^.;]{0,80}\b(external\w*|outside|Commission|regulator|police|department|advocate)\b[^.;]{0,80}\b(must|shall|should|need to|needs to|are required to|is required to)\b[^.;]{0,20}\bfirst\b/i,
        ),
        notNegated(
          /\b(must|shall|should|need to|needs to|are required to|is required to)\b[^.;]{0,10}\bfirst\b[^.]{0,120}\bbefore\b[^.]{0,60}\b(external\w*|outside|Commission|regulator|police|department|advocate)\b/i,
        ),
      ],
    },
    strength: 'contradiction',
  },
  {
    id: 'restrictive-practices-safeguards',
    requirementId: 'restrictive-practices',
    topic:
      /\b(restrictive practices?|restrain\w*|bed ?rails?|lap ?belts?|seclu\w+|chemical restraint|sedat\w+|psychotropic|antipsychotic|benzodiazepine|PRN)\b/i,
    statement:
      'Under the Act a restrictive practice (including bed rails, belts and sedation used to influence behaviour) may only be used as a last resort, with informed consent from the person or their substitute decision-maker, and in line with a behaviour support plan.',
    check: {
      kind: 'forbidden',
      patterns: [
        /\bno (behaviour support plan|bsp|consent|informed consent)\b[^.]{0,25}\b(is |are )?(needed|required|necessary)\b/i,
        /\b(consent|behaviour support plan|bsp)\b[^.]{0,25}\b(is|are) not (needed|required|necessary)\b/i,
        /\b(do|does|will) not (need|require)\b[^.]{0,40}\b(consent|behaviour support plan|bsp)\b/i,
        /^(?!.*\b(not|never|no|only)\b[^.]{0,30}\bwithout\b).*\bwithout (the )?(person's |resident's |their )?(informed )?consent\b/i,
        // Restraint as the first thing tried, with the alternatives after it (but not "never as a first response").
        /^(?!.*\b(never|not|no|nor)\b[^.;]{0,40}\bas (a|an|the) (first|initial)\b).*\bas (a|an|the) (first|initial) (response|resort|option|step|measure|line|approach|intervention|strategy|action)\b/i,
        /\b(after which|followed by|and then|only then|then)\b[^.]{0,60}\b(alternatives?|other (options|strategies|measures)|non-pharmacological|less restrictive|diversional|redirection)\b[^.]{0,60}\b(are|is|will be|may be|can be)?\s*(offered|tried|considered|used|attempted)\b/i,
        /\b(alternatives?|other (options|strategies|measures)|non-pharmacological (strategies|approaches|measures)|diversional activities|redirection)\b[^.]{0,40}\b(offered|tried|considered|used|attempted) (afterwards|after(wards)?|later|next)\b/i,
        /\b(where|when|whenever|if)\b[^.]{0,40}\b(staff|nurses?|RNs?|they|the (nurse|manager|team))\b[^.]{0,25}\b(consider|considers|deem|deems|think|thinks|judge|judges|feel|feels|believe|believes)\b[^.]{0,40}\b(necessary|appropriate|needed|required|warranted)\b/i,
        /\b(at (the|their|staff's|the nurse's|the RN's) discretion|at (their|staff|nursing) discretion)\b/i,
        /\b(should|will|must|may|can|to)\s+first\b[^.]{0,100}\b(room|door|lock\w*|rails?|belts?|sedat\w*|restrain\w*|seclu\w*|PRN|psychotropic\w*)\b/i,
        /^(?!.*\bemergenc)(?=.*\b(restrain\w*|restrictive|seclu\w*|lock\w*|rails?|belts?|sedat\w*|PRN|psychotropic\w*|the practice|go-ahead)\b).*\b(coordinator|manager|nurse|RN|staff|director\w*|team leader|supervisor)\b[^.]{0,40}\b(can|may|will)\b[^.]{0,20}\b(approve|authori[sz]e|give (the )?(go-ahead|approval|consent))\b/i,
        /\b(tell|explain|inform|let)\b[^.]{0,40}\b(family|representative|substitute decision-maker|supporter)\b[^.]{0,60}\b(afterwards|after the event|later|when we next|next time)\b/i,
        /\bconsent\b[^.]{0,30}\b(sought|obtained|requested|asked for|gained|given)\b[^.]{0,60}\b(afterwards|after (the event|it is|they are|use)|later|at the next|retrospectiv\w*|following (the|its) use)\b/i,
      ],
    },
    strength: 'contradiction',
  },
  {
    id: 'records-retention',
    requirementId: 'records',
    topic: /\b(retain\w*|retention|kept|keep\w*|stored?|held|destroy\w*|shred\w*|dispos\w+|archiv\w+)\b/i,
    statement:
      'The Aged Care Rules 2025 require many classes of records, including care records, to be kept for 7 years.',
    check: {
      kind: 'min-duration',
      near: /\b(records?|files?|documents?|notes|retention)\b/i,
      minHours: 7 * 365 * 24,
      // Kept "until the resident is discharged", "until the client exits the service", "until death".
      untilEvent:
        /\buntil\b(?![^.;]{0,20}\b(at least|a minimum of|no less than)\b)[^.;]{0,60}\b(discharg\w*|exits?|leaves?|left|departs?|ceases?|ends?|dies|death|deceased|transfer\w*|closed?|no longer (needed|required))\b/i,
    },
    strength: 'check',
  },
];

/** What does show whether training or a system works: outcomes, observed practice, results, trends, feedback. */
const REAL_MEASURES =
  '\\b(observ\\w*|feedback|trends?|spot checks?|outcomes? for|(audit|survey) (findings|results|outcomes)|results of|incident (rates?|data|numbers)|complaints? (data|trends)|competency assessments? (results|outcomes)|practice)\\b';

/** Completion named only to say it is not enough: "not only whether it was completed", "beyond completion rates". */
const NOT_ONLY_COMPLETION =
  '\\b(not (only|just|simply|merely)|beyond|more than|rather than|as well as|over and above)\\b[^.]{0,40}\\b(complet\\w*|attend\\w*)';

/**
 * Effectiveness judged by completion or attendance alone: the Quality Standards expect a provider to review whether
 * training works (action 2.9.5), which counts of who finished a course cannot show.
 */
export const COMPLETION_ONLY: ActRule = {
  id: 'training-effectiveness',
  requirementId: 'standard-2',
  topic: /\b(effective\w*|success\w*|outcomes?|working well|works well|assured)\b/i,
  statement:
    'The strengthened Quality Standards expect providers to review whether training is effective (action 2.9.5): completion or attendance rates alone do not show that workers can do what the training teaches.',
  check: {
    kind: 'forbidden',
    patterns: [
      // A measure of whether something works that counts only completions, attendance or sign-offs.
      new RegExp(
        `^(?!.*${REAL_MEASURES})(?!.*\\beffective (from|on|as of|immediately|date)\\b)(?!.*\\bnot (used|relied on|taken|treated) as\\b)(?!.*\\b(alone|by themselves|on their own) (do|does|are|is) not\\b)(?!.*${NOT_ONLY_COMPLETION}).*\\b(effective\\w*|success\\w*|working well|works well|assured|confiden\\w+)\\b[^.]{0,160}\\b(complet\\w*|attend\\w*|sign-?off|signed off|signed)\\b`,
        'i',
      ),
      new RegExp(
        `^(?!.*${REAL_MEASURES})(?!.*\\bnot (used|relied on|taken|treated) as\\b)(?!.*${NOT_ONLY_COMPLETION}).*\\b(complet\\w*|attendance)\\b (rates?|records?|figures?|percentages?)\\b[^.]{0,60}\\b(show|demonstrate|measure|evidence|confirm)\\w*\\b[^.]{0,40}\\beffective`,
        'i',
      ),
    ],
  },
  strength: 'check',
};

/** Words that leave the Commission open whatever stage a complaint is at. */
const OPEN_ANY_TIME =
  "\\b(at any time|any stage|whether or not|without (first|having|waiting)|do(es)? not (have|need) to|don't (have|need) to|need not|even if|before, during or after|at the same time)\\b";

/** A complaint may go to the Commission at any time: a policy may not make people finish its own steps first. */
export const COMMISSION_ANY_TIME: ActRule = {
  id: 'complaints-commission-any-time',
  requirementId: 'complaints',
  topic: /\b(Aged Care Quality and Safety Commission|Complaints Commissioner|ACQSC|the Commission)\b/i,
  statement:
    'People can take a complaint to the Aged Care Quality and Safety Commission at any time; they do not have to complain to the provider first or finish its internal process.',
  check: {
    kind: 'forbidden',
    patterns: [
      notNegated(
        /\b(after|once|only (after|when|if))\b[^.]{0,80}\b(all|every|each|three|two|internal|our|the)\b[^.]{0,30}\b(steps?|stages?|levels?|options?|process(es)?|procedures?|reviews?|investigations?)\b[^.]{0,200}\b(Commission|Complaints Commissioner|ACQSC)\b/i,
      ),
      /\b(dissatisfied|not satisfied|unhappy|unresolved)\b[^.]{0,40}\b(after|once|following)\b[^.]{0,200}\b(Commission|Complaints Commissioner|ACQSC)\b/i,
      /\b(been through|completed|exhausted|finished|gone through|worked through)\b[^.]{0,60}\b(steps?|stages?|levels?|process(es)?|procedures?|reviews?|options?)\b[^.]{0,160}\b(Commission|Complaints Commissioner|ACQSC)\b/i,
      /\b(dissatisfied|not satisfied|unhappy|unresolved)\b[^.]{0,60}\bthen\b[^.]{0,80}\b(Commission|Complaints Commissioner|ACQSC)\b/i,
      // The Commission offered on a condition about the internal outcome, in either order: "where the internal outcome
      // is disputed ... may refer the complaint to the Commission", "if you disagree with our final decision, you may
      // then contact the Commission".
      new RegExp(
        `^(?!.*${OPEN_ANY_TIME}).*\\b(where|if|when|should|once)\\b[^.]{0,60}\\b(disput\\w*|disagree\\w*|contest\\w*|not (satisfied|happy) with|unhappy with|dissatisfied with|does not accept|do not accept|reject\\w*)\\b[^.]{0,60}\\b(outcome|decision|determination|response|result|finding)s?\\b[^.]{0,160}\\b(Commission|Complaints Commissioner|ACQSC)\\b`,
        'i',
      ),
      new RegExp(
        `^(?!.*${OPEN_ANY_TIME}).*\\b(where|if|when)\\b[^.]{0,40}\\b(outcome|decision|determination|response|result)s?\\b[^.]{0,40}\\b(is|are|remains?) (disputed|contested|not accepted|rejected)\\b[^.]{0,160}\\b(Commission|Complaints Commissioner|ACQSC)\\b`,
        'i',
      ),
      // The Commission named first, then the condition: "may be referred to the Commission once it has been through
      // all three steps", "when all internal avenues have been exhausted", "if it is still unresolved after Stage 3".
      new RegExp(
        `^(?!.*${OPEN_ANY_TIME}).*\\b(Commission|Complaints Commissioner|ACQSC)\\b[^.]{0,80}\\b(once|after|when|if|until|only)\\b[^.]{0,80}\\b(been through|gone through|worked through|(is|are|been|have been|has been|had been) (complete|completed|exhausted|finished|concluded|closed)|exhausted|concluded|(issued|made|given|reached) (its |their |a |the )?(final )?(determination|decision|outcome|response)|final (determination|decision|outcome|response)|still unresolved|remains? unresolved|not (been )?resolved|all (the |our )?(internal )?(steps?|stages?|avenues|options|levels?))`,
        'i',
      ),
      notNegated(
        /\b(only|then)\b[^.]{0,40}\b(take|refer|escalate|contact|go to)\b[^.]{0,40}\b(Commission|Complaints Commissioner|ACQSC)\b[^.]{0,60}\b(after|once|if)\b/i,
      ),
      notNegated(
        /\b(must|need to|needs to|have to|has to|required to)\b[^.]{0,60}\b(first|before)\b[^.]{0,80}\b(Commission|Complaints Commissioner|ACQSC)\b/i,
      ),
    ],
  },
  strength: 'contradiction',
};

/** The Code binds every aged care worker and responsible person: a policy may not leave some of them out. */
export const CODE_SCOPE: ActRule = {
  id: 'code-scope',
  requirementId: 'code-of-conduct',
  topic:
    /\b(code|contractors?|sub-?contractors?|agency|volunteers?|students?|board members?|directors?|responsible persons?)\b/i,
  statement:
    'The Code of Conduct binds the registered provider, its responsible persons and every aged care worker, including contractors, agency staff and volunteers, not only employees.',
  check: {
    kind: 'forbidden',
    patterns: [
      /\b(contractors?|sub-?contractors?|agency|volunteers?|students?)\b[^.]{0,120}\b(are|is) not (covered|bound|included|subject)\b/i,
      /\b(contractors?|sub-?contractors?|agency|volunteers?|students?)\b[^.]{0,120}\b(are |is )?(excluded|exempt)\b/i,
      /\b(contractors?|sub-?contractors?|agency|volunteers?|students?)\b[^.]{0,120}\b(follow|are (managed|governed) (by|under)|comply with)\b[^.]{0,60}\b(their own|their respective|own organisation's|service agreements?)\b/i,
      // Who counts, narrowed by a definition: "worker means a person directly employed by us", "it does not extend to
      // volunteers, agency staff or contractors" (not "any person employed or engaged, including contractors").
      /\b(does not|doesn't|do not|will not|shall not)\s+(extend|apply)\s+to\b[^.]{0,120}\b(contractors?|sub-?contractors?|agency|volunteers?|students?|board|committee|directors?|responsible persons?)\b/i,
      /^(?!.*\b(engaged|contractors?|volunteers?|agency|students?|any person who (works|provides))\b).*\b(workers?|staff|employees?|personnel)"?\s+(means|refers to|is defined as)\b[^.;]{0,80}\b(employ\w*|on (our|the) payroll|contract of employment)\b/i,
      // The Code said to bind only some of the people it binds.
      /\bcode\b[^.;]{0,60}\b(applies|apply|is binding|binds)\s+(only|solely|just)\s+to\b/i,
      /\bcode\b[^.;]{0,60}\b(does not|doesn't|do not|will not) (apply|extend) to\b/i,
      /\b(not (expected|required|asked) to (follow|comply with|sign|meet)|(are|is) not (covered|bound) by)\b[^.]{0,40}\bcode\b/i,
      // Some of them follow something else instead: "our office team and Board members follow the Values Statement
      // instead" (but not "office staff now follow the Code instead of the old handbook").
      /\b(staff|teams?|workers?|employees?|members?|directors?|volunteers?|contractors?|managers?|personnel)\b\s+(?:(?!code\b)[^.;]){0,20}\b(follow|are guided by|use|comply with|are bound by|sign)\b(?:(?!\bcode\b)[^.;]){0,80}\binstead\b(?! of)/i,
    ],
  },
  strength: 'contradiction',
};

/** Every checkable rule: the Act's (ACT_RULES) and the assessment's own (training, the Commission, the Code's scope). */
export const ASSESSMENT_RULES: readonly ActRule[] = [
  ...ACT_RULES,
  COMPLETION_ONLY,
  COMMISSION_ANY_TIME,
  CODE_SCOPE,
];

/**
 * A fact a policy on a topic must state: a Priority 1 time limit in an incident policy, the Commission as a place to
 * take a complaint. When the policy is about the requirement and no sentence states it, that is a finding.
 */
export interface RequiredFact {
  id: string;
  requirementId: string;
  /** The rule that checks the value, when there is one: a policy that contradicts it is not also told it is silent. */
  rule?: string;
  /** Any sentence matching one of these states the fact. */
  stated: readonly RegExp[];
  /** What the law requires, in plain words. */
  statement: string;
  /** What to add. */
  suggestion: string;
}

const COMMISSION =
  /\b(Aged Care Quality and Safety Commission|Complaints Commissioner|ACQSC|the Commission)\b/i;

export const REQUIRED_FACTS: readonly RequiredFact[] = [
  {
    id: 'code-raise-concerns',
    requirementId: 'code-of-conduct',
    stated: [
      /\b(rais|report|speak)\w*\b[^.]{0,60}\bconcerns?\b|\bconcerns?\b[^.]{0,60}\b(rais|report|act)\w*\b/i,
      // Speaking up about what may affect quality or safety, in other words.
      /\b(speak\w* up|rais\w*|report\w*|tell)\b[^.]{0,100}\b(quality|safety|unsafe|harm|abuse|neglect)\b/i,
    ],
    statement:
      'The Code of Conduct requires everyone it binds to promptly take steps to raise and act on concerns about matters that may affect the quality and safety of care.',
    suggestion:
      'Add the Code duty to promptly raise and act on concerns about the quality and safety of care, and say how.',
  },
  {
    id: 'code-free-from-harm',
    requirementId: 'code-of-conduct',
    stated: [/^(?=.*\bviolence\b)(?=.*\bneglect\w*\b)(?=.*\babuse\b)/i],
    statement:
      'The Code of Conduct requires care free from all forms of violence, discrimination, exploitation, neglect and abuse, and sexual misconduct, and all reasonable steps to prevent and respond to them.',
    suggestion:
      'Add the Code duties to provide care free from violence, discrimination, exploitation, neglect, abuse and sexual misconduct, and to take all reasonable steps to prevent and respond to them.',
  },
  {
    id: 'code-binds-workers',
    requirementId: 'code-of-conduct',
    rule: 'code-scope',
    stated: [
      /\b(contractors?|volunteers?|agency (staff|workers?)|responsible persons?|associated providers?|sub-?contract\w*|board members?|governing persons?|directors)\b/i,
    ],
    statement:
      'The Code of Conduct binds the registered provider, its responsible persons and every aged care worker, including contractors, agency staff and volunteers, not only employees.',
    suggestion:
      'Say that the Code binds everyone who delivers care for you: employees, contractors, agency staff, volunteers, and your board and other responsible persons.',
  },
  {
    id: 'sirs-priority-1-stated',
    requirementId: 'incidents',
    rule: 'sirs-priority-1',
    stated: [
      /\b(priority\s*(1|one)|p1)\b[^.]*\b(24|twenty-four)\s*hours?\b|\b(24|twenty-four)\s*hours?\b[^.]*\b(priority\s*(1|one)|p1)\b/i,
    ],
    statement:
      'A Priority 1 reportable incident must be reported to the Aged Care Quality and Safety Commission within 24 hours of becoming aware of it.',
    suggestion:
      'State that Priority 1 reportable incidents are reported to the Commission within 24 hours of becoming aware of them.',
  },
  {
    id: 'sirs-priority-2-stated',
    requirementId: 'incidents',
    rule: 'sirs-priority-2',
    stated: [
      /\b(priority\s*(2|two)|p2)\b[^.]*\b(30|thirty)\s*(calendar\s+)?days?\b|\b(30|thirty)\s*(calendar\s+)?days?\b[^.]*\b(priority\s*(2|two)|p2)\b/i,
    ],
    statement:
      'A Priority 2 reportable incident must be reported to the Aged Care Quality and Safety Commission within 30 days of becoming aware of it.',
    suggestion: 'State that Priority 2 reportable incidents are reported to the Commission within 30 days.',
  },
  {
    id: 'complaints-external',
    requirementId: 'complaints',
    stated: [COMMISSION],
    statement:
      'People must be able to take a complaint to the Aged Care Quality and Safety Commission (the Complaints Commissioner), at any time and without reprisal, and be told how.',
    suggestion:
      'Tell people they can take a complaint to the Aged Care Quality and Safety Commission at any time (1800 951 822, agedcarequality.gov.au), and that doing so will not affect their care.',
  },
  {
    id: 'whistleblower-anonymous-stated',
    requirementId: 'whistleblower',
    rule: 'whistleblower-anonymous',
    stated: [/\banonym\w*/i],
    statement: 'A qualifying disclosure can be made anonymously and is still protected.',
    suggestion: 'Say that disclosures can be made anonymously and are still protected.',
  },
  {
    id: 'whistleblower-no-victimisation',
    requirementId: 'whistleblower',
    stated: [
      /\b(victimi[sz]\w*|reprisals?|retaliat\w*|detriment\w*|adverse action|punish\w*|disadvantage\w*)\b/i,
    ],
    statement:
      'A person who makes a qualifying disclosure must not be victimised or suffer detriment for it.',
    suggestion:
      'State that no one will be victimised, disadvantaged or punished for making a disclosure, and what happens if they are.',
  },
  {
    id: 'restrictive-practices-consent',
    requirementId: 'restrictive-practices',
    stated: [/\bconsent\w*\b/i],
    statement:
      'A restrictive practice needs informed consent from the person or their substitute decision-maker.',
    suggestion:
      'Require informed consent from the person or their substitute decision-maker before any restrictive practice is used.',
  },
  {
    id: 'restrictive-practices-bsp',
    requirementId: 'restrictive-practices',
    stated: [/\b(behaviour support plans?|BSPs?)\b/i],
    statement: "A restrictive practice may only be used in line with the person's behaviour support plan.",
    suggestion:
      'Require a behaviour support plan for anyone subject to a restrictive practice, and use the practice only as the plan sets out.',
  },
  {
    id: 'restrictive-practices-last-resort',
    requirementId: 'restrictive-practices',
    stated: [
      /\blast resort\b/i,
      /\b(only|never)\b[^.]{0,60}\bafter\b[^.]{0,40}\b(alternatives?|other (strategies|options))\b/i,
    ],
    statement:
      'A restrictive practice may only be used as a last resort, after alternatives have been tried.',
    suggestion:
      'State that a restrictive practice is only ever a last resort, after less restrictive alternatives have been tried and recorded.',
  },
  {
    id: 'records-retention-stated',
    requirementId: 'records',
    rule: 'records-retention',
    stated: [
      /\b(retain\w*|retention|kept|keep|stored?|held|archiv\w+)\b[^.]*\b(\d+|seven|five|three|two|ten)\s*(years?|yrs?|months?|mths?)\b/i,
    ],
    statement:
      'The Aged Care Rules 2025 require many classes of records, including care records, to be kept for 7 years.',
    suggestion:
      'State how long each kind of record is kept (7 years for care records under the Aged Care Rules 2025) and how it is destroyed afterwards.',
  },
];
