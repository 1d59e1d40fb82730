// The assessment's fact checks on passages of provider policies written blind (eval/act-passages): each passage goes
// against one fact of the law or keeps to it. bank-a, bank-b and bank-c were studied while the checks were built, each
// scored first while unseen; bank-d (eight facts, written after bank-c was studied) is only scored.
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

describe.each(['bank-a', 'bank-b', 'bank-c'])('the fact checks on %s (studied)', (bank) => {
  it('catch all but one breach and flag no sound passage', () => {
    const t = totals(bank);
    expect(t.caught).toBeGreaterThanOrEqual(t.breaches - 1);
    expect(t.falseAlarms).toBe(0);
  });
});

describe('the fact checks on bank-d (only scored)', () => {
  // First scored: 30 of 64 breaches caught (scope 4/8, Priority 1 time 5/8, last resort 2/8, consent 4/8, retention
  // 6/8, the Commission 1/8, anonymous disclosure 3/8, the Code's scope 5/8), 6 of 64 sound passages flagged. (bank-c,
  // first scored the same way before it was studied: 29 of 64 caught, 6 flagged.)
  it('does not fall below what it measured', () => {
    const t = totals('bank-d');
    expect(t.caught).toBeGreaterThanOrEqual(30);
    expect(t.falseAlarms).toBeLessThanOrEqual(6);
  });
});
