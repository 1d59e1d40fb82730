// The quiz question checker against a reader: questions labelled blind by a reviewer (eval/quiz/review). On the sets
// studied while the checker was built, it must reject most faulty questions and keep nearly all fine ones; on the
// held-out set it is only measured (npm run eval:ai prints it).
import { describe, expect, it } from 'vitest';
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
