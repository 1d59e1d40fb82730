// Local policy assistant: answers from the passages retrieval found (sections of the user's own policies), quoting
// the sentence that answers, with a citation to its passage. It answers only when a passage covers the question's own
// words (weighed by how rare they are in the library), and when the question asks for a specific kind of fact (a time
// limit, a frequency, a phone number, a measure) only when a covering sentence states one; otherwise it says plainly
// that the policies do not answer it, without presenting unrelated text as an answer.
import { extractSpans, type SpanKind } from '../text/facts';
import { terms, words } from '../text/tokens';
import { synonymsOf, weightedQuestionTerms } from '../../retrieval/terms';
import type { Passage, PassageCitation, PolicyAnswer } from '../schemas';
import { escapeMarkdown, quote } from './format';

/** Share of the question's weighted terms a passage (with its headings and title) must hold to answer. */
const ANSWER_COVERAGE = 0.5;
/** A second policy is quoted too when its best sentence scores this close to the first. */
const SECOND_POLICY_RATIO = 0.85;
const SYNONYM_CREDIT = 0.7;
/** For a question after a specific fact: share of the question the sentence stating it (with its headings) must hold. */
const SENTENCE_COVERAGE = 0.5;
const MAX_TERM_WEIGHT = 3;
/** A clear winner of the search answers with a lower coverage of the question's words. */
const CLEAR_WINNER_COVERAGE = 0.34;
const CLEAR_WINNER_RATIO = 1.5;

interface Candidate {
  passage: Passage;
  rank: number;
  coverage: number;
}

interface ScoredSentence {
  candidate: Candidate;
  text: string;
  index: number;
  score: number;
  hasKind: boolean;
  /** Coverage of the question by the sentence and its headings alone. */
  withHeading: number;
}

/** The kind of fact a question asks for; `strict` when the answer is that fact and nothing else will do. */
export function expectedKinds(question: string): { kinds: SpanKind[]; strict: boolean } {
  const q = question.toLowerCase();
  if (/\bhow often\b|\bfrequen|\bhow many times\b/.test(q))
    return { kinds: ['frequency', 'duration'], strict: true };
  if (
    /\b(how (long|soon|quickly|fast|many (days|hours|weeks|months|years|minutes))|within how|by when|what (is the )?(timeframe|deadline|time limit))\b/.test(
      q,
    )
  )
    // A frequency ("each month") does not say how long or how soon.
    return { kinds: ['duration', 'date'], strict: true };
  if (
    /\b(what|which) (phone )?(number|phone)\b|\bnumber (do|should|can) (i|we) (call|ring|phone)\b|\bwho (do|should|can) (i|we) (call|ring|phone)\b/.test(
      q,
    )
  )
    return { kinds: ['phone'], strict: true };
  if (/\b(what|which) temperature\b|\bhow (hot|cold|warm)\b|\btemperature range\b/.test(q))
    return { kinds: ['measure'], strict: true };
  if (/\bhow much\b|\bwhat (does it |will it )?cost\b|\bfee\b/.test(q))
    return { kinds: ['money', 'measure'], strict: false };
  if (/\bwhen\b/.test(q)) return { kinds: ['duration', 'frequency', 'date'], strict: false };
  if (/\b(who|whom|which (person|role|staff|officer|team|committee))\b/.test(q))
    return { kinds: ['role', 'organisation'], strict: false };
  if (/\b(which|what) (organisation|agency|body|regulator)\b|\bto whom\b/.test(q))
    return { kinds: ['organisation', 'role'], strict: false };
  return { kinds: [], strict: false };
}

/** A question about what a term means: a definition is then the answer, not a distraction. */
function asksDefinition(question: string): boolean {
  return /\b(what (is|are|does|do) .{0,40}\b(mean|means|meant)\b|\bdefin(e|ition)\b|\bwhat (is|are) (a|an|the)\b)/i.test(
    question,
  );
}

function isDefinition(sentence: string, headingPath: readonly string[]): boolean {
  return (
    /^\s*["“]?[\w\s'’()-]{1,60}["”]?\s+(means|refers to|is defined as)\b/i.test(sentence) ||
    headingPath.some((h) => /definition|glossary/i.test(h))
  );
}

function presentTerms(text: string): Set<string> {
  return new Set(terms(text));
}

/** True when a text's terms hold the question term: the same stem, a synonym, or a longer word it begins. */
function holds(present: ReadonlySet<string>, term: string): 'exact' | 'near' | null {
  if (present.has(term)) return 'exact';
  if (synonymsOf(term).some((s) => present.has(s))) return 'near';
  if (term.length >= 5) for (const p of present) if (p.startsWith(term)) return 'near';
  return null;
}

/** Weighted share of the question's terms a text holds (a synonym or a longer word counts for a little less). */
function coverage(question: ReadonlyMap<string, number>, present: ReadonlySet<string>): number {
  let total = 0;
  let hit = 0;
  for (const [term, w] of question) {
    total += w;
    const found = holds(present, term);
    if (found === 'exact') hit += w;
    else if (found === 'near') hit += SYNONYM_CREDIT * w;
  }
  return total ? hit / total : 0;
}

/**
 * True when retrieval's best passage stands well clear of the best passage of any other policy: then a question in
 * different words from the policy's (conversational, or with a scene-setting preamble) can still be answered from it.
 */
function clearWinner(passages: readonly Passage[]): boolean {
  const top = passages[0];
  if (!top?.score) return false;
  const other = passages.find((p) => p.policyId !== top.policyId)?.score ?? 0;
  return top.score >= CLEAR_WINNER_RATIO * other;
}

function sentencesOf(passage: Passage): string[] {
  return passage.text
    .split('\n')
    .map((s) => s.trim())
    .filter(Boolean);
}

function shortAnswer(sentence: string, kinds: readonly SpanKind[]): string | null {
  const kind = kinds[0];
  if (!kind) return null;
  const spans = extractSpans(sentence).filter((s) => s.kind === kind);
  if (spans.length !== 1) return null;
  const span = spans[0];
  if (!span) return null;
  const lead = /\b(within|every|at least|for|by|before|after|no later than|between)\s*$/i.exec(
    sentence.slice(0, span.start),
  )?.[1];
  return `${lead ? `${lead.toLowerCase()} ` : ''}${span.text}`;
}

function where(passage: Passage): string {
  return passage.heading ? ` (under “${escapeMarkdown(passage.heading)}”)` : '';
}

function refusal(scopeLabel: string, note = ''): PolicyAnswer {
  return {
    answer: `I could not find an answer to this in ${scopeLabel}.${note}\n\nIf it matters for your service, consider adding it to the relevant policy.`,
    answered: false,
    citations: [],
  };
}

/** Answers a question from retrieved passages (best first). The caller validates the input. */
export function answerFromPassages(
  question: string,
  passages: readonly Passage[],
  options: {
    termWeights?: Readonly<Record<string, number>>;
    unknownTerms?: readonly string[];
    scopeLabel?: string;
  } = {},
): PolicyAnswer {
  // Words of the question itself that the library never uses: the question may be about something it does not cover.
  const unknown = options.unknownTerms ?? [];
  const scopeLabel = options.scopeLabel ?? 'your policies';
  const weights = options.termWeights ?? {};
  // A term weighs by how rare it is in the library (capped, so one rare word cannot decide alone), times 1 for the
  // words of the question itself and less for the scene-setting words around it.
  const qTerms = new Map(
    [...weightedQuestionTerms(question)].map(
      ([t, w]) => [t, w * Math.min(Math.max(weights[t] ?? 1, 0.3), MAX_TERM_WEIGHT)] as const,
    ),
  );
  if (!qTerms.size) {
    return {
      answer:
        'Please ask a more specific question about your policies, for example “How quickly do we report a priority 1 incident?”',
      answered: false,
      citations: [],
    };
  }
  if (!passages.length) return refusal(scopeLabel);

  const { kinds, strict } = expectedKinds(question);
  const definitionWanted = asksDefinition(question);

  const candidates: Candidate[] = passages
    .map((passage, rank) => ({
      passage,
      rank,
      coverage: coverage(
        qTerms,
        presentTerms(
          `${passage.policyTitle} ${passage.headingPath.join(' ')} ${passage.heading} ${passage.text}`,
        ),
      ),
    }))
    .filter(
      (c) =>
        c.coverage >= ANSWER_COVERAGE ||
        (c.rank === 0 && !unknown.length && c.coverage >= CLEAR_WINNER_COVERAGE && clearWinner(passages)),
    );
  if (!candidates.length) return refusal(scopeLabel);

  const scored: ScoredSentence[] = [];
  for (const candidate of candidates) {
    const rankBonus = 0.15 * (1 - candidate.rank / Math.max(passages.length, 1));
    sentencesOf(candidate.passage).forEach((text, index) => {
      const own = coverage(qTerms, presentTerms(text));
      // How well this statement, read in its section, fits the question: its own words with its headings, or half its
      // own words and half its section's (a table row names its subject in the row's other cells and the headings).
      const withHeading = Math.max(
        coverage(
          qTerms,
          presentTerms(`${candidate.passage.headingPath.join(' ')} ${candidate.passage.heading} ${text}`),
        ),
        (own + candidate.coverage) / 2,
      );
      const hasKind = kinds.length > 0 && extractSpans(text).some((s) => kinds.includes(s.kind));
      let score = 0.55 * candidate.coverage + 0.45 * own + rankBonus;
      if (hasKind) score += 0.3;
      if (!definitionWanted && isDefinition(text, candidate.passage.headingPath)) score -= 0.35;
      if (words(text).length < 5) score -= 0.15;
      scored.push({ candidate, text, index, score, hasKind, withHeading });
    });
  }
  scored.sort((a, b) => b.score - a.score || a.candidate.rank - b.candidate.rank || a.index - b.index);
  const best = scored[0];
  if (!best) return refusal(scopeLabel);

  // A question for a specific fact is answered by a sentence that states that kind of fact about what was asked.
  const factual = strict ? scored.find((s) => s.hasKind && s.withHeading >= SENTENCE_COVERAGE) : best;
  if (strict && !factual) {
    // The topic is there, the fact asked for is not: say where the topic is, and that it does not say.
    const p = best.candidate.passage;
    return refusal(
      scopeLabel,
      `\n\nYour **${escapeMarkdown(p.policyTitle)}** policy covers this topic${where(p)}, but it does not state the ${describeKind(kinds[0])} you asked about.`,
    );
  }

  const parts: string[] = [];
  const citations: PassageCitation[] = [];
  const quoteFrom = (top: ScoredSentence, lead: string) => {
    const lines = sentencesOf(top.candidate.passage);
    const chosen = [top.text];
    // The next statement of the same section joins the quote when it continues the answer.
    const next = scored.find((s) => s.candidate === top.candidate && s.index === top.index + 1);
    if (next && next.score >= 0.8 * top.score && lines[top.index + 1]) chosen.push(next.text);
    const p = top.candidate.passage;
    parts.push(
      `${lead} **${escapeMarkdown(p.policyTitle)}**${where(p)}:\n\n${chosen.map((c) => `> ${quote(c, 400)}`).join('\n>\n')}`,
    );
    citations.push({ passageId: p.id, quote: chosen.join(' ').slice(0, 800) });
  };
  const top = factual ?? best;
  quoteFrom(top, 'From');
  const second = scored.find((s) => s.candidate.passage.policyId !== top.candidate.passage.policyId);
  if (
    second &&
    second.score >= SECOND_POLICY_RATIO * top.score &&
    (!strict || (second.hasKind && second.withHeading >= SENTENCE_COVERAGE))
  )
    quoteFrom(second, 'Also relevant, from');

  const short = shortAnswer(top.text, kinds);
  const lead = short ? `**In short: ${escapeMarkdown(short)}.**\n\n` : '';
  return { answer: `${lead}${parts.join('\n\n')}`, answered: true, citations };
}

function describeKind(kind: SpanKind | undefined): string {
  switch (kind) {
    case 'duration':
      return 'time limit';
    case 'frequency':
      return 'how often';
    case 'phone':
      return 'phone number';
    case 'measure':
      return 'figure';
    default:
      return 'detail';
  }
}
