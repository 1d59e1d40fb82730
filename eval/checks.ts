// The evaluation's measurements. Written independently of the AI layer (its own text handling, no imports from
// functions/lib/ai) so that a provider cannot pass a check by sharing the checker's logic.

const STOP = new Set(
  'about above after again all also and any are because been before being between both but by can could did does each for from had has have having here how into its itself just more most must not now only other our out over own same should some such than that the their them then there these they this those through under until very was were what when where which while who whom why will with would your according policy complete statement following'.split(
    ' ',
  ),
);

/** Lower case, markdown and punctuation removed, single spaces. */
export function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’']/g, "'")
    .replace(/[*_`#>|[\]()“”"]/g, ' ')
    .replace(/[^\p{L}\p{N}'$%]+/gu, ' ')
    .trim();
}

function contentWords(text: string): Set<string> {
  return new Set(
    normalise(text)
      .split(' ')
      .filter((w) => w.length >= 4 && !STOP.has(w) && !/^_+$/.test(w)),
  );
}

/** Lines and sentences of a markdown policy, normalised. A table row or a list item counts as one line. */
export function policyLines(markdown: string): string[] {
  const out: string[] = [];
  let lead = '';
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const item = /^(?:[-*+]|\d+[.)])\s+(.*)$/.exec(line);
    // A list item is read with its lead-in ("Staff must:"), as a reader would.
    const text = item ? `${lead} ${item[1]}` : line;
    if (!item) lead = /:\s*$/.test(line) ? line : '';
    for (const sentence of text.split(/(?<=[.!?])\s+(?=[A-Z])/)) out.push(normalise(sentence));
    if (item) out.push(normalise(item[1] ?? ''));
  }
  return out.filter(Boolean);
}

function overlap(question: Set<string>, line: string): number {
  if (!question.size) return 0;
  const words = new Set(line.split(' '));
  let hit = 0;
  for (const w of question) if (words.has(w)) hit++;
  return hit / question.size;
}

export interface QuizQuestionLike {
  question: string;
  options: string[];
  correctAnswer: number;
}

export interface QuizCheck {
  produced: number;
  requested: number;
  /** Correct option found in a policy line that shares at least half the question's content words. */
  answerable: number;
  /** Correct option found anywhere in the policy text. */
  appears: number;
  /** A wrong option found in a line that matches the question as well as the answer's line does. */
  ambiguous: number;
  distinctOptions: number;
  duplicates: number;
}

export function checkQuiz(questions: readonly QuizQuestionLike[], policyMarkdown: string, requested: number): QuizCheck {
  const lines = policyLines(policyMarkdown);
  const whole = ` ${normalise(policyMarkdown)} `;
  let answerable = 0;
  let appears = 0;
  let ambiguous = 0;
  let distinctOptions = 0;
  const seen = new Set<string>();
  let duplicates = 0;
  for (const q of questions) {
    const key = normalise(q.question);
    if (seen.has(key)) duplicates++;
    seen.add(key);
    const options = q.options.map(normalise);
    if (new Set(options).size === options.length && options.length === 4) distinctOptions++;
    const correct = options[q.correctAnswer] ?? '';
    const qWords = contentWords(q.question);
    if (correct && whole.includes(` ${correct} `)) appears++;
    const supporting = lines.filter((l) => ` ${l} `.includes(` ${correct} `) && overlap(qWords, l) >= 0.5);
    if (correct && supporting.length) answerable++;
    const best = Math.max(0, ...supporting.map((l) => overlap(qWords, l)));
    const rival = options.some(
      (o, i) => i !== q.correctAnswer && o && lines.some((l) => ` ${l} `.includes(` ${o} `) && !` ${l} `.includes(` ${correct} `) && overlap(qWords, l) >= Math.max(0.8, best)),
    );
    if (rival) ambiguous++;
  }
  return { produced: questions.length, requested, answerable, appears, ambiguous, distinctOptions, duplicates };
}

export interface SectionLike {
  id: string;
  score: number;
  explanation: string;
  suggestions: string[];
}

export interface AssessmentCheck {
  pairs: number;
  orderedPairs: number;
  /** Listed requirements missing from the assessment (their pairs count as wrong). */
  missing: string[];
  coveredAtLeast70: number;
  covered: number;
  lackingUnder40: number;
  lacking: number;
  sections: number;
  sectionsWithExplanation: number;
  lowSections: number;
  lowSectionsWithSuggestion: number;
}

/**
 * `notAssessed`: requirements the assessment left out as outside the policy's topic. A lacking one left out is not
 * credited, so its pairs count as ordered; a covered one left out is wrong.
 */
export function checkAssessment(
  sections: readonly SectionLike[],
  covers: readonly string[],
  lacks: readonly string[],
  notAssessed: readonly string[] = [],
): AssessmentCheck {
  const score = new Map(sections.map((s) => [s.id, s.score]));
  for (const id of lacks) if (!score.has(id) && notAssessed.includes(id)) score.set(id, -1);
  let pairs = 0;
  let ordered = 0;
  for (const c of covers) {
    for (const l of lacks) {
      pairs++;
      const sc = score.get(c);
      const sl = score.get(l);
      if (sc !== undefined && sl !== undefined && sc > sl) ordered++;
    }
  }
  const missing = [...covers, ...lacks].filter((id) => !score.has(id));
  const low = sections.filter((s) => s.score < 70);
  return {
    pairs,
    orderedPairs: ordered,
    missing,
    coveredAtLeast70: covers.filter((c) => (score.get(c) ?? -1) >= 70).length,
    covered: covers.length,
    lackingUnder40: lacks.filter((l) => score.has(l) && (score.get(l) ?? 100) < 40).length,
    lacking: lacks.length,
    sections: sections.length,
    sectionsWithExplanation: sections.filter((s) => s.explanation.trim().length > 0).length,
    lowSections: low.length,
    lowSectionsWithSuggestion: low.filter((s) => s.suggestions.some((x) => x.trim().length > 0)).length,
  };
}

/** Sentences of a markdown summary: split after . ! ? followed by a space and a capital, ignoring "e.g." style stops. */
export function countSentences(markdown: string): number {
  const text = markdown.replace(/\s+/g, ' ').replace(/\b(e\.g|i\.e|etc|No|s)\./g, '$1').trim();
  if (!text) return 0;
  return text.split(/(?<=[.!?][”"')]?)\s+(?=[“"(]?[A-Z0-9])/).filter((s) => /\p{L}/u.test(s)).length;
}

export interface SummaryLike {
  title: string;
  summary: string;
  whatChanged: string;
  impact: string;
  url: string;
  effectiveDate?: string;
}

export interface SummaryCheck {
  keyFactsFound: number;
  keyFacts: number;
  sentences: number;
  sentencesInBounds: boolean;
  lengthInBounds: boolean;
  urlKept: boolean;
  effectiveDateRight: boolean | null;
  changedFactsFound: number;
  changedFacts: number;
  impactAgrees: boolean | null;
}

export const SUMMARY_MAX_CHARS = 1500;

export function checkSummary(
  out: SummaryLike,
  expected: { url: string; keyFacts: string[]; effectiveDate?: string; changedFacts?: string[]; impact?: string },
): SummaryCheck {
  const text = ` ${normalise(`${out.title} ${out.summary}`)} `;
  const changed = ` ${normalise(out.whatChanged)} `;
  const sentences = countSentences(out.summary);
  return {
    keyFactsFound: expected.keyFacts.filter((f) => text.includes(` ${normalise(f)} `)).length,
    keyFacts: expected.keyFacts.length,
    sentences,
    sentencesInBounds: sentences >= 2 && sentences <= 5,
    lengthInBounds: out.summary.length > 0 && out.summary.length <= SUMMARY_MAX_CHARS,
    urlKept: out.url === expected.url,
    effectiveDateRight: expected.effectiveDate === undefined ? null : out.effectiveDate === expected.effectiveDate,
    changedFactsFound: (expected.changedFacts ?? []).filter((f) => changed.includes(` ${normalise(f)} `)).length,
    changedFacts: (expected.changedFacts ?? []).length,
    impactAgrees: expected.impact === undefined ? null : out.impact === expected.impact,
  };
}
