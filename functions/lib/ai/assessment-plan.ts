// What an assessment covers and what it must say, decided before and after either AI provider and never by a model:
//  - applicability: the policy's topic first (its title, headings and the topic's own words), then the requirements
//    that topic is meant to meet; everything else is listed as not assessed, unscored, and leads no suggestion;
//    requirements that do not apply to the provider's registration categories are left out the same way;
//  - fact checks: where the Act states a checkable fact (a time limit, a retention period, where a complaint can go, a
//    protection), a policy that says otherwise, or leaves it out where its topic needs it, gets a finding that quotes
//    both sides with the citation, and that requirement cannot score as met;
//  - the overall score from the assessed requirements only, the policy's own topics weighing most.
import {
  appliesToCategories,
  ASSESSMENT_RULES,
  HIDDEN_FROM_PERSON,
  formatCitation,
  getActRequirement,
  REQUIRED_FACTS,
  type ActRule,
} from '../../../shared/act';
import { violations } from './act-check';
import { structuralBreaches } from './act-structure';
import type { Assessment, AssessmentFinding, AssessmentSection } from './schemas';
import { EXPLANATION_MAX } from '../../../shared/contracts/assessment';
import { gatherEvidence, selectRequirements, WELL_COVERED, type DocumentEvidence } from './local/assess';
import { truncate } from './local/format';
import { parseDocument, type ParsedDocument, type Sentence } from './text/document';

/** A requirement with a finding scores at most this: below "partly covered", never "met". */
export const FINDING_CAP = 40;
export const OUTSIDE_TOPIC = "Not assessed: outside this policy's topic";
export const OUTSIDE_CATEGORIES = 'Not assessed: does not apply to your registration categories';
export const REFERRED_ELSEWHERE = 'Not assessed: this policy hands it to another of your documents';

export interface AssessmentOptions {
  /** The provider's registration categories (1-6), when known: requirements of other categories are not assessed. */
  registrationCategories?: readonly number[] | undefined;
}

export interface AssessmentPlan {
  doc: ParsedDocument;
  evidence: DocumentEvidence;
  /** The policy's own topics (requirement ids). */
  primary: string[];
  /** Every requirement assessed, in display order. */
  assessed: string[];
  notAssessed: Array<{ id: string; reason: string }>;
  findings: AssessmentFinding[];
}

function findingFor(
  rule: { id: string; requirementId: string; statement: string },
  kind: AssessmentFinding['kind'],
  policyText?: string,
  suggestion?: string,
  reading?: string,
): AssessmentFinding {
  const requirement = getActRequirement(rule.requirementId);
  return {
    ruleId: rule.id,
    requirementId: rule.requirementId,
    kind,
    ...(policyText ? { policyText } : {}),
    ...(reading ? { reading } : {}),
    actText: rule.statement,
    citation: requirement ? formatCitation(requirement) : '',
    ...(suggestion ? { suggestion } : {}),
  };
}

const RULE_SUGGESTION: Record<string, string> = {
  'sirs-priority-1':
    'Change the Priority 1 reporting time to within 24 hours of becoming aware of the incident, as the Serious Incident Response Scheme requires.',
  'sirs-alleged-suspected':
    'Notify the Commission of alleged and suspected incidents as well as those known to have happened, within the time limit for their priority, and investigate after notifying, never before.',
  'sirs-incident-types':
    'Treat every kind of reportable incident as reportable, including psychological or emotional abuse, neglect, stealing or financial coercion and unexplained absence, whether or not anyone is physically injured.',
  'sirs-not-waived':
    'Notify every reportable incident within its time limit whatever the person wants, record their views, and let their wishes shape the response and the support you give them.',
  'sirs-awareness':
    'Start the reporting time limits when any worker first becomes aware of the incident, not when a form is received, reviewed or an investigation ends.',
  'sirs-priority-1-every-day':
    'Report Priority 1 incidents within 24 hours of becoming aware of them on every day of the year, with someone on call who can lodge the notification after hours, on weekends and on public holidays.',
  'sirs-priority-2':
    'Change the Priority 2 reporting time to within 30 days, as the Serious Incident Response Scheme requires.',
  'whistleblower-anonymous':
    'Accept and protect anonymous disclosures, do not require a discloser to give their name or to go to a manager first, and keep their identity confidential.',
  'restrictive-practices-safeguards':
    'Allow a restrictive practice only as a last resort, with informed consent and in line with a behaviour support plan.',
  'chemical-restraint':
    'Treat a medicine given to influence behaviour as a chemical restraint: use it only as a last resort, with informed consent from the person or their substitute decision-maker, and in line with their behaviour support plan.',
  'records-retention': 'Keep care records for at least 7 years, as the Aged Care Rules 2025 require.',
  'records-destroyed-early':
    'Keep care records for at least 7 years, as the Aged Care Rules 2025 require, whatever happens to the person and whoever asks, and destroy them only once that period has passed.',
  'records-disposal-authorised':
    'Destroy records only once their retention period has passed, on the written approval of a named accountable officer who checks that none is held for a complaint, incident or claim, and keep a register of what was destroyed, when and by whom.',
  'complaints-commission-any-time':
    'Tell people they can take a complaint to the Aged Care Quality and Safety Commission at any time, without finishing your own steps first.',
  'code-scope':
    'Say that the Code binds everyone who delivers care for you, including contractors, agency staff, volunteers and students, and your responsible persons.',
  'code-concerns-promptly':
    'Tell workers to raise a possible breach of the Code with their manager straight away, and to check whether it is a reportable incident, not to hold it over for a team meeting.',
  'privacy-disclosure-consent':
    "Share a person's health and personal information with family only with the person's consent, or with their authorised representative or substitute decision-maker, or where the law allows.",
  'rights-own-decisions':
    'Let each person make their own decisions about their care and daily life, with support where they want it; explain the risks of a choice and support an informed choice instead of refusing it, and let only a decision-maker with legal standing decide for a person who cannot.',
  'rights-visiting':
    'Welcome visitors at any time the person wants them. Ask visitors to respect other residents’ rest, and limit visits only for one person with a reason (their own wish, a public health direction or a court order), recorded and reviewed.',
  'medicines-refusal':
    'Respect a refusal: record the dose as refused, tell the nurse or prescriber, and find out why. Give a medicine hidden in food or drink only under a covert administration plan authorised for that person by the prescriber, with the pharmacist’s advice and consent from the person or their substitute decision-maker.',
  'complaints-no-reprisal':
    "Say that a person's services continue unchanged while their complaint is dealt with, and that no one is treated worse for complaining.",
  'privacy-breach-notification':
    'Notify every eligible data breach (one likely to result in serious harm) to the Office of the Australian Information Commissioner and the people affected, whatever the number of people it affects.',
  'incidents-recorded':
    'Record every incident in the incident management system, near misses and errors without harm included, so that trends can be analysed and acted on.',
  'training-effectiveness':
    'Measure whether training works (observed practice, competency checks, audits, incident and feedback trends), not only who completed it.',
};

/** A question asks and states nothing ("Q: Do I have to finish your process before going to the Commission?"). */
function isQuestion(text: string): boolean {
  return /\?\s*$/.test(text);
}

/** A list item of what must never be done ("The following shall not be used:", under "Prohibited practices"). */
function listsProhibited(s: Sentence): boolean {
  return (
    s.kind === 'list' &&
    !s.joined &&
    // A condition the lead-in opens with ("If the person is not satisfied with the outcome:") is when, not what is barred.
    (/\b(not|never|don't|do not|must not|avoid|prohibit\w*|forbidden|unacceptable|not permitted|banned)\b/i.test(
      (s.lead ?? '').replace(
        /^\s*(?:if|when|whenever|where|unless|should|once|after|before)\b[^,]*?(?:,|:?\s*$)/i,
        '',
      ),
    ) ||
      /\b(prohibit\w*|forbidden|unacceptable|not permitted|banned)\b/i.test(s.section))
  );
}

/**
 * A risk register's description of what could go wrong ("Risk statement: A restrictive practice is used without the
 * informed consent ...", "Causes: ...") or of what the provider will not accept ("Nil appetite for any restrictive
 * practice used ... without the consent the law requires"): the risk, not the provider's practice.
 */
export const RISK_DESCRIPTION =
  /^\W*(?:(?:inherent |residual |key )?risks?(?: statement| event| description| scenario)?|causes?|consequences?|hazards?|threats?|what could go wrong|risk appetite)\s*:|\b(?:nil|zero|no|low)\s+(?:risk\s+)?(?:appetite|tolerance)\s+for\b/i;

/**
 * A decision record's options it turned down ("Alternatives considered: Standing consent in the admission agreement.
 * Rejected — ..."): what the provider decided against, not its practice.
 */
export const REJECTED_OPTION =
  /^\W*(?:(?:other |the )?(?:alternatives?|options?)(?: (?:considered|rejected|not (?:chosen|adopted|taken|pursued))(?: and rejected)?)|rejected (?:alternatives?|options?)|(?:what|options?) we (?:considered|rejected|did not choose))\s*:/i;

/**
 * A section that lists the risks a provider guards against ("Criterion C: Risks we have identified", "Key risks",
 * "What could go wrong"): each item is what it watches for, not what it does.
 */
const RISK_SECTION =
  /^(?:\d+(?:\.\d+)*\.?\s+)?(?:the\s+|our\s+)?(?:key\s+|main\s+|principal\s+)?risks?(?:\s+(?:we\s+(?:have\s+)?(?:identified|found|manage|face|watch for)|identified|and (?:issues|hazards|challenges)))?$|^what (?:could|can|might) go wrong$/i;

/**
 * A table row's cell that names a risk ("What could go wrong: Training looks complete on paper while unsafe practice
 * continues"), up to the next column's label: what the provider guards against, read out of the row before its practice
 * is checked. Not a sanction in a table of penalties ("Conduct: ...; Consequence: Misconduct"), which says the row's
 * conduct is forbidden.
 */
const RISK_CELL =
  /(?:^|;\s+)(?:(?:inherent |residual |key )?risks?(?: statement| event| description| scenario)?|causes?|consequences?|hazards?|threats?|what could go wrong|what can go wrong)\s*:(?!\s*(?:serious\s+)?(?:misconduct|dismissal|termination|(?:formal\s+|written\s+)?warning|disciplinary|penalt|offen[cs]e|suspension)\b).*?(?=;\s+[^;:]{1,40}:\s|$)/gi;

/** A list item introduced as an example or as one of what a list includes ("For example:", "This includes:"). */
/** A sentence that lists examples itself: "Examples of matters that can be disclosed include abuse ...; ...". */
const EXAMPLES_SENTENCE =
  /^\W*((some|typical|common)\s+)?(examples?|kinds?|types?)\s+of\s+[^.;:]{0,80}\b(include|includes|are|such as)\b|\b(matters?|things?|concerns?|issues?|wrongdoing|conduct)\s+(that|which)\s+(can|may|could|should|must)\s+be\s+(disclosed|reported|raised)\s+(include|such as)\b/i;

function listsExamples(s: Sentence): boolean {
  // Also a list under a heading that says it is one ("APPENDIX B (informative) — EXAMPLES OF DISCLOSABLE CONDUCT").
  if (s.kind === 'list')
    return (
      /\b(for example|for instance|e\.g\.|such as|examples?|includ\w*)\b/i.test(s.lead ?? '') ||
      /\bexamples?\b/i.test(s.section)
    );
  // A table's column of examples ("Type: Neglect; Examples you might meet on placement: A restraint used without ...",
  // "What it looks like in our venues: ...").
  if (
    s.kind === 'table' &&
    /(?:^|;\s)[^;:]{0,60}\b(examples?|for example|e\.g\.|(?:looks?|look) like)\b[^;:]{0,60}:/i.test(s.text)
  )
    return true;
  return EXAMPLES_SENTENCE.test(s.text);
}

/**
 * "The Code applies to:" followed by one item per group ("all employees ...", "contractors ...", "volunteers ..."): an
 * item read with the lead-in names one group, and the list as a whole names the others.
 */
function namesEveryoneInList(doc: ParsedDocument, s: Sentence): boolean {
  if (s.kind !== 'list' || !s.lead) return false;
  // An item that leaves someone out in so many words ("contractors are not covered") is read on its own.
  if (/\b(not|no|never|only|solely|exclud\w*|exempt\w*|instead|outside|except)\b/i.test(s.source))
    return false;
  const siblings = doc.sentences.filter((o) => o !== s && o.kind === 'list' && o.lead === s.lead);
  return siblings.some((o) =>
    /\b(contractors?|sub-?contractors?|agency|volunteers?|students?|board|directors?|responsible persons?)\b/i.test(
      o.source,
    ),
  );
}

/** A row of an action plan ("Action: Add a 'retain until' date field ...; Who: Systems Officer; By when: 28 Feb 2026"): a
 * task to be done, not what the policy says is done. */
const ACTION_ROW =
  /^(?:action|actions|task|countermeasure)s?:[^;]*;\s*(?:who|owner|responsible|lead):[^;]*;\s*(?:by when|due|due date|when|target date|by)\s*:/i;

/**
 * What a review or an audit found ("The Committee's review of 2024–25 notifications found four priority 1 notifications
 * lodged between 26 and 41 hours after ..."): past performance the policy reports, often as the reason for a rule, not
 * a rule of its own.
 */
const REPORTED_FINDING =
  /\b(?:review|audit|analysis|survey|investigation|inspection|check|census|look-?back)s?\b[^.;]{0,80}\b(?:found|showed|revealed|identified|uncovered)\b/i;

/** Telling the Commission itself, not anyone else: a limit read under a label must be the Commission's. */
const TO_THE_REGULATOR = /\b(Commission|ACQSC|SIRS|(provider|My Aged Care) portal|regulator)\b/i;

/**
 * A time limit whose subject is named only by a label before it ("**Q9. Priority 1: report to the Commission.**" over
 * "The Operations Coordinator must lodge a report with the Commission within 72 hours"), read with that label: the
 * short sentence before it in its paragraph, else its heading. Only a label that names one subject of the rule, over a
 * sentence that names neither and is about telling the Commission.
 */
function withLabel(doc: ParsedDocument, s: Sentence, rule: ActRule): string | null {
  const check = rule.check;
  // A period of keeping with no subject of its own, whose record is named only by its heading ("LOT 2 — Resident care
  // and clinical records" over "Estimate. Retain for 3 years after the resident leaves"): read with that heading. Not a
  // table's row, which names its own class, nor a sentence that names what it keeps ("Visitor sign-in sheets are kept").
  if (check.kind === 'min-duration') {
    if (s.kind === 'table' || check.near.test(s.text) || !check.near.test(s.section)) return null;
    if (
      !/^(?:[^.:]{1,30}[.:]\s+)?(?:retain|retained|keep|kept|hold|held|store|stored)\s+(?:for|until)\b/i.test(
        s.text,
      )
    )
      return null;
    return `${s.section.replace(/[\s.:;,-]+$/, '')}: ${s.text}`;
  }
  if (check.kind !== 'max-duration') return null;
  if (check.near.test(s.text) || check.other?.test(s.text) || !TO_THE_REGULATOR.test(s.text)) return null;
  const earlier = doc.sentences.filter((o) => o.block === s.block && o.index < s.index);
  const before = earlier
    .filter((o) => o.text.split(/\s+/).length <= 10)
    .map((o) => o.text)
    .reverse();
  // The run-in label of the item or paragraph it ends ("**Priority 1** — incidents that caused ...; ... **Reported to the
  // Commission within 24 hours** of becoming aware").
  const runIn = /^([^.;:—–]{2,40}?)\s*[—–:]\s/.exec(earlier[0]?.text ?? '')?.[1];
  const label = [...before, ...(runIn ? [runIn] : []), s.section].find(
    (l) => check.near.test(l) || check.other?.test(l),
  );
  if (!label || !check.near.test(label) || check.other?.test(label)) return null;
  return `${label.replace(/[\s.:;,-]+$/, '')}: ${s.text}`;
}

/** The policy's statements that go against a checkable rule, and the facts its topics need that it never states. */
export function factFindings(
  doc: ParsedDocument,
  topics: readonly string[],
  /** Topics the policy hands to another document of the provider's: their facts are not expected here. */
  referred: ReadonlySet<string> = new Set(),
  /**
   * The policy's own subject (the topics its title names, else its strongest): a fact that another topic's policies
   * must state (a workforce policy names the Code) is expected only of a policy about that topic, not of one with a
   * section on staff.
   */
  subject: readonly string[] = topics,
): AssessmentFinding[] {
  const sentences = doc.sentences.map((s) => s.text);
  const out: AssessmentFinding[] = [];
  const contradicted = new Set<string>();
  const structural = structuralBreaches(doc, topics);
  for (const rule of ASSESSMENT_RULES as readonly ActRule[]) {
    const onTopic = topics.includes(rule.requirementId);
    // Each sentence that goes against it (a policy can break one rule in several ways), up to three. Outside the
    // policy's topic, an example of wrongdoing in a list ("For example: restraint used without consent;") describes
    // what to speak up about, not what the provider does.
    const hits = doc.sentences
      .filter(
        (s) =>
          !isQuestion(s.text) &&
          !ACTION_ROW.test(s.text) &&
          !REPORTED_FINDING.test(s.text) &&
          !listsProhibited(s) &&
          !RISK_DESCRIPTION.test(s.text) &&
          !REJECTED_OPTION.test(s.text) &&
          !RISK_SECTION.test(s.section.replace(/^[^:]{0,30}:\s*/, '').trim()) &&
          !(rule.id === 'code-scope' && namesEveryoneInList(doc, s)) &&
          (onTopic || !listsExamples(s)),
      )
      .map((s) => {
        const own = violations(rule, s.kind === 'table' ? s.text.replace(RISK_CELL, '') : s.text, onTopic);
        const found = own.length ? own : violations(rule, withLabel(doc, s, rule) ?? '', onTopic);
        return { text: s.text, way: found[0] ?? -1, plainness: found.length, row: s.kind === 'table' };
      })
      .filter((h) => h.way >= 0)
      .concat(
        structural
          .filter((b) => b.ruleId === rule.id)
          .map((b) => ({ text: b.sentence, way: -1, plainness: 1, row: false })),
      )
      .filter((h, i, all) => all.findIndex((o) => o.text === h.text) === i);
    // Up to three, each way of breaking the rule before a second of the same way ("anonymous reports are not
    // investigated" three times over would hide "the person it is about is told who raised it"), and of one way the
    // plainest statement of it first: a sentence of the policy's own before a row of its table, which states the same
    // rule for one class ("Records in classes R1 to R4 are retained for three years" before the row for R1).
    const ways = [...new Set(hits.map((h) => h.way))];
    const against = ways
      .map((way) =>
        hits
          .filter((h) => h.way === way)
          .sort(
            (a, b) =>
              b.plainness - a.plainness || Number(a.row) - Number(b.row) || hits.indexOf(a) - hits.indexOf(b),
          ),
      )
      .flatMap((group, w) => group.map((h, i) => ({ text: h.text, rank: i * ways.length + w })))
      .sort((a, b) => a.rank - b.rank)
      .slice(0, 3)
      .map((h) => h.text);
    if (!against.length) continue;
    contradicted.add(rule.id);
    for (const sentence of against) {
      // Whether training works is a workforce matter (action 2.9.5); whether a system or a policy works, a matter of
      // governance. In a workforce policy, a completion figure called the measure of effectiveness is about training.
      const owner =
        rule.id === 'training-effectiveness' &&
        (/\b(training|learning|modules?|courses?|education|induction|workbooks?)(\s+(program|programme|framework|system|and development))?\s+(is\s+|are\s+)?effective\w*|\beffective\w* of (the |our |all )?(training|learning|education|modules?|courses?|workbooks?)\b|\b(training|learning|modules?|courses?|education|induction|workbooks?)\b[^.]{0,20}\b(has|have|had) (done (its|their) job|worked)\b/i.test(
          sentence,
        ) ||
          (topics.includes('workforce') && !topics.includes('standard-2')))
          ? { ...rule, requirementId: 'workforce' }
          : // A person kept from managing their own medicines, in a medicines policy, is the medicines requirement's.
            rule.id === 'rights-own-decisions' &&
              topics.includes('medicines') &&
              !topics.includes('rights') &&
              /\b(medic\w*|tablets?|self-administ\w*)\b/i.test(sentence) &&
              // Medicines hidden from the person override their right to decide, whatever the policy's topic.
              !new RegExp(`\\b${HIDDEN_FROM_PERSON}`, 'i').test(sentence)
            ? { ...rule, requirementId: 'medicines' }
            : // Incidents kept out of the system in a medicines policy are the medicines requirement's (outcome 5.3).
              rule.id === 'incidents-recorded' &&
                topics.includes('medicines') &&
                (!topics.includes('incidents') ||
                  /\b(medic\w*|dose\w*|doses|PRN|chart|eNRMC|pharmac\w*|dispens\w*)\b/i.test(sentence))
              ? { ...rule, requirementId: 'medicines' }
              : rule;
      const reading = structural.find((b) => b.ruleId === rule.id && b.sentence === sentence)?.reading;
      out.push(findingFor(owner, 'contradiction', sentence, RULE_SUGGESTION[rule.id], reading));
    }
  }
  for (const fact of REQUIRED_FACTS) {
    const topic = fact.topic ?? fact.requirementId;
    if (!(fact.topic ? subject : topics).includes(topic) || referred.has(topic)) continue;
    if (fact.rule && contradicted.has(fact.rule)) continue;
    // A heading states it as well as a sentence does ("Promise 7: We provide care free from violence, ...").
    const rule = fact.rule ? ASSESSMENT_RULES.find((r) => r.id === fact.rule) : undefined;
    const labelled = rule ? doc.sentences.map((s) => withLabel(doc, s, rule) ?? '') : [];
    if (
      [...sentences, ...labelled, ...doc.headings.map((h) => h.text)].some((s) =>
        fact.stated.some((p) => p.test(s)),
      )
    )
      continue;
    // What the policy asks for in its place, quoted with how it falls short.
    const instead = fact.inPlaceOf
      ? sentences.find((s) => fact.inPlaceOf?.patterns.some((p) => p.test(s)))
      : undefined;
    out.push(
      findingFor(
        { ...fact, id: fact.id },
        'missing',
        instead,
        fact.suggestion,
        instead ? fact.inPlaceOf?.reading : undefined,
      ),
    );
  }
  const kept = out.filter(
    (f) =>
      !EXPLAINED_BY[f.ruleId] ||
      !out.some((o) => o.ruleId === EXPLAINED_BY[f.ruleId] && o.policyText === f.policyText),
  );
  // A finding that takes away a right of the Statement of Rights is the rights requirement's too, and training in a
  // clinical practice counted done by completion alone fails that practice as well as action 2.9.5.
  const rights: AssessmentFinding[] = [];
  for (const f of kept) {
    const also =
      ALSO_UNDER.get(f.ruleId) ??
      (f.ruleId === 'training-effectiveness'
        ? subject.find((t) => PRACTICE_TRAINED.includes(t) && f.requirementId === 'workforce')
        : undefined);
    if (!also || kept.some((o) => o.requirementId === also && o.ruleId === f.ruleId)) continue;
    if (rights.some((o) => o.ruleId === f.ruleId && o.policyText === f.policyText)) continue;
    const requirement = getActRequirement(also);
    rights.push({
      ...f,
      requirementId: also,
      citation: requirement ? formatCitation(requirement) : f.citation,
    });
  }
  return [...kept, ...rights];
}

/**
 * The clinical practices whose standard expects staff trained and checked in them (outcomes 5.2, 5.3 and 5.4 with
 * action 2.9.5): in a policy on one of them, the training it speaks of is that practice's.
 */
const PRACTICE_TRAINED: readonly string[] = ['infection-control', 'medicines', 'restrictive-practices'];

/** The second requirement each rule's or required fact's finding also counts under (`alsoUnder` in `shared/act`). */
const ALSO_UNDER: ReadonlyMap<string, string> = new Map(
  [...ASSESSMENT_RULES, ...REQUIRED_FACTS].flatMap((r) =>
    r.alsoUnder ? [[r.id, r.alsoUnder] as const] : [],
  ),
);

/**
 * A sentence a more specific rule explains is quoted for that rule alone: "within one business day" for Priority 1 is
 * a limit that runs past 24 hours over a weekend, which the every-day rule says, not a longer limit.
 */
const EXPLAINED_BY: Record<string, string> = { 'sirs-priority-1': 'sirs-priority-1-every-day' };

/**
 * Words of a cross-reference to another document: "managed under BFC-QR-004 Incident Management and SIRS", "notify it
 * under CS 0610" (a document's code, letters and a number of three or four digits: not a clause such as "APP 11").
 */
const REFERRING =
  'under|in accordance with|as set out in|set out in|according to|per|see|refer to|follow(s|ing)?|covered (by|in)|described in|managed (under|through|by)';
const REFERENCE = new RegExp(
  `\\b(${REFERRING})\\b[^.;]{0,80}(\\b(policy|procedure|framework|manual|plan|guideline|protocol)\\b|\\b[A-Z]{2,6}(-[A-Z0-9]{1,6})*-\\d{1,4}\\b)`,
  'i',
);
/** The words before a document's code ("notify it under CS 0610", "conform to CS 0340"). */
const REFERENCE_WORD = new RegExp(`\\b(${REFERRING}|conforms? (to|with)|compl(y|ies) with)\\b`, 'i');
/** A document's code in capitals, case and all: "CS 0610", not "Act 1988" or "the 1800 number". */
const DOCUMENT_CODE = /\b[A-Z]{2,6}\s\d{3,4}\b/;

/**
 * Another part of the provider's own book named by its number and name: "Part 4 (Restrictive Practices) applies in
 * full", "Related Parts: Part 3 (Incidents)", "governed by Section 9 (Restrictive Practices)". Not a part of an Act ("Chapter 7, Part 5 of the Aged Care Act").
 */
const OTHER_PART =
  /\b(Part|Chapter|Tab|Section|Module|Volume)\s+[\dIVXLC]+\s*\((?!of\b)[A-Z][^)]{2,60}\)(?!\s*of\s+the\b)/;

function refersElsewhere(doc: ParsedDocument, id: string): boolean {
  const requirement = getActRequirement(id);
  if (!requirement) return false;
  const words = requirement.keywords.map((k) => k.toLowerCase());
  return doc.sentences.some((s) => {
    const text = s.text.toLowerCase();
    const code = DOCUMENT_CODE.exec(s.text);
    const cited =
      code !== null && REFERENCE_WORD.test(s.text.slice(Math.max(0, code.index - 80), code.index));
    return (
      (REFERENCE.test(s.text) || OTHER_PART.test(s.text) || cited) && words.some((w) => text.includes(w))
    );
  });
}

/**
 * The statements of a policy that go against the Act by the fact checks, as the assessment would report them for the
 * policy's own topics: a quiz does not teach them.
 */
export function contradictedStatements(doc: ParsedDocument): string[] {
  const primary = selectRequirements(gatherEvidence(doc)).primary;
  return factFindings(doc, primary)
    .filter((f) => f.kind === 'contradiction' && f.policyText)
    .map((f) => f.policyText as string);
}

/**
 * The plan of an assessment: the topic, what is assessed and what is not, and the fact findings. Both providers
 * assess exactly `assessed`.
 */
export function planAssessment(text: string, options: AssessmentOptions = {}): AssessmentPlan {
  const doc = parseDocument(text);
  const evidence = gatherEvidence(doc);
  const selection = selectRequirements(evidence);
  const primary = selection.primary;
  // What the policy's own subject is meant to meet: the topics its title names (else its strongest topic), not a
  // topic it deals with in one section (a privacy policy's section on complaints).
  const named = primary.filter((id) => evidence.requirements.get(id)?.titleHit);
  const subject = named.length ? named : primary.slice(0, 1);
  const related = new Set(subject.flatMap((id) => getActRequirement(id)?.related ?? []));
  // A topic the title does not name, which the policy hands to another of the provider's documents ("reportable
  // incidents are managed under the Incident Management and SIRS policy"), need not state that topic's facts.
  const referred = new Set(
    named.length ? primary.filter((id) => !named.includes(id) && refersElsewhere(doc, id)) : [],
  );
  const findings = factFindings(doc, primary, referred, subject);
  const withFindings = new Set(findings.map((f) => f.requirementId));
  const categories = options.registrationCategories ?? [];
  const assessed: string[] = [];
  const notAssessed: AssessmentPlan['notAssessed'] = [];
  const consider = [...primary, ...selection.assessed, ...withFindings];
  for (const id of consider) {
    if (assessed.includes(id) || notAssessed.some((n) => n.id === id)) continue;
    const requirement = getActRequirement(id);
    const e = evidence.requirements.get(id);
    if (!requirement || !e) continue;
    // The policy's topics, what they are meant to meet, what the policy itself deals with, and anything it states
    // against the Act; a cross-cutting requirement it only brushes against is not its topic.
    // A related requirement counts when the policy deals with its subject itself, not when it is only expected to, nor
    // when one or two sentences name it in passing ("an annual review ..., including feedback from residents", a
    // workforce policy's training lists that name the Code of Conduct). Over the blind sets, related requirements named
    // twice were off the policy's topic by the writers' labels in 6 of 9 cases, named three times or more in 1 of 10.
    const crossCutting = requirement.core;
    const onTopic =
      primary.includes(id) ||
      withFindings.has(id) ||
      (!crossCutting && related.has(id) && e.mentions >= 3 && e.coverage >= 0.3) ||
      (!crossCutting && e.anchored && (e.headingHit || e.titleHit) && e.sectionCoverage >= 0.5);
    if (!onTopic) continue;
    // A topic the title does not name, which the policy hands to another document ("where the incident is reportable,
    // notify it under CS 0610") and does not cover well itself, is that document's to meet: its gaps are not this
    // policy's. Not the policy's strongest topic, nor one it states something against the Act on.
    if (
      !subject.includes(id) &&
      id !== primary[0] &&
      !withFindings.has(id) &&
      e.score < WELL_COVERED &&
      (referred.has(id) || refersElsewhere(doc, id))
    ) {
      notAssessed.push({ id, reason: REFERRED_ELSEWHERE });
      continue;
    }
    if (!appliesToCategories(requirement, categories)) {
      notAssessed.push({ id, reason: OUTSIDE_CATEGORIES });
      continue;
    }
    assessed.push(id);
  }
  // A document whose topic cannot be told is checked against what every policy should meet.
  if (!assessed.length)
    for (const id of selection.assessed) {
      const requirement = getActRequirement(id);
      if (requirement && appliesToCategories(requirement, categories) && !assessed.includes(id))
        assessed.push(id);
    }
  for (const requirement of evidence.requirements.values()) {
    const id = requirement.requirement.id;
    if (assessed.includes(id) || notAssessed.some((n) => n.id === id)) continue;
    notAssessed.push({
      id,
      reason: appliesToCategories(requirement.requirement, categories) ? OUTSIDE_TOPIC : OUTSIDE_CATEGORIES,
    });
  }
  return { doc, evidence, primary, assessed, notAssessed, findings };
}

function findingLines(findings: readonly AssessmentFinding[]): string[] {
  const lines = ['**Against the Act:**'];
  for (const f of findings) {
    lines.push(
      f.kind === 'missing' && !f.policyText
        ? `- The policy does not say this. The Act: ${f.actText} (${f.citation})`
        : f.kind === 'missing'
          ? `- The policy says only: “${truncate(f.policyText ?? '', 400)}”${f.reading ? ` ${f.reading}` : ''} The Act: ${f.actText} (${f.citation})`
          : `- The policy says: “${truncate(f.policyText ?? '', 400)}”${f.reading ? ` ${f.reading}` : ''} The Act: ${f.actText} (${f.citation})`,
    );
  }
  return lines;
}

/** Markdown cut at the last whole line that fits, so a report never carries half a line or breaks the schema. */
function fitLines(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 2);
  const line = cut.lastIndexOf('\n');
  return `${line > 0 ? cut.slice(0, line) : cut}\n…`;
}

/**
 * The final assessment: the provider's sections for the planned requirements with the fact findings merged in (a
 * requirement with a finding cannot score as met, and its finding leads the suggestions), the requirements not
 * assessed, and the overall score from the assessed ones, the policy's own topics weighing three times as much.
 */
export function finishAssessment(
  plan: AssessmentPlan,
  sections: readonly AssessmentSection[],
  base: {
    timestamp: string;
    /** The overview, written once the sections and the overall score are final. */
    summary: (sections: readonly AssessmentSection[], score: number) => string;
  },
): Assessment {
  const primary = new Set(plan.primary);
  const finished = sections
    .filter((s) => plan.assessed.includes(s.id))
    .map((s) => {
      const findings = plan.findings.filter((f) => f.requirementId === s.id);
      if (!findings.length) return s;
      const suggestions = [
        ...findings.map((f) => f.suggestion ?? `Change the policy so that it meets the Act: ${f.actText}`),
        ...s.suggestions,
      ].filter((x, i, all) => all.indexOf(x) === i);
      return {
        ...s,
        score: Math.min(s.score, FINDING_CAP),
        explanation: fitLines(
          [
            ...findingLines(findings),
            '',
            s.explanation.replace(
              /^\*\*(Well covered|Partly covered)\.\*\*/,
              '**Covers the topic, but not as the Act requires.**',
            ),
          ].join('\n'),
          EXPLANATION_MAX,
        ),
        suggestions: suggestions.slice(0, 10),
        findings,
      };
    });
  finished.sort(
    (a, b) =>
      Number(primary.has(b.id)) - Number(primary.has(a.id)) ||
      Number(Boolean(b.findings?.length)) - Number(Boolean(a.findings?.length)) ||
      a.score - b.score,
  );
  let weighted = 0;
  let weights = 0;
  for (const s of finished) {
    const w = primary.has(s.id) ? 3 : 1;
    weighted += w * s.score;
    weights += w;
  }
  const score = Math.round(weights ? weighted / weights : 0);
  return {
    score,
    summary: base.summary(finished, score),
    timestamp: base.timestamp,
    sections: finished,
    topics: plan.primary,
    notAssessed: plan.notAssessed.flatMap(({ id, reason }) => {
      const r = getActRequirement(id);
      return r ? [{ id, title: r.title, relevantActSection: formatCitation(r), reason }] : [];
    }),
  };
}
