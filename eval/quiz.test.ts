// The quiz question checker against a reader: questions labelled blind by a reviewer (eval/quiz/review). On the sets
// studied while the checker was built, it must reject most faulty questions and keep nearly all fine ones; on the
// held-out set it is only measured (npm run eval:ai prints it).
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LocalAi } from '../functions/lib/ai/local/provider';
import { screenQuestions } from '../functions/lib/ai/quiz-check';
import { reviewFigures } from './quiz/review';

describe('the quiz checker on questions reviewed blind', () => {
  it('rejects at least 80 % of the faulty questions of the first dev review and at most 8 % of the fine ones', async () => {
    const r = await reviewFigures('dev');
    expect(r.checkerCaught / r.faulty).toBeGreaterThanOrEqual(0.8);
    expect(r.checkerFlaggedFine / r.fine).toBeLessThanOrEqual(0.08);
  });

  // 7 of 134: four teach a limit the Act forbids (a 72-hour Priority 1 deadline, records kept 5 years), which this
  // reviewer did not know; two offer "health information" beside "personal information", which later, stricter
  // reviewers count as also true (health information is personal information); one offers "police" for "an
  // independent ___".
  it('keeps at least 94 % of the fine questions of the second dev review', async () => {
    const r = await reviewFigures('dev2');
    expect(r.checkerFlaggedFine / r.fine).toBeLessThanOrEqual(0.06);
    expect(r.checkerCaught).toBeGreaterThanOrEqual(15);
  });
});

describe('the quiz read as a whole', () => {
  // The checker also reads a quiz as a whole: no question may give another's answer away. Two questions from one
  // statement, each showing the other's answer as "…", must not either ("… minutes, menu reviews and audits are kept."
  // beside "committee minutes ... are kept for how long?", from holdout-15).
  it('has no question that gives another away, on the blind sets studied this far', async () => {
    const ai = new LocalAi();
    const rejected: string[] = [];
    for (const set of ['holdout-14', 'holdout-15', 'holdout-16']) {
      const dir = new URL(`./assessment/${set}/`, import.meta.url);
      for (const name of readdirSync(dir).filter((f) => f.endsWith('.md'))) {
        const content = readFileSync(new URL(name, dir), 'utf8');
        for (const count of [10, 15] as const) {
          const quiz = await ai.generateQuiz({ title: name, content, count }).catch(() => null);
          if (quiz)
            for (const r of screenQuestions(quiz.questions, content).rejected)
              rejected.push(`${set}/${name}@${count}: ${r.question.question} (${r.faults.join(', ')})`);
        }
      }
    }
    expect(rejected).toEqual([]);
  }, 60_000);
});
