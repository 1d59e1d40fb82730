// Words, stems and stopwords: the one tokeniser that retrieval, evidence matching and summaries share.
import { stemmer } from 'stemmer';

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu;

export const STOPWORDS = new Set(
  (
    "a about above after again against all also am an and any are aren't as at be because been before being below " +
    'between both but by can cannot could did do does doing done down during each either etc few for from further ' +
    'get gets got had has have having he her here hers herself him himself his how however i if in into is it its ' +
    'itself just let me more most my myself no nor not now of off on once only or other our ours ourselves out over ' +
    'own per same she should so some such than that the their theirs them themselves then there these they this ' +
    'those through to too under until up upon us very via was we were what when where whether which while who whom ' +
    "whose why will with within would yet you your yours yourself yourselves shall may might must can't won't " +
    "don't doesn't isn't wasn't weren't haven't hasn't hadn't wouldn't shouldn't couldn't mustn't " +
    'need needs one ones many much every anyone anything something someone thing things way ways also eg e g ie i e'
  ).split(/\s+/),
);

/** Words that carry a question's form rather than its topic. */
export const QUESTION_WORDS = new Set(
  (
    'what when where which who whom whose why how does do did is are can could should would will must may tell ' +
    'explain describe policy policies say says said our we us i long often quickly soon fast frequently happen ' +
    'happens count counts mean means allowed covered cover covers anything deadline timeframe without'
  ).split(' '),
);

export const NEGATIONS = new Set(['not', 'no', 'never', 'nor', 'without', 'cannot', 'neither', 'none']);

/** Lower-cased words of a text, apostrophes normalised. */
export function words(text: string): string[] {
  const out: string[] = [];
  for (const m of text.toLowerCase().matchAll(WORD)) out.push(m[0].replace(/’/g, "'"));
  return out;
}

/** Words with their character offsets, for quoting and blanking. */
export function wordSpans(text: string): Array<{ word: string; start: number; end: number }> {
  const out: Array<{ word: string; start: number; end: number }> = [];
  for (const m of text.matchAll(WORD)) {
    const start = m.index ?? 0;
    out.push({ word: m[0].toLowerCase().replace(/’/g, "'"), start, end: start + m[0].length });
  }
  return out;
}

export function isNegation(word: string): boolean {
  return NEGATIONS.has(word) || word.endsWith("n't");
}

const US_SPELLING: Array<[RegExp, string]> = [
  [/isation(s?)$/, 'ization$1'],
  [/^(\w{3,})is(e|es|ed|ing|er|ers)$/, '$1iz$2'],
  [/^(\w{3,})yse(s|d)?$/, '$1yze$2'],
  [/^(behavio|colo|favo|hono|labo|neighbo|harbo|humo|rigo|vigo|savo|endeavo)ur(s|ed|ing|al|able)?$/, '$1r$2'],
  [/^(\w{3,})tre(s)?$/, '$1ter$2'],
  [/^licence(s?)$/, 'license$1'],
  [/^judgement(s?)$/, 'judgment$1'],
];

/**
 * Australian and US spellings map to one form (organisation/organization, behaviour/behavior) so that a policy
 * written either way matches the same evidence. Applied to matching only, never to text shown to people.
 */
export function normaliseSpelling(word: string): string {
  let w = word;
  for (const [re, rep] of US_SPELLING) {
    if (re.test(w)) {
      w = w.replace(re, rep);
      break;
    }
  }
  return w;
}

const STEM_CACHE = new Map<string, string>();
const STEM_CACHE_LIMIT = 50_000;

/** The matching key of a word: possessive dropped, spelling normalised, Porter-stemmed (Latin letters only, with the
 * maintained `stemmer` package). */
export function stem(word: string): string {
  const cached = STEM_CACHE.get(word);
  if (cached !== undefined) return cached;
  let w = word.replace(/'s$/, '').replace(/'$/, '');
  if (/^[a-z]+$/.test(w)) w = stemmer(normaliseSpelling(w));
  if (STEM_CACHE.size >= STEM_CACHE_LIMIT) STEM_CACHE.clear();
  STEM_CACHE.set(word, w);
  return w;
}

/** Content terms of a text: stems of the words that are not stopwords. */
export function terms(text: string): string[] {
  const out: string[] = [];
  for (const w of words(text)) {
    if (STOPWORDS.has(w) || (w.length < 2 && !/\d/.test(w))) continue;
    out.push(stem(w));
  }
  return out;
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}

/** Term frequencies of a list of terms. */
export function termCounts(list: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of list) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

/** The text with its first letter in capitals ("all workers ..." reads "All workers ..."). */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
