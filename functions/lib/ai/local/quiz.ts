// Local quiz generation: questions are made from the policy's own statements (a fact asked as "who / within what
// timeframe / how often ...", or a fill-in-the-blank), so every correct answer is written in the policy. Distractors
// are facts of the same kind from elsewhere in the policy (another timeframe, another role), or plausible values of
// the same kind, and never ones that would make the statement true elsewhere in the policy.
import { AiInputError } from '../errors';
import {
  cutFromLongerName,
  indexPolicy,
  misfitsBetween,
  questionFaults,
  type PolicyIndex,
  type QuizFault,
  OBJECT_VERBS,
  TIME_RATIO,
} from '../quiz-check';
import type { Quiz, QuizQuestion } from '../schemas';
import { parseDocument, type Sentence } from '../text/document';
import { findDates } from '../text/dates';
import { extractSpans, overlaps, TERMS, type Span, type SpanKind } from '../text/facts';
import { parseDuration, periodDays } from '../text/periods';
import { stem, STOPWORDS, words } from '../text/tokens';
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
}

const BLANK = '_____';
const MIN_WORDS = 6;
const MAX_WORDS = 45;

const ROLE_FALLBACK = [
  'Care Manager',
  'Registered Nurse',
  'General Manager',
  'Chief Executive Officer',
  'Quality Coordinator',
  'Director of Clinical Services',
  'Board',
  'Privacy Officer',
  'Clinical Nurse Educator',
  'IPC lead',
];
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
/** One-word frequencies, for a blank that a single word fills ("your ___ routine"). */
const FREQUENCY_WORDS = ['daily', 'weekly', 'fortnightly', 'monthly', 'quarterly', 'annually'];

const MEASURE_FALLBACK_STEPS = [0.5, 0.75, 1.5, 2];

const NON_EXHAUSTIVE =
  /\b(include|includes|including|such as|for example|e\.g\.?|examples?(?: are| include)?|like)\s*:?\s*$/i;
const GENERIC_SECTION =
  /\b(references?|related (?:documents|policies)|version|document control|glossary|appendix|contents)\b/i;
const MODAL =
  /\b(must|will|should|shall|is required|are required|may only|never|always|at least|no later than)\b/i;

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

function formatDuration(value: number, unit: string, qualifier: string): string {
  return `${value} ${qualifier}${unit}${value === 1 ? '' : 's'}`;
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
      .map((v) => formatDuration(v, d.unit, d.qualifier));
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
    return MEASURE_FALLBACK_STEPS.map((f) => `${Math.round(value * f * 10) / 10}${m[2] ?? ''}`);
  }
  if (span.kind === 'money') {
    const value = Number(span.text.replace(/[^\d.]/g, ''));
    return MEASURE_FALLBACK_STEPS.map(
      (f) => `$${(Math.round(value * f * 100) / 100).toLocaleString('en-AU')}`,
    );
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
  }
  return true;
}

/** What a term is, by its last word: a register, a plan, a form, a practice, a person ("care plan" -> "plan"). */
function termGroup(term: string): string {
  const last = term.trim().toLowerCase().split(/\s+/).at(-1) ?? '';
  if (/^(register|plan|improvement|form|agreement|chart|notes|assessment)$/.test(last))
    return last === 'improvement' ? 'plan' : last;
  if (/^(precautions|hygiene|etiquette|stewardship|test|cohorting)$/.test(last)) return 'infection';
  if (/^(disclosure|analysis|conference|handover)$/.test(last)) return 'practice';
  if (/^(consent)$/.test(last)) return 'consent';
  if (/^(practitioner|pharmacist|prescriber|nurse)$/.test(last)) return 'clinician';
  if (/^(advocate|representative|decision-maker|kin)$/.test(last)) return 'supporter';
  if (/^(police|unit)$/.test(last)) return 'agency';
  return 'other';
}

function chooseDistractors(sentence: Sentence, span: Span, facts: PolicyFacts): string[] | null {
  const answerNorm = norm(span.text);
  const frame = frameOf(sentence, span);
  const sentenceNorm = frame.self;
  const chosen: string[] = [];
  const pool: string[] = [];
  if (span.kind === 'term' && span.category) {
    // Terms of the same kind as the answer first (a plan for a plan, a register for a register), then the rest of
    // its category, so a distractor reads in the sentence as the answer does whenever the policy allows.
    const group = termGroup(span.text);
    const terms = [...(facts.byCategory.get(span.category) ?? []), ...(TERMS[span.category] ?? [])];
    pool.push(...terms.filter((t) => termGroup(t) === group), ...terms.filter((t) => termGroup(t) !== group));
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
  pool.push(...generatedDistractors(span));
  const index = facts.index;
  for (const option of pool) {
    const o = option.trim();
    const on = norm(o);
    if (!on || on === answerNorm) continue;
    if (on.includes(answerNorm) || answerNorm.includes(on)) continue;
    if (stem(on) === stem(answerNorm)) continue;
    if (sentenceNorm.includes(on)) continue;
    if (chosen.some((c) => norm(c) === on || norm(c).includes(on) || on.includes(norm(c)))) continue;
    if (sameValue(o, span.text, span.kind) || chosen.some((c) => sameValue(o, c, span.kind))) continue;
    if (!sameShape(span.text, o, span.kind)) continue;
    // A name the policy only writes as part of a longer one ("Chair" of "Chair of the Board") is no option.
    if (cutFromLongerName(index.plain, o)) continue;
    // It must read in the sentence as the answer does ("an ___", "the ___ meeting", "all ___").
    if (misfitsBetween(sentence.text.slice(0, span.start), sentence.text.slice(span.end), span.text, o))
      continue;
    // A distractor that turns the statement into another true statement of the policy is not wrong: skip it. That
    // includes the items of the same list ("Reportable incidents include neglect." when "neglect" is the next item).
    const filled = norm(sentence.text.slice(0, span.start) + o + sentence.text.slice(span.end));
    if (facts.sentenceSet.has(filled)) continue;
    if (trueElsewhere(frame, on, facts)) continue;
    chosen.push(matchCase(o, span.text));
    if (chosen.length === 3) return chosen;
  }
  return null;
}

/**
 * Stricter than the checker, for the questions this generator writes itself: any "it" or "them" a verb acts on, and
 * any "those ...", may stand for a sentence the learner does not see, and the policy has other statements to ask about.
 */
function leansOnElsewhere(question: string): boolean {
  return (
    new RegExp(`\\b${OBJECT_VERBS}\\s+(it|them)\\b`, 'i').test(question) ||
    (/\bthose\s+[a-z]+/i.test(question) && !/\bthose\s+who\b/i.test(question))
  );
}

/** Gives a distractor the answer's capitalisation style so the right option does not stand out. */
function matchCase(option: string, answer: string): string {
  if (/^[A-Z]{2,}/.test(option) || /^[A-Z]{2,}/.test(answer)) return option;
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
  const first = /^(\S+)/.exec(text)?.[1] ?? '';
  const lower = first.toLowerCase();
  // "Clinical Lead starts ...", "Priority 2 notifications ...": a name or a term, kept as written.
  if (/^\S+\s+(\p{Lu}|\d)/u.test(text) && !STOPWORDS.has(lower)) return text;
  // Lower-case a sentence's first word only when the policy also writes it in lower case (so names keep capitals).
  if (
    /^\p{Lu}\p{Ll}*$/u.test(first) &&
    (STOPWORDS.has(lower) || (facts.wordStats.get(lower) ?? 0) > 0) &&
    first !== first.toLowerCase()
  ) {
    if (facts.wordStats.has(lower)) return text.charAt(0).toLowerCase() + text.slice(1);
  }
  return text;
}

const CLAUSE_NUMBER = /^\s*(?:\(?(?:\d+(?:\.\d+)*|[a-z]|[ivx]+)[.)]|\d+(?:\.\d+)+)\s+/i;

/** Writes the question: a direct question when the fact starts or ends the sentence, otherwise a fill-in-the-blank. */
function writeQuestion(
  sentence: Sentence,
  span: Span,
  facts: PolicyFacts,
): { text: string; direct: boolean } {
  const text = sentence.text.replace(/\s+/g, ' ').trim();
  // A clause number ("4.3", "(b)") is the document's numbering, not part of the statement.
  const before = text.slice(0, span.start).replace(CLAUSE_NUMBER, '');
  // The answer's own abbreviation beside it ("Older Persons Advocacy Network (OPAN)") would give it away.
  const after = text.slice(span.end).replace(/^\s*\([A-Z][A-Za-z]{1,7}\)/, '');
  const atEnd = /^[\s.!;:)]*$/.test(after);
  const atStart = /^\s*(?:the\s+)?$/i.test(before);
  const wh = WH[span.kind];
  if (
    wh &&
    span.kind === 'role' &&
    atStart &&
    /^\s+(must|will|should|is|are|may|can|has|have|decides|leads|reviews|approves|oversees|keeps|checks|reports|receives|acknowledges|investigates|runs|manages|ensures|completes|maintains|classifies|records|answers)\b/i.test(
      after,
    )
  ) {
    return { text: `According to the policy, who${after.replace(/[.!;:\s]+$/, '')}?`, direct: true };
  }
  if (wh && atEnd && before.trim().split(/\s+/).length >= 4) {
    let lead = before.replace(/\s+$/, '').replace(/\s*\b(?:the|a|an)$/i, '');
    let phrase = wh;
    if (span.kind === 'role' && /\bof$/i.test(lead))
      return {
        text: `Complete this statement from the policy: “${`${before}${BLANK}${after}`.trim()}”`,
        direct: false,
      };
    if (span.kind === 'role' && !/\b(to|by|with|from)$/i.test(lead)) phrase = 'which person or role';
    if (span.kind === 'frequency') lead = lead.replace(/\s*\b(?:every|at|once)$/i, '');
    if (span.kind === 'duration' && /\bfor$/i.test(lead)) phrase = 'how long';
    return { text: `According to the policy, ${lowerStart(lead, facts)} ${phrase}?`, direct: true };
  }
  const blanked = `${before}${BLANK}${after}`.trim();
  return { text: `Complete this statement from the policy: “${blanked}”`, direct: false };
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
function inContext(s: Sentence): Sentence {
  // A role's duties written as a label ("Nurse Unit Manager (NUM): audits records every quarter") read as a sentence.
  const labelled =
    /^([A-Z][\w'’-]*(?:\s+(?:of|and|the|[A-Z][\w'’-]*)){0,6})(?:\s*\([A-Z]{2,8}\))?:\s+([a-z].*)$/.exec(
      s.text,
    );
  if (labelled) return { ...s, text: `The ${labelled[1]} ${labelled[2]}`.replace(/^The The /, 'The ') };
  if (s.kind !== 'list') return s;
  const item = s.text.replace(/(?:\s*[;,]\s*(?:and|or)?|\s+(?:and|or))\s*$/i, '').trim();
  if (s.joined || !s.lead || !/^\p{Ll}/u.test(item))
    return item === s.text ? s : { ...s, text: /[.!?]$/.test(item) ? item : `${item}.` };
  const lead = s.lead.replace(/\s*:?\s*$/, ':');
  return { ...s, text: `${lead} ${/[.!?]$/.test(item) ? item : `${item}.`}` };
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

function eligible(s: Sentence): boolean {
  if (s.kind === 'table') return false;
  const n = s.text.split(/\s+/).length;
  if (n < MIN_WORDS || n > MAX_WORDS) return false;
  if (/\?$/.test(s.text) || s.text.includes('|') || (s.text.match(/:/g) ?? []).length > 1) return false;
  if (/:\s*$/.test(s.text)) return false;
  if (s.sectionPath.some((h) => GENERIC_SECTION.test(h))) return false;
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
    explanation: explanation(candidate.sentence, candidate.correct),
  };
}

/** Builds `count` questions from the policy, or explains why the policy cannot support that many. */
export function generateQuizLocal(
  title: string,
  content: string,
  count: number,
  options: {
    onReject?: (question: string, options: readonly string[], faults: readonly QuizFault[]) => void;
  } = {},
): Quiz {
  const doc = parseDocument(content);
  const spans = new Map<number, Span[]>();
  const byText = new Map<string, Span[]>();
  const spansOf = (text: string) => {
    let found = byText.get(text);
    if (!found) {
      found = extractSpans(text);
      byText.set(text, found);
    }
    return found;
  };
  for (const s of doc.sentences) spans.set(s.index, spansOf(s.text));
  const index = indexPolicy(content);
  const facts = gatherFacts(doc.sentences, spans, index);
  const sentences = doc.sentences
    .map((s, i) => namedSubject(inContext(s), doc.sentences[i - 1]))
    .filter(eligible);
  for (const s of sentences) if (s !== doc.sentences[s.index]) spans.set(s.index, spansOf(s.text));

  const candidates: Candidate[] = [];
  const asked = new Set<string>();
  for (const sentence of sentences) {
    // A sentence repeated word for word (a manual that restates a rule) yields the same questions: ask once.
    if (asked.has(sentence.text)) continue;
    asked.add(sentence.text);
    // Only facts of a kind (a time limit, a role, a body, a term): a plain word's distractors can only be words that
    // look alike ("induction", "information"), which read as nonsense and give the answer away.
    const own = [...(spans.get(sentence.index) ?? [])];
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
      // An abbreviation or code is not an answer a reader should have to recall (the checker refuses it anyway).
      if (span.kind === 'acronym') continue;
      if (span.start >= exampleFrom) continue;
      const q = writeQuestion(sentence, span, facts);
      if (q.text.length > 600) continue;
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
        questionKey: norm(q.text),
        answerKey: norm(span.text),
      });
    }
  }
  candidates.sort(
    (a, b) => b.score - a.score || a.sentence.index - b.sentence.index || a.span.start - b.span.start,
  );
  // Distractors are the costly part, so they are found only for candidates that reach the selection.
  const ready = (c: Candidate): c is Candidate & { options: string[] } => {
    if (c.options === undefined) {
      const distractors = chooseDistractors(c.sentence, c.span, facts);
      c.options = distractors ? [c.span.text, ...distractors] : null;
      // The checker every provider's questions pass: a faulty one is dropped and the next candidate taken.
      if (c.options) {
        const faults = questionFaults({ question: c.question, options: c.options, correctAnswer: 0 }, index);
        if (leansOnElsewhere(c.question)) faults.push('dangling-reference');
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
  const perSection = new Map<string, number>();
  const sectionCount = new Set(sentences.map((s) => s.section)).size || 1;
  const passes = [
    { perSentence: 1, perAnswer: 1, sectionCap: Math.ceil(count / sectionCount) + 1 },
    { perSentence: 1, perAnswer: 1, sectionCap: Infinity },
    { perSentence: 2, perAnswer: 2, sectionCap: Infinity },
    { perSentence: 3, perAnswer: 3, sectionCap: Infinity },
  ];
  for (const pass of passes) {
    for (const c of candidates) {
      if (chosen.length >= count) break;
      const qn = c.questionKey;
      if (usedQuestions.has(qn)) continue;
      if ((usedSentences.get(c.sentence.index) ?? 0) >= pass.perSentence) continue;
      if ((usedAnswers.get(c.answerKey) ?? 0) >= pass.perAnswer) continue;
      if ((perSection.get(c.sentence.section) ?? 0) >= pass.sectionCap) continue;
      if (chosen.some((o) => o.sentence.index === c.sentence.index && overlaps(o.span, c.span))) continue;
      if (!ready(c)) continue;
      chosen.push(c);
      usedQuestions.add(qn);
      usedSentences.set(c.sentence.index, (usedSentences.get(c.sentence.index) ?? 0) + 1);
      usedAnswers.set(c.answerKey, (usedAnswers.get(c.answerKey) ?? 0) + 1);
      perSection.set(c.sentence.section, (perSection.get(c.sentence.section) ?? 0) + 1);
    }
  }
  if (chosen.length < count) {
    const what = title.trim() ? `“${truncate(title.trim(), 80)}”` : 'This policy';
    throw new AiInputError(
      chosen.length === 0
        ? `${what} does not have enough clear statements to make quiz questions from. Add the policy's procedures and responsibilities as full sentences and try again.`
        : `${what} has enough clear statements for ${Math.floor(chosen.length / 5) * 5 || chosen.length} questions, not ${count}. Choose fewer questions or add more detail to the policy.`,
      { count: [`At most ${chosen.length} questions can be made from this policy`] },
    );
  }
  chosen.sort((a, b) => a.sentence.index - b.sentence.index || a.span.start - b.span.start);
  // Two questions asked from one statement would give each other's answers away: each shows the other's answer as
  // "…" ("The _____ acknowledges every complaint within … and resolves it within 10 business days.").
  for (const c of chosen)
    for (const o of chosen)
      if (o !== c && o.sentence.index === c.sentence.index)
        c.question = c.question.replace(
          new RegExp(
            `(?<![\\p{L}\\p{N}])${o.correct.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`,
            'gu',
          ),
          '…',
        );
  const positions = answerPositions(chosen.length, hash(chosen.map((c) => c.question).join('\n')));
  return { questions: chosen.map((c, i) => place(c, positions[i] ?? 0)) };
}
