// The assessment's fact checks on passages of provider policies written blind (eval/act-passages): each passage goes
// against one fact of the law or keeps to it. bank-a to bank-d were studied while the checks were built, each scored
// first while unseen (bank-c 29 of 64 breaches caught, 6 of 64 sound passages flagged; bank-d 30 of 64 and 6).
import { describe, expect, it } from 'vitest';
import { scoreBank } from './act-passages/score';

const totals = (bank: string) => {
  const s = scoreBank(bank);
  const facts = Object.values(s.facts);
  return {
    caught: facts.reduce((a, f) => a + f.caught, 0),
    breaches: facts.reduce((a, f) => a + f.breaches, 0),
    falseAlarms: facts.reduce((a, f) => a + f.falseAlarms, 0),
  };
};

describe.each(['bank-a', 'bank-b', 'bank-c', 'bank-d'])('the fact checks on %s (studied)', (bank) => {
  it('catch all but one breach and flag no sound passage', () => {
    const t = totals(bank);
    expect(t.caught).toBeGreaterThanOrEqual(t.breaches - 1);
    expect(t.falseAlarms).toBe(0);
  });
});

describe('the fact checks on bank-e (only scored)', () => {
  // Written blind after bank-d was studied, in voices the others did not use. First scored: 41 of 64 breaches caught
  // (scope 5/8, Priority 1 time 5/8, last resort 4/8, consent 5/8, retention 8/8, the Commission 3/8, anonymous
  // disclosure 5/8, the Code's scope 6/8), 1 of 64 sound passages flagged.
  it('does not fall below what it measured', () => {
    const t = totals('bank-e');
    expect(t.caught).toBeGreaterThanOrEqual(41);
    expect(t.falseAlarms).toBeLessThanOrEqual(1);
  });
});
