// The quiz question checker every provider's output passes through (local and Bedrock): a question a careful reader
// of the policy could not answer with certainty, or that does not read as a proper question, is rejected, and the
// provider writes another. It checks the policy's own text, never a model's opinion:
//  - the stem: a lifted fragment with no subject ("... is checked and recorded how often?"), a clause number left in,
//    a blank that splits a proper name, the answer given away in the stem;
//  - the options: one cut from a longer name ("Chair" of "Chair of the Clinical Governance Committee"), a code or
//    abbreviation instead of an answer, a value no policy can hold (135 %, 0 days);
//  - the distractors: none may be true by the policy (the statement with it filled in is in the policy, it sits in
//    the answer's own sentence or list, or the policy defines it as the same person as the answer);
//  - the law: a question whose answer states what the Act forbids (a 72-hour Priority 1 deadline in the provider's
//    policy) would train staff in the wrong rule, so it is not asked;
//  - the fit: every option must read in the blank as the answer does ("an ___" takes "an offence", not "a licence";
//    "the ___ meeting" takes "monthly", not "every week"; "all ___" takes a plural), without repeating the word
//    before the blank.
import { ASSESSMENT_RULES } from '../../../shared/act';
import { violates } from './act-check';
import { contradictedStatements } from './assessment-plan';
import { parseDocument, type ParsedDocument } from './text/document';
import { nestedTerms, sameName } from './text/facts';
import { parseDuration, periodDays } from './text/periods';
import { STOPWORDS } from './text/tokens';
import type { QuizQuestion } from './schemas';

/** Verbs whose "it" or "them" stands for a thing the question must show ("we keep them for ..."). */
export const OBJECT_VERBS =
  '(got|get|gets|keep|keeps|kept|pass|passes|passed|share|shares|send|sends|sent|receive|receives|received|report|reports|store|stores|review|reviews|finish|close|closes|give|gives|tell|tells|move|moves|put|puts|use|uses|check|checks|fix|fixes|handle|handles|sign|signs)';

/**
 * How far a time distractor may be from the answer, as a ratio either way, for the generator to choose it: "7 years"
 * is no option for how soon a complaint is acknowledged. (Reviewers differ on this, so the checker does not reject a
 * question for it.)
 */
export const TIME_RATIO = 12;

export const QUIZ_FAULTS = [
  'dangling-reference',
  'clause-number-in-stem',
  'split-name',
  'tautology',
  'truncated-option',
  'code-option',
  'impossible-value',
  'true-distractor',
  'list-question',
  'label-in-stem',
  'misfit-option',
  'against-the-act',
  'gives-away',
] as const;
export type QuizFault = (typeof QUIZ_FAULTS)[number];

const BLANK = /_{3,}/;
const QUOTED = /[“"]([^”"]+)[”"]/;
const PRONOUN_START =
  /^(it|its|they|them|their|he|she|his|her|and|or|but|also|then|both|either|neither|afterwards|after that|before that|thereafter|otherwise|instead|however|later)\b/i;
/** A statement that opens on a relative word is the tail of another sentence (a question may open on one). */
const RELATIVE_START = /^(which|who|whom|whose|whereby)\b/i;
/**
 * "This policy" names its referent; "These records", "Such a request", "All other classes of record" and "The remaining
 * steps" lean on a sentence the reader does not see.
 */
const DEMONSTRATIVE_START =
  /^(this|these|that|those|such)\b(?!\s+(policy|procedure|document|plan|guideline|framework|code|standard|section|organisation|organization|service|home|facility)\b)|^(?:all|any)\s+other\b|^the\s+(?:remaining|rest\s+of|former|latter)\b/i;
const AUX_START =
  /^(is|are|was|were|be|been|being|must|should|shall|will|would|can|could|may|might|has|have|had|does|do|did|needs?|cannot)\b/i;
const CLAUSE_START = /^\(?(\d+(\.\d+)*|[a-z]|[ivx]+)[.)]\s+|^\d+(\.\d+)+\s+/i;
const CODE = /^(?:[A-Z]{2,6}s?|[A-Z]+\d+[A-Z\d]*|\d+(?:\.\d+)+|[A-Z\d]+(?:[-/][A-Z\d]+)+)$/;
const STOP = new Set(
  'a an the of to in on at by for and or with from as is are be was were that this it its their our your any all each every which who whom within what when how we you they us can will may must should does did has have had'.split(
    ' ',
  ),
);

export function normaliseText(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[^\p{L}\p{N}'$%]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()} `;
}

/** The unit of a period ("each year", "every 3 months", "monthly") and the adjectives that name it. */
const PERIOD_ADJECTIVES: Array<[RegExp, RegExp]> = [
  // Not "six-monthly" or "bi-annual", which name other periods.
  // Or by a phrase ("first Tuesday of each month" gives away "monthly"), and a year by a month's name ("In November,
  // the Leader writes to all who serve ...").
  [
    /\b(years?|yearly|annual\w*)\b/i,
    /(?<![\w-])(annual\w*|yearly)\b|\banniversar(?:y|ies)\b|\b(?:each|every|a|per) year\b|\b(?:in|every|each) (?:January|February|March|April|May|June|July|August|September|October|November|December)\b/i,
  ],
  [/\b(months?|monthly)\b/i, /(?<![\w-])monthly\b|\b(?:each|every|a|per) month\b/i],
  [/\b(weeks?|weekly)\b/i, /(?<![\w-])weekly\b|\b(?:each|every|a|per) week\b/i],
  [/\b(days?|daily)\b/i, /(?<![\w-])daily\b|\b(?:each|every|a|per) day\b/i],
  [/\b(quarters?|quarterly)\b/i, /(?<![\w-])quarterly\b|\b(?:each|every|a|per) quarter\b/i],
  [/\b(fortnights?|fortnightly)\b/i, /(?<![\w-])fortnightly\b|\b(?:each|every|a|per) fortnight\b/i],
];

/**
 * Whether a text names an answer's period by its adjective: "the annual refresher" gives away "each year", "a monthly
 * audit" gives away "every month". Only a period of one unit ("each year", not "every 2 years").
 */
export function namesPeriodOf(answer: string, text: string): boolean {
  if (
    !/^\s*(each|every|once a|once every|per|yearly|annually|monthly|weekly|daily|quarterly|fortnightly)\b/i.test(
      answer,
    )
  )
    return false;
  if (/\d|\b(two|three|four|five|six|twice|second|other)\b/i.test(answer)) return false;
  return PERIOD_ADJECTIVES.some(([unit, adjective]) => unit.test(answer) && adjective.test(text));
}

export const contentWords = (text: string) =>
  normaliseText(text)
    .trim()
    .split(' ')
    .filter((w) => w.length > 2 && !STOP.has(w));

export interface PolicyIndex {
  /** The policy's text, normalised, with spaces at both ends. */
  text: string;
  /** The policy's text as written, with markdown marks taken out (for capitalisation). */
  plain: string;
  /** The policy's sentences and list items, normalised. */
  sentences: string[];
  /** Sentences that list several items, and markdown lists read as one, normalised. */
  lists: string[];
  /** The policy's sentences as written (markdown marks out), lower-cased, for how two names are linked. */
  written: string[];
  /** Each statement the assessment's fact checks find against the Act, normalised, with its content words. */
  contradicted: Array<{ text: string; words: Set<string> }>;
}

export function indexPolicy(content: string, doc: ParsedDocument = parseDocument(content)): PolicyIndex {
  // Table cells and list marks end a phrase, so that a cell is not read as running on into the next.
  const plain = content
    .replace(/\s*\|\s*/g, ' .\n')
    .replace(/[*_`#>]+/g, ' ')
    .replace(/[ \t]+/g, ' ');
  const sentences = plain
    .split(/(?<=[.!?;:])\s+|\n+/)
    .map((s) => normaliseText(s))
    .filter((s) => s.trim().length > 0);
  // Lists: a sentence with items separated by commas, or the items of a markdown list read together.
  const rawSentences = plain.split(/(?<=[.!?;:])\s+|\n{2,}/);
  const lists = rawSentences
    .filter((r) => (r.match(/,/g) ?? []).length >= 2)
    .map((r) => normaliseText(r.replace(/,/g, ' and ')));
  for (const block of content.split(/\n\s*\n/)) {
    const items = block.split('\n').filter((l) => /^\s*([-*+]|\d+[.)])\s+/.test(l));
    // A list of terms (short items), not a list of statements.
    if (items.length >= 3 && items.every((l) => l.trim().split(/\s+/).length <= 8))
      lists.push(normaliseText(items.join(' and ')));
  }
  const written = plain
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((s) => s.toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' '))
    .filter((s) => s.trim().length > 0);
  // A table row's first two cells read as one line ("| **Privacy Officer** | Operations Manager — privacy@... |"), so
  // that a role and its holder in a row are linked like a definition list's "Privacy Officer — Operations Manager".
  for (const line of content.split('\n')) {
    const cells = /^\s*\|(.*)\|\s*$/.exec(line)?.[1]?.split('|');
    if (!cells || cells.length < 2 || cells.every((c) => /^[\s:-]*$/.test(c))) continue;
    const [first, second] = cells.map((c) =>
      c
        .replace(/[*_`]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    if (first && second) written.push(`${first} — ${second}`.toLowerCase().replace(/[’‘]/g, "'"));
  }
  const contradicted = contradictedStatements(doc).map((t) => ({
    text: normaliseText(t),
    words: new Set(contentWords(t)),
  }));
  return { text: normaliseText(content), plain, sentences, lists, written, contradicted };
}

/**
 * Words that link two names as one being a kind, an example or another name of the other: "the prescriber (usually
 * the GP)", "standard precautions include hand hygiene", "a representative, such as a substitute decision-maker".
 */
const LINK =
  /\(|\b(such as|including|includes?|e\.g|for example|usually|normally|typically|generally|namely|i\.e|means|is an?|is the|are the|acts as|as the|who is|also called|known as|or another|and other|or other|other)\b/;

/** Whether the policy writes two names linked as one being a kind, an example or another name of the other. */
export function linkedInPolicy(policy: PolicyIndex, a: string, b: string): boolean {
  const x = a.trim().toLowerCase();
  const y = b.trim().toLowerCase();
  // Names and terms only: times and numbers are linked by "and", "or other" without being one another.
  if (x.length < 3 || y.length < 3 || /\d/.test(x + y) || periodDays(x) !== null || periodDays(y) !== null)
    return false;
  const at = (s: string, t: string) => {
    const re = new RegExp(`(^|[^\\p{L}\\p{N}])${escape(t)}(?=$|[^\\p{L}\\p{N}])`, 'gu');
    return [...s.matchAll(re)].map((m) => (m.index ?? 0) + (m[1]?.length ?? 0));
  };
  // One person's two titles after their name ("Margaret Doolan, Company Secretary and Whistleblower Protection
  // Officer"): either title names her.
  for (const m of policy.plain.matchAll(
    /\b\p{Lu}\p{Ll}+(?:\s+\p{Lu}[\p{Ll}'’-]+)+,\s+([^,.;|()\n]{3,100})/gu,
  )) {
    const titles = (m[1] ?? '')
      .toLowerCase()
      .split(/\s+(?:and|&)\s+|\s*\/\s*/)
      .map((r) => r.replace(/^(?:the|our)\s+/, '').trim());
    if (titles.length >= 2 && titles.includes(x) && titles.includes(y)) return true;
  }
  for (const s of policy.written) {
    if (!s.includes(x) || !s.includes(y)) continue;
    for (const i of at(s, x))
      for (const j of at(s, y)) {
        const between = i < j ? s.slice(i + x.length, j) : s.slice(j + y.length, i);
        if (between.length <= 60 && LINK.test(between)) return true;
        // A definition list's "Records Officer — the Information Governance Lead", or a header's "Privacy Officer:
        // Business Manager": one is the other.
        if (/^\W*[—–:]\s*(?:the\s+|a\s+|an\s+|our\s+)?$/.test(between)) return true;
      }
  }
  return false;
}

/** One name or term a kind of the other (times and numbers are compared as values elsewhere). */
function nestedNames(a: string, b: string): boolean {
  if (periodDays(a) !== null || periodDays(b) !== null) return false;
  return nestedTerms(a, b);
}

/** How many of the policy's sentences use a word: a word in most of them ("care") gives nothing away. */
function spread(policy: PolicyIndex, word: string): number {
  if (!policy.sentences.length) return 0;
  let n = 0;
  for (const s of policy.sentences) if (s.includes(` ${word}`)) n++;
  return n / policy.sentences.length;
}

const plainWord = (w: string) => w.replace(/'s$/, '').replace(/(?<=[a-z]{3})s$/, '');

/** The stem a reader sees: the quoted statement of a fill-in-the-blank question, else the question itself. */
function stemOf(question: string): { stem: string; blank: boolean } {
  // The quoted statement with the blank, after any quoted section or table name ("from the policy's section “Access to
  // records”: “Requests go to the ___ ...”").
  const quoted = [...question.matchAll(new RegExp(QUOTED.source, 'g'))]
    .map((m) => m[1] ?? '')
    .find((q) => BLANK.test(q));
  if (quoted) return { stem: quoted.trim(), blank: true };
  return {
    stem: question
      .replace(/^according to (the|this|our) policy(?:['’]s section [“"][^”"]*[”"])?,?\s*/i, '')
      .trim(),
    blank: false,
  };
}

/** Text to match literally inside a regular expression. */
export const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const escape = escapeRegExp;
const capitalised = (word: string | undefined) => Boolean(word && /^[A-Z][a-z]/.test(word));

/** Every place an option is written in the policy, with the words around it. */
function occurrences(plain: string, option: string): Array<{ before: string; after: string }> {
  const re = new RegExp(`(^|[^\\p{L}\\p{N}])${escape(option)}(?=$|[^\\p{L}\\p{N}])`, 'gu');
  const out: Array<{ before: string; after: string }> = [];
  for (const m of plain.matchAll(re)) {
    const start = (m.index ?? 0) + (m[1]?.length ?? 0);
    out.push({
      before: plain.slice(Math.max(0, start - 40), start),
      after: plain.slice(start + option.length, start + option.length + 40),
    });
  }
  return out;
}

/** Last words of a name: "Medication Advisory Committee and Clinical Governance Committee" are two names. */
const NAME_HEADS =
  'committee|manager|board|officer|team|service|services|unit|group|council|commission|network|program|programme|director|nurse|lead|coordinator|act|rules|standards|principles|rights|scheme|plan|register|policy';
const ENDS_IN_NAME_HEAD = new RegExp(`\\b(?:${NAME_HEADS})$`, 'i');
/** A name's last word, then "and" at the end of the text before an option: the option is the next name, not its tail. */
const NAME_HEAD_AND = new RegExp(`\\b(?:${NAME_HEADS})[ \\t]+(?:and|&)[ \\t]+$`, 'i');
const NAME_HEAD_AND_OR_AMPERSAND = new RegExp(`\\b(?:${NAME_HEADS})(?:[ \\t]*&|[ \\t]+and)[ \\t]+$`, 'i');
/**
 * A name's lower-case particle between capitalised words ("San Rocco a Casa Coordinator", "Casa di Riposo Committee"),
 * after two capitalised words so that a sentence's first word ("Ask a Care Manager") is not taken for a name.
 */
const NAME_PARTICLE_BEFORE =
  /[A-Z][a-z]+[ \t]+[A-Z][a-z]+[ \t]+(?:a|al|da|de|del|della|dei|di|du|el|la|le|van|von)[ \t]+$/;
/**
 * " and Governance Manager": "and", then a capitalised name that ends in a name's last word ("and Council's Privacy
 * Officer" is another's).
 */
const AND_NAMED_AFTER = new RegExp(
  `^[ \\t]+(?:and|&)[ \\t]+(?:[A-Z][\\w-]*[ \\t]+){0,3}(?:${NAME_HEADS.replace(/\b\w/g, (c) => c.toUpperCase())})(?![\\w'’-])`,
);

/**
 * Whether the policy says two roles are held by one person: a contacts table's "Privacy Officer; Operations Manager —
 * privacy@...", "the Privacy Officer (the Operations Manager)", "The Privacy Officer is the Operations Manager", "the
 * Company Secretary, who acts as Whistleblower Protection Officer". Either then answers what the other does.
 */
export function sameHolder(plain: string, a: string, b: string): boolean {
  const x = escape(a.trim());
  const y = escape(b.trim());
  if (!x || !y || a.trim().toLowerCase() === b.trim().toLowerCase()) return false;
  const ways = (p: string, q: string) => [
    // A label and its value, as a row of two cells (" .\\n" in the plain text) or run in.
    new RegExp(
      `(?:^|[\\n.;!?]\\s*)(?:the\\s+|our\\s+)?${p}(?:\\s*[;:|]\\s*| \\.\\n\\s*)(?:the\\s+|our\\s+)?${q}\\b`,
      'i',
    ),
    new RegExp(`\\b${p}\\s*\\((?:the\\s+|our\\s+)?${q}\\b`, 'i'),
    new RegExp(
      `\\b${p}\\s+(?:role\\s+)?(?:is|is held by|is performed by|is filled by)\\s+(?:the\\s+|our\\s+)?${q}\\b(?!['’])`,
      'i',
    ),
    new RegExp(
      `\\b${q},?\\s+(?:who\\s+)?(?:acts as|serves as|also acts as|is also)\\s+(?:the\\s+|our\\s+)?${p}\\b`,
      'i',
    ),
  ];
  return [...ways(x, y), ...ways(y, x)].some((r) => r.test(plain));
}

/** An option the policy only ever writes as part of a longer name ("Chair" of "Chair of the Board"). */
export function cutFromLongerName(plain: string, option: string): boolean {
  const words = option.trim().split(/\s+/);
  // "services plan" where the policy only ever writes "care and services plan".
  if (
    words.length <= 3 &&
    /^[a-z]/.test(option.trim()) &&
    /\b(plan|register|form|chart|folder|notes|record|log)$/.test(option.trim())
  ) {
    const found = occurrences(plain, option.trim());
    return found.length > 0 && found.every(({ before }) => /\b[a-z]{3,}[ \t]+and[ \t]+$/.test(before));
  }
  if (words.length > 6 || !capitalised(words[0])) return false;
  const found = occurrences(plain, option.trim());
  if (!found.length) return false;
  return found.every(
    ({ before, after }) =>
      // "Director of Quality" of "Director of Quality, Risk and Compliance".
      /^,[ \t]+[A-Z][a-z]+[ \t]+(and|&)[ \t]+[A-Z]/.test(after) ||
      // "Care Governance Committee" of "Clinical and Care Governance Committee", "Home and Commonwealth Home Support
      // Programme" of "Support at Home and Commonwealth Home Support Programme".
      (words.length > 2 &&
        /\b[A-Z][a-z]+[ \t]+(and|&|at|of|for)[ \t]+$/.test(before) &&
        !NAME_HEAD_AND.test(before)) ||
      // "Safety Manager" of "Practice & Safety Manager", "Development Lead" of "Learning & Development Lead".
      (/\b[A-Z][a-z]+([ \t]*&|[ \t]+and)[ \t]+$/.test(before) && !NAME_HEAD_AND_OR_AMPERSAND.test(before)) ||
      // "Clinical Governance Committee" where the policy only writes "Board Clinical Governance Committee".
      (words.length > 2 &&
        words.length <= 4 &&
        /[A-Z][a-z]+[ \t]+$/.test(before) &&
        !/[.!?:;]\s*[A-Z][a-z]+\s+$/.test(before) &&
        !/\b(The|A|An|Our|Your|Each|Every|Its|Their|Any|No|All)\s+$/.test(before)) ||
      // "Company Secretary" of "Company Secretary and Governance Manager": a title that does not end a name of its own
      // ("Residential Manager and Care Manager" are two).
      (words.length <= 3 && AND_NAMED_AFTER.test(after) && !ENDS_IN_NAME_HEAD.test(option.trim())) ||
      (words.length <= 2 &&
        (/^[ \t]+(of|for)[ \t]+(the[ \t]+)?[A-Z]/.test(after) ||
          /^[ \t]+[A-Z][a-z]/.test(after) ||
          /[A-Z][a-z]+[ \t]+(and|of|for)[ \t]+(the[ \t]+)?$/.test(before) ||
          NAME_PARTICLE_BEFORE.test(before) ||
          (/[A-Z][a-z]+[ \t]+$/.test(before) &&
            !/[.!?:]\s*[A-Z][a-z]+\s+$/.test(before) &&
            !/\b(The|A|An|Our|Your|Each|Every)\s+$/.test(before)))),
  );
}

function impossible(text: string): boolean {
  for (const m of text.matchAll(/(-?\d+(?:\.\d+)?)\s*(%|per ?cent)/gi))
    if (Number(m[1]) > 100 || Number(m[1]) < 0) return true;
  return (
    /(^|\s)(0|zero)\s+(minutes?|hours?|days?|weeks?|months?|years?)\b/i.test(text) || /(^|\s)-\d/.test(text)
  );
}

/** A day or month after "of" or "on" ("_____ on Monday"): a date, not the rest of a name. */
const DATE_AFTER =
  /^\s+(?:of|on)\s+(?:the\s+)?(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b/;

/** Whether a blank sits inside a proper name: a capitalised word right before or after it joins the answer's. */
function splitsName(stem: string, answer: string): boolean {
  const [before = '', after = ''] = stem.split(BLANK);
  const prev = /([A-Za-z][\w'’-]*)\s*$/.exec(before)?.[1];
  const next = /^\s*([A-Za-z][\w'’-]*)/.exec(after)?.[1];
  const answerWords = answer.trim().split(/\s+/);
  const sentenceStartBefore = /(^|[.!?:]\s+)[A-Za-z][\w'’-]*\s*$/.test(before);
  const joinsBefore =
    capitalised(prev) &&
    !sentenceStartBefore &&
    !/^(The|A|An|Our|Your|Each|Every|All|Any|I)$/.test(prev ?? '') &&
    capitalised(answerWords[0]);
  const joinsAfter =
    capitalised(next) && next !== 'I' && capitalised(answerWords.at(-1)) && !/^\s*[.,;:!?)]/.test(after);
  // A name that goes on past the blank ("_____ on Safety and Quality in Health Care", "_____ of Nursing").
  const goesOn =
    capitalised(answerWords.at(-1)) &&
    /^\s+(?:of|on)\s+(?:the\s+)?\p{Lu}\p{Ll}/u.test(after) &&
    !DATE_AFTER.test(after);
  return joinsBefore || joinsAfter || goesOn;
}

const LIST_SEPARATOR = /\s*(?:[,;]|\bor\b|\band\b|&)\s*/i;

/**
 * The other items of the list a blank is an item of, each as the one to three words next to its separator ("Every
 * dosing error, ___ or adverse reaction is logged" gives "error", "dosing error", "adverse", "adverse reaction", ...);
 * none when the blank is not joined to its neighbours by a comma, a semicolon, "and" or "or".
 */
function listNeighbours(stem: string): string[] {
  const [rawBefore = '', rawAfter = ''] = stem.replace(/\([^()]*\)/g, ' ').split(BLANK);
  const before = rawBefore.replace(/\s+/g, ' ');
  const after = rawAfter.replace(/\s+/g, ' ');
  const words = (t: string) =>
    t
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .split(/[^\p{L}\p{N}'-]+/u)
      .filter(Boolean);
  const grams = (ws: string[], fromEnd: boolean): string[] =>
    [1, 2, 3]
      .filter((n) => n <= ws.length)
      .map((n) => (fromEnd ? ws.slice(-n) : ws.slice(0, n)).join(' '))
      .filter(
        (g) =>
          g.length >= 3 && !STOPWORDS.has(g.split(' ')[0] ?? '') && !STOPWORDS.has(g.split(' ').at(-1) ?? ''),
      );
  const out: string[] = [];
  // Before the blank: the items before the blank's own item, when that item is joined to them.
  const parts = before.split(LIST_SEPARATOR);
  if (parts.length >= 2 && words(parts.at(-1) ?? '').length <= 2)
    for (const part of parts.slice(-4, -1)) out.push(...grams(words(part), true));
  // After the blank: the items that follow it, when a separator comes straight after it.
  if (/^\s*(?:[,;&]|or\b|and\b)/i.test(after)) {
    const next = after.split(LIST_SEPARATOR).slice(1, 4);
    for (const part of next) out.push(...grams(words(part), false));
  }
  return out;
}

/**
 * Whether an option is, or is a kind of, another item of the list the blank stands in ("Every dosing error, ___ or
 * adverse reaction": a missed dose is a dosing error; "the SUO, your ___ or the Chief Executive": the Quality Manager is
 * the SUO), so that it completes the statement as truly as the answer. The list is read once per stem: the check it
 * returns is asked of each option.
 */
export function truerInList(stem: string, policy: PolicyIndex): (option: string) => boolean {
  const neighbours = listNeighbours(stem);
  return (option) => {
    const on = option.trim().toLowerCase();
    return neighbours.some(
      (g) =>
        g === on ||
        // One word ("manager") is in many names: only the field's own kinds count for it ("error").
        (nestedTerms(on, g) && (g.includes(' ') || !sameName(on, g))) ||
        // A role another name of a neighbour ("the SUO" is the Quality Manager), by two words or an acronym.
        (/^\p{Lu}/u.test(option.trim()) &&
          (g.includes(' ') || new RegExp(`\\b${g.toUpperCase()}\\b`).test(stem)) &&
          linkedInPolicy(policy, option, g)),
    );
  };
}

/** The initials of a name ("Older Persons Advocacy Network" -> "OPAN"). */
const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w[0])
    .join('');

/** Role names the policy says are one and the same ("the Complaints Officer is the Residential Services Manager"). */
function aliases(plain: string): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  const name = "((?:[A-Z][\\w'’-]*)(?:\\s+(?:of|and|for|the|[A-Z][\\w'’-]*))*)";
  const re = new RegExp(
    `\\b(?:the\\s+)?${name}\\s+(?:means|is|refers to|is defined as|acts as|is also)\\s+(?:the\\s+)?${name}|\\b${name}\\s+\\((?:the\\s+)?${name}\\)`,
    'g',
  );
  for (const m of plain.matchAll(re)) {
    const a = (m[1] ?? m[3] ?? '').trim();
    const b = (m[2] ?? m[4] ?? '').trim();
    if (a && b && a !== b) pairs.push([normaliseText(a).trim(), normaliseText(b).trim()]);
  }
  return pairs;
}

/** Whether a name is a person's role or a body (a board, a committee, an agency); null when it cannot tell. */
export function kindOfParty(name: string): 'person' | 'body' | null {
  // By the name's head: "Director of Clinical Services" is a person, "Care Team Leader" a person, "Board of
  // Directors" a body.
  const n = (/^(.*?)\s+(?:of|for)\s+/i.exec(name.trim())?.[1] ?? name.trim()).split(/\s+/).at(-1) ?? '';
  if (
    /\b(Board|Committee|Commission|Office|Service|Services|Network|Department|Unit|Team|Council|Authority|Agency|Police|Hub|Program|Scheme|Act|Rules)\b/i.test(
      n,
    )
  )
    return 'body';
  if (
    /\b(Manager|Officer|Director|Directors|Nurse|Nurses|Coordinator|Co-ordinator|Lead|Leader|Secretary|Worker|Workers|Practitioner|Pharmacist|Chair|Chairperson|President|Executive|Representative|Advocate|Educator|Physiotherapist|Doctor|GP|Prescriber|Assistant|Supervisor|Partner|Counsel|Clinician|Investigator|Auditor|Member|Members|Dietitian|Pathologist|Therapist|Podiatrist|Psychologist|Geriatrician|Psychiatrist|Physician|Consultant|Administrator|Administrators)\b/i.test(
      n,
    )
  )
    return 'person';
  return null;
}

/**
 * A profession or qualification ("Registered Nurse", "pharmacist") rather than a position in the provider ("Care
 * Manager", "IPC Lead"). The holder of a position may be of any profession, so one is no distractor for the other: the
 * IPC Lead may well be a Registered Nurse.
 */
export function isProfession(name: string): boolean {
  return /^(?:an?\s+|the\s+)?(?:registered nurses?|enrolled nurses?|nurse practitioners?|general practitioners?|GPs?|RNs?|ENs?|doctors?|medical practitioners?|(?:consultant |community |accredited )?pharmacists?|physiotherapists?|occupational therapists?|dietitians?|speech pathologists?|podiatrists?|psychologists?|geriatricians?|psychiatrists?|social workers?|(?:personal )?care workers?|assistants? in nursing|AINs?|PCWs?|allied health (?:professionals?|staff)|nurses?)$/i.test(
    name.trim(),
  );
}

/** Whether one option is a position and the other a profession, of which either could be true of the other. */
export function positionAndProfession(a: string, b: string): boolean {
  return kindOfParty(a) === 'person' && kindOfParty(b) === 'person' && isProfession(a) !== isProfession(b);
}

/** A noun right after the blank that makes the blank the first half of a compound ("police certificate"). */
const COMPOUND_HEAD =
  /^\s*(members?|certificates?|checks?|meetings?|reports?|registers?|chairs?|leaders?|staff|team|in charge|data|records?|policy|program|plan)\b/i;

/** Whether an option reads in the blank as the answer does. */
function misfits(stem: string, answer: string, option: string): boolean {
  const [before = '', after = ''] = stem.split(BLANK);
  return misfitsBetween(before, after, answer, option);
}

/** A noun phrase that names more than one: its head in -s, or a noun that is plural as it stands ("police", "staff"). */
function pluralNoun(text: string): boolean {
  const head = /([A-Za-z'’]+)\s*$/.exec(text.trim())?.[1]?.toLowerCase() ?? '';
  return (
    /^(?:police|staff|people|personnel|clergy)$/.test(head) ||
    (/[^su]s$/.test(head) && !/(?:ss|ous|us|is)$/.test(head))
  );
}

/** Whether an option reads between these words as the answer does (also used to choose distractors that fit). */
export function misfitsBetween(before: string, after: string, answer: string, option: string): boolean {
  const prevWord = /([A-Za-z'’]+)\s*$/.exec(before)?.[1]?.toLowerCase() ?? '';
  const nextWord = /^\s*([A-Za-z'’-]+)/.exec(after)?.[1] ?? '';
  const first = option.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
  // "an ___" and "a ___": the article must fit the option's first sound (by its letter, as the policy would write it).
  if (prevWord === 'an' && !/^[aeiou]/.test(first)) return true;
  if (prevWord === 'a' && /^[aeio]/.test(first)) return true;
  // The word before the blank repeated ("authorised ___" with "authorised prescriber").
  if (prevWord && prevWord === first) return true;
  // An adjective slot ("the ___ team huddle", "a ___ statement"): "every week" and "each year" do not fit.
  if (
    /^(a|an|the|our|each|every)$/.test(prevWord) &&
    /^[a-z]/.test(nextWord) &&
    /^(every|each|once|twice)\b/i.test(option.trim())
  )
    return true;
  // A number of units as an adjective ("12-month period") or as a length ("for 7 years"): the answer's form rules.
  const hyphenated = (t: string) => /^\d+-[a-z]+$/i.test(t.trim());
  if (hyphenated(answer) !== hyphenated(option) && /^\d/.test(answer.trim()) && /^\d/.test(option.trim()))
    return true;
  // Where only a body fits ("the Chair of the ___", "a member of the ___") or only a person ("the ___ in charge").
  if (
    /\b(chair|chairperson|president|member|members|secretary) of the\s*$/i.test(before) &&
    kindOfParty(option) === 'person'
  )
    return true;
  if (/^\s*in charge\b/i.test(after) && kindOfParty(option) === 'body') return true;
  // The answer as the first half of a compound ("___ certificates", "a ___ member"): only a one-word option fits.
  if (
    COMPOUND_HEAD.test(after) &&
    answer.trim().split(/\s+/).length === 1 &&
    option.trim().split(/\s+/).length > 1
  )
    return true;
  // "___ are contacted" after "police" or "family members": a plural subject, which one person or one body is not.
  if (
    /^\s*(?:are|were|have)\b/i.test(after) &&
    !/\b(?:or|and)\s*$/i.test(before) &&
    pluralNoun(answer) &&
    !pluralNoun(option)
  )
    return true;
  // "all ___", "both ___": a plural slot, when the answer is plural.
  if (
    /^(all|many|several|both|other|these|those)$/.test(prevWord) &&
    /s$/i.test(answer.trim()) &&
    !/s$/i.test(option.trim())
  )
    return true;
  return false;
}

/**
 * Whether a label is an abbreviation of a name: its letters in order in the name's words, each word it draws on from its
 * first letter, at least two of them (all of a two-letter one) first letters, and no word between the first and the
 * last it draws on left out but "of", "and" and the like ("AMS" of "Antimicrobial stewardship", "PHU" of "Local Public Health Unit", "eNRMC" of
 * "Electronic national residential medication chart"; not "HSM" of "After-Hours Nurse Manager").
 */
export function abbreviates(label: string, name: string): boolean {
  if (!/^[a-z]?[A-Z]{2,6}s?$/.test(label)) return false;
  const letters = label.replace(/s$/, '').toLowerCase();
  const ws = name
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const particle = (w: string | undefined) => /^(of|and|for|the|to|in|on|a|an)$/.test(w ?? '');
  // Each letter later in the word the last one came from, or the first letter of a later word, with no word between
  // them left out but a particle. Every way is tried: "WR" of "Worker Record" takes its "r" from "Record", not from
  // inside "Worker"; "LH" of "Solander Learning Hub" starts at "Learning"; "HSM" draws nothing from "Nurse" in
  // "After-Hours Nurse Manager" but an inner letter, so it is no abbreviation of it.
  const from = (i: number, w: number, at: number, initials: number): boolean => {
    if (i === letters.length) return initials >= Math.min(2, letters.length);
    const ch = letters[i] ?? '';
    const word = ws[w] ?? '';
    for (let j = word.indexOf(ch, at); j >= 0; j = word.indexOf(ch, j + 1))
      if (from(i + 1, w, j + 1, initials)) return true;
    for (let k = w + 1; k < ws.length; k++) {
      if ((ws[k] ?? '').startsWith(ch) && from(i + 1, k, 1, initials + 1)) return true;
      if (!particle(ws[k])) break;
    }
    return false;
  };
  return ws.some((word, start) => word.startsWith(letters[0] ?? '') && from(1, start, 1, 1));
}

/** The faults of one question against the policy it was written from; none means it is fit to ask. */
export function questionFaults(
  q: Pick<QuizQuestion, 'question' | 'options' | 'correctAnswer'>,
  policy: PolicyIndex,
): QuizFault[] {
  const faults = new Set<QuizFault>();
  const { stem, blank } = stemOf(q.question);
  const answer = q.options[q.correctAnswer] ?? '';
  const distractors = q.options.filter((_, i) => i !== q.correctAnswer);

  // The stem.
  if (
    PRONOUN_START.test(stem) ||
    DEMONSTRATIVE_START.test(stem) ||
    stem.includes('→') ||
    (blank ? /^[a-z]/.test(stem) || RELATIVE_START.test(stem) : AUX_START.test(stem))
  )
    faults.add('dangling-reference');
  // "must then", "If it is": a step or a case of what the reader has not been shown.
  if (
    /\b(must|will|should|shall)\s+then\b|^then\b|\bthen\s*:/i.test(stem) ||
    /^(if|when|where|once|unless|until)\s+(it|so|not|this|that|they|these|those)\b/i.test(stem) ||
    // "More complicated ones", "If you get to that point", "we will look into it".
    /\bones\b/i.test(stem) ||
    // "suggest she rings ...", "look at his care plan": a person the stem has not named.
    (/\b(he|she|him|his|her|hers)\b/i.test(stem) &&
      !/\b(resident|client|person|worker|elder|man|woman|member|nurse|manager|officer|daughter|son|wife|husband|partner|discloser|complainant|individual|practitioner|doctor|gp|rn|coordinator|lead|director|chair)s?\b[^.]*\b(he|she|him|his|her|hers)\b/i.test(
        stem,
      )) ||
    /\b(to|at|in|on|from|by|for|with|of|after|before)\s+that\s+(point|stage|time|step|case|matter|situation|decision)\b/i.test(
      stem,
    ) ||
    /^(?:\S+\s+){0,4}(?:look|looks|looking|deal|deals|dealing)\s+(?:into|with)\s+(it|them)\b/i.test(stem)
  )
    faults.add('dangling-reference');
  if (
    CLAUSE_START.test(stem) ||
    /\b(clause|section|article)\s+\d+(\.\d+)*\b/i.test(stem) ||
    // A part of the document named by a letter ("declarations made under Section B", "the tool in Appendix A").
    /\b(?:[Cc]lause|[Ss]ection|[Aa]rticle|[Pp]art|[Ss]chedule|[Aa]nnex|[Aa]ppendix)\s+[A-Z]\b(?!['’])/.test(
      stem,
    ) ||
    // A clause number standing for what it says ("PPE stock at the 6.1 minimum", "as set in 4.2 above").
    // A code the document gives its own parts or classes ("triggers OM1", "R3 and R4 practices", "§6", "in Box 6"),
    // outside a row's quoted name; not a medicine's schedule ("S8") or a mask's rating ("N95", "P2").
    /(?<![\w-])(?!(?:S[2-9]|N95|P[23]|COVID)\b)[A-Z]{1,3}\d{1,2}(?:\.\d+)*(?![\w-])|§\s?\d|\b[Bb]ox(?:es)?\s+\d/.test(
      stem.replace(/“[^”]*”/g, ' '),
    ) ||
    /\b(?:the|in|under|at|per|see)\s+\d+\.\d+(?:\.\d+)*\s+(?!(?:metres?|m|mm|cm|kg|g|mg|mcg|ml|mL|l|L|litres?|per|percent|degrees?|seconds?|minutes?|hours?|days?|weeks?|months?|years?|FTE|times?)\b)[a-z]/.test(
      stem,
    )
  )
    faults.add('clause-number-in-stem');
  // A label or a heading carried into the stem ("Tip:", "A:", "STEP 2 — ESCALATE", "ACME CARE LTD ABN ...").
  if (
    /^(tip|note|nb|a|q|example|important|reminder)\s*:/i.test(stem) ||
    /^(box|step|stage|phase|part|level|tier)\s+\d+[a-z]?\s*[:.–—-]/i.test(stem) ||
    (!blank &&
      /^[A-Z][\w'’-]*(\s+(of|and|the|[A-Z][\w'’-]*)){0,6}(\s*\([A-Z]{2,8}\))?:\s+[a-z]/.test(stem)) ||
    /\[\s?[xX✓]?\s?\]/.test(stem) ||
    // A key's mark or a checklist's box ("★ Priority 2: ...", "must ☐ convene ...", "the “Barrier ⏱” for ...").
    /(?<!\b(?:marked|marks?|symbol|with|by|flagged|shown|a|an|the)\s*)(?:^|(?<=[\s“"(]))[★☆☐☑☒⏱►▶◆■□▪➤]\uFE0F?(?=[\s”")]|$)/u.test(
      stem,
    ) ||
    /\b[A-Z]{3,}(?:\s+[A-Z&]{2,}){2,}\b|\bSTEP\s+\d+\b/.test(stem.replace(/\([A-Z]+\)/g, ''))
  )
    faults.add('label-in-stem');
  // Too little to go on: a stem of a few words ("We follow the ___.", "you can use which organisation?").
  const stemWords = contentWords(stem.replace(BLANK, ' '));
  if (stemWords.length < (blank ? 3 : 3)) faults.add('dangling-reference');
  // "it" with nothing before it to stand for ("We'll acknowledge it within ...", "We'll arrange it").
  const beforeIt = /^(.*?)\bit\b(?!'s| is| was| will| may| must| can)/i.exec(stem.replace(BLANK, ' '))?.[1];
  if (beforeIt !== undefined && contentWords(beforeIt).length < 2) faults.add('dangling-reference');
  // "it" or "them" as what a verb acts on, with hardly anything before it to stand for ("we got it within ___", "we
  // keep them for ___", "the person you told passes it to the CEO").
  const object = new RegExp(`^(.*?)\\b${OBJECT_VERBS}\\s+(it|them)\\b`, 'i').exec(stem.replace(BLANK, ' '));
  if (object && contentWords(object[1] ?? '').length < 3) faults.add('dangling-reference');
  // "those rights" with no rights named before.
  for (const m of stem.matchAll(/\bthose\s+([a-z]+)/gi)) {
    const noun = (m[1] ?? '').toLowerCase().replace(/s$/, '');
    if (noun !== 'who' && !normaliseText(stem.slice(0, m.index)).includes(` ${noun}`))
      faults.add('dangling-reference');
  }
  // "this" or "these" standing for something the stem never names ("the care plan is built on this", "this check").
  const demonstrative = /\b(this|these)\b(?:\s+([a-z]+))?/gi;
  for (const m of stem.matchAll(demonstrative)) {
    const noun = m[2]?.toLowerCase();
    if ((m.index ?? 0) === 0) continue;
    if (!noun || /^(and|or|how|within|which|what|who|to|in|on|at|for|with|by|of)$/.test(noun)) {
      faults.add('dangling-reference');
    } else if (/^(has|have|is|was|will|may|must|can|should|does|applies|happens)$/.test(noun)) {
      // "this" as the subject of a verb: it may stand for what the sentence has just said ("... unless this has been
      // approved"), not when there is hardly anything before it.
      if (contentWords(stem.slice(0, m.index)).length < 4) faults.add('dangling-reference');
    } else if (
      !/^(policy|procedure|document|plan|guideline|framework|code|standard|section|organisation|organization|service|home|facility|process)$/.test(
        noun,
      ) &&
      !normaliseText(stem.slice(0, m.index)).includes(` ${noun} `)
    )
      faults.add('dangling-reference');
  }
  if (blank && splitsName(stem, answer)) faults.add('split-name');
  // "Every aged ___" for "care worker": the word before the blank and the answer's first word are one fixed phrase,
  // which the policy also writes inside names ("Aged Care Act"), and the answer never stands without it.
  const lead = /(?:^|[^\p{L}])(\p{Ll}{3,})\s*$/u.exec(stem.split(BLANK)[0] ?? '')?.[1];
  const first = /^(\p{Ll}+)\s/u.exec(answer.trim())?.[1];
  if (blank && lead && first && !STOPWORDS.has(lead)) {
    const title = (w: string) => `${w.charAt(0).toUpperCase()}${w.slice(1)}`;
    const found = occurrences(policy.plain, answer.trim());
    if (
      policy.plain.includes(`${title(lead)} ${title(first)}`) &&
      found.length >= 2 &&
      found.every(({ before }) => new RegExp(`(^|[^\\p{L}])${lead}\\s+$`, 'iu').test(before))
    )
      faults.add('split-name');
  }
  // "The Quality and ___ receives ...": a capitalised word that names no role, then "and" with no article between,
  // opens a longer name ("Quality and Clinical Governance Committee"); "the Care Manager and ___" is a list.
  const opener = /(?:^|[^\p{L}])(\p{Lu}\p{Ll}+)\s+(?:and|&)\s*$/u.exec(stem.split(BLANK)[0] ?? '')?.[1];
  if (
    blank &&
    opener &&
    !/^(The|A|An|Our|Each|Every|All|Both|Either|Staff|Residents|Clients|Families|Workers)$/.test(opener) &&
    kindOfParty(opener) === null &&
    capitalised(answer.trim().split(/\s+/)[0])
  )
    faults.add('split-name');
  // "Tell the ___ in charge": the role's name is "Registered Nurse in charge", of which the blank holds a part.
  if (blank && /^\s*in charge\b/i.test(stem.split(BLANK)[1] ?? '') && kindOfParty(answer) === 'person')
    faults.add('split-name');
  // "the Office of the ___": an institution's name, of which the blank is the second half.
  if (
    blank &&
    /\b(Office|Department|Ministry|Bureau|Institute|Commissioner|Registrar|Minister)\s+(of|for)\s+(the\s+)?$/.test(
      stem.split(BLANK)[0] ?? '',
    ) &&
    capitalised(answer.trim().split(/\s+/)[0])
  )
    faults.add('split-name');
  const stemWithoutBlank = normaliseText(stem.replace(BLANK, ' '));
  const answerNorm = normaliseText(answer);
  // Hyphenated words stay whole here ("6-monthly" does not give away "monthly").
  const joined = (t: string) => normaliseText(t.replace(/(\w)-(\w)/g, '$1$2'));
  if (answerNorm.trim().length >= 3 && joined(stem.replace(BLANK, ' ')).includes(joined(answer)))
    faults.add('tautology');
  // The answer in the plural elsewhere in the stem ("an eligible ___ under the Notifiable Data Breaches scheme"), or its
  // period as an adjective ("again ___ at the annual refresher" for "each year").
  if (
    answerNorm.trim().length >= 3 &&
    new RegExp(`(?<![\\p{L}])${escapeRegExp(joined(answer).trim())}(?:s|es)(?![\\p{L}])`, 'u').test(
      joined(stem.replace(BLANK, ' ')),
    )
  )
    faults.add('tautology');
  if (namesPeriodOf(answer, stem.replace(BLANK, ' '))) faults.add('tautology');

  // A definition whose other half shares a word with the answer that the distractors do not ("___ means additional
  // precautions ... when standard precautions alone ...", "Board means the ___"): the answer stands out. Words most
  // sentences use give nothing away.
  const definition = /\b(means|is defined as|refers to|stands for)\b/i.test(stem);
  const stemSet = new Set(contentWords(stem.replace(BLANK, ' ')).map(plainWord));
  const sharesStem = (o: string) => contentWords(o).some((w) => w.length > 3 && stemSet.has(plainWord(w)));
  if (
    definition &&
    contentWords(answer).some(
      (w) => w.length > 3 && stemSet.has(plainWord(w)) && spread(policy, plainWord(w)) < 0.2,
    ) &&
    distractors.filter(sharesStem).length < 2
  )
    faults.add('tautology');
  // A name the stem gives in brackets right after the blank ("the ___ (the Commission)").
  const bracketed = /^\s*\((?:the\s+)?["“]?([A-Za-z][\w'’-]+)/.exec(stem.split(BLANK)[1] ?? '')?.[1];
  if (
    blank &&
    bracketed &&
    bracketed.length > 3 &&
    normaliseText(answer).includes(` ${bracketed.toLowerCase()}`)
  )
    faults.add('tautology');

  // The answer's own abbreviation beside the blank ("the ___ (OPAN)") gives it away.
  const abbreviation = /^\s*\(([A-Z]{2,8})\)/.exec(stem.split(BLANK)[1] ?? '')?.[1];
  const allInitials = answer
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0]?.toUpperCase())
    .join('');
  if (blank && abbreviation && (initials(answer) === abbreviation || allInitials === abbreviation))
    faults.add('tautology');
  // An abbreviation the stem names that the answer alone spells out ("what is the “Meaning” for “AMS”?" with
  // "Antimicrobial stewardship" among other abbreviations' meanings). Not a code's part ("Form MP-SA1"), nor one the
  // stem spells out itself ("Nurse Unit Manager (NUM)").
  for (const m of stem.matchAll(/(?<![\p{L}\p{N}/-])([a-z]?[A-Z]{2,6}s?)(?![\p{L}\p{N}/-])/gu)) {
    const letters = m[1] ?? '';
    if (stem.includes(`(${letters})`)) continue;
    if (abbreviates(letters, answer) && !distractors.some((d) => abbreviates(letters, d))) {
      faults.add('tautology');
      break;
    }
  }

  // The options.
  const [beforeBlank = '', afterBlank = ''] = blank ? stem.split(BLANK) : ['', ''];
  // One of a kind ("each ___", "an independent ___", "who is a nurse"): a person for a person, a body for a body.
  const singular =
    (blank && /\b(a|an|each|every|one|another|any)\s+(?:[a-z]+\s+)?$/i.test(beforeBlank)) ||
    (!blank && /^who\s+is\s+an?\b/i.test(stem));
  // "___ a day": a time that fits in the day; "48 to ___": more than the range's start.
  const within = /^\s*(?:a|per|each|every)\s+(day|week|month|year)\b/i.exec(afterBlank)?.[1];
  const rangeStart = /(?:(\d+(?:\.\d+)?)\s*(?:to|–|-)|\bbetween\s+(\d+(?:\.\d+)?)\s+and)\s*$/
    .exec(beforeBlank)
    ?.slice(1)
    .find(Boolean);
  const answerUnit = parseDuration(answer)?.unit;
  for (const o of q.options) {
    if (blank && misfits(stem, answer, o)) faults.add('misfit-option');
    const kindA = kindOfParty(answer);
    const kindO = kindOfParty(o);
    if (singular && kindA && kindO && kindA !== kindO) faults.add('misfit-option');
    // A table cell's note taken for a role ("Appointed by the Health Service Manager" among managers).
    if (kindA && /^[A-Za-z]+ed[ \t]+by\b/.test(o.trim())) faults.add('misfit-option');
    const days = periodDays(o);
    if (within && days !== null && days >= (periodDays(`1 ${within}`) ?? Infinity))
      faults.add('impossible-value');
    if (rangeStart && answerUnit && days !== null) {
      const start = periodDays(`${rangeStart} ${answerUnit}`);
      if (start !== null && days <= start) faults.add('impossible-value');
    }
    // Two list items run together ("the Commission, the Department"), or a clause number carried in ("7.3 Minutes").
    if (/,\s+(the\s+)?[A-Z]/.test(o) || /;/.test(o) || /^\d+\.\d+\s+[A-Za-z]/.test(o.trim()))
      faults.add('misfit-option');
    if (CODE.test(o.trim())) faults.add('code-option');
    if (impossible(o)) faults.add('impossible-value');
    if (cutFromLongerName(policy.plain, o)) faults.add('truncated-option');
  }

  // More often than weekly, for what the stem ties to one day of the week ("the Sunday lunch table is set for families
  // _____": not "daily").
  const weekdays = stem.match(/\b(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)days?\b/g) ?? [];
  if (weekdays.length === 1)
    for (const d of distractors)
      if (
        /^(?:daily|nightly|each (?:day|night|shift)|every (?:day|night|shift)|(?:twice|two times|three times|several times) (?:a|each|per|every) week)$/i.test(
          d.trim(),
        )
      )
        faults.add('impossible-value');

  // The distractors: none may be true by the policy.
  for (const d of distractors) {
    const dNorm = normaliseText(d);
    if (dNorm.trim().length < 2) continue;
    if (stemWithoutBlank.includes(dNorm)) faults.add('list-question');
    if (blank) {
      const filled = normaliseText(stem.replace(BLANK, d)).trim();
      if (filled.length > 20 && policy.text.includes(` ${filled} `)) faults.add('true-distractor');
      // The statement's own words around the blank, with the distractor in place, are in the policy.
      const [before = '', after = ''] = stem.split(BLANK);
      const left = normaliseText(before).trim().split(' ').slice(-3).join(' ');
      const right = normaliseText(after).trim().split(' ').slice(0, 3).join(' ');
      const around = `${left} ${dNorm.trim()} ${right}`.trim();
      if (left && right && policy.text.includes(` ${around} `)) faults.add('true-distractor');
    } else {
      // A sentence of the policy on the question's subject that states the distractor and not the answer.
      const words = contentWords(stem);
      for (const s of policy.sentences) {
        if (!s.includes(dNorm) || s.includes(answerNorm)) continue;
        const shared = words.filter((w) => s.includes(` ${w} `)).length;
        if (words.length && shared / words.length >= 0.7) faults.add('true-distractor');
      }
    }
  }
  // One a kind of the other, in the field's usage or by the policy's own words ("the prescriber (usually the GP)"), or
  // two distractors naming the same thing ("Board" and "Board of Directors").
  for (const d of distractors) {
    if (nestedNames(answer, d) || linkedInPolicy(policy, answer, d)) faults.add('true-distractor');
    for (const e of distractors)
      if (e !== d && periodDays(d) === null && sameName(d, e)) faults.add('misfit-option');
  }
  // The policy says a distractor and the answer are the same person or body.
  const same = aliases(policy.plain);
  for (const d of distractors) {
    const dn = normaliseText(d).trim();
    const an = answerNorm.trim();
    if (same.some(([a, b]) => (a.endsWith(an) && b.endsWith(dn)) || (a.endsWith(dn) && b.endsWith(an))))
      faults.add('true-distractor');
  }
  // A distractor that is, or is a kind of, another item of the list the blank stands in: it completes the statement as
  // truly as the answer.
  if (blank && distractors.some(truerInList(stem, policy))) faults.add('true-distractor');
  // The answer and a distractor listed together anywhere in the policy ("neglect, unreasonable use of force, ..."):
  // a list, so more than one is right.
  for (const d of distractors) {
    const dn = normaliseText(d);
    if (dn.trim().length < 3 || answerNorm.trim().length < 3) continue;
    for (const raw of policy.lists) {
      const at = raw.indexOf(answerNorm);
      const dt = raw.indexOf(dn);
      if (at < 0 || dt < 0) continue;
      // Items of one list: close together, with a comma, a semicolon or "and"/"or" between them.
      const between = at < dt ? raw.slice(at + answerNorm.length, dt) : raw.slice(dt + dn.length, at);
      if (between.length <= 60 && /(^| )(and|or)( |$)|;/.test(between + (/,/.test(raw) ? ';' : ''))) {
        const words = contentWords(stem.replace(BLANK, ' '));
        const shared = words.filter((w) => raw.includes(` ${w} `)).length;
        if (words.length && shared / words.length >= 0.5) faults.add('list-question');
      }
    }
  }
  // The answer's own sentence names another option too: a list, so more than one is right.
  if (!blank) {
    const words = contentWords(stem);
    const home = policy.sentences
      .filter((s) => s.includes(answerNorm))
      .sort(
        (a, b) =>
          words.filter((w) => b.includes(` ${w} `)).length - words.filter((w) => a.includes(` ${w} `)).length,
      )[0];
    if (
      home &&
      distractors.some((d) => normaliseText(d).trim().length > 2 && home.includes(normaliseText(d)))
    )
      faults.add('list-question');
  }
  // The statement the question teaches, with its answer: it must not go against the Act.
  const taught = blank ? stem.replace(BLANK, answer) : `${stem.replace(/\?\s*$/, '')}: ${answer}.`;
  if (ASSESSMENT_RULES.some((rule) => violates(rule, taught, false))) faults.add('against-the-act');
  // Or it comes from a statement of the policy that the assessment finds against the Act, in whatever words: a quiz
  // would train staff in the policy's own mistake ("Don't report a resident-to-resident incident when ...").
  // The same statement: most of its words, the answer's among them (not another limit in a sentence like it).
  const taughtWords = contentWords(taught);
  if (
    taughtWords.length >= 4 &&
    policy.contradicted.some(
      (c) =>
        c.text.includes(answerNorm) &&
        taughtWords.filter((w) => c.words.has(w)).length / taughtWords.length >= 0.8,
    )
  )
    faults.add('against-the-act');
  return QUIZ_FAULTS.filter((f) => faults.has(f));
}

/**
 * Whether one question gives away another's answer: two questions lifted from the same statement, where one's stem
 * states the other's answer. A quiz asks only one of them.
 */
export function givesAway(
  a: Pick<QuizQuestion, 'question' | 'options' | 'correctAnswer'>,
  b: Pick<QuizQuestion, 'question' | 'options' | 'correctAnswer'>,
  /** The share of content words two stems must have in common to be about one statement. */
  minShared = 0.5,
): boolean {
  const reveals = (x: typeof a, y: typeof b) => {
    const answer = normaliseText(y.options[y.correctAnswer] ?? '');
    return (
      answer.trim().length >= 3 && normaliseText(stemOf(x.question).stem.replace(BLANK, ' ')).includes(answer)
    );
  };
  // Only when they come from the same statement: most of their words are shared.
  const wa = contentWords(stemOf(a.question).stem);
  const wb = new Set(contentWords(stemOf(b.question).stem));
  const shared = wa.filter((w) => wb.has(w)).length / Math.max(1, Math.min(wa.length, wb.size));
  return shared >= minShared && (reveals(a, b) || reveals(b, a));
}

/** The questions fit to ask, and the ones rejected with why (the policy as text, or already indexed). */
export function screenQuestions<Q extends Pick<QuizQuestion, 'question' | 'options' | 'correctAnswer'>>(
  questions: readonly Q[],
  content: string | PolicyIndex,
): { kept: Q[]; rejected: Array<{ question: Q; faults: QuizFault[] }> } {
  const policy = typeof content === 'string' ? indexPolicy(content) : content;
  const kept: Q[] = [];
  const rejected: Array<{ question: Q; faults: QuizFault[] }> = [];
  for (const q of questions) {
    const faults = questionFaults(q, policy);
    if (kept.some((k) => givesAway(k, q))) faults.push('gives-away');
    if (faults.length) rejected.push({ question: q, faults });
    else kept.push(q);
  }
  return { kept, rejected };
}
