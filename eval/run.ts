// Evaluation of the AI layer (`npm run eval:ai`): runs every capability with the configured provider (AI_PROVIDER,
// default local) on the evaluation set in eval/ and prints measurable checks. Exits with code 1 when a target is missed.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describeBank, scoreBank } from './act-passages/score';
import { describeSetScore, scoreSet, type SetScore } from './assessment/score';
import { getAi, type AiProvider, type Quiz } from '../functions/lib/ai';
import { screenQuestions } from '../functions/lib/ai/quiz-check';
import { describeReview, hasReview, REVIEW_SETS, reviewFigures, type ReviewFigures } from './quiz/review';
import {
  checkAssessment,
  checkQuiz,
  checkSummary,
  normalise,
  type AssessmentCheck,
  type QuizCheck,
} from './checks';
import { loadChanges, loadChatSets, loadPolicies, scopePolicies, TEST_SET, type ChatSet } from './data';
import { LibraryIndex } from '../functions/lib/retrieval/library-index';
import { answerWithIndex, inMemoryPolicies } from '../functions/lib/services/policy-chat';

const TARGETS = {
  quizAnswerability: 1,
  assessmentOrdering: 0.9,
  /** On the test set (written blind, scored only): correct answers, right policy first, clean refusals. */
  answerCorrect: 0.95,
  answerTopCitation: 0.95,
  cleanRefusals: 1,
};
const QUIZ_SIZES = [10, 20] as const;

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : 'n/a');
const ratio = (n: number, d: number) => (d ? n / d : 0);

async function timed<T>(times: number[], run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await run();
  } finally {
    times.push(performance.now() - started);
  }
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  if (!s.length) return 0;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

async function evalSummaries(ai: AiProvider, times: number[]) {
  console.log('\n## Summaries');
  const rows: Array<ReturnType<typeof checkSummary> | null> = [];
  for (const c of loadChanges()) {
    try {
      const out = await timed(times, () =>
        ai.summariseChange({
          source: c.source,
          title: c.title,
          url: c.url,
          text: c.text,
          previousText: c.previousText ?? null,
        }),
      );
      const r = checkSummary(out, c);
      rows.push(r);
      console.log(
        `- ${c.id.padEnd(20)} facts ${r.keyFactsFound}/${r.keyFacts}  sentences ${r.sentences}${r.sentencesInBounds ? '' : ' (out of 2-5)'}  chars ${out.summary.length}  url ${r.urlKept ? 'kept' : 'LOST'}` +
          `  date ${r.effectiveDateRight === null ? '-' : r.effectiveDateRight ? 'right' : `WRONG (${out.effectiveDate ?? 'none'})`}` +
          `  impact ${out.impact}${r.impactAgrees === false ? ` (expected ${c.impact})` : ''}` +
          (r.changedFacts ? `  changes ${r.changedFactsFound}/${r.changedFacts}` : ''),
      );
    } catch (error) {
      rows.push(null);
      console.log(`- ${c.id.padEnd(20)} FAILED ${describe(error)}`);
    }
  }
  const ok = rows.filter((r): r is NonNullable<typeof r> => r !== null);
  const facts = ok.reduce((a, r) => a + r.keyFactsFound, 0);
  const factsTotal = ok.reduce((a, r) => a + r.keyFacts, 0);
  const dated = ok.filter((r) => r.effectiveDateRight !== null);
  const changed = ok.reduce((a, r) => a + r.changedFactsFound, 0);
  const changedTotal = ok.reduce((a, r) => a + r.changedFacts, 0);
  const impacts = ok.filter((r) => r.impactAgrees !== null);
  const summary = {
    keyFacts: ratio(facts, factsTotal),
    inBounds: ratio(ok.filter((r) => r.sentencesInBounds && r.lengthInBounds).length, rows.length),
    urlKept: ratio(ok.filter((r) => r.urlKept).length, rows.length),
    effectiveDate: ratio(dated.filter((r) => r.effectiveDateRight).length, dated.length),
    changedFacts: ratio(changed, changedTotal),
    impact: ratio(impacts.filter((r) => r.impactAgrees).length, impacts.length),
  };
  console.log(
    `  key facts kept ${pct(facts, factsTotal)}; length within bounds ${pct(summary.inBounds * rows.length, rows.length)}; url kept ${pct(summary.urlKept * rows.length, rows.length)}`,
  );
  console.log(
    `  effective date right ${pct(summary.effectiveDate * dated.length, dated.length)}; changes reported ${pct(changed, changedTotal)}; impact agrees with the label ${pct(summary.impact * impacts.length, impacts.length)}`,
  );
  return summary;
}

async function evalPersonalise(ai: AiProvider, times: number[]) {
  console.log('\n## Personalised insights');
  const change = loadChanges().find((c) => c.id === 'sah-claims');
  if (!change) return { ordered: false };
  const update = await ai.summariseChange({
    source: change.source,
    title: change.title,
    url: change.url,
    text: change.text,
  });
  const home = {
    businessName: 'Wattle Home Support',
    businessType: 'Home care provider (Support at Home)',
    size: '60 staff, 450 clients',
    challenges: 'Claiming accuracy and cash flow; recruiting support workers',
    description:
      'We deliver Support at Home services, including personal care, nursing and assistive technology, to older people in their own homes across western Sydney.',
  };
  const residential = {
    businessName: 'Banksia Grove Care',
    businessType: 'Residential aged care',
    size: 'Two homes, 180 beds',
    challenges: 'Registered nurse staffing and dementia care',
    description:
      'We run two residential aged care homes with a dementia unit and respite beds in regional Victoria.',
  };
  const forHome = await timed(times, () => ai.personaliseUpdate({ update, profile: home }));
  const forResidential = await timed(times, () => ai.personaliseUpdate({ update, profile: residential }));
  const general = await timed(times, () => ai.personaliseUpdate({ update, profile: null }));
  const ordered = forHome.relevance > forResidential.relevance;
  console.log(
    `- Support at Home claiming change: home care provider ${forHome.relevance}, residential-only provider ${forResidential.relevance}, no profile ${general.relevance} -> ${ordered ? 'ordered as expected' : 'NOT ordered as expected'}`,
  );
  return { ordered };
}

interface AnswerScore {
  name: string;
  answerable: number;
  correct: number;
  topCitation: number;
  rightHeading: number;
  unanswerable: number;
  cleanRefusals: number;
  contradictions: number;
  contradictionsFlagged: number;
  falseContradictions: number;
}

/**
 * One question set through the whole assistant (retrieval over a library index, the answer, the Act checks). A
 * correct answer cites the right policy first and contains every expected phrase; a clean refusal answers false and
 * cites nothing; a planted contradiction must be answered and flagged as contradicting the Act.
 */
// The test set's misses are not printed: it is scored, never studied, so that it stays a fair measure.
async function scoreAnswerSet(ai: AiProvider, set: ChatSet, times: number[]): Promise<AnswerScore> {
  const policies = set.policies.map((p) => ({ ...p, categoryId: p.provider ?? 'all', version: 1 }));
  const index = LibraryIndex.build(policies);
  const read = inMemoryPolicies(policies);
  const titles = new Map(set.policies.map((p) => [p.id, p.title]));
  const score: AnswerScore = {
    name: set.name,
    answerable: 0,
    correct: 0,
    topCitation: 0,
    rightHeading: 0,
    unanswerable: 0,
    cleanRefusals: 0,
    contradictions: 0,
    contradictionsFlagged: 0,
    falseContradictions: 0,
  };
  for (const q of set.questions) {
    const policyIds = scopePolicies(set, q.scope);
    const label = q.scope.startsWith('policy:')
      ? `your “${titles.get(q.scope.slice(7)) ?? ''}” policy`
      : 'your policy library';
    try {
      const out = await timed(times, () =>
        answerWithIndex(ai, index, read, q.question, { policyIds, label }),
      );
      const top = out.citations[0];
      const flagged = out.act.some((f) => f.contradicted);
      if (!q.contradictsAct && flagged) score.falseContradictions++;
      if (q.policy) {
        score.answerable++;
        const rightPolicy = out.answered && top?.policyId === q.policy;
        const text = normalise(`${out.answer} ${out.citations.map((c) => c.quote).join(' ')}`);
        const phrases = (q.answer ?? []).every((a) => text.includes(normalise(a)));
        const correct = rightPolicy && phrases && (!q.contradictsAct || flagged);
        if (rightPolicy) score.topCitation++;
        if (
          rightPolicy &&
          (q.heading === undefined ||
            q.heading === null ||
            normalise(top?.heading ?? '') === normalise(q.heading))
        )
          score.rightHeading++;
        if (correct) score.correct++;
        if (q.contradictsAct) {
          score.contradictions++;
          if (flagged) score.contradictionsFlagged++;
        }
        if (!correct && set.name !== TEST_SET)
          console.log(
            `- ${set.name} WRONG "${q.question}" [${q.scope}]: ${out.answered ? `cited ${top?.policyId ?? 'nothing'} / ${top?.heading ?? ''}` : 'not answered'}; expected ${q.policy}${q.answer ? ` with ${JSON.stringify(q.answer)}` : ''}${q.contradictsAct ? ` flagged ${flagged}` : ''}`,
          );
      } else {
        score.unanswerable++;
        if (!out.answered && out.citations.length === 0) score.cleanRefusals++;
        else if (set.name !== TEST_SET)
          console.log(
            `- ${set.name} ANSWERED an unanswerable question "${q.question}" [${q.scope}] citing ${top?.policyId ?? 'nothing'}`,
          );
      }
    } catch (error) {
      if (q.policy) score.answerable++;
      else score.unanswerable++;
      console.log(`- ${set.name} FAILED "${q.question}": ${describe(error)}`);
    }
  }
  console.log(
    `  ${set.name}: correct ${score.correct}/${score.answerable} (${pct(score.correct, score.answerable)}); right policy first ${pct(score.topCitation, score.answerable)}; right heading ${pct(score.rightHeading, score.answerable)}; clean refusals ${score.cleanRefusals}/${score.unanswerable}; contradictions flagged ${score.contradictionsFlagged}/${score.contradictions}; other contradiction flags (cited sections that contradict the Act) ${score.falseContradictions}`,
  );
  return score;
}

async function evalAnswers(ai: AiProvider, times: number[]) {
  console.log('\n## Policy assistant');
  const sets = loadChatSets();
  const scores: AnswerScore[] = [];
  for (const set of sets) scores.push(await scoreAnswerSet(ai, set, times));
  return scores;
}

async function evalQuizzes(ai: AiProvider, times: number[]) {
  console.log('\n## Quizzes');
  const totals: QuizCheck = {
    produced: 0,
    requested: 0,
    answerable: 0,
    appears: 0,
    ambiguous: 0,
    distinctOptions: 0,
    duplicates: 0,
  };
  let complete = 0;
  let runs = 0;
  for (const p of loadPolicies()) {
    for (const n of QUIZ_SIZES) {
      runs++;
      let quiz: Quiz = { questions: [] };
      try {
        quiz = await timed(times, () => ai.generateQuiz({ title: p.title, content: p.content, count: n }));
      } catch (error) {
        console.log(`- ${p.id} (${n}): FAILED ${describe(error)}`);
      }
      const r = checkQuiz(quiz.questions, p.content, n);
      if (r.produced === n) complete++;
      for (const k of Object.keys(totals) as Array<keyof QuizCheck>) totals[k] += r[k];
      console.log(
        `- ${p.id.padEnd(18)} n=${String(n).padEnd(2)} produced ${r.produced}  answerable ${r.answerable}/${r.produced}  options distinct ${r.distinctOptions}/${r.produced}  duplicates ${r.duplicates}  ambiguous ${r.ambiguous}`,
      );
    }
  }
  console.log(
    `  answerable ${pct(totals.answerable, totals.produced)} (correct option in the text at all: ${pct(totals.appears, totals.produced)}); all n produced ${complete}/${runs}; options distinct ${pct(totals.distinctOptions, totals.produced)}; duplicate questions ${totals.duplicates}; ambiguous ${totals.ambiguous}`,
  );
  return {
    answerability: ratio(totals.answerable, totals.produced),
    complete: complete === runs,
    distinct: totals.distinctOptions === totals.produced,
    duplicates: totals.duplicates,
  };
}

/** Every set of blind provider policies (eval/assessment/<set>/expected.json), dev sets first, then in number order. */
function assessmentSets(): string[] {
  const root = new URL('./assessment/', import.meta.url);
  const number = (set: string) => Number(/-(\d+)$/.exec(set)?.[1] ?? 1);
  return readdirSync(root)
    .filter((set) => existsSync(new URL(`${set}/expected.json`, root)))
    .sort(
      (a, b) => Number(a.startsWith('holdout')) - Number(b.startsWith('holdout')) || number(a) - number(b),
    );
}

/**
 * Provider policies the quiz was never tuned on (the assessment's held-out sets), at every size the spec offers; not
 * holdout-4 and holdout-5, whose quizzes were reviewed and read for the first checker (heldout4).
 */
const QUIZ_HELDOUT_SETS = assessmentSets().filter(
  (set) => set.startsWith('holdout') && set !== 'holdout-4' && set !== 'holdout-5',
);
const ALL_QUIZ_SIZES = [5, 10, 15, 20] as const;

async function evalHeldOutQuizzes(ai: AiProvider, times: number[]) {
  console.log('\n## Quizzes on held-out provider policies');
  const bySize = new Map<
    number,
    {
      runs: number;
      produced: number;
      refused: number;
      answerable: number;
      questions: number;
      rejected: number;
    }
  >();
  for (const set of QUIZ_HELDOUT_SETS) {
    const dir = new URL(`./assessment/${set}/`, import.meta.url);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)
      .filter((f) => f.endsWith('.md'))
      .sort()) {
      const content = readFileSync(new URL(name, dir), 'utf8');
      const title = /^#\s+(.+)$/m.exec(content)?.[1] ?? name;
      for (const n of ALL_QUIZ_SIZES) {
        const row = bySize.get(n) ?? {
          runs: 0,
          produced: 0,
          refused: 0,
          answerable: 0,
          questions: 0,
          rejected: 0,
        };
        row.runs++;
        try {
          const quiz = await timed(times, () => ai.generateQuiz({ title, content, count: n }));
          row.produced++;
          row.questions += quiz.questions.length;
          row.answerable += checkQuiz(quiz.questions, content, n).answerable;
          row.rejected += screenQuestions(quiz.questions, content).rejected.length;
        } catch {
          // A policy too short for n questions is refused with a message saying how many it can make.
          row.refused++;
        }
        bySize.set(n, row);
      }
    }
  }
  for (const [n, r] of bySize)
    console.log(
      `- n=${String(n).padEnd(2)} quizzes ${r.produced}/${r.runs} (refused as too short: ${r.refused}); answerable by the text check ${pct(r.answerable, r.questions)}; questions the checker rejects in the output: ${r.rejected}`,
    );
  const reviews: ReviewFigures[] = [];
  console.log('\n## Quiz questions reviewed blind');
  for (const set of REVIEW_SETS) {
    if (!hasReview(set)) continue;
    const r = await reviewFigures(set);
    reviews.push(r);
    console.log(`- ${describeReview(r)}`);
  }
  // The latest review of the held-out policies.
  const heldout = [...reviews].reverse().find((r) => r.set.startsWith('heldout')) ?? null;
  return { bySize, heldout };
}

function quizTargets(q: Awaited<ReturnType<typeof evalHeldOutQuizzes>>): Array<[string, boolean, string]> {
  const sizes = [...q.bySize.entries()];
  const out: Array<[string, boolean, string]> = [
    [
      'quiz on held-out policies: no checker fault in any output, 5 to 20 questions',
      sizes.length > 0 && sizes.every(([, r]) => r.rejected === 0),
      sizes.map(([n, r]) => `n=${n}: ${r.rejected}`).join(', '),
    ],
  ];
  const h = q.heldout;
  if (!h)
    out.push([
      'quiz held-out blind review present',
      false,
      'eval/quiz/review/heldout-labels.json is missing',
    ]);
  else {
    const note = h.stale ? ` (stale for ${h.stale} of ${h.policies} policies: review again)` : '';
    out.push([
      'quiz held-out review: 100 % answerable',
      h.answerable === h.questions,
      `${pct(h.answerable, h.questions)}${note}`,
    ]);
    out.push([
      'quiz held-out review: 0 malformed',
      h.malformed === 0,
      `${h.malformed} of ${h.questions}${note}`,
    ]);
  }
  return out;
}

async function evalAssessments(ai: AiProvider, times: number[]) {
  console.log('\n## Assessments');
  const all: AssessmentCheck[] = [];
  for (const p of loadPolicies()) {
    try {
      const out = await timed(times, () => ai.assessPolicy({ text: p.content, fileName: `${p.id}.md` }));
      const r = checkAssessment(
        out.sections,
        p.covers,
        p.lacks,
        (out.notAssessed ?? []).map((n) => n.id),
      );
      all.push(r);
      const scores = (ids: string[]) =>
        ids.map((id) => `${id} ${out.sections.find((s) => s.id === id)?.score ?? 'absent'}`).join(', ');
      console.log(
        `- ${p.id.padEnd(18)} overall ${String(out.score).padStart(3)}  ordered ${r.orderedPairs}/${r.pairs}  covers [${scores(p.covers)}]  lacks [${scores(p.lacks)}]${p.touches?.length ? `  touches [${scores(p.touches)}]` : ''}`,
      );
      if (r.missing.length) console.log(`    not assessed: ${r.missing.join(', ')}`);
    } catch (error) {
      console.log(`- ${p.id.padEnd(18)} FAILED ${describe(error)}`);
      all.push(checkAssessment([], p.covers, p.lacks));
    }
  }
  const sum = (k: keyof Omit<AssessmentCheck, 'missing'>) => all.reduce((a, r) => a + r[k], 0);
  const ordering = ratio(sum('orderedPairs'), sum('pairs'));
  console.log(
    `  ordering accuracy (covered above lacking) ${ordering.toFixed(3)} (${sum('orderedPairs')}/${sum('pairs')})`,
  );
  console.log(
    `  covered requirements scoring >= 70: ${sum('coveredAtLeast70')}/${sum('covered')}; lacking requirements scoring < 40: ${sum('lackingUnder40')}/${sum('lacking')}`,
  );
  console.log(
    `  sections with an explanation ${sum('sectionsWithExplanation')}/${sum('sections')}; sections under 70 with a suggestion ${sum('lowSectionsWithSuggestion')}/${sum('lowSections')}`,
  );
  return {
    ordering,
    explained: sum('sectionsWithExplanation') === sum('sections'),
    suggested: sum('lowSectionsWithSuggestion') === sum('lowSections'),
  };
}

async function main(): Promise<void> {
  const ai = getAi();
  console.log(`# AI evaluation (provider: ${ai.name})`);
  const times = {
    summarise: [] as number[],
    personalise: [] as number[],
    answer: [] as number[],
    quiz: [] as number[],
    assess: [] as number[],
  };
  const summaries = await evalSummaries(ai, times.summarise);
  const personal = await evalPersonalise(ai, times.personalise);
  const answers = await evalAnswers(ai, times.answer);
  const quizzes = await evalQuizzes(ai, times.quiz);
  const heldOutQuizzes = await evalHeldOutQuizzes(ai, times.quiz);
  const assessments = await evalAssessments(ai, times.assess);
  const blind = await evalBlindAssessments();

  console.log('\n## Time per call (median, ms)');
  console.log(
    Object.entries(times)
      .map(([k, v]) => `${k} ${median(v).toFixed(1)}`)
      .join('; '),
  );

  const checks: Array<[string, boolean, string]> = [
    [
      'quiz answerability',
      quizzes.answerability >= TARGETS.quizAnswerability,
      `${(100 * quizzes.answerability).toFixed(1)} % (target 100 %)`,
    ],
    [
      'quiz: all n produced, options distinct, no duplicates',
      quizzes.complete && quizzes.distinct && quizzes.duplicates === 0,
      '',
    ],
    [
      'assessment ordering accuracy',
      assessments.ordering >= TARGETS.assessmentOrdering,
      `${assessments.ordering.toFixed(3)} (target >= ${TARGETS.assessmentOrdering})`,
    ],
    ['assessment: explanations, suggestions under 70', assessments.explained && assessments.suggested, ''],
    ...quizTargets(heldOutQuizzes),
    ...blindAssessmentTargets(blind),
    ...answerTargets(answers),
    [
      'summaries: key facts, length, url',
      summaries.keyFacts === 1 && summaries.inBounds === 1 && summaries.urlKept === 1,
      '',
    ],
    ['personalisation ranks a home care change for a home care provider', personal.ordered, ''],
  ];
  console.log('\n## Targets');
  for (const [name, ok, detail] of checks)
    console.log(`- [${ok ? 'x' : ' '}] ${name}${detail ? `: ${detail}` : ''}`);
  if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
}

const HOLDOUT_SETS = [
  'holdout-2',
  'holdout-3',
  'holdout-5',
  'holdout-6',
  'holdout-7',
  'holdout-39',
  'holdout-51',
  'holdout-58',
  'holdout-66',
  'holdout-76',
  'holdout-77',
  'holdout-79',
  'holdout-81',
];

/** The assessment on provider policies written blind (eval/assessment): dev sets studied, holdouts only scored. */
async function evalBlindAssessments(): Promise<Array<[string, SetScore | null]>> {
  console.log('\n## Assessments of blind provider policies (local analyst)');
  const holdouts = new Map<string, SetScore>();
  // The studied sets first, then those only scored.
  const studied = assessmentSets().filter((set) => !HOLDOUT_SETS.includes(set));
  for (const set of [...studied, ...HOLDOUT_SETS]) {
    if (!existsSync(new URL(`./assessment/${set}/expected.json`, import.meta.url))) continue;
    const score = await scoreSet(set);
    console.log(`- ${describeSetScore(set, score)}`);
    if (HOLDOUT_SETS.includes(set)) holdouts.set(set, score);
  }
  console.log('\n## Fact checks on blind policy passages (eval/act-passages; bank-g only scored)');
  for (const bank of ['bank-a', 'bank-b', 'bank-c', 'bank-d', 'bank-e', 'bank-f', 'bank-g'])
    if (existsSync(new URL(`./act-passages/${bank}.json`, import.meta.url)))
      console.log(`- ${describeBank(scoreBank(bank))}`);
  return HOLDOUT_SETS.map((set) => [set, holdouts.get(set) ?? null]);
}

function blindAssessmentTargets(sets: Array<[string, SetScore | null]>): Array<[string, boolean, string]> {
  return sets.flatMap(([set, s]): Array<[string, boolean, string]> => {
    if (!s) return [[`assessment ${set} set present`, false, `eval/assessment/${set} is missing`]];
    return [
      [
        `assessment ${set}: every seeded defect named (its own sentence quoted, or an omission found)`,
        s.defectsNamedStrictly === s.defects,
        `${s.defectsNamedStrictly}/${s.defects} (${s.defectsNamed} counting a missing fact on the same requirement)`,
      ],
      [
        `assessment ${set}: every weak requirement <= 50`,
        s.weakAtMost50 === s.weak,
        `${s.weakAtMost50}/${s.weak}`,
      ],
      [
        `assessment ${set}: every covered requirement >= 70`,
        s.coveredAtLeast70 === s.covered,
        `${s.coveredAtLeast70}/${s.covered}`,
      ],
      [`assessment ${set}: ordering >= 0.95`, s.ordering >= 0.95, s.ordering.toFixed(3)],
      [
        `assessment ${set}: no off-topic requirement scored`,
        s.offTopicScored === 0,
        String(s.offTopicScored),
      ],
    ];
  });
}

/** The assistant's targets, on the set that was never tuned on. */
function answerTargets(scores: readonly AnswerScore[]): Array<[string, boolean, string]> {
  const test = scores.find((s) => s.name === TEST_SET);
  if (!test) return [['assistant test set present', false, `eval/${TEST_SET} is missing`]];
  const correct = ratio(test.correct, test.answerable);
  const top = ratio(test.topCitation, test.answerable);
  const refusals = ratio(test.cleanRefusals, test.unanswerable);
  return [
    [
      'assistant correct answers (test set)',
      correct >= TARGETS.answerCorrect,
      `${pct(test.correct, test.answerable)} (target >= 95 %)`,
    ],
    [
      'assistant right policy first (test set)',
      top >= TARGETS.answerTopCitation,
      `${pct(test.topCitation, test.answerable)} (target >= 95 %)`,
    ],
    [
      'assistant clean refusals (test set)',
      refusals >= TARGETS.cleanRefusals,
      `${test.cleanRefusals}/${test.unanswerable} (target all)`,
    ],
    [
      'assistant flags planted contradictions (test set)',
      test.contradictionsFlagged === test.contradictions,
      `${test.contradictionsFlagged}/${test.contradictions}`,
    ],
  ];
}

main().catch((error: unknown) => {
  console.error(describe(error));
  process.exitCode = 1;
});
