// The assessment's fact checks on passages of provider policies written blind (eval/act-passages): each passage goes
// against one fact of the law or keeps to it. bank-a to bank-e were studied while the checks were built, each scored
// first while unseen (bank-c 29 of 64 breaches caught, 6 of 64 sound passages flagged; bank-d 30 and 6; bank-e 41
// and 1); bank-f, written after bank-e was studied, was scored first (31 and 3) and then studied; bank-g, written
// after that, is only scored.
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

describe.each(['bank-a', 'bank-b', 'bank-c', 'bank-d', 'bank-e'])(
  'the fact checks on %s (studied)',
  (bank) => {
    it('catch all but two breaches and flag no sound passage', () => {
      const t = totals(bank);
      expect(t.caught).toBeGreaterThanOrEqual(t.breaches - 2);
      expect(t.falseAlarms).toBe(0);
    });
  },
);

describe('the fact checks on bank-f (scored, then studied)', () => {
  // First scored: 31 of 64 breaches caught (scope 7/8, Priority 1 time 5/8, last resort 2/8, consent 3/8, retention
  // 5/8, the Commission 2/8, anonymous disclosure 3/8, the Code's scope 4/8), 3 of 64 sound passages flagged. Studied
  // for the Commission offered on any condition about the provider's own process, consent given, signed or
  // authorised by the provider's own people, disclosures routed through a manager, the Code kept for employees or
  // frontline staff, and practices used as a matter of course (bed rails "as standard", a sedative at the first sign or
  // on a standing order, a door locked from 7 pm): 57 of 64, the same 3 sound passages flagged. Still missed: a
  // Priority 1 clock started at a fortnightly meeting, a weekly summary or after Shabbat, and retention cut short on
  // request or when a member leaves.
  it('does not fall below what it measured', () => {
    const t = totals('bank-f');
    expect(t.caught).toBeGreaterThanOrEqual(57);
    expect(t.falseAlarms).toBeLessThanOrEqual(3);
  });
});

describe('the fact checks on bank-g (only scored)', () => {
  // Written blind after bank-f was studied. First scored: 25 of 64 breaches caught (scope 3/8, Priority 1 time 3/8,
  // last resort 3/8, consent 2/8, retention 5/8, the Commission 3/8, anonymous disclosure 3/8, the Code's scope 3/8),
  // 4 of 64 sound passages flagged.
  it('does not fall below what it measured', () => {
    const t = totals('bank-g');
    expect(t.caught).toBeGreaterThanOrEqual(25);
    expect(t.falseAlarms).toBeLessThanOrEqual(4);
  });
});
