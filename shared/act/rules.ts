// Checkable rules of the Act reference: facts a program can test a policy's own words against (a time limit, a
// protection that may not be taken away). The assistant adds a rule's statement, clearly labelled as the Act's, when a
// question touches it, and says so explicitly when the policy's text contradicts it. In our own words, from the facts
// in the reference (see each rule's requirement for its citation).

export type ActRuleCheck =
  /** A time limit: a duration stated in a sentence about the topic must not exceed `maxHours`. */
  | {
      kind: 'max-duration';
      near: RegExp;
      maxHours: number;
      /** Another subject a sentence may give its own limit ("24 hours for Priority 1, 30 days for Priority 2"). */
      other?: RegExp;
      /** What the limit is for: a sentence about anything else (an investigation's length) states no such limit. */
      about?: RegExp;
    }
  /**
   * A minimum period: a duration stated in a sentence about the topic must be at least `minHours`; a sentence that sets
   * the period by an event alone (`untilEvent`: "until the resident is discharged") is shorter too.
   */
  | {
      kind: 'min-duration';
      near: RegExp;
      minHours: number;
      untilEvent?: RegExp;
      /** Sentences about something else that has a period of its own (a working copy shredded after use). */
      except?: RegExp;
    }
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
  /**
   * A second requirement a breach also fails: a reprisal against a person who complains takes away a right of the
   * Statement of Rights (ss 23-24), so the finding counts under rights too.
   */
  alsoUnder?: string;
  /**
   * The rule whose subject this one checks part of (chemical restraint of restrictive practices): where both touch a
   * question, the Act is quoted once, by the narrower rule unless only the broader one finds a breach.
   */
  narrows?: string;
}

/**
 * A pattern that does not count in a sentence saying the opposite ("you do not need to use our process first", "you
 * never have to give your name").
 */
function notNegated(pattern: RegExp): RegExp {
  return new RegExp(
    `^(?!.*\\b(do not|don't|does not|doesn't|did not|never|not|no one( is)?|no-one( is)?|nobody( is)?)\\s+(needs?|have|has|required|obliged|expected)\\b)(?!.*\\bnot (required|obliged|expected)\\b)(?!.*\\bno (requirement|need|obligation)\\b).*${pattern.source}`,
    pattern.flags,
  );
}

/** Priority 1 named, also as a table's "Priority: 1" cell. */
export const PRIORITY_1 = /\b(priority\s*:?\s*(1|one)|p1)\b/i;

/** The provider's own people and the provider itself: none of them can consent to a restrictive practice. */
export const STAFF_ROLE =
  '\\b(Director of (Nursing|Care|Clinical Services)|DON|Facility Manager|Care Manager|Residential Manager|Service Manager|Clinical Manager|Manager|RN|registered nurse|nurse|GP|doctor|medical (officer|practitioner)|prescriber|clinical team|multidisciplinary (clinical )?team|care team|team leader|coordinator|CEO|approved provider|provider|organisation|facility|staff|officer[- ]in[- ]charge|delegate)\\b';

/** A sentence that says consent cannot come from someone, rather than that it can. */
const NO_CONSENT_DENIAL =
  '(?!.*\\?:?\\s*(No|Never)\\b)(?!.*\\bno (staff|one|person|member|worker|doctor|employee|manager|nurse|clinician)\\b)' +
  // A negation inside a leading condition is about the person, not a denial: "If the Elder is not able to give
  // informed consent, the Registered Nurse in charge may give consent".
  "(?!.*(?<!\\b(if|where|when|whenever|while)\\b[^,.;:]{0,40})\\b(not|never|cannot|can't|must not|does not|do not|is not|are not|no one|nobody)\\s+(\\w+\\s+){0,3}(consent|sign|give|provide)\\w*)(?!.*\\b(ensures?|checks?|confirms?|verif\\w+)\\b[^.]{0,40}\\bconsent\\b[^.]{0,60}\\b(from|by) the (resident|person|client|care recipient|substitute))";

/** A restrictive practice named by what is done. */
export const RESTRICTIVE_THING =
  '(PRN|psychotropic\\w*|antipsychotic\\w*|benzodiazepine\\w*|sedat\\w*|chemical restraint|restrain\\w*|bed ?rails?|lap ?belts?|seclu\\w*|lock\\w*)';
/** A medicine that restrains when it is given to influence behaviour. */
const SEDATIVE =
  '(PRN|sedat\\w*|psychotropic\\w*|antipsychotic\\w*|risperidone|haloperidol|olanzapine|quetiapine|temazepam|lorazepam)';
/** A restrictive practice named by what is done, or by name. */
const RESTRICTIVE_NAMED = RESTRICTIVE_THING.replace('(PRN|', '(restrictive practices?|PRN|');
/** Telling the Commission: a time limit in a sentence about anything else is not a reporting limit. */
const NOTIFYING = /\b(notif\w*|report\w*|lodg\w*|submit\w*|Commission|SIRS|tell|inform\w*)\b/i;

export const PRIORITY_2 = /\b(priority\s*:?\s*(2|two)|p2)\b/i;

export const ACT_RULES: readonly ActRule[] = [
  {
    id: 'sirs-priority-1',
    requirementId: 'incidents',
    topic: PRIORITY_1,
    statement:
      'Under the Serious Incident Response Scheme, a Priority 1 reportable incident must be reported to the Aged Care Quality and Safety Commission within 24 hours of becoming aware of it.',
    check: { kind: 'max-duration', near: PRIORITY_1, maxHours: 24, other: PRIORITY_2, about: NOTIFYING },
    strength: 'contradiction',
  },
  {
    id: 'sirs-priority-2',
    requirementId: 'incidents',
    topic: PRIORITY_2,
    statement:
      'Under the Serious Incident Response Scheme, a Priority 2 reportable incident must be reported to the Aged Care Quality and Safety Commission within 30 days of becoming aware of it.',
    check: { kind: 'max-duration', near: PRIORITY_2, maxHours: 30 * 24, other: PRIORITY_1, about: NOTIFYING },
    strength: 'contradiction',
  },
  {
    id: 'sirs-priority-2-batched',
    requirementId: 'incidents',
    // Only where Priority 2 notices are grouped or timed by a period: the 30-day limit itself is sirs-priority-2's.
    topic:
      /\b(priority\s*:?\s*(2|two)|p2)\b(?=.*\b(batch\w*|bundled|collated|together|quarter\w*|annual\w*|yearly|six-monthly|every (three|six) months|(end|close) of (the|each|every) (calendar )?(month|quarter|year))\b)/i,
    statement:
      'Each Priority 2 reportable incident must be reported to the Commission within 30 days of becoming aware of it; notices held back for a monthly, quarterly or yearly batch can exceed that.',
    check: {
      kind: 'forbidden',
      patterns: [
        // "Priority 2 notices are lodged by the Quality and Safeguarding Lead in one batch at the end of each calendar
        // quarter" (not Priority 2 incidents reviewed each quarter by a committee after each was notified).
        /\b(priority\s*:?\s*(2|two)|p2)\b[^.]{0,80}\b(lodg\w*|notif\w*|submit\w*|sent|send|reported to the Commission)\b[^.]{0,80}\b(at the end of (each|every|the) (calendar )?(quarter|year|half-year)|quarterly|annually|yearly|six-monthly|every (quarter|three months|six months|year))\b/i,
        // A monthly batch, or one due in the month after: "lodged ... in the Unit's monthly SIRS batch, which is submitted
        // by the 15th day of the month after the month in which the incident became known".
        /\b(priority\s*:?\s*(2|two)|p2)\b[^.]{0,80}\b(lodg\w*|notif\w*|submit\w*|sent|send|reported to the Commission)\b[^.]{0,80}\b(monthly\s+(\w+\s+)?batch\w*|(by|on) the \d+(st|nd|rd|th) (day )?of the (following|next) month|(by|on) the \d+(st|nd|rd|th) (day )?of the month after)\b/i,
        // A limit counted from the end of a period, not from becoming aware: "lodged with the Commission within 30 days
        // after the end of the calendar month in which the incident occurred" allows up to about 60 days.
        /\b(priority\s*:?\s*(2|two)|p2)\b[^.]{0,80}\b(lodg\w*|notif\w*|submit\w*|sent|send|reported to the Commission)\b[^.]{0,80}\bwithin\s+\S+\s+(business |working |calendar )?days?\s+(after|of|from|following)\s+the\s+(end|close)\s+of\s+(the|each|every)\s+(calendar\s+)?(month|quarter|year)\b/i,
      ],
    },
    strength: 'contradiction',
  },
  {
    id: 'whistleblower-anonymous',
    requirementId: 'whistleblower',
    topic:
      /\b(whistle-?blow\w*|qualifying disclosures?|disclos\w+ (about|of) (wrongdoing|misconduct)|(take|raise|report|escalate)\w*\s+(\w+\s+){0,2}concerns?\s+(outside|externally)|(take|raise|report|escalate|go)\w*\b[^.]{0,30}\b(outside|external)\s+(bod(y|ies)|agenc(y|ies)|organisations?)|(must not|may not|shall not|must never|not (permitted|allowed) to|(forbidden|prohibited) (to|from))\b[^.]{0,60}\b(Commission|ACQSC|police|regulators?))\b/i,
    statement:
      'The Act protects whistleblowers who make a qualifying disclosure, including anonymously and including to the Commission and the other recipients the Act names, without going through the provider first: a person does not have to give their name to be protected, their identity must be kept confidential, and they must not be victimised.',
    check: {
      kind: 'forbidden',
      patterns: [
        notNegated(
          /^(?!.*\bor anonymous)(?!.*\b(may|can|is welcome to) (choose|decide|prefer) not to\b).*\b(must|need to|needs to|have to|has to|required to|should)\b(?!\s+(not|never)\b)[^.]{0,40}\b(give|tell|provide|state|disclose|reveal|include|contain|carry|show|record)\b[^.]{0,40}\b(name|identity|who (you|they) are)\b/i,
        ),
        // A standard's "shall": "A disclosure shall include the name and contact details of the discloser".
        notNegated(
          /^(?!.*\bor anonymous)(?!.*\b(may|can|is welcome to) (choose|decide|prefer) not to\b).*\b(disclosures?|reports?|concerns?)\s+shall\s+(include|contain|give|state|carry|show|bear)\b[^.;]{0,20}\b(name|identity)\b[^.;]{0,30}\b(of the|of a|of its)\s+(discloser|whistleblower|reporter|person (making|who makes) (it|the disclosure))\b/i,
        ),
        // A name asked for in other words, protection kept for those who went to a manager first, the discloser's
        // identity given away or hunted down.
        notNegated(
          /\b(must|need to|needs to|have to|has to|required to|shall)\s+(first\s+)?identify\s+(yourself|themselves|himself|herself)\b/i,
        ),
        /^(?!.*\bnot required\b)(?!.*\boptional\b)(?!.*\?:?\s*(No|Never)\b).*\bname\b[^.;)]{0,30}\b(required|mandatory|compulsory)\b/i,
        /\b(must|required to|need to|needs to|has to|have to)\s+(give|provide|state|quote|include)\s+(their|your|his or her)\s+(employee|staff|payroll|personnel)\s+(number|ID|identifier)\b/i,
        // Anonymity discouraged, or the discloser punished: stood down, or disciplined when it is not substantiated.
        /\b(don't|do not|please don't|never)\s+(leave|send|make|lodge|submit|write)\s+(\w+\s+)?anonymous\w*/i,
        /^(?!.*\b(detriment|reprisal|victimi[sz]\w*|retaliat\w*)\b)\W*(\d+(\.\d+)*\s+)?((a|an|the|any)\s+)?(\w+\s+)?(discloser|whistleblower|(worker|person|staff member|employee) who (makes|made|raises|raised) (a |the )?disclosure)\b[^.]{0,60}\b(will|may|shall|can) be\s+(stood down|suspended|moved|transferred|removed|rostered off|disciplined|performance managed|subject to (disciplinary|performance))/i,
        /^(?!.*\b(knowingly|deliberately|false|vexatious|malicious|dishonest\w*)\b).*\b(disclosure|report|concern)\b[^.]{0,40}\b(not (substantiated|proven|upheld|supported)|unsubstantiated|unfounded|unproven)\b[^.]{0,60}\b(disciplin\w*|performance[- ]manag\w*|sanction\w*|dismiss\w*|warning)/i,
        // Disclosures made to pass through a manager, or anonymity refused in other words, or a form that demands a
        // name: "must be routed through the Officer-in-Charge", "we do not take anonymous reports", "all fields are
        // mandatory: Full name; ...".
        /\b(disclos\w*|concerns?|reports?)\b[^.]{0,60}\b(must|shall|should|are to|is to|will)\s+(be\s+)?(routed|passed|channelled|directed|sent|made|go|lodged)\s+(through|via)\s+(the |their |your |a )?(line manager|manager|supervisor|team leader|officer[- ]in[- ]charge|OIC|director|coordinator|unit manager)\b/i,
        /\b(not|cannot|can't|won't|do not|does not|don't|doesn't|never)\b[^.]{0,20}\b(take|entertain|allow|permit|welcome)\b[^.]{0,30}\banonymous/i,
        /\b(all|every)\s+(fields?|sections?|boxes|questions)\b[^.]{0,40}\b(are|is|must be)\s+(mandatory|compulsory|required)\b[^.]{0,80}\bname\b/i,
        /\bprotect\w*\b[^.]{0,60}\bonly\b[^.]{0,30}\b(where|if|when|once|after)\b[^.]{0,80}\b(first|before|manager|supervisor|internal\w*|identif\w*|name)\b/i,
        // Protection made to hang on knowing who the discloser is, or the person the disclosure is about told who made it
        // as a matter of fairness: "protection depends on Vireya being able to confirm who the discloser is", "as
        // procedural fairness requires that the subject know who has made the allegations" (a Board's list of what the
        // CEO "shall not" do gives the reason in its own words).
        /^(?!.*\b(not|never)\s+(depend|rel(y|ies)|hinge)\w*\b).*\bprotect\w*\b[^.]{0,30}\b(depends? on|relies on|rely on|hinges? on|is conditional on|requires?)\b[^.]{0,60}\b(confirm|know|verify|establish|identify)\w*\b[^.]{0,20}\b(who|identity|name)\b/i,
        /^(?!.*\b(never|not|won't|will not|without)\b[^.]{0,30}\b(know|be told|learn)\b).*\b(subject|person (concerned|accused|named|involved|complained about)|respondent)\b[^.]{0,40}\b(know|knows|be told|is told|are told|learn|learns|be informed of|is informed of|be given|is given)\b[^.]{0,20}(\bwho (has |had )?(made|raised|lodged|reported|brought)\b|\b(name|identity) of the (discloser|whistleblower|person who (made|raised|reported) (it|the disclosure))\b|\b(discloser|whistleblower)['’]s (name|identity)\b)/i,
        /^(?!.*\b(not|never|only with (their|your|the discloser's) consent|with (their|your) (written )?consent|unless)\b).*(\b(identity|name)\b[^.]{0,40}\b(whistleblower|discloser|person who (made|raised|reported))\b|\b(whistleblower|discloser)(['’]s)?\s+(identity|name)\b)[^.]{0,40}\b(will|may|shall|is|can)\s+(be )?(given|disclosed|provided|shared|told|revealed|passed)\s+(on )?(to|with)\b/i,
        // The discloser's name passed on by whoever holds it: "the Protected Disclosure Officer shares the discloser's name
        // with the line manager of the area concerned".
        /^(?!.*\b(not|never|unless|only with|with (the discloser's|the whistleblower's|their|his or her|your) (written |express |prior )?consent)\b).*\b(shares?|gives?|pass(es)? on|passes|provides?|discloses?|reveals?|forwards?|sends?)\s+(the\s+)?(discloser|whistleblower|reporter)['’]s\s+(name|identity|contact details|details)\b[^.]{0,30}\b(to|with)\b/i,
        // "Integrity Officer notifies the Home Manager and the person named in the disclosure of who made it", "the person
        // the concern is about is told what has been raised and by whom".
        /^(?!.*\b(not|never|unless|without|only with|with (the discloser's|the whistleblower's|their|his or her|your) (written |express |prior )?consent)\b).*\b(notif\w*|tells?|told|informs?|informed|advises?|advised)\b[^.]{0,100}(\b(of|about)?\s*who (has |had )?(made|raised|lodged|reported|sent) (it|the disclosure|the report|the concern|the matter|the issue|the allegations?)|\b(raised|made|reported|disclosed|alleged|said|lodged)\b[^.]{0,20}\b(and|or)\s+by whom)\b/i,
        // A manager told who made the disclosure as a matter of course: "Discloser's General Manager notified of the
        // disclosure and the discloser's identity, so that workplace support can be arranged".
        /^(?!.*\b(not|never|unless|only (with|if|where|when))\b)(?!.*\bwith (the discloser's|the whistleblower's|their|his or her|your) (written |express |prior )?consent\b).*\b(manager|supervisor|team leader|director|executive|CEO|committee|board)\b[^.]{0,40}\b(notified|told|informed|advised|made aware|given)\s+(of|about)?\b[^.]{0,60}(\b(discloser|whistleblower)(['’]s)?\s+(identity|name)\b|\b(identity|name) of the (discloser|whistleblower)\b)/i,
        // A manager told it by whoever holds it: "The Disclosure Officer shall inform the manager of the business unit
        // concerned of the discloser's identity so that the manager can assist with the investigation".
        /^(?!.*\b(not|never|unless|only (with|if|where|when))\b)(?!.*\bwith (the discloser's|the whistleblower's|their|his or her|your) (written |express |prior )?consent\b).*\b(inform|informs|tell|tells|notify|notifies|advise|advises)\s+(the\s+)?([\w'’-]+\s+){0,3}(manager|supervisor|team leader|director|executive|CEO|committee|board)\b[^.]{0,60}\bof\s+(the\s+)?((discloser|whistleblower)(['’]s)?\s+(identity|name)|(identity|name) of the (discloser|whistleblower))\b/i,
        // The person the disclosure is about told who made it: "The Panel will inform the person who is the subject of a
        // disclosure of the discloser's identity so that they have a fair opportunity to respond".
        /^(?!.*\b(not|never|unless|only (with|if|where|when))\b)(?!.*\bwith (the discloser's|the whistleblower's|their|his or her|your) (written |express |prior )?consent\b).*\b(inform|informs|tell|tells|notify|notifies|advise|advises|let|lets)\b[^.]{0,60}\b(person|people|staff member|worker|employee)\s+((who|that) (is|are)\s+)?(the subject of|named in|concerned|involved|accused|complained about|it is about)\b[^.]{0,60}(\bof (the\s+)?(discloser|whistleblower)['’]s (identity|name)\b|\bwho (made|raised|lodged|reported|sent) (it|the disclosure|the concern|the report)\b)/i,
        // The same of the respondent, by the name an investigation gives them: "the Investigator will inform the Respondent
        // of the substance of the Disclosure and of the identity of the Discloser before the Respondent is interviewed".
        /^(?!.*\b(not|never|unless|only (with|if|where|when))\b)(?!.*\bwith (the discloser's|the whistleblower's|their|his or her|your) (written |express |prior )?consent\b).*\b(inform|informs|tell|tells|notify|notifies|advise|advises|disclose|discloses|reveal|reveals|give|gives)\b[^.]{0,20}\b(respondents?|alleged wrongdoers?|accused|subjects? of the (disclosure|report|concern)|persons? (named|identified|implicated) in (the|a|their) (disclosure|report|concern|complaint)|persons? (the|a) (disclosure|report|concern) is about)\b[^.]{0,80}(\b(identity|name) of the (discloser|whistle-?blower|person who (made|raised|lodged|reported) (it|the disclosure))\b|\b(discloser|whistle-?blower)['’]s (identity|name)\b|\bwho (made|raised|lodged|reported) (it|the disclosure)\b)/i,
        // (Not the same named as wrongdoing: "Trying to find out who made a report | Misconduct" in a table of penalties,
        // "trying to identify a discloser is an offence".)
        /^(?!.*\b(not|never|no attempt|no one will|nobody will|won't|will not|do not|don't)\b[^.]{0,30}\b(try|attempt|seek)?\s*(to )?(find out|identify|work out|discover|establish|determine|trace)\b)(?!.*\b(consequences?|penalt(y|ies)|sanctions?|outcomes?|disciplinary action)\s*:)(?!.*\b(is|are|constitutes?|amounts? to|counts as)\s+(a\s+|an\s+)?(serious\s+)?(misconduct|prohibited|forbidden|offen[cs]e|breach|unlawful)\b).*\b(find out|identify|work out|discover|establish|determine|trace)\s+(who|the identity|the person)\b[^.]{0,40}\b(made|lodged|sent|wrote|raised|reported|is behind)\b/i,
        /\banonymous\w*\b[^.]{0,80}\b(not|cannot|can't|won't|will not)\b[^.]{0,40}\bprotect/i,
        /\b(not|cannot|can't|won't)\b[^.]{0,40}\bprotect\w*\b[^.]{0,60}\banonymous/i,
        /\banonymous\w*\b[^.]{0,100}\b(treated|handled|dealt with) as (general )?(feedback|complaints?)\b/i,
        // "Anonymous reports ... will be looked into, but ... they are handled as general feedback rather than as
        // protected disclosures."
        /\banonymous\w*\b[^.]{0,160}\b(rather than|instead of|not as)\s+(as\s+)?(an?\s+)?(protected|qualifying|whistleblower)\s+(disclosures?|reports?)\b/i,
        // "anonymous reports are not treated as whistleblower disclosures", "we do not count anonymous concerns as
        // protected disclosures".
        /\banonymous\w*\b[^.]{0,60}\b(not|never|no longer|cannot|can't)\b[^.]{0,30}\b(treated|handled|dealt with|regarded|counted|recogni[sz]ed|accepted|considered|assessed|classified)\s+as\s+(an?\s+)?(protected|qualifying|whistle-?blower)\b/i,
        /\b(not|never|don't|doesn't)\b[^.]{0,20}\b(treat|regard|count|recogni[sz]e|accept|consider)\b[^.]{0,10}\banonymous\w*\b[^.]{0,40}\bas\s+(an?\s+)?(protected|qualifying|whistle-?blower)\b/i,
        // A disclosure refused without a name, or an unsigned one destroyed: "No disclosure shall be received unless it bears
        // the name of the one who makes it; an unsigned writing is not read but is destroyed".
        /\b(no|not|never)\b[^.;]{0,30}\b(disclosures?|reports?|concerns?)\b[^.;]{0,20}\b(received|accepted|considered|investigated|acted on|actioned|registered|taken)\b[^.;]{0,20}\bunless\b[^.;]{0,40}\b(name|names|named|signed|signature|identif\w*)\b/i,
        /^(?!.*\b(never|not|won't|will not)\s+(be\s+)?(destroyed|discarded|shredded|disregarded|ignored|thrown away|binned)\b).*\b(unsigned|anonymous|unnamed|nameless)\b[^.]{0,40}\b(not read|destroyed|discarded|shredded|disregarded|ignored|thrown away|binned)\b/i,
        // "We cannot follow up or investigate an unsigned note".
        /\b(cannot|can't|won't|will not|do not|don't|are unable to|unable to)\b[^.]{0,30}\b(investigat\w*|follow up|act on|look into|respond to)\b[^.]{0,30}\b(unsigned|anonymous|unnamed|nameless)\b/i,
        // "We recommend that the procedure accept only disclosures where the discloser identifies themselves".
        /\baccept\w*\s+only\s+(disclosures?|reports?|concerns?)\b[^.]{0,30}\b(where|when|if|that|from|in which)\b[^.]{0,60}\b(identif\w*|gives? (their|his or her) name|named|names? themselves)\b/i,
        // A deed's words: "an anonymous communication shall not constitute a Disclosure", "shall not be obliged to
        // receive, investigate or act upon any Disclosure that does not disclose the name of the Discloser".
        /\banonymous\w*\b[^.]{0,60}\b(not|never)\s+(constitute|count as|amount to|qualify as|be (regarded|treated|considered) as)\s+(an?\s+)?(protected\s+|qualifying\s+)?(disclosure|whistle-?blow)/i,
        /\b(not|no)\b[^.]{0,20}\b(obliged|required|bound|expected)\s+to\s+(receive|investigate|act|consider|accept|deal)\b[^.]{0,80}\b(does not|doesn't|do not|without|unless)\b[^.]{0,30}\b(name|identity|identif\w*)\b/i,
        /\bprotection\w*\b[^.]{0,40}\bonly\b[^.]{0,40}\b(name|identify|identity)\b/i,
        // "A concern is only handled as a whistleblower disclosure when the person gives their name".
        /\bonly\b[^.]{0,20}\b(handled|treated|dealt with|accepted|managed|recogni[sz]ed|registered|counted|taken|actioned)\s+as\s+(a |an )?(\w+ )?(disclosures?|reports?)\b[^.]{0,10}\b(when|where|if|once)\b[^.]{0,40}\b(give|gives|provide|provides|tell|tells|state|states|leave|leaves|put|puts|sign|signs)\s+(us\s+)?(their|your|a|his or her)\s+(full\s+)?name\b/i,
        // "We can only protect people who give us their name".
        /\bonly\b[^.]{0,20}\bprotect\w*\b[^.]{0,40}\b(who|that|if|when|where)\b[^.]{0,20}\b(give|gives|provide|provides|tell|tells|leave|leaves|state|states)\s+(us\s+)?(their|your|a|his or her)\s+(full\s+)?name\b/i,
        // The discloser's manager told who came forward: "let the caller's Residential Manager know who has come forward
        // first thing in the morning".
        /^(?!.*\b(not|never|unless|only (with|if|where|when))\b)(?!.*\bwith (the discloser's|the whistleblower's|the caller's|their|his or her|your) (written |express |prior )?consent\b).*\b(let|lets|tell|tells|inform|informs|notify|notifies|advise|advises)\s+(the\s+)?([\w'’]+\s+){0,3}(manager|supervisor|team leader|director|CEO|line manager)\s+(know\s+)?(who\s+(has\s+|had\s+)?(come forward|came forward|made (the|a) (disclosure|report)|raised (it|the concern)|blown the whistle|blew the whistle|reported|called|rang)|the (name|identity) of (the )?(caller|discloser|whistleblower))/i,
        // Workers barred from going outside themselves: "Workers must not report an incident to the Commission, the police
        // or any other external body themselves; all external notifications are made by the Quality and Risk Manager"
        // (not "must not be prevented from" or "discouraged from" doing so).
        /^(?!.*\b(prevent\w*|stop(ped|s)?|discourag\w*|punish\w*|penalis\w*|victimis\w*|disadvantag\w*|detriment|reprisal)\b).*\b(must not|may not|shall not|must never|are not (permitted|allowed) to|is not (permitted|allowed) to|not permitted to|are (forbidden|prohibited) (to|from)|is (forbidden|prohibited) (to|from))\s+((?!be\b|been\b|have\b)\w+\s+){0,2}?(report|notify|contact|tell|go to|disclose|raise|take|escalate|approach)\w*\b[^.;]{0,60}\b(Commission|ACQSC|Complaints Commissioner|police|regulators?|external (bod\w*|agenc\w*|organisations?)|outside (bod\w*|agenc\w*|organisations?))\b/i,
        // Discipline threatened for going outside first: "A worker who takes a concern to the Commission or anyone else
        // outside Pokrov before using this process will have breached their duty of loyalty and may face disciplinary
        // action".
        /^(?!.*\b(not|never|no one|nobody|without fear of|free from)\b[^.]{0,40}\b(disciplin\w*|sanction\w*|penalis\w*|punish\w*|breach\w*))(?!.*\b(still|also|even if|even when|whether or not|regardless)\b).*\b(Commission|regulator|externally|outside|police|anyone else)\b[^.]{0,60}\bbefore\b[^.]{0,120}\b(disciplin\w*|misconduct|breach(es|ed)?\b[^.]{0,20}\b(duty|duties|obligations?|contract|loyalty)|sanction\w*|dismiss\w*|performance[- ]manag\w*)/i,
        // Protection lost by going outside first: "If you take it outside, to the Commission or anyone else, before you've
        // raised it with the DON, the protections in the Act don't cover you."
        /^(?!.*\b(still|also|even if|even when|whether or not|regardless|not depend\w*|instead of)\b).*\b(outside|externally|external\w*|Commission|regulator|anyone else)\b[^.]{0,80}\bbefore\b[^.]{0,80}\bprotect\w*\b[^.]{0,40}\b(don't|do not|does not|doesn't|won't|will not|no longer|cannot|can't)\b/i,
        /^(?!.*\b(still|also|even if|even when|whether or not|regardless|not depend\w*|instead of)\b).*\bprotect\w*\b[^.]{0,40}\b(don't|do not|does not|doesn't|won't|will not|no longer|cannot|can't)\b[^.]{0,60}\b(if|where|when|once)\b[^.]{0,60}\b(outside|externally|Commission|regulator)\b[^.]{0,60}\bbefore\b/i,
        /\banonymous\w*\b[^.]{0,60}\b(not|cannot|can't|won't|will not|unable to)\b[^.]{0,30}\b(be )?(accept|consider|investigat|act|receiv|process|action)/i,
        /\b(not|cannot|can't|won't|do not|does not|don't|doesn't)\b[^.]{0,20}\b(accept|consider|investigate|act on|receive|process)\b[^.]{0,30}\banonymous/i,
        // A definition of a disclosure that requires a signature or the discloser's own supervisor.
        /\b(qualifying disclosure|protected disclosure|disclosure)\b[^:]{0,20}:\s*[^.]{0,160}\b(signed by the (discloser|whistleblower)|given to the (discloser|whistleblower)['’]s (direct |line |immediate )?(supervisor|manager))/i,
        notNegated(
          /\b(must|need to|needs to|have to|has to|required to)\b[^.;]{0,60}\b(internal\w*|line manager|supervisor|manager)\b[^.;]{0,40}\b(first|before)\b[^.]{0,120}\b(disclos\w*|whistle-?blow\w*|externally|Commission|regulator|outside)\b/i,
        ),
        notNegated(
          /\b(must|need to|needs to|have to|has to|required to|should|are expected to|is expected to|are asked to)\b[^.;]{0,20}\b(first|before)\b[^.;]{0,60}\b(internal\w*|line manager|supervisor|manager)\b/i,
        ),
        notNegated(
          /\b(always|must|need to|needs to|have to|has to|required to)\b[^.;]{0,20}\b(raise|report|tell|take|bring)\b[^.;]{0,60}\b(first|before (going|anyone|you))\b/i,
        ),
        /\b(disclos\w*|concerns?|reports?)\b[^.;]{0,80}\b(outside|external\w*|Commission|regulator)\b[^.]{0,120}\b(is|are|will)( be)? not (be )?protected\b/i,
        // Signed by the discloser, or lodged with their own manager: "Disclosures must be made in writing, signed by the
        // discloser, and lodged with the discloser's line manager".
        /^(?!.*\bor anonymous)\b.*\b(must|shall|need to|needs to|has to|have to|are to|is to)\b[^.;]{0,60}\bsigned by (the|a|an) (discloser|whistleblower|person (making|raising) (it|the disclosure)|staff member|reporter|employee)\b/i,
        /\b(must|shall|are to|is to|need to|needs to)\b[^.;]{0,60}\b(lodged|made|given|submitted|reported|raised|sent)\s+(with|to)\s+(the |your |their |the discloser's |his or her )?(line manager|supervisor|direct manager|team leader)\b/i,
        // A name required ("must be made in the discloser's own name"), or anonymity refused in other words.
        /^(?!.*\banonymous\w*\b[^.]{0,10}$)(?!.*\bor anonymous)\b.*\b(must|shall|need to|needs to|has to|have to|are to|is to)\b[^.;]{0,30}\b(made|given|lodged|submitted|signed)\b[^.;]{0,20}\bin (your|their|his or her|the \w+'s|the discloser's) own name\b/i,
        /\b(unable to|not able to|will not be able to|are not in a position to)\b[^.]{0,60}\banonymous/i,
        // Protection kept for disclosures later proved: "The protections apply once the ESU has substantiated the
        // disclosure."
        /\bprotect\w*\b[^.]{0,40}\b(apply|applies|start|starts|begin|begins|are given|is given)\b[^.]{0,20}\b(once|only (once|when|if|after)|after|when|if)\b[^.]{0,60}\b(substantiated|upheld|proven|proved|confirmed|found to be true)\b/i,
        // Kept inside until the internal process ends: "Please do not take concerns outside Mekong until the internal
        // process has finished".
        /\b(do not|don't|must not|should not|never|not to)\s+(take|raise|report|escalate|go)\b[^.]{0,40}\b(outside|external\w*|elsewhere|to (the )?(Commission|regulator|police|media))\b[^.]{0,80}\b(until|before)\b/i,
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
        // Consent deemed given by signing something else: "Consent to the Environmental Restraint inherent in the Banksia
        // Wing is taken to be given by execution of the Service Agreement".
        /\bconsent\b[^.]{0,100}\b(is|are|will be|shall be)\s+(taken|deemed|treated|assumed|presumed|implied|regarded)\s+(to (be|have been) |as (being |having been )?)?(given|provided|obtained|granted)\b[^.]{0,60}\b(by|through|on|upon|when|with|from)\b[^.]{0,40}\b(sign\w*|execut\w*|signature|admission|entry|enrolment|agreement|accept\w*|mov\w+ in)\b/i,
        // Consent taken once through a general agreement, or held good for the whole stay and never revisited: "consent
        // to the environmental restrictive practice ... is obtained at admission through the signed Residential Care
        // Agreement and remains valid for the duration of the resident's stay". Not consent that is reviewed or sought
        // for each practice.
        /^(?!.*\b(not|never|nothing|no|none|cannot|must not|is not|are not|does not|do not)\b[^.]{0,40}\b(consent|agreements?|contracts?)\b)(?!.*\b(review\w*|revisit\w*|re-?confirm\w*|re-?obtain\w*|renew\w*|each time|every time|specific to)\b).*\bconsent\w*\b[^.]{0,120}(\b(through|by|via|in|as part of|under|within|with)\s+(the|their|his|her|a|an|its|our)\s+(signed\s+)?([\w-]+\s+){0,3}(agreement|contract|admission (forms?|pack|paperwork|documents?))\b|\b(remains?|stays?|continues?|is)\s+(valid|in (force|place|effect)|current)\s+(for|throughout|while)\b|\bfor the (duration|length|whole|rest|remainder) of (the|their|his|her) ([\w'’-]+\s+){0,2}(stay|residence|residency|admission|tenancy|time with us)\b|\bcovers? (all |any )?(future|later|subsequent|ongoing|further) (use|uses|episodes?)\b)/i,
        /^(?!.*\b(not|never|nothing|no|none|cannot|must not|is not|are not|does not|do not)\b[^.]{0,40}\b(consent|agreements?|contracts?)\b).*\b(agreement|contract)\b[^.]{0,80}\b(includes?|contains?|covers?|gives?|records?|is taken as|counts as|serves as|constitutes?|amounts? to)\b[^.]{0,40}\bconsent\w*\b/i,
        // Those who must consent only told once the practice has begun: "Next of kin informed of the restrictive practice
        // by phone within 24 hours of commencement" (not after an emergency use, which may come before consent).
        /^(?!.*\b(emergenc\w*|urgent|immediate risk|consent(ed)? (was |is |has been )?(given|obtained|sought)|after (they|the \w+) (consent|agree)\w*)\b).*\b(next of kin|famil(y|ies)|relatives?|representatives?|substitute decision-?makers?|RPSDMs?|SDMs?|guardians?)\b[^.]{0,30}\b(informed|told|notified|advised|contacted|called|phoned)\b[^.]{0,80}\b(after|within\s+\S+\s+(hours?|days?|business days?)\s+of)\s+(the\s+)?(commencement|commencing|starting|start|first use|it (starts|begins|is (first )?used)|the practice (starts|begins|is (first )?used))\b/i,
        // Consent asked for only after the practice has started: "the RN in charge starts the medicine as charted and the
        // Clinical Nurse obtains informed consent ... within seven days", "consent is obtained retrospectively".
        /^(?!.*\b(emergenc\w*|urgent|immediate (risk|danger)|imminent)\b)(?!.*\bbefore\b[^.]{0,40}\b(used|given|started|starts|begins?|applied|commenc\w*|first dose|raised)\b).*\b((start\w*|commenc\w*|begin\w*|began|give\w*|gave|administer\w*|appl(y|ies|ied)|us(e|es|ed)|rais(e|es|ed)|fit(s|ted)?)\s+(the\s+|a\s+|any\s+)?([\w-]+\s+){0,2}(medicines?|medications?|practices?|restraints?|rails?|belts?|sedation|sedatives?|drugs?|doses?|treatment)|(medicines?|medications?|practices?|restraints?|rails?|belts?|sedation|sedatives?|drugs?|doses?|treatment)\s+(is|are)\s+(started|commenced|given|administered|applied|used|raised|fitted))\b[^.]{0,80}\b(and|then)\b[^.]{0,80}\b(obtains?|obtaining|seeks?|seeking|gets?|gains?|records?|asks? for)\s+(the\s+)?(informed\s+|written\s+)?consent\b[^.]{0,120}\b(within|in the (next|following)|by the end of|no later than|afterwards)\b/i,
        /^(?!.*\b(emergenc\w*|urgent|immediate (risk|danger)|imminent)\b).*\bconsent\b[^.]{0,80}\b(obtained|sought|signed|given|recorded|documented)\b[^.]{0,40}\b(retrospectively|after the fact|(after|once) (the )?(practice|restraint|medicine|medication|sedation|rails?|belt|it) (has |have )?(started|begun|commenced|been (started|commenced|given|applied|used|raised)))\b/i,
        // Those who must consent not asked: "If your doctor orders a medicine to calm you down, the doctor decides and we
        // do not need to ask you or your family first".
        /^(?!.*\b(emergenc\w*|urgent|immediate risk)\b).*\b(do not|don't|does not|doesn't|will not|won't|need not|needn't|never)\s+(need to\s+|have to\s+)?(ask|check with|consult|get (the\s+)?(ok|okay|agreement|permission|consent)\s+(from|of))\s+(you|them|him|her|the (resident|person|client|Elder)|(your|their|the) (famil\w+|representatives?|substitute decision-?makers?|next of kin))\b/i,
        // The provider's own staff consenting for the person: "Where a resident can't consent and we can't reach their
        // family straight away, I give consent on the resident's behalf, as Director of Care".
        /^(?!.*\b(never|not|cannot|can't|doesn't|don't)\s+(\w+\s+){0,2}(give|gives|provide|provides|sign|signs)\s+(the\s+)?(informed\s+|written\s+)?consent\b).*\b(I|we|staff|the (Director of (Care|Nursing)|DON|Care Manager|Facility Manager|Home Manager|RN|registered nurse|nurse in charge|Clinical (Manager|Lead)|General Manager|CEO|manager|GP|doctor|medical (officer|practitioner)))\b(?:(?!\b(substitute|RPSDMs?|SDMs?|guardian\w*|attorney|representatives?|famil\w*|next of kin|supporters?|ask\w*|seek\w*|obtain\w*|request\w*)\b)[^.]){0,40}\b(give|gives|giving|provide|provides|sign|signs)\s+(the\s+)?(informed\s+|written\s+)?consent\s+(on\s+(the\s+|a\s+)?(resident|person|client|Elder|care recipient)['’]s\s+behalf|on behalf of (the\s+|a\s+)?(resident|person|client|Elder|care recipient))\b/i,
        // The same in other words: "the Director of Care, having consulted the attending physician, may consent to the
        // restraint on the resident's behalf".
        /\b(Director of (Care|Nursing)|DON|Care Manager|Facility Manager|Home Manager|RN|registered nurse|nurse in charge|Clinical (Manager|Lead)|General Manager|CEO|GP|doctor|physician|medical (officer|practitioner))\b[^.;]{0,60}\b(may|will|can|shall|is to|must)\s+consent\s+(to\s+[^.;]{0,40}?\s*)?(on\s+(the\s+|a\s+)?(resident|person|client|Elder|care recipient)['’]s\s+behalf|on behalf of (the\s+|a\s+)?(resident|person|client|Elder|care recipient))/i,
        // The provider's own staff deciding for a person who cannot consent: "Where the resident lacks capacity to consent,
        // the Site Manager authorises the practice on the recommendation of the RN and the prescriber" (not an emergency,
        // and not a manager's approval beside the substitute decision-maker's consent).
        /^(?!.*\b(emergenc\w*|immediate (risk|danger)|imminent)\b)(?!.*\b(substitute decision-?makers?|RPSDMs?|SDMs?|representatives?|guardians?|attorneys?)\b[^.;]{0,40}\b(consents?|consented|gives? (informed |written )?consent|agrees?|agreed)\b)(?!.*\b(consent|agreement)\b[^.;]{0,40}\b(from|by|of)\s+(the|their|a|his|her)\s+([\w'’]+\s+){0,2}(substitute decision-?makers?|RPSDMs?|SDMs?|representatives?|guardians?|attorneys?)\b).*\b(lacks?|lacking|without|does not have|doesn't have|has no|have no|no longer has)\s+(the\s+)?(capacity|ability)\b[^.;]{0,80}?,\s*(the\s+)?((Site|Facility|Home|Care|Clinical|Residential|General|Service|Operations|Nurse Unit)\s+)?(Manager|Director of (Care|Nursing)|DON|RN|registered nurse|nurse in charge|Clinical Lead|CEO|GP|doctor|prescriber|medical (officer|practitioner))\b[^.;]{0,30}\b(authoris(es|e)|authoriz(es|e)|approves?|consents?)\b/i,
        // A clinician's order standing in for consent where the person cannot give it: "Where the resident does not have
        // capacity to consent, the medical practitioner's written order is the authority for the practice" (not an
        // emergency, and not an order beside the substitute decision-maker's consent).
        /^(?!.*\b(emergenc\w*|immediate (risk|danger)|imminent)\b)(?!.*\b(substitute decision-?makers?|RPSDMs?|SDMs?|representatives?|guardians?|attorneys?)\b[^.;]{0,40}\b(consents?|consented|gives? (informed |written )?consent|agrees?|agreed)\b)(?!.*\b(consent|agreement)\b[^.;]{0,40}\b(from|by|of)\s+(the|their|a|his|her)\s+([\w'’]+\s+){0,2}(substitute decision-?makers?|RPSDMs?|SDMs?|representatives?|guardians?|attorneys?)\b).*\b(lacks?|lacking|without|does not have|doesn't have|has no|have no|no longer has|unable to (give )?consent)\b[^.;]{0,80}?,\s*(the\s+)?[\w\s'’]{0,40}?\b(order|prescription|direction|instruction|decision|approval|authorisation|authorization|signature|referral)s?\b[^.;]{0,20}\b(is|are|serves as|stands as|acts as|counts as|will be|becomes|is taken as)\s+(the\s+)?(authority|authorisation|authorization|approval|consent|lawful basis|basis)\b/i,
        // Those who must consent told only at a later routine meeting: "the Director of Nursing notifies the resident's
        // representative at the next scheduled care conference".
        /^(?!.*\b(emergenc\w*|urgent|immediate risk)\b)(?=.*\b(practices?|restrain\w*|restrictive|consent\w*|bed ?rails?|lap ?belts?|sedat\w*|psychotropic|seclu\w+|locked)\b).*\b(informs?|tells?|notif(y|ies)|advises?|updates?)\s+(the\s+)?((resident|person|client|Elder)['’]s\s+)?(next of kin|famil(y|ies)|relatives?|representatives?|substitute decision-?makers?|RPSDMs?|SDMs?|guardians?)\b[^.;]{0,40}\b(at|during|in) the next (scheduled |routine |regular |planned )?(care (conference|plan review|review|meeting)|case conference|family (meeting|conference)|review)\b/i,
        // The substitute decision-maker defined as whoever is next of kin: "For St Brigid's purposes, the RPSDM is the
        // resident's Next of Kin recorded on the Admission Face Sheet".
        /^(?!.*\b(not|never|unless|only if|only where|guardian\w*|attorney|tribunal|appointed|under (state|territory|the) law|legally)\b).*\b(RPSDMs?|(restrictive practices? )?substitute decision-?makers?|SDMs?)\b[^.]{0,40}\b(is|means|shall be|will be)\s+(taken to be\s+)?(the\s+)?((resident|person|client|Elder)['’]s\s+)?(next of kin|primary contact|nearest relative|family contact|family member)\b/i,
        // A restraint not treated as one because family asked for it or it is for safety: "Bed rails requested by a
        // resident's family for comfort or reassurance are recorded as a 'family-requested safety measure' ... and are
        // not treated as a mechanical restraint".
        new RegExp(
          `\\b${RESTRICTIVE_NAMED}[^.]{0,160}\\b(famil(y|ies)|relatives?|next of kin|safety|comfort|reassurance|precaution\\w*)\\b[^.]{0,120}\\b(is|are) not (treated|regarded|considered|classed|counted|recorded|classified) as (a |an )?(\\w+ )?(restraints?|restrictive practices?)\\b`,
          'i',
        ),
        // "this is not treated as a restrictive practice and no consent or behaviour support plan is needed".
        /\bno (informed |written )?(consent|behaviour support plan|bsp)\s+(or|nor|and)\s+(an?\s+)?(informed |written )?(consent|behaviour support plan|bsp)\s+(is |are )?(needed|required|necessary)\b/i,
        /\b(consent|behaviour support plan|bsp)\b[^.]{0,25}\b(is|are) not (needed|required|necessary)\b/i,
        // "separate informed consent from the resident or their representative is not sought" (but not in an emergency).
        /^(?!.*\b(emergenc\w*|unless|except)\b).*\bconsent\b[^.;]{0,60}\b(is|are) not (sought|obtained|asked for)\b/i,
        // "no separate consent is needed before you give it overnight".
        /\bno\s+(?:(?:separate|further|additional|extra|specific|informed|written|new)\s+)*consent\s+(is|will be)\s+(needed|required|necessary)\b/i,
        /\b(do|does|will) not (need|require)\b[^.]{0,40}\b(consent|behaviour support plan|bsp)\b/i,
        // Without consent, but not in an emergency to prevent serious harm, and not a breach described as one ("used
        // without consent, this may be a reportable incident", "examples include ... without consent", "Using a restrictive
        // practice without an assessment, without consent ... is an inappropriate use of a restrictive practice").
        /^(?!.*\b(not|never|no|only)\b[^.]{0,30}\bwithout\b)(?!.*\b(in an emergency|serious(ly)? (harm\w*|hurt|injur\w*)|immediate (risk|danger|harm)|imminent|prevent (serious |immediate |imminent )?harm|reportable incident|incident report|reported\b[^.]{0,60}\bas (an? )?(suspected |possible )?(\w+ )?incident|who (sees|witnesses|notices|observes|suspects)|speak\w* up|raise (it|this|a concern|concerns)|examples? include|for example|such as|wrongdoing|(is|are|counts as|amounts to) (an? )?(inappropriate|unlawful|unauthori[sz]ed|prohibited) use)\b).*\bwithout (the )?(person's |resident's |their )?(informed )?consent\b/i,
        // Restraint as the first thing tried, with the alternatives after it (but not "never as a first response").
        /^(?!.*\b(never|not|no|nor)\b[^.;]{0,40}\bas (a |an |the )?(first|initial|first-line|front-line|primary)\b).*\bas (a |an |the )?(first|initial|first-line|front-line|primary) (response|resort|option|step|measure|line|approach|intervention|strategy|action|management|treatment)\b/i,
        /\b(alternatives?|non-pharmacological (strategies|approaches|measures)|other (strategies|options)|behaviour support strategies|strategies)\b[^.]{0,30}\b(need not|do not need to|does not need to|are not required to|is not required to|don't need to|don't have to)\s+be\s+(attempted|tried|used|considered)/i,
        new RegExp(
          `\\b${RESTRICTIVE_NAMED}[^.]{0,80}\\b(applied|used|fitted|given|raised|administered)\\s+(to|for|on)\\s+(all|every)\\s+(residents?|clients?|people|care recipients?)\\b`,
          'i',
        ),
        // (Not a record of the alternatives tried first: "Every PRN psychotropic dose is followed by an RN note of the reason,
        // the alternatives tried first and the effect".)
        /^(?!.*\b((tried|attempted|used|offered|considered)\s+(first|beforehand|before)|first (tried|attempted|used|offered))\b)(?!.*\b(record|document|note|log|write|detail)\w*\b[^.]{0,60}\balternatives?\b[^.]{0,20}\b(considered|tried|used|offered|attempted)\b)(?!.*\bfollowed by (an? |the )?(\w+ )?(notes?|records?|entry|entries|documentation|review|report)\b).*\b(after which|followed by|and then|only then|then)\b[^.]{0,60}\b(alternatives?|other (options|strategies|measures)|non-pharmacological|less restrictive|diversional|redirection)\b[^.]{0,60}\b(are|is|will be|may be|can be)?\s*(offered|tried|considered|used|attempted)\b/i,
        /\b(alternatives?|other (options|strategies|measures)|non-pharmacological (strategies|approaches|measures)|diversional activities|redirection)\b[^.]{0,40}\b(offered|tried|considered|used|attempted) (afterwards|after(wards)?|later|next)\b/i,
        /\b(where|when|whenever|if)\b[^.]{0,40}\b(staff|nurses?|RNs?|they|the (nurse|manager|team))\b[^.]{0,25}\b(consider|considers|deem|deems|think|thinks|judge|judges|feel|feels|believe|believes)\b[^.]{0,40}\b(necessary|appropriate|needed|required|warranted)\b/i,
        /\b(at (the|their|staff's|the nurse's|the RN's) discretion|at (their|staff|nursing) discretion)\b/i,
        /\b(should|will|must|may|can|to)\s+first\b[^.]{0,100}\b(room|door|lock\w*|rails?|belts?|sedat\w*|restrain\w*|seclu\w*|PRN|psychotropic\w*|secure (wing|unit|area))\b/i,
        /\bthe first step (was|is|will be) to\b[^.]{0,100}\b(room|door|lock\w*|rails?|belts?|sedat\w*|restrain\w*|seclu\w*|PRN|psychotropic\w*|secure (wing|unit|area))\b/i,
        /^(?!.*\b(emergenc\w*|serious(ly)? (harm\w*|hurt|injur\w*)|immediate (risk|danger|harm)|imminent)\b)(?!.*\?:?\s*(No|Never)\b)(?=.*\b(restrain\w*|restrictive|seclu\w*|lock\w*|rails?|belts?|sedat\w*|PRN|psychotropic\w*|the practice|go-ahead)\b).*\b(coordinator|manager|nurse|RN|staff|director\w*|team leader|supervisor)\b[^.]{0,40}\b(can|may|will)\b[^.]{0,20}\b(approve|authori[sz]e|give (the )?(go-ahead|approval|consent))\b/i,
        /\b(tell|explain|inform|let)\b[^.]{0,40}\b(family|representative|substitute decision-maker|supporter)\b[^.]{0,60}\b(afterwards|after the event|later|when we next|next time|(at|on|during) (their|the|his|her) next (visit|meeting|review|contact|call|phone call|care conference|case conference|conference))\b/i,
        // The same in the passive: "the RN in charge may add both bed rails to the care plan, and the family is informed at
        // the next care conference" (not after an emergency use, which may come before consent).
        /^(?!.*\bemergenc\w*)(?=.*\b(add|adds|added|start|starts|started|commence|commences|commenced|begin|begins|initiate|initiates|use|uses|used|put|puts|raise|raises|raised|fit|fits|fitted|give|gives|given|appl(y|ies|ied))\b).*\b(family|families|representatives?|substitute decision-?makers?|supporters?|next of kin|relatives?)\b[^.]{0,20}\b(is|are|will be|gets?|get)\s+(informed|told|notified|advised|let know)\b[^.]{0,40}\b(afterwards|after the event|later|when we next|next time|(at|on|during) (their|the|his|her) next (visit|meeting|review|contact|call|phone call|care conference|case conference|conference|family meeting))\b/i,
        /\bconsent\b[^.]{0,30}\b(sought|obtained|requested|asked for|gained|given)\b[^.]{0,60}\b(afterwards|after (the event|it is|they are|use)|later|at the next|retrospectiv\w*|following (the|its) use)\b/i,
        // Started first and consent written up later: "administration begins on the prescription and the RN records the
        // representative's consent at the next care conference".
        /^(?!.*\bemergenc\w*)(?=.*\b(begin|begins|began|start|starts|started|commence|commences|commenced|proceeds?)\b).*\b(records?|recorded|documents?|documented|notes?|noted|obtains?|obtained|confirms?|confirmed)\b[^.]{0,40}\bconsent\b[^.]{0,30}\b(afterwards|later|at the next|retrospectiv\w*|following (the|its) use)\b/i,
        // "the RN may give it and the CCC will seek consent from the resident or their restrictive practices substitute
        // decision-maker at the next scheduled care conference".
        /\b(seek|seeks|obtain|obtains|get|gets|ask for|asks for|request|requests)\s+(their |the (resident|person|client)['’]s )?(informed |written )?consent\b[^.]{0,100}\b(afterwards|after (the event|it is|it has been|they are|use)|later|at the next|retrospectiv\w*|following (the|its) use)\b/i,
        // Consent given by the provider's own people instead of the person or their substitute decision-maker: "consent
        // may be provided by the Director of Nursing", "the Director of Nursing may give consent on the resident's
        // behalf", "the Facility Manager and the RN ... signed the consent form", "the GP's order constitutes consent", "the
        // prescription of the medication by the resident's medical practitioner constitutes consent", "the prescribing GP's signed authorisation on the medication chart is sufficient consent".
        new RegExp(
          `^${NO_CONSENT_DENIAL}.*\\bconsent\\w*\\b[^.]{0,80}\\b(given|provided|signed|granted|obtained through|decided)\\s+(by|through)\\s+(the |a |an |our |its )?(\\w+ )?${STAFF_ROLE}`,
          'i',
        ),
        new RegExp(
          `^${NO_CONSENT_DENIAL}.*${STAFF_ROLE}[^.]{0,40}\\b(may|can|will|shall|is able to|are able to|is authorised to)\\s+(\\w+ly\\s+)?(give|provide|sign|grant)?\\s*(the |their |informed |written )?consent\\b`,
          'i',
        ),
        new RegExp(
          `^${NO_CONSENT_DENIAL}(?!.*\\bcountersign)(?!.*\\bafter (the |their )?(resident|person|client|substitute decision-maker|guardian|SDM|RPSDM)\\b[^.]{0,30}\\bsign).*${STAFF_ROLE}[^.]{0,120}\\b(sign|signs|signed|complete|completes|completed)\\s+(the |a )?consent`,
          'i',
        ),
        /^(?!.*\b(is not|are not|does not|do not|never|not|neither|nor)\b[^.]{0,40}\b(constitute|consent|authority)).*\b(order|prescription|medication chart|chart|instruction|care plan|assessment)\b[^.]{0,80}\b(constitutes?|is taken as|serves as|counts as|amounts to|is treated as|is deemed( to be)?|is)\s+(the |our |its |their )?((sufficient|adequate|valid|enough|full|proper)\s+)?(consent|authority|authori[sz]ation)\b/i,
        // The provider's own people giving, granting or signing for consent in the present tense, as a duty in a
        // table row or a manual: "Director of Nursing: Gives consent for a restrictive practice where ...", "consent
        // ... is obtained from the treating GP", "the clinical team may authorise a restrictive practice by consensus",
        // "the Care Manager signs in the 'On behalf of resident' box".
        new RegExp(
          `^${NO_CONSENT_DENIAL}.*${STAFF_ROLE}[^.]{0,60}\\b(gives|provides|grants|signs)\\s+(the |their |informed |written )?consent\\b`,
          'i',
        ),
        new RegExp(
          `^${NO_CONSENT_DENIAL}.*\\bconsent\\b[^.]{0,60}\\b(obtained|sought|taken|comes?|given)\\s+from\\s+(the |a |an |our |its )?(\\w+ )?${STAFF_ROLE}`,
          'i',
        ),
        new RegExp(
          `^${NO_CONSENT_DENIAL}(?!.*\\b(emergenc\\w*|immediate (risk|danger|harm)|imminent)\\b).*${STAFF_ROLE}[^.]{0,40}\\b(may|can|will|shall)\\s+(authori[sz]e|approve|sanction)\\s+(the |a |its |their |any )?(use of |using )?(a |an |the )?(restrictive practices?|restrain\\w*|restraint|practice)\\b(?!\\s+(plan|register|polic\\w*|procedure|review))`,
          'i',
        ),
        // (Only the staff member's own "must not sign" denies it: "If the resident cannot sign, the Care Manager signs".)
        new RegExp(
          `^(?!.*${STAFF_ROLE}\\s+(must not|cannot|can't|never|may not|does not|do not|is not able to|are not able to)\\s+sign).*${STAFF_ROLE}[^.]{0,60}\\bsigns?\\b[^.]{0,60}\\b((on behalf of|for) (the )?(resident|person|client|care recipient)\\b|on (the )?(resident|person|client|care recipient)['’]s behalf)`,
          'i',
        ),
        // The provider authorising a practice for a person who cannot consent, in place of their decision-maker.
        /\b(may|can|will|shall)\s+(authori[sz]e|approve|permit|sanction)\b[^.]{0,40}\b(restrictive practices?|restrain\w*|restraint)\b[^.]{0,60}\b(unable to consent|not able to consent|cannot consent|lacks? (the )?capacity|without (their )?consent|no (substitute )?decision-maker)/i,
        new RegExp(
          `\\b(authori[sz]ed (person|officer)|consenting (person|party)|person (authori[sz]ed|responsible) (to|for) (give |giving )?consent)\\b[^:]{0,60}:\\**\\s*(the\\s+)?${STAFF_ROLE}`,
          'i',
        ),
        new RegExp(
          `\\bsubstitute decision-?maker\\b[^:.]{0,60}:\\s*(?![^.]*\\bnot\\b)[^.]{0,80}\\b${STAFF_ROLE}`,
          'i',
        ),
        new RegExp(
          `^${NO_CONSENT_DENIAL}.*${STAFF_ROLE}[^.]{0,30}\\b(recorded|gave|provided|granted|signed)\\s+(the\\s+|their\\s+)?consent\\b(?![^.]{0,40}\\b(given by|from) (the |her |his |their )?(resident|person|client|daughter|son|guardian|substitute|SDM|RPSDM|family|representative))`,
          'i',
        ),
        // Not a denial that staff may consent (a person's own inability to consent is no denial), and not the law's own
        // words for the one who consents: "by a person lawfully authorised to consent on their behalf",
        // "the person authorised under the Aged Care Rules 2025 to consent on their behalf".
        /^(?!.*\b(substitute|guardian|SDM|RPSDM|representative|decision-maker|famil\w*)\b[^.]{0,100}\bconsents?\b)(?!.*(?<!\b(resident|person|client|care recipient|Elder|they|he|she|who)\s+((is|are|does|do)\s+)?)\b(cannot|can't|may not|must not|not|never|no one|nobody)\b[^.]{0,40}\bconsent)(?!.*(?<!\b(is|are|as|becomes?|be|acts? as)\s+)\b(a|the|any) person\b[^.;]{0,40}(\b(lawfully|legally|under (the |state |territory )?(law|Aged Care Rules|Rules|Act|[A-Z]\w+ law))\b[^.;]{0,40}\bconsent\w*\s+on\b|\bconsent\w*\s+on (the \w+['’]s|their|his|her) behalf,? (lawfully|legally|under (the |state |territory )?(law|Aged Care Rules|Rules|Act|[A-Z]\w+ law)))).*\bconsents?\b[^.]{0,60}\bon (the (resident|person|client|care recipient)['’]s|their|his|her) behalf\b/i,
        // Consent from whoever is closest instead of the person's substitute decision-maker: "if the resident cannot
        // make the decision, by their next of kin or the family member most involved in their care", "consent is
        // obtained from the next of kin recorded on the admission form", "consent is given by the person recorded as the
        // resident's primary contact on the Admission Record". Not when the sentence names a legal authority
        // ("the family member who is their appointed guardian").
        /^(?!.*\b(substitute decision-?makers?|guardian\w*|attorney|person responsible|appointed|authori[sz]ed|legal(ly)?|under (state|territory|the) law|nominee|nominated|RPSDMs?|SDMs?)\b)(?!.*\b(not|never)\s+(\w+\s+){0,3}(next of kin|family|relative))(?!.*\bno (next of kin|family members?|relatives?)\b[^.]{0,20}\b(may|can|is able to|will)\s+(give |provide )?consent)(?!.*\b(next of kin|family members?|relatives?)\b[^.]{0,20}\b(cannot|can't|may not|must not|are not|is not|do not|does not)\b).*\bconsent\w*\b[^.]{0,120}\b(by|from)\s+(the person (recorded|listed|named|shown) as\s+)?(their |the (resident|person|client)['’]s |the |a )?(next of kin|primary contact|emergency contact|contact person|(closest |nearest )?(family members?|relatives?)|family)\b/i,
        // The clinician who orders the practice as the one who consents for a person without capacity: "consent is given
        // by the resident's medical practitioner, who records it at the time of prescribing". The law asks the person or
        // their substitute decision-maker; the doctor who seeks consent from them is not this ("obtained by the GP from
        // the resident's representative").
        /^(?!.*\b(not|never|cannot|must not|may not)\b[^.]{0,40}\b(medical practitioners?|GPs?|doctors?|prescribers?|nurse practitioners?|physicians?)\b).*\bconsent\w*\b[^.]{0,40}\b(is |are |be |was )?(given|provided|signed|granted)\s+by\s+(the\s+)?((resident|person|client|care recipient)['’]s\s+|their\s+|his\s+|her\s+)?(treating\s+|prescribing\s+|attending\s+|usual\s+)?(medical practitioner|GP|general practitioner|doctor|prescriber|nurse practitioner|physician)\b(?![^.]{0,80}\b(from|with)\s+(the\s+)?((resident|person|client)['’]s\s+|their\s+)?(substitute|representative|guardian|decision-?maker|SDM|RPSDM))/i,
        // The provider's own people as the last link of a chain of consenters: "consent may be given by the resident's
        // next of kin or, if no family member can be contacted within a reasonable time, by the Director of Care".
        new RegExp(
          `^${NO_CONSENT_DENIAL}.*\\bconsent\\w*\\b[^.]{0,60}\\b(given|provided|obtained|taken|signed|sought)\\s+(by|from)\\b[^.]{0,160}\\b(or|otherwise|failing (that|which|this))\\b[^.]{0,100}\\b(by|from)\\s+(the |a |an |our |its )?(\\w+ )?${STAFF_ROLE}`,
          'i',
        ),
        // A definition of who consents that names the next of kin or the provider's own staff: "The person who gives
        // informed consent to a restrictive practice: the resident, or ... the resident's next of kin or, where no
        // family member can be contacted, the Director of Care."
        new RegExp(
          `^(?!.*\\b(substitute decision-?makers?|guardian\\w*|attorney|person responsible|appointed|legal(ly)?|under (state|territory|the) law|RPSDMs?|SDMs?)\\b)(?!.*\\b(never|not|cannot|must not)\\b).*\\b(who (gives?|provides?|may give|can give) (informed )?consent|consenting (person|party))\\b[^:]{0,80}:[^.]{0,200}(\\b(next of kin|family members?|relatives?)\\b|${STAFF_ROLE})`,
          'i',
        ),
        // A worked example that takes a restrictive step first and tries the alternatives after it: "the first step was
        // to move him into Banksia, the secure wing, and the team then trialled alternatives".
        /^(?=.*\b(secure (wing|unit|area|garden)|locked|lock\w*|restrain\w*|seclu\w*|sedat\w*|bed ?rails?|lap ?belts?|PRN|psychotropic|antipsychotic)\b).*\b(then|afterwards|later|subsequently)\b[^.]{0,40}\b(tried|trialled|trialed|offered|considered|attempted|introduced)\s+(the\s+|some\s+)?(alternatives?|other (options|strategies|measures)|non-pharmacological|less restrictive|diversional|redirection)/i,
        // A restrictive practice from the day a person arrives, before anything else is assessed or tried: "accommodated
        // in the secure wing from their first night while their behaviour support plan is developed". Not consent asked
        // for at admission, which is about consent.
        /^(?!.*\b(not|never|no|nor|without|unless)\b)(?!.*\b(asks?|asked|asking|enquir\w*|inquir\w*|finds? out)\b[^.]{0,10}\b(about|whether|if)\b)(?!.*\bconsent\w*\b[^.]{0,60}\b(at|on|upon) (their |his |her |the )?(admission|arrival|entry)\b)(?=.*\b(secure ([A-Z]\w* ){0,2}(wing|unit|area|garden|section|house)|locked ([A-Z]\w* ){0,2}(wing|unit|area|doors?|section)|restrain\w*|seclu\w*|bed ?rails?|lap ?belts?|sedat\w*|antipsychotic\w*|psychotropic\w*)\b).*\b(from (their|the|his|her) (first (night|day|week|shift)|day (one|1)|admission|arrival|move[- ]in)|(on|at|upon) (their |his |her )?(admission|arrival|entry)|(while|until|before) (their |the |his |her |a |an )?(behaviour support plan|BSP|assessments?|plan)\b[^.]{0,30}\b(is|are|has been|have been)\s+(being\s+)?(developed|prepared|completed|written|done|finali[sz]ed|in place|put in place))/i,
        // A behaviour support plan only once a practice has gone on for a while: "A behaviour support plan is developed
        // where a restrictive practice has been in continuous use for three months."
        /\b(behaviour support plans?|BSPs?)\b[^.]{0,60}\b(developed|prepared|written|put in place|created|required|started|commenced|drafted|needed)\b[^.]{0,20}\b(only\s+)?(where|when|once|if|after)\b[^.]{0,80}\b(use|used|in place|applied)\b[^.]{0,40}\b(for|over|beyond|longer than|more than|at least)\s+(\w+\s+){0,2}(days?|weeks?|months?)\b/i,
        /\b(where|when|once|if|after)\b[^.]{0,80}\b(use|used|in place|applied)\b[^.]{0,40}\b(for|over|beyond|longer than|more than|at least)\s+(\w+\s+){0,2}(days?|weeks?|months?)\b[^.]{0,40}\b(behaviour support plans?|BSPs?)\b[^.]{0,30}\b(is|are|will be)\s+(developed|prepared|written|put in place|created|required)\b/i,
        // The person's family or decision-maker not told after an emergency use.
        /\b(famil(y|ies)|substitute decision-makers?|guardians?|representatives?|SDMs?|RPSDMs?)\b[^.]{0,30}\b(are|is|will)\s+not\s+(routinely |usually |normally |always |necessarily )?(told|informed|notified|contacted)\b/i,
        // Restraint for everyone in a group, for the convenience of care, or whenever a behaviour shows.
        /\b(all|every|any)\s+(residents?|clients?|care recipients?|consumers?|people)\b[^.]{0,100}\b(will|are to|must|should|shall|are)\s+(have|be|given)\b[^.]{0,40}\b(bed ?rails?|lap ?belts?|restrain\w*|locked|sedat\w*|PRN)\b/i,
        new RegExp(
          `^(?!.*\\b(not|never|no longer)\\b[^.]{0,20}\\b(standard|routine))(?!.*\\b(not|never) (be )?used\\b)(?!(?!.*\\b(use|uses|used|using|apply|applies|applied|give|gives|given|administer\\w*|rais(e|es|ed)|fit(s|ted)?|lock(s|ed)?)\\b).*\\b(review\\w*|audit\\w*|monitor\\w*|screen\\w*|identif\\w*)\\b).*\\b${RESTRICTIVE_NAMED}[^.]{0,160}\\b(standard practice|routine practice|as a matter of routine|routinely|as (a )?standard|by default|as (a )?default|automatically|for all residents|applies to all|(does|do) not (require|need) (an )?individual|from \\d{1,2}([.:]\\d{2})?\\s*(am|pm)\\b)`,
          'i',
        ),
        // For the provider's convenience: staffing, workload, efficiency.
        new RegExp(
          `^(?!.*\\b(not|never|must not|cannot|may not)\\b[^.]{0,90}\\b(staff\\w*|shortages?|convenien\\w*|efficien\\w*|workload))(?!.*\\b(is|are)\\s+(strictly\\s+)?(prohibited|forbidden|banned|unlawful)\\b)(?!.*\\b(not|never) (be )?used\\b)(?!.*\\bno\\s+([\\w-]+\\s+){0,3}(is|are|will be|may be|shall be)\\s+(ever\\s+)?used\\b)(?:.*\\b${RESTRICTIVE_NAMED}[^.]{0,120}\\b(reduced staffing|staff(ing)? shortages?|short-?staffed|more staff (are|is|become) available|staff time|workload|busy periods?|most efficient|efficient means|convenien\\w*|quickest|easiest)|.*\\b(reduced staffing|staff(ing)? shortages?|short-?staffed|busy periods?|(a |one )?(carer|staff member|nurse|worker) short|short of (staff|carers)|(we're|we are) short|(avoid|prevent|minimi[sz]e) (disruption|disturbance)|only (one|two|three|\\d) (staff|carers?|nurses?|of us))\\b[^.]{0,120}\\b${RESTRICTIVE_THING}|.*\\b${RESTRICTIVE_THING}[^.]{0,120}\\b((is|are) not (disturbed|disrupted)|so that [^.]{0,40}\\bnot (disturbed|disrupted)|(a |one )?(carer|staff member|nurse|worker) short|so (that )?(the )?other residents|rounds (could|can|would) be (finished|completed)|(just |much )?easier for (us|staff|the)\\b))`,
          'i',
        ),
        /\b(restrain\w*|restrictive practices?|bed ?rails?|lap ?belts?|PRN|psychotropic\w*|sedat\w*|holding)\b[^.]{0,60}\b(may|can|will|is|are)\s+(be\s+)?(used|applied|given|administered)\s+(to|so that|in order to)\s+(complete|assist|enable|facilitate|ensure|allow|carry out|help|get|finish)\b[^.]{0,40}\b(personal care|shower\w*|hygiene|care|medication|treatment|staff|routine|bath\w*|dressing|tasks?)\b/i,
        /^(?=.*\b(PRN|psychotropic\w*|antipsychotic\w*|sedat\w*|restrain\w*|bed ?rails?|lap ?belts?)\b).*\b(give|administer|use|apply)\w*\b[^.]{0,30}\b(whenever|every time|each time|as soon as)\b/i,
        // A behaviour met with a restrictive practice, with nothing tried first: "Where a resident becomes agitated, staff
        // are to administer the PRN antipsychotic as charted."
        new RegExp(
          `^(?!.*\\b(only|last resort|alternatives?|other strategies|first (try|use|attempt)|not|never|unless|after|if (this|these|they) (fail|do not|have not))\\b).*\\b(where|when|if|whenever|once)\\b[^.,]{0,80}\\b(agitat\\w*|aggress\\w*|distress\\w*|unsettled|calling out|wander\\w*|exit-?seeking|resist\\w*|refus\\w*|restless\\w*)\\b[^.]{0,60}\\b(administer|give|apply|raise|use|lock)\\b[^.]{0,40}\\b${RESTRICTIVE_THING}`,
          'i',
        ),
        /\bno (other )?(strategies|alternatives|other options|non-pharmacological (strategies|measures))\b[^.]{0,20}\b(were|was|are|is) (tried|attempted|used|considered)\b/i,
        /\blast resort\b[^.]{0,100}\b(staffing|staff (numbers|levels)|roster\w*|one-to-one supervision|staff available|available staff|staff on (the )?shift)\b/i,
        // The alternatives kept for when the restraint is not enough: "diversional therapy would be introduced if the lock
        // proved insufficient".
        new RegExp(
          `\\b(alternatives?|diversional|distraction|redirection|reassurance|non-pharmacological|behaviour support strateg\\w*|other strategies)\\b[^.]{0,60}\\b(will|would|may|can|are|is)\\s+(be\\s+)?(introduced|tried|used|added|considered|offered)\\b[^.]{0,20}\\b(if|once|when|should)\\b[^.]{0,40}\\b(${RESTRICTIVE_THING}|it|this)\\b[^.]{0,30}\\b(insufficient|ineffective|not (enough|effective|sufficient|work\\w*)|fails?|proves? (insufficient|ineffective))`,
          'i',
        ),
        // Restraint from the start, before anything is tried: "on admission the care team fitted a sensor-locked
        // wrist band", "assigned a bedroom with a keypad-locked door from their first night".
        new RegExp(
          `^(?!.*\\b(not|never|no)\\b[^.]{0,30}\\b(from|on|at) (admission|arrival|their first))(?!.*\\b(asks?|asked|asking|enquir\\w*|inquir\\w*|finds? out)\\b[^.]{0,10}\\b(about|whether|if)\\b).*(\\b(on|at|from|upon) (admission|arrival|entry)\\b[^.]{0,100}\\b${RESTRICTIVE_THING}|\\b${RESTRICTIVE_THING}[^.]{0,100}\\b(from|on|at) (their|the|his|her) (first (night|day|shift)|admission|arrival))`,
          'i',
        ),
        /\b(give|administer|use|apply)\w*\s+(it|them)\b[^.]{0,30}\b(whenever|as soon as|every time|each time|at the first sign)\b/i,
        // Consent the person's decision-maker never gave: deemed, implied, taken from a general consent to care, or a
        // staff member's name recorded as the consent; the decision left to staff.
        /\bconsent\b[^.]{0,20}\b(is|will be|shall be|may be|are)\s+(deemed|taken|assumed|presumed|implied|treated as)\b/i,
        /\b(admission agreement|general consent|blanket consent|consent to (all )?(care|treatment))\b[^.]{0,160}\b(taken|deemed|treated|considered|read)\s+(to include|as including|to cover|as covering|as consent)\b/i,
        /^(?!.*\b(does not|do not|doesn't|is not|never|will not)\b[^.]{0,20}\b(give|constitute|amount to|count as|mean|include|consent)\b).*\b(sign\w*|accept\w*|enter\w* into)\s+(the |this |their |an? )?(\w+ ){0,3}(agreement|contract|admission form|service agreement)\b[^.]{0,80}\bconsent\w*\b[^.]{0,80}\b(restrictive practices?|restrain\w*|restraint)\b/i,
        /\b(decision|view|judgement|judgment|assessment)\b[^.]{0,30}\b(takes? precedence|overrides?|prevails?|is final)\b[^.]{0,60}\b(substitute decision-maker|decision-maker|SDM|RPSDM|family|resident|guardian|wishes)\b/i,
        new RegExp(
          `\\bconsent\\w*\\b[^.]{0,160}\\bby (the )?${STAFF_ROLE}[^.]{0,20}\\b(acting|on (the|their) behalf|in (the|their) best interests?)`,
          'i',
        ),
        // A label "Consent: Director of Nursing" (not a column on reviewing it: "Review of BSP and consent: Director of
        // Clinical Services reviews every use within 24 hours").
        new RegExp(
          `(?<!\\b(?:review|reviews|reviewing|monitoring|audit|audits|checking|checks)\\b[^;:.]{0,40})(?<!\\b(?:obtain|obtaining|get|getting|seek|seeking|gain|gaining|give|giving|without|refuses?|withdraws?)\\s+(?:[\\w'’]+\\s+){0,3})\\bconsent\\s*['"‘’“”]?\\s*[–—:-]+\\s*${STAFF_ROLE}`,
          'i',
        ),
        new RegExp(
          `^(?!.*\\bconsent\\b[^.]{0,60}\\b(resident|person|client|substitute|SDM|RPSDM|guardian)\\b)(?=.*\\b(restrictive|restrain\\w*|seclu\\w*|psychotropic|PRN|bed ?rails?|lap ?belts?)\\b).*\\b(decision|decided|decide|determination)\\b[^.]{0,40}\\b(made|taken|rests?|lies|falls)\\s+(by|with|to)\\s+(the )?${STAFF_ROLE}`,
          'i',
        ),
        // Consent waived for a medicine that calms: "If a resident is agitated and the charted PRN is a psychotropic, the RN
        // in charge can give it on their own judgement ... there is no need to hold up the dose while you seek consent".
        new RegExp(
          `^(?!.*\\b(emergenc\\w*|immediate (risk|danger)|urgent\\w*)\\b)(?=.*\\b${RESTRICTIVE_NAMED}).*\\b(no need|need not|needn['’]t|(do|does|will) not (need|have) to|(don|doesn|won)['’]t (need|have) to)\\b[^.]{0,60}\\b(seek|get|obtain|wait for|ask for|have)\\s+(\\w+\\s+){0,2}consent\\b`,
          'i',
        ),
        // Seclusion as the response: "directed to their room and the door closed until they are calm".
        /\b(directed|taken|escorted|placed|sent|confined)\b[^.]{0,40}\b(room|area|unit)\b[^.]{0,60}\b(door\w*)\b[^.]{0,15}\b(closed|locked|shut|secured)\b/i,
      ],
    },
    strength: 'contradiction',
  },
  {
    id: 'chemical-restraint',
    requirementId: 'restrictive-practices',
    topic: /\b(chemical restraint|sedat\w+|psychotropic|antipsychotic|benzodiazepine|PRN)\b/i,
    statement:
      "Under the Act a medicine used to influence a person's behaviour is a chemical restraint: a restrictive practice used only as a last resort, with informed consent from the person or their substitute decision-maker, and in line with a behaviour support plan.",
    check: {
      kind: 'forbidden',
      patterns: [
        // A medicine given to manage behaviour defined out of chemical restraint: "psychotropic medicine prescribed by the
        // resident's general practitioner to manage responsive behaviour is a clinical treatment decision and is not a
        // chemical restrictive practice" (not the law's own exception for a diagnosed illness or condition).
        new RegExp(
          `^(?!.*\\b(diagnos\\w*|mental (illness|disorder|health condition)|physical (illness|condition)|palliative|end of life)\\b).*\\b(${SEDATIVE}|medicines?|medications?)\\b[^.]{0,120}\\b(manag|control|reduc|settl|modify|modifi|influenc|address)\\w*\\s+(\\w+\\s+){0,2}behaviou?r\\w*\\b[^.]{0,100}\\b(is|are)\\s+not\\s+(considered |regarded as |treated as |classed as |counted as )?(a |an )?(chemical )?(restrictive practices?|restraints?)\\b`,
          'i',
        ),
        // A sedative or restraint on a schedule, before any behaviour: "given their PRN sedative at 8 pm", "each day
        // before the agitation starts".
        new RegExp(
          `^(?!.*\\b(not|never)\\b[^.]{0,30}\\b(routine|scheduled|at a set time)).*(\\b(given|administered|gives?|gave|offered)\\b[^.]{0,40}\\b${SEDATIVE}|\\b${SEDATIVE}[^.]{0,60}\\b(given|administered|gives?|gave|offered|used)\\b)[^.]{0,60}\\b(at \\d{1,2}([.:]\\d{2})?\\s*(am|pm)|each (day|night|evening|afternoon|morning)|every (day|night|evening|afternoon|morning)|nightly|before the (behaviour|agitation|distress)\\w* (starts|begins)|pre-?emptively|at the (first|earliest) (signs?|hint))`,
          'i',
        ),
        // A sedative on a standing order rather than given for an assessed need: "a regular dose of lorazepam at 3:30 pm
        // every day so the afternoon passes calmly".
        new RegExp(
          `^(?!.*\\b(not|never)\\b[^.]{0,30}\\b(regular|routine|scheduled|standing))(?!.*\\b(diagnos\\w*|mental (illness|disorder)|physical (illness|condition)|prescribed for (a|an|the) (condition|illness))\\b).*\\b(regular|routine|scheduled|standing) (dose|doses|order)\\b[^.]{0,30}\\b${SEDATIVE}[^.]{0,120}\\b(calm\\w*|settled?|quiet|passes|manage\\w*|behaviour\\w*|agitat\\w*|distress\\w*|unsettled)`,
          'i',
        ),
        // A calming medicine given at staff's discretion, with those who decide for the resident told only afterwards: "the
        // nurse in charge may give a charted PRN antipsychotic ..., and the GP and family are informed at the next review".
        new RegExp(
          `^(?!.*\\b(consent\\w*|behaviour support plan|BSP|emergenc\\w*|immediate (risk|danger)|not (for|to) (calm|settle|manage))\\b)(?=.*\\b${SEDATIVE})(?=.*\\b(distress\\w*|agitat\\w*|restless\\w*|aggress\\w*|wander\\w*|calm|settle|behaviou?rs?)\\b).*\\b(informed|told|notified|advised|contacted|let know)\\b[^.]{0,40}\\b(at the next|afterwards|after the (event|dose|fact)|later|the next (day|morning|business day)|at (the |their )?(next )?(routine|scheduled|regular|weekly|monthly) (review|meeting|visit|round|case conference))`,
          'i',
        ),
      ],
    },
    strength: 'contradiction',
    alsoUnder: 'medicines',
    narrows: 'restrictive-practices-safeguards',
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
      // Working copies taken out and returned for shredding ("Paper records go home with you only if you have no other
      // option; they ... come back to the office for shredding within 7 days"): the record itself is kept elsewhere.
      // Security footage overwritten after a month is no care record (footage of an incident goes to its file), and
      // when boxes move to an offsite archive or how fast they come back is no retention period. Nor is how long IT keeps
      // backups ("IT maintains backups for 90 days"): a copy of the records for recovery, not the records.
      // Paper destroyed once it has been scanned, or applications from people never engaged, are no records the Rules
      // keep: the scan is the record, and an applicant who was never engaged is no worker. So are the paper originals of
      // what has been scanned, however the sentence or a register row puts it ("scanned into the system ... the paper
      // originals are retained for 3 months", "Scanned source documents; 3 months from the date of scanning").
      // Nor are stock checks of kit, equipment or PPE ("Kit bag and PPE stock checks; Kept for: 2 years"): supplies,
      // no person's record. A medicine's stock count is apart: a drug register is a record of care.
      except:
        /(?<!\b(?:drugs?|medicines?|medications?|S8|Schedule 8|controlled|pharmacy|imprest)\b[^.;]{0,40})\b(?:stock|inventory|stocktake)\s*(?:checks?|counts?|takes?|levels?|lists?|logs?|sheets?|records?)\b|\b(printouts?|print-?outs?|satchel|in (the|your) car|take (them |it )?home|go home with you|handover sheets?|run sheets?|working (copies|papers?)|CCTV|footage|security (camera|video)s?|surveillance|(moved|transferred|sent) to\b[^.]{0,40}\b(off-?site|archive|storage)|retriev\w* within|(after|once|when|following) (the )?(scann\w*|digiti[sz]\w*)|scanned (paper )?originals?|(scann\w*|digiti[sz]\w*)\b[^.]{0,120}\b(paper )?(originals?|source (documents?|forms?|records?))|(paper )?originals?\b[^.]{0,80}\b(scann\w*|digiti[sz]\w*)|(date|day|time) of (scanning|digiti[sz]ation)|backups?\b[^.]{0,40}\b(expire|expires|cycle|rotat\w*|overwritten|purged)|(maintains?|keeps?|retains?|holds?|stores?|maintained|kept|retained|held|stored)\s+(\w+\s+){0,2}backups?|backups?\s+(are\s+|is\s+)?(kept|held|retained|maintained|stored)|(disposed|destroyed|deleted) records?\b[^.]{0,30}\b(gone|removed|purged) from|unsuccessful (applicants?|candidates?|applications?)|(applicants?|applications?|candidates?)\b[^.]{0,40}\b(did not|didn't|do not|never|not) (engage|employ|hire|appoint)\w*)\b/i,
      // Kept "until the resident is discharged", "until the client exits the service", "until death".
      // Not an event and the minimum period both ("until the matter is finally closed and the minimum period has
      // passed").
      untilEvent:
        /^(?!.*\b(and|or)\s+(the\s+)?(minimum|retention|required|statutory)\s+(retention\s+)?period\s+(has|have)\s+(passed|ended|expired|elapsed|run)).*\buntil\b(?![^.;]{0,20}\b(at least|a minimum of|no less than)\b)[^.;]{0,60}\b(discharg\w*|exits?|leaves?|left|departs?|ceases?|ends?|dies|death|deceased|transfer\w*|closed?|no longer (needed|required))\b/i,
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
  topic:
    /\b(effective\w*|success\w*|outcomes?|working well|works well|(is|are) working|works when|work when|(has|have|had) (worked|done (its|their) job)|assured|evaluat\w*|(is|as) (our|the) (only |main |key )?measure|2\.9\.5)\b/i,
  statement:
    'The strengthened Quality Standards expect providers to review whether training is effective (action 2.9.5): completion or attendance rates alone do not show that workers can do what the training teaches.',
  check: {
    kind: 'forbidden',
    patterns: [
      // "We judge that training has worked when the LMS completion report shows 100% of required modules finished by
      // the due date; no further evaluation is needed."
      new RegExp(
        `^(?!.*${REAL_MEASURES})(?!.*${NOT_ONLY_COMPLETION}).*\\b(complet\\w*|attend\\w*|finished|sign-?off|signed off)\\b[^.]{0,160}\\bno (further|other|additional|more) (evaluation|review|assessment|checking|measure)\\w* (is |are )?(needed|required|necessary)\\b`,
        'i',
      ),
      new RegExp(
        `^(?!.*${REAL_MEASURES})(?!.*${NOT_ONLY_COMPLETION}).*\\b(training|learning|education|induction)\\b[^.]{0,30}\\b(has|have|had) worked\\b[^.]{0,60}\\b(complet\\w*|attend\\w*|finished|sign-?off|signed off)\\b`,
        'i',
      ),
      // Completion first, then taken as the proof: "If the learning system shows 100 per cent completion of mandatory
      // modules by 30 June, the training program has done its job, and that's the figure we report to the Board as
      // evidence of effectiveness".
      new RegExp(
        `^(?!.*${REAL_MEASURES})(?!.*${NOT_ONLY_COMPLETION})(?!.*\\b(alongside|together with|in addition to|as well as|not (used|relied on|taken|treated|accepted|regarded|counted) as|alone|by itself|by themselves|on (its|their) own|(is|are) not (enough|sufficient|evidence|proof|a measure|an indicator|a sign))\\b).*\\b(complet\\w*|attend\\w*)\\b[^.]{0,200}(\\b(evidence|proof|measure|indicator|demonstration|sign) (of|that)\\b[^.]{0,30}\\b(effective\\w*|success\\w*)|\\b(has|have|had) done (its|their) job\\b)`,
        'i',
      ),
      // Completion offered as the evidence for the action on effective training itself: "Completion rates by team and
      // by module will be reported to the Quality and Safety Committee monthly, and this report is the evidence we give
      // assessors for action 2.9.5".
      new RegExp(
        `^(?!.*${REAL_MEASURES})(?!.*${NOT_ONLY_COMPLETION})(?!.*\\b(alongside|together with|in addition to|as well as|alone|by itself|on (its|their) own)\\b).*\\b(complet\\w*|attend\\w*)\\b[^.]{0,200}\\b(evidence|proof)\\b[^.]{0,40}\\b(action\\s+|outcome\\s+)?2[.\u2024]9[.\u2024]5\\b`,
        'i',
      ),
      // A share of workers up to date taken for effectiveness: "If 95% or more of workers are up to date at the end of
      // each quarter, our training is effective".
      new RegExp(
        `^(?!.*${REAL_MEASURES})(?!.*${NOT_ONLY_COMPLETION}).*\\b(if|when|once|where)\\b[^.]{0,80}\\b(complet\\w*|attend\\w*|up[- ]to[- ]date|finished|signed off|sign-?off)\\b[^.]{0,80}\\b(training|learning|education|induction|program\\w*|courses?|modules?)\\b[^.]{0,20}\\b(is|are|was|were|has been|will be)\\s+(considered |deemed |taken to be |judged |treated as )?(effective|successful|working)\\b`,
        'i',
      ),
      // Whoever meets a completion figure deemed to train well: "The target is 100% completion of mandatory modules by 31
      // March each year, and a site that meets this target is taken to have an effective training program."
      new RegExp(
        `^(?!.*${REAL_MEASURES})(?!.*${NOT_ONLY_COMPLETION}).*\\b(complet\\w*|attend\\w*|up[- ]to[- ]date)\\b[^.]{0,160}\\b(is|are|will be)\\s+(taken|deemed|considered|regarded|treated|judged|assumed)\\s+(to (have|be|run)|as (having|being))\\s+(an?\\s+)?(effective|successful)\\b`,
        'i',
      ),
      // Completion named the measure itself: "100% completion by the due date is our measure, and it's the training
      // figure we report to the Board every month."
      new RegExp(
        `^(?!.*${REAL_MEASURES})(?!.*${NOT_ONLY_COMPLETION}).*\\b(complet\\w*|attendance|up[- ]to[- ]date)\\b[^.]{0,60}\\b(is|are)\\s+(our|the)\\s+(only\\s+|main\\s+|key\\s+)?(measure|indicator|KPI)\\b`,
        'i',
      ),
      // The same with the judgement first: "We will know this workbook has done its job when every worker has
      // completed it and the completion report shows 100%."
      new RegExp(
        `^(?!.*${REAL_MEASURES})(?!.*${NOT_ONLY_COMPLETION}).*\\b((has|have|had) (done (its|their) job|worked|succeeded)|(achieved|met) (its|their) (aim|purpose|goal)s?)\\b[^.]{0,40}\\b(when|once|if)\\b[^.]{0,100}\\b(complet\\w*|attend\\w*|finished|sign-?off|signed off)\\b`,
        'i',
      ),
      // "The co-op measures whether its training is working by one number: the percentage of members and staff who are
      // up to date with their mandatory modules."
      new RegExp(
        `^(?!.*${REAL_MEASURES})(?!.*${NOT_ONLY_COMPLETION}).*\\bmeasur\\w*\\s+whether\\b[^.]{0,60}\\b(training|learning|education|induction|it)\\b[^.]{0,30}\\b(is\\s+|are\\s+)?(working|effective|works)\\b[^.]{0,100}\\b(complet\\w*|attend\\w*|up[- ]to[- ]date|finished|signed off)\\b`,
        'i',
      ),
      // "We know our training is working when the training register shows that every worker has completed every
      // required module on time."
      new RegExp(
        `^(?!.*${REAL_MEASURES})(?!.*${NOT_ONLY_COMPLETION}).*\\b(training|learning|education|induction)\\b[^.]{0,20}\\b((is|are)\\s+working|works|work)\\b[^.]{0,40}\\b(when|if|once|because)\\b[^.]{0,120}\\b(complet\\w*|attend\\w*|finished|signed off)\\b`,
        'i',
      ),
      // A measure of whether something works that counts only completions, attendance or sign-offs (not a column of
      // strengths: "What's working well?: Accredited pharmacist completes a medication review on admission").
      new RegExp(
        `^(?!.*${REAL_MEASURES})(?!.*\\beffective (from|on|as of|immediately|date)\\b)(?!.*\\beffective\\w* (reviews?|evaluations?|assessments?|audits?)\\b[^.]{0,20}\\b(complet\\w*|signed off)\\b)(?!.*\\bnot (used|relied on|taken|treated) as\\b)(?!.*\\b(alone|by themselves|on their own) (do|does|are|is) not\\b)(?!.*${NOT_ONLY_COMPLETION}).*\\b(effective\\w*|success\\w*|working well|works well|assured|confiden\\w+)\\b(?<!\\bwhat(['’]s| is| are)\\s+(working|going|done) well)[^.]{0,160}\\b(complet\\w*|attend\\w*|sign-?off|signed off|signed|up[- ]to[- ]date with)\\b`,
        'i',
      ),
      new RegExp(
        `^(?!.*${REAL_MEASURES})(?!.*\\bnot (used|relied on|taken|treated|accepted|regarded|counted) ((alone|by (itself|themselves)|on (its|their) own|in (itself|themselves)) )?as\\b)(?!.*\\b(alone|by themselves|on their own) (do|does|are|is) not\\b)(?!.*${NOT_ONLY_COMPLETION}).*\\b(complet\\w*|attendance)\\b (rates?|records?|figures?|percentages?)\\b[^.]{0,60}\\b(show|demonstrate|measure|evidence|confirm)\\w*\\b[^.]{0,40}\\beffective`,
        'i',
      ),
    ],
  },
  strength: 'check',
};

/**
 * Words that leave the Commission open whatever stage a complaint is at; also words of the incident scheme, whose
 * notifications to the Commission ("lodged within 30 days after ...") are no complaint's route to it; and the Commission
 * named as a route of its own after a privacy complaint's route to the OAIC, which does come after the provider's
 * response ("they can complain to the OAIC, and concerns about their aged care services can also go to the ...
 * Complaints Commissioner").
 */
const OPEN_ANY_TIME =
  "\\b((does not|doesn't|do not|don't|would rather not|prefers? not to|prefer not to) (want to )?(complain|raise (it|them|a complaint|concerns?)|come|talk|speak|go)\\b[^.]{0,20}\\b(to|with) us|(records?|files?|correspondence)\\b[^.]{0,80}\\b(kept|retained|stored|held|archived|destroyed)|priority\\s*:?\\s*[12]|SIRS|reportable incidents?|at any time(?!\\s+(after|once|following|from the end))|any stage(?!\\s+(after|once|following))|whether or not|without (first|having|waiting)|do(es)? not (have|need) to|don't (have|need) to|need not|even if|before, during or after|at the same time|(OAIC|Information Commissioner)\\b[^.]{0,20}[,;]\\s*(and|while|but)\\b[^.]{0,80}\\b(also|as well))\\b";

/** A complainant still unhappy, or a matter not resolved, in any of the ways a policy says it. */
const DISSATISFIED =
  "(dissatisfied|not satisfied|unsatisfied|unhappy|not happy|not content|unresolved|not (been )?resolved|(could|can|did|do|does|were|was)(n't| not)( be able to)? (resolve|fix|sort|reconcile)|(can't|cannot|could not|couldn't|is not|isn't|was not|wasn't|are not|aren't) (be )?(resolved|reconciled|fixed|sorted)( out)?|(could|can) not be (resolved|reconciled|fixed|sorted))";
/** The provider's own process run to its end. */
const COMPLETED =
  '(complet\\w*|conclu\\w*|exhaust\\w*|finish\\w*|been through|gone through|worked through|closed|run its course|(final|closing|outcome) (letter|response|decision)s? (has |have |is |are )?(been )?(sent|issued|given|received))';
/** The Commission, or "external bodies" in general. */
const EXTERNAL =
  '(Commission|Complaints Commissioner|ACQSC|external (bod\\w*|agenc\\w*|organisations?|regulators?)|outside (bod\\w*|agenc\\w*|organisations?)|regulators?|External:)';

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
      // The provider's own last step declared the end of the matter: "The Board's decision is final and closes the
      // complaint", "The President's decision will be final" (not "final within our process; you can then go to the
      // Commission"), "the CEO's decision is the final step".
      new RegExp(
        `^(?!.*${OPEN_ANY_TIME})(?!.*\\b(no|none of the)\\s+(\\w+\\s+){0,2}(decisions?|outcomes?|determinations?|findings?|rulings?)\\b)(?!.*\\b(Commission|Commissioner|ACQSC|external\\w*|outside|advoca\\w*|OPAN|Ombudsman|within (our|the) (internal )?process)\\b).*\\b(decision|outcome|determination|finding|ruling|review)\\b[^.]{0,60}\\b(is|are|will be|shall be)\\s+(final|binding|conclusive|the (final|last) (step|stage|word|say))\\b`,
        'i',
      ),
      // "The Committee's decision is the final stage of the Leeuwin complaints process and closes the complaint.", "The
      // General Manager's review is the final step, and the decision closes the complaint."
      new RegExp(
        `^(?!.*${OPEN_ANY_TIME})(?!.*\\b(Commission|Commissioner|ACQSC|external\\w*|outside|advoca\\w*|OPAN|Ombudsman)\\b).*\\b(decision|outcome|determination|finding|ruling|review)\\b[^.]{0,40}\\b(is|are|will be|shall be)\\s+(the\\s+)?(final|last)\\s+(stage|step|level|word)\\b[^.]{0,80}(\\b(closes?|ends?|concludes?|finali[sz]es?)\\s+(the\\s+)?(complaint|matter|ticket|case|file)|\\b(the\\s+)?(complaint|matter|ticket|case|file)\\s+is\\s+(then\\s+)?(closed|finali[sz]ed|concluded))\\b`,
        'i',
      ),
      // Not "at any time, whether or not they have finished our process".
      new RegExp(
        `^(?!.*${OPEN_ANY_TIME}).*\\b(been through|completed|exhausted|finished|gone through|worked through)\\b[^.]{0,60}\\b(steps?|stages?|levels?|process(es)?|procedures?|reviews?|options?)\\b[^.]{0,160}\\b(Commission|Complaints Commissioner|ACQSC)\\b`,
        'i',
      ),
      new RegExp(
        `^(?!.*${OPEN_ANY_TIME}).*\\b(dissatisfied|not satisfied|unhappy|unresolved)\\b[^.]{0,60}\\bthen\\b[^.]{0,80}\\b(Commission|Complaints Commissioner|ACQSC)\\b`,
        'i',
      ),
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
        /\b(must|need to|needs to|have to|has to|required to)\b[^.]{0,60}\b(first|before)\b[^.]{0,200}\b(Commission|Complaints Commissioner|ACQSC)\b/i,
      ),
      // The Commission closed until the internal process ends: "will not accept your complaint until you have completed
      // our complaints process", "no external referral shall be made until that procedure has been exhausted", "can
      // only step in once we've had the chance to fix things", "Stage 3 (only after Stage 2): the Commission".
      new RegExp(
        `^(?!.*${OPEN_ANY_TIME}).*\\b(Commission|Complaints Commissioner|ACQSC|external (referral|complaint|body|agenc\\w*)|outside (\\w+ )?(bod\\w*|agenc\\w*))\\b[^.]{0,100}\\buntil\\b[^.]{0,80}\\b(complet\\w*|exhaust\\w*|finish\\w*|concluded|been through|gone through|had (the|a) chance|responded|resolved|(given|give|giving) us (a|the) chance|(has|have) met|met to|considered|heard)`,
        'i',
      ),
      /\b(Commission|Complaints Commissioner|ACQSC)\b[^.]{0,30}\bonly (accepts?|takes?|considers?|deals with|hears?|looks at)\b/i,
      /\b(Commission|Complaints Commissioner|ACQSC)\b[^.]{0,40}\b(expects?|requires?|asks?|wants?) (you|people|complainants|residents|families|clients) to (give us|first|raise|come to us|complain to us|try)/i,
      /\b(external|outside|Commission)\b[^:;]{0,40}\?:\s*(No\b|Yes,? (only )?(once|after|when))/i,
      /^(?=.*\b(Commission|Complaints Commissioner|ACQSC|external bod\w*)\b).*\b(escalates?|refers?|takes?|lodges?) (it|them|the (matter|complaint)),? not the (client|resident|complainant|person|family)\b/i,
      /\bwithdr(ew|aw|awn|aws)\b[^.]{0,30}\bfrom the (Commission|Complaints Commissioner|ACQSC)\b/i,
      /\b(broken|breached|not followed|went around|bypassed) (our |the )?(complaints? )?(procedure|process)\b[^.]{0,40}\bby (not )?(coming|going|complaining|talking|raising)/i,
      /\b(Commission|Complaints Commissioner|ACQSC)\b[^.]{0,80}\b(after|once|only after)\s+(level|stage|step|tier)\s*\d/i,
      new RegExp(
        `^(?!.*${OPEN_ANY_TIME}).*\\b(Commission|Complaints Commissioner|ACQSC)\\b[^.]{0,60}\\b(if|when|once)\\b[^.]{0,40}\\b(can't|cannot|can not|is unable to|are unable to|couldn't|doesn't|don't) (fix|resolve|sort)`,
        'i',
      ),
      notNegated(
        /\b(process|procedure|steps?)\b[^.]{0,40}\bbefore (referring|contacting|going to|taking|escalating|lodging)\b[^.]{0,80}\b(Commission|Complaints Commissioner|ACQSC|external)/i,
      ),
      // A Q&A answer that opens the Commission only after the internal process: "Yes, once you have completed all three
      // stages".
      /^(A:\s*)?Yes\b,?\s+(but )?(only )?(once|after|when|if)\b[^.]{0,80}\b(complet\w*|finish\w*|exhaust\w*|been through|gone through)\b[^.]{0,60}\b(stages?|steps?|process|levels?|procedure)/i,
      /\b(Commission|Complaints Commissioner|ACQSC|outside bod\w*|external bod\w*)\b[^.]{0,40}\b(can|will|may|is able to)\s+only\b[^.]{0,60}\b(once|after|when|if)\b/i,
      /\bonly after\b[^.]{0,40}\b(stage|step|level|tier)s?\s*\d[^.]{0,120}\b(Commission|Complaints Commissioner|ACQSC)\b/i,
      /\b(Commission|Complaints Commissioner|ACQSC)\b[^.]{0,120}\b(asked|required|expected|told|encouraged) to withdraw\b/i,
      // The Commission (or any external body) offered on a condition about the provider's own process, in either
      // order and in any of its words: "if the matter is not resolved within 30 days, the complainant may then contact
      // the Commission", "external bodies will be approached only once that process has concluded", "Step 4 (only if
      // Step 3 is unresolved) — External: the Commission", "referral to the Commission is reserved for matters that
      // could not be reconciled locally".
      new RegExp(
        `^(?!.*${OPEN_ANY_TIME}).*\\b(once|after|until|only (if|when|after|once|where)|following)\\b[^.]{0,80}\\b(${DISSATISFIED}|${COMPLETED})\\b[^.]{0,160}\\b${EXTERNAL}`,
        'i',
      ),
      // "If ..., then": an "if" alone may offer the Commission beside an internal review, not after it.
      new RegExp(
        `^(?!.*${OPEN_ANY_TIME}).*\\b(if|when|where|should)\\b[^.]{0,80}\\b(${DISSATISFIED}|${COMPLETED})\\b[^.]{0,120}\\bthen\\b[^.]{0,60}\\b${EXTERNAL}`,
        'i',
      ),
      new RegExp(
        `^(?!.*${OPEN_ANY_TIME}).*\\b${EXTERNAL}[^.]{0,100}\\b(only (once|after|when|if)|once|after|until|reserved for|limited to|restricted to|kept for)\\b[^.]{0,80}\\b(${DISSATISFIED}|${COMPLETED}|(that|the|our|internal) (process|procedure|steps?|stages?))`,
        'i',
      ),
      // A question about going to the Commission answered "Only after ...", "Not until ...", "No", or the answer read
      // on its own: "A: Only after they have completed our three-step complaints process."
      /\b(Commission|Complaints Commissioner|ACQSC|external)\b[^?]{0,80}\?\s*(A:\s*)?(Only (after|once|when|if)|Not until|No\b|Not (yet|straight away|directly))/i,
      new RegExp(
        `^(A:\\s*)?(Only (after|once|when)|Not until)\\b[^.]{0,80}\\b${COMPLETED}\\b[^.]{0,60}\\b(process|procedure|steps?|stages?|levels?)\\b`,
        'i',
      ),
      // The provider's own process first, in a sentence that names where else to go: "Clients are asked to let us finish
      // our own process first; the Commission details are given once our final letter has been sent."
      new RegExp(
        `^(?!.*${OPEN_ANY_TIME})(?=.*\\b${EXTERNAL}).*\\b(finish|complete|exhaust|go through|use|try|work through)\\w*\\s+(\\w+\\s+){0,2}(our|the|its|this) (own |internal |complaints? )*(process|procedure|steps?|stages?|system)\\b[^.;]{0,20}\\bfirst\\b`,
        'i',
      ),
      /\b(asked|required|expected|told) to withdraw\b[^.]{0,120}\b(Commission|Complaints Commissioner|ACQSC)\b/i,
    ],
  },
  strength: 'contradiction',
};

/** The Code binds every aged care worker and responsible person: a policy may not leave some of them out. */
export const CODE_SCOPE: ActRule = {
  id: 'code-scope',
  requirementId: 'code-of-conduct',
  topic:
    /\b(code|contractors?|sub-?contractors?|agency|volunteers?|students?|board members?|directors?|responsible persons?|conduct standards?|standards? of conduct)\b/i,
  statement:
    'The Code of Conduct binds the registered provider, its responsible persons and every aged care worker, including contractors, agency staff and volunteers, not only employees.',
  check: {
    kind: 'forbidden',
    patterns: [
      /\b(contractors?|sub-?contractors?|agency|volunteers?|students?)\b[^.]{0,120}\b(are|is) not (covered|bound|included|subject)\b/i,
      // Not "may be excluded from our sites" (a consequence of a breach).
      /\b(contractors?|sub-?contractors?|agency|volunteers?|students?)\b[^.]{0,120}\b(are |is )?(excluded|exempt)\b(?!\s+from\s+(\S+\s+){0,4}(sites?|premises|homes?|facilit(y|ies)|workplaces?|rosters?|shifts?|work|services|buildings?)\b)/i,
      /\b(contractors?|contracted|sub-?contract\w*|brokered|brokerage|agency|volunteers?|students?)\b[^.]{0,120}\b(follow|are (managed|governed|bound|covered|handled) (by|under)|comply with|fall under|are left to)\b[^.]{0,60}\b(their own|their respective|own organisation's|own employer's|service agreements?|((the|their)\s+)?(\w+\s+)?(agency|coordinator|employer|contractor)(['’]s)?\b[^.]{0,40}\b(own )?(arrangements|processes|policies|procedures|codes?))\b/i,
      // Scope written as employment only, the Code kept for frontline staff, or some people said not to be workers:
      // "this policy applies to all persons employed by us under a contract of employment", "the Code applies to
      // operational staff", "students ... are not aged care workers for the purposes of the Code".
      /^(?!.*\b(engaged|contract(ors?|ed)|volunteers?|agency|students?|board|directors?|responsible persons?)\b).*\b(policy|code)\b[^.]{0,40}\bappl(y|ies)\s+to\b[^.]{0,40}\b(employed|employees|on (our|the) payroll|contract of employment)\b/i,
      /\bcode\b[^.]{0,60}\bappl(y|ies)\s+(only\s+)?to\s+(our\s+)?(operational|frontline|front-line|direct care|hands-on|care|clinical|care and clinical)\s+(staff|workers|employees|teams?)\b/i,
      /\b(are|is) not (aged care )?workers\b[^.]{0,20}\bfor the purposes? of\b/i,
      // Who counts, narrowed by a definition: "worker means a person directly employed by us", "it does not extend to
      // volunteers, agency staff or contractors" (not "any person employed or engaged, including contractors").
      /\b(does not|doesn't|do not|will not|shall not)\s+(extend|apply)\s+to\b[^.]{0,120}\b(contractors?|sub-?contractors?|agency|volunteers?|students?|board|committee|directors?|responsible persons?)\b/i,
      /^(?!.*\b(engaged|contractors?|volunteers?|agency|students?|any person who (works|provides))\b).*\b(workers?|staff|employees?|personnel)\W*(,[^,]{0,80},)?\s+(means|refers to|is defined as)\b[^.;]{0,80}\b(employ\w*|on (our|the) payroll|contract of employment)\b/i,
      // The document said not to apply to a group named before, or a group bound by something else in its place:
      // "Brokered and subcontracted workers ... are covered by their own employer's code of conduct ...; this pack does
      // not apply to them", "Directors of the Board are bound by the Board Charter ... rather than by this pack",
      // "Directors ... are guided by the Corporation's Rule Book and their director duties ... rather than by the Code",
      // "... their conduct is governed by the Board Charter ... rather than by the Aged Care Code of Conduct".
      /\b(contractors?|contracted|sub-?contract\w*|brokered|agency|volunteers?|students?|board|directors?|responsible persons?)\b[^.]{0,200}\b(does not|doesn't|do not|will not|shall not)\s+(extend|apply)\s+to\s+(them|these|those)\b/i,
      /\b(contractors?|contracted|sub-?contract\w*|brokered|agency|volunteers?|students?|board|directors?|executives?|responsible persons?)\b[^.]{0,80}\b(bound|covered|governed|guided|held to account|subject)\s+(by|to)\b[^.]{0,100}\b(rather than|instead of|in (the )?place of|in lieu of|(take|takes|taking) the place of|replac(e|es|ing)|supersed(e|es|ing)|stand in for|stands in for)\s+(by\s+)?(this|the|our)\s+(aged care\s+)?(pack|policy|code|document|handbook|guide)\b/i,
      // Bound by something of the provider's own and said not to be by the Code: "Contractors are bound by the Site
      // Conduct Rules in this Part and not by the Aged Care Code of Conduct" (not "and not only by the Code").
      /\b(contractors?|contracted|sub-?contract\w*|brokered|agency|volunteers?|students?|board|directors?|executives?|responsible persons?)\b[^.]{0,80}\b(bound|covered|governed|guided|held to account|subject)\s+(by|to)\b[^.;]{0,100}(,\s*|\band\s+)not\s+(?!only\b|just\b|merely\b)((by|to)\s+)?(the|our)\s+(aged care\s+)?code\b/i,
      // Some held to a rule said to ask more than the Code, which then binds only the others: "The Sisters ... are bound by
      // the Rule and Constitutions of the Congregation, whose demands exceed those of the Code" (not where they keep the
      // Code as well).
      /^(?!.*\b(as well( as)?|also|in addition|besides|together with|and (to )?(the|our) code)\b).*\b(bound|governed|covered|held)\s+(by|to)\b[^.;]{0,80}\b(exceed\w*|go(es)? beyond|higher than|stricter than|more (demanding|exacting) than|above)\b[^.;]{0,30}\b(the|our)\s+code\b/i,
      // The Code disowned as someone else's: "The Aged Care Code of Conduct is a matter for the Commission and the
      // Department; at Jindera Court, the standard ... we screen, train and supervise against is our own ... card".
      /\bcode( of conduct)?\b[^.;]{0,40}\b(is|are)\s+(a matter|an issue|a concern|something)\s+for\s+(the\s+)?(Commission|Department|government|regulators?|Commonwealth|ACQSC)\b/i,
      // The Code said to bind only some of the people it binds.
      /\bcode\b[^.;]{0,60}\b(applies|apply|is binding|binds)\s+(only|solely|just)\s+to\b/i,
      /\bcode\b[^.;]{0,60}\b(does not|doesn't|do not|will not) (apply|extend) to\b/i,
      // "The Code does not cover members of the Board, who are volunteers governed by our Rules of Association".
      /\bcode\b[^.;]{0,60}\b(does not|doesn't|do not|will not) (cover|bind|include)\s+(any\s+|the\s+|our\s+)?(members of (the |our )?(\S+\s+){0,3}(board|committee)|board|committee|directors?|volunteers?|contractors?|sub-?contractors?|agency|students?|responsible persons?|executives?)\b/i,
      // Not "workers who do not comply with the Code" or "if they do not follow the Code": those describe a breach.
      /(?<!\b(who|that|which|whom|if (they|you|he|she|it|a worker|someone|anyone|staff))\s+)\b(not (expected|required|asked) to (follow|comply with|sign|meet)|(are|is) not (\w+ly )?(covered|bound) by|(are|is) not subject to|(don't|do not|doesn't|does not|need not) (need to )?(worry about|follow|comply with|sign|bother with))\b[^.]{0,40}\bcode\b/i,
      /\b(subject to|bound by|follow|covered by)\b[^.]{0,60}\bcode( of conduct)?\s+only\b/i,
      // Some not bound by the document and held to something else in its place: "Committee of Management members are
      // not workers and are not bound by this section; their conduct is covered by the Association's Rules".
      /\b(are|is) not (\w+ly )?(covered|bound) by (this|the|these) (section|policy|part|chapter|document|manual)\b[^.]{0,20}[;,:—–-]\s*(their|its|his or her) (conduct|behaviou?r)\s+(is|are)\s+(covered|governed|dealt with|managed|addressed|set out)\s+(by|under|in)\b/i,
      /\bonly (the )?(terms of )?(their|its) (own )?(contracts?|agreements?|organisation['’]s code|employer['’]s code)\b[^.]{0,20}\bappl/i,
      /\b(aren't|are not|isn't|is not) (our |direct )?employees\b,? so\b/i,
      // The Code narrowed to some employees, or some of those it binds left out of it in other words.
      // Not "all employees, whether full-time, part-time or casual", which names every kind.
      /^(?!.*\bwhether (they are )?(full|part|permanent|casual)).*\bcode\b[^.]{0,60}\bappl(y|ies)\b[^.]{0,20}\b(to )?(all )?(permanent|fixed-term|full-time|part-time|directly (employed|engaged)|engaged directly|our own|direct)\b/i,
      /\bcode\b[^.]{0,60}\bappl(y|ies)\b[^.]{0,40}\b(workers?|staff|employees?)\b[^.]{0,20}\b(engaged|employed) directly\b/i,
      /\b(volunteers?|students?|contractors?|sub-?contractors?|agency|board( members)?|directors?)\b[^.]{0,80}\bcode\b[^.]{0,40}\?:\s*No\b/i,
      /\b(agency|contractors?|sub-?contract\w*|volunteers?|students?|not (our|an) employee)\b[^.]{0,120}\bnot (be )?(treated|considered|regarded|handled|dealt with) as (a )?breach\w* of (the|our) code/i,
      /\b(contractors?|sub-?contract\w*|agency|volunteers?|students?|providers?|board|directors?)\b[^.]{0,120}\b(outside|not within|beyond) (the )?scope of (the|this|our) code\b/i,
      /^(?!.*\b(engaged|contractors?|volunteers?|agency|students?|any person who (works|provides))\b)\W*(workers?|staff|employees?|personnel)\W*:\s*([^,.]{0,80},\s*)?(a |an |any )?(person|individual|people)\b[^.;]{0,40}\b(employ\w*|on (our|the) payroll|contract of employment)\b/i,
      // The Code brought in only for care roles: "The Code of Conduct for Aged Care is covered in the induction of
      // support workers, nurses and allied health staff, who sign an acknowledgement" (not "of all workers, including").
      /^(?!.*\b(all|every|everyone|each|any|volunteers?|contractors?|agency|students?|office|administrat\w*|board|directors?|managers?|responsible persons?|kitchen|catering|cleaning|maintenance|including|other)\b).*\bcode\b[^.]{0,80}\b(induction|orientation|training|acknowledg\w*|sign\w*|introduced|explained)\b[^.]{0,20}\b(of|for|by|to)\s+(our\s+|new\s+)*(support workers?|care workers?|personal care (workers?|assistants?)|carers?|nurses?|RNs?|ENs?|clinical (staff|workers?)|direct care (staff|workers?|roles?)|frontline (staff|workers?)|allied health)\b/i,
      // The provider's own guide put in the Code's place: "Conduct expectations for every worker are set out in The
      // Silvereye Way behaviour guide, which is the only conduct standard workers are inducted against and held to".
      /^(?!.*\b(Code of Conduct for Aged Care|Aged Care Code of Conduct|the Code\b))(?!.*\bnot the only\b).*\b(only|sole)\s+(conduct standard|code( of conduct)?|standard of (conduct|behaviou?r)|rules? of (conduct|behaviou?r)|behaviou?r (standard|guide))s?\b/i,
      // Some of them follow something else instead: "our office team and Board members follow the Values Statement
      // instead", "our Board, executives and support office work to the Caravel Way values instead", "Board Directors are held to the Corporation's Rule Book and the ORIC governance standards instead" (but
      // not "office staff now follow the Code instead of the old handbook").
      /\b(staff|teams?|workers?|employees?|members?|directors?|volunteers?|contractors?|managers?|personnel|board|executives?|office|leaders?|leadership)\b\s+(?:(?!code\b)[^.;]){0,20}\b(follow|are guided by|use|comply with|are bound by|are held to|sign|work to|work under|abide by|adhere to|observe)\b(?:(?!\bcode\b)[^.;]){0,80}\binstead\b(?! of)/i,
      // The provider's own code put in the Code's place: "the Selah Covenant of Service replaces the Aged Care Code of
      // Conduct as the standard of conduct for workers, volunteers, executives and directors".
      // "The Hands Promise is our own code and replaces the government Aged Care Code of Conduct" (not "the Code replaces
      // ...", where the Code is what takes the place of something else).
      // "It sets out our expectations in place of the Commonwealth Code of Conduct for Aged Care".
      /^(?!.*\b(not|never|cannot|can't|doesn't|does not|do not)\s+(\w+\s+){0,2}(replace|supersede|take the place|in place|instead))(?!.*\b(the|this)\s+(Aged Care\s+)?Code( of Conduct)?( for Aged Care)?\s+(replaces|supersedes|takes the place))[^.]*\b(replaces|replace|supersedes|supersede|takes the place of|take the place of|stands in place of|is used instead of|are used instead of|in place of|instead of)\s+(the\s+)?((government|national|Commonwealth|federal|statutory)(['’]s)?\s+)?(Aged Care\s+)?Code( of Conduct)?\b/i,
      // "members of the Board and our volunteers are bound instead by the Society's Rule of Service".
      /\b(staff|teams?|workers?|employees?|members?|directors?|volunteers?|contractors?|managers?|personnel|board|executives?|office|leaders?|leadership)\b[^.;]{0,20}\b(is|are)\s+(?:(bound|governed|covered|guided)\s+instead|instead\s+(bound|governed|covered|guided))\s+by\b/i,
      // The same of workers named earlier in the sentence: "Because Partner workers are employed by the Partner, not
      // Westerly, they are bound instead by the Westerly Partner Behaviour Standards".
      /\b(staff|teams?|workers?|employees?|members?|directors?|volunteers?|contractors?|personnel)\b[^.;]{0,120}\b(they|who|these (workers|staff|people))\s+(is|are)\s+(?:(bound|governed|covered|guided)\s+instead|instead\s+(bound|governed|covered|guided))\s+by\b/i,
      // The provider's own code put in place of every other: "The Pelican Promise is our code of conduct — it's the one
      // set of rules you sign up to here, and it replaces any other code you might have been given".
      /^(?!.*\b(Aged Care Code|Code of Conduct for Aged Care|national code|the Code replaces)\b)(?!.*\b(not|never|doesn't|does not)\s+(\w+\s+)?(replace|supersede|override))(?=.*\b(our|its|the \w+)\s+(own\s+)?code\b).*\b(replaces|supersedes|overrides|takes the place of)\s+(any|all|every)\s+other\s+codes?\b/i,
      // "Board directors and the office team sign our Community Ways agreement instead of the Aged Care Code of Conduct".
      /\b(staff|teams?|workers?|employees?|members?|directors?|volunteers?|contractors?|managers?|personnel|board|executives?|office|leaders?|leadership)\b\s+(?:(?!code\b)[^.;]){0,40}\b(follow|are guided by|use|comply with|are bound by|are held to|sign|work to|work under|abide by|adhere to|observe)\b(?:(?!\bcode\b)[^.;]){1,80}\b(instead of|rather than|in place of)\s+(the\s+|our\s+)?(Aged Care\s+)?Code\b/i,
    ],
  },
  strength: 'contradiction',
};

/**
 * The Code's duty to promptly raise and act on concerns about the quality and safety of care: a possible breach is not
 * held over for a scheduled team meeting.
 */
export const CODE_CONCERNS_PROMPTLY: ActRule = {
  id: 'code-concerns-promptly',
  requirementId: 'code-of-conduct',
  topic: /\b(code|breach\w*|concerns?|misconduct|poor (care|practice)|harm\w*|abuse|neglect)\b/i,
  statement:
    'The Code of Conduct requires everyone it binds to promptly take steps to raise and act on concerns about matters that may affect the quality and safety of care; a possible breach may also be a reportable incident.',
  check: {
    kind: 'forbidden',
    patterns: [
      // "IF you notice a colleague doing something that might breach the Code but no client appears to have been harmed
      // ..., THEN note it down and bring it up at the next monthly Team Huddle" (not a learning shared at a meeting
      // after it was reported or logged: "it's logged in the Privacy Breach Register and discussed at the next staff
      // meeting (without names) so we learn from it").
      /^(?!.*\b(after (it has been |you have )?(reported|raised)|as well as (reporting|telling)|once (it has been |you have )?(reported|raised)|de-?identified|lessons?|learnings?|without names|anonymi[sz]ed|learn from|so (that )?(we|everyone|the team|staff) (can )?learn|(logged|recorded|registered|entered) (in|on))\b).*\b(breach\w*|concerns?|misconduct|poor (care|practice)|abuse|neglect|rushing|speaking harshly)\b[^.]{0,200}\b(bring|raise|save|hold|keep|note|discuss|mention)\w*\b[^.]{0,40}\b(at|for|until|in) the next\s+((monthly|weekly|fortnightly|quarterly|scheduled|regular|team|staff)\s+){0,2}(huddle|meeting|supervision|catch-?up|team meeting|staff meeting|toolbox)\b/i,
    ],
  },
  strength: 'contradiction',
};

/** What makes an incident count as confirmed: the finding of an investigation, an audit, evidence. */
const CONFIRMED =
  '((?<!\\b(priority|p[12]|category|classification|level|rating|tier)\\s*\\d?\\s*(is |was |has been |are )?)confirmed|substantiated|proven|proved|verified|established|corroborated|found to (have substance|be true|be substantiated|have (occurred|happened|taken place))|(shown|proved|found) to have (occurred|happened|taken place)|actually (occurred|happened|took place)|independent evidence|evidence (that|of)|(has|have) substance|support\\w* (the|their|her|his) account|(finds?|found|concludes?|determines?|shows?|establish\\w*|confirms?|satisfied|sure|certain|convinced)\\b[^.]{0,60}\\b(occurred|happened|took place|is true|is substantiated)|really (happened|occurred|took place)|turns? out to be true|(is|are) (found|shown|proved|proven) to be true|proves? (to be )?true|shows? (that )?(funds|money|items?|the incident)|(is|are) (missing|true)|in fact|credible)';

/** Words that keep notification independent of any confirmation. */
const NOT_WAITING =
  "\\b(whether or not|regardless|even if|even where|need not|(do|does|did)(n't| not) (need|have) to|not required to|without waiting|not (wait|delay)\\w*|never (wait|delay)\\w*|(is|are) not (a reason|a pre-?condition|required)|before (it|they|the (incident|allegation)) (is|are|has been|have been) (confirmed|substantiated|investigated)|later (proven|proved|confirmed|substantiated|found)|unsubstantiated (finding|outcome)|alleged|suspected|suspicion)\\b";

/** A record closed once its steps are done ("The entry is closed only when ... every notification is recorded"). */
const CLOSING_GATE =
  '\\b(clos\\w*|sign\\w* off|signed-off|finali[sz]\\w*|archiv\\w*|complet\\w*)\\b\\s+(only\\s+)?(once|until|when|after)\\b';

/** An internal step that decides whether an incident happened. */
const DETERMINATION =
  '(investigation|inquiry|enquir\\w*|audit|review|finding|assessment|incident (review )?meeting|meeting|interview\\w*|verification|determination|outcome|report has been received|(has|have) (been )?(confirmed|substantiated|verified|established|determined))';

const NOTIFY_WORD = '(notif\\w*|report\\w*|lodg\\w*|escalat\\w*|submit\\w*|SIRS|Commission)';

/**
 * Reportable incidents include alleged and suspected ones: a policy may not make notification wait on an
 * investigation, an audit or proof that the incident happened.
 */
export const SIRS_SCOPE: ActRule = {
  id: 'sirs-alleged-suspected',
  requirementId: 'incidents',
  topic:
    /\b(reportable|notif\w*|report\w*|SIRS|Commission|lodg\w*|escalat\w*|allegations?|alleged|suspect\w*)\b/i,
  statement:
    'Under the Serious Incident Response Scheme a reportable incident must be notified when it has occurred, is alleged to have occurred or is suspected of having occurred; notification does not wait for an investigation to confirm it.',
  check: {
    kind: 'forbidden',
    patterns: [
      // Harm by a resident with a cognitive impairment kept out of the scheme: "Where the resident who caused the harm has
      // a diagnosed cognitive impairment and nobody needed first aid ..., the RNIC records the event in RiskLog ... and it
      // is not notified to the Commission."
      /\b(cognitive(ly)?\s+impair\w*|dementia|lacks? (the )?capacity|did not (mean|intend)|no intent\w*)\b[^.]{0,200}\b(is|are|will be|shall be)\s+not\s+(be\s+)?(notified|reported|lodged)\b/i,
      // Notification kept for the worst outcome only: "they are notified to the Commission only if the injured resident
      // is transferred to hospital" (not "only if it is a reportable incident", which is the scheme's own test).
      /^(?!.*\b(priority\s*:?\s*[12]|p[12])\b).*\b(notif\w*|report\w*|lodg\w*)\b[^.]{0,20}\b(to )?(the )?(Commission|ACQSC|SIRS)\b[^.]{0,10}\bonly (if|when|where)\b(?![^.]{0,40}\b(it|they|the incident|the allegation) (is|are|meets?) (a |the )?(reportable|definition|criteria))/i,
      // A kind of incident ruled out of the scheme whatever happens: "A medication error is managed as a clinical
      // incident through RiskMan; it is not a reportable incident under SIRS, whatever its outcome."
      /\b(is|are) (not|never) (a |an )?(reportable|notifiable)( incidents?)?\b[^.]{0,60}\b(whatever|regardless of|no matter|irrespective of|in any circumstances|under any circumstances|in all cases)\b/i,
      /\b(is|are) never (a |an )?(reportable|notifiable)\b/i,
      // Notification on a condition of proof, either way round: "If the allegation is found to have substance, the
      // Facility Manager will notify", "notify if confirmed", "only escalated ... where there is independent evidence".
      new RegExp(
        `^(?!.*${NOT_WAITING}).*\\b(if|once|where|when|after|only|until|because|since|provided)\\b[^.]{0,80}\\b${CONFIRMED}[^.]{0,140}\\b${NOTIFY_WORD}`,
        'i',
      ),
      new RegExp(
        `^(?!.*\\b(whether or not|regardless|even if|need not|without waiting|not (wait|delay)\\w*|never (wait|delay)\\w*)\\b).*\\b${NOTIFY_WORD}[^.]{0,100}\\b(if|once|where|when|after|only|until|unless|provided)\\b[^.]{0,120}\\b${CONFIRMED}`,
        'i',
      ),
      // A definition that keeps only proven incidents: "Reportable incident means an incident ... that has been
      // substantiated", "an incident ... that the Coordinator has confirmed ... actually occurred".
      new RegExp(
        `^(?!.*${NOT_WAITING}).*\\b(reportable incidents?|incidents?|notifiable incidents?)["'”’]?\\s+(means|is|are|refers to|is defined as|includes?)\\b[^.]{0,200}\\b(that|which|where|once|after)\\b[^.]{0,100}\\b${CONFIRMED}`,
        'i',
      ),
      // A definition written with a colon: "Reportable incident (definition ...): an act ... that has been verified by
      // the Service Manager".
      new RegExp(
        `^(?!.*${NOT_WAITING}).*\\b(reportable incidents?|notifiable incidents?)\\b[^:.]{0,60}:[^.]{0,200}\\b(that|which|where|once|after)\\b[^.]{0,100}\\b${CONFIRMED}`,
        'i',
      ),
      // Notification put after an internal step that decides whether it happened: "once the Investigation Officer has
      // made a finding", "considered once the audit report has been received", "tested through a preliminary inquiry
      // ... before a decision to notify is made".
      new RegExp(
        `^(?!.*${NOT_WAITING})(?!.*${CLOSING_GATE}).*\\b(notif\\w*|report\\w* to the Commission|lodg\\w*)\\b[^.]{0,120}\\b(once|until|only (once|after|when)|following (the|an|a) (completion|outcome|conclusion))\\b[^.]{0,80}\\b${DETERMINATION}`,
        'i',
      ),
      new RegExp(
        `^(?!.*${NOT_WAITING})(?!.*${CLOSING_GATE}).*\\b(once|until|only (once|after|when))\\b[^.]{0,80}\\b${DETERMINATION}[^.]{0,120}\\b(notif\\w*|report\\w* to the Commission|lodg\\w*)\\b`,
        'i',
      ),
      new RegExp(
        `^(?!.*${NOT_WAITING}).*\\b(tested|checked|investigated|reviewed|verified|assessed|screened|examined)\\b[^.]{0,80}\\bbefore\\b[^.]{0,40}\\b(notif\\w*|decision to notify|report\\w* to the Commission|lodg\\w*)`,
        'i',
      ),
      // Checking first: "Before anything goes to the Commission, the Director of Care will check the facts", "Before a
      // reportable incident involving an allegation against a worker is notified to the Commission, the Area Manager
      // MUST ... be satisfied that the allegation is substantiated"; notifying after the report on the investigation is
      // signed off.
      new RegExp(
        `^(?!.*${NOT_WAITING}).*\\bbefore\\b[^.]{0,100}\\b(Commission(?!['’]s\\b)|notif\\w*|lodg\\w*|SIRS)\\b[^.]{0,80}\\b(check\\w*|verif\\w*|confirm\\w*|investigat\\w*|establish\\w*|test\\w*|satisfied that|substantiat\\w*)\\b`,
        'i',
      ),
      /\b(notif\w*|lodg\w*)\b[^.]{0,160}\bafter (the|an|a) [^.]{0,40}\b(investigation|inquiry|review|audit|report|team|committee|manager|officer|analysis)\b[^.]{0,40}\b(has|have|is) (been )?(signed|completed|finalised|finalized|concluded|approved|received|closed|classified|determined)/i,
      // Suspicions sent elsewhere: "Suspicions not meeting the threshold ... shall be managed under the internal
      // grievance procedure" (concerns of an incident, not "Concerns [about outbreak restrictions] are handled under the
      // complaints policy").
      /^(?=.*\b(suspicions?|allegations?|rumou?rs?|hearsay|abus\w*|neglect\w*|assault\w*|incidents?|harm\w*|misconduct|mistreat\w*|injur\w*|steal\w*|theft|coerc\w*|exploit\w*|rough\w*|hit|hitting|struck|slap\w*|push\w*|shov\w*|yell\w*|shout\w*|sexual\w*|bruis\w*|unexplained|missing|restrain\w*)\b).*\b(suspicions?|allegations?|concerns?|rumou?rs?|hearsay)\b[^.]{0,80}\b(managed|handled|dealt with|treated|processed|resolved)\s+(under|through|as|via|by)\b[^.]{0,60}\b(internal|grievance|complaints?|HR|human resources|performance)\b(?![^.]{0,60}\b(as well|also|in addition|and notified|and reported))/i,
      /\b(should|must|will|are to|is to)\s+first\s+be\s+(verified|checked|confirmed|investigated|substantiated|corroborated)\b/i,
      /\bnot (treated|considered|regarded|classed|counted) as (a )?reportable incidents?\b[^.]{0,60}\bunless\b/i,
      /:\s*(substantiated|confirmed|proven|verified|established)\s*;[^.]{0,80}\b(lodge|notify|report|submit)/i,
      // Only what staff saw or can prove is notified; nothing to report when it is denied or unsupported.
      /^(?!.*\b(alleged|suspected|allegations?)\b[^.]{0,40}\b(also|too|as well)\b).*\bonly\b[^.]{0,40}\b(incidents?|matters?|events?|allegations?)\b[^.]{0,60}\b(directly )?(observed|witnessed|seen|supported by|backed by|with (physical |independent )?evidence|proven|confirmed)\b[^.]{0,120}\b(notif\w*|report\w*|lodg\w*|SIRS|register)/i,
      /\b(if|where|when|unless)\b[^.]{0,120}\b(den(y|ies|ied)|not support\w*|nothing[^.]{0,30}supports?|no evidence|unfounded|unsubstantiated|cannot be (confirmed|verified|substantiated))\b[^.]{0,80}\b(no (report|notification)|not (be )?(reported|notified)|need not be (reported|notified)|no need to (report|notify))\b/i,
      // Allegations or suspicions held back: "allegations ... are not reported", "we do not notify unconfirmed ...".
      /\b(allegations?|alleged|suspected|suspicions?|unconfirmed|unsubstantiated|unproven)\b[^.]{0,80}\b(are|is|will)\s+not\s+(be\s+)?(reported|notified|escalated|reportable|lodged)\b/i,
      /\b(do|does|will|should|must)\s+not\s+(report|notify|escalate|lodge)\b[^.]{0,60}\b(allegations?|alleged|suspected|suspicions?|unconfirmed|unsubstantiated|unproven)\b/i,
    ],
  },
  strength: 'contradiction',
};

/**
 * A reportable incident is one of the scheme's kinds, whether or not anyone is hurt: a policy may not keep the scheme
 * for incidents that cause a physical injury.
 */
export const SIRS_INCIDENT_TYPES: ActRule = {
  id: 'sirs-incident-types',
  requirementId: 'incidents',
  topic: /\b(reportable|notif\w*|SIRS|Commission|injur\w*)\b/i,
  statement:
    'Under the Serious Incident Response Scheme, reportable incidents include unreasonable use of force, neglect, psychological or emotional abuse, unlawful sexual contact or inappropriate sexual conduct, stealing or financial coercion, inappropriate use of restrictive practices, unexpected death and unexplained absence, whether or not anyone is physically injured.',
  check: {
    kind: 'forbidden',
    patterns: [
      // "incidents without physical injury are managed internally through the LIR and are not notified to the
      // Commission".
      /\bincidents?\b[^.]{0,30}\b(without|with no|not (causing|resulting in|involving)|that (do|does|did) not (cause|result in|involve))\s+(an? |any )?(physical|bodily) (injur\w*|harm)\b[^.]{0,160}\b(is|are|will|shall)\s+not\s+(be\s+)?(notified|reported|lodged)\b/i,
      // The scheme kept for physical injury: "An incident is treated as reportable under the Serious Incident Response
      // Scheme where a resident has sustained a physical injury" (not a Priority 1 test of physical or psychological
      // injury).
      /^(?!.*\b(priority|psycholog\w*|emotional|discomfort|could (reasonably )?have|sexual|neglect|whether or not|regardless)\b).*\b(reportable|notifiable)\b[^.]{0,80}\b(only )?(where|when|if)\b[^.]{0,60}\b(sustain\w*|suffer\w*|has|have|causes?|caused|results? in|resulted in)\s+(an? |any )?(physical|bodily) (injur\w*|harm)/i,
    ],
  },
  strength: 'contradiction',
};

/** Notifying a reportable incident is the provider's duty: the person's wishes are recorded and respected in the response. */
export const SIRS_NOT_WAIVED: ActRule = {
  id: 'sirs-not-waived',
  requirementId: 'incidents',
  topic: /\b(notif\w*|report\w*|Commission|SIRS)\b/i,
  statement:
    "Notifying a reportable incident to the Commission is the provider's obligation under the Serious Incident Response Scheme; it does not depend on the person's consent. Their wishes are recorded and shape how the provider responds and supports them.",
  check: {
    kind: 'forbidden',
    patterns: [
      // "Where a client with decision-making capacity clearly asks us not to notify the Commission, we respect that
      // choice ... and the incident is managed internally."
      /\b(asks?|asked|requests?|requested|wants?|wanted|wish(es)?|prefers?|instructs?|tells? us)\b[^.]{0,30}\bnot to\s+(notify|report|tell|inform|lodge|contact)\b[^.]{0,120}\b(respect\w*|honou?r\w*|follow\w*|accept\w*|agree\w*|managed internally|(is|are|will be) not (notified|reported|lodged)|(do|does|will) not (notify|report|lodge))/i,
      // "If the resident does not want the Commission told, we do not notify."
      /\b(if|where|when)\b[^.]{0,60}\b(does not|doesn't|do not|don't) (want|wish|agree|consent)\b[^.]{0,60}\b(notif\w*|report\w*|Commission|SIRS)\b[^.]{0,80}\b((do|does|will) not (notify|report|lodge)|(is|are|will be) not (notified|reported|lodged)|managed internally)/i,
    ],
  },
  strength: 'contradiction',
};

/**
 * The time limits run from when the provider becomes aware, that is when any of its staff does: a policy may not start
 * them when a form reaches a manager or an investigation ends.
 */
export const SIRS_AWARENESS: ActRule = {
  id: 'sirs-awareness',
  requirementId: 'incidents',
  topic: /\b(aware\w*|clock|period|time ?frames?|time limits?|24[- ]hours?|hours?|days?)\b/i,
  statement:
    'The reporting time limits run from when the provider becomes aware of the incident, which is when any of its workers becomes aware of it, not from when a form is received, reviewed or an investigation ends.',
  check: {
    kind: 'forbidden',
    patterns: [
      /^(?!.*\b(not (from|when|once|after)|rather than|instead of|any (member of staff|worker|staff member|employee)|first becomes? aware)\b).*\b(aware\w*)\b[^.]{0,60}\b(recorded|taken|deemed|treated|set|counted|regarded|logged)\s+as\b[^.]{0,60}\b(next|following|business|working|when|once|\d{1,2}[.:]\d{2}|\d{1,2}\s*(am|pm))/i,
      /^(?!.*\b(not (from|when|once|after)|rather than|instead of|any (member of staff|worker|staff member|employee)|first becomes? aware)\b).*\b(aware\w*|day of awareness|clock|period|time ?frames?|time limits?|24[- ]hours?)\b[^.]{0,80}\b(is|begins?|starts?|commences?|runs?|means|counts?|becomes?)\b[^.]{0,40}\b(when|once|on which|at which|from|after)\b[^.]{0,100}\b(investigation|review|enquir\w*|report|form|manager|unit|committee|team|office|coordinator|officer|executive|director|CEO|board|lead|system|register|database)\b[^.]{0,60}\b(conclud\w*|complet\w*|finish\w*|determin\w*|confirm\w*|receiv\w*|review\w*|approv\w*|sign\w*|read|open\w*|informed|told|notified|advised)/i,
      /^(?!.*\bany (worker|staff member|member of staff|employee)\b).*\b(24|twenty-four)[- ]hours?\s+(of|after|from)\s+(the\s+)?(\w+\s+){0,3}(manager|director|executive|coordinator|officer|CEO|lead|supervisor|RN|nurse)\s+(being |is |was )?(informed|told|notified|advised|made aware)\b/i,
      // The limit counted from an internal step: "within 24 hours of the meeting", "... of the review".
      /^(?=.*\b(worker|staff|carer|employee)\w*\b).*\b(is|are|does|do) not\b[^.]{0,30}\b(provider['’]?s? )?(awareness|aware)\b/i,
      /\b(24|twenty-four)[- ]hours?\s+(of|after|from|following)\s+((the|a|an|its)\s+)?(\w+\s+){0,2}(meeting|review|sign-?off|approval|receipt|investigation|form|report|assessment|decision)\b/i,
      // Any limit counted from an internal step in a notification: "Priority 2; Who lodges: Clinical Manager; Timeframe:
      // Within 30 days after the monthly Clinical Governance Committee meeting that reviews the incident".
      /^(?=.*\b(notif\w*|lodg\w*|submit\w*|SIRS|priority\s*:?\s*(1|2|one|two)|P[12])\b)(?!.*\b(corrective|action plans?|final report|lessons|trend\w*)\b).*\b(\d+|twenty-four|thirty)[- ](hours?|days?|business days?|working days?|calendar days?)\s+(of|after|from|following)\s+((the|a|an|its)\s+)?([\w-]+\s+){0,4}(meeting|review|sign-?off|approval|investigation|decision)\b/i,
      // "... within 24 hours of the Clinical Governance Lead confirming the classification": a manager's step, not
      // awareness, starts the clock.
      /^(?!.*\bany (worker|staff member|member of staff|employee)\b).*\b(24|twenty-four)[- ]hours?\s+(of|after|from|following)\s+(the\s+)?([\w-]+\s+){0,4}(manager|director|executive|coordinator|officer|CEO|lead|leader|committee|panel)\s+(has\s+|having\s+)?(confirm\w*|classif\w*|approv\w*|determin\w*|decid\w*|verif\w*|triag\w*)\b/i,
    ],
  },
  strength: 'contradiction',
};

/**
 * A Priority 1 notification is due within 24 hours, every day: a limit in business or working days or hours, or "when
 * the manager is next on duty", can run past it.
 */
export const PRIORITY_1_EVERY_DAY: ActRule = {
  id: 'sirs-priority-1-every-day',
  requirementId: 'incidents',
  topic: /\b(priority\s*(1|one)|p1|notif\w*|lodg\w*|Commission|SIRS|(24|twenty-four)[- ]hours?)\b/i,
  statement:
    'A Priority 1 reportable incident must be reported to the Commission within 24 hours of becoming aware of it, on weekends and public holidays too; a limit in business days or hours, or a wait for a manager to be on duty, can exceed it.',
  check: {
    kind: 'forbidden',
    patterns: [
      /\b(priority\s*(1|one)|p1)\b(?:(?!\b(priority\s*(2|two)|p2)\b)[^.]){0,120}\b(next|one|1|a|within (a|one|1)|following)\s+(business|working) days?\b(?!\s+(of|after|following)\s+(the\s+|its\s+)?(notification|lodg\w*|((it|the incident|the notification)\s+)?(being|is|was|has been)\s+(notified|lodged|made)))/i,
      /\b(priority\s*(1|one)|p1)\b(?:(?!\b(priority\s*(2|two)|p2)\b)[^.]){0,120}\b(when|once|after)\b[^.]{0,40}\b(next on duty|back on duty|returns? to work|(office|business) (re)?opens|business hours resume)\b/i,
      /\b(priority\s*(1|one)|p1)\b(?:(?!\b(priority\s*(2|two)|p2)\b)[^.]){0,120}\b(business|working) day (following|after)\b/i,
      /\b(priority\s*(1|one)|p1)\b(?:(?!\b(priority\s*(2|two)|p2)\b)[^.]){0,120}\b(excluding|except|other than|not including|not counting|outside of)\b[^.]{0,20}\b(weekends?|public holidays?|non-business days)\b/i,
      /^(?=.*\b(Commission|SIRS|priority|reportable)\b).*\b(notif\w*|report\w*|lodg\w*|submit\w*)\b[^.;]{0,60}\b(within|in|by)\s+\d+\s+(business|working|office) hours\b/i,
      // A Priority 1 incident known after hours lodged on the next business day, however far apart the words: "If you
      // become aware of a Priority 1 incident after 5 pm on a Friday, on a weekend or on a public holiday, the NUM lodges
      // the notice in the provider portal on the next business day".
      /^(?!.*\b(within|in|inside)\s+(24|twenty-four)\s+hours\b).*\b(priority\s*(1|one)|p1)\b(?:(?!\b(priority\s*(2|two)|p2)\b)[^.]){0,80}\b(after hours|after \d{1,2}([.:\u2024]\d\d)?\s*[ap]\.?m\b|overnight|weekends?|public holidays?)\b(?:(?!\b(priority\s*(2|two)|p2)\b)[^.]){0,120}\b(lodg\w*|notif\w*|report\w*|submit\w*|sends?|sent|makes?)\b[^.]{0,80}\b(on|by|until|during) the (next|following) (business|working) day\b/i,
      // The 24 hours held over a weekend: "If you become aware on a weekend or public holiday, the 24 hours start when
      // the Safeguarding Desk opens at 8.30am on the next business day."
      /\b(weekends?|public holidays?|after hours|overnight)\b[^.]{0,80}\b(24|twenty-four)[- ]hours?\b[^.]{0,30}\b(starts?|begins?|runs?|counts?|is counted)\b[^.]{0,60}\b(next (business|working) day|opens|business hours|(back )?on duty|returns?)\b/i,
    ],
  },
  strength: 'contradiction',
};

/**
 * Records destroyed on an event or on request, or kept for a period someone decides, instead of for the 7 years the
 * Rules require.
 */
export const RECORDS_NOT_DESTROYED_EARLY: ActRule = {
  id: 'records-destroyed-early',
  requirementId: 'records',
  topic:
    /\b(records?|files?|notes|documents?|retain\w*|retention|destroy\w*|dispos\w*|shred\w*|delet\w*|purg\w*)\b/i,
  statement:
    'The Aged Care Rules 2025 require many classes of records, including care records, to be kept for 7 years.',
  check: {
    kind: 'forbidden',
    patterns: [
      /^(?!.*\b(7|seven) years\b).*\b(destroy\w*|dispos\w*|delet\w*|shred\w*|purg\w*)\b[^.]{0,60}\b(at the (family's|resident's|person's|client's|their|representative's) request|at the request of|(on|upon) (a |the )?request|when (requested|asked)|if (the family|they|the resident|the client) (ask|asks|request|requests))\b/i,
      /^(?!.*\b(7|seven) years\b).*\b(once|when|after|as soon as)\b[^.]{0,60}\b(settled|died|dies|death|leaves?|left|discharg\w*|exits?|ceases?|closed)\b[^.]{0,60}\b(can|may|will|are|is) (be )?(destroy\w*|dispos\w*|delet\w*|shred\w*|purg\w*)/i,
      /\b(retain\w*|kept|keep|held)\b[^.]{0,60}\b(such (period|time)|as long as|for (a|the) period)\b[^.]{0,40}\b(as|that)\b[^.]{0,40}\b(determines?|decides?|considers?|sees fit|thinks fit|approves?)\b/i,
      /\b(retain\w*|kept|keep|held|destroy\w*|dispos\w*)\b[^.]{0,120}\b(storage space|space (permits|allows|is available)|available (storage|space)|storage costs?)\b/i,
      // Not "No record of a class listed in Schedule 2 may be disposed of before the end of the minimum retention period".
      /^(?!.*\b(not|never|must not|may not|cannot)\b[^.]{0,20}\b(destroy\w*|dispos\w*|delet\w*|shred\w*|purg\w*))(?!.*\bno\b[^.]{0,60}\b(may|can|must|shall|will|is|are)\s+(be\s+)?(destroy\w*|dispos\w*|delet\w*|shred\w*|purg\w*)).*\b(destroy\w*|dispos\w*|delet\w*|shred\w*|purg\w*)\b[^.]{0,30}\bbefore (the end of )?(the |their )?(standard |minimum |required )?retention period/i,
      // Earlier versions destroyed once replaced: "While current; superseded versions destroyed when replaced" (not
      // printed or working copies of a record kept whole elsewhere).
      /^(?!.*\b(7|seven) years\b)(?!.*\b(printed|paper|working|duplicate|draft|spare)\s+cop(y|ies)\b)(?!.*\b(not|never|must not|may not|cannot)\b[^.]{0,20}\b(destroy\w*|dispos\w*|delet\w*|shred\w*|purg\w*)).*\b(superseded|previous|old|older|earlier|replaced)\s+(\w+\s+){0,2}(versions?|plans?|forms?|records?|charts?)\b[^.]{0,40}\b(destroy\w*|dispos\w*|delet\w*|shred\w*|purg\w*)\b[^.]{0,30}\b(when|once|as soon as|on being|after (being|they are|it is))\b[^.]{0,20}\b(replaced|superseded|updated|approved)\b/i,
    ],
  },
  strength: 'check',
};

/** A record's destruction: the verb, or the bin or console it goes into. */
const DESTROY = '(destroy\\w*|destruction|dispos\\w*|delet\\w*|shred\\w*|purg\\w*|pulp\\w*)';
/**
 * Copies kept whole elsewhere and things that are not records, whose destruction needs no authority, and a fault the
 * provider reports ("Destroyed early; no destruction register entry", "records lost, destroyed in error, or accessed
 * without authority"), which is not its practice.
 */
const NOT_DISPOSAL_PRACTICE =
  '\\b(early|too soon|prematurely|in error|by mistake|accidental\\w*|lost|breach\\w*|non-?complian\\w*|findings?|gaps?|(duplicate|spare|working|printed|extra|convenience|personal|uncontrolled|photo)\\s+cop(y|ies)|drafts?|transitory|ephemeral|sticky notes?|handover sheets?|devices?|hard (drives?|disks?)|USBs?|phones?|laptops?|storage media)\\b';

/**
 * Records destroyed with nobody authorising it or nothing to show what went: the provider cannot show that what it
 * destroyed had been kept for the period the Rules set, or was not held for a complaint or an investigation.
 */
export const RECORDS_DISPOSAL_AUTHORISED: ActRule = {
  id: 'records-disposal-authorised',
  requirementId: 'records',
  topic: RECORDS_NOT_DESTROYED_EARLY.topic,
  statement:
    'The Aged Care Rules 2025 require many classes of records, including care records, to be kept for 7 years. A provider shows it has done so by destroying records only with the authority of someone accountable for them, and by recording what was destroyed and when.',
  check: {
    kind: 'forbidden',
    patterns: [
      // "... the Home Manager may place it in the locked shredding console without further approval" (not "No record
      // may be destroyed without the Privacy Officer's sign-off").
      new RegExp(
        `^(?!.*${NOT_DISPOSAL_PRACTICE})(?!.*\\b(not|never|no|nothing|none|cannot|nobody|no one|don['’]t|doesn['’]t|mustn['’]t|shouldn['’]t|can['’]t|won['’]t)\\b[^.]{0,60}\\b${DESTROY}\\b[^.]{0,80}\\bwithout\\b).*\\b${DESTROY}\\b[^.]{0,80}\\bwithout (any |further |prior |separate |additional |formal |written |anyone(['’]s)? |a |an |need (for|of) |needing |requiring |seeking |obtaining |waiting for |getting )*(approvals?|authori[sz]ations?|authority|sign-?offs?|signing off|sign off|countersign\\w*|permission|checks?|checking|review)\\b`,
        'i',
      ),
      // "... and no destruction record is kept for paper records", "There is no need to log what is shredded."
      new RegExp(
        `^(?!.*${NOT_DISPOSAL_PRACTICE}).*(\\bno\\s+(\\w+\\s+)?(destruction|disposal|deletion|shredding)\\s+(records?|registers?|logs?|certificates?|lists?|entr(y|ies)|forms?)\\b(?!\\s+(is|are)\\s+(needed|required)\\s+(for|when)\\b)|\\b(destruction|disposal|deletion|shredding)\\b[^.]{0,40}\\b(is|are|need|needs)\\s+not\\s+(be\\s+)?(recorded|logged|documented|registered|listed)\\b|\\b(no need|not need|do not need|does not need|need not|don['’]t need|not necessary|not required)\\s+(to\\s+)?(record|log|document|register|list|note)\\s+(what|which|the)\\b[^.]{0,40}\\b${DESTROY}\\b)`,
        'i',
      ),
      // "... may shred records past their date at their own discretion" (not "at the discretion of the Board").
      new RegExp(
        `^(?!.*${NOT_DISPOSAL_PRACTICE}).*\\b${DESTROY}\\b[^.]{0,80}\\bat (the |their |his or her |his |her |its )?([\\w ]{0,30}['’]s\\s+)?(own|sole|absolute)\\s+discretion\\b`,
        'i',
      ),
    ],
  },
  strength: 'check',
};

/** Who may be told what: a person's health and personal information goes to family only with their consent. */
const FAMILY = '(famil(y|ies)|family members?|next of kin|relatives?|family contacts?|friends?|visitors?)';
export const PRIVACY_DISCLOSURE_CONSENT: ActRule = {
  id: 'privacy-disclosure-consent',
  requirementId: 'privacy',
  topic: /\b(information|privacy|disclos\w+|care plans?|health|medic\w+|records?|updates?)\b/i,
  statement:
    "Under the Australian Privacy Principles (APP 6) and the right to privacy in the Statement of Rights, a person's health and personal information is used or disclosed for another purpose, such as telling family, only with their consent or where the law allows (for example a serious threat to life, or their authorised representative or substitute decision-maker).",
  check: {
    kind: 'forbidden',
    patterns: [
      // "separate client consent is not required for listed family contacts", "family can be given updates without
      // the resident's consent".
      new RegExp(
        `^(?!.*\\b(unless|except|serious threat|emergenc\\w*|lacks? (the )?capacity|cannot (consent|decide)|substitute decision-?makers?|guardian|authori[sz]ed representatives?|registered (supporter|representative)s?)\\b)(?=.*\\b${FAMILY}\\b).*\\bconsent\\b[^.;]{0,30}\\b(is|are)\\s+not\\s+(required|needed|necessary|sought|asked for)\\b`,
        'i',
      ),
      new RegExp(
        `^(?!.*\\b(unless|except|serious threat|emergenc\\w*|lacks? (the )?capacity|cannot (consent|decide)|substitute decision-?makers?|guardian|authori[sz]ed representatives?|registered (supporter|representative)s?|never|not|must not)\\b).*(\\b(share[ds]?|sharing|disclose[ds]?|disclosing|release[ds]?|give[ns]?|provided?|pass(ed)? on|tell|told|discuss(es|ed)?)\\b[^.]{0,100}\\b${FAMILY}\\b|\\b${FAMILY}\\b[^.]{0,100}\\b(give[ns]?|gave|tell|told|show[ns]?|send|sent|provide[ds]?|update[ds]?|email\\w*|keep|keeps|kept)\\s+(them|him|her)\\b)[^.]{0,130}\\bwithout\\s+(((seeking|asking for|getting|obtaining|needing)\\s+)?(the\\s+)?((client|resident|person|care recipient)['’]s\\s+|their\\s+|his or her\\s+)?(written\\s+|express\\s+|separate\\s+|further\\s+|additional\\s+|specific\\s+)?consent|(needing to |having to |first )?(check|ask|confirm)\\w*\\s+(with\\s+)?(you|them|him|her|the (client|resident|person|care recipient|consumer|participant|Elder))(\\s+first)?)\\b`,
        'i',
      ),
      // Any of the family told, whoever they are: "Hosts and nurses may give a health update to any family member listed
      // on the resident's Welcome Card" (not "to any family member the resident has named").
      new RegExp(
        `^(?!.*\\b(unless|except|serious threat|emergenc\\w*|(the (resident|client|person)|they|he|she) (has|have) (named|nominated|chosen|agreed|consented|asked)|with (their|the (client|resident|person)['’]s) (written |express )?(consent|agreement|permission)|(whom|who) (the (resident|client|person)|they) (has |have )?(named|nominated|chose|chosen))\\b).*\\b(may|can|will|are able to|is able to)\\s+(give|share|tell|provide|pass on|discuss|disclose)\\b[^.]{0,60}\\b(to|with)\\s+(any|all|every)\\s+${FAMILY}`,
        'i',
      ),
      // Family entitled to it, and the person not asked: "Family members listed as next of kin are entitled to an update
      // on the client's health and medicines whenever they ask, so you do not need to check with the client first", "is
      // entitled to a copy of the client's care notes ..., so care partners can release them without needing to check
      // with the client".
      new RegExp(
        `^(?!.*\\b(serious threat|emergenc\\w*|lacks? (the )?capacity|cannot (consent|decide)|substitute decision-?makers?|guardian|authori[sz]ed representatives?|registered (supporter|representative)s?)\\b).*\\b${FAMILY}\\b[^.]{0,60}\\b(entitled to|may have|can have|can get|get|receive|are given|is given)\\b[^.]{0,80}\\b(updates?|information|details|health|medic\\w*|care plans?|records?|notes)\\b[^.]{0,80}\\b(do not|don't|does not|doesn't|need not|needn't|no need to|without)\\s+(need to\\s+|have to\\s+|needing to\\s+|having to\\s+|first\\s+)?(check|ask|confirm)\\w*\\s+(with\\s+)?(you|them|him|her|the (client|resident|person|care recipient|consumer|participant|Elder))\\b`,
        'i',
      ),
      // Family taken to act for the person, so their records go to them: "Home Administrators may also email a copy of
      // a resident's care plan or progress notes to the person listed as Next of Kin in CareVault on request, as the
      // Next of Kin is taken to act for the resident in day-to-day matters".
      new RegExp(
        `^(?!.*\\b(serious threat|emergenc\\w*|with (their|the (client|resident|person)['’]s) (written |express )?consent)\\b).*\\b${FAMILY}\\b[^.]{0,30}\\b(is|are)\\s+(taken|deemed|treated|regarded|assumed|presumed|considered)\\s+(to (act|speak|be acting) (for|on behalf of)|as (acting|speaking) for|to be (the )?(authori[sz]ed|representative))`,
        'i',
      ),
      // Being a contact taken for consent: "you may tell them, because being the emergency contact on the Client
      // Profile counts as consent for that purpose".
      /\b(emergency contact|next of kin|primary contact|contact person|nominated contact)\b[^.]{0,60}\b(counts as|is taken (as|to be)|is treated as|is deemed( to be)?|amounts to|constitutes|is regarded as|serves as|is the same as)\s+(their |the (client|resident|person)['’]s |a |an )?(implied |implicit |deemed )?(consent|permission|authority|authorisation)\b/i,
      // Shared unless the person says no: consent taken for granted ("we share care updates, health information and
      // appointment details with the client's nominated next of kin unless the client tells us in writing that they do
      // not want this").
      new RegExp(
        `^(?!.*\\b(serious threat|emergenc\\w*|lacks? (the )?capacity|cannot (consent|decide)|with (their|the (client|resident|person)['’]s) (written |express )?consent)\\b).*\\b(share[ds]?|sharing|disclose[ds]?|disclosing|release[ds]?|give|gives|provide[ds]?|pass(es|ed)? on)\\b[^.]{0,120}\\b${FAMILY}\\b[^.]{0,60}\\bunless\\b[^.]{0,40}\\b(tells? us|asks? us|objects?|opts? out|says? (no|otherwise)|requests? otherwise|tells? (us|staff) (in writing )?(that )?(they|he|she) do(es)? not want)`,
        'i',
      ),
      // The same with the opt-out first: "Unless you tell your Care Partner otherwise, we keep the family member recorded
      // as your primary contact up to date about your health, your care plan and any changes to your services."
      new RegExp(
        `^(?!.*\\b(serious threat|emergenc\\w*|lacks? (the )?capacity|cannot (consent|decide)|with (your|their|the (client|resident|person)['’]s) (written |express )?consent)\\b)\\W*unless\\b[^.,;]{0,60}\\b(tell|ask|object|opt out|say (no|otherwise)|request otherwise|let us know)\\w*\\b[^.,;]{0,40},[^.]{0,40}\\b(keep|share|tell|update|inform|give|send|pass|disclose|provide)\\w*\\b[^.]{0,80}\\b${FAMILY}\\b[^.]{0,100}\\b(health|care plan|medical|medic\\w+|condition|diagnos\\w*|personal information|progress notes?|records?)\\b`,
        'i',
      ),
      new RegExp(
        `^(?!.*\\b(unless|except|serious threat|emergenc\\w*|lacks? (the )?capacity|cannot (consent|decide)|substitute decision-?makers?|guardian|authori[sz]ed representatives?|registered (supporter|representative)s?|never|not|must not)\\b).*\\b${FAMILY}\\b[^.]{0,60}\\b(given|told|shown|sent|provided with|informed of)\\b[^.]{0,80}\\bwithout\\s+((seeking|asking for|getting|obtaining|needing)\\s+)?(the\\s+)?((client|resident|person|care recipient)['’]s\\s+|their\\s+|his or her\\s+)?(written\\s+|express\\s+|separate\\s+|further\\s+|additional\\s+|specific\\s+)?consent\\b`,
        'i',
      ),
    ],
  },
  strength: 'contradiction',
};

/** Kept from the person it concerns: "without the client knowing", "without telling the resident". */
export const HIDDEN_FROM_PERSON =
  "without ((the (client|resident|person)|them|him|her|the (client|resident|person)['’]s)\\s*(knowing|knowledge|being told|awareness)|(telling|informing|asking) (the (client|resident|person)|them|him|her))\\b";

/** Someone with a legal standing to decide for a person, or the person's own choice of who speaks for them. */
const LEGAL_STANDING =
  '\\b(guardian\\w*|attorney|tribunal|enduring|legally|lawfully|under (state|territory|the) law|court|substitute decision-?makers?|SDMs?|RPSDMs?|registered (supporter|representative)s?|(the|an?) (resident|person|client|Elder|care recipient|consumer|participant) (has |have )?(nominated|chosen|appointed|asked)|(they|he|she) (has |have )?(nominated|chosen|appointed|asked)|lacks? (the )?capacity)\\b';

/**
 * A person makes their own decisions and choices, with support where they want it, including choices that carry risk:
 * the Statement of Rights (independence and choice) and Standard 1. A provider may not hand those decisions to family
 * or refuse a person's choice outright.
 */
export const RIGHTS_OWN_DECISIONS: ActRule = {
  id: 'rights-own-decisions',
  requirementId: 'rights',
  topic: new RegExp(
    `\\b(decisions?|decide[sd]?|decision-?makers?|choices?|choose[sd]?|asks? for|requests?|wants?|prefers?|preferences?|wishes|self-administ\\w*|refus\\w*|covert\\w*)\\b|\\b${HIDDEN_FROM_PERSON}`,
    'i',
  ),
  statement:
    'Under the Statement of Rights (Aged Care Act 2024, ss 23-24) and Standard 1, a person has the right to make their own decisions about their care and daily life, with support where they want it, including choices that carry risk; only a decision-maker with legal standing decides for a person who cannot decide.',
  check: {
    kind: 'forbidden',
    patterns: [
      // Someone else's say followed over a choice the person has made, whoever they are and whatever their standing:
      // "Where a client's family member or attorney disagrees with a choice the client has made, Ryeland will follow
      // the family member's or attorney's instructions" (not where the person cannot decide, nor "follow the client's").
      /^(?!.*\b(lacks?|lacking|without)\s+(the\s+)?capacity\b)(?!.*\b(cannot|unable to|not able to|no longer able to)\s+(make|decide)\b).*\b(disagrees?|objects?|does not agree|doesn't agree)\s+with\s+(a|the|any)\s+(choice|decision)\s+(that\s+)?(the|a|their)\s+(client|resident|person|care recipient|consumer|Elder)\s+(has\s+)?(made|makes)\b[^.]{0,60}\b(follow|go with|act on|abide by|defer to)\s+(?!(the|their)\s+(client|resident|person|care recipient|consumer|Elder)['’]s\b)[^.]{0,50}\b(instructions|wishes|decisions?|directions?|views?)\b/i,
      // Family standing in for the person without any legal standing: "Where an Elder's family has nominated a senior
      // family member to speak for the Elder, that person is the decision-maker for the Elder's daily care".
      new RegExp(
        `^(?!.*${LEGAL_STANDING})(?!.*\\b(not|never|cannot|does not|do not|is not|are not)\\b[^.]{0,30}\\b(decision-?maker|decide|decisions?)\\b).*\\b(famil(y|ies)|relatives?|next of kin|kin|family members?)\\b[^.]{0,80}\\b(nominat\\w+|chos\\w+|choose\\w*|select\\w*|agree\\w*|pick\\w*)\\b[^.]{0,120}\\b(is|are|becomes?|acts? as|will be)\\s+(the\\s+)?(decision-?makers?|person who decides)\\b`,
        'i',
      ),
      new RegExp(
        `^(?!.*${LEGAL_STANDING})(?!.*\\b(not|never)\\b[^.]{0,20}\\bfollow)(?!.*\\b(pass(es|ed)?( away)?|dies|died|death|funeral|deceased)\\b).*\\b(staff|we|workers?|carers?|the team)\\b[^.]{0,20}\\bfollow\\s+(the\\s+)?(famil(y|ies)['’]s?|relatives?['’]|next of kin['’]s|that person['’]s|their family['’]s|the family member['’]s|(family\\s+)?spokes(person|man|woman)['’]s|family (head|elder|representative)['’]s)\\s+(decisions?|wish(es)?|instructions?|directions?|say|lead)\\b(?![^.]{0,40}\\b(where|when|if) (the )?(resident|person|client|Elder|care recipient)\\b[^.]{0,40}\\b(agrees?|wants?|asks?|chooses?))`,
        'i',
      ),
      // The same, with the family's say named after it, and whoever follows it: "Where family members disagree with the
      // elder's choice about their services, Fale Malu will follow the direction of the family spokesperson named in the
      // service agreement".
      new RegExp(
        `^(?!.*${LEGAL_STANDING})(?!.*\\b(not|never)\\b[^.]{0,20}\\b(follow|go with|act on|abide by|defer to))(?!.*\\b(pass(es|ed)?( away)?|dies|died|death|funeral|deceased)\\b).*\\b(staff|we|workers?|carers?|team|will|must|shall|always)\\b[^.]{0,20}\\b(follow|go with|act on|abide by|defer to)\\s+(the\\s+)?(decisions?|wishes|instructions|directions?|views?|preferences?|say)\\s+of\\s+(the\\s+|their\\s+)?(famil(y|ies)|relatives?|next of kin|family (spokesperson|member|head|representative|elder)s?)\\b(?![^.]{0,40}\\b(where|when|if) (the )?(resident|person|client|Elder|care recipient)\\b[^.]{0,40}\\b(agrees?|wants?|asks?|chooses?))`,
        'i',
      ),
      // The family's preference put in place of the person's: "For residents of our memory support households ..., the
      // family's preference is followed while the Risk Conversation is arranged, and becomes the care plan if the family
      // and the resident cannot agree".
      new RegExp(
        `^(?!.*${LEGAL_STANDING}).*\\b(famil(y|ies)|relatives?|next of kin)['’]?s?\\s+(preferences?|wishes|decisions?|views?|choices?)\\s+(is|are|will be)\\s+(followed|applied|adopted|preferred|put in place|acted on)\\b(?![^.]{0,40}\\b(where|when|if) (the )?(resident|person|client|Elder|care recipient)\\b[^.]{0,40}\\b(agrees?|wants?|asks?|chooses?))`,
        'i',
      ),
      // A person's own choice refused outright, with no informed choice offered: "Where an Elder on a texture-modified
      // diet asks for food outside their IDDSI level, staff politely decline and offer the prescribed texture instead."
      // Explaining the risk first does not make a refusal an informed choice: "staff explain the risk and serve the
      // modified meal instead, and the request is not met until the speech pathologist has reviewed the resident".
      // Not what someone else asks for the person: "If a family member asks for this [tablets hidden in food], the worker
      // must decline politely".
      /^(?!.*\b(informed (choice|decision)|dignity of risk|(choice|decision|wishes) (is|are) (respected|honoured|followed|supported)|supported to|support (them|the person|the resident|their choice)|allerg\w*|anaphyla\w*|not permitted by law|illegal|unlawful)\b)(?!.*\b(do not|don't|does not|doesn't|never|will not|won't|must not|should not)\s+(simply\s+|just\s+|automatically\s+)?(decline|refuse|say no|override)s?\b)(?!(?:(?!\b(residents?|clients?|person|Elders?|care recipients?|consumers?|you)\b).)*\b(famil(y|ies)|family members?|relatives?|next of kin|visitors?|sons?|daughters?|spouses?|friends?)\s+(\w+\s+){0,2}(asks?|requests?|wants?)\b).*\b(asks? for|requests?|chooses?|wants?|prefers?)\b[^.]{0,120}(\b(staff|we|carers?|workers?|the (nurse|kitchen|team|cook|chef))\b[^.]{0,20}\b((politely|respectfully|gently|kindly|firmly)\s+)?(decline|declines|refuse|refuses|say no|says no|override|overrides)\b|\b(the|their|this|that|such a) (request|choice|wish) (is|will be) not (met|granted|honoured|followed|accommodated|actioned)\b)/i,
      // The person's own choice made to wait on family sign-off: "Self-administration is supported where the resident's
      // Self-Administration Assessment is satisfactory and the resident's next of kin has co-signed the agreement".
      new RegExp(
        `^(?!.*${LEGAL_STANDING})(?!.*\\b(if|where|when) (the )?(resident|person|client|Elder|care recipient) (wants|wishes|asks|chooses|agrees)\\b).*\\b(where|if|only if|provided( that)?|once|subject to|on condition that)\\b[^.]{0,120}\\b(next of kin|famil(y|ies)|family members?|relatives?|primary contact)\\b[^.]{0,20}\\b(has|have|having)?\\s*(co-?sign\\w*|counter-?sign\\w*|approv\\w*|consent\\w*|given (their )?(consent|approval|permission))`,
        'i',
      ),
      // Medicines hidden in food or drink without the person knowing, at someone else's request: "If a family member
      // or the client's representative asks for tablets to be mixed into food or drink without the client knowing, you
      // may do this once the request is written in the client's care notes".
      new RegExp(
        `^(?!.*\\b(never|not|cannot|prohibited|forbidden)\\b)(?=.*\\b(may|can|will|should|are to|is to|allowed|permitted)\\b)(?=.*\\b(medic\\w*|tablets?|capsules?|doses?|liquids?)\\b).*\\b(mix\\w*|crush\\w*|hid\\w*|disguis\\w*|conceal\\w*|put|add\\w*)\\b[^.]{0,60}\\b(food|drinks?|meals?|juice|yoghurt|custard|tea|coffee)\\b[^.]{0,40}\\b(${HIDDEN_FROM_PERSON}|without the (client|resident|person)['’]s consent\\b)`,
        'i',
      ),
      // A blanket rule that takes a choice from everyone: "Residents at Bellbird Creek do not hold or self-administer
      // their own medicines." (not "Residents assessed as able to ... may", nor a rule with its exceptions).
      /^(?!.*\b(unless|except|assess\w*|where|if|until|who (cannot|can't|are unable)|able to|choose|wish|prefer)\b)(\w+(\s\w+){0,2}:\s*)?\W*(all\s+)?(residents?|clients?|people|Elders?)\b[^.]{0,40}\b(do not|don't|may not|cannot|can't|are not (allowed|permitted) to|never)\s+(hold|keep|self-administer|manage|look after)\b[^.]{0,40}\b(medicines?|medications?|tablets)\b/i,
      // Staff deciding in the person's place because their choice carries risk, with no legal standing: "Where a
      // Coordinator considers that a client's choice places the client at risk, the Coordinator will decide the safer
      // option on the client's behalf", "the Care Manager may override the resident's decision".
      new RegExp(
        `^(?!.*${LEGAL_STANDING})(?!.*\\b(not|never|cannot|can't|no one|nobody)\\b[^.]{0,40}\\b(decide|choose|determine|override|overrule|veto)\\w*).*\\b(choices?|decisions?|wish(es)?|preferences?|risks?|risky|unsafe)\\b[^.]{0,160}\\b(will|may|can|must|shall|is to|are to|then)\\s+(decide|choose|determine|select|make the decision)\\b[^.]{0,60}\\b(on (the|their|his|her) (client|resident|person|care recipient|Elder|consumer)['’]s behalf|on (their|his|her) behalf|instead of (the|them|him|her)\\b)`,
        'i',
      ),
      new RegExp(
        `^(?!.*${LEGAL_STANDING})(?!.*\\b(not|never|cannot|can't|no one|nobody)\\b[^.]{0,30}\\b(override|overrule|set aside|veto)\\w*).*\\b(may|can|will|must|should|is able to|are able to)\\s+(override|overrule|set aside|veto)\\s+(the|a|their|his|her)\\s+((client|resident|person|Elder|care recipient|consumer)['’]s\\s+)?(own\\s+)?(choices?|decisions?|wishes|preferences)\\b`,
        'i',
      ),
      // Staff given the last word over a choice the person has made: "where a resident wishes to proceed with a choice
      // classified R, the Clinical Care Manager makes the final decision, having regard to the views of the resident's
      // family" (not a decision-maker with legal standing, and not a choice that would put others at risk or break a law).
      new RegExp(
        `^(?!.*${LEGAL_STANDING})(?!.*\\b(not|never|no one|nobody)\\b[^.]{0,30}\\b(final|ultimate|last)\\s+(decision|say|word|call)\\b)(?!.*\\b(others|other (residents|people|clients|staff)|lawful|unlawful|illegal|the law)\\b).*\\b(where|if|when|whenever|should)\\s+(a|the)\\s+(resident|person|client|Elder|care recipient|consumer)\\s+(still\\s+)?(wishes|wants|chooses|decides|elects|insists|asks|prefers)\\b[^.]{0,160}?(${STAFF_ROLE}(?:(?!\\b(resident|person|client|Elder|care recipient|consumer|they|he|she)\\b)[^.]){0,40}\\b(makes?|takes?|has|holds?|gives?)\\s+(the\\s+)?(final|ultimate|last)\\s+(decision|say|word|call)\\b|\\b(final|ultimate)\\s+(decision|say|call)\\s+(rests|lies|sits|is made|is taken)\\s+(with|by)\\s+(the\\s+)?${STAFF_ROLE})`,
        'i',
      ),
      // The same refusal in the passive, of the person's own requests: "Requests by the resident or family to serve
      // foods outside the prescription are declined by the Hospitality Services Manager, as St Brigid's cannot accept
      // the choking risk" (not requests refused only where a law allows, such as access to records).
      /^(?!.*\b(informed (choice|decision)|dignity of risk|supported to|allerg\w*|anaphyla\w*|law|legal\w*|exceptions?|APPs?|unlawful|illegal|only (where|when|if))\b)(?=.*\b(resident|person|client|Elder|care recipient)\b).*\b(requests?|choices?|wishes)\b[^.]{0,120}\b(are|is|will be)\s+((politely|respectfully|gently|kindly|firmly|always)\s+)?(declined|refused|overridden)\b/i,
    ],
  },
  strength: 'contradiction',
};

/**
 * What may limit visits without taking a right away: the person's own wish, an outbreak or a public health direction,
 * a court order, a limit for one person on an assessment, or later visits that can still be arranged.
 */
const VISITS_LIMITED_FOR_A_REASON =
  "^(?!.*\\b(outbreaks?|public health|health (orders?|directions?|advice)|directions? (of|from|by|issued)|infect\\w*|isolat\\w*|quarantin\\w*|court|intervention orders?|AVOs?|apprehended|unless|except\\w*|by arrangement|(can|may|will) be (arranged|agreed|made)|arrange\\w* (with|in advance|ahead)|(resident|person|client|Elder)['’]s (own )?(wish|wishes|choice|request)|(resident|person|client|Elder|they|he|she) (asks?|wants?|wishes?|chooses?|prefers?|does not want|doesn't want)|individual\\w*|risk assessments?|any time|anytime|at all times|24 hours|around the clock|unrestricted|open visiting|not (restricted|limited)|no (set |fixed )?visiting hours|welcome (at|whenever))\\b)";
/** A time of day, a day or a part of the day: a visit ban by the clock, not by place. */
const VISIT_TIMES =
  '\\b(hours|times?|\\d{1,2}([.:]\\d{2})?\\s*(am|pm|a\\.m\\.|p\\.m\\.)|noon|midday|midnight|night|nights|overnight|evenings?|mornings?|afternoons?|weekends?|(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?|public holidays?|meal ?times?|rest (periods?|times?|hours?)|quiet (time|hours))\\b';

/**
 * People stay connected with family, friends and community (the Statement of Rights, ss 23-24, and Standard 1): a
 * blanket ban on visits at some hours or on some days, for everyone, takes that from every resident. Visitors asked
 * to be considerate, or a limit for a reason, are not a ban.
 */
export const RIGHTS_VISITING: ActRule = {
  id: 'rights-visiting',
  requirementId: 'rights',
  topic: /\b(visit\w*|visitors?|guests?)\b/i,
  statement:
    'Under the Statement of Rights (Aged Care Act 2024, ss 23-24) and Standard 1, a person has the right to stay connected with family, friends and community, and to have visitors when they want them. A blanket ban on visits at some hours or on some days takes that right from everyone; only a limit with a reason (the person’s own wish, a public health direction, a court order) may restrict visits.',
  check: {
    kind: 'forbidden',
    patterns: [
      // "Outside these hours visits are not permitted, so that every household can settle for the night", "Visitors are
      // not allowed after 8 pm".
      new RegExp(
        `${VISITS_LIMITED_FOR_A_REASON}(?=.*${VISIT_TIMES}).*\\b(visits?|visiting|visitors?|guests?)\\b[^.]{0,60}\\b(are|is|will be)\\s+not\\s+(permitted|allowed|accepted|possible|available|able to (come|visit|stay|enter))\\b`,
        'i',
      ),
      // "No visitors after 8 pm", "No visiting on Sundays".
      new RegExp(
        `${VISITS_LIMITED_FOR_A_REASON}.*\\bno (visits?|visiting|visitors?|guests?)\\b[^.]{0,30}\\b(after|before|outside|between|on|during|at)\\b[^.]{0,30}${VISIT_TIMES}`,
        'i',
      ),
      // "Visitors must leave the building by 8 pm", "All visitors are asked to leave by 7.30 pm".
      new RegExp(
        `${VISITS_LIMITED_FOR_A_REASON}.*\\b(visitors?|guests?|famil(y|ies)|family members)\\b[^.]{0,40}\\b(must|are to|is to|are required to|is required to|need to|needs to|are asked to|will be asked to|have to)\\s+(leave|depart|go|be out|exit|sign out)\\b[^.]{0,40}\\b(by|before|at)\\s+(\\d|noon|midday|midnight|the end of)`,
        'i',
      ),
      // "Visiting is restricted to 10 am to 4 pm", "Visits are limited to weekends" (not a number of visitors at a
      // time).
      new RegExp(
        `${VISITS_LIMITED_FOR_A_REASON}(?!.*\\b(at a time|at once|per (resident|visit|room)|people|persons|visitors at)\\b).*\\b(visits?|visiting( hours)?|visitors?)\\b[^.]{0,20}\\b(is|are)\\s+(strictly\\s+)?(restricted|limited|confined)\\s+to\\b[^.]{0,40}${VISIT_TIMES}`,
        'i',
      ),
      // A settling-in ban for every new resident: "To help new residents settle, visits by family and friends are
      // paused for the first fourteen days after admission", "No visitors during the settling-in period".
      new RegExp(
        `${VISITS_LIMITED_FOR_A_REASON}.*(\\b(visits?|visiting|visitors?|guests?)\\b[^.]{0,60}\\b(are|is|will be)\\s+(temporarily\\s+)?(paused|suspended|stopped|withheld|on hold|put on hold|not (permitted|allowed|accepted))|\\bno (visits?|visiting|visitors?|guests?))\\b[^.]{0,40}\\b(for|during|in|over|within|throughout)\\s+(the|a|an|their|its)\\s+((first|initial|opening)\\b[^.]{0,30}\\b(days?|weeks?|fortnight|month)|(settling[- ]in|orientation|adjustment|admission|induction|transition) (period|phase|weeks?|days?|fortnight|month))\\b`,
        'i',
      ),
    ],
  },
  strength: 'contradiction',
};

/**
 * What makes a limit on going out one person's, not everyone's: an assessment, a plan or a restrictive practice
 * authorised for them, a court or guardian's order, or the person's own wish.
 */
const GOING_OUT_FOR_A_REASON =
  "^(?!.*\\b(individual\\w*|assess\\w*|behaviour support plans?|BSPs?|restrictive practices?|authori[sz]\\w*|consent\\w*|court|guardian\\w*|tribunal|orders?|(resident|person|client|Elder)['’]s (own )?(wish|wishes|choice|request)|(they|he|she) (asks?|wants?|wishes?|chooses?|prefers?)|who (has|have|is|are)|whose|a resident who|any time|anytime|at all times|free(ly| to)|encourag\\w*|support\\w* to)\\b)";

/**
 * A person is free to come and go and to take part in the community (the Statement of Rights, ss 23-24: independence,
 * freedom of movement, connections with community; Standard 1): a rule that every resident may go out only with an
 * escort or the staff's leave is an environmental restraint on everyone, without an assessment or consent.
 */
export const RIGHTS_GOING_OUT: ActRule = {
  id: 'rights-going-out',
  requirementId: 'rights',
  topic:
    /\b(leave|leaving|go(ing)? out|outings?|premises|grounds|off[- ]site|sign(ed|s)? (them |themselves )?out|accompanied|escorted)\b/i,
  statement:
    'Under the Statement of Rights (Aged Care Act 2024, ss 23-24) and Standard 1, a person has the right to independence, to move freely and to take part in the community. A rule that every resident may leave only with an escort or with staff permission restricts everyone’s liberty without an individual assessment or consent: any limit must be for one person, assessed, agreed and, where it is a restrictive practice, authorised.',
  check: {
    kind: 'forbidden',
    patterns: [
      // "For safety, residents may leave the premises only when accompanied by a family member or a staff member",
      // "Residents can go out only with the approval of the RN in charge".
      new RegExp(
        `${GOING_OUT_FOR_A_REASON}.*\\b(all |our )?residents\\b[^.]{0,30}\\b(may|can|are (allowed|permitted|able) to)\\s+(only\\s+)?(leave|go out|go outside|go off[- ]site|exit|go into the community)\\b[^.]{0,50}\\bonly\\b[^.]{0,20}\\b(when|if|with|after|once|in the company of)\\b[^.]{0,40}\\b(accompanied|escorted|permission|approv\\w+|consent of (staff|the (RN|nurse|manager))|signed (them )?out|signs? (them )?out|(goes|go|comes|come|is|are) (out )?with them)\\b`,
        'i',
      ),
      // "No resident may leave the building unless accompanied by staff or family", "No resident is to go out without
      // the Manager's approval".
      new RegExp(
        `${GOING_OUT_FOR_A_REASON}.*\\bno resident\\s+(may|can|is (allowed|permitted|to)|shall)\\s+(leave|go out|go outside|go off[- ]site|exit)\\b[^.]{0,50}\\b(unless|without|except (when|if|with))\\b[^.]{0,40}\\b(accompanied|escorted|permission|approv\\w+|signed (them )?out)\\b`,
        'i',
      ),
      // Everyone who wants to go out made to ask someone else first: "residents who wish to leave the home unaccompanied
      // must first obtain the agreement of their nominated representative" (not a resident assessed as needing it).
      /^(?!.*\b(assess\w*|individual\w*|behaviour support plans?|BSPs?|court|tribunal|guardianship orders?|restrictive practices?)\b)(?!.*\b(not|never|no|without)\b[^.]{0,30}\b(need|needs|required|have to|has to|must)\b).*\b(residents?|clients?|people|persons?|Elders?)\s+who\s+(wish|wishes|want|wants|would like|choose|chooses|plan|plans|intend|intends)\s+to\s+(leave|go out|go outside|go off[- ]site|go into the community|go (out )?(alone|unaccompanied)|walk)\b[^.]{0,80}\b(must|are to|is to|are required to|is required to|need to|needs to|shall|have to|has to)\s+(first\s+)?(obtain|get|have|seek|receive|ask for)\s+(the\s+)?(written\s+|prior\s+)?(agreement|permission|approval|consent|sign-?off|okay|OK)\s+(of|from)\b/i,
      // "Residents must be accompanied by a staff member or family member whenever they leave the premises".
      new RegExp(
        `${GOING_OUT_FOR_A_REASON}.*\\b(all )?residents\\s+(must|are to|are required to|need to|shall)\\s+(be accompanied|be escorted|have (the )?(permission|approval)|obtain (the )?(permission|approval)|ask (for )?permission)\\b[^.]{0,60}\\b(leave|leaving|go(ing)? out|outside|off[- ]site)\\b`,
        'i',
      ),
    ],
  },
  strength: 'contradiction',
};

/**
 * A sentence about a complaint that does not deny the service is cut: "never reduce your services because you made a
 * complaint" promises the opposite.
 */
const REPRISAL_ABOUT_A_COMPLAINT =
  '^(?!.*\\b(not|never|no|nor|without|nobody|no one|none)\\b[^.]{0,40}\\b(hold|suspend\\w*|paus\\w*|reduc\\w*|stop\\w*|withdr[ae]w\\w*|ceas\\w*|cancel\\w*|end\\w*|terminat\\w*|affect\\w*|chang\\w*))(?=.*\\b(complain\\w*|grievances?)\\b).*';

/**
 * Raising a complaint must never cost a person their care: the Statement of Rights (raising concerns without reprisal)
 * and the complaints requirements protect people who complain from any adverse treatment.
 */
export const COMPLAINTS_NO_REPRISAL: ActRule = {
  id: 'complaints-no-reprisal',
  requirementId: 'complaints',
  alsoUnder: 'rights',
  topic: /\b(complain\w*|feedback|concerns?|grievances?)\b/i,
  statement:
    'Under the Statement of Rights (Aged Care Act 2024, ss 23-24) and Standard 2 of the Quality Standards, a person can raise a complaint without reprisal: their services must continue unchanged while it is dealt with.',
  check: {
    kind: 'forbidden',
    patterns: [
      // "Where a complaint is made about a worker's conduct, the client's services may be put on hold until the
      // complaint is closed."
      new RegExp(
        `${REPRISAL_ABOUT_A_COMPLAINT}\\b((client|resident|person|consumer|participant|care recipient|complainant|Elder)['’]s|their|his|her)\\s+(\\w+\\s+)?(services?|care|support|visits?|package)\\b[^.]{0,40}\\b(may|will|can|are|is|be|shall)\\s+(be\\s+)?(temporarily\\s+)?(put on hold|placed on hold|suspended|paused|reduced|stopped|withdrawn|ceased|cancelled|ended|terminated)\\b`,
        'i',
      ),
      // A notice that ends the service: "the Client Services Manager may give 28 days' written notice ending the home
      // care agreement" (to a client who complains often).
      new RegExp(
        `${REPRISAL_ABOUT_A_COMPLAINT}\\b(notice|letter)\\b[^.]{0,20}\\b(ending|terminating|cancelling|withdrawing|suspending|to end|to terminate)\\s+(the |their |that |his |her )?(\\w+\\s+){0,2}(agreement|services?|care|package|support)\\b`,
        'i',
      ),
      // Complaining often taken as a sign the person should go elsewhere: "Where a client ... lodges more than three
      // complaints in any 12-month period, the Client Services Manager will review whether Tidewater remains the right
      // provider for the client and may discuss a transfer to another Support at Home provider.", "the Manager may review
      // with the CEO whether our service remains suitable for them, including giving notice under the home support
      // agreement".
      new RegExp(
        `${REPRISAL_ABOUT_A_COMPLAINT}\\b(whether|if)\\b[^.]{0,60}\\b(remains?|is still|continues? to be|is)\\s+(the right (provider|service|fit|place)|suitable|appropriate)\\b|${REPRISAL_ABOUT_A_COMPLAINT}\\b(giv\\w*|issu\\w*|serv\\w*)\\s+(them\\s+|the (client|resident|person)\\s+)?notice\\s+(under|of termination|to end|ending)\\b|${REPRISAL_ABOUT_A_COMPLAINT}\\b(discuss\\w*|suggest\\w*|recommend\\w*|arrang\\w*|consider\\w*|propos\\w*|rais\\w*)\\s+(a |an )?(transfer|move|referral)\\s+to (another|a different|a new|other) (\\w+\\s+){0,4}(provider|service|home)s?\\b`,
        'i',
      ),
      // The same in the active voice: "the Service Manager may pause that client's services for up to 14 days".
      new RegExp(
        `${REPRISAL_ABOUT_A_COMPLAINT}\\b(may|will|can|shall|is able to|are able to)\\s+(temporarily\\s+)?(pause|suspend|reduce|stop|withdraw|cease|cancel|end|terminate|put on hold)\\s+(the |that |this |their |his |her )?((client|resident|person|consumer|participant|care recipient|complainant|Elder)['’]s\\s+)?(\\w+\\s+){0,2}(services?|care|support|visits?|package|agreement)\\b`,
        'i',
      ),
    ],
  },
  strength: 'contradiction',
};

/** A number of people affected decides nothing: the Notifiable Data Breaches scheme turns on the likelihood of serious harm. */
const PEOPLE =
  '(clients?|people|persons|individuals|residents?|records|participants|customers|consumers|files)';
const COUNT = '(\\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty|a hundred|one hundred)';
export const PRIVACY_BREACH_NOTIFICATION: ActRule = {
  id: 'privacy-breach-notification',
  requirementId: 'privacy',
  topic: /\b(breach\w*|OAIC|Information Commissioner|notif\w*)\b/i,
  statement:
    'Under the Notifiable Data Breaches scheme (Privacy Act 1988, Part IIIC), every eligible data breach, one likely to result in serious harm to anyone affected, must be notified to the Office of the Australian Information Commissioner and the people affected, however many people it affects.',
  check: {
    kind: 'forbidden',
    patterns: [
      // "We notify the Office of the Australian Information Commissioner when a breach affects 10 or more clients".
      new RegExp(
        `\\b(OAIC|Information Commissioner|notifiable data breach\\w*|NDB)\\b[^.]{0,100}\\b(when|where|if|only if|once|provided)\\b[^.]{0,60}\\b(${COUNT}\\s+(or more|and over|or above|\\+)\\s+${PEOPLE}|(more than|over|at least|in excess of)\\s+${COUNT}\\s+${PEOPLE})`,
        'i',
      ),
      new RegExp(
        `\\b(breach\\w*)\\b[^.]{0,40}\\b(affect\\w*|involv\\w*|of)\\s+(fewer|less) than\\s+${COUNT}\\s+${PEOPLE}\\b[^.]{0,80}\\b(not (notified|reported)|handled (internally|directly|locally)|internal(ly)?|no (need|requirement) to notify)`,
        'i',
      ),
      // The people affected kept in the dark: "We do not contact Elders or families about a data breach unless they ask
      // us, because it can cause worry and shame" (not a breach unlikely to cause serious harm, which need not be notified).
      /^(?!.*\b(not likely|unlikely|no (real )?(risk|likelihood) of serious harm|not (an )?eligible|not notifiable|does not meet)\b).*\b(do not|don['’]t|will not|won['’]t|never|are not|is not)\s+(contact|tell|told|notif|inform|advis|write to|let)\w*\b[^.]{0,60}\b(about|of)\s+(a|the|any|this|that)?\s*(data |privacy |information )?breach(es)?\b/i,
    ],
  },
  strength: 'contradiction',
};

/** A suspected data breach is assessed within 30 days (Privacy Act 1988, s 26WH). */
export const PRIVACY_BREACH_ASSESSMENT: ActRule = {
  id: 'privacy-breach-assessment',
  requirementId: 'privacy',
  topic: /\b(breach\w*)\b/i,
  statement:
    'Under the Notifiable Data Breaches scheme (Privacy Act 1988, s 26WH), a provider that suspects an eligible data breach must take all reasonable steps to complete its assessment within 30 days.',
  check: {
    kind: 'max-duration',
    near: /\b(breach\w*)\b/i,
    maxHours: 30 * 24,
    // The assessment's own limit: not how long records of the breach are kept, or when people are told.
    about: /\bassess\w*\b/i,
  },
  strength: 'contradiction',
};

/**
 * An incident management system records every incident, near misses included, so that the provider can learn from
 * them (Quality Standards, Standard 2; outcome 5.3 for medicines): no kind of incident is kept out of it.
 */
export const INCIDENTS_RECORDED: ActRule = {
  id: 'incidents-recorded',
  requirementId: 'incidents',
  topic: /\bincident\w*\b/i,
  statement:
    'Under the strengthened Quality Standards (Standard 2), a provider has an incident management system that records, analyses and learns from every incident, near misses and errors without harm included.',
  check: {
    kind: 'forbidden',
    patterns: [
      // "No incident form is needed; these are noted in the handover book only and do not count towards our incident
      // data."
      /\bno (incident )?(form|report)\b[^.;]{0,20}\b(is|are) (needed|required|necessary|completed)\b/i,
      /\b(do not|does not|don't|doesn't|are not|is not|never)\s+(count|go|get entered|get recorded|get reported)\s+(towards|into|in|on)\s+(our |the )?incident (data|register|figures|statistics|numbers|system|reports?)\b/i,
    ],
  },
  strength: 'contradiction',
};

/** The aged care Commission by any of its names, not a state's health complaints commissioner. */
const THE_AGED_CARE_COMMISSION =
  '\\b(Aged Care Quality and Safety Commission|ACQSC|(the|aged care) Commission|(?<!Health )Complaints Commissioner)\\b';

/**
 * Another body named as the only place outside the provider a complaint can go ("the Victorian Ombudsman, which is the
 * only external body that reviews Council complaint decisions"): it denies the Commission, which people can always use.
 */
export const COMPLAINTS_ONLY_EXTERNAL: ActRule = {
  id: 'complaints-only-external',
  requirementId: 'complaints',
  topic: /\b(complain\w*|grievances?|dissatisfied|not satisfied|unresolved|escalat\w*)\b/i,
  statement:
    'People can always take a complaint to the Aged Care Quality and Safety Commission (the Complaints Commissioner); no other body is the only place outside the provider to go.',
  check: {
    kind: 'forbidden',
    patterns: [
      new RegExp(
        `^(?!.*${THE_AGED_CARE_COMMISSION}).*\\b(is|are|as|being)\\s+the\\s+(only|sole|one and only)\\s+(external|outside|independent)\\s+(body|bodies|agency|avenue|option|organisation|organization|review(er)?|place|authority|pathway|route)\\b`,
        'i',
      ),
      new RegExp(
        `^(?!.*${THE_AGED_CARE_COMMISSION}).*\\b(the\\s+)?(only|sole)\\s+(external|outside|independent)\\s+(body|agency|avenue|option|organisation|organization|review(er)?|place|authority|pathway|route)\\b[^.]{0,80}\\b(is|are)\\s+(the\\s+)?[A-Z]`,
        '',
      ),
      new RegExp(
        `^(?!.*${THE_AGED_CARE_COMMISSION}).*\\bno other (external|outside|independent) (body|bodies|agency|agencies|avenue|organisation|organization|authority)\\b`,
        'i',
      ),
    ],
  },
  strength: 'contradiction',
};

/**
 * A person may refuse a medicine (the Statement of Rights, ss 23-24: their own decisions about their care, and informed
 * consent; Standard 5: safe medication management). The refusal is respected, recorded as refused and reported to the
 * nurse or prescriber: a dose is not hidden in food or drink to get round it, nor recorded as given when it was not.
 */
export const MEDICINES_REFUSAL: ActRule = {
  id: 'medicines-refusal',
  requirementId: 'medicines',
  topic:
    /\b(refus\w*|declin\w*|won['’]t take|will not take|does(n['’]t| not) want|spits?|crush\w*|covert\w*|hid(e|den|ing)|disguis\w*|conceal\w*)\b/i,
  statement:
    'Under the Statement of Rights (Aged Care Act 2024, ss 23-24) a person makes their own decisions about their care, including refusing a medicine, and Standard 5 requires safe medication management: a refusal is respected, recorded as refused and reported to the nurse or prescriber. A medicine is not hidden in food or drink to get round a refusal, unless covert administration has been authorised for that person (prescriber and pharmacist advice, and consent from the person or their substitute decision-maker), and a dose is never recorded as given when it was not.',
  check: {
    kind: 'forbidden',
    patterns: [
      // A refusal got round by hiding the dose: "If a client refuses their tablets, crush them and stir them through a
      // spoonful of yoghurt so the dose isn't missed" (not a rule against it, nor covert administration authorised for
      // one person with the prescriber, the pharmacist and consent).
      /^(?!\W*(do not|don['’]t|never)\b)(?!.*\b(never|must not|should not|may not|cannot|not (permitted|allowed|acceptable)|prohibited|forbidden|authori[sz]\w*|covert administration plan|substitute decision|best interests?|prescriber|pharmacist|GP|doctor|consent\w*)\b)(?!.*\b(not|never|nor|no)\b[^.,;:]{0,40}\b(crush|hide|mix|disguise|conceal|add|put|stir|blend)\w*\b(?!["”’]))(?!.*\b(not|never)\s+(?:(?!but\b|instead\b|then\b)[\w'’]+(?:\s+(?:with|to|on|at))?,\s+){1,4}(?:[\w'’]+(?:\s+(?:with|to|on|at))?\s+)?(?:or|nor|and)\s+(crush|hide|mix|disguise|conceal|add|put|stir|blend)\w*\b)(?!.*\b(asks?|asked|requests?|requested|wants?|wanted|tells?|told)\b[^.]{0,30}\b(the worker|a worker|workers|staff|you|us|carers?|the nurse|the team)\s+to\b)(?=.*\b(refus\w*|declin\w*|won['’]t take|will not take|does(n['’]t| not) want|spits?)\b).*\b(crush\w*|mix\w*|hid(e|es|ing|den)|disguis\w*|conceal\w*|stir\w*|put|add\w*|blend\w*|sneak\w*)\b[^.]{0,80}\b(food|drinks?|meals?|juice|yoghurt|yogurt|custard|jam|puree|porridge|tea|coffee|ice[- ]cream|honey|milk|dessert|cordial)\b/i,
      // A refused dose given again in food in a way the person will not notice: "the Visit Leader may offer it again in a
      // spoonful of yoghurt without drawing the client's attention to it" (offered openly with food, it is a choice).
      /^(?!\W*(do not|don['’]t|never)\b)(?!.*\b(never|must not|should not|may not|cannot|not (permitted|allowed|acceptable)|prohibited|forbidden|authori[sz]\w*|covert administration plan|substitute decision|best interests?|prescriber|pharmacist|GP|doctor|consent\w*)\b)(?=.*\b(refus\w*|declin\w*|won['’]t take|will not take|does(n['’]t| not) want|spits?)\b)(?=.*\b(without (drawing|calling|bringing) ([\w'’]+\s+){0,2}attention|without (telling|letting on to|mentioning it to) (them|him|her|the (client|resident|person))|without (them|him|her|the (client|resident|person)) (knowing|noticing|seeing|being told|being aware)|so (that )?(they|he|she|the (client|resident|person)) (does(n['’]t| not)|do(n['’]t| not)|won['’]t|will not|cannot|can['’]t) (notice|know|see|taste|realise|realize|tell)|unnoticed|discreetly|secretly|without a fuss about what is in it)\b).*\b(offer\w*|giv\w*|serv\w*|present\w*|tr(y|ies|ied)|put|add\w*|mix\w*|stir\w*)\b[^.]{0,80}\b(food|drinks?|meals?|juice|yoghurt|yogurt|custard|jam|puree|porridge|tea|coffee|ice[- ]cream|honey|milk|dessert|cordial|smoothie|jelly)\b/i,
      // A refused dose recorded as given: "tick the record as given", "sign the chart as administered".
      /^(?!.*\b(never|must not|should not|do not|don['’]t|not to)\b[^.]{0,40}\b(record|sign|tick|chart|mark)\w*)(?=.*\b(refus\w*|declin\w*|won['’]t take|will not take|does(n['’]t| not) want|spits?|missed)\b).*\b(record|sign|tick|chart|mark|document)\w*\b[^.]{0,30}\bas (given|taken|administered)\b/i,
    ],
  },
  strength: 'contradiction',
  alsoUnder: 'rights',
};

/** Every checkable rule: the Act's (ACT_RULES) and the assessment's own (training, the Commission, the Code's scope). */
export const ASSESSMENT_RULES: readonly ActRule[] = [
  ...ACT_RULES,
  SIRS_SCOPE,
  SIRS_INCIDENT_TYPES,
  SIRS_NOT_WAIVED,
  SIRS_AWARENESS,
  RECORDS_NOT_DESTROYED_EARLY,
  RECORDS_DISPOSAL_AUTHORISED,
  PRIORITY_1_EVERY_DAY,
  COMPLETION_ONLY,
  COMMISSION_ANY_TIME,
  COMPLAINTS_ONLY_EXTERNAL,
  CODE_SCOPE,
  CODE_CONCERNS_PROMPTLY,
  PRIVACY_DISCLOSURE_CONSENT,
  RIGHTS_OWN_DECISIONS,
  RIGHTS_VISITING,
  RIGHTS_GOING_OUT,
  MEDICINES_REFUSAL,
  COMPLAINTS_NO_REPRISAL,
  PRIVACY_BREACH_NOTIFICATION,
  PRIVACY_BREACH_ASSESSMENT,
  INCIDENTS_RECORDED,
];

/**
 * A fact a policy on a topic must state: a Priority 1 time limit in an incident policy, the Commission as a place to
 * take a complaint. When the policy is about the requirement and no sentence states it, that is a finding.
 */
export interface RequiredFact {
  id: string;
  requirementId: string;
  /** The topic whose policies must state it, when it is not the requirement's own: a workforce policy names the Code. */
  topic?: string;
  /** The rule that checks the value, when there is one: a policy that contradicts it is not also told it is silent. */
  rule?: string;
  /** Any sentence matching one of these states the fact. */
  stated: readonly RegExp[];
  /**
   * A sentence that asks for less in the fact's place ("the family has been told" where consent is needed): quoted
   * with the finding, with how it falls short.
   */
  inPlaceOf?: { patterns: readonly RegExp[]; reading: string };
  /** What the law requires, in plain words. */
  statement: string;
  /** What to add. */
  suggestion: string;
  /** A second requirement its absence also fails (see `ActRule.alsoUnder`). */
  alsoUnder?: string;
}

const COMMISSION =
  /\b(Aged Care Quality and Safety Commission|Complaints Commissioner|ACQSC|the Commission)\b/i;

export const REQUIRED_FACTS: readonly RequiredFact[] = [
  {
    id: 'workforce-code-of-conduct',
    requirementId: 'code-of-conduct',
    topic: 'workforce',
    rule: 'code-scope',
    stated: [/\bcode of conduct\b/i, /\bthe Code\b/, /\bAged Care Code\b/i],
    // The provider's own rules put in the Code's place: "Every worker signs the Worker Rules at induction, and those Rules
    // are the standard of behaviour we hold workers to".
    inPlaceOf: {
      patterns: [
        /\b(standards? of (behaviour|behavior|conduct)|(behaviour|behavior|conduct) (that )?(we|the \w+) (expects?|requires?)|hold (our |all )?(workers|staff|employees|everyone|them) to)\b/i,
      ],
      reading:
        'A provider’s own rules can sit beside the Code of Conduct for Aged Care but cannot stand in for it.',
    },
    statement:
      'The Code of Conduct for Aged Care binds every worker and responsible person of a registered provider, and the provider must take reasonable steps to make sure its workers know it and comply with it.',
    suggestion:
      'Name the Code of Conduct for Aged Care in this policy: make it part of every worker’s induction and refresher training, and require everyone who delivers care for you to comply with it.',
  },
  {
    // A conduct policy that puts only the provider's own code (or a profession's) in front of its workers does not tell
    // them the law's Code binds them: "It is the Phoebe Code of Conduct", "the NMBA Code of conduct for nurses".
    id: 'code-named',
    requirementId: 'code-of-conduct',
    rule: 'code-scope',
    stated: [
      /\b(Code of Conduct for Aged Care|Aged Care Code of Conduct|Aged Care Code)\b/i,
      /\bcode of conduct\b[^.;]{0,100}\b(Aged Care Act|aged care (law|legislation|rules)|Commonwealth|national|statutory|legislated|Commission|government)\b/i,
      /\b(Aged Care Act|aged care (law|legislation)|Commonwealth|national|statutory|legislated|government)(['’]s)?\s+(\w+\s+){0,3}code\b/i,
      // The Code by its defined name ("the Code binds everyone who works for us").
      /\bthe Code\b(?!\s+of\s+(conduct|practice|ethics)\s+for\s+(nurses|midwives))/,
    ],
    statement:
      'The Code of Conduct for Aged Care, made under the Act, binds registered providers, their responsible persons and their aged care workers; a provider’s own code of conduct sits beside it and cannot stand in for it.',
    suggestion:
      'Name the Code of Conduct for Aged Care in this policy and say that it binds everyone who works for you, alongside your own code and any professional code.',
  },
  {
    id: 'code-raise-concerns',
    requirementId: 'code-of-conduct',
    rule: 'code-concerns-promptly',
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
    rule: 'complaints-only-external',
    stated: [COMMISSION],
    statement:
      'People must be able to take a complaint to the Aged Care Quality and Safety Commission (the Complaints Commissioner), at any time and without reprisal, and be told how.',
    suggestion:
      'Tell people they can take a complaint to the Aged Care Quality and Safety Commission at any time (1800 951 822, agedcarequality.gov.au), and that doing so will not affect their care.',
  },
  {
    id: 'complaints-no-reprisal-stated',
    requirementId: 'complaints',
    alsoUnder: 'rights',
    // A complaints policy's promise: a privacy or incidents policy's section on complaints need not repeat it.
    topic: 'complaints',
    rule: 'complaints-no-reprisal',
    stated: [
      /\b(reprisals?|retaliat\w*|victimi[sz]\w*|penali[sz]\w*|punish\w*|disadvantag\w*|adverse\w*|detriment\w*|payback|(count|held|hold it|used) against)\b/i,
      /\btreat\w*\s+(\w+\s+){0,2}(differently|unfairly|badly|worse|less favourably)\b/i,
      /\b(care|services?|support|visits?)\b[^.]{0,40}\b(will not|won't|does not|doesn't|never|must not|cannot|can't|should not|shall not)\s+(be\s+)?(\w+,?\s+){0,3}(affected|changed|reduced|stopped|cut|withdrawn|suspended)\b/i,
      /\b(will not|won't|does not|doesn't|never|must not|cannot|can't|should not|shall not)\s+(\w+\s+){0,2}(affect|change|harm|reduce|stop|jeopardi[sz]e|put at risk)\w*\b[^.]{0,60}\b(care|services?|support|treatment|relationship|place)\b/i,
      /\bwithout (fear|worry|risk)\b|\bwithout (anything|something|any\w*) (bad|negative|adverse)\b/i,
      /\b(safe|okay|ok|fine|alright|all right)\b[^.]{0,30}\bto (complain|speak up|raise|tell|give feedback)\b/i,
    ],
    statement:
      'Under the Statement of Rights (Aged Care Act 2024, ss 23-24) and Standard 2 of the Quality Standards, a person can raise a complaint without reprisal: their services must continue unchanged while it is dealt with.',
    suggestion:
      'Promise in this policy that no one who complains, or helps someone complain, will be treated differently or have their care or services changed because of it.',
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
    id: 'whistleblower-commission',
    requirementId: 'whistleblower',
    // The aged care regulator by name: another body called a commission (the Crime and Corruption Commission, a public
    // service commission) is not it.
    stated: [
      /\b(Aged Care Quality and Safety Commission(er)?|ACQSC|Complaints Commissioner|Aged Care (Quality and Safety )?Commissioner)\b/i,
    ],
    statement:
      'A qualifying disclosure can be made to the Aged Care Quality and Safety Commission, not only inside the organisation, and is protected there too.',
    suggestion:
      'Name the Aged Care Quality and Safety Commission among those who can receive a disclosure, and say the discloser does not have to go inside the organisation first.',
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
    inPlaceOf: {
      patterns: [
        /\b(before|prior to|propos\w*|plann\w*)\b[^.]*\b(family|families|representatives?|substitute decision-makers?|guardians?|next of kin|relatives?|the (resident|person|client))\b[^.]{0,80}\b(told|informed|notified|advised|made aware|explained to|discussed with|spoken to|contacted)\b/i,
      ],
      reading:
        'Telling the person or their family about a restrictive practice is not asking for their informed consent to it.',
    },
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
  {
    id: 'privacy-breach-notification-stated',
    requirementId: 'privacy',
    // Of a policy about privacy, not of a records policy with a section on keeping records private.
    topic: 'privacy',
    rule: 'privacy-breach-notification',
    stated: [
      /\b(notifiable data breach\w*|eligible data breach\w*|NDB scheme)\b/i,
      // A breach notified to the Commissioner, not the Commissioner named for something else ("how to complain,
      // including to the Office of the Australian Information Commissioner").
      /^(?!.*\bcomplain).*\b(notif\w*|report\w*|tell|inform(?!ation Commissioner)\w*)\b[^.]{0,120}\b(Office of the Australian Information Commissioner|Australian Information Commissioner|Information Commissioner|OAIC)\b/i,
      /^(?!.*\bcomplain).*\b(Office of the Australian Information Commissioner|Australian Information Commissioner|OAIC)\b[^.]{0,80}\b(notif\w*|told|informed)\b/i,
    ],
    statement:
      'Under the Notifiable Data Breaches scheme (Privacy Act 1988, Part IIIC), a data breach likely to cause serious harm must be assessed and notified to the Office of the Australian Information Commissioner and the people affected.',
    suggestion:
      'Say how a data breach is assessed and, when it is likely to cause serious harm, notified to the Office of the Australian Information Commissioner and the people affected under the Notifiable Data Breaches scheme.',
  },
];
