// Local quiz generation: questions are made from the policy's own statements (a fact asked as "who / within what
// timeframe / how often ...", or a fill-in-the-blank), so every correct answer is written in the policy. Distractors
// are facts of the same kind from elsewhere in the policy (another timeframe, another role), or plausible values of
// the same kind, and never ones that would make the statement true elsewhere in the policy.
import { REJECTED_OPTION, RISK_DESCRIPTION } from '../assessment-plan';
import { AiInputError } from '../errors';
import {
  contentWords,
  cutFromLongerName,
  sameHolder,
  escapeRegExp,
  givesAway,
  indexPolicy,
  isProfession,
  kindOfParty,
  linkedInPolicy,
  misfitsBetween,
  positionAndProfession,
  questionFaults,
  truerInList,
  type PolicyIndex,
  type QuizFault,
  namesPeriodOf,
  OBJECT_VERBS,
  TIME_RATIO,
} from '../quiz-check';
import type { Quiz, QuizQuestion } from '../schemas';
import {
  parseDocument,
  splitSentences,
  type DocumentTable,
  type ParsedDocument,
  type Sentence,
} from '../text/document';
import { findDates } from '../text/dates';
import {
  extractSpans,
  joinedRole,
  nestedTerms,
  overlaps,
  TERMS,
  type Span,
  type SpanKind,
} from '../text/facts';
import { parseDuration, periodDays } from '../text/periods';
import { capitalise, stem, STOPWORDS, words } from '../text/tokens';
import { hash, truncate } from './format';

interface Candidate {
  sentence: Sentence;
  span: Span;
  question: string;
  /** The answer and its distractors, once found; null when the policy offers no fair distractors. */
  options: string[] | null | undefined;
  questionKey: string;
  answerKey: string;
  correct: string;
  score: number;
  /**
   * False when the question is sound but weaker: its statement leans on its section for its subject, its fact is one
   * item of a run of items, or it comes from a worked example or background. Such questions are asked only when the
   * policy has too few others for the number asked.
   */
  plain: boolean;
  /** Why a question is not plain (for evaluation). */
  weakness?: string;
  /** A table question's distractors: the same column's values for the table's other rows. */
  tableOptions?: string[];
  /** How the answer is explained, when not by quoting its statement. */
  explain?: string;
  /** Questions of one kind from one place (a table's column, a list, the definitions): few of each in the first passes. */
  group?: string;
  /**
   * A blank in a list's lead-in ("In addition, our _____ and executives must:" read with each item) asks the same fact
   * whichever item follows: the lead-in and its answer, asked once.
   */
  leadKey?: string;
}

const BLANK = '_____';
const MIN_WORDS = 6;
const MAX_WORDS = 45;

const ROLE_FALLBACK = [
  'Care Manager',
  'Registered Nurse',
  'General Manager',
  // Professions, for a profession's place.
  'Enrolled Nurse',
  'Nurse Practitioner',
  'General Practitioner',
  'Pharmacist',
  'Physiotherapist',
  'Chief Executive Officer',
  'Quality Coordinator',
  'Director of Clinical Services',
  'Board',
  'Privacy Officer',
  'Clinical Nurse Educator',
  'IPC lead',
  // Bodies inside a provider, for a committee's or a board's place.
  'Clinical Governance Committee',
  'Quality and Safety Committee',
  'Executive Leadership Team',
  'Medication Advisory Committee',
  'Work Health and Safety Committee',
];
/** Kinds of fact that are names or terms (one may be a kind of another), not values. */
const NAMED_KINDS = new Set<SpanKind>(['role', 'organisation', 'term', 'name', 'acronym']);
const ORGANISATION_FALLBACK = [
  'Aged Care Quality and Safety Commission',
  'Office of the Australian Information Commissioner',
  'Older Persons Advocacy Network',
  'Services Australia',
  'Department of Health, Disability and Ageing',
  'public health unit',
  'My Aged Care',
  'Australian Taxation Office',
];
const ACRONYM_FALLBACK = [
  'SIRS',
  'PPE',
  'IPC',
  'RMMR',
  'OPAN',
  'OAIC',
  'APP',
  'TIS',
  'GP',
  'CEO',
  'NDB',
  'AN-ACC',
  'RN',
];
const PHONE_FALLBACK = ['1800 951 822', '1800 200 422', '1800 700 600', '131 450', '1300 362 072', '000'];
const UNIT_LADDER: Record<string, number[]> = {
  minute: [5, 10, 15, 30, 45, 60, 90],
  hour: [1, 2, 4, 6, 8, 12, 24, 48, 72],
  day: [1, 2, 3, 5, 7, 10, 14, 21, 28, 30, 60, 90],
  week: [1, 2, 3, 4, 6, 8, 12],
  month: [1, 2, 3, 6, 9, 12, 18, 24],
  year: [1, 2, 3, 5, 7, 10, 15],
};
const FREQUENCY_FALLBACK = [
  'every shift',
  'twice a day',
  'every day',
  'every two days',
  'every week',
  'every fortnight',
  'every month',
  'every three months',
  'every six months',
  'every year',
  'every two years',
  'every three years',
];
/**
 * One-word frequencies, for a blank that a single word fills ("your ___ routine"): each reads before a noun as well as
 * after a verb ("the territory's annually team meeting" does not).
 */
const FREQUENCY_WORDS = ['daily', 'weekly', 'fortnightly', 'monthly', 'quarterly', 'yearly'];

/**
 * How weak a question is, by the share of each kind blind reviewers found faulty over every review so far (0 plain,
 * about one in five): a statement leaning on a pronoun, on the sentence before or on its list's lead-in about three in
 * ten; trivia, governance housekeeping or a stem that hints at its answer a little more; a fragment, an item of a run,
 * distractors of another kind, a worked example or a short statement about half; half of a name, an item of a list of
 * examples, a subject the stem does not show or a name in brackets nearly two in three (so is a harm in a list of what
 * is forbidden, where every harm is); a noun only the sentences before define ("the use", "requests", "any
 * discrepancy") nine in ten.
 */
function weaknessLevel(c: Candidate): number {
  return c.plain ? 0 : levelOf(c.weakness);
}

function levelOf(weakness: string | undefined): number {
  switch (weakness) {
    case 'pronoun':
    case 'before':
    case 'lead-in':
      return 1;
    case 'weak:trivia':
    case 'governance':
    case 'hint':
      return 2;
    case 'weak:name-part':
    case 'weak:examples':
    case 'weak:harm':
    case 'subject':
    case 'weak:bracket':
      return 4;
    case 'context':
      return 4;
    case 'script':
    case 'recital':
      return 4;
    default:
      return 3;
  }
}

/** A service people use or are offered, by its name's head ("Translating and Interpreting Service", "Employee Assistance Program"). */
const SERVICE_HEAD = /\b(?:Service|Program|Programme|Line|Hotline|Helpline|Network|Scheme)\s*$/;
/** A body that governs or runs things, by its name's head ("Organising Authority", "Public Health Unit"). */
const RUNNING_BODY_HEAD =
  /\b(?:Board|Committee|Authority|Unit|Team|Council|Directors|Group|Panel|Department|Executive)\s*$/;

/** People who give care by hand, and those who govern: neither stands in for the other in a sentence about care. */
const CARE_ROLE =
  /\b(nurses?|RNs?|ENs?|care (workers?|partners?|assistants?|staff)|support workers?|personal care (workers?|assistants?)|carers?|AINs?|PCAs?)\b/i;
const GOVERNING_ROLE =
  /\b(chairs?|chairpersons?|chief executives?( officers?)?|CEOs?|boards?|directors of the board|company secretar(y|ies)|treasurers?|presidents?)\b/i;

function sharedOptions(a: readonly string[], b: readonly string[]): number {
  const mine = new Set(a.map(norm));
  return b.filter((o) => mine.has(norm(o))).length;
}

/**
 * Stricter than the checker: two statements on one subject ("the Board receives a report every quarter" and "reports
 * to the Board every quarter") share fewer words than two questions from one statement, and still give each other away.
 */
const GIVES_AWAY_SHARED = 0.3;

/** Words that carry no content of their own in a statement ("Just ask your Care Coordinator ..."). */
const FILLER = new Set(['just', 'also', 'please', 'simply', 'then', 'still', 'usually', 'really', 'there']);

const MEASURE_FALLBACK_STEPS = [0.5, 0.75, 1.5, 2];
const PERCENT_LADDER = [10, 20, 25, 30, 40, 50, 60, 70, 75, 80, 85, 90, 95, 100];

const NON_EXHAUSTIVE =
  /\b(include|includes|including|such as|for example|e\.g\.?|examples?(?: are| include)?|like)\s*:?\s*$/i;
/**
 * A section of references, document control or contents: named so at the heading's start, after a clause number or an
 * appendix's label ("9. Related documents", "Appendix B — Version history"), not a title that has the word in it
 * ("RidgeGo Quick Reference Guide", "Speak Up Panel: Terms of Reference").
 */
const GENERIC_SECTION =
  /^(?:(?:\d+(?:\.\d+)*|[A-Z])[.)]?\s+|(?:appendix|schedule|annex(?:ure)?|attachment)\s+\w+\s*[:.—–-]?\s*|[^—–]{1,40}[—–]\s*(?=related\b))?(?:references?|related (?:documents|policies|papers|articles|forms|legislation)|version\b|document (?:control|history|information)|revision history|glossary|(?:table of )?contents|appendix|annex(?:ure)?|(?:key |working )relationships|(?:key )?selection criteria|(?:essential|desirable)(?: (?:criteria|requirements|qualifications))?$|conditions of (?:employment|the (?:position|role)))\b/i;
/**
 * An annex or appendix by its label alone ("Annex", "Appendix 2") over a heading of the procedures or rules it holds
 * ("Annex" over "Procedures for Speaking Up", as a resolution adopts its procedures): the document's practice, not back
 * matter.
 */
function holdsProcedures(path: readonly string[], at: number): boolean {
  const below = path[at + 1];
  return (
    /^\W*(?:appendix|annex(?:ure)?|schedule|attachment)(?:\s+[A-Z\d]{1,3})?\W*$/i.test(path[at] ?? '') &&
    below !== undefined &&
    !GENERIC_SECTION.test(below) &&
    /\b(?:procedures?|rules|protocols?|guidelines)\b/i.test(below)
  );
}
/** A section that lists the laws a policy rests on ("Where this comes from", "Legal and standards basis"). */
const LAW_SECTION =
  /^(?:\d+(?:\.\d+)*\.?\s+)?(?:where (?:this|it|these rules|our rules) (?:comes?|come) from|legal (?:and (?:standards|regulatory) )?basis|(?:legal|legislative|regulatory) (?:basis|framework|context|requirements)|(?:the )?laws? and standards|legislation(?: and standards)?|standards and legislation|(?:key |relevant |applicable )?legislation|authority|authorities|sources)\s*$/i;
const MODAL =
  /\b(must|will|should|shall|is required|are required|may only|never|always|at least|no later than)\b/i;
/**
 * A role as a sentence's subject: "The" before a role's name ("The Care Manager"), not before one that has its own
 * determiner ("Every worker", "All staff", "The RN in charge").
 */
function subjectOf(role: string): string {
  const name = role.trim();
  return /^(?:the|every|each|all|any|a|an|our|your|their|no|both|one)\b/i.test(name)
    ? name.charAt(0).toUpperCase() + name.slice(1)
    : `The ${name}`;
}

/** A board, a committee or an executive group: the governance a policy reports to. */
const GOVERNANCE_BODY =
  /\b(Board|Committee|Sub-?committee|Executive Leadership|Executive Team|ELT|(?:[Ss]enior |[Ee]xecutive )?[Ll]eadership [Tt]eam|[Ss]enior [Mm]anagement(?: [Tt]eam)?|MAC|Council of Management|Audit and Risk|Governing Body|Directors|(?:Steering|Liaison|Working|Advisory|Reference|Oversight|Governance) Group|(?:Members|Residents|Consumers|Clients|Families)['’]? (?:(?:Voice|Advisory|Reference) )?(?:Council|[Pp]anel|[Ff]orum)|(?:Provincial|Governing|Executive|General|Parish|Elders['’]?) Council)\b/;
/**
 * Sent to a board or a committee, or put together for one ("to the Board Quality and Safety Committee", "to each
 * Committee meeting", "collated monthly for the Clinical Governance Committee").
 */
const TO_GOVERNANCE = new RegExp(
  `\\b(?:to|for) (?:the|each|every|its|our) (?:[\\w'’-]+ ){0,4}?${GOVERNANCE_BODY.source}`,
);
/** Who reports to one ("The ___ reports the number of disclosures to each Committee meeting"). */
const REPORTS_TO_GOVERNANCE = new RegExp(`\\breports?\\b[^.]{0,100}${TO_GOVERNANCE.source}`);
/**
 * How compliance is checked (an audit, a sample, access logs, a sign-off): who does it and how often is a manager's
 * schedule, which reviewers read as housekeeping beside what staff do.
 */
const MONITORING =
  /\b(audit(?:s|ed|ing|or|ors)?|samples?|sampled|sampling|spot[- ]checks?|access logs?|audit logs?|signs? off|signed off|dashboards?|score(?:cards?|sheets?)|KPIs?|compliance (?:reports?|data|rates?|checks?)|completion (?:rates?|below|under|falls?))\b|\baccess (?:rights|permissions|privileges|levels)\b|\baccess\b[^.]{0,60}\b(?:reviewed|audited|checked)\s+by\b|\b(?:checks?|checked|reviews?|reviewed|looks? at|pulls?)\s+(?:\d+|two|three|four|five|six|ten|twenty)\s+(?:[\w-]+\s+){0,3}(?:files|records|charts|care plans|plans|cases|forms|folders)\b/i;

/**
 * What an organisation does on a calendar: a group meeting ("The Panel meets weekly", "hold team meetings every 2
 * months"), a manager's review of the service's data ("reviews quarterly: survey questions ...; complaints by theme"),
 * a walk-round or survey of the service, or a newsletter.
 */
const CADENCE =
  /\b(?:meets?(?!\s+(?:the|their|its|his|her|all|any|our|a|an|needs|requirements?|standards?|criteria|expectations)\b)|convenes?|(?:holds?|held|runs?)\s+(?:[\w-]+\s+){0,2}meetings?|meetings?\s+(?:are|is)\s+held)\b|\b(?:reviews?|reviewed|monitors?|monitored)\b[^.]{0,160}\b(?:themes?|trends?|surveys?|indicators)\b|\b(?:walk-?rounds?|newsletters?|bulletins?|magazines?)\b|\bsurveys?\s+(?:residents|clients|families|consumers|staff|workers)\b|\bin\s+(?:its|the|our|their|an?)\s+(?:annual\s+|yearly\s+|[\w-]+\s+)?survey\b|\bmeetings?\b,?\s+(?:is\s+|are\s+)?(?:held|run|convened)\b/i;

/**
 * A manager's periodic look over the service's records or results ("Examiner reviews refusal and incident records
 * monthly", "The Chief Examiner checks completion monthly", "IPC Lead reports completion, competency and
 * observed-practice results quarterly"): how often is an oversight calendar, which every blind reviewer read as
 * housekeeping. Not a look at one person's care ("reviews the resident's behaviour support plan monthly"), and not a
 * check staff make every shift or day (see OVERSIGHT_PERIOD). Who does it is housekeeping too.
 */
const RECORDS_OVERSEEN =
  /^(?!.*\b(?:care|support|behaviour support|treatment|medication|safety|risk) plans?\b)(?!.*\b(?:resident|client|person|member|participant|consumer|patient)['’]s\b).*\b(?:reviews?|reviewed|checks?|checked|audits?|audited|reports?|reported|monitors?|monitored|examines?|examined|inspects?|inspected)\b[^.]{0,80}\b(?:records?|results?|completions?|registers?|data|logs?|files|rates?|figures|returns|entries|indicators|outcomes|visits)\b/i;
/** A period of a week or longer: a manager's calendar, not a shift's routine. */
const OVERSIGHT_PERIOD =
  /\b(?:week|weekly|fortnight\w*|month\w*|quarter\w*|annual\w*|year\w*|six-monthly|half-yearly|biannual\w*)\b/i;

/** Thanks and awards for staff: a carer of the year, a trophy, a nomination for care that stood out. */
const RECOGNITION =
  /\b(?:troph(?:y|ies)|prizes?|(?:carer|worker|volunteer|employee|staff member|team|nurse) of the (?:year|month|quarter)|stood out)\b|\bnominat\w*\b[^.]{0,80}\b(?:awards?|recognition)\b|\bawards? (?:night|ceremony|ceremonies|program(?:me)?)\b/i;
const RECOGNITION_SECTION =
  /\b(?:troph(?:y|ies)|prizes?|awards? and recognition|(?:staff|worker|volunteer) (?:awards?|recognition)|recognition (?:awards?|program(?:me)?))\b/i;

/**
 * Oversight a manager keeps of the service as a whole: a report of counts and themes ("reports to the Executive
 * Producers on numbers of restrictive practices by kind", "receives, each quarter, a report on concerns raised, outcomes,
 * themes"), a register looked over ("the SM reviews the venue register"), complaints analysed, or whether training
 * or the system works ("checks each year that the training is making a difference", "review whether the system is
 * working"), or a report sent on a cadence ("reports monthly to the Operations Manager on completions"). Who does it and
 * how often is housekeeping too.
 */
const OVERSIGHT =
  /\breport(?:s|ed)?\s+(?:weekly|fortnightly|monthly|quarterly|annually|yearly|(?:twice|half)[- ]yearly|six-monthly|each (?:week|month|quarter|year)|every (?:week|month|quarter|year))\s+to\b|\b(?:reports?|reported|reporting|receives?|presents?|sees?)\b[^.]{0,120}\b(?:numbers? (?:of|by)|trends?|themes|de-?identified|statistics|summar(?:y|ies) of)\b|\b(?:looks?|looked|searche[sd]|search|scans?|scanned)\b[^.]{0,80}\bfor\s+(?:any\s+)?(?:trends?|themes|patterns?)\b|\b(?:reviews?|reviewed|analy[sz]es?|analy[sz]ed)\s+(?:the\s+)?(?:[\w'’-]+\s+){0,3}registers?\b|\banaly[sz](?:e|es|ed|ing|is)\b[^.]{0,40}\b(?:complaints|feedback|incidents|concerns|data)\b|\b(?:whether|that|if|how (?:well|far))\b[^.]{0,20}\btraining\b[^.]{0,20}\b(?:is|was|has|works?|changes?|changing|making|effective)\b|\b(?:whether|how well)\s+(?:the|this|our)\s+(?:[\w-]+\s+){0,2}(?:system|policy|procedure|process|framework|program(?:me)?|approach|arrangements?)\s+(?:is|are)\s+(?:working|effective)\b/i;

/**
 * How often a document itself is reviewed, tested or updated ("Review the IMS and the SIRS procedure at least every
 * year", "The pathway is tested every six months with a mock incident", "Shelf life: review every 2 years, or sooner on
 * change in law", "Where the Rules change ..., the manager updates Schedule A within 30 days"): upkeep of the document,
 * not what staff do for a person (a care plan or a behaviour support plan reviewed is practice).
 */
const DOCUMENT_UPKEEP =
  /\b(?:(?:this|the|our)\s+(?:[\w-]+\s+){0,3}(?:policy|procedure|pathway|guide|calendar|framework|charter|manual|IMS|schedule|handbook|training calendar|program(?:me)?)\b(?:[^.]{0,40})\b(?:is|are)\s+(?:reviewed|tested|updated|revised|audited)|(?:review|test|update|revise)\s+(?:the|this|our)\s+(?:[\w-]+\s+){0,3}(?:policy|procedure|pathway|calendar|framework|charter|manual|IMS|schedule|handbook|program(?:me)?)\b|\breview(?:s|ed)?\b[^.]{0,40}\b(?:or|and)\s+(?:sooner|earlier|also|as needed)?\s*(?:on|upon|if|when|after|following|where)\s+(?:a |any )?(?:material |significant )?changes?\s+(?:in|to|of)\s+(?:the\s+)?(?:law|legislation|Act|regulations?|Rules|Standards)\b|\b(?:when|where|if|once)\s+(?:the\s+)?(?:law|legislation|Act|regulations?|Rules|Standards)\s+(?:change|changes|changed|is amended|are amended)\b[^.]{0,120}\b(?:update|revise|amend|review)s?\s+(?:the\s+)?(?:[\w-]+\s+){0,3}(?:policy|procedure|schedule|register|manual|handbook|guide|framework|appendix|annex)\b)/i;

/**
 * A recital of a preamble ("Recalling also its resolution 27/2 of 19 October 2022 on complaints handling, ...",
 * "Recognising that the people best placed to notice wrongdoing ... visit it every day,"): a clause that opens with a
 * participle and runs on into the next with a comma or semicolon. It says why the document was made, not what anyone
 * does; its dates and figures are history, which every blind reviewer read as trivia. Asked only when a policy has too
 * few other statements for its quiz.
 */
const RECITAL =
  /^\W*(?:(?:deeply|further|also|gravely)\s+)?(?:recalling|recognizing|recognising|noting|concerned|mindful|welcoming|acknowledging|reaffirming|affirming|bearing in mind|considering|emphasizing|emphasising|convinced|aware|guided by|taking note|having (?:considered|received|regard|examined|heard)|alarmed|determined|desiring|stressing|underlining|expressing)\b[^.]*[,;]\s*$/i;

/**
 * How long records are kept ("Complaint records are kept for at least seven years", "screening records keep 7 years
 * after the worker leaves"): the records policy's business. In a policy on anything else, reviewers read it as
 * housekeeping with little training value for the staff the quiz is for.
 */
const RECORDS_KEPT = /\b(?:kept|retained|stored|archived|held|keeps?|retains?)\b/i;
const RECORDS_POLICY =
  /\b(?:records?|retention|privacy|personal information|documentation|information management)\b/i;

/**
 * A board or committee as the statement's subject ("The Directors decide on the Panel's recommendations within 10
 * business days", "The Board Quality Committee sets a target each year"): what the governing body does, not staff.
 */
function governanceSubject(text: string): boolean {
  const opening = /^(?:the\s+)?((?:\p{Lu}[\p{L}'’&-]*(?:\s+(?:of|and|for)\s+|\s+)?){1,6})/u.exec(
    text.replace(CLAUSE_NUMBER, '').trim(),
  )?.[1];
  return opening !== undefined && GOVERNANCE_BODY.test(opening.trim());
}

/**
 * A clause of a telegraphic chain ("All workers report; ___ leads; CEO decides on notification.", "Assess within ___;
 * inquiry within 20 business days"): a card's shorthand whose clauses say too little on their own of what is done.
 */
function telegraphicClause(text: string, span: { start: number; end: number }): boolean {
  if (!text.includes(';')) return false;
  // A clause of one word ("...; refers R matters; reviews."): a table cell's shorthand read as a sentence.
  if (
    text.split(';').some(
      (c) =>
        c
          .replace(/[()[\].,:]/g, ' ')
          .split(/\s+/)
          .filter(Boolean).length === 1,
    )
  )
    return true;
  const from = text.lastIndexOf(';', span.start) + 1;
  const next = text.indexOf(';', span.end);
  const clause = `${text.slice(from, span.start)} ${text.slice(span.end, next === -1 ? undefined : next)}`;
  const words = clause
    .replace(/[()[\].,:]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return words.length <= 3;
}

/**
 * A section of the measures a provider reports on itself ("Measures we will report", "Key performance indicators",
 * a standard's "Outcome criteria", a control's "Verification", "Clinical efficacy (effectiveness monitoring)"): targets.
 */
const MEASURES_SECTION =
  /\b(?:measures we (?:will )?(?:report|track|use)|performance (?:measures|indicators)|key performance|KPIs?|targets and measures|outcome (?:criteria|measures|indicators)|verification|(?:effectiveness|compliance|performance) monitoring)\b/i;

/** Filling in and signing the document itself: an attestation's or a declaration's mechanics. */
const FORM_MECHANICS =
  /\b(?:counter-?signs?|co-?signs?|marks? each (?:statement|item|line|question)|ticks? (?:each|every|the) (?:box|statement|item)|works? through the statements|attestations?|signs? (?:off )?(?:in )?(?:Part|Section|Schedule) [A-Z0-9])\b/i;

/**
 * A table of how a policy is monitored, by its caption or a column ("Follow-up — how we will check", "Evaluation
 * framework", "Reported to").
 */
const MONITORING_TABLE =
  /\b(follow-?up|how we (?:will )?check|monitoring|evaluation (?:framework|plan|matrix)|audits|audit (?:schedule|program(?:me)?|calendar|plan))\b/i;
const MONITORING_COLUMN =
  /^(?:reported to|report to|reporting to|how (?:we )?(?:check|checked|measured|monitored))$/i;

/** A finite verb of the kinds policies state rules with: an auxiliary, a modal, or a verb in -s after its subject. */
const STATEMENT_WORDS = new RegExp(
  [
    '\\b(is|are|was|were|be|been|must|will|would|should|shall|may|can|could|has|have|had|does|do|need|needs)\\b',
    // A plural subject and its verb ("Staff complete ...", "We acknowledge ..."), or an instruction ("Never share ...").
    '^(?:(?:all|each|every|our|the)\\s+)?(?:staff|workers|we|you|they|residents|clients|families|nurses|managers|coordinators|RNs|volunteers|contractors|directors|everyone|people|members)\\b',
    "^(?:never|always|do not|don't|please|only|tell|call|record|report|check|ask|keep|write|make|use|give|follow|wash|wear)\\b",
  ].join('|'),
  'i',
);
/**
 * A verb in -s after its subject ("The Care Manager reviews ..."), in lower case: a capitalised word in -s is a name's
 * plural ("Admissions Officer; Household Coordinators; People and Culture"). Not a unit of time ("within 7 days"), nor
 * a plural noun a participle follows ("actions recorded.", "records kept for").
 */
const S_VERB =
  /^(?:\S+\s+){1,8}(?!(?:is|as|us|was|has|this|its|always|less|unless|across|process|access|business|address|status|progress|series|bus|plus|thus|yes|news|gas|class|glass|minutes|hours|days|weeks|months|years|times)\b)[a-z]+(?:s|es)\b(?!\s+(?:kept|held|stored|retained|sent|given|made|done|written|taken|[a-z]+ed)(?:\s+(?:for|to|by|in|on|at|within|until|after|every|each|with)\b|\s*[.;,]|\s*$))/;
/** Whether a text says something: it has a finite verb, or opens as an instruction. */
const S_VERB_ANY_CASE = new RegExp(S_VERB.source, 'i');
const STATEMENT = {
  test: (text: string): boolean => STATEMENT_WORDS.test(text) || S_VERB_ANY_CASE.test(text),
};
/**
 * The same, with a verb in -s only in lower case: what a question is asked about must read as a statement on its own
 * (a line of names, "Admissions Officer; Household Coordinators; People and Culture", is a fragment). A table's cells
 * are still read as prose by the lenient test, so that a table of duties is not lost whole.
 */
const STATES = { test: (text: string): boolean => STATEMENT_WORDS.test(text) || S_VERB.test(text) };

/**
 * A field's value written out, with a verb only in a clause of its own: a time and when it runs from ("7 years after
 * the resident leaves the Homes or dies."), or a heading phrase before a semicolon ("Shortest possible time; reviewed
 * at least every 3 months"). It says what is true of something it does not name.
 */
function valueOnly(text: string): boolean {
  const head = /^([^;.]{1,40});/.exec(text)?.[1];
  return (
    /^\d+(?:\.\d+)?\s+(?:business |working |calendar |clear )?(?:minutes?|hours?|days?|weeks?|months?|years?)\s+(?:after|from|following|since|beyond|of|for)\b[^,;:]*$/i.test(
      text,
    ) ||
    // A rule with no subject ("Must follow an assessment by ..."): a field's value under a label the question leaves out.
    /^(?:must|should|shall|may|will|can|cannot|is|are)\b/i.test(text) ||
    (head !== undefined && !STATES.test(head) && !/^(?:if|when|where|once|while|unless)\b/i.test(head))
  );
}

function norm(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[^\p{L}\p{N}'$%]+/gu, ' ')
    .trim();
}

interface PolicyFacts {
  /** The policy as the question checker reads it. */
  index: PolicyIndex;
  /** Normalised sentences by their first three words. */
  byOpening: Map<string, Set<string>>;
  /** Normalised sentences by their last three words. */
  byEnding: Map<string, Set<string>>;
  byKind: Map<SpanKind, string[]>;
  byCategory: Map<string, string[]>;
  sentenceSet: Set<string>;
  sentenceCount: number;
  /** The items of each list, normalised, by the list's lead-in. */
  listItems: Map<string, string[]>;
  /** The document's statement at an index (a table row's, for table questions). */
  sentenceAt: (index: number) => Sentence | undefined;
  wordStats: Map<string, number>;
  words: string[];
}

function gatherFacts(
  sentences: readonly Sentence[],
  spans: ReadonlyMap<number, Span[]>,
  index: PolicyIndex,
): PolicyFacts {
  const byKind = new Map<SpanKind, string[]>();
  const byCategory = new Map<string, string[]>();
  const seen = new Set<string>();
  const addUnique = (map: Map<string, string[]>, key: string, value: string) => {
    const id = `${map === byCategory ? 'c' : 'k'}:${key}:${norm(value)}`;
    if (seen.has(id)) return;
    seen.add(id);
    const list = map.get(key) ?? [];
    list.push(value);
    map.set(key, list);
  };
  for (const s of sentences) {
    if (isMetadata(s.text)) continue;
    for (const span of spans.get(s.index) ?? []) {
      addUnique(byKind as Map<string, string[]>, span.kind, span.text);
      if (span.category) addUnique(byCategory, span.category, span.text);
    }
  }
  const listItems = new Map<string, string[]>();
  for (const s of sentences) {
    if (s.kind !== 'list' || !s.lead) continue;
    const items = listItems.get(s.lead) ?? [];
    items.push(norm(s.source));
    listItems.set(s.lead, items);
  }
  const sentenceSet = new Set<string>();
  const wordStats = new Map<string, number>();
  for (const s of sentences) {
    sentenceSet.add(norm(s.text));
    sentenceSet.add(norm(s.source));
    for (const w of words(withoutAddresses(s.text))) wordStats.set(w, (wordStats.get(w) ?? 0) + 1);
  }
  const byOpening = new Map<string, Set<string>>();
  const byEnding = new Map<string, Set<string>>();
  const addTo = (map: Map<string, Set<string>>, key: string, text: string) => {
    const set = map.get(key) ?? new Set<string>();
    set.add(text);
    map.set(key, set);
  };
  for (const s of sentences) {
    const text = norm(s.text);
    addTo(byOpening, openingKey(s.text), text);
    addTo(byEnding, endingKey(s.text), text);
  }
  return {
    index,
    byOpening,
    byEnding,
    byKind,
    byCategory,
    sentenceSet,
    sentenceAt: (i: number) => sentences[i],
    sentenceCount: sentences.length,
    listItems,
    wordStats,
    words: [...wordStats.keys()],
  };
}

function sameValue(a: string, b: string, kind: SpanKind): boolean {
  if (kind !== 'duration' && kind !== 'frequency') return false;
  const x = periodDays(a);
  const y = periodDays(b);
  return (
    x !== null &&
    y !== null &&
    Number.isFinite(x) &&
    Number.isFinite(y) &&
    Math.abs(x - y) <= 0.03 * Math.max(x, y)
  );
}

/** Where a fact sits in its sentence, normalised once for the distractor checks. */
interface FrameContext {
  before: string;
  after: string;
  self: string;
  opening: string;
  ending: string;
}

function frameOf(sentence: Sentence, span: Span): FrameContext {
  return {
    before: norm(sentence.text.slice(0, span.start)),
    after: norm(sentence.text.slice(span.end)),
    self: norm(sentence.text),
    opening: openingKey(sentence.text),
    ending: endingKey(sentence.text),
  };
}

/** Whether another sentence with the same opening or ending as this one says the distractor instead. */
function trueElsewhere(frame: FrameContext, optionNorm: string, facts: PolicyFacts): boolean {
  if (frame.before) {
    for (const text of facts.byOpening.get(frame.opening) ?? []) {
      if (
        text !== frame.self &&
        text.startsWith(frame.before) &&
        text.slice(frame.before.length).includes(optionNorm)
      )
        return true;
    }
  }
  if (frame.after.length >= 8) {
    for (const text of facts.byEnding.get(frame.ending) ?? []) {
      if (
        text !== frame.self &&
        text.endsWith(frame.after) &&
        text.slice(0, text.length - frame.after.length).includes(optionNorm)
      )
        return true;
    }
  }
  return false;
}

function openingKey(text: string): string {
  return norm(text).split(' ').slice(0, 3).join(' ');
}

function endingKey(text: string): string {
  return norm(text).split(' ').slice(-3).join(' ');
}

function withoutAddresses(text: string): string {
  return text.replace(
    /\S+@\S+|\bhttps?:\/\/\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:au|com|org|net|gov|edu|io)\b\S*/gi,
    ' ',
  );
}

/** Document-control lines ("Owner: ... | Version: 2.3") are not statements of the policy. */
function isMetadata(text: string): boolean {
  return text.includes('|') || (text.match(/:/g) ?? []).length > 1;
}

const NUMBER_NAMES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** A whole number under 100 in words ("seventy-two"), as a policy that spells its numbers writes it. */
function numberName(n: number): string {
  if (n < 20) return NUMBER_NAMES[n] ?? String(n);
  const unit = n % 10;
  return `${TENS[Math.floor(n / 10)] ?? ''}${unit ? `-${NUMBER_NAMES[unit] ?? ''}` : ''}`;
}

/** How the answer writes its number: as a word ("seven years"), as an adjective ("a three-day induction"), capitalised. */
interface DurationStyle {
  words: boolean;
  hyphenated: boolean;
  capital: boolean;
}

function durationStyle(text: string): DurationStyle {
  const t = text.trim();
  return {
    words:
      /^[a-z]/i.test(t) &&
      !/^\d/.test(t) &&
      /^(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i.test(t),
    hyphenated: /^\S+-[a-z]+$/i.test(t),
    capital: /^\p{Lu}/u.test(t),
  };
}

/** A duration written in the answer's style, so no option stands out by its form ("seven years", "5 years"). */
function formatDuration(value: number, unit: string, qualifier: string, style?: DurationStyle): string {
  const number = style?.words && Number.isInteger(value) && value < 100 ? numberName(value) : String(value);
  const text = style?.hyphenated
    ? `${number}-${qualifier}${unit}`
    : `${number} ${qualifier}${unit}${value === 1 ? '' : 's'}`;
  return style?.capital ? text.charAt(0).toUpperCase() + text.slice(1) : text;
}

/** Another duration of the policy rewritten in the answer's style; other options are kept as written. */
function inStyleOf(option: string, answer: string, kind: SpanKind): string {
  if (kind === 'frequency') {
    // "every 3 months" among "every six months": the answer's digits or words.
    const spelled = /\b(two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/gi;
    if (/\d/.test(answer))
      return option.replace(spelled, (w) => String(NUMBER_NAMES.indexOf(w.toLowerCase())));
    if (spelled.test(answer)) return option.replace(/\b(\d{1,2})\b/g, (d) => numberName(Number(d)));
    return option;
  }
  if (kind !== 'duration') return option;
  const style = durationStyle(answer);
  const a = parseDuration(answer);
  const d = parseDuration(option);
  if (!a || !d) return option;
  return formatDuration(d.value, d.unit, d.qualifier, style);
}

/** Frequencies that read before a noun ("a monthly statement", "the six-monthly review"). */
const ATTRIBUTIVE_FREQUENCY =
  /^(?:hourly|daily|nightly|weekly|fortnightly|monthly|quarterly|yearly|annual|bi-?annual|biennial|half-yearly|(?:two|three|four|six|twelve|\d{1,2})-(?:hourly|daily|weekly|monthly|yearly))$/i;

/**
 * A one-word frequency that qualifies the noun after it ("Residents receive a clear _____ statement", "the _____ team
 * meeting"): a determiner a word or two before, a noun after, not a verb's adverb ("reviewed _____ by the RN").
 */
function attributiveSlot(text: string, span: { start: number; end: number; text: string }): boolean {
  if (/\s/.test(span.text.trim()) || !ATTRIBUTIVE_FREQUENCY.test(span.text.trim())) return false;
  const before = text.slice(0, span.start);
  const after = text.slice(span.end);
  return (
    /\b(?:a|an|the|your|our|their|its|his|her|each|every|this|that)\s+(?:[\p{L}-]+\s+){0,2}$/iu.test(
      before,
    ) &&
    /^\s+(?!(?:and|or|to|by|at|in|on|for|from|with|after|before|until|unless|if|when|as|the|a|an|of|that|which|who|where|so|then|thereafter|while|is|are|was|were|be)\b)\p{Ll}/u.test(
      after,
    )
  );
}

/** Plausible values of the same kind as the answer, nearest first. */
function generatedDistractors(span: Span): string[] {
  if (span.kind === 'duration') {
    const d = parseDuration(span.text);
    if (!d) return [];
    const ladder = UNIT_LADDER[d.unit] ?? [];
    return ladder
      .filter((v) => v !== d.value)
      .sort((a, b) => Math.abs(Math.log(a / d.value)) - Math.abs(Math.log(b / d.value)) || a - b)
      .map((v) => formatDuration(v, d.unit, d.qualifier, durationStyle(span.text)));
  }
  if (span.kind === 'frequency') {
    const days = periodDays(span.text);
    const list = /\s/.test(span.text.trim()) ? FREQUENCY_FALLBACK : FREQUENCY_WORDS;
    return days === null
      ? list
      : [...list].sort(
          (a, b) =>
            Math.abs(Math.log((periodDays(a) ?? 1) / days)) - Math.abs(Math.log((periodDays(b) ?? 1) / days)),
        );
  }
  if (span.kind === 'measure') {
    const m = /^(\d+(?:\.\d+)?)(.*)$/.exec(span.text);
    if (!m || /\d.*\d/.test(m[2] ?? '')) return [];
    const value = Number(m[1]);
    const unit = m[2] ?? '';
    // A percentage takes the round figures policies set ("95%" takes 90% and 85%, never "47.5%").
    if (/^\s*(%|per ?cent)/i.test(unit))
      return PERCENT_LADDER.filter((v) => v !== value)
        .sort((a, b) => Math.abs(a - value) - Math.abs(b - value) || b - a)
        .map((v) => `${v}${unit}`);
    // A whole number takes whole numbers, where there are enough of them.
    const exact = MEASURE_FALLBACK_STEPS.map((f) => Math.round(value * f * 10) / 10);
    const whole = [...new Set(exact.map((v) => Math.round(v)))].filter((v) => v > 0 && v !== value);
    return (Number.isInteger(value) && whole.length >= 3 ? whole : exact).map((v) => `${v}${unit}`);
  }
  if (span.kind === 'money') {
    // Whole dollars when the answer is in whole dollars ("$30" takes "$25", not "$22.5"), rounded as amounts are.
    const value = Number(span.text.replace(/[^\d.]/g, ''));
    const cents = /\.\d{2}\b/.test(span.text);
    const round = (v: number) => {
      if (cents) return v.toLocaleString('en-AU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      const step = v >= 1000 ? 100 : v >= 100 ? 10 : 5;
      return Math.max(step, Math.round(v / step) * step).toLocaleString('en-AU');
    };
    return MEASURE_FALLBACK_STEPS.map((f) => `$${round(value * f)}`);
  }
  if (span.kind === 'date') {
    const d = findDates(span.text)[0];
    if (!d) return [];
    const [y, mo, day] = d.iso.split('-').map(Number);
    const names = [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ];
    return [-6, 3, 12, -12].map((shift) => {
      const date = new Date(Date.UTC(y ?? 2025, (mo ?? 1) - 1 + shift, day ?? 1));
      return `${date.getUTCDate()} ${names[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
    });
  }
  if (span.kind === 'phone') return PHONE_FALLBACK;
  if (span.kind === 'role') return ROLE_FALLBACK;
  if (span.kind === 'organisation') return ORGANISATION_FALLBACK;
  if (span.kind === 'acronym') return ACRONYM_FALLBACK;
  if (span.kind === 'term' && span.category) return [...(TERMS[span.category] ?? [])];
  return [];
}

/** Noun endings that make a same-ending word a fair distractor ("notification" for "investigation"). */
function suffixClass(word: string): string {
  const m = /(tion|sion|ment|ness|ity|ance|ence|ist|ure)$/.exec(word);
  return m?.[1] ?? '';
}

function sameShape(answer: string, option: string, kind: SpanKind): boolean {
  if (kind === 'word')
    return suffixClass(answer) === suffixClass(option) && Math.abs(answer.length - option.length) <= 5;
  if (kind === 'acronym') return /^[A-Z]/.test(option);
  if (kind === 'duration' || kind === 'frequency') {
    // A time of another order of magnitude makes no sense in the sentence, and a one-word frequency ("daily
    // routine") takes a one-word option.
    const a = periodDays(answer);
    const o = periodDays(option);
    if (a !== null && o !== null && a > 0 && o > 0 && Math.abs(Math.log(o / a)) > Math.log(TIME_RATIO))
      return false;
    if (kind === 'frequency' && !/\s/.test(answer.trim()) && /\s/.test(option.trim())) return false;
    // A duration that describes a thing ("a four-week menu", "a 24-hour line") takes durations in its own unit: "a
    // three-business day menu" reads as nonsense.
    if (kind === 'duration' && durationStyle(answer).hyphenated) {
      const ad = parseDuration(answer);
      const od = parseDuration(option);
      if (!ad || !od || od.unit !== ad.unit || od.qualifier !== ad.qualifier) return false;
    }
  }
  // A temperature for a temperature: "35°C or above" takes no "5%" or "2 kg".
  if (kind === 'measure') return unitOf(answer) === unitOf(option);
  return true;
}

function unitOf(measure: string): string {
  return measure
    .toLowerCase()
    .replace(/[\d.,\s]+/g, '')
    .replace(/degrees?(celsius)?|°?c$/, '°c');
}

/** Plans of the organisation rather than of one person. */
const ORGANISATION_PLAN =
  /\b(outbreak|continuous improvement|education|training|communication|emergency|business continuity|strategic|workforce|audit|action|quality|risk management|infection|pandemic|disaster|recovery)\b/i;

/** What a term is, by its last word: a register, a plan, a form, a practice, a person ("care plan" -> "plan"). */
function termGroup(term: string): string {
  const last = term.trim().toLowerCase().split(/\s+/).at(-1) ?? '';
  // A resident's own plan (care plan, behaviour support plan) and the organisation's (outbreak management plan, Plan
  // for Continuous Improvement) are not found in the same places.
  if (last === 'improvement' || (last === 'plan' && ORGANISATION_PLAN.test(term))) return 'plan:organisation';
  if (/^(register|plan|form|agreement|chart|notes|assessment|log|folder|book|checklist|handbook)$/.test(last))
    return last;
  if (/^(precautions)$/.test(last)) return 'precautions';
  if (/^(hygiene|etiquette)$/.test(last)) return 'hygiene';
  if (/^(stewardship|test|cohorting)$/.test(last)) return last;
  // Laws by what they are: an Act, a set of rules or standards, a scheme, principles, a statement, a code.
  const law =
    /\b(act|rules|standards|scheme|principles|rights|code)\b(?:\s+(?:of|for)\b.*)?(?:\s+\d{4})?$/.exec(
      term.trim().toLowerCase(),
    );
  if (law) return `law:${law[1] === 'rights' ? 'principles' : law[1]}`;
  // A meeting (handover, case conference), telling a resident what went wrong, and an investigation method differ.
  if (/^(conference|handover|meeting|huddle)$/.test(last)) return 'meeting';
  if (/^(disclosure|analysis)$/.test(last)) return last;
  if (/^(consent)$/.test(last)) return 'consent';
  if (/^(practitioner|pharmacist|prescriber|nurse)$/.test(last)) return 'clinician';
  // A representative, a substitute decision-maker, next of kin and an advocate overlap in practice (see askable).
  if (/^(advocate|representative|decision-maker|kin)$/.test(last)) return 'supporter';
  if (/^(police|unit)$/.test(last)) return 'agency';
  if (/^(worker|workers|contractor|investigator)$/.test(last)) return 'worker';
  if (/^(gloves|gowns|masks|protection|equipment|rub)$/.test(last)) return 'ppe';
  if (/^(safe|trolley|fridge)$/.test(last)) return 'storage';
  if (/^(bins|container)$/.test(last)) return 'waste';
  if (/^(breach)$/.test(last)) return 'breach';
  // The kinds of reportable incident are alike; a fall or a missed dose is a clinical event, not one of them.
  if (/^(miss|reaction|dose|fall)$/.test(last)) return 'event';
  // Of those, a death or an absence is something that happens to a person, not a way of treating them: "care free
  // from exploitation, ___ and abuse" takes no "unexpected death".
  if (/^(death|absence)$/.test(last)) return 'loss';
  if (/^(force|neglect|abuse|coercion|contact|practices)$/.test(last)) return 'reportable';
  return 'other';
}

const THE_ACT = /^(?:the\s+)?Aged Care Act(?: 2024)?$/i;
const UNDER_THE_ACT =
  /^(?:the\s+)?(?:Statement of Rights|Statement of Principles|Serious Incident Response Scheme|Code of Conduct for Aged Care|Aged Care Code of Conduct|Aged Care Rules(?: 2025)?)$/i;

/**
 * What a kind of term is for, more broadly: an infection precaution, a process staff follow, a document, a person, a
 * harm. A term of another kind but of the same broad kind can stand in a sentence where its own kind runs out ("root
 * cause analysis" for "open disclosure"); one of another broad kind reads as nonsense ("hand hygiene" for it).
 */
function termKind(group: string): string {
  if (group.startsWith('law:')) return 'law';
  if (/^(precautions|hygiene|ppe|stewardship|test|cohorting)$/.test(group)) return 'infection';
  if (/^(disclosure|analysis|meeting)$/.test(group)) return 'process';
  // A record of one person (a care plan, progress notes, a chart), a register or log the service keeps, and a form or
  // agreement someone fills in or signs are found in different places: "the resident's ___" takes no register.
  if (/^(plan|notes|chart|folder|assessment)$/.test(group)) return 'personal-record';
  if (/^(register|log|book)$/.test(group)) return 'register';
  if (/^(form|agreement|checklist|handbook)$/.test(group)) return 'document';
  if (/^(clinician|supporter|worker|agency)$/.test(group)) return 'person';
  if (/^(reportable|loss|event|breach)$/.test(group)) return 'harm';
  if (/^(storage|waste)$/.test(group)) return 'storage';
  return group;
}

/**
 * Three distractors for a fact, or null when the policy offers no fair ones. `mixed` is set when a term's distractors
 * had to come from other kinds of term of its category (a register for a plan), which read less well.
 */
function chooseDistractors(
  sentence: Sentence,
  span: Span,
  facts: PolicyFacts,
): { options: string[]; mixed: boolean } | null {
  const answerNorm = norm(span.text);
  const frame = frameOf(sentence, span);
  const sentenceNorm = frame.self;
  const chosen: string[] = [];
  const pool: string[] = [];
  let sameKind = Infinity;
  let mixed = false;
  if (span.kind === 'term' && span.category) {
    // Terms of the same kind as the answer first (a plan for a plan, a register for a register), then terms of the
    // same broad kind (a process for a process), the policy's own before the field's general list, so a distractor
    // reads in the sentence as the answer does. A law takes laws of its kind ("Standard 2 of the ___" is no place for
    // a scheme).
    const group = termGroup(span.text);
    const own = facts.byCategory.get(span.category) ?? [];
    const terms = [...own, ...(TERMS[span.category] ?? [])];
    sameKind = terms.filter((t) => termGroup(t) === group).length;
    const kind = termKind(group);
    // Laws of one field: the Privacy Act, its Principles and its breach scheme are no distractors for the aged care
    // law ("The ___ requires registered providers to have an incident management system").
    const privacyLaw = (t: string) => /\b(privacy|data breach)/i.test(t);
    const fits = (t: string) => kind !== 'law' || privacyLaw(span.text) || !privacyLaw(t);
    const same = (t: string) => termGroup(t) === group && fits(t);
    const near = (t: string) => termGroup(t) !== group && termKind(termGroup(t)) === kind && fits(t);
    pool.push(...terms.filter(same), ...own.filter(near), ...terms.filter(near));
    if (group === 'other') sameKind = pool.length;
  } else if (span.kind === 'word') {
    const ws = facts.words.filter(
      (w) => w.length >= 6 && !STOPWORDS.has(w) && suffixClass(w) === suffixClass(span.text),
    );
    pool.push(
      ...ws.sort(
        (a, b) =>
          Math.abs(a.length - span.text.length) - Math.abs(b.length - span.text.length) || (a < b ? -1 : 1),
      ),
    );
  } else pool.push(...(facts.byKind.get(span.kind) ?? []));
  if (span.kind !== 'term') pool.push(...generatedDistractors(span));
  const index = facts.index;
  const truer = truerInList(
    `${sentence.text.slice(0, span.start)}_____${sentence.text.slice(span.end)}`,
    index,
  );
  const party = span.kind === 'role' || span.kind === 'organisation' ? kindOfParty(span.text) : null;
  const siblings = sentence.lead
    ? (facts.listItems.get(sentence.lead)?.filter((x) => x !== norm(sentence.source)) ?? [])
    : [];
  for (const [at, option] of pool.entries()) {
    // A role in the answer's number ("___ and allied health professionals are checked": "Pharmacists", not "Pharmacist").
    const o = span.kind === 'role' ? inNumberOf(option.trim(), span.text) : option.trim();
    const on = norm(o);
    if (!on || on === answerNorm) continue;
    if (on.includes(answerNorm) || answerNorm.includes(on)) continue;
    if (stem(on) === stem(answerNorm)) continue;
    if (sentenceNorm.includes(on)) continue;
    // Another item of the list the answer is in, or a kind of one ("missed dose" beside "Any medication error or ___").
    if (truer(o)) continue;
    if (chosen.some((c) => norm(c) === on || norm(c).includes(on) || on.includes(norm(c)))) continue;
    if (sameValue(o, span.text, span.kind) || chosen.some((c) => sameValue(o, c, span.kind))) continue;
    if (!sameShape(span.text, o, span.kind)) continue;
    // Another of the policy's amounts of another order ("$9,200" a year for a hotline beside a $50 gift limit) is absurd.
    if (span.kind === 'money') {
      const amount = (x: string) => Number(x.replace(/[^\d.]/g, ''));
      const ratio = amount(o) / amount(span.text);
      if (!(ratio >= 0.25 && ratio <= 4)) continue;
    }
    // A name the sentence already gives by its initials ("Tell the RN or ___" with "Registered Nurse").
    const initials = initialsOf(o);
    if (initials.length >= 2 && new RegExp(`\\b${initials}s?\\b`).test(sentence.text)) continue;
    // Another item of the answer's own list ("The types of reportable incident are: ...") is true too.
    if (siblings.some((x) => x.includes(on))) continue;
    // A person for a person, a body for a body ("each Board", "an independent police" read as nonsense).
    if (party) {
      const kind = kindOfParty(option.trim()) ?? kindOfParty(o);
      if (kind && kind !== party) continue;
      // A position for a position, a profession for a profession (the IPC Lead may be a Registered Nurse).
      if (positionAndProfession(span.text, o)) continue;
      // Hands-on care is no board's or chief executive's ("_____ monitor each resident for distress" takes no "Chairs").
      if (CARE_ROLE.test(span.text) && GOVERNING_ROLE.test(o)) continue;
      // A service a person uses ("people who are deaf may use the National Relay Service", "staff are offered the
      // Employee Assistance Program") takes no body that governs or runs things: no authority, unit or committee is
      // used or offered, and such a body is no service.
      if (SERVICE_HEAD.test(span.text) && RUNNING_BODY_HEAD.test(o)) continue;
      if (RUNNING_BODY_HEAD.test(span.text) && SERVICE_HEAD.test(o)) continue;
    }
    // One a kind of the other ("hand hygiene" for "standard precautions", "Board of Directors" for "Board"), by the
    // field's usage or the policy's own words ("the prescriber (usually the GP)"): a reader could rightly choose it.
    if (NAMED_KINDS.has(span.kind)) {
      if (nestedTerms(span.text, o) || chosen.some((c) => nestedTerms(c, o))) continue;
      if (linkedInPolicy(index, span.text, o)) continue;
    }
    // The Statement of Rights, the Serious Incident Response Scheme and the Code of Conduct are set out under the Act:
    // "reportable incidents under the ___" is true of the Act too, so neither is the other's distractor.
    if (UNDER_THE_ACT.test(span.text) ? THE_ACT.test(o) : THE_ACT.test(span.text) && UNDER_THE_ACT.test(o))
      continue;
    // A value the sentence already counts ("at 1, 3 and ___ months" takes no "3 months").
    if (
      (span.kind === 'duration' || span.kind === 'frequency' || span.kind === 'measure') &&
      /\d/.test(o) &&
      new RegExp(`(?<![\\d.])${escapeRegExp(/\d+(?:\.\d+)?/.exec(o)?.[0] ?? '')}(?![\\d.])`).test(
        sentence.text.slice(0, span.start) + sentence.text.slice(span.end),
      )
    )
      continue;
    // A person's name run into their title ("Eleni Papadakis Chief Executive Officer") is no role.
    if (
      /^\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+\s+(?:Chief|Director|General|Executive|Head|Manager|Officer|Care|Clinical|Quality|Privacy|Service|Registered|Senior)\b/u.test(
        o,
      ) &&
      kindOfParty(o) !== 'body'
    )
      continue;
    // "Our ___" is one of the provider's own: no regulator or government body ("Our ___ is the Quality and Safety
    // Manager" takes no "Australian Information Commissioner").
    if (/\bour\s*$/i.test(sentence.text.slice(0, span.start)) && EXTERNAL_BODY.test(o)) continue;
    // An internal role or body takes none of the regulators ("who checks in with the discloser" takes no "Complaints
    // Commissioner", "staff are offered the ___" no Information Commissioner).
    if (
      (span.kind === 'role' || span.kind === 'organisation') &&
      !EXTERNAL_BODY.test(span.text) &&
      EXTERNAL_BODY.test(o)
    )
      continue;
    // A role the sentence names in one word ("if it concerns the Chair, to ___") takes no longer name for it ("Board
    // Chair"): the reader sees they are one person.
    if (span.kind === 'role') {
      const head = /(\p{Lu}\p{Ll}+|[A-Z]{2,})$/u.exec(o)?.[1];
      if (
        head &&
        o.includes(' ') &&
        new RegExp(`\\bthe\\s+${head}\\b(?!\\s+(?:of\\b|\\p{Lu}))`, 'u').test(
          sentence.text.slice(0, span.start) + sentence.text.slice(span.end),
        )
      )
        continue;
    }
    // An option that repeats the word before "or"/"and" ("a registered or ___" takes no "registered nurse").
    const joinedTo = /(\p{L}+)\s+(?:or|and)\s+$/iu.exec(sentence.text.slice(0, span.start))?.[1];
    if (joinedTo && new RegExp(`^${escapeRegExp(joinedTo)}\\b`, 'i').test(o)) continue;
    // Nor a term that ends in the word listed next to the blank ("abuse or ___", "___ and abuse" or "violence, abuse,
    // ___" takes no "emotional abuse"). Roles are apart: "the Care Manager or ___" may well be another manager.
    const listedBefore = /(\p{L}+)\s*(?:,|\s(?:or|and))\s+$/iu.exec(sentence.text.slice(0, span.start))?.[1];
    const joinedAfter = /^\s*(?:,|\s(?:or|and))\s+(\p{L}+)\b/iu.exec(sentence.text.slice(span.end))?.[1];
    const optionHead = /(\p{L}+)$/u.exec(o)?.[1]?.toLowerCase();
    const answerHead = /(\p{L}+)$/u.exec(span.text)?.[1]?.toLowerCase();
    if (
      span.kind === 'term' &&
      optionHead &&
      optionHead !== answerHead &&
      [listedBefore, joinedAfter].some((w) => w?.toLowerCase() === optionHead)
    )
      continue;
    // A frequency before its noun ("a clear _____ statement of fees") takes only frequencies that read there: "monthly"
    // and "yearly" do, "annually" and "every six months" do not.
    if (
      span.kind === 'frequency' &&
      attributiveSlot(sentence.text, span) &&
      !ATTRIBUTIVE_FREQUENCY.test(o.trim())
    )
      continue;
    // A period of years kept for records is no answer to a period of months ("7 years" to complete a competency due
    // "within the previous 12 months").
    if (span.kind === 'duration') {
      const x = periodDays(span.text);
      const y = periodDays(o);
      if (x !== null && y !== null && x <= 366 && y >= 5 * 365 && Number.isFinite(y)) continue;
    }
    // A regulator or outside body takes outside bodies ("complain to the ___ at the Commission" takes no "Privacy
    // Officer").
    if (
      (span.kind === 'role' || span.kind === 'organisation') &&
      EXTERNAL_BODY.test(span.text) &&
      !EXTERNAL_BODY.test(o)
    )
      continue;
    // Two names run together ("Transition Care Program and the Support Office") are not one option.
    if (/\sand\s+the\s+\p{Lu}/u.test(o)) continue;
    // Nor two positions ("Director of Clinical Services and General Manager Residential Living") beside one.
    if (span.kind === 'role' && twoPositions(o) && !twoPositions(span.text)) continue;
    // The answer's own name shortened ("Ops Manager" for "Operations Manager") is the same person.
    if ((span.kind === 'role' || span.kind === 'organisation') && shortenedName(o, span.text)) continue;
    // A group of people takes groups ("personal care workers who assist ..." is no place for "investigator").
    if (span.category === 'person' && /[^s]s$/.test(span.text.trim()) && !/[^s]s$/.test(o)) continue;
    // A role's head word alone ("Lead" for "Client Feedback and Complaints Lead", "Officer", "Chair") reads as a name cut
    // short, however the policy shortens it in passing ("the Lead refers the matter ...").
    if (
      span.kind === 'role' &&
      /^(?:lead|leader|officer|manager|coordinator|co-ordinator|director|chair|chairperson|partner|worker|supervisor|head|executive|secretary|nurse)$/i.test(
        o.trim(),
      )
    )
      continue;
    // A role the policy says the answer's holder also holds ("Privacy Officer; Operations Manager — privacy@...") is
    // the same person.
    if (span.kind === 'role' && sameHolder(index.plain, o, span.text)) continue;
    // A name the policy only writes as part of a longer one ("Chair" of "Chair of the Board") is no option.
    if (cutFromLongerName(index.plain, o) || cutFromLongerName(index.plain, option.trim())) continue;
    // It must read in the sentence as the answer does ("an ___", "the ___ meeting", "all ___").
    if (misfitsBetween(sentence.text.slice(0, span.start), sentence.text.slice(span.end), span.text, o))
      continue;
    // A distractor that turns the statement into another true statement of the policy is not wrong: skip it. That
    // includes the items of the same list ("Reportable incidents include neglect." when "neglect" is the next item).
    const filled = norm(sentence.text.slice(0, span.start) + o + sentence.text.slice(span.end));
    if (facts.sentenceSet.has(filled)) continue;
    if (trueElsewhere(frame, on, facts)) continue;
    const styled = matchCase(inStyleOf(o, span.text, span.kind), span.text);
    if (chosen.some((c) => norm(c) === norm(styled))) continue;
    chosen.push(styled);
    if (at >= sameKind) mixed = true;
    if (chosen.length === 3) return { options: chosen, mixed };
  }
  return null;
}

const POSITION_HEAD =
  /\b(?:manager|director|officer|coordinator|co-ordinator|lead|leader|nurse|executive|chair|chairperson|supervisor|secretary|president|administrator|practitioner|advisor|adviser|worker|head|partner)s?\b/i;

/** A name of two positions joined by "and" ("Director of Clinical Services and General Manager Residential Living"). */
export function twoPositions(name: string): boolean {
  const parts = name.split(/\s+(?:and|&)\s+/);
  return parts.length === 2 && parts.every((p) => POSITION_HEAD.test(p));
}

/**
 * Whether one name is the other with a word shortened ("Ops Manager" and "Operations Manager", "Dept Head" and
 * "Department Head"): the same words but one, written with its first letter and some of its others in order.
 */
export function shortenedName(a: string, b: string): boolean {
  const wa = a.trim().toLowerCase().split(/\s+/);
  const wb = b.trim().toLowerCase().split(/\s+/);
  if (wa.length !== wb.length || wa.length < 2) return false;
  let shortened = 0;
  for (const [i, x] of wa.entries()) {
    const y = wb[i] ?? '';
    if (x === y) continue;
    const [short, long] = x.length < y.length ? [x, y] : [y, x];
    if (short.length > long.length - 3 || short[0] !== long[0]) return false;
    let at = 0;
    for (const ch of long) if (ch === short[at]) at++;
    if (at < short.replace(/\.$/, '').length) return false;
    shortened++;
  }
  return shortened === 1;
}

/**
 * Whether the stem shares a telling word with the answer that the distractors do not ("Outbreaks are managed using our
 * ___" with "Outbreak Management Plan", "Antimicrobials are used wisely through our ___ program"). Words most of the
 * policy's sentences use ("care", "resident") tell nothing.
 */
/**
 * Whether the stem names its own answer in other words: "Standard 2 of the strengthened ___" (only the Quality
 * Standards have numbered standards and outcomes), or the answer's initials ("the ___ — especially APP 10 and APP 11"
 * for "Australian Privacy Principles").
 */
function namesItsAnswer(c: Candidate): boolean {
  const shown = c.question.replace(c.correct, ' ');
  // An email address that names the answer ("our ___: privacy@..." for "Privacy Officer").
  for (const m of shown.matchAll(/\b([a-z]+)(?:[._-][a-z]+)*@/gi))
    if (
      (m[1] ?? '').length >= 4 &&
      words(c.correct).some((w) => stem(w) === stem((m[1] ?? '').toLowerCase()))
    )
      return true;
  if (/\bStandards\b/.test(c.correct) && /\b(?:Standard|Outcome|Action)\s+\d/.test(shown)) return true;
  // A time the statement says again in short ("more than _____ ... before the 15 days are up" for "15 business days").
  const time =
    /^(?:within\s+|about\s+|up to\s+|at least\s+)?(\d+)\s+(?:(?:business|working|calendar|clear)\s+)?(minute|hour|day|week|month|year)s?\b/i.exec(
      c.correct,
    );
  if (
    time &&
    new RegExp(
      `(?<![\\d.])${time[1]}\\s+(?:(?:business|working|calendar|clear)\\s+)?${time[2]}s?\\b`,
      'i',
    ).test(shown)
  )
    return true;
  const initials = initialsOf(c.correct);
  return initials.length >= 2 && /^\p{Lu}/u.test(c.correct) && new RegExp(`\\b${initials}s?\\b`).test(shown);
}

function givesItselfAway(c: Candidate, facts: PolicyFacts): boolean {
  const shown = c.question
    .replace(/^Complete this statement from the policy(?:'s section “[^”]*”)?:\s*/, '')
    .replace(/^According to (?:the policy's (?:table|section) “[^”]*”|the policy),\s*/, '');
  const shownWords = words(shown.replace(c.correct, ' ')).filter((w) => w.length > 3 && !STOPWORDS.has(w));
  const stemWords = new Set(shownWords.map(stem));
  // Words of one family that the stemmer keeps apart ("an advocate from the _____" and "Advocacy Network").
  const family = (w: string) => (w.length >= 7 ? w.slice(0, 6) : undefined);
  const families = new Set(shownWords.map(family).filter(Boolean));
  const telling = (o: string) =>
    words(o)
      .filter((w) => w.length > 3 && !STOPWORDS.has(w))
      .filter((w) => stemWords.has(stem(w)) || families.has(family(w)));
  const answerShared = telling(c.correct).filter(
    (w) => (facts.wordStats.get(w) ?? 0) <= Math.max(3, facts.sentenceCount * 0.25),
  );
  if (!answerShared.length) return false;
  const others = (c.options ?? []).filter((o) => o !== c.correct);
  return others.filter((o) => telling(o).length > 0).length < 2;
}

/**
 * Stricter than the checker, for the questions this generator writes itself: any "it" or "them" a verb acts on, and
 * any "those ...", may stand for a sentence the learner does not see, and the policy has other statements to ask about.
 */
function leansOnElsewhere(question: string): boolean {
  return (
    new RegExp(`\\b${OBJECT_VERBS}\\s+(it|them)\\b`, 'i').test(question) ||
    // A clause the reader is not shown ("where paragraph (a) applies", "refer as above").
    /\b(where|if|when|once|unless)\s+(paragraph|sub-?paragraph|sub-?clause|clause|item)\s+\(?[a-z0-9]{1,3}\)?(\.\d+)*\s+(applies|is met|is satisfied|has been)\b/i.test(
      question,
    ) ||
    /\b(as (set out |described |noted |listed |stated )?above|as (set out |described |listed )?below|the above)\b/i.test(
      question,
    ) ||
    // "signs off the weekly, monthly and quarterly duties below": a part of the document the reader is not shown.
    /\b(?:the|these|those)\s+(?:[\w,-]+\s+){0,5}?(?:duties|steps|tasks|items|actions|rules|requirements|records|tables?|sections?|lists?|checks)\s+(?:below|above)\b|\b(?:listed|set out|shown|described|detailed)\s+(?:below|above)\b/i.test(
      question,
    ) ||
    // "every item below", "(details below)", "column G": more of the document out of view.
    /\b(?:every|each|all|any)\s+(?:of the\s+)?(?:items?|steps?|checks?|requirements?|documents?|records?|rows?|entries|boxes|points?|things?)\s+(?:listed\s+|shown\s+)?(?:below|above)\b|\([^)]{0,30}\b(?:below|above|overleaf)\)|\bcolumn\s+[A-Z]\b/i.test(
      question,
    ) ||
    (/\bthose\s+[a-z]+/i.test(question) && !/\bthose\s+who\b/i.test(question)) ||
    // A time named in a sentence the reader is not shown ("a renewal prompt _____ before that date").
    /\b(before|after|by|on|from|until)\s+(that|this)\s+(date|day|time|point|deadline)\b/i.test(question)
  );
}

/** Gives a distractor the answer's capitalisation style so the right option does not stand out. */
function matchCase(option: string, answer: string): string {
  if (/^[A-Z]{2,}/.test(option) || /^[A-Z]{2,}/.test(answer)) return option;
  // "Complaints Register" among "incident register" and "risk register": every word capitalised, as the answer is.
  const small = /^(of|and|for|the|to|in)$/;
  const titled = (t: string) =>
    t
      .trim()
      .split(/\s+/)
      .every((w) => /^\p{Lu}/u.test(w) || small.test(w));
  if (/\s/.test(answer.trim()) && titled(answer) && /^\p{Ll}/u.test(option))
    return option
      .split(' ')
      .map((w, i) => (i > 0 && small.test(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
      .join(' ');
  if (/^\p{Lu}/u.test(answer) && /^\p{Ll}/u.test(option))
    return option.charAt(0).toUpperCase() + option.slice(1);
  if (/^\p{Ll}/u.test(answer) && /^\p{Lu}\p{Ll}/u.test(option) && !/\s\p{Lu}/u.test(option))
    return option.charAt(0).toLowerCase() + option.slice(1);
  return option;
}

const WH: Partial<Record<SpanKind, string>> = {
  duration: 'what timeframe',
  frequency: 'how often',
  measure: 'what measure',
  money: 'what amount',
  date: 'what date',
  phone: 'which phone number',
  role: 'whom',
  organisation: 'which organisation',
};

function lowerStart(text: string, facts: PolicyFacts): string {
  // The first word without the punctuation after it ("You, or someone you have authorised, ...").
  const first = /^([\p{L}'’-]+)/u.exec(text)?.[1] ?? '';
  const lower = first.toLowerCase();
  // "We'll acknowledge ...", "You can ...": a pronoun is never a name.
  if (/^(we|we['’]ll|we['’]re|we['’]ve|you|you['’]ll|you['’]re|our|your|they|their)$/.test(lower))
    return text.charAt(0).toLowerCase() + text.slice(1);
  // "Clinical Lead starts ...", "Priority 2 notifications ...": a name or a term, kept as written.
  if (/^\S+\s+(\p{Lu}|\d)/u.test(text) && !STOPWORDS.has(lower)) return text;
  // Lower-case a sentence's first word only when the policy also writes it in lower case (so names keep capitals).
  if (
    /^\p{Lu}\p{Ll}*$/u.test(first) &&
    (STOPWORDS.has(lower) || (facts.wordStats.get(lower) ?? 0) > 0) &&
    first !== first.toLowerCase()
  ) {
    // Word counts are case-blind: a word the policy writes with a capital inside its sentences and never in lower case is
    // a name ("Lacebark convenes ..." keeps its capital; "Verbal orders ..." and "Staff ..." do not).
    const esc = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const lowerSeen = new RegExp(`(?<![\\p{L}'’@./-])${esc(lower)}(?![\\p{L}])`, 'u').test(facts.index.plain);
    const nameInside = new RegExp(`[\\p{Ll},;]\\s+${esc(first)}(?![\\p{L}])`, 'u').test(facts.index.plain);
    if (facts.wordStats.has(lower) && (STOPWORDS.has(lower) || lowerSeen || !nameInside))
      return text.charAt(0).toLowerCase() + text.slice(1);
  }
  return text;
}

/** A clause number ("4.3", "(b)") or a step's label ("Box 3:", "Step 2 –") before a statement: the document's own. */
const CLAUSE_NUMBER =
  /^\s*(?:\(?(?:\d+(?:\.\d+)*|[a-z]|[ivx]+)[.)]|\d+(?:\.\d+)+|[A-Z]\.\d+(?:\.\d+)*[a-z]?|(?:[A-Z]{1,4}-)?[A-Z]{1,3}\d+(?:\.\d+)+[a-z]?(?:\(\d+\))?|(?:box|step|stage|phase|part|level|tier)\s+\d+[a-z]?\s*[:.–—-])\s+/i;

const RECORD_HEADS = 'register|plan|chart|log|folder|agreement|checklist|handbook|notes';
const RECORD_NAME = new RegExp(`\\b((?:[a-z][a-z'-]+\\s+){1,2})(${RECORD_HEADS})\\b`, 'g');

/**
 * The policy's own names for its records ("feedback register", "gifts register", "visit log"), which no list of
 * terms can know: facts to ask about, with the policy's other records of the same kind as distractors.
 */
function recordNames(text: string): Span[] {
  const out: Span[] = [];
  for (const m of text.matchAll(RECORD_NAME)) {
    // Only the name's own words, read back from the head: "in the feedback register" gives "feedback register",
    // "keeps the register" nothing.
    const words_ = (m[1] ?? '').trim().split(/\s+/);
    const modifiers: string[] = [];
    for (let i = words_.length - 1; i >= 0; i--) {
      const w = words_[i] ?? '';
      const previous = (words_[i - 1] ?? '').toLowerCase();
      // "the banning orders register": a word in -ing right after an article is part of the name.
      if (/ing$/.test(w) && modifiers.length && /^(the|a|an|our|its|their|your)$/.test(previous)) {
        modifiers.unshift(w);
        break;
      }
      // "the care and services plan": two nouns joined by "and" make one name.
      if (w === 'and' && modifiers.length && /^[a-z]{3,}$/.test(previous) && !STOPWORDS.has(previous)) {
        if (/^(the|a|an|our|its|their|your)$/.test((words_[i - 2] ?? '').toLowerCase())) {
          modifiers.unshift(previous, w);
          break;
        }
      }
      // "three pastoral notes", "residents' pastoral notes": a count or an owner is not part of the record's name.
      if (
        STOPWORDS.has(w) ||
        /(ed|ing|ly)$/.test(w) ||
        /^(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|several|many|few|some|both|all|more|most|other|any)$/.test(
          w,
        ) ||
        // "the relevant register", "the appropriate form": which one depends on the case, so it names none.
        /^(?:relevant|appropriate|applicable|respective|correct|proper|right|same|usual)$/.test(w) ||
        /['’]$/.test(w)
      )
        break;
      modifiers.unshift(w);
    }
    if (!modifiers.length) continue;
    // "Drug of dependence register": the name runs on before "of", and a blank in it would split it.
    if ((words_[words_.length - 1 - modifiers.length] ?? '').toLowerCase() === 'of') continue;
    const name = `${modifiers.join(' ')} ${m[2] ?? ''}`;
    const start = (m.index ?? 0) + (m[0].length - name.length);
    out.push({ start, end: start + name.length, text: name, kind: 'term', category: 'record' });
  }
  return out;
}

/** Writes the question: a direct question when the fact starts or ends the sentence, otherwise a fill-in-the-blank. */
/**
 * A pointer to another part of the document ("(see 10.6)", "(Section 13 — Records)", ", under Section 13 (Records and the
 * Archive)." at the end): the reader of a question has not been shown that part, and the statement says the same without it.
 */
const CROSS_REFERENCE_PART = String.raw`(?:sections?|clauses?|parts?|schedules?|appendix|appendices|annex(?:es)?|chapters?|paragraphs?|rules?|by-laws?|steps?|beats?|stages?)`;
const BRACKETED_REFERENCE = new RegExp(
  String.raw`\s*\((?:(?:see|refer to|under|in|as in|per|as per|and)?\s*${CROSS_REFERENCE_PART}\s+\d+(?:\.\d+)*[a-z]?|(?:see|refer to)\s+\d+(?:\.\d+)*[a-z]?|\d+(?:\.\d+)+[a-z]?)(?:\s*(?:and|or|,|to|–|-)\s*\d+(?:\.\d+)*[a-z]?)*(?:\s*[—–:-]\s*[^()]{0,60})?\)`,
  'gi',
);
const TRAILING_REFERENCE = new RegExp(
  String.raw`,?\s+(?:under|in|see|as set out in|set out in|in line with|as per|per|according to|as described in|described in)\s+(?:the\s+)?${CROSS_REFERENCE_PART}\s+\d+(?:\.\d+)*[a-z]?(?:\s*\([^()]{0,60}\))?(?=[\s.!;:]*$)`,
  'i',
);
function withoutCrossReferences(text: string): string {
  return text.replace(BRACKETED_REFERENCE, '').replace(TRAILING_REFERENCE, '');
}

function writeQuestion(
  sentence: Sentence,
  span: Span,
  facts: PolicyFacts,
): { text: string; direct: boolean } {
  const text = sentence.text.replace(/\s+/g, ' ').trim();
  // A clause number ("4.3", "(b)") is the document's numbering, not part of the statement; nor is a pointer to another
  // part of the document.
  const before = withoutCrossReferences(text.slice(0, span.start).replace(CLAUSE_NUMBER, ''));
  // The answer's own abbreviation beside it ("Older Persons Advocacy Network (OPAN)") would give it away.
  const after = withoutCrossReferences(
    text.slice(span.end).replace(/^\s*\([A-Z][A-Za-z]{1,7}(?:[,;][^)]*)?\)/, ''),
  );
  const atEnd = /^[\s.!;:)]*$/.test(after);
  const atStart = /^\s*(?:the\s+)?$/i.test(before);
  const wh = WH[span.kind];
  if (
    wh &&
    span.kind === 'role' &&
    atStart &&
    /^\s+(must|will|should|is|are|may|can|has|have|decides|leads|reviews|approves|oversees|keeps|checks|reports|receives|acknowledges|investigates|runs|manages|ensures|completes|maintains|classifies|records|answers)\b/i.test(
      after,
    ) &&
    // Not where a second clause has a subject of its own ("... must approve any withholding, and the reason is given in
    // writing"): "who ..., and the reason is given?" does not read as one question.
    !/,\s*(?:and|but)\s+(?:(?:you|we|they|he|she|it)\b|(?:the|a|an|their|his|her|its|this|that|these|those|each|every|any|no)\s+(?:[\w'’-]+\s+){0,2}?(?:is|are|was|were|will|must|may|can|has|have|goes|go)\b)/i.test(
      after,
    ) &&
    // Nor where a semicolon runs on into another clause ("who reviews every incident within 7 days; the MAC reviews
    // trends quarterly?").
    !/;\s*\S/.test(after) &&
    // Nor where a named body does the next thing ("who reviews every incident within 7 days, and the MAC reviews
    // trends each quarter?").
    !/,\s*(?:and|but)\s+the\s+(?:\p{Lu}[\p{L}'’-]*\s+){1,5}\p{Ll}+s\b/u.test(after)
  ) {
    return { text: `According to the policy, who${after.replace(/[.!;:\s]+$/, '')}?`, direct: true };
  }
  // A lead with a label or an open bracket in it ("RNs and clinical staff: ...", "(target: ...") reads as a
  // fragment once turned into a question: the statement is asked as a fill-in-the-blank instead.
  const garbled =
    /:|\s[–—]\s|;/.test(before) || (before.match(/\(/g) ?? []).length > (before.match(/\)/g) ?? []).length;
  if (wh && atEnd && !garbled && before.trim().split(/\s+/).length >= 4 && STATEMENT.test(before)) {
    let lead = before.replace(/\s+$/, '').replace(/\s*\b(?:the|a|an|their|your|our|his|her|its)$/i, '');
    let phrase = wh;
    // "at the end of every shift" asked "at the end of how often?": a time named by what it is the end or start of.
    if (
      (span.kind === 'role' || span.kind === 'frequency' || span.kind === 'duration') &&
      /\bof$/i.test(lead)
    )
      return {
        text: `Complete this statement from the policy: “${`${before}${BLANK}${after}`.trim()}”`,
        direct: false,
      };
    if (span.kind === 'role' && !/\b(to|by|with|from)$/i.test(lead))
      phrase = kindOfParty(span.text) === 'body' ? 'which body' : 'which person or role';
    if (span.kind === 'frequency') lead = lead.replace(/\s*\b(?:every|at|once)$/i, '');
    if (span.kind === 'duration' && /\bfor$/i.test(lead)) phrase = 'how long';
    return { text: `According to the policy, ${lowerStart(lead, facts)} ${phrase}?`, direct: true };
  }
  const blanked = `${before}${BLANK}${after}`.trim();
  return { text: `Complete this statement from the policy: “${blanked}”`, direct: false };
}

const MONTH = /\b(January|February|March|April|May|June|July|August|September|October|November|December)\s*$/;

/**
 * Whether a fact makes a fair blank where it sits: not one item of a run of items (the others would be true too), not
 * one end of a range ("48 to ___"), not a date or a contact number on its own, not a verb that looks like a term
 * ("may fall within"), not half of a name or of a compound ("the ___ team", "the Office of the ___").
 */
/** Whether a fact lies in the lead-in a list item is read with, rather than in the item. */
function inLeadIn(sentence: Sentence, span: Span): boolean {
  if (!sentence.lead) return false;
  const lead = sentence.lead.replace(/[\s:]+$/, '');
  return lead.length > 0 && sentence.text.startsWith(lead) && span.end <= lead.length;
}

function askable(sentence: Sentence, span: Span): 'yes' | `weak:${string}` | 'no' {
  const before = sentence.text.slice(0, span.start);
  const after = sentence.text.slice(span.end);
  // A date or a number without what it is for ("From 1 November 2025 ...", "(1800 700 600)") is trivia.
  const trivia =
    span.kind === 'date' ||
    (span.kind === 'phone' &&
      !/\b(call|calling|phone|ring|contact|contacting|dial)\b/i.test(sentence.text)) ||
    // The law a statement cites ("This policy follows the ___ (sections 17 and 18)") is citation, not practice.
    (span.kind === 'term' && span.category === 'law');
  // A name given in brackets to what the sentence describes ("told what happened (open disclosure)"): other names of
  // its kind do not read as names for that.
  if (/\(\s*$/.test(before) && /^\s*\)/.test(after) && span.kind === 'term') return 'weak:bracket';
  // A phone number is looked up, not learnt: reviewers read every question on one as trivia.
  if (span.kind === 'phone') return 'no';
  // What happened once, in a year gone by ("in 2024–25 we took six months to fill two roles"): history, not a rule.
  if (
    /\b(?:in|during|over|last)\s+(?:(?:the\s+)?(?:past|last)\s+\w+|20\d\d(?:\s*[–/-]\s*\d{2,4})?|FY\s?\d{2,4})\b[^.;]{0,30}\b(?:we|it|they|the service)\s+(?:took|had|received|saw|lost|recorded|made|found|needed|spent|waited)\b/i.test(
      sentence.text,
    )
  )
    return 'no';
  // A frequency with the day it falls on ("checked _____ on 1 October"): one date in the calendar gives away "every year".
  if (
    span.kind === 'frequency' &&
    /^\s*(?:on|from|by|each|every|in)\s+(?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:January|February|March|April|May|June|July|August|September|October|November|December)|(?:January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2}\b)/.test(
      after,
    )
  )
    return 'no';
  // A period that names a phase in its label ("First 90 Days: at least three buddy shifts; ..."): half a name.
  if (span.kind === 'duration' && /\d\s+\p{Lu}/u.test(span.text) && /^\s*[:—–]/.test(after)) return 'no';
  // One of a sentence's examples ("A comment in the break room, an email to a ___ or a remark at a care conference may
  // each be a disclosure"): other names would do as well.
  if (
    /\b(?:(?:may|might|could|can)\s+(?:each|all|also|equally)\s+be|each\s+(?:may|might|could|can)\s+be|are\s+(?:all\s+)?examples)\b/i.test(
      after,
    )
  )
    return 'weak:examples';
  // A value given as an example ("a monitoring schedule (for example, a _____ observation chart)"): the example's, not
  // the policy's rule.
  if (
    span.kind !== 'role' &&
    span.kind !== 'organisation' &&
    span.kind !== 'term' &&
    /\b(?:for example|for instance|e\.g\.?|such as)\b[^.;:)]*$/i.test(before)
  )
    return 'weak:examples';
  // A name written as a verb ("never _____ a client who needs help" for "neglect"): the other names of its kind are
  // nouns and do not read there.
  if (
    span.kind === 'term' &&
    /\b(?:never|not|to|must|will|should|shall|cannot|can['’]t|don['’]t|won['’]t)\s+$/i.test(before) &&
    /^\s+(?:a|an|the|their|any|them|him|her|anyone|someone|residents?|clients?|people|others?|children)\b/i.test(
      after,
    )
  )
    return 'no';
  // A step's one word and its note in brackets ("Tell (as soon as possible, and within _____)."): what is told, to whom,
  // is in a line the question does not show.
  if (
    sentence.text
      .replace(/\([^)]*\)/g, ' ')
      .trim()
      .split(/\s+/)
      .filter((w) => /\p{L}/u.test(w)).length <= 2
  )
    return 'no';
  // All of them ("_____ of workers have verified screening") is the answer anyone would guess for a target.
  if (span.kind === 'measure' && /^100(?:\.0+)?\s*(?:%|per\s*cent|percent)$/i.test(span.text.trim()))
    return 'no';
  // A share ("_____ of complaints resolved within 10 business days", "Teams below _____", "(target 90%)") is a target
  // or a statistic a manager reports: reviewers read nearly four in five such questions as faulty. A share of a body
  // measure (weight lost, oxygen saturation) is clinical practice.
  if (
    span.kind === 'measure' &&
    /(?:%|per\s*cent|percent)$/i.test(span.text.trim()) &&
    !/\b(weight|body|BMI|oxygen|saturation|blood|fluid|intake|dose)\b/i.test(sentence.text)
  )
    return 'no';
  // What something costs the provider ("The external hotline costs $9,200 a year", "will save about $6,800 a year in
  // storage fees"): budget, not practice. A limit staff keep to ("gifts over $50") is asked.
  if (
    span.kind === 'money' &&
    /\b(costs?|costing|save|saves|saving|savings|budget(?:ed)?|funded|funding|spend|spent|storage fees|a year|per year|per annum|annually)\b/i.test(
      sentence.text,
    )
  )
    return 'no';
  // How far a place is ("6 hours by road from Perth"): local knowledge, not practice.
  if (
    span.kind === 'duration' &&
    /^\s*(?:by (?:road|car|air|plane|bus|train)|(?:drive|driving|flight|flying|walk)\b|from\s+\p{Lu})/u.test(
      after,
    )
  )
    return 'no';
  // A term opening its own definition ("Hand hygiene — cleaning hands ...") is asked as a definition instead.
  if (
    (span.kind === 'term' || span.kind === 'role' || span.kind === 'organisation') &&
    /^\s*(?:\(?[a-z0-9]{1,3}[.)]\s*)?$/i.test(before) &&
    /^\s*(?:\([^)]*\)\s*)?(?:[–—:]|\s-\s|(?:or|and)\s[^—–:]{0,60}[—–:]|means\b|refers to\b|is defined as\b)/i.test(
      after,
    )
  )
    return 'no';
  if (span.kind === 'role' || span.kind === 'organisation' || span.kind === 'term') {
    // An instruction's verb read into the name at the start of a sentence ("Call the Older Persons Advocacy Network").
    const [verb = '', article = ''] = span.text.split(/\s+/);
    if (STEP_VERB_OF.get(verb.toLowerCase()) === verb.toLowerCase() && /^(the|a|an|your|our)$/i.test(article))
      return 'no';
    // A body named as what it owns ("___ directors", "the ___ agenda") gives itself away: only a board has directors.
    if (
      /^\s*(team|unit|department|staff|members?|office|directors?|chair(person)?|secretary|agenda|minutes|charter|certificates?|clearances?)\b/i.test(
        after,
      )
    )
      return 'no';
    // The body an office belongs to ("the Chairperson of the _____", "the Secretary of the _____") is half of a title.
    if (
      /\b(?:chair(?:person|man|woman)?|president|secretary|treasurer|director|head|chief|convenor)\s+of\s+(?:the|our)\s+$/i.test(
        before,
      )
    )
      return 'no';
    // Either end of a range ("from the _____ to a casual kitchen hand") stands for everyone between: any role fits.
    if (/\bfrom\s+(?:the\s+|a\s+|an\s+|our\s+)?$/i.test(before) && /^\s+to\s/i.test(after)) return 'no';
    // One of the people to tell beside "any staff member" ("tell any staff member, the _____, or ..."): every other role
    // is a staff member too.
    if (
      /\bany\s+(?:staff member|member of (?:staff|the team)|worker|employee|team member|staff)\s*(?:,|\bor\b)\s*(?:[^.;:]{0,40}?(?:,|\bor\b)\s*)?(?:the\s+|a\s+|an\s+|our\s+|your\s+)?$/i.test(
        before,
      )
    )
      return 'no';
    // "Registered Nurse in charge", "Director of Quality, Risk and Compliance": the name goes on after the fact.
    if (/^\s*in charge\b/i.test(after) || /^,\s*\p{Lu}\p{Ll}+\s+(and|&)\s+\p{Lu}/u.test(after)) return 'no';
    // "The ___ meets at least eight times a year": every board and committee meets, and most as often.
    if (
      span.kind !== 'term' &&
      /^\s*(?:\([^)]*\)\s*)?(meets|convenes|sits|is chaired|has between|has (?:at least )?\d|is made up)\b/i.test(
        after,
      )
    )
      return 'weak:meets';
    // A representative, a substitute decision-maker, next of kin and an advocate overlap: each makes the others true,
    // and no other kind of person fits where one of them is meant.
    if (span.kind === 'term' && termGroup(span.text) === 'supporter') return 'no';
    // Two names run together ("Committee of Management and Chief Executive") stand out among single names.
    if (/\s(and|or)\s+(?:the\s+)?\p{Lu}/u.test(span.text) && !joinedRole(span.text)) return 'no';
    // Every way of mistreating a person is forbidden: in a list of what care is free from or what is never done ("We
    // never harm: no violence, abuse, ___, exploitation"), any of them is true. Asked only when the policy (a short code
    // of conduct) has too few other statements.
    if (
      span.kind === 'term' &&
      /^(reportable|loss)$/.test(termGroup(span.text)) &&
      /\b(free from|never|no|not tolerate[ds]?|zero tolerance|prohibit\w*|must not|forbid\w*)\b/i.test(
        sentence.text.slice(0, span.start),
      )
    )
      return 'weak:harm';
    // Every kind of reportable incident is one: where the statement is about reportable incidents, any of them is true.
    if (
      span.kind === 'term' &&
      /^(reportable|loss)$/.test(termGroup(span.text)) &&
      // Also an item under a lead-in or heading that says so ("What counts as a reportable incident?").
      // So is a list of what is reported to the Commission ("lists the types we report to the Aged Care Quality and
      // Safety Commission:").
      /reportable|serious incident|\bSIRS\b|\b(report|notify|tell)\w*\b[^.]{0,40}\b(Commission|ACQSC)\b/i.test(
        `${sentence.text} ${sentence.lead ?? ''} ${sentence.section}`,
      )
    )
      return 'no';
    // A bare role noun ("Lead" of "IPC Lead" written "(IPC) Lead") is half a name.
    if (span.kind === 'role' && !/\s/.test(span.text.trim())) {
      if (
        /^(lead|leader|manager|officer|director|coordinator|co-ordinator|chair|secretary|executive|supervisor)$/i.test(
          span.text.trim(),
        )
      )
        return 'no';
    }
    if (
      /\b(Office|Department|Ministry|Bureau|Institute|Commissioner|Registrar|Minister)\s+(of|for)\s+(the\s+)?$/.test(
        before,
      )
    )
      return 'no';
  }
  if (
    span.kind === 'term' &&
    /\b(may|might|can|could|will|would|shall|should|must|to|not|does|do|did)\s*$/i.test(before)
  )
    return 'no';
  if (/(?:\d+(?:\.\d+)?\s*(?:to|–|-)|\bbetween\s+\d+(?:\.\d+)?\s+and)\s*$/i.test(before)) return 'no';
  // The second of two numbers sharing a unit ("reviews at one and three months"): the stem would keep a bare "one".
  if (
    (span.kind === 'duration' || span.kind === 'frequency' || span.kind === 'measure') &&
    /\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)(?:\s+(?:business\s+|working\s+|calendar\s+)?(?:hours?|days?|weeks?|fortnights?|months?|years?))?\s*(?:,|and|or|&)\s*$/i.test(
      before,
    )
  )
    return 'no';
  // A law named in a citation in brackets ("(Privacy Act 1988, APPs 12 and 13; ...)") is a reference, not a rule.
  if (span.kind === 'term' && span.category === 'law' && /\([^()]*$/.test(before)) return 'no';
  // Half of a hyphenated word ("A six-___ rights audit" of "six-monthly").
  if (/\p{L}-$/u.test(before) || /^-\p{L}/u.test(after)) return 'no';
  // A line of contacts run together with "·" ("Pharmacy 24-hour line · Poisons Information Centre 13 11 26 · ...").
  if ((sentence.text.match(/\s·\s/g) ?? []).length >= 2) return 'no';
  if (/^\s*(?:to|–|-)\s*\d/.test(after)) return 'no';
  // "24 hours, 7 days" (open all the time) is one phrase: either half gives the other away.
  if (
    (span.kind === 'duration' || span.kind === 'frequency') &&
    (/\b24\s*hours?,?\s*(?:a\s+day,?\s*)?$/i.test(before) || /^\s*,?\s*(?:7|seven)\s+days\b/i.test(after))
  )
    return 'no';
  if (span.kind === 'frequency' && MONTH.test(before)) return 'no';
  // "Every shift includes at least one Latvian-speaking staff member": the period is the sentence's subject, which
  // "Daily" or "Twice a day" cannot be.
  if (
    span.kind === 'frequency' &&
    /^\s*(?:\d+(?:\.\d+)*\.?\s*)?$/.test(before) &&
    /^\s+(?:includes?|has|have|is|are|needs?|must|will|should|shall|can|may|starts?|begins?|ends?|gets?)\b/i.test(
      after,
    )
  )
    return 'no';
  // "at the end of each day": what the time is the end of, whose other values ("twice a day") do not fit.
  if (span.kind === 'frequency' && /\b(?:end|start|beginning|close)\s+of\s*$/i.test(before)) return 'no';
  // "staff on every shift", "the first working day of each month", "97% in each quarter": a period named after a
  // preposition, where "on twice a day" or "of every three months" reads as nonsense; and "every shift change", a
  // period that describes the noun after it.
  if (
    span.kind === 'frequency' &&
    /^(?:each|every)\b/i.test(span.text) &&
    (/\b(?:on|of|in|during)\s*$/i.test(before) ||
      /^\s*(?:change|changeover|handover|pattern|patterns|round|rounds|roster)\b/i.test(after))
  )
    return 'no';
  // "fewer restrictive practices every year" is a trend, not how often something is done.
  if (
    span.kind === 'frequency' &&
    /\b(?:fewer|less(?!\s+than)|more(?!\s+(?:than|often))|lower|higher|reduce|reducing|increase|increasing)\b(?:\s+\S+){0,4}\s*$/i.test(
      before,
    )
  )
    return 'no';
  if (span.kind === 'duration' && /^\s*(?:a|per)\s+(?:day|week|month|year)\b/i.test(after)) return 'no';
  // How long a line is open ("1800 975 707 (24 hours, interpreters available)", "staffed 24 hours"), not a time to
  // do something in.
  if (
    span.kind === 'duration' &&
    (/\(\s*$/.test(before) ||
      /\b(open|opens|operat\w*|available|staffed|answered|attended|monitored)\s*$/i.test(before) ||
      /^\s*,\s*(?:7|seven) days\b/i.test(after))
  )
    return 'no';
  // "the maximum dose in 24 hours": the period a limit counts over, not a time to do something in.
  if (
    span.kind === 'duration' &&
    /\b(in|per|over)\s+(?:any\s+|a\s+|each\s+)?$/i.test(before) &&
    /\b(doses?|maximum|max|total|limit|no more than|up to)\b[^.;]{0,40}$/i.test(before)
  )
    return 'no';
  if (span.kind === 'role' || span.kind === 'organisation' || span.kind === 'term') {
    // An item of a run of three or more ("any staff member, the ___ or the CEO"), or of a list of examples.
    if (/,\s*(?:(?:and|or)\s+)?(?:the\s+|a\s+|an\s+|our\s+|their\s+|your\s+)?$/i.test(before))
      return 'weak:run';
    if (
      /^\s*,\s*(?:the\s+|a\s+|an\s+)?\p{Lu}/u.test(after) ||
      /^\s*,\s*(?:the\s+|a\s+|an\s+)?\p{Ll}+(?:\s+\p{Ll}+)?\s*(?:,|\b(?:and|or)\b)/u.test(after)
    )
      return 'weak:run';
    if (/\b(including|includes?|such as|e\.g\.?|for example|like|comprising)\b[^.;:]*$/i.test(before))
      return 'weak:run';
    // The last of a run ("No worker, resident, family member or ___").
    if (/,\s*(?:\S+\s+){0,3}(?:and|or)\s+(?:the\s+|a\s+|an\s+|our\s+|their\s+|your\s+)?$/i.test(before))
      return 'weak:examples';
    // A word that may be part of the name right before the blank ("the supply ___", "(IPC) ___"): only after an
    // article, a possessive, a preposition or at the start is the blank surely the whole name.
    const prev = /(\S+)\s*$/.exec(before)?.[1] ?? '';
    if (
      prev &&
      !/^(the|a|an|our|your|their|its|his|her|each|every|any|no|this|that|these|those|to|by|with|from|of|for|and|or|in|on|at|as|via|through|under|about|between|than|all|other|another|independent|relevant|local|nominated|designated)$/i.test(
        prev,
      ) &&
      !/[,:;(“"]$/.test(prev)
    )
      return 'weak:name-part';
  }
  return trivia ? 'weak:trivia' : 'yes';
}

const KIND_SCORE: Record<SpanKind, number> = {
  duration: 5,
  frequency: 4.5,
  role: 4,
  organisation: 4,
  phone: 3,
  measure: 3.5,
  date: 3.5,
  money: 3.5,
  term: 3.5,
  name: 2.5,
  acronym: 2,
  word: 1,
};

/**
 * A list item read on its own can be a fragment ("in writing, using a feedback form;"). Questions show it after its
 * lead-in so the statement makes sense: "Anyone can make a complaint in the way that suits them: in writing, ...".
 */
/** Minutes' words for what a meeting decided or took note of ("RESOLVED that", "The Board NOTED that"). */
const DECIDED =
  /^(?:(?:[Ii][Tt]\s+[Ww][Aa][Ss]|[Tt]he\s+[A-Z][\w'’-]*(?:\s+(?:of|and|the|[A-Z][\w'’-]*)){0,5})\s+)?(?:RESOLVED|NOTED|AGREED|ENDORSED|APPROVED|CONFIRMED|ADOPTED)\b(?:,?\s*(?:that\s*:?|:))?\s*(?:,\s*for this policy\s*:?)?\s*/;
/**
 * An account of who said or did what, in the past tense ("The Director of Care explained ...", "The Chair asked for
 * ...", "The Dementia Practice Lead described ..."): a record of a meeting or an event, not a rule staff follow.
 */
const DISCUSSION =
  /^(?:The\s+[A-Z][\w'’-]*(?:\s+(?:of|and|the|[A-Z][\w'’-]*)){0,5}|(?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+[A-Z][\w'’-]+)\s+(?:[a-z]+ed|said|spoke|took|gave|made|undertook|brought|led|sought|told|wrote|met|saw|put|began|sent|went|thought|felt|kept|held)\b(?!\s+by\b)/;

/**
 * What was done once, in the past ("The 2025 staff survey and six months of complaints were reviewed", "The union
 * delegate was consulted"): how the document came about, not what staff do. Only a sentence with no verb of the
 * present or a condition in it.
 */
const HISTORY =
  /^(?![^]*\b(?:is|are|must|will|shall|should|may|can|cannot|do|does|need|needs|has|have|if|where|when|whenever|unless|once|after|who|that|which)\b)[^;]*\b(?:was|were)\s+(?:\w+ly\s+)?(?:[a-z]+ed|held|made|done|given|taken|seen|written|sent|told|run|met|found|brought|set|kept|built|begun|chosen|shown)\b/i;

/**
 * What a record of the past shows ("PQR-05B recorded a six-month trial supporting 11 residents to self-administer", "The
 * 2024 audit found ..."): a result once, not what staff do.
 */
const RECORDED_ONCE =
  /^(?:the\s+)?(?:[A-Z]{2,}[A-Za-z]*-[\w-]*\d[\w-]*|\d{4}\s+[\w'’ -]{1,40}?)\s+(?:recorded|found|showed|confirmed|demonstrated|identified|noted|produced)\b/;

/** A key's mark or a checklist's box ("1.1 ★ When ...", "the OIC must ☐ convene ...", "Barrier ⏱"). */
const MARK = /[\p{Extended_Pictographic}★☆☐☑☒✔✓✗✘✖⏱►▶◆■□▪●○◇➤]\uFE0F?/gu;

/** A mark among the words, not one the sentence names ("Items marked ◆ are critical", "shown with ★"). */
const AMID = new RegExp(
  `(?<!\\b(?:marked|marks?|symbol|with|by|flagged|shown|a|an|the)\\s*)(?<=\\S)\\s+${MARK.source}(?=\\s)`,
  'gu',
);

function inContext(s: Sentence): Sentence {
  // A mark among the words, not ahead of them (those are read below), says nothing a learner is asked.
  const unmarked = s.text.replace(AMID, '');
  if (unmarked !== s.text) s = { ...s, text: unmarked };
  // Minutes: what was resolved or noted is the statement ("RESOLVED that all workers complete ..." reads "All workers
  // complete ..."); who said what in the discussion is not a rule.
  const unnumbered = s.text.replace(CLAUSE_NUMBER, '');
  const decided = DECIDED.exec(unnumbered);
  if (decided) {
    // "RESOLVED that A, that B and that C": each "that" opens another decision.
    const rest = unnumbered
      .slice(decided[0].length)
      .replace(/^(?:that\s+)/, '')
      .replace(/([,;])\s+(?:and\s+)?that\s+/g, '$1 and ');
    // What a meeting took note of that happened ("outbreaks were reported at two sites last winter") is no rule.
    if (!rest || (/\bNOTED\b/.test(decided[0]) && /\b(was|were)\b/.test(rest))) return { ...s, text: '' };
    s = { ...s, text: capitalise(rest) };
  }
  // An account of who said or did what is no rule, also inside what was noted ("NOTED that the Lead reported ...").
  if (DISCUSSION.test(decided ? s.text : unnumbered)) return { ...s, text: '' };
  if (s.lead) {
    const lead = s.lead.replace(DECIDED, '').replace(/^[\s:;,.–—-]+|[\s:;,.–—-]+$/g, '');
    if (lead !== s.lead.replace(/[\s:]+$/, ''))
      s = lead
        ? { ...s, lead }
        : { ...s, lead: undefined, text: capitalise(s.text.replace(CLAUSE_NUMBER, '')) };
  }
  // A process map's markers ahead of a step ("[A] 3.1 Confirm ...", "{R} 1.6 Record ...", "⏱ 2.6 Diary ...", also after
  // the lane's label run into it: "Lane 3, Home Manager [A] 3.1 ..."), and a footnote's number ("[1] Where ..."): the
  // step is what follows them.
  const step =
    /^(?:[^[{]{0,80}?\s)?(?:\[[A-Z]{1,2}\]|\{[A-Z]{1,2}\})\s+(?:\d+(?:\.\d+)*[a-z]?\s+)?(\S.*)$/u.exec(
      s.text,
    ) ?? /^(?:\[\d{1,2}\]|[⏱⚠✉☎⚑★►▶◆■☐□]\uFE0F?)\s*(?:\d+(?:\.\d+)*[a-z]?\s+)?(\S.*)$/u.exec(s.text);
  if (step) s = { ...s, text: capitalise(step[1] ?? '') };
  // A tick or a cross ahead of a rule ("✔ Do wear gloves ...", "✖ Don't take gifts ...") is a list marker.
  const marked = /^[✔✓✅☑✖✗✘❌☒]\uFE0F?\s*(?:Do\s+(?=[a-z]))?(.+)$/u.exec(s.text);
  if (marked) s = { ...s, text: capitalise(marked[1] ?? '') };
  // A role's duties written as a label ("Nurse Unit Manager (NUM): audits records every quarter", "6.1 Board:
  // approves ...", "Manager, Care Services: decides ...", "All workers: keep ...") read as a sentence.
  const numbered = s.text.replace(CLAUSE_NUMBER, '');
  const everyone =
    /^((?:All|Each|Every)\s+(?!(?:year|day|week|month|quarter|shift|time|morning|night|fortnight|visit)\b)[a-z]+(?:\s+[a-z]+)?):\s+([a-z].*)$/.exec(
      numbered,
    );
  if (everyone) return { ...s, text: `${everyone[1]} ${everyone[2]}` };
  // A time as a label ("Every year: refresher training for all workers ...", "Monthly: the Care Manager audits ..."):
  // what follows is a statement only with its own subject and verb.
  const when =
    /^((?:Every|Each|Once a|Twice a)\s+[a-z]+(?:\s+[a-z]+)?|Daily|Weekly|Fortnightly|Monthly|Quarterly|Annually|Yearly):\s+(.*)$/.exec(
      numbered,
    );
  if (when) {
    const rest = when[2] ?? '';
    return { ...s, text: OWN_SUBJECT_AND_VERB.test(rest) ? capitalise(rest) : '' };
  }
  const labelled =
    /^([A-Z][\w'’-]*(?:,?\s+(?:of|and|the|[A-Z][\w'’-]*)){0,6})(?:\s*\([^()]{2,60}\))?(?::|\s[–—])\s+([a-z].*)$/.exec(
      numbered,
    );
  if (labelled && kindOfParty(labelled[1] ?? '') !== null) {
    // The duties read as the role's sentence only when they open on what it does ("approves ...", "must ..."), not on
    // a noun ("Registered Nurse: competency assessments for ..."); one duty each ("approves this policy; receives ...").
    const duties = (labelled[2] ?? '').split(/;\s+/)[0] ?? '';
    const verb = /^(?:[a-z]+s|must|will|may|can|should|is|are|has|have|does|do|leads?|keeps?)\b/.test(duties);
    if (!verb) return { ...s, text: '' };
    return {
      ...s,
      text: `${subjectOf(labelled[1] ?? '')} ${duties.replace(/([^.!?])$/, '$1.')}`,
    };
  }
  // Any other label ("Timeframe:", "Frequency:", "Monthly:") names a field, not who acts: the statement is what
  // follows it, which reads as a sentence only when it has its own subject ("the Clinical Care Manager audits ...").
  if (labelled) {
    const rest = labelled[2] ?? '';
    // Without a subject of its own ("Frequency: reassessed every 3 months") there is no statement to ask about.
    // ("Induction: a 90-minute session with real scenarios ..." describes the label: it has no verb of its own.)
    return { ...s, text: OWN_SUBJECT_AND_VERB.test(rest) ? capitalise(rest) : '' };
  }
  // A field label over a statement of its own ("Nutrition and hydration: Every resident is screened ...", "Menu: A
  // four-week seasonal menu ..."): the statement is what follows the label.
  const field = /^([A-Z][a-z'’-]*(?:\s+[a-z'’-]+){0,3}):\s+((?:The|A|An|Each|Every|All|Our|Any)\s.*)$/.exec(
    s.text,
  );
  if (field && kindOfParty(field[1] ?? '') === null) return { ...s, text: field[2] ?? '' };
  // Any other short label over a full statement ("Speaker notes: For Clearwater at Home, the worker phones ...", "What
  // St Brigid's requires: The MAC meets every three months."): the label is the document's layout. A label with a
  // number ("Priority 1:", "Step 2:") says what the statement is about, and stays.
  // A requirement's or clause's reference code before its statement ("REQ-WF-08 Workers who drive for Silvereye MUST
  // ...", "R-RP-02: Consent is recorded ...") is the document's numbering.
  const code = /^([A-Z]{1,6}(?:-[A-Z0-9]{1,6})*-\d{1,4}[a-z]?)[:.]?\s+(\p{Lu}.*)$/u.exec(s.text);
  if (code && (code[2] ?? '').split(/\s+/).length >= 5) return { ...s, text: code[2] ?? '' };
  // A margin or side note's mark and label ("‖ Margin — Buddy shifts: ...") is layout too.
  const layout =
    /^(?:[^\p{L}\p{N}\s]{1,3}\s*)?([A-Z][\w'’-]*(?:\s+[\w'’&-]+){0,5})(?::|\s+[—–])\s+(\p{Lu}.*)$/u.exec(
      s.text,
    );
  // A line of audit evidence ("Verify: Monthly sample of 20 client files per region", "Audit evidence: LIR entries")
  // says how compliance is checked, not what anyone does.
  if (layout && CHECK_LABEL.test(layout[1] ?? '')) return { ...s, text: '' };
  if (
    layout &&
    !/\d/.test(layout[1] ?? '') &&
    kindOfParty(layout[1] ?? '') === null &&
    (layout[2] ?? '').split(/\s+/).length >= 5
  )
    return { ...s, text: layout[2] ?? '' };
  if (s.kind !== 'list') return s;
  const item = s.text.replace(/(?:\s*[;,]\s*(?:and|or)?|\s+(?:and|or))\s*$/i, '').trim();
  // "A disclosure can be made to any of:" joined to "the WPO — (02) ..." reads "any of the WPO": items of a list of
  // alternatives are read on their own.
  if (
    s.lead &&
    /\b(any|one|each|either|one or more|any one or more) of( the following)?\s*:?\s*$/i.test(s.lead)
  ) {
    // Also where the parser ran the lead into the item ("... made to any of Boronia's Whistleblower Protection Officer
    // or Deputy"): the item is one of the alternatives, and the others are as true.
    // The parser drops "the following" when it joins them ("may agree any one or more of an apology").
    const lead = s.lead.replace(/\s*:\s*$/, '').replace(/\s+the following$/i, '');
    const at = s.joined ? item.indexOf(lead) : -1;
    const own = at >= 0 ? item.slice(at + lead.length).trim() : item;
    return { ...s, text: own };
  }
  // A choice between the items ("must hold, for each worker, either:", "decides whether the matter:") read with one of
  // them gives one branch as the rule, and the others' conditions are lost.
  if (
    s.lead &&
    !s.joined &&
    /(?:\beither|\b(?:decides?|decided|determines?|determined|considers?|chooses?)\s+whether\b[^.;]*)\s*:\s*$/i.test(
      s.lead,
    )
  )
    return { ...s, text: '' };
  if (s.joined || !s.lead || !/^\p{Ll}/u.test(item))
    return item === s.text ? s : { ...s, text: /[.!?]$/.test(item) ? item : `${item}.` };
  // A role over its duties ("The Privacy Officer:" over "contains the breach ... at once;"): the role is the subject of
  // each ("The Privacy Officer contains the breach ..."), not a label with a colon before a verb; also after a clause
  // of when ("When a concern is raised, the Arbiter:" over "records the concern ...").
  const roleLead =
    /^(?:\d+(?:\.\d+)*\.?\s+)?(?:(?:[Ww]hen|[Ww]henever|[Ii]f|[Ww]here|[Oo]nce|[Aa]fter|[Bb]efore|[Aa]s soon as)\b[^:;]{1,160},\s*)?(?:(?:the|each|every|our|your|a|an)\s+)?\p{Lu}[\p{L}'’-]*(?:\s+(?:of|and|&|for|in|\p{Lu}[\p{L}'’-]*)){0,6}\s*:?\s*$/u.test(
      s.lead.trim(),
    ) &&
    (/^[a-z]+s\b/.test(item) || ALONG_WITH.test(item)) &&
    !/^(?:is|was|has|as|this|its|always|unless|across|thus|plus)\b/.test(item);
  // "the Arbiter:" over "with the Chief People Officer, completes ...": "the Arbiter, with the Chief People Officer,
  // completes ...".
  const lead = roleLead
    ? s.lead.replace(/\s*:?\s*$/, ALONG_WITH.test(item) ? ',' : '')
    : s.lead.replace(/\s*:?\s*$/, ':');
  return { ...s, text: `${lead} ${/[.!?]$/.test(item) ? item : `${item}.`}` };
}

/** A duty done with someone else, before its verb ("with the Chief People Officer, completes ..."). */
const ALONG_WITH =
  /^(?:with|together with|jointly with|in consultation with|in partnership with)\s[^,;:]{1,60},\s+[a-z]+s\b/;

/**
 * A statement with its own subject and verb ("the Clinical Care Manager audits ...", "each resident is screened ..."),
 * not a noun phrase ("a 90-minute session with real scenarios ..."): a verb comes before any preposition.
 */
const OWN_SUBJECT_AND_VERB =
  /^(?:the|a|an|each|every|all|our|any)\s+(?:(?!(?:with|from|in|on|at|for|by|to|about|into|under|over|where|when)\b)[\w'’-]+\s+){0,5}?(?:must|will|may|can|should|shall|is|are|was|were|has|have|does|do|[a-z]+(?:s|ed))\b/i;

/**
 * Sub-numbered clauses under a lead-in ("3.2 The Whistleblower Protection Officer:" then "3.2.1 acknowledges the
 * disclosure within 2 business days;") are items of a list the parser read as paragraphs: each is read with its lead.
 */
function underLead(s: Sentence, doc: ParsedDocument): Sentence {
  const body = s.text.replace(CLAUSE_NUMBER, '');
  if (s.kind !== 'paragraph' || !/^\p{Ll}/u.test(body) || body === s.text) return s;
  for (let i = s.index - 1; i >= 0 && i >= s.index - 12; i--) {
    const p = doc.sentences[i];
    if (!p || p.section !== s.section) return s;
    const text = p.text.replace(CLAUSE_NUMBER, '');
    if (/:\s*$/.test(text) && text.split(/\s+/).length <= 12) {
      const lead = text.replace(/\s*:\s*$/, '');
      return {
        ...s,
        text: `${lead} ${body.replace(/[;,]\s*(?:and|or)?\s*$/, '').replace(/([^.!?])$/, '$1.')}`,
      };
    }
    // Only other clauses of the same list stand between an item and its lead.
    if (!/^\p{Ll}/u.test(text)) return s;
  }
  return s;
}

/**
 * The verb a role's duty opens on, said of the role ("Declares and stands down ...", "Owns the IPC program"): a known
 * step verb in its -s form, or a capitalised word in -s not followed by an auxiliary ("Records are kept" is a noun's).
 */
function dutyVerb(piece: string): string | undefined {
  const m =
    /^(\p{Lu}\p{Ll}+s)\s+(?!(?:are|is|was|were|must|will|should|shall|may|can|have|has|of|for|and other)\b)\S/u.exec(
      piece,
    );
  const verb = m?.[1]?.toLowerCase();
  if (!verb) return undefined;
  const base = STEP_VERB_OF.get(verb);
  if (base !== undefined) return base !== verb ? verb : undefined;
  return /(?:ss|us|is)$/.test(verb) ? undefined : verb;
}

/** A row label that names who does its row's duties: a person, a body, a profession, or "Whoever noticed". */
function namesParty(label: string): boolean {
  return (
    kindOfParty(label) !== null || isProfession(label) || /^(?:who|whoever|anyone|everyone)\b/i.test(label)
  );
}

/**
 * A role's duties in one table cell ("| Director of Care Services (DCS) | Specifier. Owns the IPC program. Declares and
 * stands down outbreaks on advice of the IPC Lead. |"): each sentence after the row's first starts with its verb, and
 * its subject is the row's role. Keyed by sentence index, the role each such sentence is about.
 */
function rowRoles(doc: ParsedDocument): Map<number, string> {
  const out = new Map<number, string>();
  for (const t of doc.tables) {
    const roleColumn = /^(?:roles?|who|positions?|titles?|persons?|people|staff)\b/i.test(
      (t.header[0] ?? '').replace(/\*+/g, '').trim(),
    );
    t.rows.forEach((row, r) => {
      const label = (row[0] ?? '').replace(/\*+/g, '').trim();
      const first = extractSpans(label)[0];
      if (!label || label.split(/\s+/).length > 8 || /[.:;]/.test(label)) return;
      if (!roleColumn && !namesParty(label) && !(first?.kind === 'role' && first.start === 0)) return;
      const start = t.rowSentences[r] ?? -1;
      const end = t.rowSentences[r + 1] ?? Infinity;
      for (let i = start + 1; i < end && doc.sentences[i]?.kind === 'table'; i++) out.set(i, label);
    });
  }
  return out;
}

/** "Declares and stands down outbreaks ..." in a role's row reads as "The Director of Care Services (DCS) declares ...". */
function rowSubject(s: Sentence, roles: ReadonlyMap<number, string>): Sentence {
  const role = roles.get(s.index);
  const verb = dutyVerb(s.text);
  if (!role || !verb) return s;
  return { ...s, text: `${subjectOf(role)} ${verb}${s.text.slice(verb.length)}` };
}

/**
 * "It applies to all staff." after "This policy sets out ...": the pronoun stands for the policy, so the statement
 * names it ("This policy applies to all staff.") and reads on its own in a question.
 */
function namedSubject(s: Sentence, previous: Sentence | undefined): Sentence {
  if (!/^It\s/.test(s.text) || !previous || previous.section !== s.section) return s;
  const subject = /^(This|The) (policy|procedure|document|plan|guideline|framework)\b/i.exec(
    previous.text,
  )?.[0];
  return subject ? { ...s, text: s.text.replace(/^It\b/, subject) } : s;
}

/**
 * "The Residential Manager checks the register monthly": a question shows one statement, and a policy keeps several
 * registers, so a bare "the register" is named by the register the document last named ("the restrictive practices
 * register", "the Gifts Register"). Left bare, and so read as leaning on the sentences before, when none was named.
 */
function namedRecord(s: Sentence, sentences: readonly Sentence[]): Sentence {
  const at = s.text.search(/\bthe register\b/);
  if (at < 0) return s;
  // A register named by what the statement is about ("Schedule 8 medicines are ... recorded in the register" and a
  // "Schedule 8 register" elsewhere) is that register, wherever the document names it.
  const own = new Set(
    words(s.text)
      .filter((w) => w !== 'register' && (/\d/.test(w) || (w.length > 3 && !STOPWORDS.has(w))))
      .map(stem),
  );
  const about = new Map(
    sentences
      .flatMap((x) => registersNamed(x.text))
      .filter((name) => words(name).some((w) => w !== 'register' && own.has(stem(w))))
      .map((name) => [name.toLowerCase(), name]),
  );
  const [only] = about.values();
  if (about.size === 1 && only) return { ...s, text: s.text.replace(/\bthe register\b/g, `the ${only}`) };
  // The nearest first: the sentence's own words before it, then the sentences before, back to the start.
  for (let i = s.index; i >= 0; i--) {
    const name = registerNamed(i === s.index ? s.text.slice(0, at) : (sentences[i]?.text ?? ''));
    if (name) return { ...s, text: s.text.replace(/\bthe register\b/g, `the ${name}`) };
  }
  return s;
}

/** The last register a text names by its kind ("our feedback register", "the S8 Register", "CareLoop feedback register"). */
function registerNamed(text: string): string | undefined {
  return registersNamed(text).at(-1);
}

/** Every register a text names by its kind, in order. */
function registersNamed(text: string): string[] {
  const names: string[] = [];
  for (const m of text.matchAll(/((?:[\p{L}\p{N}'’-]+\s+){1,3})(register)\b/giu)) {
    const words = (m[1] ?? '').trim().split(/\s+/);
    const kept: string[] = [];
    for (const w of words.reverse()) {
      if (
        STOPWORDS.has(w.toLowerCase()) ||
        /^(own|this|that|same|new|separate|relevant|appropriate|[\p{L}]+['’]s?|keeps?|checks?|reviews?|includ\w+|open|match|see|update[sd]?|record(s|ed)?|entered|enter)$/iu.test(
          w,
        )
      )
        break;
      kept.unshift(w);
    }
    if (kept.length) names.push(`${kept.join(' ')} ${m[2]}`);
  }
  return names;
}

/**
 * "The plan must be reviewed every three months." under "Behaviour support plans": the heading says which plan, and a
 * question shows no heading, so the statement names it ("The behaviour support plan must be reviewed ...").
 */
function headingSubject(s: Sentence, facts: PolicyFacts): Sentence {
  const number = CLAUSE_NUMBER.exec(s.text)?.[0] ?? '';
  const body = s.text.slice(number.length);
  const m =
    /^(The|the)\s+(\p{Ll}[\p{L}-]+)\s+(is|are|must|will|should|shall|can|may|has|have|needs?)\b/u.exec(body);
  if (!m) return s;
  const noun = m[2] ?? '';
  // "The policy", "the service": the document or the provider itself, named by the title, not by a heading.
  if (/^(policy|procedure|document|framework|code|organisation|provider|service|home|company)$/i.test(noun))
    return s;
  // The nearest heading that names it ("Part 6 — Behaviour support plans" above "9. Content and review").
  const compound = [...s.sectionPath]
    .reverse()
    .map((h) => new RegExp(`(?<![\\p{L}-])((?:[\\p{L}-]+\\s+){1,3})${noun}s?\\b`, 'iu').exec(h))
    .find((c) => c !== null);
  if (!compound) return s;
  const words = (compound[1] ?? '').trim().split(/\s+/);
  // Only words that describe the thing ("behaviour support"), not "reviewing the" or "our".
  if (
    words.some(
      (w) =>
        STOPWORDS.has(w.toLowerCase()) ||
        /^(\d|our|your|their|its|reviewing|using|managing|keeping)/i.test(w),
    )
  )
    return s;
  const lower = `${words.join(' ')} ${noun}`.toLowerCase();
  const name = facts.index.plain.toLowerCase().includes(lower) ? lower : `${words.join(' ')} ${noun}`;
  if (!new RegExp(`\\b${escapeRegExp(name)}\\b`, 'i').test(facts.index.plain)) return s;
  return { ...s, text: `${number}${m[1]} ${name}${body.slice((m[1] ?? '').length + 1 + noun.length)}` };
}

/**
 * Document control and contact lines, and how the policies themselves are approved and renewed ("The Committee approves
 * each of our policies for one year at a time", "staff will be informed of the renewed policy within 14 days of
 * approval"): not what staff are trained in. A memo's header word is one only as a label
 * ("To: All staff", "Paper 3: ...", "Signed off"): "Paper records are stored in locked rooms" and "To qualify for
 * protection, ..." are rules.
 */
const ADMIN =
  /\b\d{1,2}[:.]\d{2}\s?(?:am|pm)\b|·\s*\d{1,2}\s+(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w*\b|\b(approved by|approval date|date approved|executed (?:by|as a deed|on behalf)|by authority of (?:its|the|our)|signed for and on behalf|next (?:scheduled )?review|review due|review date|document (?:owner|control)|policy owner|(?:book|policy|document|manual|guide|handbook) (?:editor|contact|custodian)\s*:|version \d|date of issue|ABN|PO Box|true (?:extract|copy|record)|true and correct|minutes of the|(?:page|revision|version|change|document|amendment) history|change log|(?:moved|seconded|carried|apologies|present|in attendance|signed)\s*:)|^effective\b|^(?:made by|made on|certified|(?:we|I) (?:hereby )?certify|dear|thank you|thanks|yours|kind regards|warm regards|regards|with thanks|p\.\s?s\.?|approved\s*:)\b|^(?:signed|paper|attachment|annex|enclosure|tabled|from|to|cc|re|subject)(?:\s*[:;]|\s+off\b|\s+[A-Z\d][\w.-]{0,6}\s*[:—–])|\bread the [^.]{0,30}\b(?:box|section|summary|annex|appendix)\b|\bpolic(?:y|ies) (?:is|are) (?:written |set out |laid out )?(?:as |in )?[^.]{0,30}\b(?:format|sheets?|layout|template)\b|\b(?:writes?|sets? out|lays? out|presents?|formats?)\s+(?:its|our|all|these|the)\s+(?:[\w-]+\s+)?polic(?:y|ies)\s+(?:in|as|using|like|to)\b[^.]{0,40}\b(?:format|layout|template|style|shape)\b|\b(?:approves?|approved|renews?|renewed|endorses?|endorsed|adopts?|adopted|ratif(?:y|ies|ied))\s+(?:(?:each|all|every|of|our|the|these|its|their|any)\s+){1,4}policies\b|\b(?:renewed|revised|updated|amended|new)\s+polic(?:y|ies)\b[^.]{0,60}\bapprov/i;
/**
 * Worked examples, stories and FAQs: their details (Mrs K's two near falls) are not the policy's rules. Nor are how a
 * unit of training is taught (the teacher's notes, the learners' performance task, the learning plan's weeks) or a
 * grant acquittal's money.
 */
const EXAMPLE_SECTION =
  /\b(examples?|illustrations?|monitoring reports?|evidence of (?:compliance|capability|competence|competency)|compliance evidence|scenarios?|moments? from practice|case stud(?:y|ies)|vignettes?|in practice|FAQs?|frequently asked|questions and answers|Q ?& ?A|what if|stor(?:y|ies)|worked|typical (?:applications?|uses?|scenarios?|cases?)|check your understanding|test yourself|quiz|by the numbers|in numbers|at a glance|snapshot|statistics|year in review|scorecard|exceptions? (?:identified|found|noted|reported|in the (?:period|quarter|year))|matters arising|matters from the last|injects?|tabletop|commentary|improvement (?:register|log|plan|actions?)|lessons? learn(?:ed|t)|what we (?:learned|learnt|found)|what happened|learning outcomes|run sheet|session plan|(?:trainer|facilitator|presenter|teacher|tutor|educator|instructor)(?:['’]s|s['’])? notes|(?:performance|assessment|practice|learning) tasks?|(?:other|assessment) evidence|learning (?:plan|events|activities|sequence|experiences)|(?:financial )?acquittal|carry[- ]forward|expenditure (?:report|statement|summary))\b/i;
/** What a budget spent, saved or carried forward. */
const ACCOUNTS =
  /\b(?:unspent|under-?spen[dt]|over-?spen[dt]|carried forward|carry[- ]forward|budget(?:ed| line| of)|expenditure|variance|acquitt?(?:al|ed|s)?|grant funds|surplus|deficit)\b/i;
const NAMED_PERSON = /\b(Mr|Mrs|Ms|Miss|Mx|Dr)\.?\s+[A-Z]/;
/**
 * The details of a course or unit of training ("Unit details", "Duration: Three 45-minute sessions over three weeks",
 * "Learner group"): how long it runs and for whom, not what staff do. Named so in full.
 */
const COURSE_SECTION =
  /^(?:(?:unit|course|module|program(?:me)?|session|training) (?:details|information|logistics)|duration|(?:session|course|unit|module) (?:length|duration)|delivery(?: mode| method)?|mode of delivery|timetable|learner group|prior units|prerequisites?)$/i;
/** A policy's opening: why it exists and who it is for, not what staff do ("Every day our team goes into homes."). */
const INTRO_SECTION =
  /^(?:\d+(?:\.\d+)*\.?\s+)?(?:introduction|overview|background|context|about (?:this|the|our|us)\b.*|what this (?:policy|procedure|code|guide|document) is (?:about|for)|why\b.*|our (?:commitment|promise|values|vision)|policy statement|(?:the )?(?:issue|problem)(?: we (?:are|were) (?:solving|addressing))?|issues|(?:financial|budget|cost|resource|resourcing) implications|consultation|(?:CEO|chief executive(?:['’]s)?|board)?\s*decision)$/i;
/** Background ("Most of our residents take several medicines every day") rather than a rule. */
const BACKGROUND = /^(Most|Many|Some|About|Around|Nearly|Almost|Over|Several|Few)\b/;
/** Nouns that name what they stand for wherever they are read ("The resident", "The policy"). */
const SELF_NAMING =
  /^(residents?|persons?|people|clients?|individuals?|workers?|staff|providers?|organisation|policy|procedure|framework|service|services|home|facility|commission|board|committee|family|families|families|everyone|anyone|law|act|code)$/i;
const GENERIC_START =
  /^(we|you|our|your|staff|everyone|anyone|all|every|each|any|no|a|an|one|nobody|no-one|residents|workers|clients|people)\b/i;
const CONDITION_START =
  /^(if|when|where|before|after|within|once|unless|on|at|for|in|under|during|following|until|while|from|by|as)\b/i;

/**
 * Whether a statement names what it is about, so that it reads on its own in a question: "The plan is reviewed ..."
 * and "Requests can be made ..." lean on a heading or a sentence the learner does not see, unless the section's heading
 * names them; "Verbal orders are only taken ..." and "The Care Manager reviews ..." name their subject.
 */
function subjectShown(text: string, s: Sentence, facts: PolicyFacts): 'yes' | 'weak' | 'no' {
  const body = text.replace(CLAUSE_NUMBER, '').trim();
  // A statement without its subject: a clause carried on from a line before ("acknowledges the disclosure within 2
  // business days;"), or one that opens on what was done ("Convened within 24 hours, led by ...").
  if (/^\p{Ll}/u.test(body) && !/^(?:e|i)\p{Lu}/u.test(body)) return 'no';
  // A letter's "I" and "me" stand for a writer the question does not name ("I review every complaint about a senior
  // manager"), unless the sentence says who speaks ("As an Elder, I want ..."); an answer to a self-check question
  // ("Only if you are an RN, ...", "Yes, ...") leans on the question.
  if (/\b(I|me)\b/.test(body) && !/^As an?\s/i.test(body)) return 'no';
  if (/^(?:Yes|No)\b[,.;:—–-]|^Only (?:if|when|where|after|once)\b/i.test(body)) return 'no';
  if (
    /^\p{Lu}\p{Ll}+(?:ed|en)\s+(?:within|by|at|in|on|for|every|each|after|before|when|once|to)\b/u.test(body)
  )
    return 'no';
  // "Not permitted unless ...", "Only used as a last resort ...": a rule whose subject is the heading above it.
  if (
    /^(?:Not|Never|Only|Always)\s+(?:\p{Ll}+ed|given|taken|written|seen|chosen|hidden|forbidden|known|shown|done|made|kept|held)\b/u.test(
      body,
    )
  )
    return 'no';
  if (
    /^(it|its|they|them|their|he|she|his|her|then|also|and|but|or|however|so|here)\b/i.test(body) ||
    (/^(this|these|that|those|such)\b/i.test(body) &&
      !/^\S+\s+(policy|procedure|document|framework|code|plan)\b/i.test(body))
  )
    return 'no';
  // A duty without who does it, as a table's cell holds it ("Prescribes, reviews and documents indications; ...",
  // "Checks the register weekly"): a verb of procedure, then its object or another verb, not a noun ("Reports go to").
  const led = /^(\p{Lu}\p{Ll}+)(,?)\s+(\S+)/u.exec(body);
  const ledVerb = led?.[1]?.toLowerCase() ?? '';
  const ledBase = STEP_VERB_OF.get(ledVerb);
  if (
    led &&
    ledBase &&
    ledBase !== ledVerb &&
    (/^(?:the|a|an|all|any|each|every|their|its|whether)$/i.test(led[3] ?? '') ||
      (led[2] === ',' &&
        !/\b(?:is|are|was|were|must|will|may|can|should|shall|has|have)\b/.test(body.slice(0, 60))))
  )
    return 'no';
  // "Any such disclosure", "such complaints": the kind the sentence before describes, unless this sentence names it
  // first ("a complaint about the CEO ...; such complaints go to ...") or says what follows ("in such a way that").
  const such = /\bsuch\s+(?:an?\s+)?([a-z]{3,})/i.exec(body);
  if (
    such &&
    !/^(?:as|that)$/i.test(such[1] ?? '') &&
    !/^such\s+(?:an?\s+)?\w+(?:\s+\w+){0,2}\s+(?:as|that)\b/i.test(body.slice(such.index)) &&
    !new RegExp(`\\b${(such[1] ?? '').slice(0, 5)}`, 'i').test(body.slice(0, such.index))
  )
    return 'no';
  // A time or condition with no one in it, then a pronoun for who acts ("Within 10 business days, they assess ..."):
  // "they" stands for someone a sentence before names.
  const opener = /^([^,]{1,80}),\s*(?:they|it|he|she|this|these|those)\b/i.exec(body);
  if (
    opener &&
    CONDITION_START.test(body) &&
    !/\b(a|an|the|any|each|every|their|your|our|its|staff|residents?|clients?|people|persons?|workers?|famil(?:y|ies)|someone|anyone|you|we|I)\b/i.test(
      (opener[1] ?? '').replace(CONDITION_START, ''),
    )
  )
    return 'no';
  const condition = CONDITION_START.exec(body);
  if (
    condition &&
    /^(it|so|not|this|that|they|these|those|then|he|she|his|her|neither|either|both|none)\b/i.test(
      body.slice(condition[0].length).trim(),
    )
  )
    return 'no';
  return selfContained(body, s, facts) ? 'yes' : 'weak';
}

function selfContained(body: string, s: Sentence, facts: PolicyFacts): boolean {
  if (GENERIC_START.test(body)) return true;
  const heading = ` ${norm(s.sectionPath.join(' '))} `;
  const named = (noun: string) => {
    const n = stem(noun.toLowerCase());
    return SELF_NAMING.test(noun) || heading.split(' ').some((w) => w.length > 2 && stem(w) === n);
  };
  if (CONDITION_START.test(body)) return true;
  const the = /^(?:the|a|an)\s+(\S+)\s+(\S+)/i.exec(body);
  if (the) {
    const [, first = '', second = ''] = the;
    // "The Care Manager", "The RN": a name or a role. "The plan", "The reason": a noun that needs its context.
    if (/^\p{Lu}/u.test(first)) return true;
    if (
      /^(is|are|was|were|must|will|should|shall|can|may|has|have|does|do|needs?|and|of|for|in|on|to)$/i.test(
        second,
      )
    )
      return named(first);
    return true;
  }
  const [first = '', second = ''] = body.split(/\s+/);
  // A word the policy also writes in lower case is a common noun ("Requests can be made ..."), not a name.
  const common =
    /^\p{Lu}\p{Ll}+$/u.test(first) &&
    new RegExp(`(?<![\\p{L}])${first.toLowerCase()}(?![\\p{L}])`, 'u').test(facts.index.plain);
  // A noun the policy is about (used four times or more) names a class ("Medicines are given only by ..."); a rarer
  // one leans on its context ("Courses are reviewed ...", "Requests can be made ...").
  if (common && /^(is|are|was|were|must|will|should|shall|can|may|has|have|does|do|needs?)$/i.test(second))
    return named(first) || (facts.wordStats.get(first.toLowerCase()) ?? 0) >= 4;
  return true;
}

/**
 * A list item written as a sentence under a lead-in it does not join ("Then:", "If a resident falls:") depends on that
 * lead-in for when it applies ("The Clinic Nurse reviews the BSP within 2 days" after an emergency).
 */
function leansOnLeadIn(s: Sentence): boolean {
  if (!s.lead || s.joined) return false;
  const lead = s.lead.replace(/:\s*$/, '').trim();
  return (
    contentWords(lead).length < 2 ||
    /^(?:then|next|after(?:wards)?|also|and|if|when|where|once|following|before|during|unless|while|in (?:an?|the) )\b/i.test(
      lead,
    )
  );
}

/**
 * "The Clinic Nurse checks the Elder at the start of the day shift." after "If an Elder ... becomes very upset at
 * night, ...": "the Elder" is the one the sentences before describe, which the question does not show.
 */
function leansOnBefore(s: Sentence, doc: ParsedDocument): boolean {
  const previous = [doc.sentences[s.index - 1], doc.sentences[s.index - 2]].filter(
    (p): p is Sentence => p !== undefined && p.section === s.section,
  );
  if (!previous.length) return false;
  // "RNs also complete the workshop every year": also as what who else?
  if (/^(?:\S+\s+){1,4}(also|too)\b/i.test(s.text.replace(CLAUSE_NUMBER, '').trim())) return true;
  for (const m of s.text.matchAll(/\bthe\s+(\p{L}[\p{L}-]+)\b/giu)) {
    const noun = (m[1] ?? '').toLowerCase();
    if (noun.length < 3 || STOPWORDS.has(noun)) continue;
    // Introduced in this sentence ("If a resident falls, the resident ...") it needs nothing else.
    if (new RegExp(`\\ban?\\s+${noun}\\b`, 'i').test(s.text.slice(0, m.index))) continue;
    if (previous.some((p) => new RegExp(`\\ban?\\s+(?:\\S+\\s+)?${noun}\\b`, 'i').test(p.text))) return true;
  }
  return false;
}

/**
 * Nouns that stand for something named elsewhere unless the sentence says of what: "the use" of a restraint, "requests"
 * to see a file, "any discrepancy" in a drug count, "each exception" on a report, "the stock" of gloves.
 */
const RELATIONAL_NOUN =
  /(?<![\p{L}-])(?:(?:the|any|each|every|such|any such|all)\s+(uses?|requests?|discrepanc(?:y|ies)|exceptions?|stock|scheme|events?|results?|conditions|undertakings|applications?|targets|summary)|^(Requests|Discrepancies|Exceptions|Undertakings))\b(?!\s*[-–—:’'])(?!\s+(?:of|to|for|from|about|by|made|received|raised|that|which|who|whom|where|relating|under|on|in relation|against|with)\b)/iu;
/** What a sentence says before such a noun that tells the reader what it stands for ("Stock is counted ...; any discrepancy"). */
const RELATIONAL_CUE: Record<string, RegExp> = {
  use: /\b(?:use[sd]?|using|given|gave|appl(?:y|ied|ies))\b/i,
  request: /\b(?:ask(?:s|ed)?|request(?:s|ed)?|apply|applies)\b/i,
  discrepanc: /\b(?:count(?:s|ed)?|check(?:s|ed)?|reconcil\w*|balance[sd]?|tall(?:y|ied))\b/i,
  result: /\b(?:survey|audit|test|check|screen)\w*/i,
};

/**
 * A statement that leans on a noun the sentences before define: "The use is recorded ..." after emergency chemical
 * restraint, "Requests are answered within 30 days" after access to records, "Any discrepancy is reported ..." after a
 * Schedule 8 count. The question shows only the bare noun, which may mean something else or nothing.
 */
function leansOnContext(s: Sentence): boolean {
  const body = s.text.replace(CLAUSE_NUMBER, '').trim();
  // A verb of judgement without what it judges ("The Residential Manager investigates, following fair process.").
  if (/\b(?:investigates|decides|assesses|approves|considers|authori[sz]es)\s*[,.;]/i.test(body)) return true;
  const m = RELATIONAL_NOUN.exec(body);
  if (!m) return false;
  if (/\bin any event\b/i.test(body.slice(Math.max(0, m.index - 3), m.index + m[0].length))) return false;
  const noun = (m[1] ?? m[2] ?? '').toLowerCase();
  const cue = Object.entries(RELATIONAL_CUE).find(([k]) => noun.startsWith(k))?.[1];
  return !cue?.test(body.slice(0, m.index));
}

/** A run-in label over what a reader sees or hears in a place ("What you'll see. The visitors' book, ..."). */
const DESCRIPTIVE_LABEL =
  /^(?:what (?:you['’]ll|you will|you may|to) (?:see|notice|hear|find|look for)|what it looks like|look around|you['’]ll (?:see|notice))\s*[.:]?$/i;

/** A sentence of a paragraph that a descriptive label opens: a description of a place, not a rule. */
function describesPlace(s: Sentence, doc: ParsedDocument): boolean {
  for (let i = s.index - 1; i >= 0; i--) {
    const p = doc.sentences[i];
    if (!p || p.block !== s.block) return false;
    if (DESCRIPTIVE_LABEL.test(p.text.trim())) return true;
  }
  return false;
}

/** A label as a key: without its clause number, marks and closing stop ("1.5 **Holds.**" and "1.5 Holds." alike). */
function labelKey(text: string): string {
  return norm(
    text
      .replace(/\*+/g, '')
      .replace(/^\s*\d+(?:\.\d+)*\.?\s+/, '')
      .replace(/[.:]\s*$/, ''),
  );
}

/** The bold labels a document runs into its paragraphs ("1.5 **Holds.** If we know ...", "**Disposal:** Twice a year"). */
function runInLabelsOf(content: string): Set<string> {
  const seen = new Map<string, number>();
  for (const m of content.matchAll(/^[ \t]*(?:\d+(?:\.\d+)*\.?\s+)?\*\*([^*\n]{2,80}?)\*\*[ \t]*\S/gm)) {
    const key = labelKey(m[1] ?? '');
    seen.set(key, (seen.get(key) ?? 0) + 1);
  }
  // A label every entry repeats ("**Estimate.**" in each lot of a catalogue) is a field's name, which says what kind
  // of value follows, not what it is about: the heading above it does.
  return new Set([...seen].filter(([, n]) => n === 1).map(([key]) => key));
}

/** A heading that names nothing of its own ("3. Procedure", "What we do", "Stop 4"). */
const BARE_HEADING =
  /^(?:(?:part|section|step|stage|stop|item|schedule|chapter|note|box|panel|alert|plate|card)\s+[\w.]+\s*[:.—–-]?\s*)?(?:procedure|process|steps?|what (?:we|you|to) do|how (?:it|this) works|responsibilities|roles(?: and responsibilities)?|overview|details|notes?|general|other|in practice|the rules?|key points|at a glance|summary)?\s*$/i;

/**
 * The headings over a statement that name something, nearest first ("Seeing and correcting your records" over "Requests
 * go to the Privacy Officer"), not the document's title.
 */
function namingHeadings(s: Sentence, doc: ParsedDocument, runInLabels: ReadonlySet<string>): string[] {
  // Neither the document's title nor the policy's name under it (a heading with no sibling at its level) is a section.
  const strip = (t: string) => norm(t.replace(/\*+/g, '').replace(/^[A-Z]?\d+(?:\.\d+)*\.?\s+/, ''));
  const sub = doc.subtitle ? doc.headings.find((h) => h.text === doc.subtitle) : undefined;
  // Nor is a collection's name between them ("# HOUSE RULES BOOK" over "## PART 4 — RESTRICTIVE PRACTICES").
  const subAt = sub ? doc.headings.indexOf(sub) : -1;
  const titles = [
    strip(doc.title),
    ...(sub && doc.headings.filter((h) => h.level === sub.level).length === 1 ? [strip(sub.text)] : []),
    ...doc.headings
      .slice(0, Math.max(subAt, 0))
      .filter((h) => sub && h.firstSentence === sub.firstSentence)
      .map((h) => strip(h.text)),
  ];
  // A bold run-in label that opens the statement's paragraph ("1.5 **Holds.** If we know of a legal claim ...") is its
  // nearest heading; a numbered heading above a numbered label ("1.4 How long we keep records") is a sibling clause's.
  const opening = doc.sentences.find((o) => o.block === s.block);
  const label =
    opening && opening !== s && opening.index < s.index && runInLabels.has(labelKey(opening.text))
      ? opening.text.replace(/[.:]\s*$/, '')
      : undefined;
  const numbered = /^\d+(?:\.\d+)+\.?\s/;
  const path = label
    ? [...s.sectionPath.filter((h) => !numbered.test(label) || !numbered.test(h)), label]
    : s.sectionPath;
  return [...path]
    .reverse()
    .map((h) =>
      h
        .replace(/\*+/g, '')
        // A label's code and its dash ("A3 — Assess and notify").
        .replace(/^[A-Z]?\d+(?:\.\d+)*\.?\s+(?:[—–-]\s+)?/, '')
        .trim(),
    )
    .filter(
      (h) =>
        h.length > 3 &&
        h.split(/\s+/).length <= 8 &&
        !titles.includes(norm(h)) &&
        !BARE_HEADING.test(h) &&
        !GENERIC_SECTION.test(h) &&
        contentWords(h).length > 0,
    );
}

/**
 * Words of a heading that say where a statement is in the document, not what it is about ("Our principles", "Register
 * entries", "What this means for you", "CEO Circular No. 22", "Questions below please").
 */
const STRUCTURAL_WORDS = new Set(
  (
    'policy policies procedure procedures position principles principle commitments commitment means mean meaning ' +
    'section sections part layer register entries entry extract circular ceo memo purpose scope statement introduction ' +
    'background words use read standing arrangements key points point page things know need important quick guide ' +
    'reference card sheet notes note summary questions question answers answer please below above more information ' +
    'detail details general overview everyone applies apply level box panel plate slide stop step stage alert chapter ' +
    'appendix annex schedule version help tips matters matter looks like here now then next first start ' +
    'front back side also other why where answered asked frequently common definitions definition interpretation ' +
    'terms shared recitals preamble provisions operative miscellaneous parties annotations annotation cover instrument agenda guidance commentary practice place control controls ' +
    'requirement requirements evidence owner'
  )
    .split(' ')
    .map(stem),
);

/**
 * The heading a statement is shown with: the nearest one that names something, where it adds what the statement is
 * about and does not name the answer ("Schedule 8 medicines" for "A full count is done by two nurses ___").
 */
function contextHeading(
  s: Sentence,
  doc: ParsedDocument,
  question: string,
  answer: string,
  placeWords: ReadonlySet<string>,
  runInLabels: ReadonlySet<string>,
): string | undefined {
  const inQuestion = new Set(contentWords(question).map(stem));
  const inAnswer = new Set(contentWords(answer).map(stem));
  for (const heading of namingHeadings(s, doc, runInLabels)) {
    // Symbols and pictures ("Questions below please. 👇") are a layout's, not a name; a heading with a pronoun ("Who
    // writes in it") leans on its own title; a dateline ("Griffith, Sunday afternoon") names a time, not a subject.
    if (
      /[^\p{L}\p{N}\s'’&,:;()/.?!–—-]/u.test(heading) ||
      /\b(?:it|its|they|them|this|these|those|that)\b/i.test(heading) ||
      /\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day\b/.test(heading) ||
      // "Student Placement Handbook 2026", "TEAM AGREEMENT No. 7": the document's own name, number or edition.
      /\b(?:19|20)\d{2}\b/.test(heading) ||
      /\b(?:No\.?|Number)\s*\d/i.test(heading)
    )
      continue;
    const words = contentWords(heading).map(stem);
    // A heading that names the answer, or its period ("Everyone does annual refreshers" over "each year").
    if (words.some((w) => inAnswer.has(w)) || namesPeriodOf(answer, heading)) return undefined;
    const naming = words.filter((w) => /\p{L}/u.test(w) && !STRUCTURAL_WORDS.has(w) && !placeWords.has(w));
    // A label that only says where ("Our control", "Guidance notes"): the heading above it may say what.
    if (!naming.length) continue;
    return naming.some((w) => !inQuestion.has(w)) ? heading : undefined;
  }
  return undefined;
}

/** A question shown with the section that gives its bare noun a meaning ("the policy's section “Access to records”"). */
function inSection(question: string, heading: string): string {
  const where = `the policy's section “${truncate(heading, 70)}”`;
  return question
    .replace(/^According to the policy,/, `According to ${where},`)
    .replace(/^Complete this statement from the policy:/, `Complete this statement from ${where}:`);
}

/** A script's stage directions ("Setting: Care Manager's office, ten days after a complaint ..."). */
const SCRIPT_DIRECTION = /^(?:setting|scene|characters|cast|people|present|location)\s*:/i;

/** A worked example, a story, an FAQ or background: asked about only when the policy has too few rules. */
/** When the document itself is reviewed: document control, asked only when the policy has too few rules. */
const REVIEW_CLAUSE =
  /^(?:this|the) (?:policy|procedure|document|plan|framework|code|standard order|sheet)s? (?:is|are|will be) (?:reviewed|re-?assessed|re-?evaluated|re-?examined|revised|revisited)\b/i;

/** A paragraph's own label saying what follows is an example ("*Illustration.* Sam, a podiatrist ...", "Case study:"). */
const EXAMPLE_LABEL =
  /^\W*(?:illustrations?|(?:worked |practice )?examples?|case stud(?:y|ies)|scenarios?|vignettes?)(?:\s+(?:\d+|\(?[a-z]\)))?\W*$/i;
const EXAMPLE_OPENING =
  /^\W*(?:illustrations?|(?:worked |practice )?examples?|case stud(?:y|ies)|scenarios?|vignettes?)(?:\s+(?:\d+|\(?[a-z]\)))?\s*[:.—–]\s+\S/i;

/**
 * A sentence of a paragraph labelled as an example, or of the list under a label line ("Illustrations", then "(a)
 * Harold, a resident ..."): its details (who visits how often, who proposed the sensor mat) are the example's, not the
 * policy's rules.
 */
function inExample(s: Sentence, doc: ParsedDocument): boolean {
  for (let i = s.index; i >= 0; i--) {
    const t = doc.sentences[i];
    if (!t || t.section !== s.section) return false;
    const labelled = EXAMPLE_LABEL.test(t.text) || EXAMPLE_OPENING.test(t.text);
    if (t.block === s.block) {
      if (labelled) return true;
      continue;
    }
    if (s.kind !== 'list') return false;
    if (t.kind === 'list') continue;
    return t.kind === 'paragraph' && EXAMPLE_LABEL.test(t.text);
  }
  return false;
}

/** A paragraph that opens a list of what someone must not do: "Further, ..., the CEO shall not:". */
const PROHIBITION_LEAD = /\b(?:shall|must|will|should|may)\s+not\s*:\s*$|\bnever\s*:\s*$/i;

/**
 * A clause of a list of prohibitions written as its own paragraph ("2.1 Allow a complaint to go unacknowledged for more
 * than two business days"): read without the "shall not" above it, it says the opposite of the rule.
 */
function underProhibition(s: Sentence, doc: ParsedDocument): boolean {
  // Only a numbered clause of its own ("2.1 Allow ..."), not a sentence of the section's other paragraphs.
  if (
    s.lead !== undefined ||
    !/^\(?\d+(?:\.\d+)*[.)]?\s+\p{Lu}/u.test(s.text) ||
    /\b(?:not|never|no)\b/i.test(s.text)
  )
    return false;
  for (let i = s.index - 1; i >= 0 && i >= s.index - 80; i--) {
    const t = doc.sentences[i];
    // A list the lead-in was joined to ends its reach.
    if (!t || t.section !== s.section || t.lead !== undefined) return false;
    if (PROHIBITION_LEAD.test(t.text.trim())) return true;
  }
  return false;
}

function illustrative(s: Sentence): boolean {
  return (
    // A line of a conversation says a rule in passing, and often answers a line the question does not show.
    s.speaker !== undefined ||
    REVIEW_CLAUSE.test(s.text.replace(CLAUSE_NUMBER, '')) ||
    NAMED_PERSON.test(s.text) ||
    // A quote in a newsletter ("... ," says Priya Raman, Lindenvale's Clinical Governance Lead): one person's words.
    /[”"]\s*,?\s*(says|said|explains|explained|adds|added|recalls|recalled|notes|noted)\s+\p{Lu}/u.test(
      s.text,
    ) ||
    /\b(says|said|explains|adds|recalls)\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?\s*[,.]/u.test(s.text) ||
    s.sectionPath.some(
      (h) => EXAMPLE_SECTION.test(h) || INTRO_SECTION.test(h.trim()) || COURSE_SECTION.test(h.trim()),
    ) ||
    (BACKGROUND.test(s.text) && !MODAL.test(s.text))
  );
}

/** A line that lists the laws a policy rests on ("Law and standards: Aged Care Act 2024; ..."): citation, not practice. */
const CITATION_LINE =
  /^(?:\d+(?:\.\d+)*\.?\s+)?(?:(?:the\s+)?laws?|legislation|legal (?:basis|framework|context)|(?:relevant|related|applicable|key) (?:laws?|legislation|standards|documents|policies)|laws? and standards|legislation and standards|standards and (?:laws?|legislation)|references?|sources?|authority|compliance (?:with|references?)|regulatory (?:framework|context|references?))\s*(?:and (?:standards|references|guidance))?(?:\s+(?:referred to|cited|relied on|that apply|applied))?\s*[:—–-]\s/i;

/** A run of legal citations ("Aged Care Act 2024 ss 17–18 (restrictive practices); Aged Care Rules 2025; ..."). */
const CITATION =
  /\b(?:Act|Rules|Regulations?|Principles|Standards?)\s+\d{4}\b|\bss?\s+\d+(?:[–-]\d+)?\b|\b[Oo]utcomes?\s+\d+(?:\.\d+)?|\bStandard\s+\d\b|\((?:Cth|SA|NSW|Vic|Qld|WA|Tas|NT|ACT)\)/g;

function citesLaws(text: string): boolean {
  return (text.match(CITATION) ?? []).length >= 3 && (text.includes(';') || /^\W*related\b/i.test(text));
}

/** English words that a sentence in another language lacks, and that language's own common words. */
const AMBIGUOUS_WORDS = new Set([
  'a',
  'i',
  'e',
  'g',
  'eg',
  'ie',
  'per',
  'no',
  'so',
  'me',
  'am',
  'up',
  'us',
  'on',
  'in',
  'do',
  'to',
]);
const FOREIGN_WORDS = new Set(
  (
    'il lo la gli le di del della delle dei degli che non con sono una uno al alla alle nel nella se ci vi ma anche ' +
    'come questo questa nostro nostra nostri vostro vostri vostra siamo potete essere ogni sul sulla dal dalla ' +
    'el los las que y en por para es su sus nuestro nuestra usted les des du et est pour avec dans nous vous une ' +
    'qui pas der das und ist nicht mit für wir sie ein eine'
  ).split(' '),
);

/**
 * A sentence in another language (a bilingual policy's summary for clients): staff are trained on the English text,
 * and a reviewer cannot check a question asked in a language the quiz is not in.
 */
function otherLanguage(text: string): boolean {
  const all = text.toLowerCase().match(/\p{L}+(?:['’]\p{L}+)?/gu) ?? [];
  if (all.length < 4) return false;
  const english = all.filter((w) => STOPWORDS.has(w) && !AMBIGUOUS_WORDS.has(w)).length;
  const foreign = all.filter(
    (w) => FOREIGN_WORDS.has(w) || /[^\p{Script=Latin}\p{N}'’]/u.test(w) || /[\u1EA0-\u1EF9ơưđ]/u.test(w),
  ).length;
  return foreign >= 2 && foreign > english && foreign / all.length >= 0.2;
}

/** A bracketed note to a brochure's designer, printer or translator ("[Photo: ...]", "[Designer: keep to one panel]"). */
const DESIGN_NOTE =
  /^\s*\[\s*(?:photo(?:graph)?s?|images?|pictures?|illustrations?|icons?|graphics?|logos?|maps?|design|designers?|note to (?:the )?designer|translators?|translation|print|printers?|layout|artwork)\b/i;

/** A field of a document's front matter by its label ("Prepared for:", "Written by:", "Owner:"). */
const FRONT_MATTER =
  /^\s*(?:prepared (?:for|by)|(?:compiled|written|issued|authori[sz]ed|reviewed|endorsed) by|issued to|authors?|(?:document |policy )?owner|custodian|audience|distribution)\s*:/i;

function eligible(s: Sentence): boolean {
  if (s.kind === 'table') return false;
  // Nor a field of the document's front matter, also where the text has lost its label ("Prepared by: People and
  // Culture Manager").
  if (
    ADMIN.test(s.text) ||
    FRONT_MATTER.test(s.text) ||
    FRONT_MATTER.test(s.source) ||
    CITATION_LINE.test(s.text) ||
    citesLaws(s.text) ||
    otherLanguage(s.text)
  )
    return false;
  // A sign-off ("Sharon Dwyer, Director of Nursing, 30 October 2025") or when a document was adopted ("Records
  // Management Policy (GOV-04), adopted 25 November 2025"): document control.
  if (
    findDates(s.text).length > 0 &&
    (/^[^.;:]{2,80}(?:,|\s[—–-])\s*(?:\d{1,2}\s+)?\p{Lu}\p{Ll}+\s+\d{4}\.?$/u.test(s.text) ||
      // When the document starts to apply ("The Instrument commences on 1 December 2025").
      /\b(?:instrument|policy|procedure|document|code|charter|guide|plan|framework)\s+(?:commences|takes effect|comes into (?:effect|force)|(?:is|becomes) effective|applies from)\b/i.test(
        s.text,
      ) ||
      /^\p{Lu}\p{Ll}+\s+\p{Lu}[\p{L}'’-]+,\s/u.test(s.text) ||
      // "Darren Okafor, Manager, Merrigal House 28 November 2025": a line that ends on its date and says nothing.
      (/\b(?:19|20)\d{2}\.?$/.test(s.text) && !STATEMENT.test(s.text)) ||
      // "Adopted as the Tessellate policy on residents' rights, dignity and choice by the Board, 6 November 2025".
      /\b([Aa]dopted|[Aa]pproved|[Ee]ndorsed|[Rr]atified|[Ii]ssued|[Ss]igned|[Pp]repared|[Nn]oted)\b(?:\s+as\s+[^.]{1,100}?)?(?:\s+by\s+[^,.]{1,60})?,?\s+(?:on\s+)?\d{1,2}\s+\p{Lu}/u.test(
        s.text,
      ))
  )
    return false;
  // A document's or a body's history ("The Rule of Service was adopted by the founding members in 1986 and last revised
  // in 2019"): trivia.
  if (
    /\b(adopted|approved|endorsed|ratified|established|founded|revised|introduced)\b[^.]{0,60}\b(in|on|since)\s+(?:\d{1,2}\s+)?(?:\p{Lu}\p{Ll}+\s+)?(?:19|20)\d{2}\b/u.test(
      s.text,
    )
  )
    return false;
  // A risk register's description of what could go wrong ("Risk statement: a restraint is used ...") is not practice.
  if (RISK_DESCRIPTION.test(s.text)) return false;
  // Nor is an option a decision record turned down ("Alternatives considered: ...").
  if (REJECTED_OPTION.test(s.text)) return false;
  // A measure's formula ("Priority 1 reports lodged within 24 hours of first awareness ÷ Priority 1 reports") counts
  // what is done; the rule it counts is stated elsewhere.
  if (/\s÷\s/.test(s.text)) return false;
  // A note to the designer or translator ("[Photo: an older man tending tomato plants ...]") is not printed.
  if (DESIGN_NOTE.test(s.text) || DESIGN_NOTE.test(s.source)) return false;
  // The rest of a bracketed note that runs over sentences ("... kitchen table. Logo top right.]").
  if (/\]\W*$/.test(s.text) && !s.text.includes('[')) return false;
  const n = s.text.split(/\s+/).length;
  if (n < MIN_WORDS || n > MAX_WORDS) return false;
  if (/\?$/.test(s.text) || s.text.includes('|') || (s.text.match(/:/g) ?? []).length > 1) return false;
  if (/:\s*$/.test(s.text)) return false;
  if (
    s.sectionPath.some(
      (h, i) => (GENERIC_SECTION.test(h) && !holdsProcedures(s.sectionPath, i)) || LAW_SECTION.test(h.trim()),
    )
  )
    return false;
  return /\p{L}{3}/u.test(s.text);
}

function explanation(sentence: Sentence, correct: string): string {
  const where = sentence.section ? ` under “${truncate(sentence.section, 80)}”` : '';
  return `The answer is “${correct}”. The policy says${where}: “${truncate(sentence.text, 600)}”`;
}

/** A small seeded generator (mulberry32), so option positions are shuffled the same way for the same policy. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Positions of the correct option: each of the four used about equally often, in a deterministic order. */
function answerPositions(count: number, seed: number): number[] {
  const random = seeded(seed);
  const positions = Array.from({ length: count }, (_, i) => i % 4);
  for (let i = positions.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [positions[i], positions[j]] = [positions[j] as number, positions[i] as number];
  }
  return positions;
}

function place(candidate: Candidate, position: number): QuizQuestion {
  const distractors = (candidate.options ?? []).filter((o) => o !== candidate.correct);
  const options = [...distractors];
  options.splice(position, 0, candidate.correct);
  return {
    question: candidate.question,
    options,
    correctAnswer: position,
    explanation: candidate.explain ?? explanation(candidate.sentence, candidate.correct),
  };
}

const DEFINITION_SECTION = /\b(definitions?|glossary|terms|key words|what we mean|meaning)\b/i;

/**
 * Questions from the policy's definitions: "According to the policy, what is the meaning of the term “Seclusion”?".
 * The distractors are the policy's definitions of its other terms, so the policy itself says what each one means.
 */
/** What a defined term is, by the first telling noun of its meaning: a person, a law, a system, a document ... */
const DEFINITION_KINDS: ReadonlyArray<[string, RegExp]> = [
  [
    'person',
    /^(person|persons|people|individual|individuals|someone|anyone|worker|workers|employee|employees|staff|nurse|nurses|practitioner|practitioners|member|members|officer|manager|director|consultant|resident|residents|client|clients|representative|supporter|guardian|relative|family|volunteer|volunteers|contractor|contractors|position|role|team|committee|board|body|organisation|provider)$/i,
  ],
  [
    'law',
    /^(act|acts|rules|standards|code|principles|legislation|law|laws|scheme|regulation|regulations|instrument)$/i,
  ],
  ['system', /^(system|systems|software|platform|database|application|app|portal|tool)$/i],
  [
    'document',
    /^(form|forms|register|record|records|plan|plans|document|documents|notice|report|reports|policy|procedure|log|chart|charts|agreement|assessment|list|file|letter|summary)$/i,
  ],
  [
    'event',
    /^(situation|event|events|incident|incidents|occurrence|circumstance|circumstances|time|period|day|days|emergency|breach)$/i,
  ],
  [
    'practice',
    /^(practice|practices|intervention|interventions|action|actions|use|restriction|method|process|activity|measure|measures|restraint|treatment|care|support|service|services|strategy|strategies|approach|medicine|medicines|medication|medications|device|devices|equipment|confinement|force)$/i,
  ],
];

/** Where a meaning's head noun phrase ends ("A person | registered under the Act", "The form | in CareLedger"). */
const DEFINITION_HEAD_END =
  /\s(?:of|that|who|whom|which|whose|where|when|in|on|at|for|by|with|from|under|to|as|holding|employed|registered|used|including|appointed|nominated|given|made|held|kept|approved|between|about)\s/i;

/** The last telling noun of the head ("The Provider's electronic care management system" -> a system). */
function definitionKind(meaning: string): string {
  // "Restricting a resident's free access to ...": a meaning that opens on what is done is a practice.
  if (
    /^\p{L}+ing\b/iu.test(meaning) &&
    !/^(?:thing|something|anything|building|meeting|setting|training|wellbeing|hearing|nothing)\b/i.test(
      meaning,
    )
  )
    return 'practice';
  const head = ` ${meaning.replace(/\([^)]*\)/g, ' ')} `.split(DEFINITION_HEAD_END)[0] ?? '';
  for (const w of head
    .split(/[\s,]+/)
    .filter(Boolean)
    .reverse())
    for (const [kind, pattern] of DEFINITION_KINDS) if (pattern.test(w)) return kind;
  return 'other';
}

function definitionCandidates(doc: ParsedDocument): Candidate[] {
  const found: Array<{ term: string; meaning: string; sentence: Sentence }> = [];
  const seen = new Set<string>();
  for (const s of doc.sentences) {
    if (s.kind === 'table') continue;
    const text = s.text.replace(CLAUSE_NUMBER, '').trim();
    const inDefinitions = s.sectionPath.some((h) => DEFINITION_SECTION.test(h));
    const m =
      /^[“"]?([A-Z][\w'’()/ -]{1,50}?)[”"]?\s+(?:means|refers to|is defined as)\s+(.+)$/.exec(text) ??
      (inDefinitions ? /^([A-Z][\w'’()/ -]{1,50}?)\s*(?:\s[–—-]\s|:\s)\s*(.+)$/.exec(text) : null);
    if (!m) continue;
    const term = (m[1] ?? '').trim();
    const meaning = (m[2] ?? '').replace(/[.;]\s*$/, '').trim();
    // An abbreviation's meaning is its own letters spelt out ("ECMS", "Ahpra"), and a pointer to a clause or table is
    // no meaning at all.
    if (
      /^[A-Za-z]{2,8}$/.test(term) &&
      (/^[A-Z]{2,}$/.test(term) ||
        /[a-z][A-Z]|[A-Z]{2}/.test(term) ||
        initialsOf(meaning).startsWith(term.toUpperCase()))
    )
      continue;
    if (/\b(clause|section|table|appendix|schedule|part)\s+[A-Z]?\d/i.test(meaning)) continue;
    const n = meaning.split(/\s+/).length;
    if (term.split(/\s+/).length > 6 || n < 5 || n > 30) continue;
    // Options must read as one answer each: no list of names run together, no second clause after a semicolon.
    if (/;/.test(meaning) || /,\s+(the\s+)?[A-Z]/.test(meaning)) continue;
    const key = norm(term);
    if (seen.has(key)) continue;
    seen.add(key);
    found.push({ term, meaning: capitalise(meaning), sentence: s });
  }
  if (found.length < 4) return [];
  const out: Candidate[] = [];
  for (const d of found) {
    const termWords = new Set(
      words(d.term)
        .filter((w) => w.length >= 3)
        .map(stem),
    );
    const mentions = (text: string) => words(text).some((w) => termWords.has(stem(w)));
    // A meaning that repeats its term ("Director of Care" is "the person holding the position of Director of Care")
    // gives itself away.
    if (mentions(d.meaning)) continue;
    const kind = definitionKind(d.meaning);
    const length = d.meaning.split(/\s+/).length;
    const others = found
      .filter(
        (o) =>
          o !== d &&
          !mentions(o.meaning) &&
          !nestedTerms(o.term, d.term) &&
          // A person's meaning among meanings of a person, a form's among forms: a law, a system and a person as the
          // meaning of "CareLedger" are ruled out without the policy.
          definitionKind(o.meaning) === kind,
      )
      .sort(
        (a, b) =>
          Math.abs(a.meaning.split(/\s+/).length - length) - Math.abs(b.meaning.split(/\s+/).length - length),
      )
      .slice(0, 3)
      .map((o) => o.meaning);
    if (others.length < 3) continue;
    const question = `According to the policy, what is the meaning of the term “${d.term}”?`;
    out.push({
      sentence: d.sentence,
      span: { start: 0, end: 0, text: d.meaning, kind: 'word' },
      question,
      options: undefined,
      tableOptions: others,
      questionKey: norm(question),
      answerKey: norm(d.meaning),
      correct: d.meaning,
      score: 3.5,
      group: 'definitions',
      plain: true,
    });
  }
  return out;
}

/** A table row named only by when it happens, not by what happens. */
const TIME_ONLY =
  /^(?:(?:within|by|after|before|at)\s+)?(?:(?:day|week|month)\s*\d+|\d+\s*(?:(?:business|working|calendar)\s+)?(?:minutes?|hours?|days?|weeks?|months?|years?)(?:\s+of\s+(?:becoming\s+aware|the\s+\w+))?|immediately|straight away|same day|next (?:business |working )?day)\.?$/i;

/** Columns of examples or free notes (several things per row), and document-control tables. */
const LOOSE_COLUMN =
  /\b(examples?|e\.g|description|details?|notes?|comments?|includes?|including|such as|why|what (?:it|this) (?:means|covers|looks like)|evidence)\b/i;
const CONTROL_COLUMN =
  /\b(version|date|approved|approval|change|amendment|author|revision|owner|due|status|by when|completed)\b/i;

/** The kind of fact a table cell is, when the whole cell is one fact ("7 years", "Care Manager"). */
function cellSpan(value: string): Span | null {
  const found = extractSpans(value);
  const one = found.length === 1 ? found[0] : undefined;
  if (!one || one.start > 2 || one.end < value.replace(/[.\s]+$/, '').length - 2) return null;
  return { ...one, start: 0, end: value.length, text: value };
}

/** A cell that points elsewhere ("See note 2", "As per IG-01", "As for that class") holds no value of its own. */
const POINTER = /^(see|refer to|as per|per|as for|same as|as with|as above|as below)\b/i;

/**
 * Questions from the policy's tables: "According to the policy's table “Retention schedule”, what is the “Minimum
 * retention” for “Complaints”?". The distractors are the same column's values for the table's other rows, so the
 * table itself says they are wrong for this row, and they are of the answer's kind by the table's own structure.
 */
/**
 * An action plan ("Action | Who | By", a due date in its rows): who was to finish a one-off task by when, which
 * reviewers read as housekeeping, not a rule staff follow.
 */
function actionPlan(t: DocumentTable): boolean {
  return (
    t.header.some((h) =>
      /^(?:by|due|due date|deadline|target date|by when|date due)$/i.test(h.replace(/\*+/g, '').trim()),
    ) || t.rows.filter((r) => r.some((cell) => findDates(cell).length > 0)).length * 2 >= t.rows.length
  );
}

/**
 * A table that runs a training session ("| Time | Segment | Trainer does | Participants do | Resources |") or records
 * decisions on the rows beside it ("| Recommendation | Decision |" with "Agreed / Not agreed"): what happens at minute
 * 15 of a session or what a chief executive agreed to is not what staff do, and the policy's own text says the rule.
 */
function sessionOrDecisions(t: DocumentTable): boolean {
  const header = t.header.map((h) => h.replace(/\*+/g, '').trim());
  if (
    header.some((h) =>
      /^(?:segment|(?:trainer|facilitator|presenter)s?['’]?s? (?:does|do|says|notes|actions?)|(?:participants?|learners?|attendees?)['’]?s? (?:do|does|activity|activities)|slides?)$/i.test(
        h,
      ),
    )
  )
    return true;
  return header.some(
    (_, c) =>
      t.rows.length > 0 &&
      t.rows.every((r) =>
        /^(?:approved|agreed|noted|endorsed|supported|accepted)(?:\s*\/\s*not (?:approved|agreed|noted|endorsed|supported|accepted))?$/i.test(
          (r[c] ?? '').replace(/\*+/g, '').trim(),
        ),
      ),
  );
}

/**
 * A table of accounts ("| Item | Budget | Actual | Variance |"): two columns or more of money. A fee schedule's one
 * column of prices is what a resident pays; a budget's lines are not what staff do.
 */
function accounts(t: DocumentTable): boolean {
  const money = t.header.filter(
    (_, c) =>
      t.rows.filter((r) => /^\s*[-−(]?\s*\$\s?\d/.test((r[c] ?? '').replace(/\*+/g, ''))).length * 2 >
      t.rows.length,
  ).length;
  return money >= 2;
}

/** A column of a program logic model: what goes in, what is done, what comes out, what changes. */
const LOGIC_MODEL_COLUMN =
  /^(?:inputs?|resources|activities|outputs?|(?:(?:short|medium|long|intermediate)[- ]term |immediate |intermediate |final |end )?(?:outcomes?|results?)|impacts?)\b/i;

const VAGUE_TIME =
  /^(?:now|right now|always|never|immediately|at once|straight away|right away|asap|as soon as (?:possible|practicable)|promptly|urgently|today|same (?:day|shift)|(?:by|before) (?:the )?end of (?:the |your )?(?:shift|day)|as (?:needed|required)|ongoing|at all times|every time)$/i;

function tableCandidates(doc: ParsedDocument, facts: PolicyFacts): Candidate[] {
  const out: Candidate[] = [];
  for (const t of doc.tables) {
    if (t.header.length < 2 || t.rows.length < 2) continue;
    if (t.header.filter((h) => CONTROL_COLUMN.test(h)).length >= 2) continue;
    if (
      t.sectionPath.some(
        (h) => GENERIC_SECTION.test(h) || EXAMPLE_SECTION.test(h) || COURSE_SECTION.test(h.trim()),
      )
    )
      continue;
    if (ADMIN.test(t.caption) || CONTROL_COLUMN.test(t.caption)) continue;
    if (actionPlan(t) || sessionOrDecisions(t) || accounts(t)) continue;
    // A program logic model ("Inputs | Activities | Outputs | Short-term outcomes | Medium-term outcomes"): each column
    // is a list of its own, and a row's cells only share a line, not a meaning.
    if (t.header.filter((h) => LOGIC_MODEL_COLUMN.test(h.replace(/\*+/g, '').trim())).length >= 3) continue;
    // A header row that holds a value ("| Adopted by the Board of Directors | 18 September 2025 |") is the first row of
    // a list of labels and values, not the names of columns.
    if (t.header.some((h) => findDates(h).length > 0)) continue;
    // Rows are named by their first cell, or by the second when the first only numbers them ("1", "Step 2").
    const numbered = t.rows.every((r) =>
      /^(?:step|stage|week|day|box)?\s*\d+[.)]?$/i.test((r[0] ?? '').trim()),
    );
    const labelColumn = numbered ? 1 : 0;
    const labels = t.rows.map((r) => (r[labelColumn] ?? '').trim().replace(/^\d+[.)]\s+/, ''));
    if (labels.some((l) => !l || l.split(/\s+/).length > 10 || NAMED_PERSON.test(l))) continue;
    // How the policy will be checked ("Follow-up — how we will check": what is measured, how, reported to whom): a
    // manager's monitoring plan, not what staff do.
    if (
      MONITORING_TABLE.test(t.caption) ||
      t.header.some((h) => MONITORING_COLUMN.test(h.replace(/\*+/g, '').trim()))
    )
      continue;
    // Rows named by a letter (an acronym's "R", "I", "G"): the reader cannot tell what a letter stands for.
    // Or by a roman numeral ("I", "II", "IV" of a programme's parts): a number, not a thing.
    if (labels.every((l) => /^\p{L}{1,2}\.?$/u.test(l) || /^[IVXLC]+\.?$/.test(l))) continue;
    // Rows named only by a code ("A1", "R-03", "#4"): an action log or a register, whose rows say nothing on their own.
    if (labels.some((l) => /^#?\s*[A-Z]{0,3}[-\s]?\d+(?:\.\d+)*[a-z]?$/i.test(l))) continue;
    // Or by a symbol of a key ("▲1", "✓", "●●"): the learner is not shown what it stands for.
    if (labels.some((l) => !/\p{L}{2}/u.test(l))) continue;
    // Or every row by a document's code ("F-REC-03 | Records Disposal Authorisation"): a list of forms, whose titles
    // are looked up, not learnt.
    if (labels.every((l) => /^[A-Z]{1,6}(?:[-/.][A-Z]{1,6})*[-/.]?\d+[A-Z]?$/.test(l.replace(/\*+/g, ''))))
      continue;
    if (new Set(labels.map(norm)).size !== labels.length) continue;
    // A document-control table laid out as label and value ("Owner | Chief Executive", "Approved | 22 October 2025").
    if (
      labels.filter(
        (l) =>
          CONTROL_COLUMN.test(l) ||
          /^(owner|applies to|review|next review|document|policy number)\b/i.test(l),
      ).length >= 2
    )
      continue;
    // Columns of one kind of value for parallel cases ("| Step | Standard | Serious | Critical |", the same "2 business
    // days" under two of them): each column names a case, not what its cells are, and "what is the “Serious” for
    // “Acknowledge”?" reads as the table's labels rather than a question. Such a table is not asked row by row.
    const columns = t.header.map((_, c) => t.rows.map((r) => norm(r[c] ?? '')));
    const parallel = (a: number, b: number) => {
      const same = (columns[a] ?? []).filter((v, r) => v && v !== '—' && v === columns[b]?.[r]).length;
      return same >= 2 && same * 3 >= t.rows.length;
    };
    let matrix = false;
    for (let a = labelColumn + 1; a < t.header.length; a++)
      for (let b = a + 1; b < t.header.length; b++) matrix ||= parallel(a, b);
    if (matrix) continue;
    for (let c = labelColumn + 1; c < t.header.length; c++) {
      const head = columnName(t.header[c] ?? '');
      if (!head || LOOSE_COLUMN.test(head) || CONTROL_COLUMN.test(head) || head.split(/\s+/).length > 10)
        continue;
      const values = t.rows.map((r) => (r[c] ?? '').trim().replace(/\.$/, ''));
      if (values.some((v) => !v || v.split(/\s+/).length > 10 || /;/.test(v))) continue;
      // Where a record is filed ("Kept in | Incident Register"): housekeeping, not what staff do.
      if (
        /^(?:kept|stored|held|filed|saved|where (?:kept|stored|held|filed))(?: in| at)?$|^(?:storage )?location$/i.test(
          head.replace(/\*+/g, '').trim(),
        )
      )
        continue;
      // Shares ("below 90%", "95–99%" of a scorecard's bands): a target the service is scored against, not a rule.
      if (
        values.filter((v) => /\d\s*%/.test(v) && v.replace(/\*+/g, '').split(/\s+/).length <= 4).length * 2 >
        values.length
      )
        continue;
      // A column of the organisation's own roles beside a column of what they do ("| Conductor | Chief Executive |
      // Leads ... |"): the row's first cell is the house's other name for that role, and asking it decodes a label.
      if (
        labelColumn === 0 &&
        !/\b(?:steps?|stages?|tasks?|actions?|activit(?:y|ies)|what|when|events?|situations?|decisions?)\b/i.test(
          t.header[0] ?? '',
        ) &&
        (/^(?:roles?|positions?|officials?|offices?|titles?)$/i.test(
          (t.header[0] ?? '').replace(/\*+/g, '').trim(),
        ) ||
          t.header.some(
            (h, o) =>
              o !== c &&
              /^(?:(?:key )?responsibilit(?:y|ies)|duties|accountabilit(?:y|ies)|what (?:they|it|he|she|each) (?:do|does)|(?:role|job) description)\b/i.test(
                h.replace(/\*+/g, '').trim(),
              ),
          )) &&
        (/\b(?:roles?|positions?|job titles?)\b|^(?:who|held by|filled by|person|name)$/i.test(head) ||
          values.filter((v) => cellSpan(v)?.kind === 'role').length * 2 >= values.length)
      )
        continue;

      // Codes ("R", "A", "C", "I" of a responsibility matrix, ticks) are not answers.
      if (values.some((v) => !/\p{L}{3}/u.test(v) || /^[A-Z]{1,3}(?:\s*[/,]\s*[A-Z]{1,3})*$/.test(v)))
        continue;
      // Nor are clause numbers ("APP 3", "APP 3, 11", "s 23", "Outcome 2.7"): which principle a row falls under is
      // citation.
      if (
        values.some((v) =>
          /^(?:[A-Z]{1,5}|ss?|[Oo]utcome|[Ss]tandard|[Cc]lause|[Rr]ule)\s*\d+(?:\.\d+)*(?:\s*[,&]\s*\d+(?:\.\d+)*)*$/.test(
            v,
          ),
        )
      )
        continue;
      if (new Set(values.map(norm)).size < 3) continue;
      // Times without a number ("Now", "Immediately", "Same shift", "Before end of shift", "Always"): each overlaps the
      // others (what is done now is done in the same shift), so no one of them is the only right answer.
      if (values.filter((v) => VAGUE_TIME.test(v.replace(/[*_]+/g, '').trim())).length * 2 >= values.length)
        continue;
      // Two rating scales set side by side ("4 Catastrophic | ... | 4 Frequent | ..."): a row pairs the levels of equal
      // rank, not a thing and what is true of it.
      const ranked = (cells: readonly string[]) =>
        cells.every((v) => /^\d+\s+\p{L}/u.test(v.replace(/\*+/g, '')));
      if (ranked(values) && ranked(t.rows.map((r) => (r[labelColumn] ?? '').trim()))) continue;
      t.rows.forEach((_, r) => {
        const answer = values[r] ?? '';
        const label = labels[r] ?? '';
        const sentence = facts.sentenceAt(t.rowSentences[r] ?? -1);
        if (!sentence || !answer || POINTER.test(answer)) return;
        // A row of a timeline named by a time alone ("Within 24 hours") does not say what is done, so "who is
        // responsible for “Within 24 hours”?" asks about nothing ("Day 0 — outbreak suspected" says what happens).
        if (TIME_ONLY.test(label)) return;
        // A row the assessment finds against the Act ("Complaints | 3 years") is not taught.
        const rowWords = words(sentence.text).filter((w) => w.length > 2 && !STOPWORDS.has(w));
        if (
          facts.index.contradicted.some(
            (c) =>
              rowWords.length > 0 && rowWords.filter((w) => c.words.has(w)).length / rowWords.length >= 0.8,
          )
        )
          return;
        const span = cellSpan(answer);
        const kind: SpanKind = span?.kind ?? 'word';
        const periodic = kind === 'duration' || kind === 'frequency';
        const chosen: string[] = [];
        const fits = (o: string) => {
          const on = norm(o);
          const an = norm(answer);
          if (!on || on === an || on.includes(an) || an.includes(on) || POINTER.test(o)) return false;
          // A time column's cell that holds no time ("Shared with the staff member and team" for a compliment's "Aim to
          // resolve") is no answer of the kind asked.
          if (periodic && !cellSpan(o) && o.split(/\s+/).length > 3) return false;
          if (chosen.some((x) => norm(x) === on || norm(x).includes(on) || on.includes(norm(x))))
            return false;
          if (sameValue(o, answer, kind) || chosen.some((x) => sameValue(o, x, kind))) return false;
          if (!periodic && (nestedTerms(answer, o) || chosen.some((x) => nestedTerms(x, o)))) return false;
          return true;
        };
        for (const v of values) if (chosen.length < 3 && fits(v)) chosen.push(inStyleOf(v, answer, kind));
        if (chosen.length < 3 && span)
          for (const g of generatedDistractors(span))
            if (chosen.length < 3 && sameShape(answer, g, kind) && fits(g)) chosen.push(matchCase(g, answer));
        if (chosen.length < 3) return;
        // A table with no heading of its own takes the document's ("CEO CIRCULAR No. 2025/22"), which names nothing in it.
        const documentName = [doc.title, ...(doc.subtitle ?? '').split(' — ')].map(norm);
        // A caption taken from a header row keeps none of its cell rules ("| Timeframes" is "Timeframes").
        const name = (t.caption ?? '').replace(/^[\s|]+|[\s|]+$/g, '');
        const caption =
          name && !documentName.includes(norm(name))
            ? `the policy's table “${truncate(name, 80)}”`
            : "the policy's table";
        const question = tableQuestion(caption, head, label, kind, [t.caption, ...t.header].join(' '));
        out.push({
          sentence,
          span: { start: 0, end: 0, text: answer, kind },
          question,
          options: undefined,
          tableOptions: chosen,
          questionKey: norm(question),
          answerKey: norm(answer),
          correct: answer,
          score: (KIND_SCORE[kind] ?? 1) + 1,
          plain: true,
          group: `table:${doc.tables.indexOf(t)}:${c}`,
          explain: `The answer is “${answer}”. In ${caption}, the row “${label}” gives “${answer}” under “${head}”.`,
        });
      });
    }
  }
  return out;
}

/**
 * A table question in plain words where the column says what it holds ("Who" gives "who is responsible for ...?", or in
 * a table of training "who is the training ... for?"), else by the column's name.
 */
/**
 * A column's name as a question can say it: without the key's symbols ("Barrier ⏱" is "Barrier") or a key letter after
 * the name ("Weight (record) **R**" is "Weight (record)", "Where recorded K" is "Where recorded"), which the learner, not shown the key, cannot read.
 */
function columnName(header: string): string {
  return (
    header
      .replace(MARK, ' ')
      .replace(/\*+/g, '')
      // After a word in small letters or a bracket, not a name's letter ("Plan B", "Hepatitis B").
      .replace(/(\b\p{Ll}+|\))\s+[A-Z]\s*$/u, '$1')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function tableQuestion(
  caption: string,
  head: string,
  label: string,
  kind: SpanKind,
  about = caption,
): string {
  const h = head.trim().replace(/[?:]$/, '');
  // In a table of training, "Who" is whom the training is for, not who answers for it ("Clinical updates | Nurses").
  if (
    /^who$/i.test(h) &&
    kind === 'role' &&
    /\b(training|competenc\w*|courses?|induction|modules?|education|refreshers?|learning|skills)\b/i.test(
      about,
    )
  )
    return `According to ${caption}, who is the training “${label}” for?`;
  if (/^(who|by whom|responsible|responsibility|owner|accountable|lead|role)$/i.test(h) && kind === 'role')
    return `According to ${caption}, who is responsible for “${label}”?`;
  // A column named by what its people do ("Who checks", "Who approves"): asked in those words.
  const who = /^who\s+(\p{Ll}+s)$/iu.exec(h);
  if (who && kind === 'role' && !/^(?:is|was|has|does)$/i.test(who[1] ?? ''))
    return `According to ${caption}, who ${(who[1] ?? '').toLowerCase()} “${label}”?`;
  if (
    /^(when|timeframe|time ?frame|time limit|within|by when|how fast|how soon|deadline|timing)$/i.test(h) &&
    (kind === 'duration' || kind === 'frequency')
  )
    return `According to ${caption}, within what timeframe must “${label}” be done?`;
  if (/^(how often|frequency)$/i.test(h) && (kind === 'duration' || kind === 'frequency'))
    return `According to ${caption}, how often is “${label}” done?`;
  return `According to ${caption}, what is the “${head}” for “${label}”?`;
}

/** The first letters of a name's words ("electronic care management system" gives "ECMS"). */
/** Bodies outside the provider: regulators, government, advocates, police. */
const EXTERNAL_BODY =
  /\b(Commission(?:er)?|Australian|Office of the|Department|Ombudsman|Tribunal|Public (?:Guardian|Advocate|Trustee)|Police|Government|Advocacy|My Aged Care|Services Australia)\b/i;

/** Whether a name is plural by its head noun ("Registered Nurses", "Heads of Department"; not "Board of Directors"). */
function pluralName(name: string): boolean {
  const head = name.trim().split(/\s+of\s+/i)[0] ?? '';
  return /[^s'’]s$/i.test(head) && !/(?:us|is|ss)$/i.test(head);
}

/** A role name in the number of another ("Enrolled Nurse" for "Registered Nurses" gives "Enrolled Nurses"). */
function inNumberOf(name: string, like: string): string {
  const plural = pluralName(like);
  if (plural === pluralName(name) || /\bof\b|\band\b|[()]/i.test(name)) return name;
  if (plural)
    return /[^aeiou]y$/i.test(name)
      ? `${name.slice(0, -1)}ies`
      : /(?:s|sh|ch|x)$/i.test(name)
        ? `${name}es`
        : `${name}s`;
  return /ies$/i.test(name) ? `${name.slice(0, -3)}y` : name.replace(/s$/i, '');
}

function initialsOf(name: string): string {
  return name
    .split(/[\s-]+/)
    .filter((w) => /^\p{L}/u.test(w) && !/^(of|and|for|the|to|in|on|a|an)$/i.test(w))
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
}

/** A candidate as the checker reads a question: its answer first. */
function asQuestion(
  c: Candidate,
  question = c.question,
): Pick<QuizQuestion, 'question' | 'options' | 'correctAnswer'> {
  return { question, options: c.options ?? [], correctAnswer: 0 };
}

/** Where one clause of a statement ends and the next begins: "... within 2 business days and resolved ...". */
const CLAUSE_JOIN = /^([^,;()]*?)(,?\s+and\s+(?:then\s+)?|;\s+|,\s+then\s+)([^,;()]*)$/;
/** A subject and its auxiliary ("Complaints are", "The RN must"), the last before the fact, which a second verb shares. */
const SUBJECT_AUX =
  /^(.*\b(?:is|are|must be|will be|should be|shall be|can be|may be|is to be|are to be|must|will|should|shall|can|may))\s+(?=\p{Ll})/u;
/** A past participle, which a passive second clause starts with ("... and resolved within 30 days"). */
const PARTICIPLE =
  /^(?:\p{Ll}+(?:ed|en|wn|ne)|kept|sent|held|made|told|set|put|met|paid|found|left|brought|read|run|done|seen|taken|given|shown|written|known|built|sought|taught|bought)\b/u;

/**
 * Two questions from one statement whose facts sit in two clauses ("Complaints are acknowledged within 2 business days
 * and resolved within 30 days") are each asked on their own clause ("Complaints are acknowledged within ___.",
 * "Complaints are resolved within ___."), so neither shows the other's answer. Null when the statement does not
 * split cleanly.
 */
function ownClause(c: Candidate, twin: Candidate, facts: PolicyFacts): string | null {
  if (c.tableOptions || twin.tableOptions) return null;
  const text = c.sentence.text;
  const first = c.span.start < twin.span.start ? c : twin;
  const second = first === c ? twin : c;
  const join = CLAUSE_JOIN.exec(text.slice(first.span.end, second.span.start));
  const joinStart = first.span.end + (join?.[1] ?? '').length;
  const joinEnd = joinStart + (join?.[2] ?? '').length;
  const rest = text.slice(joinEnd);
  const beforeFact = rest.slice(0, Math.max(0, second.span.start - joinEnd));
  // What follows the join is a clause: its own subject and a verb before the fact ("each responsible person must
  // tell the ___"), or a verb that shares the first clause's subject ("... and resolved within ___"). Not a noun
  // phrase of a list ("the ___'s advice on suitability", "the Aged Care Code of Conduct under the ___").
  const own =
    /^(?:the|a|an|all|each|every|staff|we|our|residents|workers|clients)\b/i.test(rest) &&
    /^\S+(?:\s+(?!\S*['’]s\b)\S+){0,5}?\s+(?:is|are|must|will|should|shall|can|may|has|have|does|do|\p{Ll}+s|\p{Ll}+ed)\s/u.test(
      beforeFact,
    );
  // The main clause's subject, not a relative clause's ("at least one of whom is ...").
  const subjectAux = SUBJECT_AUX.exec(text.slice(0, first.span.start));
  const shared =
    subjectAux && !/\b(?:who|whom|whose|which|that)\b/i.test(subjectAux[1] ?? '') ? subjectAux : null;
  const passive = /\b(?:is|are|be)$/.test(shared?.[1] ?? '');
  const verb =
    shared !== null &&
    !/^(?:the|a|an|all|each|every|our|their|its|his|her|this|that|these|those|to|of|in|on|at|by|for|with|from|within|again|also|then|not|only|any|no)\b/i.test(
      rest,
    ) &&
    (passive ? PARTICIPLE.test(rest) : /^\p{Ll}+\b/u.test(rest));
  if (!join || (!own && !verb)) return c === first ? withoutTail(c, twin, facts) : null;
  let sentence: Sentence;
  let span: Span;
  if (c === first) {
    sentence = { ...c.sentence, text: `${text.slice(0, joinStart).replace(/[\s,;]+$/, '')}.` };
    span = c.span;
  } else {
    const prefix = own ? '' : `${shared?.[1] ?? ''} `;
    const body = own ? capitalise(rest) : rest;
    sentence = { ...c.sentence, text: `${prefix}${body}` };
    const shift = prefix.length - joinEnd;
    span = { ...c.span, start: c.span.start + shift, end: c.span.end + shift };
  }
  if (sentence.text.slice(span.start, span.end) !== c.span.text || !balanced(sentence.text)) return null;
  const question = writeQuestion(sentence, span, facts).text;
  // Neither clause may show the other's answer, and the clause must still pass the checker.
  if (question.includes(twin.correct)) return null;
  if (questionFaults(asQuestion(c, question), facts.index).length) return null;
  return question;
}

/** Whether every bracket opened is closed: a clause cut from inside brackets reads as a fragment. */
function balanced(text: string): boolean {
  return (text.match(/\(/g) ?? []).length === (text.match(/\)/g) ?? []).length;
}

/** The question without the time or frequency that ends its statement, when that is the other question's answer. */
function withoutTail(c: Candidate, twin: Candidate, facts: PolicyFacts): string | null {
  const text = c.sentence.text;
  if (twin.span.start < c.span.end) return null;
  // A time or frequency that ends the statement ("... to the Board every quarter.") is left off the other question.
  const tail =
    /(?:,?\s+(?:at least|no later than|within|every|each|once|twice|by|in|on|at|after|for|during))*\s*$/i.exec(
      text.slice(0, twin.span.start),
    );
  if (
    (twin.span.kind === 'duration' || twin.span.kind === 'frequency') &&
    /^[\s.)]*$/.test(text.slice(twin.span.end)) &&
    tail
  ) {
    let cut = text.slice(0, tail.index).replace(/[\s,;]+$/, '');
    // The other answer closed a clause of its own ("..., and Priority 2 incidents within 30 days"): that clause goes.
    const clause = /,?\s+(?:and|or|but)\s+(?!(?:the|a|an)\s+\p{Ll}+\s*$)[^,;]{1,60}$/u.exec(
      cut.slice(c.span.end),
    );
    if (clause && /\p{Lu}/u.test(clause[0].replace(/^,?\s+(?:and|or|but)\s+/, '').charAt(0)))
      cut = cut.slice(0, c.span.end + clause.index).replace(/[\s,;]+$/, '');
    // Not a clause left hanging ("... and resolved", "... reported to").
    if (
      cut.length > c.span.end &&
      !/\b(?:and|or)\s+\p{Ll}+$|\b(?:to|of|with|the|a|an|and|or|on|at|in|for|by|within|every|each|during)$/u.test(
        cut.slice(c.span.end),
      ) &&
      balanced(cut)
    ) {
      const question = writeQuestion({ ...c.sentence, text: `${cut}.` }, c.span, facts).text;
      if (!question.includes(twin.correct) && !questionFaults(asQuestion(c, question), facts.index).length)
        return question;
    }
  }
  return null;
}

/** A question with other questions' answers, from the same statement, shown as "…". */
/**
 * Another question's answer, in words that keep the statement whole without giving it away: "within a set time",
 * "meets regularly". A bare "…" reads to learners as text gone missing. A person, a body or a figure has no such words
 * that keep the statement readable ("someone named in the policy" reads worse than "…"), so it stays "…".
 */
function placeholder(kind: SpanKind): string | null {
  switch (kind) {
    case 'duration':
      return 'a set time';
    case 'frequency':
      return 'regularly';
    default:
      return null;
  }
}

/**
 * Whether two or three questions from one statement would each have to show another's answer as "…" ("The … reviews
 * the register _____", "tell the …, the _____ or the Commission"): reviewers found nearly every such stem faulty. A
 * time or a frequency shown in words ("within a set time", "regularly") or a question on its own clause shows nothing.
 */
function twinsShowEllipsis(c: Candidate, twins: readonly Candidate[], facts: PolicyFacts): boolean {
  const all = [c, ...twins];
  return all.some((x) => {
    const others = all.filter((y) => y !== x);
    const only = others.length === 1 ? others[0] : undefined;
    const written = (only ? ownClause(x, only, facts) : null) ?? elided(x.question, others);
    return written.includes('…') && !x.question.includes('…');
  });
}

function elided(
  question: string,
  others: ReadonlyArray<{ correct: string; span: Span }>,
  inWords = true,
): string {
  let out = question;
  for (const other of others) {
    const answer = escapeRegExp(other.correct);
    const words = inWords ? placeholder(other.span.kind) : null;
    if (!words) {
      out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${answer}(?![\\p{L}\\p{N}])`, 'gu'), '…');
      continue;
    }
    // "at least every three months" reads "at least regularly": the quantifier goes with the value.
    const lead =
      other.span.kind === 'frequency'
        ? '(?:(?:at least|no less than|not less than)\\s+)?(?:(?:every|each|once)\\s+)?'
        : other.span.kind === 'role' || other.span.kind === 'organisation'
          ? '(?:(?:the|a|an|our|your|their)\\s+)?'
          : '';
    // A name's abbreviation after it ("the … (GGC)") would name it again.
    const tail =
      other.span.kind === 'role' || other.span.kind === 'organisation'
        ? '(?:\\s*\\([A-Z][A-Za-z&]{1,8}\\))?'
        : '';
    const source = out;
    out = out.replace(
      new RegExp(`(?<![\\p{L}\\p{N}])${lead}${answer}${tail}(?![\\p{L}\\p{N}])`, 'giu'),
      (m: string, offset: number) => {
        const before = source.slice(0, offset);
        const after = source.slice(offset + m.length);
        const atStart = /(^|“)\s*$/.test(before);
        // A frequency written before a noun ("the monthly audit", "Each quarter the team ...") is an adjective or an
        // opening phrase: "the regular audit", "Regularly, the team ...".
        if (other.span.kind === 'frequency') {
          if (atStart) return /^,/.test(after) ? 'Regularly' : 'Regularly,';
          // So is a one-word frequency straight before a noun ("the pharmacist's quarterly medication review").
          const adjective =
            /^\p{L}+ly$/u.test(m.trim()) &&
            /^\s+(?!(?:by|to|for|with|at|in|on|and|or|from|after|before|until|unless|if|when|where|while|as|during|through|via|against|of|the|a|an)\b)\p{Ll}+/u.test(
              after,
            );
          if (
            (/(\b(the|a|an|our|its|their|conduct|conducts|hold|holds|run|runs)|['’]s|_)\s*$/i.test(before) ||
              adjective) &&
            /^\s+(\p{Ll}|_)/u.test(after)
          )
            return 'regular';
        }
        // A time written as what something lasts or which part of a period ("the two-hour induction", "in the first two
        // weeks") has no words that read in its place: "the a set time induction".
        if (
          other.span.kind === 'duration' &&
          (/-/.test(m) || /\b(the|a|an|first|last|next|initial|final|its|their|our)\s*$/i.test(before))
        )
          return '…';
        return atStart ? capitalise(words) : words;
      },
    );
  }
  return out;
}

/** Whether two questions share most of their words (the same statement made twice). */
function similar(a: string, b: string): boolean {
  const wa = new Set(a.split(' ').filter((w) => w.length > 2 && !STOPWORDS.has(w)));
  const wb = b.split(' ').filter((w) => w.length > 2 && !STOPWORDS.has(w));
  if (!wa.size || !wb.length) return false;
  const shared = wb.filter((w) => wa.has(w)).length;
  return shared / Math.min(wa.size, wb.length) >= 0.6;
}

/** Words that sit beside many different facts of a policy and so do not make two of them one. */
const AROUND_ANY_FACT = new Set([
  'least',
  'within',
  'every',
  'after',
  'before',
  'staff',
  'worker',
  'workers',
  'resident',
  'residents',
  'client',
  'clients',
  'person',
  'people',
  'their',
  'there',
  'which',
  'where',
  'policy',
  'should',
  'would',
  'could',
  'other',
]);
/** What is done to many things on one schedule ("reviewed", "reported", "checked"): not what the fact is about. */
const DONE_TO_ANY =
  /^(review|report|check|notif|record|updat|audit|assess|inform|tell|told|complet|receiv|conduct|provid|undertak|carri|kept|keep|held|hold|sent|send|done|made|make)/;

/** The words a blank's own fact is about: the few on either side of it. */
function aroundAnswer(c: Candidate): Set<string> {
  const content = (text: string) =>
    norm(text)
      .split(' ')
      .filter((w) => w.length >= 5 && !STOPWORDS.has(w));
  const before = content(c.sentence.text.slice(0, c.span.start)).slice(-5);
  const after = content(c.sentence.text.slice(c.span.end)).slice(0, 5);
  return new Set(
    [...before, ...after]
      .filter((w) => !AROUND_ANY_FACT.has(w) && !DONE_TO_ANY.test(w) && !/(ed|ing)$/.test(w))
      .map(stem),
  );
}

/**
 * One fact stated twice in other words ("Workers receive supervision at least every three months" and, in a dialogue,
 * "Your coordinator does a supervision session with you every three months"): the same answer beside the same word.
 */
function sameFact(a: Candidate, b: Candidate): boolean {
  if (a.answerKey === b.answerKey && similar(a.questionKey, b.questionKey)) return true;
  // Names recur for different duties ("the Care Manager reviews ...", "tell the Care Manager ..."); a time, a
  // frequency or an amount beside the same thing is one fact.
  if (a.span.kind !== b.span.kind || !['duration', 'frequency', 'measure', 'money'].includes(a.span.kind))
    return false;
  const near = aroundAnswer(a);
  const shared = [...aroundAnswer(b)].filter((w) => near.has(w)).length;
  if (a.answerKey === b.answerKey) return shared >= 1;
  // The same value written otherwise ("quarterly", "each quarter") needs more in common to be the same fact.
  return sameValue(a.span.text, b.span.text, a.span.kind) && shared >= 2;
}

/** Labels of audit evidence: how compliance is checked, not what anyone does. */
const EVIDENCE_LABELS = 'audit evidence|evidence|evidence owner|verify|verification';
/**
 * A run-in label over what the document cites, how it is checked or how its own knowledge check is marked ("Marker's
 * note.", "Pass mark:"), not over what anyone does.
 */
const RECORD_LABEL = new RegExp(
  `^(${EVIDENCE_LABELS}|owner|requirements?|legal basis|references?|sources?|legislation|marker['’]s notes?|marking notes?|pass mark)\\s*[.:]\\s*`,
  'i',
);
/** A field label over a statement that says how something is measured or checked ("Verify:", "How we know:"). */
const CHECK_LABEL = new RegExp(
  `^(${EVIDENCE_LABELS}|how we check|how we know|measures?|KPIs?|indicators?)$`,
  'i',
);

/**
 * The sentences a run-in label ("**Audit evidence.** Reconciliation forms; pharmacist review reports", "**Requirement.**
 * Act sections 17 and 18", "**Evidence owner.** Facility Manager") puts over the document's citations, its audit evidence
 * or who keeps it: lists of records and laws, not statements of practice a worker can be asked about.
 */
function underRecordLabel(sentences: readonly Sentence[]): Set<number> {
  const out = new Set<number>();
  for (const s of sentences) {
    const label = RECORD_LABEL.exec(s.text);
    if (!label) continue;
    out.add(s.index);
    if (label[0].length < s.text.length) continue;
    for (const t of sentences) if (t.block === s.block && t.index > s.index) out.add(t.index);
  }
  return out;
}

/** "review" -> "reviews", "match" -> "matches", "notify" -> "notifies": a step's verb said of the one who does it. */
function thirdPerson(verb: string): string {
  if (/(s|sh|ch|x|z|o)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** The verbs a procedure's steps open on ("Record ...", "Reviews ..."): a capitalised word that is not one is a noun. */
const STEP_VERBS = new Set(
  (
    'accept act add administer advise agree alert allocate apologise approve arrange ask assess assign attend audit ' +
    'authorise book brief call cancel change check choose clean collect communicate complete confirm consider ' +
    'contact contribute coordinate count debrief decide deliver destroy develop discuss dispense document ensure ' +
    'escalate explain file find flag follow give help hold identify inform investigate invite join keep label lead ' +
    'list lock lodge look make manage meet monitor notify observe obtain offer open organise pass phone place plan ' +
    'prepare prescribe present preserve print provide put raise read reassess receive reconcile record refer ' +
    'reflect remove repeat replace report request respond return review run scan schedule secure see seek send ' +
    'set share sign speak start stop store supervise supply support take talk teach tell test train try update use ' +
    'visit watch write'
  ).split(' '),
);
/** Each step verb by its base and its third-person form ("review", "reviews"). */
const STEP_VERB_OF = new Map([...STEP_VERBS].flatMap((v) => [[v, v] as const, [thirdPerson(v), v] as const]));

/** A table cell's step read as its actor's sentence ("The RN reviews the plan ..."), in the table's section. */
function stepSentence(
  actor: string,
  base: string,
  rest: string,
  piece: string,
  t: DocumentTable,
  index: number,
  block: number,
): Sentence {
  const text = `${subjectOf(actor)} ${thirdPerson(base)} ${rest}`;
  return tableSentence(text, piece, t, index, block);
}

/** A statement read from a table's cells, in the table's section, with its own block. */
function tableSentence(
  text: string,
  source: string,
  t: DocumentTable,
  index: number,
  block: number,
): Sentence {
  return {
    index,
    text: /[.!?]$/.test(text) ? text : `${text}.`,
    source,
    kind: 'paragraph',
    section: t.sectionPath.at(-1) ?? '',
    sectionPath: t.sectionPath,
    block,
    joined: false,
  };
}

/**
 * A procedure laid out as a swimlane, each column an actor and each cell what it does at that stage ("| Stage | Care
 * team | RN | ... |", "RN: Review the plan at least every 3 months"): every step of a lane read as its actor's sentence
 * ("The RN reviews the plan at least every 3 months"), as a list of a role's duties is.
 */
function laneSentences(doc: ParsedDocument): Sentence[] {
  const out: Sentence[] = [];
  let index = doc.sentences.length;
  let block = doc.sentences.reduce((m, s) => Math.max(m, s.block), 0) + 1;
  for (const t of doc.tables) {
    const lanes = t.header
      .map((h, c) => ({ actor: h.replace(/\*+/g, '').trim(), c }))
      // A lane is someone who acts: not a column of a kind, a level or a stage ("Priority 1 | Priority 2").
      .filter(
        ({ actor, c }) =>
          c > 0 &&
          /^\p{Lu}/u.test(actor) &&
          actor.split(/\s+/).length <= 4 &&
          !/\d/.test(actor) &&
          !/^(?:priority|level|stage|step|phase|option|category|tier|type|before|after|then|now)\b/i.test(
            actor,
          ) &&
          // A level by its code ("P — Practitioner" beside "F — Foundation" and "L — Leader"): a capability level.
          !/^[A-Z0-9]{1,3}\s*[—–-]\s/.test(actor) &&
          // Someone: a position, a body, a profession or a group of people ("Conditions and limits" is a column of
          // what applies, not someone).
          (kindOfParty(actor) !== null ||
            isProfession(actor) ||
            /^[A-Z]{2,5}s?$/.test(actor) ||
            /^(?:staff|you|we|family|families|residents?|clients?|carers?|volunteers?|the person)$/i.test(
              actor,
            )),
      )
      .filter(({ c }) => {
        const cells = t.rows.map((r) => (r[c] ?? '').trim()).filter((x) => /\p{L}{3}/u.test(x));
        return (
          cells.length >= 2 && cells.filter((x) => x.split(/\s+/).length >= 6).length * 2 >= cells.length
        );
      });
    if (lanes.length < 2) continue;
    // Lanes are most of the table's columns of text: beside columns of levels or kinds, a role-like header is one more
    // level ("Foundation | Practitioner | Leader"), not someone acting.
    const textColumns = t.header.filter((_, c) => {
      const cells = t.rows.map((r) => (r[c] ?? '').trim()).filter((x) => /\p{L}{3}/u.test(x));
      return c > 0 && cells.filter((x) => x.split(/\s+/).length >= 6).length * 2 >= cells.length;
    }).length;
    if (lanes.length * 2 < textColumns) continue;
    for (const row of t.rows)
      for (const { actor, c } of lanes)
        for (const piece of splitSentences((row[c] ?? '').replace(/\*+/g, '').trim())) {
          const m = /^(\p{Lu}\p{Ll}+)\s+(\S.*)$/u.exec(piece);
          const first = m?.[1]?.toLowerCase() ?? '';
          const base = STEP_VERB_OF.get(first);
          if (!m || !base) continue;
          out.push(stepSentence(actor, base, m[2] ?? '', piece, t, index++, block++));
        }
  }
  return out;
}

/** A table's column of what is done, of who does it, and of when ("Duty | Who | Where recorded", "Task | By whom | When"). */
const DUTY_COLUMN =
  /^(?:duty|duties|task|tasks|action|actions|activity|activities|what|what to do|what happens)$/i;
const WHO_COLUMN = /^(?:who|who does it|responsible|by whom|person responsible|responsible person|role)$/i;
const WHEN_COLUMN = /^(?:when|frequency|how often|timeframe|timing)$/i;
/** A section named by how often what is under it is done ("3. Every week", "Monthly"). */
const FREQUENCY_HEADING =
  /^(?:\d+[.)]?\s*)?((?:every|each)\s+(?:shift|day|week|fortnight|month|quarter|year|six months|two years)|daily|weekly|fortnightly|monthly|quarterly|six-monthly|annually|yearly)$/i;

/**
 * A table of duties (a compliance calendar's "Duty | Who | Where recorded" under "Every week", a responsibilities
 * table's "Task | By whom | When") read as each duty's sentence: "The Clinical Care Manager checks self-administration
 * assessments are current ... every week." Only where the duty opens on a verb of procedure and one named role does it.
 */
function dutySentences(doc: ParsedDocument, before: readonly Sentence[]): Sentence[] {
  const out: Sentence[] = [];
  // Numbered after every sentence read so far (the page's and the swimlanes'), each step a block of its own.
  let index = before.length;
  let block = before.reduce((m, s) => Math.max(m, s.block), 0) + 1;
  for (const t of doc.tables) {
    const header = t.header.map((h) => h.replace(/\*+/g, '').trim());
    const duty = header.findIndex((h) => DUTY_COLUMN.test(h));
    const who = header.findIndex((h) => WHO_COLUMN.test(h));
    if (duty < 0 || who < 0) continue;
    // An action plan's one-off tasks are not the duties of a role.
    if (actionPlan(t)) continue;
    // A duty after a column that says when it applies ("Situation | Action | Who") holds only in that situation.
    if (duty > 0 && !t.rows.every((r) => /^(?:\d+[.)]?|[a-z][.)])?$/i.test((r[0] ?? '').trim()))) continue;
    const when = header.findIndex((h) => WHEN_COLUMN.test(h));
    const heading = FREQUENCY_HEADING.exec((t.sectionPath.at(-1) ?? t.caption).trim())?.[1];
    for (const row of t.rows) {
      const actor = (row[who] ?? '').replace(/\*+/g, '').trim();
      if (
        !actor ||
        actor.split(/\s+/).length > 5 ||
        /[/;(),]|\s(?:with|and|or)\s/i.test(actor) ||
        kindOfParty(actor) !== 'person'
      )
        continue;
      const timing = when >= 0 ? (row[when] ?? '').replace(/\*+/g, '').trim() : heading;
      for (const piece of splitSentences((row[duty] ?? '').replace(/\*+/g, '').trim())) {
        const m = /^(\p{Lu}\p{Ll}+)\s+(\S.*?)[.;]?$/u.exec(piece);
        const base = STEP_VERB_OF.get(m?.[1]?.toLowerCase() ?? '');
        if (!m || !base) continue;
        // Training a new worker does ("Complete corporate induction", "Complete three buddy shifts") is theirs, with
        // the named role answerable for it, not the one who does it.
        if (
          /^(?:complete|attend|undertake|do|finish|pass)$/.test(base) &&
          /\b(induction|orientation|training|module|course|buddy shifts?|refresher|competenc\w+|e-?learning|workshop)\b/i.test(
            m[2] ?? '',
          )
        )
          continue;
        // Each verb of the duty is the actor's: "checks that ... and books overdue reviews".
        const body = (m[2] ?? '').replace(
          /(,?\s+and\s+|;\s+)(\p{Ll}+)\b/gu,
          (all: string, join: string, verb: string) =>
            STEP_VERB_OF.get(verb) === verb ? `${join}${thirdPerson(verb)}` : all,
        );
        // A duty that names its own actor ("Escalate to the Clinical Care Manager and Residential Manager" by the
        // Residential Manager) is someone else's step.
        if (norm(body).includes(norm(actor))) continue;
        // Its own time ("at each handover", "within 24 hours") is the duty's; a section's "every shift" would repeat it.
        const timed = extractSpans(body).some((x) => x.kind === 'frequency' || x.kind === 'duration');
        const tail =
          timing && !timed && timing.split(/\s+/).length <= 6 && !/[;:]/.test(timing)
            ? ` ${timing.charAt(0).toLowerCase()}${timing.slice(1)}`
            : '';
        out.push(stepSentence(actor, base, `${body}${tail}`, piece, t, index++, block++));
      }
    }
  }
  return out;
}

/** A column of what could go wrong or how likely it is, not of what is done. */
const RISK_COLUMN =
  /^(?:what (?:could|can|might) go wrong|hazards?|risks?(?:\s+(?:before|after|rating|level|description|statement|event))?|residual risk|inherent risk|causes?|consequences?|threats?|likelihood|rating)$/i;
/**
 * A column of the situations a row's action is for ("| Trigger | Discipline(s) referred to |", "| Situation | What to do
 * |"): its cells are conditions, which read as bare facts without the action beside them. So are the examples of a
 * row's class ("| Class | Examples | Minimum retention |"): a list of what it covers, no statement.
 */
const CONDITION_COLUMN =
  /^(?:(?:referral |escalation |review )?triggers?|(?:for )?examples?|e\.g\.|situations?|conditions?|circumstances?|criteria|indicators?|red flags?|warning signs?|signs?|if|when this happens|what you (?:see|notice|observe))$/i;
/**
 * A column of a row's particulars ("| Record | Kept where | Kept for |", "Retention period", "Format"): each cell is a
 * value of its row ("Period of engagement and 7 years after it ends"), asked about as the table's, not read as a statement.
 */
const VALUE_COLUMN =
  /^(?:(?:kept|held|stored|retained|filed|archived)(?:\s+(?:for|where|in|at|by|until))?|(?:minimum\s+)?retention(?:\s+period)?|how long|where (?:kept|held|stored|filed)|storage|location|format)$/i;
/** Names each with a gloss in brackets, in a line ("Director of Nursing (care decisions); Quality Manager (monitoring)"). */
const NAMES_WITH_GLOSSES = /^(?:\p{Lu}[^;()]*\([^)]*\)\s*[;,]\s*(?:and\s+)?)+\p{Lu}[^;()]*\([^)]*\)\.?$/u;
/** A row that says who prepared, approved or reviews the document, or when it applies: document control. */
const CONTROL_ROW =
  /^(?:prepared|approved|endorsed|authori[sz]ed|reviewed?|next review|commences|effective|consulted|version|owner|author|document|issued|date|sites?|number|reference|legislation|standards|related)\b/i;

/**
 * A table whose column holds the procedure itself in sentences (a Safe Work Method Statement's "Controls — how we do
 * this work", "| Worker | May do |"): each sentence of such a cell is a statement under its row's label, which says what
 * it is about ("Count at each RN handover." under "Schedule 8 medicines"). A sentence that opens on what a row's person
 * does ("Administers S8 medicines ...") is theirs ("The Registered Nurse (RN) administers ..."). Columns of people, of
 * duties and of times are read as lanes, duties and timelines instead.
 */
function cellSentences(doc: ParsedDocument, before: readonly Sentence[]): Sentence[] {
  const out: Sentence[] = [];
  const taken = new Set(
    before.filter((s) => s.kind !== 'table').flatMap((s) => [norm(s.text), norm(s.source)]),
  );
  let index = before.length;
  let block = before.reduce((m, s) => Math.max(m, s.block), 0) + 1;
  const clean = (x: string | undefined) => (x ?? '').replace(/\*+/g, '').trim();
  for (const t of doc.tables) {
    if (actionPlan(t) || sessionOrDecisions(t)) continue;
    const header = t.header.map(clean);
    for (let c = 1; c < header.length; c++) {
      const head = header[c] ?? '';
      if (
        RISK_COLUMN.test(head) ||
        CONDITION_COLUMN.test(head) ||
        VALUE_COLUMN.test(head) ||
        kindOfParty(head) !== null ||
        isProfession(head)
      )
        continue;
      const cells = t.rows.map((r) => clean(r[c])).filter((x) => /\p{L}{3}/u.test(x));
      const prose = cells.filter((x) =>
        splitSentences(x).some((p) => p.split(/\s+/).length >= 8 && STATEMENT.test(p)),
      );
      if (cells.length < 2 || prose.length * 2 < cells.length) continue;
      for (const row of t.rows) {
        // A row's label is a cell before the statement's column: one after it says who does it or when ("| No. |
        // Intervention | Who | When |"), not what it is about, and a row numbered only has the table's own section.
        const label = clean(row.slice(0, c).find((x) => /\p{L}{3}/u.test(x ?? '')));
        if (label.split(/\s+/).length > 10 || CONTROL_ROW.test(label)) continue;
        const party = !label || namesParty(label);
        for (const piece of splitSentences(clean(row[c]))) {
          // A value that opens on its number ("7 years after the person stops working with us" under "Kept for") is
          // the row's value, not a statement: its subject is the row and its verb the column's name.
          if (/^(?:(?:for|until|up to|at least|minimum(?: of)?|no less than)\s+)?\d/i.test(piece)) continue;
          // A line of names, each with what it covers ("Director of Nursing (care and clinical decisions); Lifestyle
          // Coordinator (cultural life)"), is a list under its row's label, no statement.
          if (NAMES_WITH_GLOSSES.test(piece)) continue;
          const verb = dutyVerb(piece);
          const text =
            verb && label && party ? `${subjectOf(label)} ${verb}${piece.slice(verb.length)}` : piece;
          if (taken.has(norm(text)) || taken.has(norm(piece))) continue;
          taken.add(norm(text));
          out.push({
            index: index++,
            text: /[.!?]$/.test(text) ? text : `${text}.`,
            source: piece,
            kind: 'paragraph',
            // A row's label says what its sentences are about, unless it names who does them ("Whoever noticed").
            section: party ? (t.sectionPath.at(-1) ?? '') : label,
            sectionPath: party ? t.sectionPath : [...t.sectionPath, label],
            block,
            joined: false,
          });
        }
        block++;
      }
    }
  }
  return out;
}

/** The first column of a timeline ("| When | What we do |", "| Timeframe | What happens |"). */
const TIMELINE_WHEN = /^(?:when|timeframe|time ?frame|timing|time|by when)$/i;
/** Its second: what is done then, with no one named apart ("We let you know ..."). */
const TIMELINE_WHAT =
  /^(?:what(?: we do| happens| you can expect| to expect| we will do)?|action|actions|step|steps)$/i;
/** Words a statement starts with that are lower-cased after a time in front of it ("Within 2 working days, we ..."). */
const PLAIN_OPENING = /^(?:We|You|They|Our|Your|The|A|An|Staff|Everyone|Someone)\b/;

/**
 * A timeline laid out as a table of when and what ("| Within 2 working days | We let you know we got your complaint
 * ... |"): each row with a time limit read as one statement ("Within 2 working days, we let you know ..."), as the
 * policy would say it in a sentence. Rows without a time of their own ("Afterwards", "At the end") lean on the row
 * before, and a table that names who does each step is read as duties instead.
 */
function timelineSentences(doc: ParsedDocument, before: readonly Sentence[]): Sentence[] {
  const out: Sentence[] = [];
  let index = before.length;
  let block = before.reduce((m, s) => Math.max(m, s.block), 0) + 1;
  for (const t of doc.tables) {
    const header = t.header.map((h) => h.replace(/\*+/g, '').trim());
    if (header.length !== 2 || !TIMELINE_WHEN.test(header[0] ?? '') || !TIMELINE_WHAT.test(header[1] ?? ''))
      continue;
    for (const row of t.rows) {
      const when = (row[0] ?? '').replace(/\*+/g, '').trim();
      const what = splitSentences((row[1] ?? '').replace(/\*+/g, '').trim())[0];
      if (!what || !/^(?:within|by|no later than|in)\b/i.test(when)) continue;
      if (!extractSpans(when).some((x) => x.kind === 'duration')) continue;
      // A step with its own time, or one that leans on another ("If it will take longer ..."), is not this row's.
      if (extractSpans(what).some((x) => x.kind === 'duration' || x.kind === 'frequency')) continue;
      const body = PLAIN_OPENING.test(what) ? `${what.charAt(0).toLowerCase()}${what.slice(1)}` : what;
      out.push(tableSentence(`${when}, ${body}`, what, t, index++, block++));
    }
  }
  return out;
}

/** Builds `count` questions from the policy, or explains why the policy cannot support that many. */
export function generateQuizLocal(
  title: string,
  content: string,
  count: number,
  options: {
    onReject?: (question: string, options: readonly string[], faults: readonly QuizFault[]) => void;
    /** Told of each question chosen: the selection pass it came in (0 first) and whether it is a plain one. */
    onChoose?: (
      question: string,
      detail: { pass: number; plain: boolean; sentence: number; weakness?: string },
    ) => void;
  } = {},
): Quiz {
  const parsed = parseDocument(content);
  const lanes = laneSentences(parsed);

  const duties = dutySentences(parsed, [...parsed.sentences, ...lanes]);
  const timeline = timelineSentences(parsed, [...parsed.sentences, ...lanes, ...duties]);
  const cells = cellSentences(parsed, [...parsed.sentences, ...lanes, ...duties, ...timeline]);
  const doc: ParsedDocument = {
    ...parsed,
    sentences: [...parsed.sentences, ...lanes, ...duties, ...timeline, ...cells],
  };
  const spans = new Map<number, Span[]>();
  const byText = new Map<string, Span[]>();
  const spansOf = (text: string) => {
    let found = byText.get(text);
    if (!found) {
      const general = extractSpans(text);
      found = [...general, ...recordNames(text).filter((r) => !general.some((g) => overlaps(g, r)))].sort(
        (a, b) => a.start - b.start,
      );
      byText.set(text, found);
    }
    return found;
  };
  for (const s of doc.sentences) spans.set(s.index, spansOf(s.text));
  const index = indexPolicy(content, doc);
  const facts = gatherFacts(doc.sentences, spans, index);
  const notPractice = underRecordLabel(doc.sentences);
  const roles = rowRoles(doc);
  const sentences = doc.sentences
    .map((s, i) =>
      headingSubject(
        namedSubject(
          inContext(underLead(namedRecord(rowSubject(s, roles), doc.sentences), doc)),
          doc.sentences[i - 1],
        ),
        facts,
      ),
    )
    .filter((s) => !notPractice.has(s.index))
    .filter(eligible);
  for (const s of sentences) if (s !== doc.sentences[s.index]) spans.set(s.index, spansOf(s.text));

  const candidates: Candidate[] = [];
  const asked = new Set<string>();
  // The document's first heading and its top-level headings, where a provider writes its own name.
  const providerHeadings = doc.headings.filter((h, i) => i === 0 || h.level === 1).map((h) => norm(h.text));
  const runInLabels = runInLabelsOf(content);
  const recordsPolicy = RECORDS_POLICY.test(title) || RECORDS_POLICY.test(doc.title);
  // The words of the document's title and its first heading (the provider's name): a heading made of them says nothing.
  const placeWords = new Set(
    [doc.title, doc.headings[0]?.text ?? ''].flatMap((t) => contentWords(t)).map(stem),
  );
  for (const sentence of sentences) {
    // A sentence repeated word for word (a manual that restates a rule) yields the same questions: ask once.
    if (asked.has(sentence.text)) continue;
    asked.add(sentence.text);
    // Only facts of a kind (a time limit, a role, a body, a term): a plain word's distractors can only be words that
    // look alike ("induction", "information"), which read as nonsense and give the answer away.
    const own = [...(spans.get(sentence.index) ?? [])];
    const opening = norm(
      sentence.text.replace(CLAUSE_NUMBER, '').split(/\s+(?:is|are|was|operates|provides)\s/)[0] ?? '',
    );
    const aboutProvider =
      opening.length > 3 &&
      /\s(?:is|are|was|operates|provides)\s/.test(sentence.text) &&
      providerHeadings.some((h) => h.startsWith(opening) || opening.startsWith(h));
    const subject = subjectShown(sentence.text, sentence, facts);
    if (subject === 'no') continue;
    if (underProhibition(sentence, doc)) continue;
    // Asked only when the policy has nothing better: see RECITAL.
    const recital = RECITAL.test(sentence.text);
    // "it" or "they" may stand for what the statement does not show ("Only the Care Manager ... can open it").
    const pronoun = /\b(it|them|they|these|this)\b/i.test(
      sentence.text.replace(/\b(this|these) (policy|procedure|document|framework|code|plan)\b/gi, ''),
    );
    const sentenceWeakness =
      subject !== 'yes'
        ? 'subject'
        : // A note without a verb ("De-identified report to the Audit and Risk Committee each quarter") is a slide's
          // or a card's shorthand, not a statement a learner can read on its own.
          !STATES.test(sentence.text) || valueOnly(sentence.text.replace(CLAUSE_NUMBER, ''))
          ? 'fragment'
          : sentence.speaker !== undefined ||
              SCRIPT_DIRECTION.test(sentence.text.trim()) ||
              SCRIPT_DIRECTION.test(sentence.source.trim())
            ? 'script'
            : illustrative(sentence) ||
                inExample(sentence, doc) ||
                describesPlace(sentence, doc) ||
                HISTORY.test(sentence.text) ||
                RECORDED_ONCE.test(sentence.text.replace(CLAUSE_NUMBER, ''))
              ? 'illustrative'
              : pronoun
                ? 'pronoun'
                : leansOnLeadIn(sentence)
                  ? 'lead-in'
                  : leansOnBefore(sentence, doc)
                    ? 'before'
                    : leansOnContext(sentence)
                      ? 'context'
                      : undefined;
    const sentencePlain = !sentenceWeakness;
    const modal = MODAL.test(sentence.text);
    // "Reportable incidents include: neglect" names one example of many; other true examples exist outside the
    // policy, so an item of a non-exhaustive list is not asked about.
    const exampleFrom =
      sentence.lead && NON_EXHAUSTIVE.test(sentence.lead)
        ? sentence.text.length - sentence.source.length - 2
        : Infinity;
    for (const span of own) {
      // Proper names ("Banksia Grove Care") make poor questions: their distractors are names of unlike things.
      if (span.kind === 'name') continue;
      // Nor is the provider's own name, which heads the document, something staff are trained in.
      if (span.kind === 'organisation' && providerHeadings.some((h) => h.startsWith(norm(span.text))))
        continue;
      // Nor what the provider is ("Derwent Ridge Care Group Ltd is a Tasmanian not-for-profit company ...").
      if (aboutProvider) continue;
      // An abbreviation or code is not an answer a reader should have to recall (the checker refuses it anyway).
      if (span.kind === 'acronym') continue;
      // Nor what a grant or budget line spent or carried forward ("Unspent scanning funds of $1,740 are carried
      // forward"): accounts, not practice.
      if (span.kind === 'money' && ACCOUNTS.test(sentence.text)) continue;
      if (span.start >= exampleFrom) continue;
      // "will read it one day": some day, not a length of time.
      if (
        span.kind === 'duration' &&
        /^one day$/i.test(span.text) &&
        !/\b(within|for|after|in|by|than|per|each|every|of|about|over|under|to|least|most|next|first|same)\s*$/i.test(
          sentence.text.slice(0, span.start),
        )
      )
        continue;
      const fair = askable(sentence, span);
      if (fair === 'no') continue;
      const written = writeQuestion(sentence, span, facts);
      // A statement is shown with the heading it sits under, where that heading says what the statement is about and the
      // stem does not ("a count" under "Schedule 8 medicines", "requests" under "Seeing and correcting your records").
      const heading = contextHeading(sentence, doc, written.text, span.text, placeWords, runInLabels);
      const q = heading ? { ...written, text: inSection(written.text, heading) } : written;
      if (q.text.length > 600) continue;
      // A statement of a few words ("The ___ gives free help.", "The Privacy Officer responds within ___.") leaves out
      // what it is about; a step or stage by its number ("If step 5 takes longer ...") is one the reader has not seen.
      const shown = contentWords(
        (sentence.text.slice(0, span.start) + ' ' + sentence.text.slice(span.end))
          .replace(CLAUSE_NUMBER, '')
          .replace(/\([A-Z][A-Za-z]{1,7}\)/g, ' '),
      ).filter((w) => !FILLER.has(w));
      const thin =
        shown.length < 4 ||
        /\b(step|stage|phase|item|point)\s+\d+[a-z]?\b/i.test(written.text) ||
        telegraphicClause(sentence.text, span);
      // Which board or committee receives a report, and how often one meets or reports, is governance a care worker
      // is not trained in: asked only when the policy has too few statements about what staff do.
      const governance =
        // A section of what the provider measures and reports ("Part 4 — Measures we will report", "KPIs"): targets.
        sentence.sectionPath.some((h) => MEASURES_SECTION.test(h)) ||
        // How the document itself is filled in and signed ("marks each statement Yes, Partly or No", "countersigns in
        // Part C"): the form's mechanics, not care.
        FORM_MECHANICS.test(sentence.text) ||
        ((span.kind === 'frequency' || span.kind === 'duration') && DOCUMENT_UPKEEP.test(sentence.text)) ||
        ((span.kind === 'role' ||
          span.kind === 'organisation' ||
          span.kind === 'frequency' ||
          span.kind === 'duration') &&
          MONITORING.test(sentence.text)) ||
        // Whatever the blank, a manager's oversight is not what staff do.
        OVERSIGHT.test(sentence.text) ||
        // How often, or who, looks over records or results on a calendar ("The ___ checks training completion figures
        // each month").
        ((((span.kind === 'frequency' || span.kind === 'duration') && OVERSIGHT_PERIOD.test(span.text)) ||
          ((span.kind === 'role' || span.kind === 'organisation') &&
            OVERSIGHT_PERIOD.test(sentence.text.slice(0, span.start) + sentence.text.slice(span.end)))) &&
          RECORDS_OVERSEEN.test(sentence.text)) ||
        // Nor is how a worker is thanked ("Each year residents nominate a worker whose care stood out").
        RECOGNITION.test(sentence.text) ||
        sentence.sectionPath.some((h) => RECOGNITION_SECTION.test(h)) ||
        governanceSubject(sentence.text) ||
        (span.kind === 'duration' &&
          /\byears?\b/i.test(span.text) &&
          RECORDS_KEPT.test(sentence.text) &&
          !recordsPolicy) ||
        ((span.kind === 'role' || span.kind === 'organisation') && GOVERNANCE_BODY.test(span.text)) ||
        // Who reports to the Board or a committee ("The ___ reports the number of disclosures to each Committee meeting").
        (span.kind === 'role' && REPORTS_TO_GOVERNANCE.test(sentence.text)) ||
        // How often something goes to the Board or a committee ("Quarterly to the Board Quality and Safety Committee:
        // screening compliance, ...").
        ((span.kind === 'frequency' || span.kind === 'duration') && TO_GOVERNANCE.test(sentence.text)) ||
        // How often or by whom a group meets, the service's data is reviewed or a newsletter goes out ("The Panel meets
        // ___", "Care Managers hold team meetings at least ___", "The ___ reviews monthly: survey results, complaints by
        // theme"): a calendar, not what staff do.
        ((span.kind === 'frequency' ||
          span.kind === 'duration' ||
          span.kind === 'role' ||
          span.kind === 'organisation') &&
          CADENCE.test(sentence.text)) ||
        ((span.kind === 'frequency' || span.kind === 'duration') &&
          GOVERNANCE_BODY.test(sentence.text) &&
          /\b(meets?|convenes?|reports?|reported|receives?|reviews?|reviewed|analysed|oversees?|considers?|looks? at|sees?|is (given|provided|sent|listed)|are (given|provided|sent|listed)|goes? to|go to)\b/i.test(
            sentence.text,
          ));
      let score = KIND_SCORE[span.kind];
      if (modal) score += 1;
      if (q.direct) score += 0.5;
      if (/\b(purpose|scope)\b/i.test(sentence.section)) score -= 1;
      if (sentence.text.split(/\s+/).length > 30) score -= 0.5;
      candidates.push({
        sentence,
        span,
        question: q.text,
        options: undefined,
        correct: span.text,
        score,
        plain: sentencePlain && fair === 'yes' && !thin && !governance && !recital,
        // A question weak in more than one way is as weak as its weakest: "The ___ wants to hear about it." leans on a
        // pronoun and shows too little to be about anything.
        weakness: [
          sentenceWeakness,
          fair !== 'yes' ? fair : undefined,
          thin ? 'thin' : undefined,
          governance ? 'governance' : undefined,
          recital ? 'recital' : undefined,
        ]
          .filter((w): w is string => w !== undefined)
          .reduce<string | undefined>(
            (a, w) => (a === undefined || levelOf(w) > levelOf(a) ? w : a),
            undefined,
          ),
        questionKey: norm(q.text),
        answerKey: norm(span.text),
        leadKey: inLeadIn(sentence, span)
          ? `${norm(sentence.lead ?? '')}\u0000${norm(span.text)}`
          : undefined,
      });
    }
  }
  candidates.push(...tableCandidates(doc, facts), ...definitionCandidates(doc));
  candidates.sort(
    (a, b) => b.score - a.score || a.sentence.index - b.sentence.index || a.span.start - b.span.start,
  );
  // Distractors are the costly part, so they are found only for candidates that reach the selection.
  const ready = (c: Candidate): c is Candidate & { options: string[] } => {
    if (c.options === undefined) {
      const distractors = c.tableOptions
        ? { options: c.tableOptions, mixed: false }
        : chooseDistractors(c.sentence, c.span, facts);
      c.options = distractors ? [c.span.text, ...distractors.options] : null;
      if (distractors?.mixed) {
        c.plain = false;
        c.weakness ??= 'mixed';
      }
      // The checker every provider's questions pass: a faulty one is dropped and the next candidate taken.
      if (c.options) {
        const faults = questionFaults({ question: c.question, options: c.options, correctAnswer: 0 }, index);
        if (leansOnElsewhere(c.question)) faults.push('dangling-reference');
        if (namesItsAnswer(c)) faults.push('tautology');
        // A stem that hints at its answer is a weaker question, asked only when the policy has too few others.
        if (givesItselfAway(c, facts)) {
          c.plain = false;
          c.weakness ??= 'hint';
        }
        if (faults.length) {
          options.onReject?.(c.question, c.options, faults);
          c.options = null;
        }
      }
    }
    return c.options !== null;
  };

  const chosen: Candidate[] = [];
  const usedSentences = new Map<number, number>();
  const usedAnswers = new Map<string, number>();
  const usedQuestions = new Set<string>();
  const usedGroups = new Map<string, number>();
  const perSection = new Map<string, number>();
  const sectionCount = new Set(sentences.map((s) => s.section)).size || 1;
  const admits = (weaker: number, c: Candidate) => weaknessLevel(c) <= weaker;
  const passes = [
    { perSentence: 1, perAnswer: 1, sectionCap: Math.ceil(count / sectionCount) + 1, weaker: 0 },
    { perSentence: 1, perAnswer: 1, sectionCap: Infinity, weaker: 0 },
    { perSentence: 1, perAnswer: 2, sectionCap: Infinity, weaker: 0 },
    // Weaker questions in the order their reviewers found them sound: first a statement that leans on a pronoun, on
    // its section's heading or on the sentence before, or whose stem shares a word with its answer; last one from a
    // worked example, an introduction or a list under a lead-in it needs.
    { perSentence: 1, perAnswer: 2, sectionCap: Infinity, weaker: 1 },
    { perSentence: 1, perAnswer: 2, sectionCap: Infinity, weaker: 2 },
    { perSentence: 1, perAnswer: 2, sectionCap: Infinity, weaker: 3 },
    { perSentence: 1, perAnswer: 2, sectionCap: Infinity, weaker: 4 },
    // Last, for a policy with too few statements for the number asked: a second and third question from one
    // statement, each showing the other's answer as "…".
    { perSentence: 2, perAnswer: 2, sectionCap: Infinity, weaker: 4 },
    { perSentence: 3, perAnswer: 3, sectionCap: Infinity, weaker: 4 },
  ];
  for (const [passIndex, pass] of passes.entries()) {
    for (const c of candidates) {
      if (chosen.length >= count) break;
      const qn = c.questionKey;
      if (!c.plain && !admits(pass.weaker, c)) continue;
      if (usedQuestions.has(qn)) continue;
      if (c.leadKey && chosen.some((o) => o.leadKey === c.leadKey)) continue;
      if ((usedSentences.get(c.sentence.index) ?? 0) >= pass.perSentence) continue;
      if ((usedAnswers.get(c.answerKey) ?? 0) >= pass.perAnswer) continue;
      if ((perSection.get(c.sentence.section) ?? 0) >= pass.sectionCap) continue;
      // One question per list and two per table column or per set of definitions in the first passes: a list's items
      // share a lead-in and read as one statement, and a quiz should not be one table asked row by row.
      const group = c.group ?? (c.sentence.lead ? `list:${c.sentence.lead}` : undefined);
      if (pass.weaker < 2 && group && (usedGroups.get(group) ?? 0) >= (c.group ? 2 : 1)) continue;
      // Past three from one table column, its rows' answers are the same four options again and again: the set can be
      // solved by elimination.
      if (c.tableOptions && c.group && (usedGroups.get(c.group) ?? 0) >= 3) continue;
      if (chosen.some((o) => o.sentence.index === c.sentence.index && overlaps(o.span, c.span))) continue;
      // A statement the policy makes twice in other words ("free from ... neglect" and "prevent ... neglect") is asked
      // once.
      if (chosen.some((o) => sameFact(o, c))) continue;
      if (!ready(c)) continue;
      if (!c.plain && !admits(pass.weaker, c)) continue;
      // Two questions with the same four names or cells as options read as one question asked twice (a table's column
      // asked row by row, "standard" and "transmission-based precautions" each the other's distractor): asked only
      // when the policy has too few other questions. Times and frequencies share their usual values without that.
      if (
        pass.weaker < 3 &&
        (c.span.kind === 'term' || c.tableOptions) &&
        chosen.some(
          (o) =>
            (o.span.kind === 'term' || o.tableOptions) &&
            sharedOptions(o.options ?? [], c.options ?? []) >= 4,
        )
      )
        continue;
      // One question must not give away another's answer (the checker reads the quiz as a whole too), and two from one
      // statement must both still read as questions once each shows the other's answer as "…".
      if (
        chosen.some(
          (o) =>
            o.sentence.index !== c.sentence.index &&
            givesAway(asQuestion(o), asQuestion(c), GIVES_AWAY_SHARED),
        )
      )
        continue;
      const twins = chosen.filter((o) => o.sentence.index === c.sentence.index);
      // As they will be written: each showing the others' answers as "…". Neither may then name the other's answer
      // ("… minutes, menu reviews and audits are kept." beside "committee minutes ... are kept for how long?").
      const written = [c, ...twins].map((x) =>
        asQuestion(
          x,
          // Checked with the other's answer cut out, as the strictest reading of the pair.
          elided(
            x.question,
            [c, ...twins].filter((y) => y !== x),
            false,
          ),
        ),
      );
      if (
        twins.length &&
        (twinsShowEllipsis(c, twins, facts) ||
          written.some((q) => questionFaults(q, index).length > 0) ||
          written.some((a, i) => written.some((b, j) => i !== j && givesAway(a, b))))
      )
        continue;
      chosen.push(c);
      options.onChoose?.(c.question, {
        pass: passIndex,
        plain: c.plain,
        sentence: c.sentence.index,
        weakness: c.weakness,
      });
      usedQuestions.add(qn);
      if (group) usedGroups.set(group, (usedGroups.get(group) ?? 0) + 1);
      usedSentences.set(c.sentence.index, (usedSentences.get(c.sentence.index) ?? 0) + 1);
      usedAnswers.set(c.answerKey, (usedAnswers.get(c.answerKey) ?? 0) + 1);
      perSection.set(c.sentence.section, (perSection.get(c.sentence.section) ?? 0) + 1);
    }
  }
  if (chosen.length < count) {
    const what = title.trim() ? `“${truncate(title.trim(), 80)}”` : 'This policy';
    // Quizzes come in sizes of 5: the most that fit is the largest size the statements fill.
    const fit = Math.floor(chosen.length / 5) * 5 || chosen.length;
    throw new AiInputError(
      chosen.length === 0
        ? `${what} does not have enough clear statements to make quiz questions from. Add the policy's procedures and responsibilities as full sentences and try again.`
        : `${what} has enough clear statements for ${fit} ${fit === 1 ? 'question' : 'questions'}, not ${count}. Choose fewer questions or add more detail to the policy.`,
      { count: [`At most ${fit} ${fit === 1 ? 'question' : 'questions'} can be made from this policy`] },
    );
  }
  chosen.sort((a, b) => a.sentence.index - b.sentence.index || a.span.start - b.span.start);
  // Two questions asked from one statement would give each other's answers away: each shows the other's answer as
  // "…" ("The _____ acknowledges every complaint within … and resolves it within 10 business days.").
  for (const c of chosen) {
    const twins = chosen.filter((o) => o !== c && o.sentence.index === c.sentence.index);
    const twin = twins.length === 1 ? twins[0] : undefined;
    // A question asked on its own clause shows nothing of the other's; otherwise the other's answer shows as "…".
    c.question = (twin ? ownClause(c, twin, facts) : null) ?? elided(c.question, twins);
  }
  const positions = answerPositions(chosen.length, hash(chosen.map((c) => c.question).join('\n')));
  return { questions: chosen.map((c, i) => place(c, positions[i] ?? 0)) };
}
