// Applicability and the fact checks of an assessment: what a policy is assessed on, what is left out and why, and
// each checkable fact of the Act, stated wrongly or left out.
import { describe, expect, it } from 'vitest';
import { gatherEvidence } from './local/assess';
import { LocalAi } from './local/provider';
import {
  FINDING_CAP,
  OUTSIDE_CATEGORIES,
  OUTSIDE_TOPIC,
  REFERRED_ELSEWHERE,
  factFindings,
  planAssessment,
} from './assessment-plan';
import { parseDocument } from './text/document';

const ai = new LocalAi({ now: () => new Date('2026-11-24T00:00:00Z') });

const MEDICATION = `# Medication Management Policy

## Purpose
This policy sets out how we manage medicines safely for the people we support.

## Administration
Registered nurses administer Schedule 8 medicines and two staff check each dose against the medication chart.
Medicines are given at the prescribed time, and every administration is signed on the electronic medication chart.
Staff check the person's identity, the medicine, the dose, the route and the time before giving any medicine.

## Storage
Medicines are stored in locked trolleys and Schedule 8 medicines in a locked drug safe with a register.
Fridge temperatures are checked daily and kept between 2 and 8 degrees Celsius.

## Errors and incidents
A medication error is reported to the RN on duty, recorded in the incident system and reviewed by the Medication Advisory Committee.

## Review
A pharmacist reviews each person's medicines at least every 12 months, and after any hospital stay.
`;

const findingsFor = (text: string, topics: string[]) => factFindings(parseDocument(text), topics);
/** The rules a text is found to go against. */
const rules = (text: string, topics: string[]) =>
  findingsFor(text, topics)
    .filter((f) => f.kind === 'contradiction')
    .map((f) => f.ruleId);

/** Asserts that a rule finds each sentence that breaks it and none of those that keep it. */
function expectRule(
  ruleId: string,
  topics: string[],
  breaks: readonly string[],
  keeps: readonly string[],
): void {
  for (const text of breaks) expect(rules(text, topics), text).toContain(ruleId);
  for (const text of keeps) expect(rules(text, topics), text).not.toContain(ruleId);
}

describe('applicability', () => {
  it('assesses a medication policy on its topic and lists the rest as not assessed, unscored', async () => {
    const out = await ai.assessPolicy({ text: MEDICATION, fileName: 'medication.md' });
    expect(out.topics).toEqual(['medicines']);
    expect(out.sections[0]?.id).toBe('medicines');
    const ids = out.sections.map((s) => s.id);
    for (const off of ['whistleblower', 'complaints', 'standard-6', 'standard-7'])
      expect(ids).not.toContain(off);
    expect(out.notAssessed?.find((n) => n.id === 'whistleblower')?.reason).toBe(OUTSIDE_TOPIC);
    // No suggestion about a requirement it was not assessed on.
    expect(out.summary).not.toMatch(/whistleblow/i);
  });

  it('leaves out requirements that do not apply to the provider registration categories', () => {
    const plan = planAssessment(MEDICATION, { registrationCategories: [1, 3] });
    expect(plan.assessed).not.toContain('medicines');
    expect(plan.notAssessed.find((n) => n.id === 'medicines')?.reason).toBe(OUTSIDE_CATEGORIES);
    expect(planAssessment(MEDICATION, { registrationCategories: [6] }).assessed).toContain('medicines');
  });
});

describe('applicability of what a policy only touches', () => {
  const COMPLAINTS = `# Complaints and Feedback Policy

## How to make a complaint
Anyone can make a complaint to any staff member, in person, by phone, in writing or through an advocate.
We acknowledge every complaint within 2 business days and aim to resolve it within 30 days.
You can take a complaint to the Aged Care Quality and Safety Commission at any time.
No one will be treated differently for making a complaint.

## Staff training and responsibilities
All staff complete training on handling complaints at induction and every year, with competency checks and supervision.
Staff are screened before they start and have clear position descriptions.

## Records
Each complaint is recorded in the complaints register, kept securely for 7 years and reported to the Board.
`;

  it("does not score the workforce or records requirements from a complaints policy's training and records sections", () => {
    const plan = planAssessment(COMPLAINTS);
    expect(plan.primary).toEqual(['complaints']);
    expect(plan.assessed).not.toContain('workforce');
    expect(plan.assessed).not.toContain('records');
    expect(plan.notAssessed.find((n) => n.id === 'workforce')?.reason).toBe(OUTSIDE_TOPIC);
  });

  it('does not take the complaint files a records policy lists for a second topic of the policy', () => {
    const records = `# Records Management and Retention

## Retention schedule
| Record class | Keep for | Clock starts |
|---|---|---|
| Care records | 7 years | Last service |
| Complaint files, including letters to and from the Aged Care Quality and Safety Commission and the Complaints Commissioner | 7 years | Complaint closed |
| Feedback forms, anonymous complaints received by phone, by email or in writing, and the complaints register | 7 years | Entry closed |
| Acknowledgements sent within 2 business days, investigation notes and the outcome of each complaint | 7 years | Complaint resolved |
| Open disclosure and apology letters, and notes showing no reprisal or effect on the person's care without fear | 7 years | Letter sent |

## Access
People may ask to see their records at any time; we respond within 30 days and record every request.
Records are stored securely and destroyed only when their retention period has ended.
`;
    const plan = planAssessment(records);
    expect(plan.primary).toContain('records');
    expect(plan.primary).not.toContain('complaints');
  });

  it('does not score a related topic that one sentence names in passing', () => {
    const incidents = `# Incident Management Policy

## Responding
Staff make the resident safe and record every incident in the incident register the same shift.
The manager reviews every incident within one business day and decides whether it is reportable.
Priority 1 reportable incidents are notified to the Aged Care Quality and Safety Commission within 24 hours and Priority 2 incidents within 30 days.
The manager investigates each incident, records the outcome and offers open disclosure to the resident and their family.
Residents affected by an incident are offered follow-up care and support from an advocate.

## Review
Incident trends are reported to the Board each quarter and the actions taken are checked.
An annual review of the incident management system, including feedback from residents and staff, goes to the Board.
`;
    expect(planAssessment(incidents).assessed).not.toContain('complaints');
    const withComplaints = `${incidents}
## When someone is unhappy with how we responded
A resident or family member can make a complaint about how an incident was handled, and we acknowledge it within 2 business days.
Complaints can also be taken to the Aged Care Quality and Safety Commission at any time, and we tell people about advocacy services.
`;
    expect(planAssessment(withComplaints).assessed).toContain('complaints');
  });

  it("does not take a topic the title does not name for the policy's own from its words alone", () => {
    // An incident procedure's open disclosure, feedback and Commission words are most of what complaints handling needs,
    // but no heading of it is about complaints.
    const incidents = `# Incident Management and Serious Incident Reporting

## Responding
Staff make the person safe, call the coordinator and record the incident in the app the same day.
The coordinator gives the person and their family open disclosure: what happened, an apology and what we will do.
Anyone can give feedback about how an incident was handled, and we acknowledge it within 2 business days.

## Reporting to the Commission
The Quality Manager notifies Priority 1 incidents to the Aged Care Quality and Safety Commission within 24 hours and Priority 2 incidents within 30 days.
The person can contact the Commission or an advocate at any time, and nobody is treated differently for raising a concern.
The outcome of every investigation is explained to the person, and what we changed is reported to the Board.

## Monitoring
Anyone, whether a worker, a client or a family member, may report an incident or concern in person, by phone or in the app.
The Quality Manager reports incident trends monthly to the Care Governance Committee, and the improvements made are checked.
`;
    const plan = planAssessment(incidents);
    expect(plan.primary).toContain('incidents');
    expect(plan.primary).not.toContain('complaints');
  });

  it("takes a script's title from under the provider's place line, and its plain words for speaking up as whistleblowing", () => {
    const script = `# Kookaburra Elders Corporation
### Elders Home and Home Support · Bourke NSW

## Script 6: Speaking up safely
### (Whistleblower protections)

Anyone who works with us, staff, volunteers and contractors, and Elders and their families can speak up this way.
You can speak up about abuse, neglect, stealing or any other wrongdoing in aged care.
You can tell the coordinator, the CEO or the Board Chair, or go straight to the Commission on 1800 951 822.
You can speak up anonymously and you are still protected.
Your identity is kept confidential unless you agree or the law requires it.
No payback: no one can cut your shifts or treat you badly because you spoke up.
The CEO looks into every concern and tells you what happened, as our Whistleblower Policy sets out.
`;
    expect(parseDocument(script).subtitle).toBe('Script 6: Speaking up safely — (Whistleblower protections)');
    const plan = planAssessment(script);
    expect(plan.primary).toEqual(['whistleblower']);
    expect(plan.evidence.requirements.get('whistleblower')?.score).toBeGreaterThanOrEqual(70);
  });

  it('takes a policy named in an italic line in brackets under a title in the house words', () => {
    const rulebook = `# WATTLEBIRD ROWING CLUB CARE CO-OP

## RULE 12 — GRIEVANCES ON THE WATER

*(the Co-op's complaints and feedback policy)*

### 12.1 Lodging
12.1.1 Any member, resident or family may lodge a grievance with the Captain or any coach, in person or in writing.
12.1.2 A grievance is acknowledged within two days and resolved within thirty days where it can be.
`;
    expect(parseDocument(rulebook).subtitle).toBe(
      'RULE 12 — GRIEVANCES ON THE WATER — complaints and feedback policy',
    );
    expect(planAssessment(rulebook).primary).toContain('complaints');
    // A line of emphasis that names no kind of document is not a title.
    expect(parseDocument('# Rule 12\n\n*(the rowers on the river)*\n\nText.\n').subtitle).not.toBe(
      'rowers on the river',
    );
  });

  it("takes a deed's title from under the provider's legal name, and a deed on Disclosers for a whistleblower policy", () => {
    const deed = `# DEED POLL

## Kooringal Homes Limited

### Deed Poll No. 2 of 2025 — Protection of Persons Making Disclosures

**THIS DEED POLL** is made by Kooringal Homes Limited in favour of each Discloser.

### 1. Undertaking
1.1 A Disclosure may be made orally or in writing, at any time, to the Integrity Officer or to the Aged Care Quality and Safety Commission.
1.2 The Corporation shall not disclose the identity of a Discloser except with the Discloser's written consent or as the law requires.
1.3 The Corporation shall not cause Detriment to any person because that person has made a Disclosure.
`;
    expect(parseDocument(deed).subtitle).toBe(
      'Deed Poll No. 2 of 2025 — Protection of Persons Making Disclosures',
    );
    expect(planAssessment(deed).primary).toEqual(['whistleblower']);
  });

  it('does not take a briefing for staff for a workforce policy', () => {
    const briefing = `# STAFF MEETING BRIEFING NOTE

## Keeping, storing and destroying records

### How long we keep records
Care records are kept for 7 years after the last entry, and records of a death for 7 years after it.
Staff file every record in the client system the same day and never keep records on personal phones.
Records are stored securely, and only the people who need them can open them.
Paper records are destroyed only by the secure shredding service once their retention period has ended.
The Records Officer checks the archive every month, and the Privacy Officer deals with any data breach.
Staff complete records training at induction and every year after, and new staff are shown the system on their first day.
`;
    const plan = planAssessment(briefing);
    expect(plan.primary).toContain('records');
    expect(plan.primary).not.toContain('workforce');
  });

  it('does not take "record" in a title of steps ("respond, record, report") for a records policy', () => {
    const incidents = `# Serious incidents: respond, record, report

## Respond
Staff make the resident safe, give first aid and call the RN in charge.

## Record
Every incident is recorded in Riskman before the end of the shift, and findings and actions are recorded and tracked to completion.

## Report
The Facility Manager decides whether the incident is reportable and notifies the Commission.
Priority 1 reportable incidents are notified within 24 hours and Priority 2 incidents within 30 days.
The Facility Manager notifies police within 24 hours where there are reasonable grounds to report.
Residents and their families are offered open disclosure and support after an incident.
`;
    const plan = planAssessment(incidents);
    expect(plan.primary).toEqual(['incidents']);
    expect(plan.assessed).not.toContain('records');
  });

  it('does not take "Storage" in a records title for medicines, but does in a title that names no topic', () => {
    const body = `
## Where records are kept
Care and clinical records, including medication charts and the drug register, are stored in the electronic care system.
Paper medication charts are stored in a locked room and scanned within two days.
Records are kept for 7 years after the resident leaves and then destroyed securely.
Medicines are stored in locked trolleys and administered by registered nurses against the chart.
`;
    const records = planAssessment(
      `# Harbour Homes\n\n## Audit Tool 7: Records Retention, Storage and Disposal\n${body}`,
    );
    expect(records.primary).toEqual(['records']);
    expect(records.assessed).not.toContain('medicines');
    const medicines = planAssessment(
      `# Storage and Administration Procedure\n${body.replace('## Where records are kept', '## Trolleys and rooms')}`,
    );
    expect(medicines.primary).toContain('medicines');
  });

  it('takes a guide on calls to "blow the whistle" for a whistleblower policy, and "Information" in a records title for records alone', () => {
    const guide = planAssessment(`# Calls from staff who want to blow the whistle

### Who is protected
Any staff member who blows the whistle on abuse, neglect or fraud is protected by the Aged Care Act.
A caller can stay anonymous and is still protected, and their identity is kept confidential.
No staff member may be victimised for blowing the whistle, and the caller may go straight to the Commission.
Staff who call after hours are put through to the on-call manager, who follows this guide.
`);
    expect(guide.primary).toEqual(['whistleblower']);
    const charter = planAssessment(`# RECORDS AND INFORMATION KEEPING CHARTER

## Keeping records
Care records are kept for 7 years after the Elder leaves our care, then destroyed securely.
Records are kept in the care system, and paper records in a locked room.
Only workers who need a record for their work may open it, and every access is logged.
Personal information in a record is kept confidential.
`);
    expect(charter.primary).toEqual(['records']);
    expect(charter.findings.map((f) => f.ruleId)).not.toContain('privacy-breach-notification-stated');
  });

  it("reads a stack of bold lines under the provider's name as the title, and a bold criterion with a note in brackets as a heading", () => {
    const statement = `# Harbour Aged Living Ltd

**MANAGEMENT ASSURANCE STATEMENT**
**MAS 2026-Q1-09 · Speak Up (Whistleblower) Program**

## Part 1 · Statement
Workers, volunteers, residents and families can make a disclosure to the Speak Up Protection Officer or to the Commission.
The identity of a discloser is kept confidential and only shared with their consent.
The Code of Conduct for Aged Care applies to every worker and Board member.
`;
    expect(parseDocument(statement).subtitle).toBe(
      'MANAGEMENT ASSURANCE STATEMENT — MAS 2026-Q1-09 · Speak Up (Whistleblower) Program',
    );
    expect(planAssessment(statement).primary[0]).toBe('whistleblower');
    const criterion = parseDocument(`# Tender Response

> **Criterion C5: Person-centred care, rights and cultural safety** (weighting 15%; word limit 1,500)
>
> Describe how your organisation upholds the rights of older people.

We uphold every right in the Statement of Rights.
`);
    expect(criterion.headings.map((h) => h.text)).toContain(
      'Criterion C5: Person-centred care, rights and cultural safety',
    );
  });

  it('does not read a "Response" heading as one on responsibilities (governance)', () => {
    const incidents = `# Incident Response Policy

## Immediate response
Staff make the person safe, give first aid and call an ambulance or the police where needed.
Every incident is recorded in the incident management system the same shift.
Priority 1 reportable incidents are reported to the Commission within 24 hours and Priority 2 incidents within 30 days.
`;
    const plan = planAssessment(incidents);
    expect(plan.evidence.requirements.get('standard-2')?.titleHit).toBe(false);
    expect(plan.assessed).not.toContain('standard-2');
  });

  it('assesses a requirement the title names, however the provider heads the document', () => {
    const text = `# Wattle Grove Community Care Inc.

## How We Behave: Code of Conduct and Worker Screening

Everyone who works for us, including volunteers and contractors, follows the Code of Conduct for Aged Care.
Every worker has a police check or NDIS worker screening clearance before they start, renewed every 3 years.
New workers complete induction training and annual refresher training, and supervisors check their competence.
`;
    const plan = planAssessment(text);
    expect(plan.primary).toEqual(expect.arrayContaining(['code-of-conduct', 'workforce']));
  });

  it("does not take an example of wrongdoing to speak up about for the provider's own practice", () => {
    const text = `# Speaking Up Policy

## What can I speak up about?
Anything you suspect is a breach of aged care law. For example:
- restrictive practices being used without consent or without a behaviour support plan;
- money being taken from a resident.

## How
You can speak up anonymously, to the Speak Up Officer or straight to the Aged Care Quality and Safety Commission.
No one will be victimised for speaking up.
`;
    const plan = planAssessment(text);
    expect(plan.findings.filter((f) => f.requirementId === 'restrictive-practices')).toEqual([]);
    expect(plan.assessed).not.toContain('restrictive-practices');
    // The same sentence in a restrictive practices policy is the provider's own practice.
    expect(
      findingsFor(
        `# Restrictive Practices\n\nThis includes:\n- bed rails being used without consent when a resident is restless.\n`,
        ['restrictive-practices'],
      ).some((f) => f.ruleId === 'restrictive-practices-safeguards'),
    ).toBe(true);
  });
});

describe('fact checks', () => {
  it('finds a Priority 1 time limit longer than 24 hours, and a Priority 2 one longer than 30 days', () => {
    const text =
      'Priority 1 reportable incidents are notified to the Commission within two business days. Priority 2 incidents are notified within 60 days.';
    const found = findingsFor(text, ['incidents']);
    expect(found.map((f) => [f.ruleId, f.kind])).toEqual([
      ['sirs-priority-1', 'contradiction'],
      ['sirs-priority-2', 'contradiction'],
    ]);
    expect(found[0]?.policyText).toContain('two business days');
    expect(found[0]?.actText).toContain('within 24 hours');
    expect(found[0]?.citation).not.toBe('');
  });

  it("reads the lines of a table cell with the row's label", () => {
    const text =
      '| Category | What we do |\n|---|---|\n' +
      '| Priority 1 | Steps:<br>1. Make the person safe.<br>2. The Operations Lead lodges the report with the Commission within 72 hours. |\n';
    const found = findingsFor(text, ['incidents']).filter((f) => f.kind === 'contradiction');
    expect(found.map((f) => f.ruleId)).toEqual(['sirs-priority-1']);
    expect(found[0]?.policyText).toContain('within 72 hours');
  });

  it('finds an incident policy silent on the Priority 1 and Priority 2 time limits', () => {
    const found = findingsFor('Staff report every incident to the manager, who decides what to do.', [
      'incidents',
    ]);
    expect(found.map((f) => f.ruleId)).toEqual(['sirs-priority-1-stated', 'sirs-priority-2-stated']);
    expect(found.every((f) => f.kind === 'missing')).toBe(true);
    expect(
      findingsFor('Priority 1 incidents are reported within 24 hours; Priority 2 within 30 days.', [
        'incidents',
      ]),
    ).toEqual([]);
  });

  it('reads a time limit under a label or heading that names its priority, but not a limit for telling anyone else', () => {
    const labelled = [
      '**Q9. Priority 1: report to the Commission.**',
      'The Operations Coordinator lodges a report with the Commission through the provider portal within 72 hours of becoming aware.',
      '',
      '**Q10. Priority 2: report to the Commission.**',
      'The Operations Coordinator lodges the report through the provider portal within **30 days** of becoming aware.',
    ].join('\n');
    const found = findingsFor(labelled, ['incidents']);
    expect(found.map((f) => [f.ruleId, f.kind])).toEqual([['sirs-priority-1', 'contradiction']]);
    expect(found[0]?.policyText).toContain('within 72 hours');
    const headed =
      '## Priority 1 incidents\n\nNotify the Commission through the My Aged Care portal within three days.\n\n## Priority 2 incidents\n\nNotify the Commission within 30 days.';
    expect(findingsFor(headed, ['incidents']).map((f) => f.ruleId)).toEqual(['sirs-priority-1']);
    // Stated under its label, the limit is not missing.
    const stated = headed.replace('within three days', 'within 24 hours');
    expect(findingsFor(stated, ['incidents'])).toEqual([]);
    // The family told within three days, or a heading over both priorities: no limit of the Commission's.
    expect(
      findingsFor(
        stated.replace(
          'Notify the Commission through the My Aged Care portal within 24 hours.',
          'Notify the Commission through the portal within 24 hours. Tell the family within three days.',
        ),
        ['incidents'],
      ),
    ).toEqual([]);
    expect(
      findingsFor('## Priority 1 and Priority 2 incidents\n\nNotify the Commission within 72 hours.', [
        'incidents',
      ]).map((f) => f.ruleId),
    ).toEqual(['sirs-priority-1-stated', 'sirs-priority-2-stated']);
  });

  it('finds a complaints policy that never mentions the Commission', () => {
    // Not told of the Commission, and the internal review called the end of the matter.
    expect(
      findingsFor('The CEO review is the final stage of a complaint.', ['complaints']).map((f) => f.ruleId),
    ).toEqual(expect.arrayContaining(['complaints-external', 'complaints-commission-any-time']));
    expect(
      findingsFor(
        'You can contact the Aged Care Quality and Safety Commission at any time. Complaining will never affect your care.',
        ['complaints'],
      ),
    ).toEqual([]);
  });

  it('finds a complaints policy with no promise against reprisal, and a reprisal, under rights as well', () => {
    const commission = 'You can contact the Aged Care Quality and Safety Commission at any time.';
    const silent = findingsFor(commission, ['complaints']);
    expect(silent.map((f) => `${f.ruleId}:${f.requirementId}`)).toEqual([
      'complaints-no-reprisal-stated:complaints',
      'complaints-no-reprisal-stated:rights',
    ]);
    expect(silent[1]?.citation).toMatch(/ss 23-24|s 23|Statement of Rights/);
    // The promise in other words.
    for (const promise of [
      'Your services will not be reduced, changed or stopped because you made a complaint.',
      'No worker will treat you differently because you spoke up.',
      'Speaking up will never count against you.',
      'We make it safe for clients to tell us, without anything bad happening to them because of it.',
    ])
      expect(findingsFor(`${commission} ${promise}`, ['complaints'])).toEqual([]);
    const reprisal = findingsFor(
      `${commission} Complaining will never affect your care. Clients who keep raising a complaint after the CEO's decision may have their services reviewed, and we may give notice under the service agreement that we will end those services.`,
      ['complaints'],
    );
    expect(reprisal.map((f) => `${f.ruleId}:${f.requirementId}`)).toEqual([
      'complaints-no-reprisal:complaints',
      'complaints-no-reprisal:rights',
    ]);
    expect(reprisal[1]?.policyText).toMatch(/end those services/);
  });

  it('finds whistleblower rules that take away the protection the Act gives', () => {
    const text = [
      'To be protected you must give your name when you make a disclosure.',
      'You must first raise your concern with your manager before going to the Commission.',
    ].join(' ');
    const found = findingsFor(text, ['whistleblower']);
    expect(found.filter((f) => f.ruleId === 'whistleblower-anonymous')).toHaveLength(2);
    expect(found.map((f) => f.ruleId)).toContain('whistleblower-no-victimisation');
  });

  it("finds a prescriber's order taken for consent, the family told at a later meeting, and a refused tablet given unnoticed", () => {
    expect(
      rules(
        "Where a resident cannot give consent, the GP's signed order is the authority for the bed rail.",
        ['restrictive-practices'],
      ),
    ).toContain('restrictive-practices-safeguards');
    expect(
      rules('The Care Manager tells the family about any new lap belt at the next family meeting.', [
        'restrictive-practices',
      ]),
    ).toContain('restrictive-practices-safeguards');
    expect(
      rules("The Care Manager tells the family about the resident's weight at the next family meeting.", [
        'restrictive-practices',
      ]),
    ).toEqual([]);
    expect(
      rules(
        "If Mr Lee refuses his evening tablets, the carer can serve them again in a little custard so he doesn't notice.",
        ['medicines'],
      ),
    ).toContain('medicines-refusal');
    expect(
      rules(
        'If Mr Lee refuses his evening tablets, offer them again later with a glass of juice and tell him what they are.',
        ['medicines'],
      ),
    ).toEqual([]);
  });

  it('finds anonymous reports refused the protection, a final internal decision that closes a complaint, and reads "No record ... may be disposed of" as a prohibition', () => {
    expect(
      rules(
        'Anonymous reports are not treated as whistleblower disclosures. We do not count unnamed concerns as protected disclosures.',
        ['whistleblower'],
      ),
    ).toEqual(['whistleblower-anonymous']);
    expect(
      rules('Anonymous reports are treated as protected disclosures and are never treated as less serious.', [
        'whistleblower',
      ]),
    ).toEqual([]);
    expect(
      rules(
        "The Committee's decision is the final stage of our complaints process and closes the complaint.",
        ['complaints'],
      ),
    ).toEqual(['complaints-commission-any-time']);
    // An item under a lead-in that opens with a condition ("If ... not happy ...:") is not a list of what is barred.
    expect(
      rules(
        "## Taking it further\n\nIf the family is not happy with the manager's answer:\n\n- they may ask the General Manager to look again;\n- the General Manager's review is the last step and closes the complaint.\n",
        ['complaints'],
      ),
    ).toEqual(['complaints-commission-any-time']);
    expect(
      rules(
        "## Taking it further\n\nStaff must never:\n\n- tell a family that the manager's decision is final and closes the complaint.\n",
        ['complaints'],
      ),
    ).toEqual([]);
    // Another body named as the only one outside the provider denies the Commission; naming it beside the Commission
    // does not.
    expect(
      rules(
        'If you are still unhappy with how we handled your complaint, you can contact the Health Complaints Commissioner, which is the only independent body that reviews our complaint decisions.',
        ['complaints'],
      ),
    ).toContain('complaints-only-external');
    expect(
      rules(
        'If you are still unhappy with how we handled your complaint, the Ombudsman and the Aged Care Quality and Safety Commission are the external bodies you can go to.',
        ['complaints'],
      ),
    ).not.toContain('complaints-only-external');
    expect(
      rules(
        "The Committee's decision is the final stage of our process and closes the complaint with us; you can still go to the Commission.",
        ['complaints'],
      ),
    ).toEqual([]);
    expect(
      rules(
        'Care records are kept for 7 years. No record of a class listed in Schedule 2 may be disposed of before the end of the minimum retention period in that Schedule.',
        ['records'],
      ),
    ).toEqual([]);
    expect(
      rules(
        'Care records are kept for 7 years. Records may be disposed of before the end of the retention period when no longer needed.',
        ['records'],
      ),
    ).toEqual(['records-destroyed-early']);
  });

  it('finds an anonymous communication that is no Disclosure, consent sought at the next care conference, and the Board working to values instead of the Code', () => {
    expect(
      rules('An anonymous communication shall not constitute a Disclosure for the purposes of this deed.', [
        'whistleblower',
      ]),
    ).toEqual(['whistleblower-anonymous']);
    expect(
      rules(
        'The Corporation shall not be obliged to act upon any Disclosure that does not disclose the name of the Discloser.',
        ['whistleblower'],
      ),
    ).toEqual(['whistleblower-anonymous']);
    expect(
      rules('You are not required to give your name, and we act on every disclosure made without it.', [
        'whistleblower',
      ]),
    ).toEqual([]);
    expect(
      rules(
        'The RN may give a PRN antipsychotic and the care manager will seek consent from the resident at the next scheduled care conference.',
        ['restrictive-practices'],
      ),
    ).toContain('restrictive-practices-safeguards');
    expect(
      rules(
        'The Code of Conduct is for our care teams; our Board, executives and support office work to the Caravel Way values instead.',
        ['code-of-conduct'],
      ),
    ).toEqual(['code-scope']);
    expect(
      rules('Our Board and office staff now work to the Code instead of the old handbook.', [
        'code-of-conduct',
      ]),
    ).toEqual([]);
  });

  it("finds protection kept for named callers, the caller's manager told who came forward, a final review, completion as effectiveness, and reads a record kept until closed and the minimum period", () => {
    expect(
      rules('We can only protect people who give us their name, so ask for it first.', ['whistleblower']),
    ).toEqual(['whistleblower-anonymous']);
    expect(
      rules('We can only protect your identity if you keep the matter to yourself.', ['whistleblower']),
    ).toEqual([]);
    expect(
      rules("In the morning, let the caller's Residential Manager know who has come forward.", [
        'whistleblower',
      ]),
    ).toEqual(['whistleblower-anonymous']);
    expect(rules("Never let the caller's manager know who has come forward.", ['whistleblower'])).toEqual([]);
    expect(
      rules("The General Manager's review is the final step, and the decision closes the complaint.", [
        'complaints',
      ]),
    ).toEqual(['complaints-commission-any-time']);
    const measured = findingsFor(
      "The Board measures whether the Corporation's learning program is effective by the completion rate of mandatory learning.",
      ['workforce', 'standard-2'],
    ).filter((f) => f.ruleId === 'training-effectiveness');
    expect(measured.map((f) => f.requirementId)).toEqual(['workforce']);
    expect(
      rules(
        'Care records are kept for 7 years. Records of a complaint to the Commission are kept until the matter is finally closed and the minimum period has passed.',
        ['records'],
      ),
    ).toEqual([]);
    expect(
      rules('Care records are kept for 7 years. Complaint records are kept until the matter is closed.', [
        'records',
      ]),
    ).toEqual(['records-retention']);
  });

  it("reads each clause's time limit as its own priority's, and finds a house code that replaces any other, consent not needed for a charted PRN, and training working when completed", () => {
    expect(
      rules(
        'The office lodges Priority 1 reports with the Commission within 48 hours of us finding out, and Priority 2 reports within 30 days.',
        ['incidents'],
      ),
    ).toEqual(['sirs-priority-1']);
    for (const sound of [
      'The Director of Care notifies the Commission within 24 hours of becoming aware if it is a Priority 1 incident, and within 30 days if it is a Priority 2 incident.',
      'It is reported to the Commission within 24 hours (Priority 1) or 30 days (Priority 2).',
      'Priority 1 incidents are reported to the Commission within 24 hours and Priority 2 within 30 days.',
    ])
      expect(rules(sound, ['incidents'])).toEqual([]);
    expect(
      rules(
        'The Pelican Promise is our code of conduct, and it replaces any other code you might have been given at your last job.',
        ['code-of-conduct'],
      ),
    ).toEqual(['code-scope']);
    expect(
      rules('The Aged Care Code of Conduct replaces any other code you followed before.', [
        'code-of-conduct',
      ]),
    ).toEqual([]);
    expect(
      rules(
        'A PRN antipsychotic the GP has charted for agitation is already authorised, so no separate consent is needed before you give it.',
        ['restrictive-practices'],
      ),
    ).toContain('restrictive-practices-safeguards');
    expect(
      rules('Never give a PRN psychotropic so that a resident is "easier" for a short-staffed shift.', [
        'restrictive-practices',
      ]),
    ).toEqual([]);
    expect(
      rules(
        'We know our training is working when the training register shows that every worker has completed every module.',
        ['workforce'],
      ),
    ).toEqual(['training-effectiveness']);
  });

  it('finds consent not sought, effectiveness measured by who is up to date, and volunteers bound instead by another rule', () => {
    expect(
      rules(
        "The prescriber's documented assessment is the authority for its use, and separate informed consent from the resident or their representative is not sought.",
        ['restrictive-practices'],
      ),
    ).toContain('restrictive-practices-safeguards');
    expect(
      rules(
        'In an emergency, consent is not sought before the restraint is used, and the family is told straight after.',
        ['restrictive-practices'],
      ),
    ).not.toContain('restrictive-practices-safeguards');
    expect(
      rules(
        'The co-op measures whether its training is working by one number: the percentage of staff who are up to date with their mandatory modules.',
        ['workforce'],
      ),
    ).toEqual(['training-effectiveness']);
    expect(
      rules(
        "The Code of Conduct for Aged Care is applied to our employed staff; members of the Board and our volunteers are bound instead by the Society's Rule of Service.",
        ['code-of-conduct'],
      ),
    ).toEqual(['code-scope']);
  });

  it('finds only identified disclosures accepted, directors "not personally bound", and training that "works when" completed', () => {
    expect(
      rules(
        'We recommend that the procedure accept only disclosures where the discloser identifies themselves.',
        ['whistleblower'],
      ),
    ).toEqual(['whistleblower-anonymous']);
    expect(
      rules('Directors of the Board are not workers and are not personally bound by the Code.', [
        'code-of-conduct',
      ]),
    ).toEqual(['code-scope']);
    expect(
      rules(
        "We know our training works when every worker's mandatory modules show 100% completion by 31 March.",
        ['workforce'],
      ),
    ).toEqual(['training-effectiveness']);
  });

  it('finds an order that is "our authority" for a chemical restraint, a complaint closed after the last step, and an unsigned note not followed up', () => {
    expect(
      rules(
        'Your signed order on the eNRMC is our authority to start a chemical restraint, and the RN tells the representative at the next care conference.',
        ['restrictive-practices'],
      ),
    ).toContain('restrictive-practices-safeguards');
    expect(
      rules(
        "Anne's review is the last step, and once she has written to the client, the complaint is closed.",
        ['complaints'],
      ),
    ).toEqual(['complaints-commission-any-time']);
    expect(
      rules('We cannot follow up or investigate an unsigned note, so please put your name on it.', [
        'whistleblower',
      ]),
    ).toEqual(['whistleblower-anonymous']);
  });

  it("does not read an action plan's task or an audit finding of early destruction as the provider's practice", () => {
    const sheet = `# A3: Records retention

## 2. Current condition

| Finding | Detail |
|---|---|
| Files of clients who left in 2016–2017 destroyed in 2022 | Destroyed early; no destruction register entry |
| Paper files stored in the garage | Damp; two boxes damaged |

## 5. Our standard
Client records are kept for 7 years after the client's last service, then destroyed securely.

## 6. Plan

| Action | Who | By when |
|---|---|---|
| Add "retain until" date field to closed Visitbook files | Systems Officer | 28 Feb 2026 |
| Move paper files to the archive room | Office Manager | 31 Jan 2026 |
`;
    expect(rules(sheet, ['records'])).toEqual([]);
  });

  it('does not read a line that keeps records for 7 years as an example of early destruction', () => {
    const table = `# Records: Then and Now

| Topic | Then (to 31 October 2025) | Now (from 1 November 2025) |
|---|---|---|
| Residents who left | Files of residents who left by 31 October 2025 were reviewed | Kept to the 7-year standard |
| Records that existed on 1 November 2025 | Were due for destruction under the 3-year rule | Any record not yet destroyed on 1 November 2025 is kept for 7 years |

Care records are kept for 7 years after a resident leaves, then destroyed securely.
`;
    expect(rules(table, ['records'])).toEqual([]);
  });

  it('finds restraint without consent or a behaviour support plan, or as a first response', () => {
    const found = findingsFor(
      'Where behaviour escalates, staff may use PRN sedation as the first response. Bed rails may be used without consent when staff consider it necessary.',
      ['restrictive-practices'],
    );
    expect(found.map((f) => f.ruleId)).toEqual(
      expect.arrayContaining([
        'restrictive-practices-safeguards',
        'restrictive-practices-bsp',
        'restrictive-practices-last-resort',
      ]),
    );
  });

  it("finds a prescriber's order taken as enough consent, but not a record of the alternatives tried first", () => {
    const ids = (text: string) => findingsFor(text, ['restrictive-practices']).map((f) => f.ruleId);
    expect(
      ids(
        "Where a resident cannot give consent themselves, the prescribing GP's signed authorisation on the medication chart is sufficient consent and the practice can start the same day.",
      ),
    ).toContain('restrictive-practices-safeguards');
    expect(
      ids(
        'Every PRN psychotropic dose is followed by an RN note of the reason, the alternatives tried first and the effect.',
      ),
    ).not.toContain('restrictive-practices-safeguards');
    expect(
      ids('Staff give PRN sedation, and then alternatives are tried if the resident is still distressed.'),
    ).toContain('restrictive-practices-safeguards');
    // Nor a record of them made after an emergency use.
    expect(
      ids(
        'After an emergency use of a lap belt the nurse in charge then documents what happened, why, and the alternatives that were tried.',
      ),
    ).not.toContain('restrictive-practices-safeguards');
  });

  it('finds records kept under 7 years, and a records policy with no retention period', () => {
    expect(
      findingsFor('Care records are retained for three years and then destroyed.', ['records'])[0]?.ruleId,
    ).toBe('records-retention');
    expect(findingsFor('Records are stored securely in the electronic system.', ['records'])[0]?.ruleId).toBe(
      'records-retention-stated',
    );
    expect(findingsFor('Care records are kept for 7 years after the last entry.', ['records'])).toEqual([]);
  });

  it('finds a Code of Conduct policy for employees only, without the duties to raise concerns or care free from harm', () => {
    const found = findingsFor(
      'This policy applies to all people we employ. Staff must be polite and on time.',
      ['code-of-conduct'],
    );
    expect(found.map((f) => f.ruleId)).toEqual([
      'code-named',
      'code-raise-concerns',
      'code-free-from-harm',
      'code-binds-workers',
    ]);
  });

  it('quotes what a restrictive practices policy asks for in place of consent, and says how it falls short', () => {
    const consent = (text: string) =>
      findingsFor(text, ['restrictive-practices']).find((f) => f.ruleId === 'restrictive-practices-consent');
    const told = consent(
      'Before a bed rail is fitted, the Care Manager makes sure the resident’s daughter has been told why it is needed. A behaviour support plan is written for every resident with a restrictive practice.',
    );
    expect(told?.kind).toBe('missing');
    expect(told?.policyText).toMatch(/has been told why it is needed/);
    expect(told?.reading).toMatch(/not asking for their informed consent/);
    // Told after an emergency use is what the policy should do: nothing stands in for consent, and nothing is quoted.
    const after = consent(
      'After an emergency restraint the family is told the same day. A behaviour support plan is written for every resident.',
    );
    expect(after?.kind).toBe('missing');
    expect(after?.policyText).toBeUndefined();
    expect(
      consent(
        'Before a bed rail is fitted, the resident or their representative gives informed consent, and the family is told.',
      ),
    ).toBeUndefined();
  });

  it("finds a conduct policy that puts only the provider's own code or a profession's in front of its workers", () => {
    const named = (text: string) =>
      findingsFor(text, ['code-of-conduct'])
        .map((f) => f.ruleId)
        .includes('code-named');
    expect(
      named(
        'This standard is the Banksia Code of Conduct. Nurses must also meet the NMBA Code of conduct for nurses.',
      ),
    ).toBe(true);
    expect(named('Everyone who works for us follows the Aged Care Code of Conduct and our own values.')).toBe(
      false,
    );
    expect(
      named('Our code of conduct gives effect to the national Code made under the Aged Care Act 2024.'),
    ).toBe(false);
    expect(named('In this policy, the Code means the Code of Conduct for Aged Care.')).toBe(false);
  });

  it("counts IPC training judged by completion alone against the policy's own practice as well as the workforce", () => {
    const text =
      '# Infection Prevention and Control\n\nTraining effectiveness for this specification is demonstrated by the quarterly completion report: a home is compliant when 100% of rostered staff have a current completion record for both modules.\n';
    const under = (subject: string[]) =>
      factFindings(parseDocument(text), ['infection-control', 'workforce'], new Set(), subject)
        .filter((f) => f.ruleId === 'training-effectiveness')
        .map((f) => f.requirementId)
        .sort();
    expect(under(['infection-control'])).toEqual(['infection-control', 'workforce']);
    // In a workforce policy, the same sentence is the workforce requirement's alone.
    expect(under(['workforce'])).toEqual(['workforce']);
  });

  it('finds effectiveness measured only by completion figures', () => {
    const found = findingsFor(
      'We measure the effectiveness of this policy by the percentage of staff who have completed the module.',
      ['code-of-conduct'],
    );
    expect(found.map((f) => f.ruleId)).toContain('training-effectiveness');
    expect(
      findingsFor('We measure effectiveness through completion rates, observed practice and audits.', []).map(
        (f) => f.ruleId,
      ),
    ).not.toContain('training-effectiveness');
    // A practice map's column of strengths is not a measure; a row that asks whether training works and answers with
    // completions is.
    const ids = (text: string) => findingsFor(text, ['medicines', 'workforce']).map((f) => f.ruleId);
    expect(
      ids(
        "# Medicines\n\n| What are we worried about? | What's working well? | What needs to happen? |\n|---|---|---|\n| Polypharmacy: average 11 regular medicines per resident. | Accredited pharmacist completes a medication management review on admission. | Deprescribing reviews twice a year with GPs. |\n",
      ),
    ).not.toContain('training-effectiveness');
    expect(
      ids(
        '# Training\n\n| Question | Measure | Target |\n|---|---|---|\n| Is our training effective? | % of workers with all mandatory modules completed by the due date | 100% |\n',
      ),
    ).toContain('training-effectiveness');
  });

  it('reads "whichever is earlier" as the shorter of two retention periods, or a period an event can cut short', () => {
    const ids = (text: string) => findingsFor(text, ['records']).map((f) => f.ruleId);
    expect(
      ids(
        'Client files: 7 years after the service ends or 3 years after the client dies, whichever is earlier.',
      ),
    ).toContain('records-retention');
    expect(
      ids('Care records are kept for 7 years or until the resident is transferred, whichever comes first.'),
    ).toContain('records-retention');
    expect(
      ids(
        'Care records are kept for 7 years after the last entry or 7 years after discharge, whichever is earlier.',
      ),
    ).not.toContain('records-retention');
    expect(
      ids(
        'Care records are kept for 7 years after the last entry or 3 years after death, whichever is later.',
      ),
    ).not.toContain('records-retention');
  });

  it('finds a standard\'s "shall" that asks for the discloser\'s name, and a manager told it', () => {
    const ids = (text: string) => findingsFor(text, ['whistleblower']).map((f) => f.ruleId);
    expect(
      ids(
        '2.3.2 A disclosure shall include the name and contact details of the discloser; anonymous disclosures cannot be assessed as qualifying disclosures and shall be handled as general feedback under PCG-STD 3301.',
      ),
    ).toContain('whistleblower-anonymous');
    expect(ids('A disclosure shall include the name and contact details of the discloser.')).toContain(
      'whistleblower-anonymous',
    );
    expect(
      ids('A disclosure shall include the name of the person the disclosure is about, where it is known.'),
    ).not.toContain('whistleblower-anonymous');
    expect(
      ids('Anonymous disclosures cannot be assessed as qualifying disclosures under this Standard.'),
    ).toContain('whistleblower-anonymous');
    expect(
      ids(
        "The Disclosure Officer shall inform the manager of the business unit concerned of the discloser's identity so that the manager can assist with the investigation.",
      ),
    ).toContain('whistleblower-anonymous');
    expect(
      ids(
        "The Disclosure Officer shall not inform the manager of the business unit concerned of the discloser's identity.",
      ),
    ).not.toContain('whistleblower-anonymous');
  });

  it('reads a list under a heading of examples as examples, outside its topic', () => {
    const text = `# Whistleblower protection

## Protection of disclosers

No person shall engage in detrimental conduct against a discloser.

## APPENDIX B (informative) — EXAMPLES OF DISCLOSABLE CONDUCT

- A manager instructing staff not to report a resident injury
- Restrictive practices used without consent and not recorded
`;
    expect(findingsFor(text, ['whistleblower']).map((f) => f.requirementId)).not.toContain(
      'restrictive-practices',
    );
  });

  it("finds someone else's say followed over a choice the person has made, whatever their standing", () => {
    const ids = (text: string) => findingsFor(text, ['rights']).map((f) => f.ruleId);
    expect(
      ids(
        "Where a client's family member or attorney disagrees with a choice the client has made, we will follow the family member's or attorney's instructions, as they are legally responsible for the client.",
      ),
    ).toContain('rights-own-decisions');
    expect(
      ids(
        "Where a family member disagrees with a choice the client has made, we will follow the client's wishes and explain them to the family.",
      ),
    ).not.toContain('rights-own-decisions');
    expect(
      ids(
        "Where an attorney disagrees with a decision the client has made and the client lacks capacity for it, we follow the attorney's decision.",
      ),
    ).not.toContain('rights-own-decisions');
  });

  it('finds some of those the Code binds held to another standard instead', () => {
    const ids = (text: string) => findingsFor(text, ['code-of-conduct']).map((f) => f.ruleId);
    expect(
      ids(
        "Committee of Management members are not workers and are not bound by this section; their conduct is covered by the Association's Rules.",
      ),
    ).toContain('code-scope');
    expect(
      ids(
        'Committee of Management members are bound by this section; their conduct is also covered by the Association’s Rules.',
      ),
    ).not.toContain('code-scope');
    expect(
      ids(
        'Contractors are bound by the Site Conduct Rules in this Part and not by the Aged Care Code of Conduct, which applies to our employed staff.',
      ),
    ).toContain('code-scope');
    expect(
      ids('Contractors are bound by our Site Rules, and not only by the Code of Conduct.'),
    ).not.toContain('code-scope');
    expect(
      ids(
        "Board Directors are held to the Corporation's Rule Book and the ORIC governance standards instead, and visiting contractors to their own company codes.",
      ),
    ).toContain('code-scope');
    expect(
      ids(
        'Workers who breach the Code are held to account under the disciplinary procedure instead of being dismissed.',
      ),
    ).not.toContain('code-scope');
    expect(
      ids(
        'Board directors and the office team sign our Community Ways agreement instead of the Aged Care Code of Conduct.',
      ),
    ).toContain('code-scope');
    expect(ids('Office staff now follow the Code instead of the old handbook.')).not.toContain('code-scope');
    expect(
      ids(
        'Within Selah, the Selah Covenant of Service replaces the Aged Care Code of Conduct as the standard of conduct for workers and directors.',
      ),
    ).toContain('code-scope');
    expect(ids('The Aged Care Code of Conduct replaces our old staff code.')).not.toContain('code-scope');
    expect(ids('Our values do not replace the Aged Care Code of Conduct.')).not.toContain('code-scope');
  });

  it('does not read a breach of the Code, or a list naming each group it binds, as the Code narrowed', () => {
    const ids = (text: string) => findingsFor(text, ['code-of-conduct']).map((f) => f.ruleId);
    expect(
      ids(
        'The Commission may issue banning orders against workers who do not comply with the Code of Conduct.',
      ),
    ).not.toContain('code-scope');
    expect(
      ids('If they do not follow the Code, the Care Manager meets with them within 5 days.'),
    ).not.toContain('code-scope');
    expect(
      ids(
        [
          'Our Code applies to:',
          '- all employees, whether full-time, part-time or casual;',
          '- agency and contracted workers;',
          '- volunteers and students on placement.',
        ].join('\n'),
      ),
    ).not.toContain('code-scope');
    // Still: the Code kept for staff on the payroll, or an item that leaves a group out.
    expect(ids('This Code applies to all people employed by us under a contract of employment.')).toContain(
      'code-scope',
    );
    expect(
      ids(
        ['The Code applies to:', '- all employees;', '- volunteers are not covered by the Code.'].join('\n'),
      ),
    ).toContain('code-scope');
  });

  it('knows an infection control lead by the titles providers give it, and infections reviewed as surveillance', async () => {
    const text = [
      '# Infection Prevention and Control',
      '## Roles',
      'Our IPC Coordinator is a registered nurse who runs the infection prevention program and trains staff.',
      '## Precautions',
      'Workers use standard precautions, hand hygiene and PPE at every visit.',
      'Any outbreak is reported to the public health unit the same day.',
      'Workers are offered influenza vaccination every year.',
      'Antibiotic use is reviewed with the GP and pharmacist.',
      'Equipment is cleaned and waste is bagged after each visit.',
      '## Monitoring',
      'Infections among clients are reviewed each month by the Quality Committee.',
    ].join('\n');
    const out = await ai.assessPolicy({ text, fileName: 'ipc.md' });
    const section = out.sections.find((s) => s.id === 'infection-control');
    expect(section?.score).toBeGreaterThanOrEqual(90);
  });

  it('reads a definition through a clause number ("listed in clause 3.3 that has been substantiated")', () => {
    const ids = (text: string) => findingsFor(text, ['incidents']).map((f) => f.ruleId);
    expect(
      ids(
        '2.4 Reportable incident means an incident of a kind listed in clause 2.5 that has been confirmed by the Care Manager after the review in clause 6.1.',
      ),
    ).toContain('sirs-alleged-suspected');
  });

  it('expects a privacy policy to say that a serious data breach is notified under the Notifiable Data Breaches scheme', () => {
    const missing = (text: string) =>
      findingsFor(text, ['privacy'])
        .filter((f) => f.kind === 'missing')
        .map((f) => f.ruleId);
    expect(
      missing(
        'A suspected breach of privacy is contained, logged in the risk register and investigated by the Privacy Officer.',
      ),
    ).toContain('privacy-breach-notification-stated');
    expect(
      missing(
        'A breach likely to cause serious harm is notified to the Office of the Australian Information Commissioner and the people affected.',
      ),
    ).not.toContain('privacy-breach-notification-stated');
    expect(
      missing('We follow the Notifiable Data Breaches scheme for any eligible data breach.'),
    ).not.toContain('privacy-breach-notification-stated');
    expect(
      missing(
        'If serious harm is likely, we tell you and the Office of the Australian Information Commissioner (OAIC).',
      ),
    ).not.toContain('privacy-breach-notification-stated');
    // Someone told they can complain to the Commissioner is not a breach notified to it.
    expect(
      missing(
        'An Elder complains about privacy: manage it under the Complaints Policy and tell them they can also contact the Office of the Australian Information Commissioner.',
      ),
    ).toContain('privacy-breach-notification-stated');
    // The Commissioner named only as somewhere to complain: its name's "Information" is not someone being informed.
    expect(
      missing(
        'A breach is contained and investigated within 30 days. Any refusal of access is explained in writing with how to complain, including to the Office of the Australian Information Commissioner (OAIC).',
      ),
    ).toContain('privacy-breach-notification-stated');
  });

  it("finds a person's health information given to family without their consent, but not sharing that needs it", () => {
    const ids = (text: string) => findingsFor(text, ['privacy']).map((f) => f.ruleId);
    for (const sentence of [
      'Care plan, medicines and health updates: Provided on request by phone or in person; separate client consent is not required for listed family contacts.',
      "Family members can be given health updates without the client's consent.",
      "A client's nominated next of kin is entitled to a copy of the client's care notes and progress records on request, so care partners can release them without needing to check with the client.",
    ])
      expect(ids(sentence), sentence).toContain('privacy-disclosure-consent');
    for (const sentence of [
      "Information is shared with family members only with the client's consent.",
      "We never share information with family without the client's consent.",
      'Consent is not required where there is a serious threat to life.',
      "Where the client cannot decide, updates go to family members without the client's consent only if they are the client's substitute decision-maker.",
    ])
      expect(ids(sentence), sentence).not.toContain('privacy-disclosure-consent');
  });

  it("finds a person's decisions handed to family or their choice refused, but not support, legal standing or informed choice", () => {
    // Outside a rights policy too: a food policy that refuses a resident's choice is a finding on rights.
    const ids = (text: string) => findingsFor(text, ['standard-6']).map((f) => f.ruleId);
    for (const sentence of [
      "Where a resident's family has chosen one relative to speak for the family, that relative is the decision-maker for the resident's everyday care.",
      'If a client on a thickened-fluids plan asks for a regular cup of tea, carers politely decline and offer the thickened drink.',
      'When a resident asks for a meal of a different texture, staff explain the risk and serve the modified meal, and the request is not met until the speech pathologist has reviewed them.',
      "Our staff follow the family's decisions about outings and visitors.",
      "When a client and their daughter disagree about an everyday decision, carers follow the next of kin's instruction until a family meeting settles it.",
      "Where family members disagree with the elder's choice about their services, Kowhai Care will follow the direction of the family spokesperson named in the service agreement.",
      "Where a Team Leader thinks a resident's choice is unsafe, the Team Leader will choose the safer option on the resident's behalf and update the care plan.",
      'If the decision carries a risk of harm, the Care Manager may override the client’s decision.',
      'If a resident or their family member asks for a later breakfast, staff politely decline because of the kitchen roster.',
    ])
      expect(ids(sentence), sentence).toContain('rights-own-decisions');
    for (const sentence of [
      'Where the resident has nominated a family member to speak for them, staff include that person in care discussions.',
      'Where a resident lacks capacity, their guardian appointed by the tribunal is the decision-maker, and family members chosen by the resident are kept informed.',
      'If a resident on a texture-modified diet asks for food outside their plan, staff explain the risks, and the resident’s informed choice is recorded and respected.',
      "After a resident dies, we follow the family's wishes about their belongings.",
      'If a resident requests a meal not on the menu, the kitchen prepares it where it can.',
      'Where family members disagree with the choice, we will follow the wishes of the resident and explain them to the family.',
      'We follow the decisions of the guardian appointed by the tribunal.',
      "Staff never decide on the resident's behalf because a choice carries risk; they talk the risk through with them.",
      "Where a resident lacks capacity, their substitute decision-maker will decide on the resident's behalf.",
      'Coordinators may not override a client’s decision about their services.',
      // Declining what someone else asks for the person is no refusal of the person's own choice.
      'Medicines must not be hidden in food or drink. If a family member asks for this, the worker must decline politely and tell the Care Coordinator the same day.',
      "Where a visitor or relative requests that a resident's door be locked, staff decline and explain why.",
    ])
      expect(ids(sentence), sentence).not.toContain('rights-own-decisions');
  });

  it("finds staff given the final say over a choice the person has made, but not the person's own last word", () => {
    const ids = (text: string) => findingsFor(text, ['rights']).map((f) => f.ruleId);
    for (const sentence of [
      'If a client chooses to keep driving against advice, the Care Manager has the final say and the client is told in writing.',
      'Where the resident insists on going out alone at night, the final decision rests with the Director of Nursing.',
    ])
      expect(ids(sentence), sentence).toContain('rights-own-decisions');
    for (const sentence of [
      'Where a resident wishes to take a risk, staff explain the risks, and the resident makes the final decision.',
      'Where the resident lacks capacity and wishes to leave, the substitute decision-maker has the final say.',
      'If a resident wants to smoke indoors, which would put other residents at risk, the Facility Manager makes the final decision about where smoking is allowed.',
      'Where a client chooses a risk, the Coordinator never has the final say; the client does.',
    ])
      expect(ids(sentence), sentence).not.toContain('rights-own-decisions');
  });

  it('reads a condition about the person as a condition, not as a denial that staff consent', () => {
    const ids = (text: string) => findingsFor(text, ['restrictive-practices']).map((f) => f.ruleId);
    expect(
      ids(
        'If the resident is not able to give informed consent, the nurse in charge may give consent after speaking with the family.',
      ),
    ).toContain('restrictive-practices-safeguards');
    expect(
      ids(
        'If the resident is not able to give informed consent, the nurse in charge must not give consent; their substitute decision-maker does.',
      ),
    ).not.toContain('restrictive-practices-safeguards');
  });

  it("finds the provider's own staff consenting for the person, but not a refusal to or a lawful decision-maker", () => {
    const ids = (text: string) => findingsFor(text, ['restrictive-practices']).map((f) => f.ruleId);
    for (const sentence of [
      "Where a resident can't consent and we can't reach their family straight away, I give consent on the resident's behalf, as Director of Care.",
      'If no substitute decision-maker can be found, the Care Manager signs consent on behalf of the resident.',
    ])
      expect(ids(sentence), sentence).toContain('restrictive-practices-safeguards');
    // Not asked at all.
    expect(
      ids(
        'If your doctor orders a medicine to calm you down, the doctor decides and we do not need to ask you or your family first.',
      ),
    ).toContain('restrictive-practices-safeguards');
    expect(
      ids('In an emergency we do not need to ask your family first, but we tell them straight away.'),
    ).not.toContain('restrictive-practices-safeguards');
    // Told only once it has begun, outside an emergency.
    expect(
      ids('Next of kin informed of the restrictive practice by phone within 24 hours of commencement.'),
    ).toContain('restrictive-practices-safeguards');
    expect(
      ids(
        'After an emergency use, the RPSDM is informed of the restrictive practice within 24 hours of it starting.',
      ),
    ).not.toContain('restrictive-practices-safeguards');
    for (const sentence of [
      "Staff never give consent on a resident's behalf.",
      "We ask the RPSDM, who gives consent on the resident's behalf.",
      "The RN in charge may not give consent on the resident's behalf.",
    ])
      expect(ids(sentence), sentence).not.toContain('restrictive-practices-safeguards');
  });

  it("reads the law's own words for who consents for a person without capacity as no staff consent", () => {
    const ids = (text: string) => findingsFor(text, ['restrictive-practices']).map((f) => f.ruleId);
    for (const sentence of [
      'Consent comes from the client or, if they are not able to decide, from the person legally entitled to consent on their behalf.',
      'Informed consent: given by the resident, or by a person authorised under state law to consent on their behalf.',
      'Where a resident lacks capacity, consent is sought from the person who can lawfully consent on their behalf.',
    ])
      expect(ids(sentence), sentence).not.toContain('restrictive-practices-safeguards');
    for (const sentence of [
      'When a resident lacks capacity, the person in charge of the shift may consent on their behalf.',
      'If the resident cannot consent, the Clinical Manager consents on their behalf.',
      'If the resident cannot consent, the Director of Nursing is the person authorised to consent on their behalf.',
      'Where the resident lacks capacity, the person consents on their behalf once the Manager has approved it.',
    ])
      expect(ids(sentence), sentence).toContain('restrictive-practices-safeguards');
  });

  it('finds the treating doctor consenting for a person without capacity, not the doctor who seeks consent', () => {
    const ids = (text: string) => findingsFor(text, ['restrictive-practices']).map((f) => f.ruleId);
    for (const sentence of [
      'If a client cannot decide, consent is provided by their GP when the sedative is charted.',
      "For a resident without capacity, consent for the lap belt is signed by the resident's treating doctor.",
    ])
      expect(ids(sentence), sentence).toContain('restrictive-practices-safeguards');
    for (const sentence of [
      'Consent is never given by the prescriber: it comes from the resident or their substitute decision-maker.',
      "Consent is given by the resident's substitute decision-maker, not by the GP who charts the medicine.",
      'Consent is given by the resident or their representative, and the GP records it in the medication chart.',
    ])
      expect(ids(sentence), sentence).not.toContain('restrictive-practices-safeguards');
  });

  it('finds a restrictive practice used from the day a person arrives, before any assessment or plan', () => {
    const ids = (text: string) => findingsFor(text, ['restrictive-practices']).map((f) => f.ruleId);
    for (const sentence of [
      'Residents admitted with dementia who have tried to leave home are placed in the secure Wattle unit on admission.',
      'New residents at risk of falls have bed rails raised from their first night while their assessment is completed.',
    ])
      expect(ids(sentence), sentence).toContain('restrictive-practices-safeguards');
    for (const sentence of [
      'No resident is placed in the secure unit on admission; alternatives are tried and consent obtained first.',
      'On admission, each resident is assessed for the risk of falls.',
    ])
      expect(ids(sentence), sentence).not.toContain('restrictive-practices-safeguards');
  });

  it('finds the Code introduced only to care roles, but not to every worker', () => {
    const ids = (text: string) => findingsFor(text, ['code-of-conduct']).map((f) => f.ruleId);
    expect(
      ids(
        'The Code of Conduct for Aged Care is explained during the orientation of new care workers and nurses.',
      ),
    ).toContain('code-scope');
    expect(
      ids(
        'The Code of Conduct for Aged Care is explained during the orientation of all workers, including volunteers and office staff.',
      ),
    ).not.toContain('code-scope');
  });

  it('finds reporting clocks started by an internal step, in a definition or a notification table', () => {
    const ids = (text: string) => findingsFor(text, ['incidents']).map((f) => f.ruleId);
    for (const sentence of [
      '"Aware" means the time at which the Residential Manager has reviewed the incident form and is satisfied the allegation has substance.',
      'Priority 2 incidents are lodged with the Commission within 30 days of the quarterly incident review meeting.',
      'Category: Priority 1; Who notifies: Care Manager; Limit: Within 24 hours after the investigation decision.',
    ])
      expect(ids(sentence), sentence).toContain('sirs-awareness');
    for (const sentence of [
      'Priority 2 incidents are notified within 30 days of any worker becoming aware of them.',
      'Corrective actions from a Priority 2 incident are completed within 30 days of the review meeting.',
    ])
      expect(ids(sentence), sentence).not.toContain('sirs-awareness');
  });

  it('finds medicine for behaviour defined out of chemical restraint, under medicines too, but not the exception for a diagnosed condition', () => {
    const ids = (text: string) =>
      findingsFor(text, ['medicines']).map((f) => `${f.ruleId} ${f.requirementId}`);
    expect(
      ids(
        'An antipsychotic ordered by the geriatrician to reduce agitated behaviour is a medical decision and is not a restrictive practice.',
      ),
    ).toContain('chemical-restraint medicines');
    expect(
      ids(
        'Medication prescribed to treat a diagnosed mental illness is not a chemical restraint, even where it also changes behaviour.',
      ).join('\n'),
    ).not.toMatch(/chemical-restraint|restrictive-practices-safeguards/);
  });

  it("finds a complainant's services put on hold, but not a promise that they continue", () => {
    const ids = (text: string) => findingsFor(text, ['complaints']).map((f) => f.ruleId);
    expect(
      ids("While a complaint about a carer is investigated, the resident's support may be paused."),
    ).toContain('complaints-no-reprisal');
    for (const sentence of [
      'Making a complaint will never mean that your services are reduced or stopped.',
      "If a complaint raises a safety risk, the worker's visits are paused while we look into it.",
    ])
      expect(ids(sentence), sentence).not.toContain('complaints-no-reprisal');
  });

  it('finds the Commission kept until the provider has finished its own process, in other words', () => {
    const ids = (text: string) => findingsFor(text, ['complaints']).map((f) => f.ruleId);
    for (const sentence of [
      'We ask people to go through our internal steps first, and we give out the Commission’s phone number after that.',
      'The Aged Care Quality and Safety Commission is mentioned once our outcome letter has been issued.',
    ])
      expect(ids(sentence), sentence).toContain('complaints-commission-any-time');
    expect(
      ids(
        'You do not have to use our process first: you can contact the Aged Care Quality and Safety Commission at any time.',
      ),
    ).not.toContain('complaints-commission-any-time');
  });

  it('finds breach notification that turns on the number of people affected, not on serious harm', () => {
    const ids = (text: string) => findingsFor(text, ['privacy']).map((f) => f.ruleId);
    for (const sentence of [
      'The OAIC is notified only if more than 20 residents are affected by a breach.',
      'A breach of fewer than five client files is handled internally and is not notified.',
    ])
      expect(ids(sentence), sentence).toContain('privacy-breach-notification');
    expect(
      ids(
        'Any eligible data breach likely to result in serious harm is notified to the OAIC, whether it affects one person or 500 people.',
      ),
    ).not.toContain('privacy-breach-notification');
  });

  it('finds consent written up after the start, discipline for going outside first and directors left to a charter', () => {
    expect(
      rules(
        "Where the resident cannot consent, administration begins on the prescription and the RN records the representative's consent at the next care conference.",
        ['restrictive-practices'],
      ),
    ).toContain('restrictive-practices-safeguards');
    expect(
      rules(
        'No restrictive practice is used for the convenience of staff, as punishment, or because of staffing levels.',
        ['restrictive-practices'],
      ),
    ).toEqual([]);
    // The same ban put last: "... is prohibited".
    expect(
      rules(
        'A restraint applied as a penalty, to make a shift easier for staff, or because of staff shortages is strictly prohibited.',
        ['restrictive-practices'],
      ),
    ).toEqual([]);
    expect(
      rules(
        'A worker who takes a concern to the Commission or anyone else outside the organisation before using this process will have breached their duty of loyalty and may face disciplinary action.',
        ['whistleblower'],
      ),
    ).toContain('whistleblower-anonymous');
    expect(
      rules(
        'A worker who takes a concern to the Commission before using this process will not face disciplinary action.',
        ['whistleblower'],
      ),
    ).toEqual([]);
    expect(
      rules(
        'Directors of the Board and members of its committees are not aged care workers; their conduct is governed by the Board Charter and their duties under the Corporations Act rather than by the Aged Care Code of Conduct.',
        ['code-of-conduct'],
      ),
    ).toContain('code-scope');
    expect(
      rules(
        'When a client chooses to do something that carries risk, we do not simply refuse or override them.',
        ['rights'],
      ),
    ).toEqual([]);
    expect(rules('When a client chooses to go out alone at night, staff refuse.', ['rights'])).toContain(
      'rights-own-decisions',
    );
  });

  it("finds a discloser's name passed to a manager, but not with their consent", () => {
    const ids = (text: string) => findingsFor(text, ['whistleblower']).map((f) => f.ruleId);
    expect(
      ids(
        "The Whistleblower Officer forwards the discloser's details to the relevant department head for follow-up.",
      ),
    ).toContain('whistleblower-anonymous');
    expect(
      ids(
        "The Whistleblower Officer forwards the discloser's details to the investigator only with the discloser's written consent.",
      ),
    ).not.toContain('whistleblower-anonymous');
    // Nor to the person the disclosure is about.
    expect(
      ids(
        "The Panel will inform the person who is the subject of a disclosure of the discloser's identity so that they have a fair opportunity to respond.",
      ),
    ).toContain('whistleblower-anonymous');
    expect(
      ids(
        'To ensure procedural fairness, the person who is the subject of a disclosure will be told the name of the discloser before they are asked to respond.',
      ),
    ).toContain('whistleblower-anonymous');
    // Going outside first, allowed in so many words.
    expect(
      ids('A disclosure to the Commission is protected in the same way. Nobody needs to tell us first.'),
    ).not.toContain('whistleblower-anonymous');
    expect(ids('You always need to tell your manager first.')).toContain('whistleblower-anonymous');
    expect(ids('We will never tell the person named in the disclosure who made it.')).not.toContain(
      'whistleblower-anonymous',
    );
    // A Board's list of what the CEO "shall not" do, giving the reason in its own words.
    expect(
      ids(
        "2.2 Withhold the discloser's identity from the person who is the subject of the disclosure once an investigation begins, as procedural fairness requires that the subject know who has made the allegations;",
      ),
    ).toContain('whistleblower-anonymous');
    expect(
      ids(
        '3.2 Treat an anonymous communication as a protected disclosure, since protection depends on the provider being able to confirm who the discloser is;',
      ),
    ).toContain('whistleblower-anonymous');
    expect(ids('The person the disclosure is about will never be told who made it.')).not.toContain(
      'whistleblower-anonymous',
    );
    expect(ids('Your protection does not depend on us knowing who you are.')).not.toContain(
      'whistleblower-anonymous',
    );
    // Keeping the name from others is the protection itself.
    expect(
      ids(
        "A person who receives a disclosure must not reveal the discloser's identity, or information likely to lead to their identification, except with the discloser's consent.",
      ),
    ).not.toContain('whistleblower-anonymous');
    expect(ids('Disclosers must give their name and staff number on the form.')).toContain(
      'whistleblower-anonymous',
    );
  });

  it('finds incidents kept out of the incident system, and reads them as medicines in a medication policy', () => {
    const medication = findingsFor(
      'Situation: Wrong time, no harm; Action: Correct the medication chart; Record: No incident report is required.',
      ['medicines'],
    );
    expect(medication.map((f) => [f.ruleId, f.requirementId])).toContainEqual([
      'incidents-recorded',
      'medicines',
    ]);
    expect(
      findingsFor('Near misses are logged in the diary and do not go into the incident register.', [
        'incidents',
      ]).map((f) => f.ruleId),
    ).toContain('incidents-recorded');
    expect(
      findingsFor('Near misses are recorded in the incident register and reviewed every month.', [
        'incidents',
      ]).map((f) => f.ruleId),
    ).not.toContain('incidents-recorded');
  });

  it('reads "at any time after Step 2" as a condition, and a pause of services in the active voice', () => {
    const ids = (text: string) => findingsFor(text, ['complaints']).map((f) => f.ruleId);
    expect(
      ids(
        'Stage: Outside help; What happens: Once both internal stages are completed, contact the Commission; When: At any time after Stage 2.',
      ),
    ).toContain('complaints-commission-any-time');
    expect(
      ids(
        'After two complaints about the same carer, the Coordinator can suspend the client’s home visits while rosters are reviewed.',
      ),
    ).toContain('complaints-no-reprisal');
    expect(ids('No one will suspend or reduce your services because you made a complaint.')).not.toContain(
      'complaints-no-reprisal',
    );
  });

  it('does not read an incident notice to the Commission, or a review after it, as a complaint route or a late notice', () => {
    expect(
      findingsFor(
        'Priority 2 notifications are lodged with the Commission within 30 days, after which the internal review is closed.',
        ['complaints', 'incidents'],
      ).map((f) => f.ruleId),
    ).not.toContain('complaints-commission-any-time');
    expect(
      findingsFor('The Board reviews every Priority 1 incident within 14 days of notification.', [
        'incidents',
      ]).map((f) => f.ruleId),
    ).not.toContain('sirs-priority-1');
  });

  it("finds health information shared with family unless the person objects, and a discloser's name told to others", () => {
    expect(
      findingsFor('We pass on health updates to the resident’s family unless the resident asks us not to.', [
        'privacy',
      ]).map((f) => f.ruleId),
    ).toContain('privacy-disclosure-consent');
    expect(
      findingsFor('We share health updates with family only with the resident’s written consent.', [
        'privacy',
      ]).map((f) => f.ruleId),
    ).not.toContain('privacy-disclosure-consent');
    expect(
      findingsFor(
        'The investigator informs the manager concerned about who made the report, so they can reply.',
        ['whistleblower'],
      ).map((f) => f.ruleId),
    ).toContain('whistleblower-anonymous');
  });

  it('finds a service ended by notice after complaints, a kind of incident never reportable, and a Code left to agencies', () => {
    expect(
      findingsFor(
        'A client who complains more than five times in a year may be sent a letter terminating their service agreement.',
        ['complaints'],
      ).map((f) => f.ruleId),
    ).toContain('complaints-no-reprisal');
    expect(
      findingsFor('Falls are recorded in the falls register and are never reportable under SIRS.', [
        'incidents',
      ]).map((f) => f.ruleId),
    ).toContain('sirs-alleged-suspected');
    expect(
      findingsFor(
        'A fall is not a reportable incident in itself, unless it involves neglect or unreasonable force.',
        ['incidents'],
      ).map((f) => f.ruleId),
    ).not.toContain('sirs-alleged-suspected');
    expect(
      findingsFor(
        'Code of Conduct: staff sign at induction; volunteers are covered by the volunteer coordinator’s own arrangements.',
        ['code-of-conduct'],
      ).map((f) => f.ruleId),
    ).toContain('code-scope');
  });

  it('finds training judged to have worked by completion with nothing further, but not a copy taken out and shredded', () => {
    expect(
      findingsFor('Induction has worked once every module shows as completed in the learning system.', [
        'workforce',
      ]).map((f) => f.ruleId),
    ).toContain('training-effectiveness');
    expect(
      findingsFor('Attendance sheets are filed; no further evaluation is required.', ['workforce']).map(
        (f) => f.ruleId,
      ),
    ).toContain('training-effectiveness');
    expect(
      findingsFor(
        'Printouts of the roster and care notes taken on visits are returned and shredded within 3 days.',
        ['records'],
      ).map((f) => f.ruleId),
    ).not.toContain('records-retention');
  });

  it("does not read the Commission's register checked before hiring, or completion said to be no evidence, as breaches", () => {
    expect(
      findingsFor(
        "Before anyone is hired, the People team checks the Commission's banning orders register and verifies their identity.",
        ['workforce'],
      ).map((f) => f.ruleId),
    ).not.toContain('sirs-alleged-suspected');
    expect(
      findingsFor('Attendance records alone are not accepted as proof that training is effective.', [
        'workforce',
      ]).map((f) => f.ruleId),
    ).not.toContain('training-effectiveness');
  });

  it('finds completion taken as the proof that training worked, but not completion said not to be enough', () => {
    const ids = (text: string) => findingsFor(text, ['workforce']).map((f) => f.ruleId);
    expect(
      ids(
        'When every carer has completed the dementia modules, the program has done its job and we report that figure as evidence of effectiveness.',
      ),
    ).toContain('training-effectiveness');
    expect(
      ids('Completion is recorded, but completion alone is not evidence that training is effective.'),
    ).not.toContain('training-effectiveness');
    expect(
      ids('Completion rates are reported alongside evidence of effectiveness from observed practice.'),
    ).not.toContain('training-effectiveness');
  });

  it('finds a restraint for which neither consent nor a plan is needed, and a subject told who raised a concern', () => {
    expect(
      findingsFor(
        'Lap belts are used on outings as a routine precaution, so no consent or behaviour support plan is required.',
        ['restrictive-practices'],
      ).map((f) => f.ruleId),
    ).toContain('restrictive-practices-safeguards');
    expect(
      findingsFor('A lap belt is never used without informed consent and a behaviour support plan.', [
        'restrictive-practices',
      ]).map((f) => f.ruleId),
    ).not.toContain('restrictive-practices-safeguards');
    const whistle = (text: string) => findingsFor(text, ['whistleblower']).map((f) => f.ruleId);
    expect(
      whistle('The staff member concerned is informed of what was alleged and by whom, so they can respond.'),
    ).toContain('whistleblower-anonymous');
    expect(
      whistle(
        'The staff member concerned is informed of what was alleged, but never by whom, so they can respond.',
      ),
    ).not.toContain('whistleblower-anonymous');
  });

  it('finds consent deemed from signing an agreement and family taken to act for the person, not records kept', () => {
    expect(
      findingsFor(
        'Consent to the locked front door of the memory unit is deemed to have been given by signing the admission agreement.',
        ['restrictive-practices'],
      ).map((f) => f.ruleId),
    ).toContain('restrictive-practices-safeguards');
    expect(
      findingsFor(
        'Consent to a restrictive practice is never taken from the admission agreement; it is sought for each practice.',
        ['restrictive-practices'],
      ).map((f) => f.ruleId),
    ).not.toContain('restrictive-practices-safeguards');
    expect(
      findingsFor(
        "Care coordinators may send a client's care plan to their family on request, as family members are treated as acting for the client.",
        ['privacy'],
      ).map((f) => f.ruleId),
    ).toContain('privacy-disclosure-consent');
    expect(
      findingsFor(
        'Complaint files, including letters from the Commission, are retained for 7 years after the complaint is closed.',
        ['complaints'],
      ).map((f) => f.ruleId),
    ).not.toContain('complaints-commission-any-time');
  });

  it('finds the Code kept from groups named earlier, concerns kept inside, and a family member made the decision-maker', () => {
    const ids = (text: string, topics: string[]) => findingsFor(text, topics).map((f) => f.ruleId);
    expect(
      ids('Volunteers follow the Volunteer Handbook; this guide does not apply to them.', [
        'code-of-conduct',
      ]),
    ).toContain('code-scope');
    expect(
      ids('Board members are bound by their governance charter rather than by this policy.', [
        'code-of-conduct',
      ]),
    ).toContain('code-scope');
    expect(
      ids('Volunteers, contractors and Board members are all bound by this policy.', ['code-of-conduct']),
    ).not.toContain('code-scope');
    expect(
      ids('Please do not raise concerns outside the organisation until our review has finished.', [
        'code-of-conduct',
      ]),
    ).toContain('whistleblower-anonymous');
    expect(
      ids('You may take concerns outside the organisation at any time, including to the Commission.', [
        'code-of-conduct',
      ]),
    ).not.toContain('whistleblower-anonymous');
    expect(
      ids("Here the substitute decision-maker is the client's primary contact on the intake form.", [
        'restrictive-practices',
      ]),
    ).toContain('restrictive-practices-safeguards');
    expect(
      ids(
        "The substitute decision-maker is the person appointed under state law, who is not always the client's next of kin.",
        ['restrictive-practices'],
      ),
    ).not.toContain('restrictive-practices-safeguards');
    expect(
      ids('Lap belts asked for by relatives for reassurance are not regarded as a restraint.', [
        'restrictive-practices',
      ]),
    ).toContain('restrictive-practices-safeguards');
  });

  it("finds a resident's requests refused, earlier plans destroyed when replaced, and notice kept for the worst cases", () => {
    const ids = (text: string, topics: string[]) => findingsFor(text, topics).map((f) => f.ruleId);
    expect(
      ids('Requests by a resident for a second dessert are declined by the Chef because of their diabetes.', [
        'rights',
      ]),
    ).toContain('rights-own-decisions');
    expect(
      ids('Requests by a resident to see their records are refused only where an APP 12 exception applies.', [
        'rights',
      ]),
    ).not.toContain('rights-own-decisions');
    expect(ids('Old care plans are shredded as soon as they are replaced.', ['records'])).toContain(
      'records-destroyed-early',
    );
    expect(
      ids(
        'Printed copies of old care plans are shredded when replaced; the record itself is kept for 7 years.',
        ['records'],
      ),
    ).not.toContain('records-destroyed-early');
    expect(
      ids('Falls between residents are reported to the Commission only if a resident needs surgery.', [
        'incidents',
      ]),
    ).toContain('sirs-alleged-suspected');
    expect(
      ids('Incidents are reported to the Commission only if they are reportable incidents under the Rules.', [
        'incidents',
      ]),
    ).not.toContain('sirs-alleged-suspected');
  });

  it('finds a weekend pause on the 24 hours, Priority 2 notices batched by the quarter and protection kept for proof', () => {
    const ids = (text: string, topics: string[]) => findingsFor(text, topics).map((f) => f.ruleId);
    expect(
      ids(
        'Over a public holiday weekend the 24 hours begin when the office opens on the next business day.',
        ['incidents'],
      ),
    ).toContain('sirs-priority-1-every-day');
    expect(
      ids('On weekends the on-call manager notifies within 24 hours, just as on any other day.', [
        'incidents',
      ]),
    ).not.toContain('sirs-priority-1-every-day');
    expect(
      ids('Priority 2 reports are submitted together every quarter with the trend report.', ['incidents']),
    ).toContain('sirs-priority-2-batched');
    expect(
      ids('Priority 2 reports are sent in the weekly batch each Friday, well inside 30 days.', ['incidents']),
    ).not.toContain('sirs-priority-2-batched');
    expect(
      ids('Protections start only once the investigation has substantiated the disclosure.', [
        'whistleblower',
      ]),
    ).toContain('whistleblower-anonymous');
    expect(
      ids(
        "If the resident cannot decide, consent is obtained from the person listed as the resident's emergency contact.",
        ['restrictive-practices'],
      ),
    ).toContain('restrictive-practices-safeguards');
    expect(
      ids(
        "In the dementia unit, the family's wishes are followed whenever they differ from the resident's.",
        ['rights'],
      ),
    ).toContain('rights-own-decisions');
    expect(
      ids("The family's wishes are followed where the resident asks us to involve them.", ['rights']),
    ).not.toContain('rights-own-decisions');
  });

  it('expects a whistleblower policy to name the aged care Commission, and reads a heading as stating a Code duty', () => {
    const wb = (text: string) => findingsFor(text, ['whistleblower']).map((f) => f.ruleId);
    expect(
      wb('You can make a disclosure to your manager, the Ombudsman or the Crime and Corruption Commission.'),
    ).toContain('whistleblower-commission');
    expect(
      wb('You can make a disclosure to your manager or to the Aged Care Quality and Safety Commission.'),
    ).not.toContain('whistleblower-commission');
    const code = findingsFor(
      '# Code of Conduct\n\n## Promise 7: We provide care free from violence, discrimination, exploitation, neglect, abuse and sexual misconduct\n\nWe keep people safe every day.\n',
      ['code-of-conduct'],
    ).map((f) => f.ruleId);
    expect(code).not.toContain('code-free-from-harm');
    expect(
      findingsFor('CCTV footage in common areas is overwritten after 31 days unless flagged.', [
        'records',
      ]).map((f) => f.ruleId),
    ).not.toContain('records-retention');
  });

  it('finds harm by a resident with dementia kept from the Commission, a blanket medicines rule and a slow breach review', () => {
    const ids = (text: string, topics: string[]) => findingsFor(text, topics).map((f) => f.ruleId);
    expect(
      ids(
        'If the resident who hit another resident has dementia and no one was hurt, it is not reported to the Commission.',
        ['incidents'],
      ),
    ).toContain('sirs-alleged-suspected');
    expect(
      ids(
        'A resident with dementia who hits another resident is reported to the Commission like anyone else.',
        ['incidents'],
      ),
    ).not.toContain('sirs-alleged-suspected');
    const medicines = findingsFor('Clients do not keep or self-administer their own tablets at our homes.', [
      'medicines',
    ]);
    expect(medicines.map((f) => f.ruleId)).toContain('rights-own-decisions');
    expect(medicines.find((f) => f.ruleId === 'rights-own-decisions')?.requirementId).toBe('medicines');
    expect(
      ids(
        'Residents do not self-administer their own medicines unless the RN has assessed them as able to.',
        ['medicines'],
      ),
    ).not.toContain('rights-own-decisions');
    expect(
      ids('The Privacy Officer completes an assessment of a suspected breach within 60 days.', ['privacy']),
    ).toContain('privacy-breach-assessment');
    expect(
      ids('The Privacy Officer completes an assessment of a suspected breach within 10 days.', ['privacy']),
    ).not.toContain('privacy-breach-assessment');
    expect(
      ids(
        "Where a resident cannot consent, the prescription of the medicine by the resident's own general practitioner constitutes consent to its use.",
        ['restrictive-practices'],
      ),
    ).toContain('restrictive-practices-safeguards');
    // How long the assessments are kept is no time limit for making them.
    for (const kept of [
      'Record: Breach assessments and notifications to the OAIC; Location: Privacy folder; Kept for: 7 years.',
      'Each data breach assessment is retained for at least 5 years after the breach is closed.',
    ])
      expect(ids(kept, ['privacy']), kept).not.toContain('privacy-breach-assessment');
    expect(
      ids("Staff may discuss a client's health with their family without seeking further consent.", [
        'privacy',
      ]),
    ).toContain('privacy-disclosure-consent');
    expect(
      ids(
        'Archive boxes move to offsite storage once they are two years old and are kept there for 7 years.',
        ['records'],
      ),
    ).not.toContain('records-retention');
  });

  it('finds anonymous disclosures kept from protection, family told by default and the Code replaced for a board', () => {
    const ids = (text: string, topics: string[]) => findingsFor(text, topics).map((f) => f.ruleId);
    expect(
      ids(
        'Anonymous reports to the Integrity Line are welcome and will be looked into, but because we cannot confirm who made them they are handled as general feedback rather than as protected disclosures.',
        ['whistleblower'],
      ),
    ).toContain('whistleblower-anonymous');
    expect(
      ids(
        'Anonymous reports are welcome and are handled as protected disclosures, with the same protections as any other.',
        ['whistleblower'],
      ),
    ).not.toContain('whistleblower-anonymous');
    expect(
      ids(
        'Unless you tell your Care Partner otherwise, we keep the family member recorded as your primary contact up to date about your health and your care plan.',
        ['privacy'],
      ),
    ).toContain('privacy-disclosure-consent');
    expect(
      ids(
        'Unless you tell us otherwise, we keep your paper records at the office, and we share your health information with your family only with your consent.',
        ['privacy'],
      ),
    ).not.toContain('privacy-disclosure-consent');
    expect(
      ids(
        'Members of the Board are bound by the Board Charter and the Conflict of Interest Policy, which take the place of this Code for governance roles.',
        ['code-of-conduct'],
      ),
    ).toContain('code-scope');
    expect(
      ids(
        'Members of the Board are bound by this Code and by the Board Charter, which adds duties for governance roles.',
        ['code-of-conduct'],
      ),
    ).not.toContain('code-scope');
  });

  it('finds family sign-off on a choice, a contact taken for consent and a Code breach held for a meeting', () => {
    const ids = (text: string, topics: string[]) => findingsFor(text, topics).map((f) => f.ruleId);
    const medicines = findingsFor(
      "Self-administration is supported where the resident's assessment is satisfactory and the resident's next of kin has co-signed the agreement.",
      ['medicines'],
    );
    expect(medicines.find((f) => f.ruleId === 'rights-own-decisions')?.requirementId).toBe('medicines');
    expect(
      ids(
        "Self-administration is supported where the resident's assessment is satisfactory, and the resident's guardian has consented where the resident lacks capacity.",
        ['medicines'],
      ),
    ).not.toContain('rights-own-decisions');
    expect(
      ids(
        'THEN you may tell them, because being the emergency contact on the Client Profile counts as consent for that purpose.',
        ['privacy'],
      ),
    ).toContain('privacy-disclosure-consent');
    expect(
      ids(
        'Being the emergency contact does not count as consent: ask the client before you share anything.',
        ['privacy'],
      ),
    ).not.toContain('privacy-disclosure-consent');
    const code = findingsFor(
      'IF you notice a colleague doing something that might breach the Code but no client appears to have been harmed, THEN note it down and bring it up at the next monthly Team Huddle.',
      ['code-of-conduct'],
    );
    expect(code.map((f) => f.ruleId)).toContain('code-concerns-promptly');
    // The duty is then contradicted, not missing as well.
    expect(code.filter((f) => f.kind === 'missing').map((f) => f.ruleId)).not.toContain(
      'code-raise-concerns',
    );
    expect(
      ids(
        'Report a possible breach of the Code to your manager straight away; once it has been reported, the lessons are shared at the next team meeting.',
        ['code-of-conduct'],
      ),
    ).not.toContain('code-concerns-promptly');
  });

  it('reads scanned paper, applicants never engaged and a notice row as no retention period', () => {
    const ids = (text: string, topics: string[]) => findingsFor(text, topics).map((f) => f.ruleId);
    expect(
      ids(
        'Scanned paper originals may be securely destroyed 90 days after scanning, once the scan is confirmed complete.',
        ['records'],
      ),
    ).not.toContain('records-retention');
    expect(
      ids('Applications from people we did not engage are deleted 12 months after the recruitment closes.', [
        'records',
      ]),
    ).not.toContain('records-retention');
    expect(
      ids(
        'What: Priority 2 notification to the Commission; Number: 30 days; Notes: Internal target 5 business days.',
        ['incidents', 'records'],
      ),
    ).not.toContain('records-retention');
    // Records destroyed early are still found.
    expect(ids('Care records are destroyed 90 days after the client leaves.', ['records'])).toContain(
      'records-retention',
    );
    expect(ids('Progress notes: 2 years.', ['records'])).toContain('records-retention');
  });

  it('reads the paper originals of what has been scanned as no retention period, however it is put', () => {
    const ids = (text: string) => findingsFor(text, ['records']).map((f) => f.ruleId);
    for (const copy of [
      'Handwritten care records are digitised into CareLink each night; the paper originals are shredded after 6 weeks.',
      'Original documents are kept for 60 days after they have been scanned, then placed in the secure destruction bin.',
      'Class: Scanned source documents | Keep: 3 months | From: date of scanning',
    ])
      expect(ids(copy)).not.toContain('records-retention');
    // Scanned records themselves kept too briefly are still found.
    expect(
      ids('Scanned care records are deleted from the document system 2 years after discharge.'),
    ).toContain('records-retention');
  });

  it('finds consent to a restrictive practice taken once through an agreement or held for the whole stay', () => {
    expectRule(
      'restrictive-practices-safeguards',
      ['restrictive-practices'],
      [
        'Consent to bed rails is recorded in the Resident Agreement signed on entry.',
        'A family member who consents to PRN psychotropic medicine at admission gives consent for the length of the resident’s stay.',
        'The admission agreement includes consent to the locked doors of the dementia wing and any restrictive practice the clinical team needs.',
        'Once given, consent to a lap belt covers all future use.',
      ],
      [
        'Consent to a restrictive practice is never taken from the admission agreement; the RN asks for it for each practice.',
        'Nothing in the service agreement counts as consent to a restrictive practice.',
        'Consent to bed rails given at admission is reviewed with the resident every three months.',
        'The resident gives informed consent to the bed rail after the RN explains the reasons, the risks and the alternatives.',
      ],
    );
  });

  it('finds consent waived for a calming medicine, a Priority 1 notice held to the next business day and a respondent told who disclosed', () => {
    expectRule(
      'restrictive-practices-safeguards',
      ['restrictive-practices'],
      [
        'When a resident is distressed at night, the nurse may give the charted PRN lorazepam; there is no need to wait for the family’s consent.',
        'Staff don’t need to seek consent before an antipsychotic is given for agitation — the GP’s chart covers it.',
      ],
      [
        'In an emergency, there is no need to wait for consent before a PRN sedative is given to prevent immediate harm; the representative is told straight after.',
        'No psychotropic is started without consent; staff always seek consent from the resident or their decision-maker first.',
        'There is no need to seek consent for paracetamol for pain.',
      ],
    );
    expectRule(
      'sirs-priority-1-every-day',
      ['incidents'],
      [
        'A P1 incident found after hours or over a weekend is notified to the Commission by the Clinical Lead on the next business day.',
        'Where the care worker learns of a Priority 1 incident after 6 pm, the coordinator reports it on the following working day.',
        // A time of day written with a dot is not the sentence's end.
        'Where a Priority 1 incident becomes known after 4.30 pm on a Friday, the notice is lodged with the Commission by 9.30 am on the next business day.',
      ],
      [
        'A Priority 1 incident found on a weekend is notified within 24 hours by the on-call manager; the written follow-up is sent to the family on the next business day.',
        'Priority 1 incidents are reported within 24 hours every day of the year, including weekends and public holidays.',
      ],
    );
    expectRule(
      'whistleblower-anonymous',
      ['whistleblower'],
      [
        'Before the interview, the panel tells the respondent the name of the discloser so that they can answer the allegations.',
        'In fairness to them, the investigator advises the subject of the disclosure of the whistleblower’s identity.',
      ],
      [
        'The respondent is told the substance of the allegations but never the name of the discloser.',
        'The investigator tells the respondent what is alleged; the discloser’s identity is disclosed only with their written consent.',
      ],
    );
  });

  it('finds a sedative given on staff judgement with the family told afterwards, and the person a report is about given its author', () => {
    expectRule(
      'chemical-restraint',
      ['restrictive-practices'],
      [
        'If a resident becomes agitated at night, the RN may give a PRN sedative and the daughter or son is told at the next care plan review.',
        'When behaviours escalate, staff can offer prescribed risperidone and the decision-maker is advised afterwards.',
      ],
      [
        'If a resident becomes agitated, the RN may give a PRN sedative only as the behaviour support plan allows and with the consent recorded, and tells the family the same day.',
        'Paracetamol for pain is given as charted and the GP is informed at the next routine review.',
      ],
    );
    expectRule(
      'restrictive-practices-safeguards',
      ['restrictive-practices'],
      [],
      [
        // A dash in a sentence about consent not yet obtained is not a label naming who consents.
        'In an emergency, where there is no time to obtain consent — staff use the least restrictive option and stop when the risk has passed.',
      ],
    );
    expectRule(
      'whistleblower-anonymous',
      ['whistleblower'],
      [
        'The Investigations Officer gives the person named in the disclosure the full report, including the name of the discloser, before the interview.',
        'We will tell the person the concern is about the identity of the whistleblower so they can respond.',
      ],
      [
        'The person named in the disclosure is never given the name of the discloser.',
        'We tell the person named in the report the substance of the allegations, not who made them.',
      ],
    );
  });

  it("finds a family spokesperson's directions over the person's own word, a decision called final, and a period of keeping named by its heading", () => {
    expectRule(
      'rights-own-decisions',
      ['rights'],
      [
        "Where a family has chosen a spokesperson, carers follow the spokesperson's instructions about the person's care, even when the person says otherwise.",
      ],
      ["Carers follow the family spokesperson's directions only where the client asks them to."],
    );
    expectRule(
      'complaints-commission-any-time',
      ['complaints'],
      ["The General Manager's decision on a review is final."],
      ['Unlike a court, no decision in this procedure is final.'],
    );
    const records = (body: string) =>
      rules(`# Records\n\n## Lot 4 — Client care records\n\n${body}\n`, ['records']);
    expect(records('**Period.** Retain for 2 years after services end, then destroy.')).toContain(
      'records-retention',
    );
    expect(records('**Period.** Retain for 7 years after services end, then destroy.')).not.toContain(
      'records-retention',
    );
    // A sentence that names what it keeps is read as it stands.
    expect(records('Visitor sign-in sheets are kept for 12 months.')).not.toContain('records-retention');
  });

  it('reads an option a decision record turned down as no practice', () => {
    const text =
      'Decision: A restrictive practice is used only with informed consent. Alternatives considered: Standing consent in the admission agreement. Rejected because consent must be specific.';
    expect(rules(text, ['restrictive-practices'])).toEqual([]);
  });

  it('finds a refused medicine hidden in food or recorded as given, under medicines and rights', () => {
    const refusal = (text: string) =>
      findingsFor(text, ['medicines'])
        .filter((f) => f.ruleId === 'medicines-refusal')
        .map((f) => `${f.requirementId}: ${f.policyText}`);
    for (const overridden of [
      'When Mr Lim will not take his evening tablets, hide them in his custard so he still gets his dose.',
      'If a resident declines their medicines, carers mix the powder into a cup of tea and offer it again.',
      'Where a client refuses a dose, sign the medication chart as given and tell the coordinator at the end of the week.',
    ])
      expect(refusal(overridden), overridden).toEqual([`medicines: ${overridden}`, `rights: ${overridden}`]);
    for (const respected of [
      'Never crush or hide tablets in food to get around a refusal.',
      'If a resident refuses, record the dose as refused on the chart and tell the RN the same shift.',
      'Where a resident who lacks capacity often refuses, the GP and pharmacist may set up a covert administration plan with the substitute decision-maker’s consent, and doses are then given in yoghurt as the plan says.',
      'Tablets may be crushed and mixed with jam only where the pharmacist has confirmed the medicine can be crushed.',
      'Do not crush tablets into food when a client refuses; record the refusal and ring the nurse.',
      'Refusing is a choice, and it is never a reason to slip a tablet into a drink.',
      'If she spits out her tablets, you record it and do not mix them into her porridge.',
      'A daughter asks staff to put her father’s tablets in his tea because he refuses them; the RN explains why we cannot.',
    ])
      expect(refusal(respected), respected).toEqual([]);
  });

  it('quotes the policy’s own sentence of a rule before the rows of its table', () => {
    const text = [
      '# Records',
      '',
      '| Class | Records | Kept for |',
      '|---|---|---|',
      '| A | Care records | 2 years |',
      '| B | Incident records | 2 years |',
      '| C | Complaint records | 2 years |',
      '',
      'Care, incident and complaint records in classes A to C are kept for two years after the person leaves, then destroyed.',
    ].join('\n');
    const quoted = findingsFor(text, ['records'])
      .filter((f) => f.ruleId === 'records-retention')
      .map((f) => f.policyText);
    expect(quoted[0]).toBe(
      'Care, incident and complaint records in classes A to C are kept for two years after the person leaves, then destroyed.',
    );
    expect(quoted).toHaveLength(3);
  });

  it('finds a blanket ban on visits by the clock, and not a limit with a reason', () => {
    const visiting = (text: string) =>
      findingsFor(text, ['rights'])
        .filter((f) => f.ruleId === 'rights-visiting')
        .map((f) => f.policyText);
    for (const ban of [
      'Visitors are not allowed in the home after 8 pm.',
      'No visiting on Sunday mornings, when the households rest.',
      'All visitors must leave the building by 7 pm so that night staff can settle residents.',
      'Visiting is restricted to 11 am to 4 pm each day.',
      'Our doors are open to families from 9 am to 6 pm; outside these times visits are not permitted.',
    ])
      expect(visiting(ban), ban).toEqual([ban]);
    for (const reason of [
      'Visitors are welcome at any time; after 8 pm please use the front door bell.',
      'During an outbreak, visits may be limited as the public health unit directs.',
      'Visits are not permitted after 8 pm unless the resident asks for them.',
      'Visitors are limited to two at a time in each room.',
      'Visitors are not allowed in the medication room.',
      'If a resident does not want to see a visitor, staff respect that wish.',
    ])
      expect(visiting(reason), reason).toEqual([]);
  });

  it('finds visits stopped for every new resident while they settle in, and not a settling-in plan', () => {
    const visiting = (text: string) =>
      findingsFor(text, ['rights'])
        .filter((f) => f.ruleId === 'rights-visiting')
        .map((f) => f.policyText);
    for (const ban of [
      'To help new residents settle, visits by family and friends are paused for the first fourteen days after admission; staff keep families updated by phone during this time.',
      'No visitors during the settling-in period.',
      'Visits will be suspended for the initial two weeks so that residents adjust to the routine.',
    ])
      expect(visiting(ban), ban).toEqual([ban]);
    for (const plan of [
      'Families are encouraged to visit often during the first weeks after admission.',
      'Visits are suspended for the first two weeks only if the resident asks for a quiet start.',
      'During an outbreak, visits are paused for the first 7 days as the public health unit directs.',
      'Visits are not restricted during the settling-in period.',
    ])
      expect(visiting(plan), plan).toEqual([]);
  });

  it('finds a rule that every resident goes out only with an escort or leave, and not a limit for one person', () => {
    const goingOut = (text: string) =>
      findingsFor(text, ['rights'])
        .filter((f) => f.ruleId === 'rights-going-out')
        .map((f) => f.policyText);
    for (const rule of [
      'To keep everyone safe, residents may go out only when a staff member or relative goes with them.',
      'Residents can leave the grounds only with the approval of the nurse on duty.',
      'No resident may leave the building unless accompanied by a worker or a family member.',
      'Residents must be escorted by staff whenever they leave the home.',
      'Any resident who would like to walk to the shops alone needs to get the approval of their family first.',
      'Clients who want to go out on their own must first seek the written permission of the coordinator.',
    ])
      expect(goingOut(rule), rule).toEqual([rule]);
    for (const fine of [
      'Residents may come and go as they please; we ask them to let reception know so that we can account for everyone in a fire.',
      'A resident whose assessment shows they may get lost is offered a companion for outings, as their behaviour support plan sets out.',
      'Residents are supported to go out into the community at any time, and staff can arrange an escort if they want one.',
      'Residents may leave the premises only when accompanied, where this is an environmental restraint authorised in their behaviour support plan with consent.',
      'Visitors must sign out at reception when they leave.',
      'Residents who wish to go out on their own do not need anyone’s permission; they write where they are going in the book.',
      'A resident who wishes to go out alone and has been assessed as likely to get lost must have the agreement of their guardian, under the tribunal order.',
    ])
      expect(goingOut(fine), fine).toEqual([]);
  });

  it('reads a person who does not want to complain to the provider as free to go to the Commission at any time', () => {
    const ids = (text: string) => findingsFor(text, ['complaints']).map((f) => f.ruleId);
    expect(
      ids(
        'IF a person does not want to complain to us, or is not satisfied with how we handled it, THEN tell them they can contact the Aged Care Quality and Safety Commission.',
      ),
    ).not.toContain('complaints-commission-any-time');
    expect(
      ids(
        'IF a person is not satisfied with how we handled it, THEN tell them they can contact the Aged Care Quality and Safety Commission.',
      ),
    ).toContain('complaints-commission-any-time');
  });

  it("reads a risk register's risk statements as risks, and finds covert medicines and completion taken for success", () => {
    const ids = (text: string, topics: string[]) => findingsFor(text, topics).map((f) => f.ruleId);
    expect(
      ids(
        'Risk statement: A restrictive practice is used without the informed consent of the resident or of the person entitled to consent for them.',
        ['restrictive-practices'],
      ),
    ).not.toContain('restrictive-practices-safeguards');
    expect(
      ids(
        'Risk appetite: Nil appetite for any restrictive practice used for staff convenience, as punishment, or without the consent the law requires.',
        ['restrictive-practices'],
      ),
    ).not.toContain('restrictive-practices-safeguards');
    // A control that does the same is the provider's practice.
    expect(
      ids('Control: a restrictive practice may be used without consent when the family cannot be reached.', [
        'restrictive-practices',
      ]),
    ).toContain('restrictive-practices-safeguards');
    const covert = findingsFor(
      "If a family member asks for tablets to be mixed into food or drink without the client knowing, you may do this once the request is written in the client's care notes.",
      ['medicines'],
    );
    expect(covert.find((f) => f.ruleId === 'rights-own-decisions')?.requirementId).toBe('rights');
    expect(
      ids('Never mix tablets into food or drink without the client knowing.', ['medicines']),
    ).not.toContain('rights-own-decisions');
    const done = findingsFor(
      'We will know this workbook has done its job when every worker has completed it and the completion report shows 100%.',
      ['code-of-conduct'],
    );
    expect(done.find((f) => f.ruleId === 'training-effectiveness')?.requirementId).toBe('workforce');
    expect(
      ids(
        'We will know this workbook has done its job when spot checks show workers use what it teaches, not only when every worker has completed it.',
        ['code-of-conduct'],
      ),
    ).not.toContain('training-effectiveness');
  });

  it('finds medicines hidden without telling the person, a guide in place of the Code, concerns kept inside and family told without checking', () => {
    const ids = (text: string, topics: string[]) => findingsFor(text, topics).map((f) => f.ruleId);
    const covert = findingsFor(
      'If a resident refuses their medicines on three rounds, the nurse in charge and the GP may agree to give the medicines crushed in food without telling the resident.',
      ['medicines'],
    );
    // The person's right to decide, not only the medicines requirement.
    expect(covert.find((f) => f.ruleId === 'rights-own-decisions')?.requirementId).toBe('rights');
    expect(
      ids(
        'Conduct expectations are set out in our behaviour guide, which is the only conduct standard workers are inducted against and held to.',
        ['workforce'],
      ),
    ).toContain('code-scope');
    expect(
      ids(
        'Our behaviour guide adds to the Code of Conduct for Aged Care; it is not the only conduct standard workers are held to.',
        ['workforce'],
      ),
    ).not.toContain('code-scope');
    expect(
      ids(
        "Staff who have a concern about a colleague's conduct must raise it with their manager, and must not take it to any outside body until the internal review has been completed.",
        ['code-of-conduct'],
      ),
    ).toContain('whistleblower-anonymous');
    expect(
      ids(
        'We will tell the family members on your kinship list about your health, your medicines and your care plan whenever they ask, without needing to check with you first.',
        ['privacy'],
      ),
    ).toContain('privacy-disclosure-consent');
  });

  it('reads "24 hours for Priority 1, 30 days for Priority 2" as the right limits', () => {
    const ids = (text: string) => findingsFor(text, ['incidents']).map((f) => f.ruleId);
    expect(
      ids(
        'The Director of Nursing notifies the Commission under the Serious Incident Response Scheme within the required time (24 hours for Priority 1, 30 days for Priority 2).',
      ),
    ).not.toContain('sirs-priority-1');
    expect(
      ids(
        'The Director of Nursing notifies the Commission within the required time (72 hours for Priority 1, 30 days for Priority 2).',
      ),
    ).toContain('sirs-priority-1');
  });

  it("does not take a sentence of examples to speak up about for the provider's own practice", () => {
    const text = `# Speaking Up Policy

Examples of matters that can be disclosed include abuse or neglect of a resident; restrictive practices used without consent; falsified records.

You can speak up anonymously, to the Speak Up Officer or straight to the Aged Care Quality and Safety Commission. No one will be victimised for speaking up.
`;
    const plan = planAssessment(text);
    expect(plan.findings.filter((f) => f.requirementId === 'restrictive-practices')).toEqual([]);
    expect(plan.assessed).not.toContain('restrictive-practices');
  });

  it('reads a period of hours in a row about records as how long something lasts, not as a retention', () => {
    const ids = (text: string) => findingsFor(text, ['records']).map((f) => f.ruleId);
    expect(
      ids(
        'Paper visit records are used for up to 48 hours during a system outage and entered once it is restored.',
      ),
    ).not.toContain('records-retention');
    expect(ids('Paper visit records are kept for 48 hours and then shredded.')).toContain(
      'records-retention',
    );
  });

  it('does not read a breach that keeps a contractor off site as the Code not applying to contractors', () => {
    const ids = (text: string) => findingsFor(text, ['code-of-conduct']).map((f) => f.ruleId);
    expect(
      ids('Agency workers and contractors who breach the Code may be excluded from our homes.'),
    ).not.toContain('code-scope');
    expect(ids('Agency workers and contractors are excluded from this Code.')).toContain('code-scope');
  });

  it("does not expect a policy to state the facts of a topic it hands to another of the provider's documents", () => {
    const policy = (reference: string) =>
      [
        '# Medication Management Policy',
        '## Administration',
        'Registered nurses give Schedule 8 medicines with a second nurse as witness.',
        'Medicines are stored in a locked trolley and the medication fridge is checked daily.',
        'The pharmacist reviews each resident’s medicines every year.',
        '## Medication incidents',
        'Every medication incident is entered in the incident register within the shift.',
        'The RN assesses the resident after any incident and tells the family.',
        'Incidents involving harm to a resident are investigated by the Clinical Manager.',
        'Medication incidents include a wrong dose, a wrong resident, a wrong time and a missed dose.',
        'Incident trends are reported to the Medication Advisory Committee every quarter.',
        'Open disclosure is used with the resident and family after any medication incident.',
        reference,
      ].join('\n');
    const missing = (text: string) =>
      planAssessment(text)
        .findings.filter((f) => f.kind === 'missing' && f.requirementId === 'incidents')
        .map((f) => f.ruleId);
    expect(
      missing(policy('Reportable incidents are managed under QR-004 Incident Management and SIRS.')),
    ).toEqual([]);
    // Another part of the provider's own rules book, named by its number and name, is another document too; a part of
    // the Act is not.
    expect(
      missing(
        policy(
          'If the error is a reportable incident, Part 3 (Incidents) applies and the Residential Manager notifies the Commission.',
        ),
      ),
    ).toEqual([]);
    expect(
      missing(
        policy('If the error is a reportable incident, the Residential Manager notifies the Commission.'),
      ),
    ).toEqual(['sirs-priority-1-stated', 'sirs-priority-2-stated']);
    expect(
      missing(
        policy(
          'Reportable incidents are notified to the Commission under Chapter 4, Part 3 of the Aged Care Act 2024.',
        ),
      ),
    ).toEqual(['sirs-priority-1-stated', 'sirs-priority-2-stated']);
    // Dealt with here, the topic's facts are expected.
    expect(
      missing(
        policy(
          'Reportable incidents under the Serious Incident Response Scheme are notified to the Commission by the Care Manager.',
        ),
      ),
    ).toEqual(['sirs-priority-1-stated', 'sirs-priority-2-stated']);
  });

  it("finds the Priority 1 clock started by a manager's confirmation rather than by awareness", () => {
    const ids = (text: string) => findingsFor(text, ['incidents']).map((f) => f.ruleId);
    expect(
      ids(
        'Priority 1 incidents are lodged with the Commission within 24 hours of the Quality Manager confirming the priority.',
      ),
    ).toContain('sirs-awareness');
    expect(
      ids(
        'Priority 1 incidents are lodged with the Commission within 24 hours of any staff member becoming aware of them.',
      ),
    ).not.toContain('sirs-awareness');
  });

  it('counts a completion figure called effectiveness in a workforce policy against the workforce requirement', () => {
    const text =
      'For the yearly review, a topic counts as effective once 90% of staff have completed it in the learning system.';
    const owners = (topics: string[]) =>
      findingsFor(text, topics)
        .filter((f) => f.ruleId === 'training-effectiveness')
        .map((f) => f.requirementId);
    // Action 2.9.5 is a workforce outcome: in a workforce policy the finding counts against workforce.
    expect(owners(['workforce'])).toEqual(['workforce']);
    // In a policy on governance, whether its systems work is a matter of governance.
    expect(owners(['standard-2', 'incidents'])).toEqual(['standard-2']);
  });

  it('finds the Commission offered only once the internal steps are done, in whichever order a sentence puts it', () => {
    const late = [
      'The Commission may be contacted once our internal review is complete.',
      'Complaints can be escalated to the Aged Care Quality and Safety Commission when all internal avenues have been exhausted.',
      'Referral to the ACQSC is available if the matter is still unresolved after Stage 3.',
      'You can take your concern to the Complaints Commissioner only after the three stages of our process have been completed.',
    ];
    for (const sentence of late)
      expect(
        findingsFor(sentence, ['complaints']).map((f) => f.ruleId),
        sentence,
      ).toContain('complaints-commission-any-time');
    const free = [
      'You may contact the Commission at any time, including before, during or after our own process.',
      'You do not have to wait until our process is finished before contacting the Aged Care Quality and Safety Commission.',
      'The Commission can be contacted at any stage, even if our internal review is not yet complete.',
      'Once a complaint is resolved, we tell the person they can still contact the Commission if they wish.',
    ];
    for (const sentence of free)
      expect(
        findingsFor(sentence, ['complaints']).map((f) => f.ruleId),
        sentence,
      ).not.toContain('complaints-commission-any-time');
  });

  it('finds a Code of Conduct applied to some workers only, however it is put', () => {
    const partial = [
      'The Code of Conduct applies only to direct care staff.',
      'Our Code applies to frontline workers; administrative staff are guided by the Staff Handbook instead.',
      'Volunteers are not expected to follow the Aged Care Code of Conduct.',
      'The Aged Care Code of Conduct does not apply to board directors.',
    ];
    for (const sentence of partial)
      expect(
        findingsFor(sentence, ['code-of-conduct']).map((f) => f.ruleId),
        sentence,
      ).toContain('code-scope');
    const whole = [
      'The Code of Conduct applies to all workers, including volunteers, contractors, agency staff and board members.',
      'Board members follow the Code of Conduct as responsible persons.',
      'Office staff now follow the Aged Care Code of Conduct instead of the old staff handbook.',
    ];
    for (const sentence of whole)
      expect(
        findingsFor(sentence, ['code-of-conduct']).map((f) => f.ruleId),
        sentence,
      ).not.toContain('code-scope');
  });

  it('does not take how often something is reviewed for how long records are kept', () => {
    for (const sentence of [
      'This policy is reviewed every two years, or sooner if record-keeping laws change.',
      'Records are audited each year and kept for 7 years after the last entry.',
      'Archived files are checked every 6 months and retained for seven years.',
    ])
      expect(
        findingsFor(sentence, ['records']).map((f) => f.ruleId),
        sentence,
      ).not.toContain('records-retention');
    expect(
      findingsFor('Client files are kept for two years and reviewed every year.', ['records']).map(
        (f) => f.ruleId,
      ),
    ).toContain('records-retention');
  });

  it('reads a Commission offered only when the internal review has concluded or a final decision is made', () => {
    for (const sentence of [
      'Referral to the Commission follows once the Stage 3 review has concluded.',
      'The Complaints Officer will refer the matter to the ACQSC when the CEO has issued a final decision.',
    ])
      expect(
        findingsFor(sentence, ['complaints']).map((f) => f.ruleId),
        sentence,
      ).toContain('complaints-commission-any-time');
    expect(
      findingsFor(
        'A person may go to the Commission at any time; they do not need to wait until Stage 3 has concluded.',
        ['complaints'],
      ).map((f) => f.ruleId),
    ).not.toContain('complaints-commission-any-time');
  });

  it('finds restraint used before the alternatives, however the first step is named', () => {
    for (const sentence of [
      'Night staff may give a sedative as the first line of management, and redirection is tried if it does not work.',
      'Bed rails are applied, after which other options such as a low bed and sensor mat are considered.',
      'The RN may give a PRN antipsychotic as an initial measure, with diversional activities offered afterwards.',
    ])
      expect(
        findingsFor(sentence, ['restrictive-practices']).map((f) => f.ruleId),
        sentence,
      ).toContain('restrictive-practices-safeguards');
    for (const sentence of [
      'A restrictive practice is never used as a first response; alternatives are always tried first.',
      'Sedation is not to be used as the first option under any circumstances.',
    ])
      expect(
        findingsFor(sentence, ['restrictive-practices']).map((f) => f.ruleId),
        sentence,
      ).not.toContain('restrictive-practices-safeguards');
  });

  it('reads retention periods written short ("3 yrs", "18 mths") in a retention schedule', () => {
    expect(
      findingsFor('Record class: Rosters; Retention period: 3 yrs after the roster ends; Disposal: shred.', [
        'records',
      ]).map((f) => f.ruleId),
    ).toContain('records-retention');
    expect(
      findingsFor('Record type: Progress notes; Keep for: 18 mths; Then: archive.', ['records']).map(
        (f) => f.ruleId,
      ),
    ).toContain('records-retention');
    expect(
      findingsFor('Record class: Care plans; Retention period: 7 yrs after last service.', ['records']),
    ).toEqual([]);
  });

  it('finds a Code of Conduct narrowed by defining who counts as a worker', () => {
    for (const sentence of [
      'In this policy "staff" means people on our payroll; it does not extend to volunteers, agency nurses or contractors.',
      'For the purposes of this Code, a worker means a person directly employed by the organisation.',
    ])
      expect(
        findingsFor(sentence, ['code-of-conduct']).map((f) => f.ruleId),
        sentence,
      ).toContain('code-scope');
    expect(
      findingsFor(
        'A worker means any person employed or engaged by us, including contractors, agency staff, students and volunteers.',
        ['code-of-conduct'],
      ).map((f) => f.ruleId),
    ).not.toContain('code-scope');
  });

  it('does not take "not only whether it was completed" for effectiveness judged by completion', () => {
    for (const sentence of [
      'We look at whether staff can apply what they learned, and judge effectiveness not just by whether they completed the course.',
      'Training is effective when it changes practice; we look beyond completion rates.',
      'The Organisation evaluates whether training is effective, rather than only whether it has been completed.',
      // A count of effectiveness reviews done is not training judged by its completion.
      'Indicator: Training Effectiveness Reviews completed; Target: 1 per residence per quarter; Frequency: Quarterly.',
    ])
      expect(
        findingsFor(sentence, ['workforce']).map((f) => f.ruleId),
        sentence,
      ).not.toContain('training-effectiveness');
    expect(
      findingsFor('Training is considered effective when 95% of staff have completed it.', ['workforce']).map(
        (f) => f.ruleId,
      ),
    ).toContain('training-effectiveness');
  });

  it('finds records kept only until an event (discharge, exit, death) instead of for a period', () => {
    for (const sentence of [
      'Record type: Client files; Retention: until the client exits the service; Disposal: shred.',
      'Care records are kept until the resident dies, and then destroyed.',
    ])
      expect(
        findingsFor(sentence, ['records']).map((f) => f.ruleId),
        sentence,
      ).toContain('records-retention');
    for (const sentence of [
      'Care records are kept for 7 years after the resident is discharged.',
      'Records are retained until at least seven years after the client leaves the service.',
    ])
      expect(
        findingsFor(sentence, ['records']).map((f) => f.ruleId),
        sentence,
      ).not.toContain('records-retention');
  });

  it('finds the Commission offered only when the person disputes the internal outcome', () => {
    for (const sentence of [
      'Where a complainant disputes the outcome of the internal review, they may refer the complaint to the ACQSC.',
      'If you disagree with our final decision, you may then contact the Aged Care Quality and Safety Commission.',
    ])
      expect(
        findingsFor(sentence, ['complaints']).map((f) => f.ruleId),
        sentence,
      ).toContain('complaints-commission-any-time');
    expect(
      findingsFor(
        'You can contact the Commission at any time, including if you disagree with our decision.',
        ['complaints'],
      ).map((f) => f.ruleId),
    ).not.toContain('complaints-commission-any-time');
  });

  it('finds a disclosure that must carry a name, or that must go inside first, however it is put', () => {
    for (const sentence of [
      'Reports must be made in your own name.',
      'Every report must contain the name and phone number of the person who made it.',
      'We are unable to act on anonymous disclosures.',
      'Before going to any external body, staff shall first use the internal reporting channels.',
      'Disclosers should first raise the matter with the Whistleblower Officer and give us 14 days before contacting a regulator.',
    ])
      expect(
        findingsFor(sentence, ['whistleblower']).map((f) => f.ruleId),
        sentence,
      ).toContain('whistleblower-anonymous');
    for (const sentence of [
      'You can make a disclosure in your own name or anonymously.',
      'You may go to the Commission or another external body first; you do not have to use our internal channels.',
    ])
      expect(
        findingsFor(sentence, ['whistleblower']).map((f) => f.ruleId),
        sentence,
      ).not.toContain('whistleblower-anonymous');
  });

  it('reads the duty to speak up about quality and safety however it is worded', () => {
    expect(
      findingsFor('Speak up straight away if anything could affect the safety of a client’s care.', [
        'code-of-conduct',
      ]).map((f) => f.ruleId),
    ).not.toContain('code-raise-concerns');
  });

  it('does not take a sentence on another subject for a breach', () => {
    expect(
      findingsFor(
        'We will not disclose their identity, or anything likely to identify them, without their consent.',
        [],
      ),
    ).toEqual([]);
    expect(findingsFor('The use must be recorded and reviewed by the Director within 24 hours.', [])).toEqual(
      [],
    );
  });
});

describe('fact checks on what counts as reportable, when the clock starts, and who consents', () => {
  const rulesFound = (sentence: string, topic: string) =>
    findingsFor(sentence, [topic])
      .filter((f) => f.kind === 'contradiction')
      .map((f) => f.ruleId);

  it('finds notification that waits for an incident to be confirmed, however it is put', () => {
    for (const sentence of [
      'Where the Clinical Manager is satisfied that the allegation has been substantiated, she will notify the Commission.',
      'Staff complete an incident form; the Quality Lead notifies the Commission only if the review finds the incident occurred.',
      '"Reportable incident": an event causing harm to a resident that the Residential Manager has verified.',
      'A SIRS notification is lodged once the internal investigation has concluded.',
      'Every allegation is checked by the Manager before any decision to notify is made.',
      'Only incidents witnessed by a staff member are entered in the register for notification.',
      'If the staff member denies the allegation and there is no evidence, no notification is required.',
      'Unsubstantiated allegations will not be reported to the Commission.',
    ])
      expect(rulesFound(sentence, 'incidents'), sentence).toContain('sirs-alleged-suspected');
  });

  it('accepts notification of alleged and suspected incidents with the investigation after it', () => {
    for (const sentence of [
      'Alleged and suspected incidents are notified in the same way as incidents staff saw, without waiting for an investigation.',
      'The investigation starts after the notification and its outcome is sent to the Commission in the final report.',
      'Notify the Commission whether or not the allegation is later substantiated.',
      '"Reportable incident" includes an incident that has occurred, is alleged to have occurred or is suspected.',
    ])
      expect(rulesFound(sentence, 'incidents'), sentence).toEqual([]);
  });

  it('finds a Priority 1 limit that can run past 24 hours: business days, weekends left out, a clock started late', () => {
    const found = (sentence: string) => rulesFound(sentence, 'incidents');
    expect(found('Priority 1 incidents are notified by the end of the next working day.')).toContain(
      'sirs-priority-1-every-day',
    );
    expect(
      found('Priority 1 incidents are notified within 24 hours, not counting weekends and public holidays.'),
    ).toContain('sirs-priority-1-every-day');
    expect(
      found('Priority 1 incidents are notified within 24 hours, excluding weekends and public holidays.'),
    ).toContain('sirs-priority-1-every-day');
    expect(found('Incidents are notified to the Commission within 12 business hours.')).toContain(
      'sirs-priority-1-every-day',
    );
    expect(found('The 24 hours start when the incident form is received by the Quality Office.')).toContain(
      'sirs-awareness',
    );
    expect(
      found('Incident type: Unexpected death; Priority: 1; Notify the Commission: Within 48 hours.'),
    ).toContain('sirs-priority-1');
    // Sound: every day, awareness from any worker, and a limit given to another subject.
    expect(
      found('Priority 1 incidents are notified within 24 hours, including weekends and public holidays.'),
    ).toEqual([]);
    expect(
      found(
        'The 24 hours run from when any worker becomes aware, not from when the form reaches the office.',
      ),
    ).toEqual([]);
    expect(
      found('Notify within 24 hours for a Priority 1 incident and within 30 days for a Priority 2 incident.'),
    ).toEqual([]);
    expect(found('The investigation of a Priority 1 incident is completed within 28 days.')).toEqual([]);
  });

  it('names the hours a worked example takes, beside the sentence it quotes', () => {
    const text = `# Incident Management Policy

## Worked example
At 6.20 pm on Thursday a visitor tells the RN that her mother was slapped by a care worker. The Quality Manager lodges the Priority 1 notification at 11 am on Saturday.
`;
    const finding = findingsFor(text, ['incidents']).find((f) => f.ruleId === 'sirs-priority-1');
    expect(finding?.policyText).toBe(
      'The Quality Manager lodges the Priority 1 notification at 11 am on Saturday.',
    );
    expect(finding?.reading).toBe(
      'In this example the Commission is notified about 41 hours after the incident was first known.',
    );
  });

  it("finds consent to a restrictive practice given by the provider's own people, deemed, or taken from a general consent", () => {
    for (const sentence of [
      'If the guardian cannot be reached, consent to the restrictive practice is given by the Clinical Manager.',
      'The treating GP may provide consent where the resident lacks capacity.',
      'The RN and the Care Manager sign the consent form for the bed rails.',
      'Where the decision-maker does not reply within 72 hours, consent to the restraint is deemed to have been given.',
      "The resident's consent to care on the admission agreement is taken to include any restrictive practice.",
      "The RN wrote 'consent – RN' on the chart and gave the PRN risperidone.",
      'The decision to use a lap belt is made by the Director of Nursing.',
    ])
      expect(rulesFound(sentence, 'restrictive-practices'), sentence).toContain(
        'restrictive-practices-safeguards',
      );
  });

  it('accepts consent from the person or their decision-maker, checked by staff', () => {
    for (const sentence of [
      'The Clinical Manager checks that informed consent has been given by the resident or their restrictive practices substitute decision-maker.',
      'The RN countersigns the consent form after the guardian has signed it.',
      'A GP prescription is not consent to a chemical restraint.',
      'In an emergency to prevent serious harm, a restrictive practice may be used without consent, and the guardian is told the same day.',
    ])
      expect(rulesFound(sentence, 'restrictive-practices'), sentence).toEqual([]);
  });

  it('finds restraint routinely, for convenience, at the first sign, or before anything else is tried', () => {
    for (const sentence of [
      'Chemical restraint may be used as a first-line intervention for residents with a history of aggression.',
      'Every resident with a falls history will have bed rails raised at night.',
      'A lap belt may be used to help staff complete showering.',
      'Give it as soon as the resident starts pacing.',
      'Reassurance and distraction will be tried if the bed rails prove ineffective.',
      'New residents who have wandered before are given a locked room from their first night.',
    ])
      expect(rulesFound(sentence, 'restrictive-practices'), sentence).toContain(
        'restrictive-practices-safeguards',
      );
    expect(
      rulesFound(
        'Bed rails are considered only if a low bed, sensor mat and toileting rounds have been tried and the risk of harm remains.',
        'restrictive-practices',
      ),
    ).toEqual([]);
  });
});

describe('fact checks on records, complaints, disclosures and the Code, as unseen passages put them', () => {
  const rulesFound = (text: string, topic: string) =>
    findingsFor(text, [topic])
      .filter((f) => f.kind === 'contradiction')
      .map((f) => f.ruleId);

  it('reads completion records kept but not taken on their own as proof, and concerns about restrictions sent to complaints, as no breach', () => {
    expect(
      rulesFound(
        'Attendance figures are kept but not treated by themselves as evidence of effective teaching.',
        'workforce',
      ),
    ).not.toContain('training-effectiveness');
    expect(
      rulesFound('Completion records show that the training has been effective.', 'workforce'),
    ).toContain('training-effectiveness');
    expect(
      rulesFound(
        'Concerns about the visiting limits are managed under the feedback and complaints procedure.',
        'incidents',
      ),
    ).not.toContain('sirs-alleged-suspected');
    expect(
      rulesFound(
        'Concerns that a carer slapped a client are dealt with through the HR performance process.',
        'incidents',
      ),
    ).toContain('sirs-alleged-suspected');
  });

  it('finds records destroyed with nobody authorising it or nothing to show what went, not a guarded disposal', () => {
    for (const sentence of [
      'When an archive box falls due, the Site Coordinator sends it for pulping without needing anyone’s approval.',
      'Team leaders may delete closed client folders from the shared drive at their own discretion.',
      'No disposal log is kept for files shredded on site.',
      'Staff do not need to record which files they destroy.',
    ])
      expect(rulesFound(sentence, 'records'), sentence).toContain('records-disposal-authorised');
    for (const sentence of [
      'No file may be shredded without the written approval of the Records Officer, who enters it in the disposal log.',
      'Printed copies of the roster can be shredded without further approval.',
      'Audit finding: two boxes destroyed in error, with no destruction register entry.',
      'Laptops are wiped by the IT contractor without further sign-off.',
      'Don’t delete a closed client folder without sign-off from the Records Officer.',
    ])
      expect(rulesFound(sentence, 'records'), sentence).not.toContain('records-disposal-authorised');
  });

  it('finds records destroyed on request or on an event, or kept as long as someone decides', () => {
    for (const sentence of [
      'Client files may be shredded at the request of the client once they stop receiving services.',
      'Once a resident has died and the estate is settled, the file can be destroyed.',
      'Records are retained for such period as the Operations Manager determines.',
      'Old files are disposed of whenever storage space is needed.',
    ])
      expect(rulesFound(sentence, 'records'), sentence).toContain('records-destroyed-early');
    expect(rulesFound('Files are archived off site 2 years after the last entry.', 'records')).toEqual([]);
    expect(
      rulesFound(
        'Files are destroyed at the family’s request only once 7 years have passed since the last entry.',
        'records',
      ),
    ).toEqual([]);
  });

  it('finds the Commission closed until the internal process ends, however it is put', () => {
    for (const sentence of [
      'The Commission will not look at your complaint until you have finished our three-step process.',
      'No external complaint should be lodged until our internal review has been completed.',
      'Outside bodies such as the Commission can only help once we have responded.',
      'Residents who go to the Commission first will be asked to withdraw their complaint.',
    ])
      expect(rulesFound(sentence, 'complaints'), sentence).toContain('complaints-commission-any-time');
    expect(rulesFound('Q: Must I finish your process before going to the Commission?', 'complaints')).toEqual(
      [],
    );
  });

  it('finds a disclosure that must be signed, go to a manager, or whose maker is traced or named', () => {
    for (const sentence of [
      'Every disclosure must be signed by the discloser.',
      'Concerns must be raised with your line manager.',
      'Protection applies only where the person has first told their supervisor.',
      "The discloser's identity may be given to the staff member the disclosure is about.",
      'The manager will check the rosters to find out who made the anonymous report.',
      'You must identify yourself for the disclosure to be investigated.',
    ])
      expect(rulesFound(sentence, 'whistleblower'), sentence).toContain('whistleblower-anonymous');
    expect(
      rulesFound(
        'You do not have to give your name, and we will never try to find out who made a report.',
        'whistleblower',
      ),
    ).toEqual([]);
    // Hunting the discloser named as wrongdoing, in a sentence or a table of penalties.
    for (const text of [
      'Any attempt to work out who made a disclosure is serious misconduct.',
      '# Penalties\n\n| Conduct | Outcome |\n|---|---|\n| Trying to trace who lodged a disclosure | Dismissal |\n| Asking colleagues to identify who reported a concern | Warning |\n',
      '# Reprisals\n\n| Behaviour | Consequence |\n|---|---|\n| Trying to work out who raised a concern | Serious misconduct |\n',
    ])
      expect(rulesFound(text, 'whistleblower'), text).toEqual([]);
  });

  it('finds the Code narrowed to some of the people it binds', () => {
    for (const sentence of [
      'The Code applies to permanent employees.',
      'Group: Contractors; Does the Code apply?: No.',
      'Agency staff are outside the scope of this Code.',
      'Board members are not subject to the Code.',
    ])
      expect(rulesFound(sentence, 'code-of-conduct'), sentence).toContain('code-scope');
  });

  it('does not take a list of prohibited practices for the practices themselves', () => {
    const text = `# Restrictive Practices

## Prohibited practices
The following must never be used:
- bed rails raised for the convenience of night staff;
- sedation given at 7 pm to every resident who wanders.
`;
    expect(rulesFound(text, 'restrictive-practices')).toEqual([]);
  });
});

describe('fact checks read by what a sentence does, not by one phrasing', () => {
  const rulesFound = (text: string, topic: string) =>
    findingsFor(text, [topic])
      .filter((f) => f.kind === 'contradiction')
      .map((f) => f.ruleId);

  it("finds the Commission offered on any condition about the provider's own process", () => {
    for (const sentence of [
      'If your concern is not resolved within four weeks, you may then write to the Aged Care Quality and Safety Commission.',
      'Outside agencies are contacted only after our review panel has finished its work.',
      'Level 3 (only when Level 2 cannot be sorted out): the Aged Care Quality and Safety Commission.',
      'Escalation to the Commission is kept for matters our managers could not fix.',
      'A: Not until you have completed both stages of our complaints process.',
    ])
      expect(rulesFound(sentence, 'complaints'), sentence).toContain('complaints-commission-any-time');
    for (const sentence of [
      'If you are not satisfied, you can ask for an internal review, or you may contact the Aged Care Quality and Safety Commission.',
      'You can contact the Commission at any time, even if our process has not finished.',
    ])
      expect(rulesFound(sentence, 'complaints'), sentence).not.toContain('complaints-commission-any-time');
  });

  it("finds consent given, signed or authorised by the provider's own people", () => {
    for (const sentence of [
      'Clinical Manager: grants consent for bed rails when the family cannot be contacted.',
      'Consent to a chemical restraint is sought from the prescriber when the medicine is charted.',
      'The care team may approve a restrictive practice at the weekly meeting.',
      "Where the resident is unable to sign, the RN signs the form on the resident's behalf.",
    ])
      expect(rulesFound(sentence, 'restrictive-practices'), sentence).toContain(
        'restrictive-practices-safeguards',
      );
    for (const sentence of [
      'The RN obtains informed consent from the resident or their restrictive practices substitute decision-maker.',
      'The Home Manager shall approve the BSP before the restrictive practice starts.',
    ])
      expect(rulesFound(sentence, 'restrictive-practices'), sentence).not.toContain(
        'restrictive-practices-safeguards',
      );
  });

  it('finds disclosures made to pass through a manager, anonymity refused, and a form that demands a name', () => {
    for (const sentence of [
      'Disclosures must be sent through your unit manager, who forwards them to the Whistleblower Officer.',
      'We cannot take anonymous disclosures because we need to follow them up.',
      'Every field on the whistleblower form is compulsory, including your name and role.',
    ])
      expect(rulesFound(sentence, 'whistleblower'), sentence).toContain('whistleblower-anonymous');
    expect(
      rulesFound(
        'You may make a disclosure anonymously, and you do not need to go through your manager.',
        'whistleblower',
      ),
    ).not.toContain('whistleblower-anonymous');
  });

  it('finds a restrictive practice used as a matter of course rather than as a last resort', () => {
    for (const sentence of [
      'Bed rails are raised at night for residents with a falls history, as a standard precaution.',
      'Staff may give the PRN sedative at the earliest sign of restlessness.',
      'Mrs B has a standing order for quetiapine at 4 pm so that she stays settled in the evening.',
      'The lounge door is locked from 8 pm so the night staff can keep everyone together.',
      'A resident who becomes aggressive is taken to the time-out room and the door is locked until he calms down.',
      'Last resort means the option that works best with the staff on the shift.',
    ])
      expect(rulesFound(sentence, 'restrictive-practices').join(' '), sentence).toMatch(
        /restrictive-practices-safeguards|chemical-restraint/,
      );
    for (const sentence of [
      'PRN lorazepam is given only after other strategies have been tried and recorded; it is never given on a regular schedule.',
      'The lounge door is never locked; at night a staff member sits in the lounge with anyone who is awake.',
    ])
      expect(rulesFound(sentence, 'restrictive-practices').join(' '), sentence).not.toMatch(
        /restrictive-practices-safeguards|chemical-restraint/,
      );
  });

  it('finds the Code kept for employees or for frontline staff', () => {
    for (const sentence of [
      'This policy applies to all people employed by us on a contract of employment.',
      'The Code of Conduct applies to our clinical staff.',
      'Volunteers are not aged care workers for the purposes of this Code.',
    ])
      expect(rulesFound(sentence, 'code-of-conduct'), sentence).toContain('code-scope');
    expect(
      rulesFound(
        'This policy applies to everyone employed or engaged by us, including contractors, agency staff and volunteers.',
        'code-of-conduct',
      ),
    ).not.toContain('code-scope');
  });
});

describe('fact checks that must not fire on sound wording', () => {
  const rulesFound = (text: string, topic: string) =>
    findingsFor(text, [topic])
      .filter((f) => f.kind === 'contradiction')
      .map((f) => f.ruleId);

  it('reads what sound policies say in the words breaches use', () => {
    expect(
      rulesFound(
        'Priority 2 incidents (those that do not meet the Priority 1 criteria) are notified within 30 days.',
        'incidents',
      ),
    ).toEqual([]);
    expect(
      rulesFound(
        'Q: It is Easter Sunday and the office is closed. Can the notification wait until Tuesday?\nA: No. The on-call manager lodges the Priority 1 notification within 24 hours, by 6 am on Easter Monday.',
        'incidents',
      ),
    ).toEqual([]);
    expect(
      rulesFound(
        'Signing the Residential Agreement does not give consent to any restrictive practice.',
        'restrictive-practices',
      ),
    ).toEqual([]);
    expect(
      rulesFound(
        "You don't have to use our complaints process before going to the Commission.",
        'complaints',
      ),
    ).toEqual([]);
    expect(
      rulesFound(
        "Do:\n- Check for pain first\nDon't:\n- Put bed rails up because you are short-staffed\n",
        'restrictive-practices',
      ),
    ).toEqual([]);
    expect(
      rulesFound(
        'A person who causes detriment to a discloser will be subject to disciplinary action.',
        'whistleblower',
      ),
    ).toEqual([]);
  });
});

describe('a requirement with a finding', () => {
  it('cannot score as met, and its finding leads the explanation and the suggestions', async () => {
    const text = `# Incident Management Policy

## Reporting reportable incidents
Priority 1 reportable incidents are notified to the Aged Care Quality and Safety Commission within 72 hours.
Priority 2 reportable incidents are notified within 30 days.
Staff report every incident to the RN on duty straight away, and the RN makes the person safe and calls emergency services when needed.
The manager investigates each incident, records what happened and tells the person and their family.
Incident records are kept for 7 years.
Incidents are analysed each month to prevent them happening again.
`;
    const out = await ai.assessPolicy({ text });
    const incidents = out.sections.find((s) => s.id === 'incidents');
    expect(incidents?.score).toBeLessThanOrEqual(FINDING_CAP);
    expect(incidents?.explanation).toMatch(/^\*\*Against the Act:\*\*\n- The policy says: “Priority 1/);
    expect(incidents?.suggestions[0]).toContain('within 24 hours');
    expect(incidents?.findings?.[0]?.policyText).toContain('72 hours');
  });
});

describe('fact checks on who is told, what is reportable, when a plan is written and what shows training works', () => {
  const rulesFound = (sentence: string, topic: string) =>
    findingsFor(sentence, [topic])
      .filter((f) => f.kind === 'contradiction')
      .map((f) => f.ruleId);

  it('finds family given health information on request without the person being asked, whichever comes first', () => {
    for (const sentence of [
      "Relatives recorded on the Elder's file are part of the care circle, and staff can give them the care plan and health updates when they ask, without needing to check with the Elder first.",
      'Next of kin may ring for updates, and staff can tell them about any change in condition without asking the consumer first.',
      "Family members listed as next of kin are entitled to an update on the client's health and medicines whenever they ask, so you do not need to check with the client first.",
    ])
      expect(rulesFound(sentence, 'privacy'), sentence).toContain('privacy-disclosure-consent');
    for (const sentence of [
      'Family members can give feedback about care without needing to check with the resident first.',
      'Staff never give relatives health information without checking with the Elder first.',
      "A family member who is the client's substitute decision-maker is entitled to an update on their health, so you do not need to check with the client first.",
    ])
      expect(rulesFound(sentence, 'privacy'), sentence).not.toContain('privacy-disclosure-consent');
  });

  it('finds the people affected by a data breach left untold, but not a breach unlikely to cause serious harm', () => {
    for (const sentence of [
      'We do not contact Elders or families about a data breach unless they ask us, because it can cause worry.',
      'Clients are not told of a privacy breach; the Privacy Officer deals with the OAIC directly.',
    ])
      expect(rulesFound(sentence, 'privacy'), sentence).toContain('privacy-breach-notification');
    expect(
      rulesFound(
        'We do not notify clients about a breach that is unlikely to cause serious harm, but we record it in the breach register.',
        'privacy',
      ),
    ).not.toContain('privacy-breach-notification');
  });

  it('finds the incident scheme kept for incidents that cause a physical injury', () => {
    for (const sentence of [
      'An incident is treated as reportable under the Serious Incident Response Scheme where a resident has sustained a physical injury.',
      'Incidents without physical injury are managed internally and are not notified to the Commission.',
      'Incidents that do not cause any physical harm are recorded in the register and will not be reported to the Commission.',
    ])
      expect(rulesFound(sentence, 'incidents'), sentence).toContain('sirs-incident-types');
    for (const sentence of [
      'A Priority 1 reportable incident is one where the incident caused, or could reasonably have caused, physical or psychological injury requiring medical treatment.',
      'Psychological or emotional abuse is reportable whether or not the resident has a physical injury.',
      'Falls without harm are recorded in the register and are not notified to the Commission unless neglect is suspected.',
    ])
      expect(rulesFound(sentence, 'incidents'), sentence).not.toContain('sirs-incident-types');
  });

  it('finds a behaviour support plan written only once a restrictive practice has gone on for a while', () => {
    for (const sentence of [
      'A behaviour support plan is developed where a restrictive practice has been in continuous use for three months.',
      'Where bed rails have been in use for more than six weeks, a behaviour support plan is prepared.',
    ])
      expect(rulesFound(sentence, 'restrictive-practices'), sentence).toContain(
        'restrictive-practices-safeguards',
      );
    for (const sentence of [
      'A behaviour support plan is developed before any restrictive practice is used and reviewed at least every three months.',
      'Using a restrictive practice without an assessment, without consent, or other than as set out in the behaviour support plan is an inappropriate use of a restrictive practice.',
    ])
      expect(rulesFound(sentence, 'restrictive-practices'), sentence).toEqual([]);
  });

  it('finds training judged effective because enough workers are up to date', () => {
    expect(
      rulesFound(
        'If 95% or more of workers are up to date at the end of each quarter, our training is effective.',
        'workforce',
      ),
    ).toContain('training-effectiveness');
    expect(
      rulesFound(
        'When spot checks of practice show the skills in use, and not only when workers are up to date, our training is effective.',
        'workforce',
      ),
    ).toEqual([]);
  });

  it('counts business days as the weeks they take, and a time after the notification as no limit for making it', () => {
    const found = (sentence: string) =>
      findingsFor(sentence, ['incidents'])
        .filter((f) => f.kind === 'contradiction')
        .map((f) => f.ruleId);
    expect(
      found(
        'Priority 2 reportable incidents are notified to the Commission within 30 business days of becoming aware.',
      ),
    ).toContain('sirs-priority-2');
    expect(
      found(
        'The Board Chair is told by phone of any Priority 1 incident within one business day of it being notified.',
      ),
    ).toEqual([]);
    // Said once, by the rule that explains it: a business day can run past 24 hours over a weekend.
    expect(
      found('We report Priority 1 incidents to the Commission within one business day of becoming aware.'),
    ).toEqual(['sirs-priority-1-every-day']);
  });

  it("finds notification left to the person's wishes, or held until a manager is satisfied it happened", () => {
    for (const sentence of [
      'Where a client with decision-making capacity clearly asks us not to notify the Commission, we respect that choice and the incident is managed internally.',
      'If the resident does not want the Commission told, the incident is not notified and we support them instead.',
    ])
      expect(rulesFound(sentence, 'incidents'), sentence).toContain('sirs-not-waived');
    expect(
      rulesFound(
        'If a client asks us not to notify the Commission, we explain that we must, record their views and notify within the time limit.',
        'incidents',
      ),
    ).toEqual([]);
    expect(
      rulesFound(
        'Before a reportable incident involving an allegation against one of our workers is notified to the Commission, the Area Manager must review the evidence and be satisfied that the allegation is substantiated.',
        'incidents',
      ),
    ).toContain('sirs-alleged-suspected');
  });

  it('finds complaining often taken as a reason to go elsewhere, and completion called the measure of effectiveness', () => {
    expect(
      rulesFound(
        'Where a client lodges more than three complaints in any 12-month period, the Client Services Manager will review whether we remain the right provider for the client and may discuss a transfer to another provider.',
        'complaints',
      ),
    ).toContain('complaints-no-reprisal');
    expect(
      rulesFound(
        'If a client is unhappy with our response to a complaint, they may choose to move to another provider and we will help them.',
        'complaints',
      ),
    ).toEqual([]);
    expect(
      rulesFound(
        'We measure whether our training is effective by one figure: the percentage of current workers who are up to date with every mandatory module.',
        'workforce',
      ),
    ).toContain('training-effectiveness');
    expect(
      rulesFound(
        'The person can go outside Ochre Ridge at any time, whether or not they have finished our process, to the Aged Care Quality and Safety Commission.',
        'complaints',
      ),
    ).toEqual([]);
  });

  it('finds a sedative given to settle a person with the family told at their next visit, protection lost by going outside first, and completion named the measure', () => {
    expect(
      rulesFound(
        'Where a resident is distressed and the RN judges that a PRN antipsychotic or benzodiazepine is needed for settling, the RN may give it and let the family know at their next visit.',
        'medicines',
      ),
    ).toContain('restrictive-practices-safeguards');
    expect(
      rulesFound(
        "If you take it outside, to the Commission or anyone else, before you've raised it with the DON, the protections in the Act don't cover you.",
        'whistleblower',
      ),
    ).toContain('whistleblower-anonymous');
    expect(
      rulesFound(
        'The protections do not apply if you go to the Commission before telling your manager.',
        'whistleblower',
      ),
    ).toContain('whistleblower-anonymous');
    expect(
      rulesFound(
        'You can go to the Commission before or instead of telling us, and the protections in the Act still cover you.',
        'whistleblower',
      ),
    ).toEqual([]);
    expect(
      rulesFound(
        "100% completion by the due date is our measure, and it's the training figure we report to the Board every month.",
        'workforce',
      ),
    ).toContain('training-effectiveness');
    expect(
      rulesFound(
        'Completion is our measure of who still needs the course; whether training works is judged from spot checks of practice.',
        'workforce',
      ),
    ).toEqual([]);
  });

  it("finds the provider's last step declared final, and next of kin kept up to date without asking the person", () => {
    for (const sentence of [
      "The Board's decision is final and closes the complaint.",
      "The Committee's decision is final.",
    ])
      expect(rulesFound(sentence, 'complaints'), sentence).toContain('complaints-commission-any-time');
    expect(
      rulesFound(
        "The CEO's decision is final within our internal process, and you can still take the complaint to the Aged Care Quality and Safety Commission.",
        'complaints',
      ),
    ).toEqual([]);
    expect(
      rulesFound(
        'Your next of kin is part of your care team: we keep them up to date about changes in your health, medicines and care plan without needing to ask you each time.',
        'privacy',
      ),
    ).toContain('privacy-disclosure-consent');
  });

  it('expects a workforce policy to name the Code of Conduct, not a policy on another topic with a section on staff', () => {
    const workforce = `# Worker Screening and Training

## Before you start
Every worker has a police certificate and an NDIS worker screening check before their first shift.

## Induction
Before your first solo shift you complete manual handling, infection control, fire safety and first aid.
`;
    const missing = planAssessment(workforce)
      .findings.filter((f) => f.kind === 'missing')
      .map((f) => f.ruleId);
    expect(missing).toContain('workforce-code-of-conduct');
    expect(
      planAssessment(
        `${workforce}Every worker reads and signs the Code of Conduct for Aged Care at induction.\n`,
      ).findings.map((f) => f.ruleId),
    ).not.toContain('workforce-code-of-conduct');
    // The provider's own rules given as the standard to be held to are quoted as what stands in the Code's place.
    const house = `${workforce}Each carer signs the Tidewater House Rules on their first day; the House Rules set the standard of conduct our clients can expect.\n`;
    const instead = planAssessment(house).findings.find((f) => f.ruleId === 'workforce-code-of-conduct');
    expect(instead?.kind).toBe('missing');
    expect(instead?.policyText).toMatch(/^Each carer signs the Tidewater House Rules/);
    const handbook = `# Carrowbrook House — Staff Handbook
## Section 6: When something goes wrong — incidents and the Serious Incident Response Scheme

### What is a reportable incident?
A reportable incident is any of the eight kinds in the Serious Incident Response Scheme, alleged or suspected as well as seen.

### Staff training
All staff complete incident training at induction and every year.

### Timeline
Priority 1 incidents are notified to the Commission within 24 hours and Priority 2 incidents within 30 days.
`;
    const plan = planAssessment(handbook);
    expect(plan.primary[0]).toBe('incidents');
    expect(plan.findings.map((f) => f.ruleId)).not.toContain('workforce-code-of-conduct');
  });
});

describe('fact checks on what a policy reports and what it does', () => {
  it('does not read what a review found as the policy’s own limit, and still finds the limit the policy sets', () => {
    const review =
      "The Clinical Governance Committee's review of 2024–25 notifications found four priority 1 notifications lodged between 26 and 41 hours after a staff member first knew.";
    expect(rules(`# Serious incidents\n\n${review}\n`, ['incidents'])).toEqual([]);
    expect(
      rules(
        `# Serious incidents\n\n${review}\nPriority 1 incidents are notified to the Commission within 48 hours.\n`,
        ['incidents'],
      ),
    ).toContain('sirs-priority-1');
  });

  it('finds a restraint added with the family only told at the next care conference, but not after an emergency', () => {
    expect(
      rules(
        '# Restrictive practices\n\nWhere the falls risk review finds that a resident is at risk of climbing out of bed at night, the RN in charge may add both bed rails to the care plan, and the family is informed at the next care conference.\n',
        ['restrictive-practices'],
      ),
    ).toContain('restrictive-practices-safeguards');
    expect(
      rules(
        '# Restrictive practices\n\nIn an emergency the RN may use bed rails to prevent serious harm, and the family is informed at the next care conference as well as by phone the same day.\n',
        ['restrictive-practices'],
      ),
    ).toEqual([]);
  });

  it('does not take a breach discussed without names at the next staff meeting, once logged, as a concern held back', () => {
    expect(
      rules(
        "# Privacy\n\nWhether notifiable or not, it's logged in the Privacy Breach Register and discussed at the next staff meeting (without names) so we learn from it.\n",
        ['privacy'],
      ),
    ).toEqual([]);
    expect(
      rules(
        '# Code of Conduct\n\nIf you notice a colleague doing something that might breach the Code, note it down and bring it up at the next staff meeting.\n',
        ['code-of-conduct'],
      ),
    ).toContain('code-concerns-promptly');
  });
});

describe('evidence in plain words', () => {
  it('assesses complaints in an Easy Read rights sheet with a section "If you are not happy"', async () => {
    const text = `# Your rights at our home

## Your rights
You have the right to be treated with dignity and respect.
You have the right to make your own choices about your care.
You have the right to privacy.
You have the right to feel safe and to live without abuse or neglect.
You have the right to take part in the community and keep in touch with family and friends.
You have the right to have your culture, language and beliefs respected.

## If you are not happy
You can tell any staff member or the Manager.
You can fill in a feedback form and put it in the locked box.
We will look into it and tell you what we found.
If we made a mistake, we will say sorry and fix it.
Nobody will treat you badly because you complained.
Your care will not change because you complained.
You can contact the Complaints Commissioner at the Aged Care Quality and Safety Commission on 1800 951 822.
You can get free help from an advocate at the Older Persons Advocacy Network.
`;
    const out = await ai.assessPolicy({ text, fileName: 'rights.md' });
    const complaints = out.sections.find((s) => s.id === 'complaints');
    expect(complaints).toBeDefined();
    expect((complaints?.evidence ?? []).join('\n')).toMatch(/say sorry|treat you badly|care will not change/);
  });

  it('quotes locked files and access logs as how a privacy policy keeps information secure', async () => {
    const text = `# Privacy Policy

## What we collect
We collect the personal and health information we need to plan and deliver your care.

## Seeing your file
You can ask to see your file and ask us to correct it.

## Keeping your information safe
Care records are kept in the electronic care system. Paper records are kept in locked cabinets in the office.
Access is limited to workers who need it for their role, and the Privacy Officer reviews access logs each quarter.
`;
    const out = await ai.assessPolicy({ text, fileName: 'privacy.md' });
    const privacy = out.sections.find((s) => s.id === 'privacy');
    expect(privacy?.explanation).toMatch(
      /Security of information and data breach response: “[^”]*(locked|access logs)/,
    );
  });
});

describe('fact checks on protocols, practice alerts and ready reckoners', () => {
  it('finds anonymous concerns refused, directors taken out of the Code, and a completion report offered for action 2.9.5', () => {
    expect(
      rules(
        '# Speaking up\n\nA concern is only handled as a whistleblower disclosure when the person gives their name, because the Elders need to be able to yarn with them.\n',
        ['whistleblower'],
      ),
    ).toContain('whistleblower-anonymous');
    expect(
      rules(
        '# Code of Conduct\n\nDirectors of the Corporation are not workers, so they are guided by the Rule Book and their director duties rather than by the Code of Conduct.\n',
        ['code-of-conduct'],
      ),
    ).toContain('code-scope');
    expect(
      rules(
        '# Training\n\nCompletion rates by team and by module are reported to the Quality Committee monthly, and this report is the evidence we give assessors for action 2.9.5.\n',
        ['workforce'],
      ),
    ).toContain('training-effectiveness');
    expect(
      rules(
        '# Training\n\nCompletion rates are reported monthly alongside observed practice and incident trends, and together they are the evidence we give assessors for action 2.9.5.\n',
        ['workforce'],
      ),
    ).toEqual([]);
  });

  it("leaves a privacy complaint's route to the OAIC and a column on reviewing consent alone", () => {
    expect(
      rules(
        "# Privacy\n\nIf they are not satisfied with our response, they can complain to the OAIC, and concerns about their aged care services can also go to the Aged Care Quality and Safety Commission's Complaints Commissioner.\n",
        ['privacy', 'complaints'],
      ),
    ).toEqual([]);
    expect(
      rules(
        '# Complaints\n\nIf you are not satisfied with our response, you can then take it to the Aged Care Quality and Safety Commission.\n',
        ['complaints'],
      ),
    ).toContain('complaints-commission-any-time');
    const reckoner = `# Restrictive practices ready reckoner

| Practice | Monitor | Review of BSP and consent |
|---|---|---|
| Seclusion | Continuous observation; never used routinely | Director of Clinical Services reviews every use within 24 hours |
`;
    expect(rules(reckoner, ['restrictive-practices'])).toEqual([]);
    expect(
      rules('# Restrictive practices\n\nConsent: Director of Nursing, on the resident’s behalf.\n', [
        'restrictive-practices',
      ]),
    ).toContain('restrictive-practices-safeguards');
  });
});

describe('fact checks on job aids, matrices and sample records', () => {
  it('finds a chemical restraint commenced with the family told later, executives governed by other documents, and a service reviewed for complaining', () => {
    expect(
      rules(
        "# Restrictive practices\n\nWhere a medical practitioner has prescribed the medicine, the RN may commence it as a chemical restraint and the resident's substitute decision-maker is informed at the next care conference.\n",
        ['restrictive-practices'],
      ),
    ).toContain('restrictive-practices-safeguards');
    expect(
      rules(
        '# Code of Conduct\n\nBoard directors and the executive team do not deliver care, so their conduct is governed by the Board Charter and their employment contracts rather than the Code.\n',
        ['code-of-conduct'],
      ),
    ).toContain('code-scope');
    const complaints = (sentence: string) => rules(`# Complaints\n\n${sentence}\n`, ['complaints']);
    expect(
      complaints(
        'Where a person lodges repeated complaints that are not substantiated, the Manager may review with the CEO whether our service remains suitable for them, including giving notice under the home support agreement.',
      ),
    ).toContain('complaints-no-reprisal');
    expect(
      complaints(
        'Making a complaint never affects whether our service remains suitable for you, and we never give notice under the agreement because of it.',
      ),
    ).not.toContain('complaints-no-reprisal');
  });
});

describe('applicability of related requirements', () => {
  it('does not assess the Code of Conduct in a workforce policy that names it twice in its training lists', () => {
    const text = `# Worker Screening and Training

## Before the first shift
Every worker has a current aged care worker screening check or police certificate before their first shift.
We check professional registration with AHPRA for every nurse before they start.
New workers complete a three-day induction and two buddy shifts.

## Induction checklist
- Code of Conduct for Aged Care: read, discuss with your buddy, sign
- Infection control, manual handling and fire safety

## Every year
- Code of Conduct, incidents, restrictive practices, infection control and elder abuse refreshers

## Is training working?
The Clinical Educator observes practice on each wing every quarter and checks incident trends after each module.
`;
    expect(planAssessment(text).assessed).toEqual(['workforce']);
    // Named in a third sentence of its own, the policy deals with the Code itself.
    const more = `${text}\nWorkers who breach the Code of Conduct are managed under the performance and conduct policy.\n`;
    expect(planAssessment(more).assessed).toContain('code-of-conduct');
  });

  it("does not count a list of the provider's other documents as dealing with their topics", () => {
    const text = `# Serious Incident Response and Reporting

## Responding
Staff make the resident safe, call 000 where needed and tell the Registered Nurse in charge at once.
The Registered Nurse offers the resident an advocate and open disclosure: acknowledge what happened, say sorry, explain and follow up.

## Reporting to the Commission
Every reportable incident is notified to the Aged Care Quality and Safety Commission through the My Aged Care provider portal: Priority 1 within 24 hours, Priority 2 within 30 days.
Where the portal cannot be reached, notify the Commission by phone on 1800 951 822.

## Review
The Director of Care reviews the incident system every year, including resident and family feedback, and reports to the Board.
Residents and families may give feedback on how we handled an incident at any time.

REFERENCES — Complaints and Feedback policy; Code of Conduct; Restrictive Practices policy.
`;
    expect(planAssessment(text).assessed).not.toContain('complaints');
    // Named in a sentence of the policy's own, the complaints words are the policy's dealing with complaints.
    const own = text.replace(
      'REFERENCES',
      'A resident or family member who is unhappy with our response can make a complaint to the Commission.\n\nREFERENCES',
    );
    expect(planAssessment(own).assessed).toContain('complaints');
  });
});

describe('fact checks on letters, interview guides and phrase guides', () => {
  it("finds the provider's own code replacing 'the government' Code, and a CEO's decision that is 'the final step'", () => {
    expect(
      rules(
        '# Code of Conduct\n\nThe Hands Promise is our own code and replaces the government Aged Care Code of Conduct for our workers, so spot checks test the Promise and not the government Code.\n',
        ['code-of-conduct'],
      ),
    ).toContain('code-scope');
    expect(
      rules(
        '# Code of Conduct\n\nThe Aged Care Code of Conduct replaces our old staff handbook as the standard of conduct for every worker, volunteer and director.\n',
        ['code-of-conduct'],
      ),
    ).not.toContain('code-scope');
    expect(
      rules(
        "# Complaints\n\nIf the person is still not satisfied after the Coordinator's response, the CEO reviews the complaint, and the CEO's decision is the final step.\n",
        ['complaints'],
      ),
    ).toContain('complaints-commission-any-time');
    expect(
      rules(
        "# Complaints\n\nThe CEO's decision is the final step of our internal process; you can take your complaint to the Aged Care Quality and Safety Commission at any time.\n",
        ['complaints'],
      ),
    ).not.toContain('complaints-commission-any-time');
  });
});

describe('fact checks on work method statements', () => {
  const row = (risk: string, control: string) =>
    `# Training\n\n| # | Step | What could go wrong | Risk before | Controls | Risk after |\n|---|---|---|---|---|---|\n| 9 | Measure whether training is effective | ${risk} | M | ${control} | L |\n`;

  it("reads a row's controls without its risk column, which names what the provider guards against", () => {
    // The risk cell's "unsafe practice" is no real measure of whether training works.
    expect(
      rules(
        row(
          'Training looks complete on paper while unsafe practice continues',
          'Training effectiveness is measured by the completion rate in the LMS.',
        ),
        ['workforce'],
      ),
    ).toContain('training-effectiveness');
    // A risk cell is not the provider's practice: "psychotropic PRN used as chemical restraint" is what it prevents.
    expect(
      rules(
        '# Medicines\n\n| # | Step | What could go wrong | Risk before | Controls |\n|---|---|---|---|---|\n| 6 | PRN medicines | PRN given for convenience; psychotropic PRN used as chemical restraint | H | A PRN psychotropic may only be given as part of an approved Behaviour Support Plan with consent recorded. |\n',
        ['restrictive-practices'],
      ),
    ).not.toContain('restrictive-practices-safeguards');
    expect(
      rules(
        row(
          'Training looks complete on paper while unsafe practice continues',
          'Training effectiveness is judged by observed practice on the floor and by incident trends, as well as completion.',
        ),
        ['workforce'],
      ),
    ).toEqual([]);
  });

  it('finds a site that meets a completion target "taken to have an effective training program"', () => {
    expect(
      rules(
        '# Training\n\nThe target is 100% completion of mandatory modules by 31 March each year, and a site that meets this target is taken to have an effective training program.\n',
        ['workforce'],
      ),
    ).toEqual(['training-effectiveness']);
    expect(
      rules(
        '# Training\n\nA site with 100% completion is not taken to have an effective training program until observed practice shows it.\n',
        ['workforce'],
      ),
    ).toEqual([]);
  });
});

describe('fact checks on attestation schedules and staff declarations', () => {
  it('finds expectations set "in place of" the Code, and the Code said not to cover the Board', () => {
    expect(
      rules(
        '# Code of Conduct\n\nIt sets out our expectations in place of the Commonwealth Code of Conduct for Aged Care, which we have translated into seven behaviours.\n',
        ['code-of-conduct'],
      ),
    ).toContain('code-scope');
    expect(
      rules(
        '# Code of Conduct\n\nThe Dovetail Way does not stand in place of the Code of Conduct for Aged Care; every worker follows both.\n',
        ['code-of-conduct'],
      ),
    ).not.toContain('code-scope');
    expect(
      rules(
        '# Code of Conduct\n\nThe Code does not cover members of the Yuva Board, who are volunteers governed by our Rules of Association.\n',
        ['code-of-conduct'],
      ),
    ).toContain('code-scope');
    expect(
      rules(
        '# Code of Conduct\n\nThe Code does not cover every situation you will meet, so ask your manager when unsure.\n',
        ['code-of-conduct'],
      ),
    ).not.toContain('code-scope');
  });

  it('quotes each way a policy breaks a rule before a second of the same way, the plainest first', () => {
    const text = `# Speaking up

D4 I understand that I must give my name when I make a disclosure.

Yuva cannot act on anonymous disclosures, so you must give your name when you make one.

D5 I understand that I must give my name to the Whistleblower Officer.

Unsigned letters and anonymous messages received by Yuva are recorded but not investigated.

To be fair to everyone, the Operations Manager will tell the person the disclosure is about who raised it, so that they can answer it properly.
`;
    const quoted = findingsFor(text, ['whistleblower'])
      .filter((f) => f.ruleId === 'whistleblower-anonymous')
      .map((f) => f.policyText);
    expect(quoted).toHaveLength(3);
    expect(quoted).toContain(
      'To be fair to everyone, the Operations Manager will tell the person the disclosure is about who raised it, so that they can answer it properly.',
    );
    expect(quoted).toContain(
      'Yuva cannot act on anonymous disclosures, so you must give your name when you make one.',
    );
  });
});

describe('fact checks on position papers', () => {
  it('does not read a safeguard stated in the negative, a breach reported as an incident, or asking about past restraint as restraint', () => {
    for (const sentence of [
      'A signed admission agreement is not consent to a restrictive practice.',
      'Any restrictive practice used without consent (outside an emergency), without a behaviour support plan or beyond what the plan allows is reported through Riskman as a suspected SIRS incident.',
      'On admission: the admitting RN asks about any restraint used before, in hospital or at home, and starts a behaviour support plan within 24 hours if needed.',
    ])
      expect(rules(`# Restrictive practices\n\n${sentence}\n`, ['restrictive-practices'])).not.toContain(
        'restrictive-practices-safeguards',
      );
    // The breaches themselves are still found.
    for (const sentence of [
      'By signing the admission agreement, the family gives consent to any restraint the nurses judge necessary.',
      'Bed rails may be used without consent where the family cannot be reached.',
      'On admission, residents who may wander are placed in the secure wing while their behaviour support plan is developed.',
    ])
      expect(rules(`# Restrictive practices\n\n${sentence}\n`, ['restrictive-practices'])).toContain(
        'restrictive-practices-safeguards',
      );
  });
});

describe('fact checks on placement handbooks, franchise manuals and statements of intent', () => {
  it("reads a time limit under its item's run-in label, and a table's column of examples as examples", () => {
    const sirs = `# Serious incidents

- **Priority 1** — incidents that caused, or could reasonably have caused, injury needing medical treatment; unexpected deaths. **Reported to the Commission within 24 hours** of becoming aware of the incident.
- **Priority 2** — all other reportable incidents. **Reported to the Commission within 30 days** of becoming aware of the incident.
`;
    expect(findingsFor(sirs, ['incidents']).map((f) => f.ruleId)).not.toContain('sirs-priority-1-stated');
    const late = sirs.replace('within 24 hours', 'within 48 hours');
    expect(rules(late, ['incidents'])).toContain('sirs-priority-1');
    const examples = `# Serious incidents

| Type | Examples you might meet on placement |
|---|---|
| Inappropriate use of restrictive practices | A restraint used without the consent and plan required. |
| Neglect | A resident left without food or water. |
`;
    expect(rules(examples, ['incidents'])).not.toContain('restrictive-practices-safeguards');
    const looksLike = `# Serious incidents

| No. | Kind of incident | What this can look like at our homes (a guide only, not every case) |
|---|---|---|
| 4 | Inappropriate use of a restrictive practice | A practice used without consent, not as a last resort, or for longer than the plan allows. |
`;
    expect(rules(looksLike, ['incidents'])).not.toContain('restrictive-practices-safeguards');
  });

  it('finds the person concerned told "who raised the matter", and managers "instead bound by" brand behaviours', () => {
    expect(
      rules(
        '# Speaking up\n\nSo that the person concerned can respond fairly, they will be told who raised the matter before any interview takes place.\n',
        ['whistleblower'],
      ),
    ).toContain('whistleblower-anonymous');
    expect(
      rules(
        "# Code of Conduct\n\nThe Code applies to Care Professionals in a client's home; Franchise Owners and office staff are instead bound by the six Brand Behaviours.\n",
        ['code-of-conduct'],
      ),
    ).toContain('code-scope');
  });
});

describe("fact checks on a religious house's Customary and on operations runbooks", () => {
  it('finds an unsigned disclosure refused and destroyed, and the person named told who made it', () => {
    for (const sentence of [
      'No disclosure shall be received unless it bears the name of the one who makes it.',
      'An unsigned writing is not read but is destroyed.',
      'The staff member named in a disclosure shall be told who has made it, and given the chance to answer.',
    ])
      expect(rules(`# Disclosures\n\n${sentence}\n`, ['whistleblower'])).toContain('whistleblower-anonymous');
    for (const sentence of [
      'Anonymous disclosures are never ignored or destroyed.',
      'No disclosure is shared with anyone unless the discloser agrees to their name being given.',
    ])
      expect(rules(`# Disclosures\n\n${sentence}\n`, ['whistleblower'])).not.toContain(
        'whistleblower-anonymous',
      );
  });

  it("finds a manager who may consent to a restraint on the resident's behalf", () => {
    expect(
      rules(
        "# Restraint\n\nWhere the resident cannot consent and the family are not of one mind, the Director of Care, having consulted the attending physician, may consent to the restraint on the resident's behalf.\n",
        ['restrictive-practices'],
      ),
    ).toContain('restrictive-practices-safeguards');
    expect(
      rules(
        "# Restraint\n\nThe Director of Care may not consent to a restraint on the resident's behalf; only the substitute decision-maker can.\n",
        ['restrictive-practices'],
      ),
    ).not.toContain('restrictive-practices-safeguards');
  });

  it('finds some held to a rule said to exceed the Code, unless they keep the Code as well', () => {
    expect(
      rules(
        '# Conduct\n\nThe Sisters are bound by the Rule of the Congregation, whose demands exceed those of the Code; the Code binds lay staff and volunteers.\n',
        ['code-of-conduct'],
      ),
    ).toContain('code-scope');
    expect(
      rules(
        '# Conduct\n\nThe Sisters are bound by the Rule of the Congregation, whose demands exceed those of the Code, and by the Code as well.\n',
        ['code-of-conduct'],
      ),
    ).not.toContain('code-scope');
  });

  it('finds a review called the last step that closes the ticket, and reads no backup cycle as a retention period', () => {
    expect(
      rules(
        "# Complaints\n\nThe CEO review is the last step in the complaints process; once the CEO's letter is sent, the ticket is closed as Resolved – Final.\n",
        ['complaints'],
      ),
    ).toContain('complaints-commission-any-time');
    expect(
      rules(
        '# Records\n\nProduction backups expire on a 35-day cycle, so a disposed record is gone from backups within 35 days.\n',
        ['records'],
      ),
    ).not.toContain('records-retention');
    // How long IT keeps its backups is not how long the records are kept.
    for (const text of [
      'The Systems Lead maintains nightly backups for 60 days and restores a record from them on request.',
      'System backups are retained for 30 days and are not used to keep records past their disposal date.',
    ])
      expect(rules(`# Records\n\n${text}\n`, ['records'])).not.toContain('records-retention');
    expect(
      rules('# Records\n\nBackups aside, care records are retained for 2 years after discharge.\n', [
        'records',
      ]),
    ).toContain('records-retention');
  });

  it('reads no stock check of kit or PPE as a retention period, while a drug register kept too briefly is found', () => {
    for (const text of [
      'Record: Kit bag and PPE stock checks; Kept where: Clubhouse stock log; Kept for: 2 years.',
      'Monthly inventory counts of gloves, gowns and masks are kept for 12 months in the store room.',
    ])
      expect(rules(`# Records\n\n${text}\n`, ['records'])).not.toContain('records-retention');
    expect(
      rules(
        '# Records\n\nDrug register and Schedule 8 stock count records are kept for 2 years, then destroyed.\n',
        ['records'],
      ),
    ).toContain('records-retention');
  });

  it("assesses a Customary's chapter on its own subject: wrongdoing brought to light is whistleblowing", () => {
    const text = `# THE CUSTOMARY OF THE HOUSE

*Being the usages of the House kept by the Sisters.*

## CHAPTER XI — OF THOSE WHO BRING WRONGDOING TO LIGHT

### The Articles

Any person may disclose wrongdoing under this chapter, including staff, volunteers, residents and families.
A disclosure may be made to the Disclosures Officer or to the Aged Care Quality and Safety Commission at any time.
No one shall suffer victimisation or detriment for a disclosure, and the discloser's identity is kept confidential.
Records of disclosures are kept for seven years in a locked cabinet.
`;
    const plan = planAssessment(text);
    // The book's name is a collection's: its chapter is the title.
    expect(plan.doc.title).toBe('CHAPTER XI — OF THOSE WHO BRING WRONGDOING TO LIGHT');
    expect(plan.evidence.requirements.get('whistleblower')?.titleHit).toBe(true);
    expect(plan.primary).toContain('whistleblower');
  });
});

describe("a trainer's session plan", () => {
  it('is assessed on the policy it delivers, not on the workforce', () => {
    const text = `# RIVERBEND COMMUNITY CARE

## Training Session Plan

| | |
|---|---|
| **Session code** | SP-04 |
| **Session title** | Privacy and personal information in the client's home |
| **Audience** | All support workers, at induction and every year |

### 1. Learning outcomes

Participants will be able to explain how we collect, use, store and disclose clients' personal information under the Privacy Act 1988 and the Australian Privacy Principles.

### 2. Key content

We collect only the personal information we need, and we tell clients why with a collection notice.
Clients can ask to see and correct their information, and we answer within 30 days.
A suspected data breach is reported to the Privacy Officer straight away; an eligible data breach is notified to the OAIC.
Staff training is recorded in the learning system, and refresher training is completed every year.
`;
    const plan = planAssessment(text);
    expect(plan.doc.subtitle).toContain('Privacy and personal information');
    expect(plan.primary).toContain('privacy');
    expect(plan.primary).not.toContain('workforce');
  });
});

describe('fact checks on transparency statements, configuration standards, practice guides and care bundles', () => {
  it('finds a monthly Priority 2 batch, a review or committee decision called final, any family member told, and the Code disowned', () => {
    expect(
      rules(
        "# Incidents\n\nPriority 2 incidents are lodged with the Commission in the Unit's monthly SIRS batch, which is submitted by the 15th day of the month after the month in which the incident became known.\n",
        ['incidents'],
      ),
    ).toContain('sirs-priority-2-batched');
    // Counted from the end of the month, not from becoming aware: up to about 60 days.
    expect(
      rules(
        '# Incidents\n\nPriority 2 notifications are collated by the Quality and Risk Lead and lodged with the Commission within 30 days after the end of the calendar month in which the incident occurred.\n',
        ['incidents'],
      ),
    ).toContain('sirs-priority-2-batched');
    expect(
      rules(
        '# Incidents\n\nPriority 2 notifications are lodged with the Commission within 30 days of becoming aware, and collated at the end of each month for the Quality Committee.\n',
        ['incidents'],
      ),
    ).not.toContain('sirs-priority-2-batched');
    for (const sentence of [
      'The decision of the Board Quality and Safety Committee is the final step in our complaints process.',
      "The General Manager's review is the final stage of the complaints process, and the resident is thanked in writing.",
    ])
      expect(rules(`# Complaints\n\n${sentence}\n`, ['complaints'])).toContain(
        'complaints-commission-any-time',
      );
    expect(
      rules(
        "# Privacy\n\nHosts and nurses may give a health update to any family member listed on the resident's Welcome Card.\n",
        ['privacy'],
      ),
    ).toContain('privacy-disclosure-consent');
    expect(
      rules('# Privacy\n\nNurses may give a health update to any family member the resident has named.\n', [
        'privacy',
      ]),
    ).not.toContain('privacy-disclosure-consent');
    expect(
      rules(
        '# Training\n\nThe Aged Care Code of Conduct is a matter for the Commission and the Department; the standard we train against is our own Staff Standards card.\n',
        ['workforce'],
      ),
    ).toContain('code-scope');
  });

  it('reads a list of the risks a provider has identified as what it guards against', () => {
    const text = `# Restrictive Practices Statement

## Criterion C: Risks we have identified

1. Memory support households being treated as "locked by default" rather than as an environmental restraint requiring assessment and consent for each resident.

## Criterion D: What we do

Every restrictive practice is used only as a last resort, with informed consent and a behaviour support plan.
`;
    expect(rules(text, ['restrictive-practices'])).not.toContain('restrictive-practices-safeguards');
  });

  it("takes a practice guide's chapter as the policy's title", () => {
    const text = `# Sanjh Community Care Inc.

## Bicultural Worker's Practice Guide

### Chapter 3 — "Their life, their say": rights, dignity and choice

Every client has the rights in the Statement of Rights, and we act compatibly with them.
`;
    expect(parseDocument(text).subtitle).toBe(
      'Chapter 3 — "Their life, their say": rights, dignity and choice',
    );
  });
});

describe('fact checks on emergency-management sub-plans and a brokerage partner manual', () => {
  it('finds a manager authorising a restraint for a resident who cannot consent, not one approving it after consent', () => {
    expect(
      rules(
        "# Authorisation\n\nWhere the resident lacks capacity to consent, the Site Manager authorises the practice on the recommendation of the RN and the prescriber, and the resident's representative is informed at the next scheduled care plan review.\n",
        ['restrictive-practices'],
      ),
    ).toContain('restrictive-practices-safeguards');
    for (const sentence of [
      'Where the resident lacks capacity to consent, the Care Manager approves the plan once consent is given by the restrictive practices substitute decision-maker.',
      "Where the resident lacks capacity, the resident's substitute decision-maker gives informed consent, and the Site Manager approves the plan.",
      'Where a resident without capacity is at immediate risk of serious harm, the RN may authorise the practice in an emergency.',
    ])
      expect(rules(`# Authorisation\n\n${sentence}\n`, ['restrictive-practices'])).not.toContain(
        'restrictive-practices-safeguards',
      );
  });

  it('finds workers named earlier in a sentence bound instead by another standard', () => {
    expect(
      rules(
        '# Partner workers\n\nBecause Partner workers are employed by the Partner, not Westerly, they are bound instead by the Westerly Partner Behaviour Standards set out in this Section.\n',
        ['code-of-conduct'],
      ),
    ).toContain('code-scope');
    expect(
      rules(
        '# Partner workers\n\nPartner workers are bound by the Aged Care Code of Conduct, and they are also bound by the Partner Behaviour Standards.\n',
        ['code-of-conduct'],
      ),
    ).not.toContain('code-scope');
  });
});

describe('fact checks and topics on Practice Rulings, care-plan policies and an operations manual', () => {
  it('finds brokered workers bound by their own code, not workers who may be excluded from every site after a breach', () => {
    expect(
      rules(
        "# Screening\n\nWorkers supplied under a brokerage agreement are bound by their own organisation's code of conduct rather than the Aged Care Code of Conduct.\n",
        ['code-of-conduct'],
      ),
    ).toContain('code-scope');
    expect(
      rules(
        '# Outcomes\n\nDecide on the outcome: no further action, further training, formal warning, or termination. Agency and contractor workers may be excluded from all Juniper Court sites.\n',
        ['code-of-conduct'],
      ),
    ).not.toContain('code-scope');
  });

  it('counts information corrected when wrong or out of date as accurate records, and "isn\'t right" as no heading on rights', () => {
    const records = gatherEvidence(
      parseDocument(
        '# Privacy\n\n## Keeping and destroying information\n\nIf a client tells us information is wrong, out of date or incomplete, we correct it.\n',
      ),
    ).requirements.get('records');
    expect(records?.elements.find((e) => e.element.id === 'rec-quality')?.found).toBe(true);
    const rights = gatherEvidence(
      parseDocument(
        "# When something isn't right\n\nWe welcome complaints, and we respect each person's right to complain.\n",
      ),
    ).requirements.get('rights');
    expect(rights?.headingHit).toBe(false);
    expect(rights?.titleHit).toBe(false);
  });

  it('bars workers from going to the Commission or police themselves as a whistleblower finding, whatever the topic', () => {
    expect(
      rules(
        '# Incident Management\n\nWorkers must not report an incident to the Commission, the police or any other external body themselves; all external notifications are made by the Quality and Risk Manager.\n',
        ['incidents'],
      ),
    ).toContain('whistleblower-anonymous');
    for (const sound of [
      'The identity of a discloser must not be disclosed except with their consent, to a lawyer for advice, to the Commission or police.',
      'Workers must not be prevented or discouraged from reporting a concern to the Commission or the police.',
    ])
      expect(rules(`# Speaking Up\n\n${sound}\n`, ['whistleblower'])).not.toContain(
        'whistleblower-anonymous',
      );
  });

  it("leaves a topic the policy hands to another of the provider's documents unassessed, and says why", () => {
    const text = `# Medication Management

## 1. Administration

Registered nurses and medication-competent care workers give medicines only as prescribed, from the eNRMC, and record each dose at the time it is given.
Medicines are stored locked, Schedule 8 medicines in a separate locked cupboard, counted at every shift change by two staff.
Each resident has a medication review by an accredited pharmacist on admission and at least every year.
Residents who wish to manage their own medicines are assessed by the RN and reviewed every three months.

## 2. Medication incidents

A medication incident is any wrong resident, medicine, dose, route or time, or a missed dose.
Staff enter every medication incident in the incident management system before the end of the shift.
The RN checks the resident, tells the prescriber and the family, and records what happened in the progress notes.
The Clinical Care Coordinator follows up each incident, looks for its cause and reviews incident trends every month.
Where the incident is a reportable incident under the Serious Incident Response Scheme, such as neglect, notify it under CS 0610.
`;
    const plan = planAssessment(text);
    expect(plan.assessed).toContain('medicines');
    expect(plan.assessed).not.toContain('incidents');
    expect(plan.notAssessed).toContainEqual({ id: 'incidents', reason: REFERRED_ELSEWHERE });
    expect(plan.notAssessed.filter((n) => n.id === 'incidents')).toHaveLength(1);
    // Not a law's year ("the Privacy Act 1988") nor a phone number: no other document is named.
    const law = planAssessment(
      text.replace('notify it under CS 0610', 'notify it in accordance with the Aged Care Act 2024'),
    );
    expect(law.notAssessed).not.toContainEqual({ id: 'incidents', reason: REFERRED_ELSEWHERE });
  });

  it('leaves a topic handed to another section of the book unassessed, when the title names no topic', () => {
    const text = `# The Harbourview House Book

## Section 4 — When something goes wrong

Every incident is entered in the incident management system before the end of the shift, and the RN checks the resident.
A reportable incident includes unreasonable use of force, neglect, unlawful sexual contact and the inappropriate use of a restrictive practice.
A restrictive practice used without consent, or not as a last resort, is a reportable incident.
Priority 1 incidents are notified to the Aged Care Quality and Safety Commission within 24 hours of becoming aware, Priority 2 within 30 days.
The Care Manager tells the resident's family and uses open disclosure.
Restrictive practices themselves, their consent and their behaviour support plans are governed by Section 9 (Restrictive Practices).
`;
    const plan = planAssessment(text);
    expect(plan.assessed).toContain('incidents');
    expect(plan.assessed).not.toContain('restrictive-practices');
    expect(plan.notAssessed).toContainEqual({ id: 'restrictive-practices', reason: REFERRED_ELSEWHERE });
  });

  it('reads "Community Care" in a title as home care, not as the residential community', () => {
    const community = gatherEvidence(
      parseDocument(
        "# Privacy in Community Care Policy\n\nWe collect only the personal information we need to deliver services in clients' homes, and we keep it secure.\n",
      ),
    ).requirements.get('standard-7');
    expect(community?.titleHit).toBe(false);
    expect(community?.headingHit).toBe(false);
  });
});
