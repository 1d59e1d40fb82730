// Local change summaries: an extractive summary of a fetched page (sentences scored by term weight, title overlap,
// position and cues such as dates and obligations), what changed against the previous text, impact, tags and the
// date the change takes effect.
import type { ChangeSummary, Impact } from '../schemas';
import { effectiveDateIn, findDates, formatLongDate } from '../text/dates';
import { parseDocument, type Sentence } from '../text/document';
import { terms } from '../text/tokens';
import { endSentence, escapeMarkdown, plainLanguage, quote, truncate } from './format';
import { tagText } from './topics';

const BOILERPLATE =
  /\b(skip to (?:main )?content|cookies?|share this page|print this page|was this page helpful|page last (?:updated|reviewed)|last updated|subscribe to|sign up for|follow us|back to top|accessibility statement|copyright|all rights reserved|you are here|enable javascript|breadcrumb|on this page|related content|download (?:the )?pdf|\bmenu\b|search this site)\b/i;
const SITE_SUFFIX =
  /\s+[|–—-]\s+(?:[^|–—-]*\b(?:department|commission|australia|my aged care|services australia|federal register|legislation|health|gov(?:ernment)?|aged care quality)\b[^|–—-]*)$/i;
const MAX_SENTENCE_WORDS = 60;
const SUMMARY_MAX_CHARS = 1400;
const MAX_PAIRINGS = 200_000;

export function cleanTitle(title: string): string {
  let t = title.replace(/\s+/g, ' ').trim();
  for (let i = 0; i < 3 && SITE_SUFFIX.test(t); i++) t = t.replace(SITE_SUFFIX, '').trim();
  return truncate(t, 300);
}

function normaliseSentence(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const LEADING_DATE =
  /^(?:(?:published|updated|registered|date)\s*:?\s*)?(?:\d{4}-\d{2}-\d{2}(?:T[\d:.]+Z?)?|(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)[a-z]*,?\s+)?\d{1,2}\s+[A-Za-z]{3,9}\.?\s+\d{4}|\d{1,2}\/\d{1,2}\/\d{4})\s*[:|–—-]?\s*/i;

/**
 * A sentence without what the page puts before its first paragraph: the page's title again (with a suffix such as
 * "(compilation No. 6)") and its date, which the extracted text runs into the first sentence.
 */
function withoutLead(sentence: Sentence, title: string): Sentence {
  let text = sentence.text;
  const words = text.split(/\s+/);
  const titleWords = normaliseSentence(title).split(' ');
  // Word by word, punctuation (a dash, a colon) aside.
  let i = 0;
  let matched = 0;
  while (i < words.length && matched < titleWords.length) {
    const w = normaliseSentence(words[i] ?? '');
    if (w && w !== titleWords[matched]) break;
    if (w) matched++;
    i++;
  }
  const rest = words.slice(i).join(' ');
  // The whole title, or its name (the words before a colon: "Aged Care Rules 2025") followed by what a heading adds
  // ("(compilation No. 6)") or the page's date.
  const runIn = /^\([^)]{1,40}\)/.test(rest) || LEADING_DATE.test(rest);
  if ((matched === titleWords.length && titleWords.length >= 2) || (matched >= 3 && runIn)) {
    text = rest.replace(/^\([^)]{1,40}\)\s*/, '');
  }
  for (let k = 0; k < 2; k++) text = text.replace(LEADING_DATE, '');
  return text === sentence.text ? sentence : { ...sentence, text: text.trim() };
}

function usable(s: Sentence, title: string): boolean {
  const n = s.text.split(/\s+/).length;
  if (n < 5 || BOILERPLATE.test(s.text)) return false;
  // Page metadata ("Registered 12 February 2026 | Series: F2026L00187") is not part of the message.
  if (s.text.includes('|') || (s.text.match(/:/g) ?? []).length > 1) return false;
  if (normaliseSentence(s.text) === normaliseSentence(title)) return false;
  return true;
}

const CUES =
  /\b(must|will|from|starts?|commenc\w*|takes? effect|apply|applies|changes?|new|replac\w*|requir\w*|deadline|by|no longer|now)\b/gi;

/** Scores sentences by the weight of their terms, overlap with the title, position and signal words. */
function scoreSentences(sentences: readonly Sentence[], title: string): Map<number, number> {
  const tf = new Map<string, number>();
  for (const s of sentences) for (const t of new Set(terms(s.text))) tf.set(t, (tf.get(t) ?? 0) + 1);
  const titleTerms = new Set(terms(title));
  const scores = new Map<number, number>();
  sentences.forEach((s, i) => {
    const unique = new Set(terms(s.text));
    if (!unique.size) return;
    let weight = 0;
    for (const t of unique) weight += Math.log(1 + (tf.get(t) ?? 0)) + (titleTerms.has(t) ? 1.5 : 0);
    const n = s.text.split(/\s+/).length;
    let score = weight / Math.sqrt(unique.size + 4);
    score += 1.5 / (1 + 0.35 * i);
    score += Math.min(3, (s.text.match(CUES) ?? []).length) * 0.3;
    if (findDates(s.text).length) score += 0.6;
    if (/\d/.test(s.text)) score += 0.2;
    if (n > MAX_SENTENCE_WORDS) score -= 2;
    if (s.kind === 'table') score -= 0.5;
    if (/^(welcome to|thank you|thanks for)\b/i.test(s.text)) score -= 3;
    scores.set(s.index, score);
  });
  return scores;
}

function findEffectiveDate(
  title: string,
  sentences: readonly Sentence[],
): { iso: string; sentence: string | null } | null {
  const inTitle = effectiveDateIn(title);
  if (inTitle) return { iso: inTitle.iso, sentence: null };
  for (const s of sentences) {
    const d = effectiveDateIn(s.text);
    if (d) return { iso: d.iso, sentence: s.text };
  }
  return null;
}

const HIGH =
  /\b(legislative instrument|amendment (?:act|rules)|(?:act|rules|regulations?|principles|determination) 20\d\d|must|mandatory|required|requirements?|obligations?|penalt\w*|sanctions?|comply|compliance|commenc\w*|takes? effect|in force|deadline|no longer)\b/gi;
const MEDIUM =
  /\b(guidance|guide|bulletin|fact sheet|claim\w*|pricing|price|fees?|subsid\w*|funding|updated?|changes?|forms?|portal|process|clinical alert|advice)\b/gi;
const LOW =
  /\b(webinar|events?|newsletter|podcast|survey|consultation|have your say|reminder|celebrat\w*|awards?|videos?|case stud\w*|annual report|conference|recap|thank)\b/gi;
const INSTRUMENT_TITLE =
  /\b(act|rules|regulations?|principles|determination|instrument)\b.*\b20\d\d\b|\b20\d\d\b.*\b(act|rules)\b/i;

const OBLIGATION =
  /\b(must|mandatory|required to|will be rejected|penalt\w*|lapses?|no longer (?:be )?(?:able|accepted))\b/gi;

function assessImpact(title: string, text: string, hasDate: boolean): Impact {
  const count = (re: RegExp, s: string) => (s.match(re) ?? []).length;
  // A binding instrument, an obligation with a start date, or a page full of obligations needs action.
  const obligations = count(OBLIGATION, `${title} ${text}`);
  if (INSTRUMENT_TITLE.test(title) || (hasDate && obligations >= 1) || obligations >= 4) return 'high';
  const high =
    count(HIGH, title) * 3 +
    Math.min(count(HIGH, text), 8) +
    (hasDate ? 2 : 0) +
    (INSTRUMENT_TITLE.test(title) ? 4 : 0);
  const medium = count(MEDIUM, title) * 3 + Math.min(count(MEDIUM, text), 8);
  const low = count(LOW, title) * 4 + Math.min(count(LOW, text), 6);
  if (INSTRUMENT_TITLE.test(title) || high >= 8) return 'high';
  if (low > high && low >= medium) return 'low';
  if (high + medium >= 3) return 'medium';
  return 'low';
}

interface Diff {
  added: Sentence[];
  removed: Sentence[];
  changed: Array<{ before: Sentence; after: Sentence }>;
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  const union = a.size + b.size - inter;
  return union ? inter / union : 0;
}

function diffSentences(previous: readonly Sentence[], current: readonly Sentence[]): Diff {
  const prevKeys = new Set(previous.map((s) => normaliseSentence(s.text)));
  const currKeys = new Set(current.map((s) => normaliseSentence(s.text)));
  const added = current.filter((s) => !prevKeys.has(normaliseSentence(s.text)));
  const removed = previous.filter((s) => !currKeys.has(normaliseSentence(s.text)));
  const changed: Diff['changed'] = [];
  const usedRemoved = new Set<number>();
  const stillAdded: Sentence[] = [];
  const removedTerms = removed.map((r) => new Set(terms(r.text)));
  // Pairing edits is quadratic; on a page rewritten end to end only the first sentences are paired.
  const pairable = Math.max(1, Math.floor(MAX_PAIRINGS / Math.max(1, removed.length)));
  added.forEach((a, ai) => {
    if (ai >= pairable) {
      stillAdded.push(a);
      return;
    }
    const at = new Set(terms(a.text));
    let best = -1;
    let bestScore = 0.5;
    removed.forEach((_, i) => {
      if (usedRemoved.has(i)) return;
      const score = jaccard(at, removedTerms[i] as Set<string>);
      if (score >= bestScore) {
        bestScore = score;
        best = i;
      }
    });
    if (best >= 0) {
      usedRemoved.add(best);
      changed.push({ before: removed[best] as Sentence, after: a });
    } else stillAdded.push(a);
  });
  return { added: stillAdded, removed: removed.filter((_, i) => !usedRemoved.has(i)), changed };
}

function describeChanges(diff: Diff, scores: ReadonlyMap<number, number>, source: string): string {
  const rank = (s: Sentence) => scores.get(s.index) ?? 0;
  const lines: string[] = [];
  for (const c of [...diff.changed].sort((a, b) => rank(b.after) - rank(a.after)).slice(0, 3)) {
    lines.push(`- **Now says:** ${quote(c.after.text, 260)} (previously: ${quote(c.before.text, 200)})`);
  }
  for (const a of [...diff.added].sort((x, y) => rank(y) - rank(x)).slice(0, 3))
    lines.push(`- **Added:** ${quote(a.text, 260)}`);
  for (const r of diff.removed.slice(0, 2)) lines.push(`- **Removed:** ${quote(r.text, 200)}`);
  if (!lines.length)
    return `The page from ${publisherName(source).replace(/^The /, 'the ')} was republished without a change to its substance (only layout or page furniture differs).`;
  const total = diff.changed.length + diff.added.length + diff.removed.length;
  const shown = lines.length;
  const more =
    total > shown ? `\n\n${total - shown} further change${total - shown === 1 ? '' : 's'} not listed.` : '';
  return `${lines.join('\n')}${more}`;
}

/** "The Department of Health ..." reads better than "Department of Health ..." at the start of a sentence. */
function publisherName(source: string): string {
  const name = escapeMarkdown(source.trim());
  return /^(department|aged care quality|federal register|office|commission|national|australian government)\b/i.test(
    name,
  )
    ? `The ${name}`
    : name;
}

export interface SummariseArgs {
  source: string;
  title: string;
  url: string;
  text: string;
  previousText?: string | null;
}

export function summariseLocal(args: SummariseArgs): ChangeSummary {
  const title = cleanTitle(args.title) || truncate(args.source, 300);
  const doc = parseDocument(args.text);
  const sentences = doc.sentences.map((s) => withoutLead(s, title)).filter((s) => usable(s, title));
  const scores = scoreSentences(sentences, title);
  const effective = findEffectiveDate(title, sentences);
  const previous = args.previousText
    ? parseDocument(args.previousText)
        .sentences.map((s) => withoutLead(s, title))
        .filter((s) => usable(s, title))
    : null;
  const diff = previous ? diffSentences(previous, sentences) : null;
  // When there is an earlier version, the summary leads with what is new.
  for (const s of [...(diff?.added ?? []), ...(diff?.changed.map((c) => c.after) ?? [])])
    scores.set(s.index, (scores.get(s.index) ?? 0) + 2);

  const maxExtracted = sentences.length >= 8 || diff ? 3 : 2;
  const picked = [...sentences]
    .filter((s) => s.text.split(/\s+/).length <= MAX_SENTENCE_WORDS)
    .sort((a, b) => (scores.get(b.index) ?? 0) - (scores.get(a.index) ?? 0) || a.index - b.index)
    .slice(0, maxExtracted)
    .sort((a, b) => a.index - b.index);

  // The first sentence says what changed and from when.
  const when = effective ? `, which takes effect on ${formatLongDate(effective.iso)}` : '';
  const out: string[] = [
    `${publisherName(args.source)} has ${diff ? 'updated' : 'published'} “${escapeMarkdown(title)}”${when}.`,
  ];
  let length = out[0]?.length ?? 0;
  for (const s of picked) {
    const sentence = escapeMarkdown(endSentence(plainLanguage(truncate(s.text, 400))));
    if (length + sentence.length > SUMMARY_MAX_CHARS) break;
    out.push(sentence);
    length += sentence.length;
  }
  if (out.length < 2) {
    out.push(
      sentences.length
        ? 'Open the source for the full details.'
        : 'The page has little text beyond its title; open the source for the full details.',
    );
  }

  const whatChanged = diff
    ? describeChanges(diff, scores, args.source)
    : `New item from ${publisherName(args.source).replace(/^The /, 'the ')}; there is no earlier version to compare.${effective ? ` It takes effect on ${formatLongDate(effective.iso)}.` : ''}`;

  const body = sentences.map((s) => s.text).join(' ');
  return {
    title,
    summary: out.slice(0, 5).join(' '),
    whatChanged,
    impact: assessImpact(title, body, effective !== null),
    tags: tagText(title, body),
    ...(effective ? { effectiveDate: effective.iso } : {}),
    url: args.url,
    source: args.source,
  };
}
