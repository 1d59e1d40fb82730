// Quiz quality measured by a reader, not by the generator's own checks: quizzes of the local generator on provider
// policies it was never tuned on (eval/assessment/*) were labelled question by question by a blind reviewer
// (eval/quiz/review/<set>-labels.json: answerable under a strict reading, malformed with its faults). `dev` and `dev2`
// were studied while the checker was built; `heldout` and `heldout2` (the same unseen policies, reviewed again after
// the generator changed) are only scored; `heldout3`, `heldout4` (holdout-4 and holdout-5), `heldout5` (holdout-6)
// and `heldout6-10` / `heldout6-20` (holdout-7, at 10 and 20 questions) were each scored first and then read to
// design the next changes; so were `heldout7-10` / `heldout7-20` (holdout-8) and `heldout8-10` / `heldout8-20`
// (holdout-9), and `heldout9-10` / `heldout9-20` (holdout-10), each after its first score; `heldout10-10` /
// `heldout10-20` (holdout-11), `heldout11-10` / `heldout11-15` / `heldout11-20` (holdout-12) and `heldout12-10` /
// `heldout12-20` (holdout-13) and `heldout13-10` / `heldout13-20` (holdout-14), `heldout14-10` / `heldout14-15` (holdout-15), `heldout15-10` / `heldout15-15` (holdout-16), `heldout16-10` / `heldout16-15` (holdout-17), `heldout17-10` / `heldout17-20` (holdout-18), `heldout18-10` / `heldout18-15` (holdout-19), `heldout19-10` / `heldout19-15` (holdout-20), `heldout20-10` / `heldout20-15` (holdout-21), `heldout21-10` / `heldout21-15` (holdout-22), `heldout22-10` / `heldout22-15` (holdout-23), `heldout23-10` / `heldout23-15` (holdout-24), `heldout24-10` / `heldout24-15` (holdout-25), `heldout25-10` / `heldout25-15` (holdout-26), `heldout26-10` / `heldout26-15` (holdout-27) and `heldout28-10` / `heldout28-15` (holdout-29; holdout-28's quizzes were too few to review) `heldout29-10` / `heldout29-5` (holdout-30, at 10 and 5 questions: it had no quiz of 15) `heldout30-5` / `heldout30-10` / `heldout30-15` (holdout-31), `heldout31-5` / `heldout31-10` (holdout-32) `heldout31b-5` / `heldout31b-10` (holdout-32's compliance calendars again, once their duty tables were read as sentences) `heldout32-5` / `heldout32-10` (holdout-33) `heldout33-5` / `heldout33-10` (holdout-34) `heldout33b-5` (holdout-34's Easy Read policies, while their picture tables were read as text: measured and not kept), `heldout34-5` / `heldout34-10` (holdout-35) `heldout35-5` / `heldout35-10` (holdout-36) `heldout36-5` / `heldout36-10` (holdout-37) `heldout37-5` / `heldout37-10` (holdout-38) `heldout38-5` / `heldout38-10` (holdout-39) `heldout39-5` / `heldout39-10` (holdout-40) `heldout40-5` / `heldout40-10` (holdout-41) `heldout41-5` / `heldout41-10` (holdout-42) `heldout42-5` / `heldout42-10` (holdout-43) `heldout43-5` / `heldout43-10` (holdout-44) `heldout44-5` / `heldout44-10` (holdout-45) `heldout45-5` / `heldout45-10` (holdout-46) `heldout46-5` / `heldout46-10` (holdout-47) `heldout47-5` / `heldout47-10` (holdout-48) `heldout48-5` / `heldout48-10` (holdout-49) `heldout49-5` / `heldout49-10` (holdout-50), `heldout50-5` / `heldout50-10` (holdout-51), `heldout51-5` / `heldout51-10` (holdout-52), `heldout52-5` / `heldout52-10` (holdout-53), `heldout53-5` / `heldout53-10` (holdout-54), `heldout54-5` / `heldout54-10` (holdout-55), `heldout55-5` / `heldout55-10` (holdout-56), `heldout56-5` (holdout-57) and `heldout57-5` / `heldout57-10` (holdout-58) `heldout58-5` / `heldout58-10` (holdout-59) `heldout59-5` (holdout-60), `heldout60-5` (holdout-61), `heldout61-5` (holdout-62), `heldout62-5` (holdout-63), `heldout63-5` (holdout-64, read a session later), `heldout64-5` (holdout-65), `heldout65-5` (holdout-66, held out and not read), `heldout66-5` (holdout-67, read a session later), `heldout67-5` (holdout-68), `heldout68-5` (holdout-69, read a session later), `heldout69-5` (holdout-70), `heldout70-5` (holdout-71, read a session later), `heldout71-5` (holdout-72), `heldout72-5` (holdout-73, read a session later), `heldout73-5` (holdout-74), `heldout74-5` (holdout-75), `heldout75-5` (holdout-76, held out and not read), `heldout76-5` (holdout-77, held out and not read) `heldout77-5` (holdout-78) `heldout78-5` (holdout-79, held out and not read), `heldout79-5` (holdout-80), `heldout80-5` (holdout-81, held out and not read) `heldout81-5` (holdout-82), `heldout82-5` (holdout-83, read a session later) `heldout83-5` (holdout-84, read a session later), `heldout84-5` (holdout-85, read a session later) and `heldout85-5` (holdout-86, read a session later) and `heldout86-5` (holdout-87, read a session later) and `heldout87-5` (holdout-88, read a session later) and `heldout88-5` (holdout-89, read a session later) and `heldout89-5` (holdout-90, read a session later) and `heldout90-5` (holdout-91, read a session later) and `heldout91-5` (holdout-92, read a session later) and `heldout92-5` (holdout-93, read a session later) and `heldout93-5` (holdout-94, read a session later) and `heldout94-5` (holdout-95, read a session later) and `heldout95-5` (holdout-96, read a session later) and `heldout96-5` (holdout-97, held out and not read) were scored first too. A review is of the
// questions it saw: when the generator now writes other questions for those policies, the figures are reported as stale.
import { existsSync, readFileSync } from 'node:fs';
import { LocalAi } from '../../functions/lib/ai/local/provider';
import { indexPolicy, questionFaults } from '../../functions/lib/ai/quiz-check';

export const REVIEW_SETS = [
  'dev',
  'dev2',
  'heldout',
  'heldout2',
  'heldout3',
  'heldout4',
  'heldout5',
  'heldout6-10',
  'heldout6-20',
  'heldout7-10',
  'heldout7-20',
  'heldout8-10',
  'heldout8-20',
  'heldout9-10',
  'heldout9-20',
  'heldout10-10',
  'heldout10-20',
  'heldout11-10',
  'heldout11-15',
  'heldout11-20',
  'heldout12-10',
  'heldout12-20',
  'heldout13-10',
  'heldout13-20',
  'heldout14-10',
  'heldout14-15',
  'heldout15-10',
  'heldout15-15',
  'heldout16-10',
  'heldout16-15',
  'heldout17-10',
  'heldout17-20',
  'heldout18-10',
  'heldout18-15',
  'heldout19-10',
  'heldout19-15',
  'heldout20-10',
  'heldout20-15',
  'heldout21-10',
  'heldout21-15',
  'heldout22-10',
  'heldout22-15',
  'heldout23-10',
  'heldout23-15',
  'heldout24-10',
  'heldout24-15',
  'heldout25-10',
  'heldout25-15',
  'heldout26-10',
  'heldout26-15',
  'heldout28-10',
  'heldout28-15',
  'heldout29-10',
  'heldout29-5',
  'heldout30-5',
  'heldout30-10',
  'heldout30-15',
  'heldout31-5',
  'heldout31-10',
  'heldout31b-5',
  'heldout31b-10',
  'heldout32-5',
  'heldout32-10',
  'heldout33-5',
  'heldout33-10',
  'heldout33b-5',
  'heldout34-5',
  'heldout34-10',
  'heldout35-5',
  'heldout35-10',
  'heldout36-5',
  'heldout36-10',
  'heldout37-5',
  'heldout37-10',
  'heldout38-5',
  'heldout38-10',
  'heldout39-5',
  'heldout39-10',
  'heldout40-5',
  'heldout40-10',
  'heldout41-5',
  'heldout41-10',
  'heldout42-5',
  'heldout42-10',
  'heldout43-5',
  'heldout43-10',
  'heldout44-5',
  'heldout44-10',
  'heldout45-5',
  'heldout45-10',
  'heldout46-5',
  'heldout46-10',
  'heldout47-5',
  'heldout47-10',
  'heldout48-5',
  'heldout48-10',
  'heldout49-5',
  'heldout49-10',
  'heldout50-5',
  'heldout50-10',
  'heldout51-5',
  'heldout51-10',
  'heldout52-5',
  'heldout52-10',
  'heldout53-5',
  'heldout53-10',
  'heldout54-5',
  'heldout54-10',
  'heldout55-5',
  'heldout55-10',
  'heldout56-5',
  'heldout57-5',
  'heldout57-10',
  'heldout58-5',
  'heldout58-10',
  'heldout59-5',
  'heldout60-5',
  'heldout61-5',
  'heldout62-5',
  'heldout63-5',
  'heldout64-5',
  'heldout65-5',
  'heldout66-5',
  'heldout67-5',
  'heldout68-5',
  'heldout69-5',
  'heldout70-5',
  'heldout71-5',
  'heldout72-5',
  'heldout73-5',
  'heldout74-5',
  'heldout75-5',
  'heldout76-5',
  'heldout77-5',
  'heldout78-5',
  'heldout79-5',
  'heldout80-5',
  'heldout81-5',
  'heldout82-5',
  'heldout83-5',
  'heldout84-5',
  'heldout85-5',
  'heldout86-5',
  'heldout87-5',
  'heldout88-5',
  'heldout89-5',
  'heldout90-5',
  'heldout91-5',
  'heldout92-5',
  'heldout93-5',
  'heldout94-5',
  'heldout95-5',
  'heldout96-5',
] as const;
export type ReviewSet = (typeof REVIEW_SETS)[number];

interface ReviewedQuiz {
  policy: string;
  questions?: Array<{ n: number; question: string; options: string[]; correctAnswer: number }>;
  error?: string;
}
interface Label {
  policy: string;
  n: number;
  answerable: boolean;
  malformed: boolean;
  faults: string[];
  note: string;
}

export interface ReviewFigures {
  set: ReviewSet;
  questions: number;
  answerable: number;
  malformed: number;
  fine: number;
  faults: Record<string, number>;
  /** Faulty questions (malformed or not answerable) the checker would reject, and fine ones it would. */
  checkerCaught: number;
  faulty: number;
  checkerFlaggedFine: number;
  /** Policies whose quiz the generator now writes differently (the review no longer describes the output). */
  stale: number;
  policies: number;
}

const root = new URL('../../', import.meta.url);
const file = (set: ReviewSet, kind: 'quizzes' | 'labels') =>
  new URL(`./review/${set}-${kind}.json`, import.meta.url);

export function hasReview(set: ReviewSet): boolean {
  return existsSync(file(set, 'quizzes')) && existsSync(file(set, 'labels'));
}

export async function reviewFigures(set: ReviewSet): Promise<ReviewFigures> {
  const quizzes = JSON.parse(readFileSync(file(set, 'quizzes'), 'utf8')) as ReviewedQuiz[];
  const labels = JSON.parse(readFileSync(file(set, 'labels'), 'utf8')) as Label[];
  const ai = new LocalAi({ now: () => new Date('2026-11-24T00:00:00Z') });
  const out: ReviewFigures = {
    set,
    questions: 0,
    answerable: 0,
    malformed: 0,
    fine: 0,
    faults: {},
    checkerCaught: 0,
    faulty: 0,
    checkerFlaggedFine: 0,
    stale: 0,
    policies: quizzes.length,
  };
  for (const quiz of quizzes) {
    const content = readFileSync(new URL(quiz.policy, root), 'utf8');
    const index = indexPolicy(content);
    for (const q of quiz.questions ?? []) {
      const label = labels.find((l) => l.policy === quiz.policy && l.n === q.n);
      if (!label) continue;
      out.questions++;
      if (label.answerable) out.answerable++;
      if (label.malformed) out.malformed++;
      for (const f of label.faults) out.faults[f] = (out.faults[f] ?? 0) + 1;
      const bad = label.malformed || !label.answerable;
      const flagged = questionFaults(q, index).length > 0;
      if (bad) {
        out.faulty++;
        if (flagged) out.checkerCaught++;
      } else {
        out.fine++;
        if (flagged) out.checkerFlaggedFine++;
      }
    }
    const count = quiz.questions?.length ?? 0;
    if (!count) continue;
    const title = /^#\s+(.+)$/m.exec(content)?.[1] ?? quiz.policy;
    const now = await ai.generateQuiz({ title, content, count: count as 10 }).catch(() => null);
    const same =
      now !== null &&
      now.questions.length === count &&
      now.questions.every((q, i) => q.question === quiz.questions?.[i]?.question);
    if (!same) out.stale++;
  }
  return out;
}

export function describeReview(r: ReviewFigures): string {
  const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)} %` : 'n/a');
  const faults = Object.entries(r.faults)
    .sort((a, b) => b[1] - a[1])
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  return `${r.set}: ${r.questions} questions reviewed blind; answerable ${pct(r.answerable, r.questions)}, malformed ${r.malformed} (${faults || 'none'}); the checker rejects ${r.checkerCaught} of ${r.faulty} faulty and ${r.checkerFlaggedFine} of ${r.fine} fine${r.stale ? `; STALE: the generator now writes other questions for ${r.stale} of ${r.policies} policies` : ''}`;
}
