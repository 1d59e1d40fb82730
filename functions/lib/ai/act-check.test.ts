import { describe, expect, it } from 'vitest';
import { ASSESSMENT_RULES } from '../../../shared/act/rules';
import { checkAgainstAct, durationsInHours, violates } from './act-check';

describe('durationsInHours', () => {
  it('reads durations in words and figures', () => {
    expect(durationsInHours('within 72 hours of becoming aware')).toEqual([72]);
    expect(durationsInHours('within thirty days, or 2 business days for a complaint')).toEqual([
      720,
      48 * 1.4,
    ]);
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

  it("finds a manager told a whistleblower's identity as a matter of course, but not with the discloser's consent", () => {
    const q = 'Who is told who made a whistleblower disclosure?';
    expect(
      ids(q, [
        "Discloser's General Manager notified of the disclosure and the discloser's identity, so that workplace support can be arranged.",
      ]),
    ).toEqual([['whistleblower-anonymous', true]]);
    expect(
      ids(q, [
        "The discloser's manager is told of the discloser's identity only with the discloser's written consent, so that support can be arranged.",
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
    ).toContainEqual(['restrictive-practices-safeguards', true]);
  });

  it('finds consent sought only once the practice has begun, and not a call to speak up or a review of medicines', () => {
    for (const late of [
      'Where a doctor charts an antipsychotic for agitation, the night RN gives the first dose and the unit manager then seeks consent from the guardian within five days.',
      'The lap belt is applied as the physiotherapist advises and the clinical lead records consent with the family in the following week.',
      'Consent to the bed rails is signed by the representative once the rails have been raised.',
    ])
      expect(ids('Do we need consent for a restraint?', [late]), late).toContainEqual([
        'restrictive-practices-safeguards',
        true,
      ]);
    for (const fine of [
      'In an emergency the RN may give the sedative and then seeks consent from the guardian within 24 hours.',
      'Anyone who sees a restraint being used without consent or as punishment should speak up to the manager or the Commission.',
      'The pharmacist and the GP review the psychotropic register for all residents every three months, marking any medicine that may be a chemical restraint.',
      'The RN obtains informed consent from the representative within two days, before the belt is applied.',
    ])
      expect(ids('Do we need consent for a restraint?', [fine]), fine).not.toContainEqual([
        'restrictive-practices-safeguards',
        true,
      ]);
  });

  it('quotes the Act once for a question both the restrictive practices rule and the chemical restraint rule touch', () => {
    expect(ids('Do we need consent before giving a PRN sedative?', [])).toEqual([
      ['chemical-restraint', false],
    ]);
    expect(ids('Can we use bed rails?', [])).toEqual([['restrictive-practices-safeguards', false]]);
    // The narrower rule finds the breach: the broader one's general quote adds nothing.
    expect(
      ids('Do we need consent for a sedative?', [
        'If a resident is agitated, the RN gives the PRN sedative and the family is told at the next review.',
      ]),
    ).toEqual([['chemical-restraint', true]]);
    // The broader rule finds it: the narrower one's quote goes.
    expect(
      ids('Do we need consent for a sedative?', [
        'Consent is not required when the doctor prescribes a sedative.',
      ]),
    ).toEqual([['restrictive-practices-safeguards', true]]);
  });

  it('finds consent from the next of kin or the closest relative, not from a decision-maker the law recognises', () => {
    const q = 'Who consents to a restrictive practice?';
    for (const sentence of [
      'A restrictive practice is only used with informed consent, given by the resident or, if the resident cannot make the decision, by their next of kin or the family member most involved in their care.',
      'Where the resident does not have capacity to consent to a restraint, consent is obtained from the next of kin recorded on the admission form.',
      // A condition about family is not a denial, and staff as the chain's last link are no decision-maker either.
      "Where the resident lacks capacity to consent to a restraint, consent may be given by the resident's next of kin or, if no family member can be contacted within a reasonable time, by the Director of Care of the home.",
      // The same written as a definition of who consents.
      "The person who gives informed consent to a restrictive practice: the resident, or where the resident lacks capacity to decide, the resident's next of kin or, where no family member can be contacted, the Director of Care.",
    ])
      expect(ids(q, [sentence])).toEqual([['restrictive-practices-safeguards', true]]);
    for (const sentence of [
      'Consent to a restrictive practice is given by the resident or, if they cannot decide, by their restrictive practices substitute decision-maker, who may be a family member.',
      'Consent to a restraint is given by the resident or the family member appointed as their guardian.',
      'Consent to a restrictive practice is never taken from a family member only because they are the next of kin.',
      'The person who gives informed consent to a restrictive practice: the resident, or their restrictive practices substitute decision-maker under state law.',
    ])
      expect(ids(q, [sentence])).toEqual([['restrictive-practices-safeguards', false]]);
  });

  it('finds a worked example that takes a restrictive step first and tries the alternatives after it', () => {
    const q = 'When may a restrictive practice such as the secure wing be used?';
    expect(
      ids(q, [
        'Because Mr R was at risk of leaving the building, the first step was to move him into Banksia, the secure wing, and the team then trialled alternatives over the following fortnight.',
      ]),
    ).toEqual([['restrictive-practices-safeguards', true]]);
    expect(
      ids(q, [
        'The team trialled alternatives for a fortnight, and only then, with consent, was Mr R offered a room in the secure wing.',
      ]),
    ).toEqual([['restrictive-practices-safeguards', false]]);
  });

  it("reads a table row by its own cells, not by a column's heading", () => {
    // The row is Priority 2's: the heading "It is Priority 1 if..." names the column, not the row.
    expect(
      ids('How fast do we report it?', [
        'Level: PRIORITY 2; It is Priority 1 if...: Any other reportable incident; Commission told: Within 30 days of any worker becoming aware; Follow-up: As required.',
      ]),
    ).toEqual([]);
    // A row that is Priority 1's by its own cell is still read.
    expect(
      ids('How fast do we report it?', [
        'Level: PRIORITY 1; When it applies: Injury needing medical treatment; Commission told: Within 48 hours of any worker becoming aware.',
      ]),
    ).toEqual([['sirs-priority-1', true]]);
    // Columns headed by the subjects keep them.
    expect(
      ids('How fast do we report it?', [
        'Incident: Fall with a fracture; Priority 1 — Commission: Within 48 hours; Priority 2 — Commission: Within 30 days.',
      ]),
    ).toEqual([['sirs-priority-1', true]]);
  });

  it('does not read a condition for closing a record, or a confirmed priority, as notifying only once proven', () => {
    const rule = ASSESSMENT_RULES.find((r) => r.id === 'sirs-alleged-suspected');
    if (!rule) throw new Error('rule missing');
    expect(
      violates(
        rule,
        'A case is closed only when every action is finished, the resident has been told the outcome of the review and each notification to the Commission is on file.',
      ),
    ).toBe(false);
    expect(
      violates(
        rule,
        'Step: Lodge P2 notice; Trigger: Priority 2 confirmed; Due: Within 30 days; Evidence: Commission reference.',
      ),
    ).toBe(false);
    // Notification held until an investigation finds it happened is still found.
    expect(
      violates(
        rule,
        'The incident is notified to the Commission only once the investigation outcome confirms it occurred.',
      ),
    ).toBe(true);
    expect(violates(rule, 'We notify the Commission once the allegation is confirmed by the manager.')).toBe(
      true,
    );
  });

  it('reads a refusal the policy respects, and rules it quotes as ones it does not make, as no breach', () => {
    const rule = (id: string) => {
      const found = ASSESSMENT_RULES.find((r) => r.id === id);
      if (!found) throw new Error(`${id} missing`);
      return found;
    };
    const refusal = rule('medicines-refusal');
    // "not" reaches every verb of the list, the hiding too.
    expect(
      violates(
        refusal,
        'When a resident declines a dose, the nurse will not argue, bargain or crush it into a dessert.',
      ),
    ).toBe(false);
    expect(
      violates(
        refusal,
        'If a client refuses, do not argue, but crush the tablet into a spoonful of custard instead.',
      ),
    ).toBe(true);
    const visiting = rule('rights-visiting');
    expect(
      violates(
        visiting,
        'Our homes never impose rules on every resident alike (such as "no visitors on Sunday mornings" or "lights out at 9 pm").',
      ),
    ).toBe(false);
    expect(violates(visiting, 'House rules: "no visitors on Sunday mornings"; "lights out at 9 pm".')).toBe(
      true,
    );
    expect(violates(visiting, 'Visitors are not permitted after 8 pm on any day.')).toBe(true);
  });

  it('says nothing when neither the question nor the text touches a rule', () => {
    expect(checkAgainstAct('Who cleans the kitchen?', ['The kitchen is cleaned daily.'])).toEqual([]);
  });
});
