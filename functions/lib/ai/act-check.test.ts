import { describe, expect, it } from 'vitest';
import { checkAgainstAct, durationsInHours } from './act-check';

describe('durationsInHours', () => {
  it('reads durations in words and figures', () => {
    expect(durationsInHours('within 72 hours of becoming aware')).toEqual([72]);
    expect(durationsInHours('within thirty days, or 2 business days for a complaint')).toEqual([720, 48]);
    expect(durationsInHours('kept for 7 years')).toEqual([7 * 8760]);
  });
});

describe('checkAgainstAct', () => {
  const ids = (q: string, s: string[]) => checkAgainstAct(q, s).map((f) => [f.ruleId, f.contradicted]);

  it('finds a reporting time limit longer than the Act allows', () => {
    const findings = checkAgainstAct('How fast do we report it?', [
      'Priority 1: report to the Commission within 72 hours.',
    ]);
    expect(findings[0]).toMatchObject({
      ruleId: 'sirs-priority-1',
      contradicted: true,
      policyText: 'Priority 1: report to the Commission within 72 hours.',
    });
    expect(findings[0]?.citation).toContain('Aged Care Act 2024');
    expect(ids('How fast do we report it?', ['Priority 1 incidents are reported within 24 hours.'])).toEqual(
      [],
    );
    expect(
      ids('When is a priority 1 incident reported?', ['Priority 1 incidents are reported within 24 hours.']),
    ).toEqual([['sirs-priority-1', false]]);
    expect(ids('Priority 2 deadline?', ['Priority 2 incidents are reported within 60 days.'])).toEqual([
      ['sirs-priority-2', true],
    ]);
  });

  it('finds a whistleblower protection taken away, and leaves a policy that keeps it', () => {
    expect(
      ids('Is an anonymous whistleblower protected?', ['To be protected you need to tell us who you are.']),
    ).toEqual([['whistleblower-anonymous', true]]);
    expect(
      ids('Is an anonymous whistleblower protected?', [
        'You can make a disclosure anonymously and you are still protected.',
      ]),
    ).toEqual([['whistleblower-anonymous', false]]);
  });

  it('finds restraint without consent, but not a rule that forbids it', () => {
    expect(
      ids('Can we put bed rails up?', [
        'Bed rails may be fitted at the family request; no behaviour support plan is needed.',
      ]),
    ).toEqual([['restrictive-practices-safeguards', true]]);
    expect(
      ids('Can we use a lap belt?', ['A lap belt must never be used without informed consent.']),
    ).toEqual([['restrictive-practices-safeguards', false]]);
    expect(
      ids('Do we need consent for a chemical restraint?', [
        'Consent is not required when the doctor prescribes it.',
      ]),
    ).toEqual([['restrictive-practices-safeguards', true]]);
  });

  it('says nothing when neither the question nor the text touches a rule', () => {
    expect(checkAgainstAct('Who cleans the kitchen?', ['The kitchen is cleaned daily.'])).toEqual([]);
  });
});
