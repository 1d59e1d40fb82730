import { periodDays } from '../text/periods';
import { describe, expect, it } from 'vitest';
import { BadRequest } from '../../errors';
import { AiInputError } from '../errors';
import { assessmentSchema, changeSummarySchema, quizSchemaFor, type Policy } from '../schemas';
import { indexPolicy, misfitsBetween, sameHolder, screenQuestions } from '../quiz-check';
import { LocalAi } from './provider';
import { generateQuizLocal, shortenedName, twoPositions } from './quiz';
import { LibraryIndex, retrieve } from '../../retrieval/library-index';

const NOW = new Date('2026-02-01T00:00:00.000Z');
const ai = new LocalAi({ now: () => NOW });

const COMPLAINTS = `# Complaints Policy

## Purpose
This policy supports the Statement of Rights: everyone can raise a concern without fear of reprisal, and making a complaint will not affect their care.

## Making a complaint
Anyone can make a complaint in person, by phone, in writing or anonymously. We arrange an interpreter or an advocate from the Older Persons Advocacy Network when needed.

## Responding
The Care Manager acknowledges every complaint within 2 business days and aims to resolve it within 10 business days. We investigate fairly and practise open disclosure.

## Escalation
People can contact the Aged Care Quality and Safety Commission at any time.

## Learning
Every complaint is recorded in the complaints register and trends are reviewed each month.
`;

// Long enough for ten questions, one per statement.
const LONG_COMPLAINTS = `${COMPLAINTS}
## Records and reporting
Complaint records are kept for 7 years in the locked archive.
The Quality Coordinator reports complaint trends to the Board every quarter.
The Clinical Governance Committee audits ten complaint files every six months.
Staff complete complaints handling training every year.
An advocate may attend any complaint meeting at no cost to the resident.
The General Manager reviews any complaint that is not resolved within 30 days.
Feedback forms are available at reception and in every wing.
`;

const INCIDENTS = `# Incident Policy

## Reporting
Staff must report every incident to the Registered Nurse on shift immediately. Priority 1 reportable incidents are reported to the Commission within 24 hours. Priority 2 reportable incidents are reported within 30 days.

## Records
Incident records are kept securely for 7 years.
`;

const policy = (id: string, title: string, content: string): Policy => ({
  id,
  title,
  content,
  categoryId: 'c1',
  isPublished: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

describe('assessPolicy (local)', () => {
  it('keeps a very long statement against the Act to what a report can hold', async () => {
    const clauses = Array.from(
      { length: 120 },
      (_, i) => `the incident is recorded in the incident register as entry ${i + 1} by the Registered Nurse`,
    ).join(', ');
    const text = `# Incident management and SIRS\n\n## Reporting\nPriority 1 reportable incidents are notified to the Commission within 72 hours of becoming aware, ${clauses}.\n\nPriority 2 reportable incidents are notified within 30 days.\n`;
    const result = await ai.assessPolicy({ text, fileName: 'incidents.md' });
    expect(assessmentSchema.parse(result)).toEqual(result);
    const incidents = result.sections.find((s) => s.id === 'incidents');
    expect(incidents?.findings?.map((f) => f.ruleId)).toContain('sirs-priority-1');
    expect(incidents?.explanation).toMatch(
      /The policy says: “Priority 1 reportable incidents are notified[^”]*…”/,
    );
  });

  it('scores a requirement the policy covers high and one it does not address low, naming what is missing', async () => {
    // Act
    const result = await ai.assessPolicy({ text: COMPLAINTS, fileName: 'complaints.md' });
    const thin = await ai.assessPolicy({
      text: '# Complaints Policy\n\n## Complaints\nComplaints go to the manager, who decides what happens next.\n',
    });
    // Assess
    expect(assessmentSchema.parse(result)).toEqual(result);
    const complaints = result.sections.find((s) => s.id === 'complaints');
    expect(complaints?.score).toBeGreaterThanOrEqual(70);
    expect(complaints?.explanation).toContain('within 2 business days');
    expect(complaints?.evidence?.join(' ')).toContain('Aged Care Quality and Safety Commission');
    const weak = thin.sections.find((s) => s.id === 'complaints');
    expect(weak?.score).toBeLessThan(40);
    expect(weak?.explanation).toContain('**Not found:**');
    expect(weak?.suggestions.join(' ')).toMatch(/Commission/);
    // A requirement outside the policy's topic is listed, not scored.
    expect(result.sections.find((s) => s.id === 'whistleblower')).toBeUndefined();
    expect(result.notAssessed?.find((n) => n.id === 'whistleblower')?.reason).toBe(
      "Not assessed: outside this policy's topic",
    );
    expect(result.summary).toContain(`**Overall score: ${result.score}/100.**`);
    expect(result.timestamp).toBe(NOW.toISOString());
  });

  it('does not count a statement the policy negates as evidence', async () => {
    const covered = await ai.assessPolicy({
      text: `${INCIDENTS}\nOpen disclosure: we tell the family what happened and apologise.`,
    });
    const negated = await ai.assessPolicy({
      text: `${INCIDENTS}\nWe do not practise open disclosure with families.`,
    });
    const score = (a: typeof covered) => a.sections.find((s) => s.id === 'incidents')?.score ?? -1;
    expect(score(negated)).toBeLessThan(score(covered));
    expect(negated.sections.find((s) => s.id === 'incidents')?.explanation).toContain(
      'Stated as not covered',
    );
  });

  it('marks unconfirmed citations instead of presenting them as settled', async () => {
    const result = await ai.assessPolicy({ text: INCIDENTS });
    const cited = [...result.sections, ...(result.notAssessed ?? [])];
    expect(cited.find((s) => s.id === 'records')?.relevantActSection).toContain('not confirmed');
    expect(cited.find((s) => s.id === 'rights')?.relevantActSection).toBe(
      'Aged Care Act 2024 (Cth) ss 23-24',
    );
  });

  it('gives a clear input error for a document with no readable text', async () => {
    const error = await ai.assessPolicy({ text: '  \n\t ' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiInputError);
    expect(error).toBeInstanceOf(BadRequest);
    expect((error as AiInputError).statusCode).toBe(400);
  });
});

/**
 * Statements of other facts, added where a test's own text is too short for the questions it asks: two questions from
 * one statement are asked only where neither shows the other's answer as "…", so a short text has fewer questions.
 */
const MORE_STATEMENTS = `
## Other duties
The Clinical Educator runs a refresher workshop for all carers every six months.
The Care Manager phones each new resident's family within 3 days of admission.
The RN in charge checks the emergency trolley every week.
The Hotel Services Manager inspects the laundry every fortnight.
`;

/** Every question a policy has, each told with its weakness as it is chosen (ten may be more than it has). */
function everyQuestion(title: string, content: string): Map<string, string> {
  const told = new Map<string, string>();
  try {
    generateQuizLocal(title, content, 10, {
      onChoose: (q, d) => told.set(q, d.plain ? 'plain' : (d.weakness ?? '')),
    });
  } catch (e) {
    if (!(e instanceof AiInputError)) throw e;
  }
  return told;
}

describe('generateQuiz (local)', () => {
  it('writes the requested number of questions whose answers are in the policy', async () => {
    // Act
    const quiz = await ai.generateQuiz({ title: 'Complaints Policy', content: COMPLAINTS, count: 5 });
    // Assess
    expect(quizSchemaFor(5).parse(quiz)).toEqual(quiz);
    for (const q of quiz.questions) {
      const answer = q.options[q.correctAnswer] as string;
      expect(COMPLAINTS).toContain(answer);
      expect(new Set(q.options.map((o) => o.toLowerCase())).size).toBe(4);
      expect(q.explanation).toContain(answer);
    }
  });

  it('offers times of the same order as the answer, never years for a matter of days', async () => {
    const text = `# Complaints

We acknowledge every complaint within 2 working days and tell the person who will look after it.
We aim to resolve complaints within 20 working days and keep the person informed every 14 days.
Complaint records are kept in the client system for 7 years after the complaint is closed.
Police certificates of workers are renewed every 3 years before they expire.
Staff complete complaints training at induction and every year after that.
`;
    const quiz = await ai.generateQuiz({ title: 'Complaints', content: text, count: 5 });
    const days = (o: string) => periodDays(o);
    for (const q of quiz.questions) {
      const answer = days(q.options[q.correctAnswer] as string);
      if (!answer) continue;
      for (const o of q.options) {
        const d = days(o);
        if (d) expect(Math.max(d / answer, answer / d), `${q.question} ${o}`).toBeLessThanOrEqual(12);
      }
    }
  });

  it('never offers two options that mean the same period', async () => {
    const text =
      '# Reviews\n\nThe Board reviews the risk register every year.\nThe pharmacist reviews medicines every 12 months.\nThe Care Manager reviews incidents every month.\nThe IPC lead audits hand hygiene every quarter.\nStaff complete refresher training every two years.\n';
    const quiz = await ai.generateQuiz({ title: 'Reviews', content: text, count: 5 });
    for (const q of quiz.questions) {
      const yearly = q.options.filter((o) => /^(every year|every 12 months|annually)$/i.test(o));
      expect(yearly.length).toBeLessThanOrEqual(1);
    }
  });

  it('does not ask about one example of a non-exhaustive list', async () => {
    const text =
      '# Incidents\n\nReportable incidents include:\n- neglect;\n- unexpected death;\n- unexplained absence; and\n- stealing or financial coercion.\n\nThe Care Manager reports incidents to the Commission within 24 hours.\nThe Quality Coordinator investigates every incident within 30 days.\nStaff complete training every year.\nThe Board reviews incident trends every quarter.\nIncident records are kept for 7 years.\nThe Registered Nurse notifies the family within 24 hours.\n';
    // Other reportable incident types exist that this list does not name, so "include ___" has no single answer.
    const quiz = await ai.generateQuiz({ title: 'Incidents', content: text, count: 5 });
    expect(
      quiz.questions.map((q) => q.question).filter((q) => q.includes('Reportable incidents include')),
    ).toEqual([]);
  });

  it('never lets two questions from one statement give each other away', async () => {
    const text = [
      '# Complaints Policy',
      '',
      '## Responding',
      'The Care Manager acknowledges every complaint within 2 business days and resolves it within 10 business days.',
      'The Quality Coordinator reviews complaint trends every quarter.',
      'The Board receives a complaints report every month.',
      'Staff complete complaints training every year.',
      'Complaint records are kept for 7 years.',
      'The Clinical Governance Committee audits ten complaint files every six months.',
    ].join('\n');
    const quiz = await ai.generateQuiz({ title: 'Complaints', content: text, count: 5 });
    for (const q of quiz.questions)
      for (const other of quiz.questions)
        if (other !== q)
          expect(q.question, q.question).not.toContain(other.options[other.correctAnswer] ?? '');
  });

  it('writes quizzes the question checker accepts as a whole, at every size the policy allows', async () => {
    for (const count of [5, 10] as const) {
      const quiz = await ai.generateQuiz({ title: 'Complaints Policy', content: LONG_COMPLAINTS, count });
      expect(screenQuestions(quiz.questions, LONG_COMPLAINTS).rejected).toEqual([]);
    }
  });

  it('spreads the correct answer over all four positions', async () => {
    const quiz = await ai.generateQuiz({ title: 'Complaints Policy', content: LONG_COMPLAINTS, count: 10 });
    const counts = [0, 1, 2, 3].map((p) => quiz.questions.filter((q) => q.correctAnswer === p).length);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(2);
  });

  it('explains when a policy is too short for the number of questions asked', async () => {
    const error = await ai
      .generateQuiz({ title: 'Tiny', content: 'Staff must wash hands before every contact.', count: 20 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiInputError);
    expect((error as AiInputError).message).toMatch(/not 20|enough clear statements/);
  });

  it("asks about a table row by row, with the same column's other values as distractors", async () => {
    const text = `# Records Management

## Retention

4.1 Retention schedule

| Record | Minimum retention | Kept by |
|---|---|---|
| Complaints | 7 years after closure | Quality Coordinator |
| Visitor sign-in sheets | 12 months | Receptionist |
| Rosters | 3 years | Payroll Officer |
| Menus | 6 months | Chef |

## Storage
Paper records are stored in a locked room that only the Records Officer can open.
Electronic records are backed up every night by the IT contractor.
The Records Officer audits the records room every quarter.
Staff complete records training at induction and every year after that.
`;
    const quiz = await ai.generateQuiz({ title: 'Records', content: `${text}${MORE_STATEMENTS}`, count: 5 });
    const table = quiz.questions.filter((q) => q.question.includes('table'));
    expect(table.length).toBeGreaterThan(0);
    const values = ['7 years after closure', '12 months', '3 years', '6 months'];
    const owners = ['Quality Coordinator', 'Receptionist', 'Payroll Officer', 'Chef'];
    for (const q of table) {
      expect(q.question).toMatch(
        /^According to the policy's table “Retention schedule”, what is the “(Minimum retention|Kept by)” for “[^”]+”\?$/,
      );
      const row = ['Complaints', 'Visitor sign-in sheets', 'Rosters', 'Menus'].findIndex((r) =>
        q.question.includes(`“${r}”`),
      );
      const column = q.question.includes('Kept by') ? owners : values;
      expect(q.options[q.correctAnswer]).toBe(column[row]);
      expect(q.options.every((o) => column.includes(o))).toBe(true);
    }
  });

  it("asks what a defined term means, with the policy's other definitions as distractors", async () => {
    const text = `# Restrictive Practices

## Definitions
- Chemical restraint – the use of a medicine mainly to influence a resident's behaviour.
- Environmental restraint – restricting a resident's free access to parts of their surroundings.
- Mechanical restraint – a device used to prevent, restrict or subdue a resident's movement.
- Physical restraint – the use of physical force to prevent, restrict or subdue movement.
- Seclusion – solitary confinement of a resident in a room they cannot leave.

## Use
A restrictive practice is used only as a last resort, after alternatives have been tried and recorded.
The Registered Nurse records every use in the behaviour support plan within 24 hours.
The Clinical Manager reviews every restrictive practice every month.
`;
    const quiz = await ai.generateQuiz({ title: 'Restrictive Practices', content: text, count: 5 });
    const meaning = quiz.questions.filter((q) => q.question.includes('meaning of the term'));
    expect(meaning.length).toBeGreaterThan(0);
    for (const q of meaning) {
      const term = /“([^”]+)”/.exec(q.question)?.[1] ?? '';
      const line = text.split('\n').find((l) => l.startsWith(`- ${term} – `)) ?? '';
      expect(q.options[q.correctAnswer]?.toLowerCase()).toBe(
        line.slice(`- ${term} – `.length).replace(/\.$/, ''),
      );
    }
  });

  it('writes time distractors as the answer writes its number, and amounts as whole dollars', async () => {
    const text = `# Gifts and Records

Gifts worth more than $30 are recorded in the gifts register by the Care Manager.
Complaint records are kept securely for seven years after the complaint is closed.
The Care Manager reviews the gifts register every month with the Chief Executive.
Staff complete conduct training at induction and every year after that.
The Board receives a report on gifts and complaints every three months.
The Quality Coordinator audits complaint files every six months.
`;
    const quiz = await ai.generateQuiz({ title: 'Gifts', content: text, count: 5 });
    const years = quiz.questions.find((q) => q.options.includes('seven years'));
    expect(years?.options.every((o) => /^[a-z]+ years?$/.test(o))).toBe(true);
    const money = quiz.questions.find((q) => q.options.includes('$30'));
    if (money) for (const o of money.options) expect(o).toMatch(/^\$\d+$/);
  });

  it('asks about the records the policy names itself, with records of the same kind as distractors', async () => {
    const text = `# Gifts

Staff write every gift they are offered in the gifts register.
Any concern about a gift is written in the complaints register by the Care Manager.
Staff complete conduct training at induction and every year after that.
The Board receives a report on gifts every three months.
The Quality Coordinator audits the gifts register every six months.
`;
    const quiz = await ai.generateQuiz({ title: 'Gifts', content: text, count: 5 });
    const register = quiz.questions.find((q) => q.options[q.correctAnswer] === 'gifts register');
    expect(register).toBeDefined();
    for (const o of register?.options ?? []) expect(o).toMatch(/^[a-z]+ register$/);
  });

  it('never teaches a statement the assessment finds against the Act', async () => {
    const text = `# Whistleblower Policy

## Making a disclosure
Every disclosure must be signed by the discloser and lodged with their line manager within 2 business days.
The Whistleblower Protection Officer acknowledges every disclosure within 3 business days.
The Chief Executive receives a de-identified report every three months.
Investigations are completed within 60 days where possible.
Records of disclosures are kept for 7 years in a restricted folder.
Staff complete whistleblower training at induction and every year after that.
The Board reviews this policy every two years.
`;
    const quiz = await ai.generateQuiz({ title: 'Whistleblower Policy', content: text, count: 5 });
    expect(quiz.questions).toHaveLength(5);
    for (const q of quiz.questions) expect(q.question).not.toContain('signed by the discloser');
  });

  it('does not quiz the details of a case study while the policy has rules to ask about', async () => {
    const text = `# Whistleblowing

## Making a disclosure
Anyone can make a disclosure to the Whistleblower Protection Officer at any time.
The Whistleblower Protection Officer acknowledges every disclosure within 2 business days.
Disclosures can be made anonymously, by phone, email or the online form.
The Chief Executive receives a de-identified report every three months.
Investigations are completed within 60 days where possible.
Records of disclosures are kept for 7 years in a restricted folder.

## Case study for training
On Saturday, a care worker, Priya, noticed that the night roster was wrong.
She told the Whistleblower Protection Officer on Monday, who replied within 1 business day.
`;
    const quiz = await ai.generateQuiz({ title: 'Whistleblowing', content: text, count: 5 });
    for (const q of quiz.questions) expect(q.question).not.toMatch(/Priya|Saturday|Monday/);
  });

  it('asks first about statements that stand on their own, not ones that need what came before', async () => {
    const text = `# Falls Prevention

## About this policy
Every week our nurses walk with hundreds of residents.

## Assessment
The Physiotherapist assesses every new resident's falls risk within 48 hours of admission.
The Clinical Nurse Consultant reviews each resident's falls risk every three months.
The Falls Committee reviews falls data and hip protector use every month.
Staff complete falls prevention training at induction and every year after that.
The Physiotherapist runs a balance class for residents at risk every week.

## After a fall
If a resident falls, the RN on shift checks them for injury before anyone moves them.
Then:
- The Director of Care reviews the care plan within 3 days.
- The family is phoned within 2 hours.

## Results
Our aim is fewer falls every year.
The Hub answers fast.
`;
    const quiz = await ai.generateQuiz({ title: 'Falls', content: text, count: 5 });
    const asked = quiz.questions.map((q) => q.question).join('\n');
    // A trend is never asked as a frequency; an introduction, an item under "Then:" and a statement of a few words
    // wait until the policy's plain statements run out (four here), and the item under "Then:" comes first of them.
    expect(asked).not.toMatch(/fewer falls/);
    expect(asked).not.toMatch(/hundreds of residents|answers fast/);
    expect(asked).toMatch(/care plan within/);
    expect(
      generateQuizLocal('Falls', text, 4)
        .questions.map((q) => q.question)
        .join('\n'),
    ).not.toMatch(/hundreds of residents|care plan within|answers fast/);
    const rn = await ai.generateQuiz({ title: 'Falls', content: text, count: 10 }).catch(() => null);
    if (rn) expect(rn.questions.map((q) => q.question).join('\n')).not.toMatch(/fewer falls/);
  });

  it('gives a position other positions as distractors, and a profession other professions', async () => {
    const text = `# Infection Prevention and Control

## Roles
The IPC Lead keeps the antibiotic log for the home.
A Registered Nurse takes swabs when a resident has diarrhoea.
An Enrolled Nurse checks the outbreak kit every week.
The Pharmacist reviews antibiotic use with the IPC Lead every month.
Staff complete hand hygiene training at induction and every year after that.
The IPC Lead audits hand hygiene every three months.
`;
    const quiz = await ai.generateQuiz({ title: 'IPC', content: text, count: 5 });
    let positions = 0;
    const professions =
      /^(registered nurse|enrolled nurse|nurse practitioner|general practitioner|pharmacist|physiotherapist)$/i;
    for (const q of quiz.questions) {
      const answer = q.options[q.correctAnswer] ?? '';
      if (answer !== 'IPC Lead') continue;
      positions++;
      for (const o of q.options) expect(o).not.toMatch(professions);
    }
    expect(positions).toBeGreaterThan(0);
  });

  it('never cuts a name short: "Registered Nurse in charge", "Director of Quality, Risk and Compliance", registers and plans', async () => {
    const text = `# Incident Management

## Steps
The worker who sees an incident tells the Registered Nurse in charge straight away.
The Director of Quality, Risk and Compliance lodges Priority 1 notifications within 24 hours.
The Care Manager checks the banning orders register before anyone starts work.
The Care Manager writes the resident's wishes into the care and services plan within 7 days.
The Quality Committee reviews the incident register every month.
The Board receives an incident report every three months.
Staff complete incident training at induction and every year after that.
`;
    const quiz = await ai.generateQuiz({ title: 'Incidents', content: text, count: 5 });
    for (const q of quiz.questions) {
      const answer = q.options[q.correctAnswer] ?? '';
      expect(q.question).not.toMatch(/_____ in charge|_____, Risk and Compliance/);
      expect(answer).not.toBe('orders register');
      expect(answer).not.toBe('services plan');
      expect(q.options).not.toContain('Director of Quality');
    }
  });

  it("offers a resident's own plan other personal plans as distractors, not the organisation's", async () => {
    const text = `# Dementia Care

## Planning care
Lessons from every outbreak are added to the outbreak management plan.
Improvements suggested by families are logged in the Plan for Continuous Improvement.
Each resident's communication needs and preferred name are written in the care plan.
Any restrictive practice is set out in the behaviour support plan before it is used.
Pressure injuries are treated as the wound management plan sets out.
Texture-modified meals follow the resident's nutrition plan.
Residents and families are invited to a case conference every six months.
`;
    const quiz = await ai.generateQuiz({ title: 'Dementia', content: text, count: 5 });
    const personal = quiz.questions.filter((q) =>
      /^(care plan|behaviour support plan|wound management plan)$/i.test(q.options[q.correctAnswer] ?? ''),
    );
    expect(personal.length).toBeGreaterThan(0);
    for (const q of personal)
      expect(
        q.options.filter((o) => /outbreak management plan|Plan for Continuous Improvement/i.test(o)),
      ).toEqual([]);
  });

  it('asks a "Who" column as who is responsible, and never asks for a phone number or what an abbreviation stands for', async () => {
    const text = `# Complaints

## Definitions
- ECMS: the electronic care management system used for all records.
- Complaint: any expression of dissatisfaction about our care, services or staff.
- Feedback: any comment, compliment or suggestion about the service we give.
- Advocate: an independent person who supports a client to speak up.
- Representative: a person the client has chosen to act on their behalf.

## Steps
| Step | Who | When |
|---|---|---|
| Log the complaint | The worker who receives it | Same day |
| Acknowledge the complaint | Client Experience Officer | Within 2 business days |
| Investigate | Operations Manager | Within 20 business days |
| Tell the client the outcome | Client Experience Officer | Within 5 business days of the decision |

Clients can call the Older Persons Advocacy Network on 1800 700 600 for free help with any complaint.
The Operations Manager reports complaint trends to the Board every quarter.
Staff complete complaints training at induction and every year after that.
`;
    const quiz = await ai.generateQuiz({
      title: 'Complaints',
      content: `${text}${MORE_STATEMENTS}`,
      count: 10,
    });
    const asked = quiz.questions.map((q) => q.question).join('\n');
    expect(asked).not.toMatch(/“Who” for/);
    expect(asked).toMatch(
      /who is responsible for “(Acknowledge the complaint|Investigate|Tell the client the outcome)”\?/,
    );
    expect(asked).not.toMatch(/“ECMS”/);
    for (const q of quiz.questions) expect(q.options[q.correctAnswer]).not.toMatch(/^1800/);
  });

  it('reads field labels, ticks and crosses as layout, not as part of the statement', async () => {
    const text = `# Medication Management

## Storage
Refrigerated medicines are kept at 2 to 8°C. **Frequency:** fridge temperatures are recorded twice daily by the RN.
Residents who self-administer are assessed by the RN. **Frequency:** reassessed every 3 months.
**Monthly:** the Clinical Care Manager audits ten medication charts against the eNRMC.
Each PRN order states the indication, dose and maximum dose in 24 hours.

## Do and don't
- ✔ Do wear gloves when you give eye drops or creams.
- ✖ Don't crush slow-release tablets without the pharmacist's advice.

## Review
The Medication Advisory Committee meets every quarter.
The pharmacist reviews each resident's medicines every year.
The Director of Care reports medication incidents to the Board every month.
Staff complete a medication competency at induction and every year after that.
`;
    const quiz = await ai.generateQuiz({ title: 'Medication', content: text, count: 5 });
    const asked = quiz.questions.map((q) => q.question).join('\n');
    expect(asked).not.toMatch(/The Frequency|The Monthly|reassessed|✔|✖|Do wear/);
    expect(asked).not.toMatch(/maximum dose in (what timeframe|_____)/);
  });

  it("does not ask the provider's own name, a timeline row named only by a time, or how long a line is open", async () => {
    const text = `# Banksia Hill Care

## Complaints and feedback

Banksia Hill Care provides 60 aged care places and home care to about 200 older people.
Nutrition and dining: Every resident is offered a four-week seasonal menu, reviewed by the dietitian twice a year.
You, or someone you have authorised, can ask the Care Manager to see your complaint file.
The Feedback Line is on 1800 555 010 (24 hours, interpreters available).
Complaints are acknowledged within 2 business days and resolved within 30 days.
The Care Manager reports complaint trends to the Board every quarter.
The Quality Coordinator checks the complaints register every month.
Staff complete complaints training at induction and every year.

## Timeline

| When | What happens | Who |
|---|---|---|
| Within 24 hours | Acknowledge the complaint | Care Manager |
| Within 5 business days | Agree the actions with the person | Quality Coordinator |
| Day 30 — outcome due | Tell the person the outcome in writing | Director of Care |
`;
    const quiz = await ai.generateQuiz({
      title: 'Complaints',
      content: `${text}${MORE_STATEMENTS}`,
      count: 10,
    });
    const asked = quiz.questions.map((q) => `${q.question} ${q.options.join(' | ')}`).join('\n');
    expect(asked).not.toMatch(/_____ provides|which organisation\?/);
    expect(asked).not.toMatch(/“Within (24 hours|5 business days)”/);
    expect(asked).toMatch(/who is responsible for “Day 30 — outcome due”\?/);
    // Two facts of one statement are never asked with the other's answer shown as "…".
    expect(asked).not.toMatch(/acknowledged within …|…[^\n]*resolved within/);
    expect(asked).not.toMatch(/\(_____, interpreters|line .* open/);
    expect(asked).not.toMatch(/Nutrition and dining:|, You,|policy, You\b/);
    // A duration that describes a thing keeps its unit: a "three-week" menu, never a "two-business day" one.
    const menu = quiz.questions.find((q) => q.options[q.correctAnswer] === 'four-week');
    expect(menu?.options.every((o) => /^\w+-week$/.test(o))).toBe(true);
  });

  it('gives a process another process as a distractor, never an infection precaution', async () => {
    const text = `# Complaints and feedback

## When something goes wrong
When something has gone wrong in a person's care, we follow the open disclosure process: we acknowledge what happened, say sorry and explain what we are doing about it.
Complaints are acknowledged within 2 business days and resolved within 30 days.
The Care Manager reports complaint trends to the Board every quarter.
The Quality Coordinator checks the complaints register every month.
A serious complaint is investigated by the Quality Coordinator using root cause analysis.
The Care Manager holds a case conference with the person and their family when a complaint is about their care.
Staff complete complaints training at induction and every year.
Residents can contact the Older Persons Advocacy Network for free, independent help.
`;
    const quiz = await ai.generateQuiz({
      title: 'Complaints',
      content: `${text}${MORE_STATEMENTS}`,
      count: 10,
    });
    const disclosure = quiz.questions.find((q) => q.options[q.correctAnswer] === 'open disclosure');
    expect(disclosure?.options).toContain('root cause analysis');
    for (const o of disclosure?.options ?? [])
      expect(o).not.toMatch(/hygiene|precautions|etiquette|consent|protective/);
  });

  it('names the thing a heading says a statement is about, and leaves out one that leans on a paragraph it does not show', async () => {
    const text = `# Restrictive practices

## Part 6 — Behaviour support plans

### Content and review
(a) The plan must be reviewed at least every three months, after any incident, and whenever the resident's needs change.
(b) Where paragraph (a) applies, the RN must update the care plan within 24 hours.

## Oversight
The Restrictive Practices Committee meets every month.
The Director of Care reports restrictive practice use to the Board every quarter.
The pharmacist reviews every psychotropic medicine every three months.
Staff complete restrictive practices training at induction and every year.
The RN records each use of a restrictive practice in the behaviour support plan within one shift.
`;
    const quiz = await ai.generateQuiz({
      title: 'Restrictive practices',
      content: `${text}${MORE_STATEMENTS}`,
      count: 5,
    });
    const asked = quiz.questions.map((q) => q.question).join('\n');
    expect(asked).toMatch(/The behaviour support plan must be reviewed at least _____/);
    expect(asked).not.toMatch(/The plan must/);
    const longer = await ai.generateQuiz({
      title: 'Restrictive practices',
      content: `${text}${MORE_STATEMENTS}`,
      count: 10,
    });
    expect(longer.questions.map((q) => q.question).join('\n')).not.toMatch(/paragraph \(a\)/);
  });

  it('reads sub-numbered clauses with their lead and role labels as sentences, and skips document control and subjectless lines', async () => {
    const text = `# Whistleblower Policy

| Version | 2.1 |
|---|---|
| Owner | Chief Executive Officer |
| Approved | 22 October 2025 |
| Next review | October 2026 |

## 3. Receiving a disclosure
3.2 The Whistleblower Protection Officer:

3.2.1 acknowledges the disclosure within 2 business days;

3.2.2 assesses the risk of detriment within 5 business days; and

3.2.3 records the disclosure in the Protected Disclosures Register.

## 4. Investigation
Convened within 10 business days, led by the General Counsel.

Investigations are completed within 60 business days.
Under the Statement of Rights, every person can raise a concern without reprisal.

## 6. Roles
6.1 Board: approves this policy and receives de-identified reports every quarter.

All workers: report wrongdoing they see and support colleagues who speak up.
`;
    const quiz = await ai.generateQuiz({
      title: 'Whistleblower',
      content: `${text}${MORE_STATEMENTS}`,
      count: 10,
    });
    const asked = quiz.questions.map((q) => `${q.question} ${q.options.join(' | ')}`).join('\n');
    expect(asked).not.toMatch(/“2\.1”|“Owner”|“Approved”/);
    expect(asked).toMatch(
      /the Whistleblower Protection Officer acknowledges the disclosure within what timeframe\?/,
    );
    expect(asked).not.toMatch(/^According to the policy, (acknowledges|records)/m);
    expect(asked).not.toMatch(/Convened within|Board: approves/);
    expect(asked).toMatch(/the Board approves this policy and receives de-identified reports how often\?/);
    const rights = quiz.questions.find((q) => q.options[q.correctAnswer] === 'Statement of Rights');
    expect(rights?.options).not.toContain('Aged Care Act 2024');
  });

  it("gives a person's record other records of a person as distractors, not registers or forms", async () => {
    const text = `# Food and dining

## Dietary needs
Dietary details are kept in the resident's care plan and on the kitchen's dietary profile.
Comments about food can be made to any staff member, on a feedback form, or at the Food Focus Group.
Every fall at a meal is entered in the incident register by the RN.
Weight is recorded in the progress notes every month.
Fluid intake is recorded on the fluid chart every shift for residents at risk.
The Chef Manager reviews the menu with the dietitian every six months.
Personal care workers who assist with meals complete mealtime assistance training every year.
The Care Manager reports weight loss to the Clinical Governance Committee every quarter.

## Other duties
The Clinical Educator runs a refresher workshop for all carers every six months.
The Care Manager phones each new resident's family within 3 days of admission.
The RN in charge checks the emergency trolley every week.
`;
    const quiz = await ai.generateQuiz({ title: 'Food and dining', content: text, count: 10 });
    const plan = quiz.questions.find(
      (q) => q.options[q.correctAnswer] === 'care plan' && /Dietary details/.test(q.question),
    );
    expect(plan?.options).toHaveLength(4);
    for (const o of plan?.options ?? []) expect(o).not.toMatch(/register|form\b/);
  });

  it('keeps privacy laws out of aged care law questions and skips half-words and run-together contact lines', async () => {
    const text = `# Incident management

## Our obligations
The Aged Care Act 2024 requires registered providers to have an incident management system.
Reportable incidents are notified under the Serious Incident Response Scheme.
Personal information in incident records is handled under the Privacy Act 1988 and the Australian Privacy Principles.
A six-monthly incident audit samples ten files per site.
Contacts: Pharmacy 24-hour line · Poisons Information Centre 13 11 26 · Police 000.
The Residence Manager reviews every incident report within 24 hours.
The Clinical Governance Committee reviews incident trends every quarter.
Staff complete incident reporting training at induction and every year.
The RN in charge tells the family within 24 hours of an incident.
`;
    const quiz = await ai.generateQuiz({ title: 'Incident management', content: text, count: 5 });
    const asked = quiz.questions.map((q) => q.question).join('\n');
    expect(asked).not.toMatch(/six-_____|·/);
    const sirs = quiz.questions.find(
      (q) => q.options[q.correctAnswer] === 'Serious Incident Response Scheme',
    );
    expect(sirs?.options).toHaveLength(4);
    for (const o of sirs?.options ?? []) expect(o).not.toMatch(/privacy|data breach/i);
  });

  it("asks what a meeting resolved, not who said what, the actions log or the minutes' certification", async () => {
    const text = `# Wattle Grove Aged Care
# Extract of Committee Minutes: Infection Prevention and Control Policy

Q4.1 The Quality Committee NOTED that:

a) outbreaks of gastroenteritis were reported at two sites last winter; and
b) the Infection Control Lead presented the audit results for hand hygiene.

Q4.2 The General Manager outlined the vaccination program for the coming season.
Mr Pappas queried whether agency staff are included in outbreak training.

Q4.3 IT WAS RESOLVED that:

a) every worker completes hand hygiene training at induction and every year;
b) the Infection Control Lead audits hand hygiene on each site every month, and that results go to the Quality Committee;
c) a suspected outbreak is reported to the public health unit within 24 hours;
d) residents are offered the influenza vaccine every autumn; and
e) cleaning staff clean high-touch surfaces at least twice a day.

RESOLVED that the Infection Control Lead reviews outbreak management plans every six months.
RESOLVED that personal protective equipment stock is checked by the Facility Manager every week.

## Actions arising

| # | Action | Owner | Due |
|---|---|---|---|
| AA1 | Update the outbreak kit checklist | Infection Control Lead | 30 June 2026 |
| AA2 | Report vaccination rates | General Manager | 31 July 2026 |
| AA3 | Review agency induction | Facility Manager | 31 August 2026 |

Certified a true extract of the minutes of the Quality Committee. Signed: Committee Secretary.
`;
    const quiz = await ai.generateQuiz({
      title: 'Infection Prevention and Control',
      content: text,
      count: 5,
    });
    const asked = quiz.questions.map((q) => q.question).join('\n');
    expect(asked).not.toMatch(
      /RESOLVED|NOTED|outlined|queried|presented|AA\d|Certified|Q4\.\d|“Due”|“Action”/,
    );
    expect(asked).not.toMatch(/\band that\b/);
    // The resolutions are the policy's rules, asked as plain statements.
    expect(asked).toMatch(
      /hand hygiene training at induction|twice a day|within _____|every six months|every week/i,
    );
  });

  it('gives a plural role distractors in its own number, and a person no committee', async () => {
    const text = `# Medication management

## Who gives medicines
Only Registered Nurses give Schedule 8 medicines to residents.
The Clinical Manager approves each resident's self-administration assessment.
The pharmacist supplies medicines in sealed packs for each resident.
The Medication Advisory Committee sets the list of approved nurse-initiated medicines.
Care workers who assist with medicines hold a current competency assessment.
The GP signs every medication chart before it is used.
The Director of Care approves any medicine kept in a resident's room.
Enrolled Nurses check the drug fridge temperature at the start of each shift.
`;
    const quiz = await ai.generateQuiz({ title: 'Medication management', content: text, count: 5 });
    const nurses = quiz.questions.find((q) => q.options[q.correctAnswer] === 'Enrolled Nurses');
    expect(nurses?.options).toHaveLength(4);
    for (const o of nurses?.options ?? []) expect(o).toMatch(/[^s]s$/);
    for (const o of nurses?.options ?? []) expect(o).not.toMatch(/Committee/);
  });

  it("reads a process map's steps without their markers, and leaves a letter's writer, greetings and name lines alone", async () => {
    const text = `# Karri Ridge Care
# Falls Prevention: Process Map and Letter

**From:** Jordan Whitlock, Chief Executive Officer

Dear colleagues,

I review every fall with serious injury myself within 3 days, and the Board hears from me each quarter.

**Lane 2, Clinical Nurse**
[A] 2.1 Complete a falls risk assessment within 24 hours of admission.
{R} 2.2 Record every fall in the progress notes before the end of the shift.
⏱ 2.3 Review the falls care plan every three months.
[2] Residents are checked at 1, 3 and 6 hours after an unwitnessed fall.

Standard 5 of the strengthened Aged Care Quality Standards expects us to prevent falls where we can.
The physiotherapist assesses every resident who has fallen within 48 hours.
The Clinical Governance Committee reviews falls data every month.
Sensor mats are checked by the maintenance officer every week.

Thank you for the care you show every day.

Jordan Whitlock Chief Executive Officer
`;
    const quiz = await ai.generateQuiz({ title: 'Falls prevention', content: text, count: 5 });
    const asked = quiz.questions.map((q) => q.question).join('\n');
    expect(asked).not.toMatch(
      /\[A\]|\{R\}|⏱|\[2\]|Lane 2|\b2\.\d\b|\bI review\b|Thank you|strengthened _____/,
    );
    const options = quiz.questions.flatMap((q) => q.options).join('\n');
    expect(options).not.toMatch(/Jordan Whitlock/);
    const checked = quiz.questions.find((q) => /at 1, 3 and/.test(q.question));
    for (const o of checked?.options ?? []) expect(o).not.toMatch(/^(1|3) hours?$/);
    expect(asked).toMatch(/falls risk assessment|progress notes|falls care plan/);
  });

  it("keeps regulators out of an internal role's options and the document's own layout out of the questions", async () => {
    const text = `# Speaking Up Safely

If you only have two minutes, read the summary box at the end.
Wombat Creek policies are laid out as one-page sheets in a fixed template.

## Who does what
Disclosure Officer: checks in with the discloser every fortnight while the matter is open.
Registered Nurse: competency assessments for new starters.
Board: approves this policy; receives a de-identified report every quarter.
The Investigations Officer completes each investigation within 60 days.
The Governance Manager keeps the disclosure register.
The Wellbeing Officer offers the Employee Assistance Program to every discloser who is a worker.
Disclosures can also be made to the Aged Care Quality and Safety Commission or the police.
Every worker completes speaking-up training at induction and every year.

Approved: Board of Wombat Creek Care Inc, October 2025.
This policy is reviewed every two years.
`;
    const quiz = await ai.generateQuiz({ title: 'Speaking Up Safely', content: text, count: 5 });
    const asked = quiz.questions.map((q) => q.question).join('\n');
    expect(asked).not.toMatch(
      /two minutes|template|Approved|competency assessments for new|; receives|reviewed every/,
    );
    for (const q of quiz.questions) {
      const answer = q.options[q.correctAnswer] ?? '';
      if (/Officer|Manager|Board/.test(answer) && !/Commission/.test(answer))
        for (const o of q.options) expect(o).not.toMatch(/Commission|Information Commissioner/);
    }
  });

  it("reads a conversation's rules without bullets or speakers, asks one fact once, and leaves the law list alone", async () => {
    const text = `# Settling In: Supervision and Induction

*This policy is a conversation between Kai, a new care worker, and Wren, our Learning Lead. Lines marked ▸ are our rules.*

**KAI:** What happens in my first week?

**WREN:** Induction. Two days in the office and four buddy shifts.

➤ *New workers complete at least four buddy shifts before they work alone.*

**KAI:** And supervision?

**WREN:** Your team leader meets you for supervision every two months.

▸ *Workers receive supervision at least every two months and an annual performance review.*

▸ *Probation is six months, with reviews at one and three months.*

▸ *The Learning Lead checks competency records every quarter.*

▸ *Workers must tell their team leader within 24 hours if they are charged with an offence.*

▸ *Police certificates are renewed every 3 years.*

▸ *Worker screening records are kept for at least 7 years after a worker leaves.*

**KAI:** Who signs me off?

**WREN:** Your team leader signs you off once you are ready.

**Law and standards:** Aged Care Act 2024 and Aged Care Rules 2025 (worker screening); Privacy Act 1988.
`;
    const quiz = await ai.generateQuiz({ title: 'Settling In', content: text, count: 5 });
    const asked = quiz.questions.map((q) => q.question).join('\n');
    expect(asked).not.toMatch(
      /[▸➤]|\b(KAI|WREN):|Law and standards|at one and (_____|what)|_____ in the office/,
    );
    // Supervision every two months is one fact, said by Wren and in a rule: asked once.
    const twoMonths = quiz.questions.filter((q) => q.options[q.correctAnswer] === 'every two months');
    expect(twoMonths.length).toBeLessThanOrEqual(1);
    expect(quiz.questions.flatMap((q) => q.options)).not.toContain('Aged Care Rules 2025');
  });

  it('asks what a term means only among meanings of its own kind, and leaves execution lines and giveaways alone', async () => {
    const text = `# Medication Management

## Definitions
Medication Round Sheet means the printed list of residents and medicines used on each round.
Incident Form means the paper form used to record a medication incident before it is entered.
Care Record means the document in which each resident's medicines and allergies are recorded.
Registered Nurse means a nurse registered with Ahpra who is responsible for the medication round.
Authorised Prescriber means a doctor or nurse practitioner who may prescribe medicines for a resident.
Act means the Aged Care Act 2024 as in force from time to time.

## Rules
Medication competency is assessed within the previous 12 months for every care worker who gives medicines.
Schedule 8 registers are kept for 7 years.
Every dose of a Schedule 8 medicine is witnessed by a second worker who is a registered or enrolled nurse.
Suspected data breaches are reported to the Privacy Officer immediately.
Questions about this policy go to our Privacy Officer at privacy@example.org.au.
The Practice & Safety Manager audits medication charts every month.
If a resident is unhappy with our response, they may complain to the Aged Care Quality and Safety Commission.
The Pharmacy Coordinator reviews the imprest stock every week.

EXECUTED by Example Care Ltd by authority of its Board on 23 October 2025.
`;
    const quiz = await ai.generateQuiz({ title: 'Medication Management', content: text, count: 5 });
    const asked = quiz.questions.map((q) => q.question).join('\n');
    expect(asked).not.toMatch(/EXECUTED|by authority of|meaning of the term “Act”|privacy@/);
    for (const q of quiz.questions) {
      const answer = q.options[q.correctAnswer] ?? '';
      if (/meaning of the term/.test(q.question)) {
        // A person's meaning among people's, a document's among documents'.
        const people = q.options.filter((o) => /^(A|The) (doctor|nurse)/.test(o)).length;
        expect([0, 4]).toContain(people === 0 ? 0 : q.options.length === people ? 4 : people);
      }
      if (answer === '12 months') expect(q.options).not.toContain('7 years');
      if (answer === 'enrolled nurse') expect(q.options).not.toContain('registered nurse');
      expect(q.options).not.toContain('Safety Manager');
    }
  });

  it("reads a slide's notes without their label, and asks about a slide's shorthand only as written", async () => {
    const text = `# Incident Management: Presenter Deck

## Slide 3: Reporting

On screen: De-identified report to the Audit and Risk Committee each quarter.

Speaker notes: For our home care service, the worker phones the Home Support Coordinator from the client's home.

Speaker notes: The Clinical Governance Lead classifies every incident within 2 hours.

What Wattle Bend requires: The Infection Prevention and Control Lead reviews every outbreak within 24 hours.

## Slide 4: Records

Speaker notes: Never delete, never back-date, never share log-ins.

Speaker notes: Incident records are kept for 7 years after the incident is closed.

Speaker notes: The Quality Manager audits 20 incident records every month.

Speaker notes: Staff complete incident training at induction and every year.

- Incident records kept for 7 years
`;
    const quiz = await ai.generateQuiz({ title: 'Incident Management', content: text, count: 5 });
    const asked = quiz.questions.map((q) => q.question).join('\n');
    expect(asked).not.toMatch(/Speaker notes|What Wattle Bend requires|_____-ins/);
    expect(asked).not.toMatch(/According to the policy, (de-identified report|incident records kept)/i);
    for (const q of quiz.questions) expect(q.options).not.toContain('Control Lead');
  });

  it("asks what staff do before which committee hears of it, and leaves a thread's post headers alone", async () => {
    const text = `# Complaints: Staff Thread

Desmond Reilly, Quality Manager, Example Health · 3 Nov, 1:48pm Adding one thing from the head office side.

Ring the On-Call Coordinator on 03 5200 4411 (24 hours, 7 days) if a complaint cannot wait.
Complaint numbers go to the Safety and Quality Committee every month and to the Board every quarter.
The Medication Advisory Committee meets every three months to review complaints about medicines.
Staff acknowledge every complaint within 2 business days.
Staff record every complaint in SafetyNet before the end of their shift.
The Nurse Unit Manager resolves most complaints within 30 days.
Staff offer an interpreter to any complainant who needs one within 1 day of asking.
The Nurse Unit Manager calls the complainant every fortnight until the complaint is closed.
The Care Manager reviews every open complaint with the team each week.
Staff refer any complaint about abuse to the Director of Nursing within 1 hour.
`;
    const quiz = await ai.generateQuiz({ title: 'Complaints', content: text, count: 5 });
    const asked = quiz.questions.map((q) => q.question).join('\n');
    expect(asked).not.toMatch(/Desmond Reilly|1:48pm|24 hours, _____|Committee|Board/);
  });

  it('does not blank a board named by its directors, or a time counted from a date the stem does not show', async () => {
    const text = `# Workforce Screening

Board directors complete a governance program within 3 months of appointment.
PeopleCore sends the worker a renewal prompt 60 days before that date.
Staff complete screening before their first shift.
The People Officer checks every police certificate within 2 days of receiving it.
The Site Leader reviews overdue training every week.
Staff renew their first aid certificate every 3 years.
The People Officer keeps screening records for 7 years after a worker leaves.
`;
    const quiz = await ai.generateQuiz({ title: 'Workforce Screening', content: text, count: 5 });
    const asked = quiz.questions.map((q) => q.question).join('\n');
    expect(asked).not.toMatch(/_____ directors|before that date/);
  });

  it('offers round percentages, and cuts the other clause whole when a question leaves its time off', async () => {
    const text = `# Training

Everyone completes the mandatory modules every year.
Where a resident loses more than 5% of body weight in a month, the Registered Nurse refers them to the dietitian.
Priority 1 incidents must be notified to the Commission within 24 hours of us becoming aware, and Priority 2 incidents within 30 days.
Staff complete a competency check on medicines every year.
The Training Coordinator reports completion to the Committee every quarter.
New workers complete induction before their first shift.
`;
    const quiz = await ai.generateQuiz({ title: 'Training', content: text, count: 5 });
    const percent = quiz.questions.find((q) => q.options.includes('5%'));
    expect(percent).toBeDefined();
    expect(percent?.options.every((o) => /^\d+%$/.test(o) && Number.isInteger(Number(o.slice(0, -1))))).toBe(
      true,
    );
    const asked = quiz.questions.map((q) => q.question).join('\n');
    expect(asked).not.toMatch(/and Priority 2 incidents\.”/);
  });

  it("does not ask a risk register's description of what could go wrong", async () => {
    const text = `# Restrictive Practices

Risk statement: A restrictive practice is used without the informed consent of the resident.
Causes: low staffing on nights; families asking for bed rails.
Control: the RN checks the consent form before any restrictive practice is used.
Control: the behaviour support plan is reviewed every 3 months.
Control: the Director of Nursing audits the register every month.
Control: staff complete restrictive practices training every year.
Control: every emergency use is reported to the Director of Nursing within 24 hours.
`;
    const quiz = await ai.generateQuiz({
      title: 'Restrictive Practices',
      content: `${text}${MORE_STATEMENTS}`,
      count: 5,
    });
    const asked = quiz.questions.map((q) => q.question).join('\n');
    expect(asked).not.toMatch(/without the informed consent|low staffing/);
  });

  it("drops a margin note's mark and label from the stem, and writes a frequency before a noun as 'regular'", async () => {
    const text = `# Medicines

> ‖ **Margin** — Buddy shifts: the buddy completes a short checklist for each new starter before their first solo shift.

The pharmacist's quarterly medication review includes a deprescribing recommendation for every psychotropic.
The RN checks the medication chart at every round.
Staff record every medication error in RiskMan before the end of the shift.
The Clinical Nurse reconciles the psychotropic register with the pharmacist every month.
Residents who manage their own medicines are reassessed every three months.
The Director of Nursing reports medication incidents to the Board each quarter.
`;
    const quiz = await ai.generateQuiz({ title: 'Medicines', content: text, count: 10 }).catch(() => null);
    const small = quiz ?? (await ai.generateQuiz({ title: 'Medicines', content: text, count: 5 }));
    const asked = small.questions.map((q) => q.question).join('\n');
    expect(asked).not.toMatch(/‖|Margin —/);
    expect(asked).not.toMatch(/regularly medication review/);
  });

  it("drops a requirement's reference code from the stem, and does not ask its audit evidence", async () => {
    const text = `# Workforce

**REQ-WF-08** Workers who drive for the service MUST complete CPR training every 12 months.
**REQ-WF-12** New personal care workers MUST complete two buddy shifts before working alone.
**REQ-WF-14** Workers delivering delegated clinical tasks MUST be assessed by a registered nurse every 12 months.
**REQ-WF-15** Every worker MUST hold an NDIS worker screening clearance before their first shift.
**REQ-WF-16** The Area Manager MUST observe each new worker with a client within 3 months.
*Verify:* Monthly sample of 20 worker files per region for current clearances.
*Verify:* Quarterly test call to the after-hours line and annual check of published details.
`;
    const quiz = await ai.generateQuiz({
      title: 'Workforce',
      content: `${text}${MORE_STATEMENTS}`,
      count: 5,
    });
    const asked = quiz.questions.map((q) => q.question).join('\n');
    expect(asked).not.toMatch(/REQ-WF/);
    expect(asked).not.toMatch(/sample of 20|test call/);
    expect(asked).toMatch(/CPR|buddy|registered nurse|clearance|observe/);
  });

  it("does not ask what a quality manual's run-in labels put over its citations, audit evidence and evidence owners", async () => {
    const element = (n: number, control: string) => `### 8.${n} Element ${n}

**Requirement.** Aged Care Act 2024, sections 17 and 18, and the Aged Care Rules 2025.

**Our control.** ${control}

**Audit evidence.** Reconciliation forms; pharmacist review reports with GP responses; monthly sample of 10% of charts.

**Evidence owner.** Facility Manager; Director of Clinical Services.
`;
    const text = `# Medication Management

${element(1, 'The RN checks every medication chart against the pharmacy supply at each round.')}
${element(2, 'Residents who manage their own medicines are reassessed by the RN every three months.')}
${element(3, 'Staff record every medication error in the incident register before the end of the shift.')}
${element(4, 'The pharmacist reviews every psychotropic medicine with the prescriber every three months.')}
${element(5, 'Only staff assessed as competent by the Education Coordinator assist with medicines.')}
${element(6, 'Schedule 8 medicines are counted by two nurses at every change of shift.')}
`;
    const quiz = await ai.generateQuiz({ title: 'Medication Management', content: text, count: 5 });
    const asked = quiz.questions.map((q) => q.question).join('\n');
    expect(asked).not.toMatch(
      /Reconciliation forms|Aged Care Rules|sections 17|Director of Clinical Services\./,
    );
    expect(asked).toMatch(/RN|pharmacist|Schedule 8|competent|incident register/);
  });

  it("does not ask a knowledge check's marker's notes or its pass mark", async () => {
    const text = `# Speaking Up: Knowledge Check

Pass mark: every starred question correct, plus 80% of the rest.

**Q1. Who can you tell about a concern?** Any worker can tell the Speaking Up Officer, the Board Chair or the Aged Care Quality and Safety Commission.

*Marker's note.* Must name the Speaking Up Officer and the Board Chair route.

**Q2. How quickly is a disclosure acknowledged?** The Speaking Up Officer acknowledges every disclosure within two business days.

*Marker's note.* Must name the Commission as well.

**Q3. Can you stay anonymous?** Yes. You can make a disclosure without giving your name, and you are still protected.

**Q4. What happens to someone who victimises a discloser?** Anyone who victimises a discloser faces disciplinary action, up to dismissal.

**Q5. Where are disclosures recorded?** The Speaking Up Officer records every disclosure in the confidential Speaking Up register.

**Q6. Who investigates?** An investigator independent of the people involved looks into each disclosure within 30 days.
`;
    const quiz = await ai.generateQuiz({
      title: 'Speaking Up',
      content: `${text}${MORE_STATEMENTS}`,
      count: 5,
    });
    const asked = quiz.questions.map((q) => q.question).join('\n');
    expect(asked).not.toMatch(/Must name|Pass mark|80%/);
  });

  it("asks neither a past record's result nor when the policy is reassessed, and shows no clause's letter and number", async () => {
    const text = `# Medication Management

## A. Administration
A.1 Only a Registered Nurse or an Enrolled Nurse with a medication endorsement gives Schedule 8 medicines.
A.2 Every PRN dose is recorded on the electronic chart with the reason and its effect within 1 hour.
A.3 Residents who manage their own medicines are reassessed every six months by the GP.
A.4 Medicine errors are reported to the Clinical Care Manager before the end of the shift.
A.5 The pharmacist reviews each resident's medicines within 30 days of admission.
A.6 Expired medicines are returned to the pharmacy within 7 days.

## B. Evidence
B.1 PQR-05B recorded a six-month trial supporting 11 residents to self-administer.
B.2 The 2024 audit found 3 charts with missing signatures.

## C. Review
C.3 This policy will be reassessed every two years, or earlier if the law changes.
`;
    const quiz = await ai.generateQuiz({ title: 'Medication Management', content: text, count: 5 });
    const asked = quiz.questions.map((q) => q.question).join('\n');
    expect(quiz.questions).toHaveLength(5);
    expect(asked).not.toMatch(/PQR-05B|2024 audit|This policy will be reassessed/);
    expect(asked).not.toMatch(/\b[A-C]\.\d\b/i);
  });

  it("does not name a table by the document's own title, nor offer a cell that points elsewhere", async () => {
    const text = `# HARBOUR CARE LTD

## CEO CIRCULAR No. 2025/22

| Record | Minimum retention |
|---|---|
| Care records | 7 years |
| Complaint files | See note 2 |
| Governance records | Permanent |
| CCTV footage | 31 days |
| Rosters | 2 years |

Staff file every care record in the client system the same day.
The Records Officer checks the archive every month.
Paper records are scanned within 5 business days.
The Privacy Officer assesses every suspected data breach within 30 days.
`;
    const quiz = await ai.generateQuiz({ title: 'Records', content: text, count: 5 });
    const asked = quiz.questions.map((q) => `${q.question} ${q.options.join(' | ')}`).join('\n');
    expect(asked).not.toMatch(/CEO CIRCULAR/);
    expect(asked).not.toMatch(/See note/);
    expect(asked).toMatch(/According to the policy's table, /);
  });

  it("reads a swimlane procedure's cells as what each lane's actor does", async () => {
    const text = `# Restrictive Practices Procedure

| Stage | Care team | RN | Medical officer |
|---|---|---|---|
| Notice | Record changed behaviour on the ABC chart with what happened before and after. | Look for causes such as pain, infection, delirium or constipation before anything else. | — |
| Alternatives | Use the strategies in the care plan, such as music, a walk or a familiar staff member. | Record every alternative tried and how it went in the progress notes. | Reviews the resident for pain, infection and medicine side-effects within 24 hours. |
| Consent | — | Explain the proposed practice, its risks and alternatives to the resident or their substitute decision-maker. | Pharmacist advice is sought for every chemical restraint. |
| Review | Share observations at handover and at every case conference. | Review the behaviour support plan at least every 3 months and after any emergency use. | Reviews chemical restraint at least monthly, and sooner if there are side-effects. |
`;
    const quiz = await ai.generateQuiz({ title: 'Restrictive Practices', content: text, count: 5 });
    const asked = quiz.questions.map((q) => q.question).join('\n');
    expect(asked).toMatch(/The RN reviews the behaviour support plan|The Medical officer reviews/);
    expect(asked).not.toMatch(/pharmacists? (is|are)|The Medical officer pharmacist/i);
  });

  it("reads no capability level or 'Also' column as someone acting, and no logic model's row as linked", () => {
    const text = `# Restrictive Practices — Capability Domain

| Item | Detail |
|---|---|
| **Privacy Officer** | Operations Manager — privacy@example.org.au |

### Capability indicators

| Indicator | F — Foundation | P — Practitioner | L — Leader |
|---|---|---|---|
| **Recognise** | Can name the five types of restrictive practice and give an example of each. | Identifies practices that may be restrictive even when not labelled as such. | Reviews the register for practices not recognised as restrictive. |
| **Understand** | Knows the resident's life story, routines and what calms them. | Completes behaviour assessment and looks for unmet needs behind the behaviour. | Makes specialist advice available and checks it is acted on. |

### Notifying

| Category | When it applies | Notify the Commission | Also |
|---|---|---|---|
| **Priority 1** | The incident caused or could have caused injury needing treatment | Within 24 hours of becoming aware | Notify police within 24 hours where there are reasonable grounds to suspect unlawful conduct |
| **Priority 2** | Any other reportable incident | Within 30 days of becoming aware | Police notification within 24 hours still applies if the conduct may be unlawful |

### Logic model

| Inputs | Activities | Outputs | Short-term outcomes | Medium-term outcomes |
|---|---|---|---|---|
| Feedback Coordinator role | Receive and record | Register entries | Complaints heard | Fewer repeat complaints |
| Committee time | Learn and report | Quarterly report | Trends seen | Consistent, fair outcomes |

### Situation

Recruitment is hard: in 2024–25 we took six months to fill two personal care roles.

**A3 — Assess and notify.** The coordinator alerts the Service Manager as soon as an incident may be reportable.

Any worker who sees a privacy breach tells the Privacy Officer the same day.
The Privacy Officer assesses every breach within 30 days.
Every resident with a restrictive practice has a behaviour support plan reviewed every three months.
Staff record each use of a restrictive practice in the register before the end of the shift.
`;
    const asked = generateQuizLocal('Restrictive Practices', text, 4).questions;
    const stems = asked.map((q) => q.question).join('\n');
    expect(stems).not.toMatch(/Practitioner|The Also|Medium-term|took _____|“— /);
    expect(stems).toMatch(/“Assess and notify”/);
    for (const q of asked)
      if (q.options.includes('Privacy Officer')) expect(q.options).not.toContain('Operations Manager');
    expect(sameHolder(indexPolicy(text).plain, 'Privacy Officer', 'Operations Manager')).toBe(true);
    expect(sameHolder(indexPolicy(text).plain, 'Privacy Officer', 'Service Manager')).toBe(false);
    expect(
      sameHolder(
        'The Company Secretary, who acts as Whistleblower Protection Officer, keeps the register.',
        'Whistleblower Protection Officer',
        'Company Secretary',
      ),
    ).toBe(true);
    expect(periodDays('Annual')).toBe(periodDays('yearly'));
  });

  it('names a bare "the register", and asks no pair of rating scales and no frequency beside its date', () => {
    const text = `# Restrictive Practices

### Scoring key

| Severity (S) | | Probability (P) | |
|---|---|---|---|
| 4 Catastrophic | death or permanent harm | 4 Frequent | several times a year |
| 3 Major | serious harm | 3 Occasional | once or twice a year |
| 2 Moderate | harm needing treatment | 2 Uncommon | once in 2–5 years |
| 1 Minor | no harm | 1 Remote | unlikely in 5 years |

### Practice

The RN records each use of a restrictive practice in the restrictive practices register before the end of the shift.
The Residential Manager checks the register against the care plans of every resident on the first Monday of the month.
Ahpra registrations are checked every year on 1 October and when a nurse changes role.
Every resident with a restrictive practice has a behaviour support plan reviewed every three months.
The Dementia Practice Lead visits each memory support household every fortnight.
`;
    const asked = generateQuizLocal('Restrictive Practices', text, 4).questions;
    const stems = asked.map((q) => q.question).join('\n');
    expect(stems).toMatch(
      /checks the restrictive practices register against|restrictive practices register against a walk-through/,
    );
    expect(stems).not.toMatch(/the register\b|Probability|Catastrophic|on 1 October/);
    // "___ are contacted": a plural slot, which one person or one body does not fill.
    const before = 'A disclosure may also be a possible crime — ';
    expect(misfitsBetween(before, ' are contacted without delay.', 'police', 'investigator')).toBe(true);
    expect(misfitsBetween(before, ' are contacted without delay.', 'police', 'Registered Nurse')).toBe(true);
    expect(misfitsBetween(before, ' are contacted without delay.', 'police', 'family members')).toBe(false);
    expect(misfitsBetween(before, ' is contacted without delay.', 'Disclosure Officer', 'investigator')).toBe(
      false,
    );
  });

  it("reads a role's duties as the role's, and asks no abbreviation's letters, no case matrix and no audit schedule", () => {
    const text = `# Infection Prevention and Control

**Roles**

| Role | Responsibility |
|---|---|
| Director of Care Services (DCS) | Owns the program. Declares and stands down outbreaks on advice of the IPC Lead. |
| Home Manager | Resources the program at the Home and keeps PPE stock at the level the outbreak plan sets. |
| Hotel Services Supervisor | Runs cleaning, laundry and waste services to this standard. |

**Abbreviations**

| Abbreviation | Meaning |
|---|---|
| AMS | Antimicrobial stewardship |
| PHU | Local Public Health Unit |
| IPC | Infection prevention and control |
| ABHR | Alcohol-based hand rub |

### Timetable

| Step | Standard | Serious | Critical |
|---|---|---|---|
| Record in the register | Same or next business day | Same or next business day | Immediately |
| Acknowledge | 2 business days | 2 business days | Same day |
| Resolve | 10 business days | 30 days | 7 days |
| Update the resident | Every 10 business days | Every 10 business days | Weekly |

### Schedule of infection audits

| Audit | Frequency | Auditor |
|---|---|---|
| Hand hygiene moments | Monthly | IPC Lead |
| Environmental cleaning | Quarterly | Hotel Services Supervisor |
| Linen handling | Yearly | Home Manager |
| Sharps disposal | Fortnightly | RN in charge |

### Practice

Staff clean their hands before and after every contact with a resident.
The RN in charge starts transmission-based precautions as soon as an infection is suspected.
The IPC Lead notifies the Public Health Unit within 24 hours of a suspected outbreak.
Staff wear a fitted P2/N95 respirator when caring for a resident with suspected influenza.
Each Home keeps a stock of personal protective equipment for at least two weeks of an outbreak.
`;
    const asked = generateQuizLocal('Infection Prevention and Control', text, 5).questions;
    const stems = asked.map((q) => q.question).join('\n');
    expect(stems).not.toMatch(/“(?:Declares|Owns)\b/);
    expect(stems).toContain('The Director of Care Services (DCS) declares and stands down outbreaks');
    expect(stems).not.toMatch(
      /“(?:AMS|PHU|IPC|ABHR)”|“Serious”|“Standard”|“Critical”|Hand hygiene moments|Linen handling/,
    );
  });

  it('reads a line of times without a verb as a note, not a statement', () => {
    const text = `# Incident Management

### Investigation

**Level 1**
:   Incidents with no or minor harm. Manager review within 7 days; actions recorded.

**Level 2**
:   Incidents with moderate harm. Interim plan within 24 hours; full plan within 14 days.

### Practice

The RN in charge makes the resident safe and calls an ambulance when needed.
Staff record every incident in RiskWise before the end of their shift.
Priority 1 reportable incidents are notified to the Commission within 24 hours of becoming aware.
Open disclosure is offered to the resident and family within 24 hours of the incident being known.
The Quality Manager reviews every Priority 1 incident with the Director of Care within 30 days.
Staff complete incident management training at induction and every year.
Priority 2 reportable incidents are notified to the Commission within 30 days of becoming aware.
The Director of Care tells the resident's GP about every fall before the end of the next business day.
The Clinical Care Coordinator updates the resident's care plan within 7 days of any incident with harm.
`;
    const asked = generateQuizLocal('Incident Management', text, 5).questions;
    expect(asked.map((q) => q.question).join('\n')).not.toMatch(/Manager review within|Interim plan within/);
  });

  it('does not ask a summary in another language or a line of legal citations', async () => {
    const text = `# Privacy

We ask for your consent before we share your health information with anyone outside our team.
Staff lock the client file cabinet at the end of every shift.
The Privacy Officer reviews every data breach within 30 days.
Staff complete privacy training every year.
Care Partners check the client's contact details at every six-monthly review.
Staff report a lost phone or laptop to the Privacy Officer within 24 hours.

> **In breve.** Seguiamo la legge australiana sulla privacy (Privacy Act 1988). Potete chiedere di vedere le vostre informazioni e di correggerle entro 30 giorni.

**Related:** Privacy Act 1988 (Cth) and the Australian Privacy Principles; Aged Care Act 2024 (Cth), Statement of Rights (ss 23–24); Strengthened Aged Care Quality Standards, Standard 2.
`;
    const quiz = await ai.generateQuiz({ title: 'Privacy', content: `${text}${MORE_STATEMENTS}`, count: 5 });
    const asked = quiz.questions.map((q) => q.question).join('\n');
    expect(asked).not.toMatch(/Seguiamo|Potete|Related|ss 23/);
  });

  it('asks no line of role names without a verb', () => {
    const text = `# Speaking up at Wandering Creek

## Who this is for

**For:** Intake Officer; Day Centre Coordinators; Finance and Payroll (for staff).

## What happens

The Speak Up Officer acknowledges every disclosure within 2 business days.
The Speak Up Officer meets the discloser every two weeks while the matter is open, and again 6 months after it closes.
The 6-month follow-up after closure asks the discloser whether anyone has treated them differently.
The Board's Audit Committee receives a de-identified summary of disclosures each quarter.
Disclosure files are kept in a locked cabinet for 7 years after the matter closes.
Everyone who works here must follow the Aged Care Code of Conduct.
A discloser may go straight to the Aged Care Quality and Safety Commission at any time.
The Speak Up Officer tells the discloser the outcome within 10 business days of the investigation closing.
Managers complete speaking up training every two years.
`;
    const quiz = generateQuizLocal('Speaking up', text, 5);
    const asked = quiz.questions.map((q) => q.question);
    expect(asked.join('\n')).not.toMatch(/Day Centre Coordinators;/);
  });

  it("writes the other answer of a statement asked twice in words that keep it whole, not as '…'", async () => {
    const text = `# Complaints

We acknowledge every complaint within 2 business days and resolve it within 30 days.
The Complaints Officer reviews the complaints register every month with the Care Manager.
Staff record every complaint in the feedback register before the end of their shift.
The Care Manager calls the complainant every fortnight until the complaint is closed.
`;
    const quiz = await ai.generateQuiz({ title: 'Complaints', content: text, count: 5 });
    const asked = quiz.questions.map((q) => q.question).join('\n');
    expect(asked).not.toContain('…');
    expect(asked).toMatch(/within a set time and resolve it within what timeframe\?/);
  });

  it("reads an intranet page's expandable sections as headings, and leaves its page history alone", async () => {
    const text = `# Speaking up at Kowhai House

<details>
<summary><strong>▸ What the Board does</strong></summary>

In addition, our Board and executives must:
- receive reports of every disclosure each quarter;
- make sure workers are trained in speaking up;
- act on what the reports show.
</details>

<details>
<summary><strong>▸ Step 2 — Acknowledge the disclosure</strong></summary>

The Speak Up Officer acknowledges every disclosure within 2 business days.
Within 10 business days, they assess whether it is a qualifying disclosure.
The Speak Up Officer keeps every discloser informed at least every 20 business days.
Everyone who works here, from the Board Chair to a casual cleaner, must follow the Aged Care Code of Conduct.
Staff complete speaking up training at induction and every year after.
The Care Manager reviews the disclosure register every month.
</details>

*Page history: v2.0 3 Nov 2025 — rewritten for the new Act; v1.3 Jun 2024 — video added.*
`;
    const asked = generateQuizLocal('Speaking up', text, 5)
      .questions.map((q) => `${q.question} ${q.options.join(' | ')}`)
      .join('\n');
    // The summary is a heading: shown as the section a statement is in, never run into the statement.
    expect(asked).not.toMatch(/▸|Page history|: “Step 2|policy, Step 2/);
    // "they" for someone the question does not show, and either end of a range (any role fits).
    expect(asked).not.toMatch(/they assess|from the _____ to/);
  });

  it("asks a blank in a list's lead-in once, and not one of the people beside 'any staff member'", async () => {
    const text = `# Your Rights

Under the Statement of Rights, you have the right to:
- make your own decisions about your care;
- be treated with dignity and respect;
- raise a concern without reprisal;
- stay connected with your community.

Residents and families can tell any staff member, the Care Manager, or the Commission about a concern.
The Care Manager reviews every care plan with the resident at least every 12 months.
Staff complete rights training at induction and every year after.
The Quality Lead audits ten care plans every quarter.
`;
    // Four questions are fair; the user is told so rather than given the lead-in's blank again.
    expect(() => generateQuizLocal('Your Rights', text, 5)).toThrow(
      /enough clear statements for 4 questions/,
    );
  });

  it("does not ask two questions from one statement when one would show the other's answer as '…'", async () => {
    const text = `# Restrictive practices

The Care Manager reviews the restraint register every month.
The RN in charge phones the GP within 2 hours of any emergency restraint.
Staff stay with the resident during any emergency restraint.
The Clinical Lead audits ten behaviour support plans every quarter.
The Quality Officer reports restraint trends to the Board every six months.
`;
    // "the … reports restraint trends to the Board how often?": the statement's subject cut out.
    expect(() => generateQuizLocal('Restrictive practices', text, 5)).toThrow(
      /enough clear statements for 4 questions/,
    );
  });

  it('holds back a statement whose noun stands for something only the sentence before names', async () => {
    const text = `# Medicines and Records

## Schedule 8 medicines
Two nurses count Schedule 8 medicines at every change of shift.
Any discrepancy is reported to the Director of Care within 1 hour.

## Access to records
Residents may see the records we keep about them.
Requests go to the Privacy Officer and are answered within 30 days.
Residents can ask to correct their records; requests to correct a record are answered within 14 days.

## Everyday practice
The Registered Nurse checks the medication chart before every round.
Pharmacists review each resident's medicines every 6 months.
Staff lock the treatment room whenever they leave it.
The Clinical Manager audits ten medication charts every quarter.
Care workers report a missed dose to the Registered Nurse within 15 minutes.
`;
    const asked = generateQuizLocal('Medicines and Records', text, 5)
      .questions.map((q) => q.question)
      .join('\n');
    // "Any discrepancy" of what, "Requests" for what: the stem cannot show it, so these wait for scarcity.
    expect(asked).not.toMatch(/discrepancy|Requests go to/i);
    // Where the sentence itself says what is requested, it stands on its own.
    expect(asked).toMatch(/requests to correct a record|correct their records/);
  });

  it("leaves out when a document commences and a dashed sign-off, and asks a place's description and a bare judgement last", () => {
    const text = `# Code of Conduct

The Instrument commences on 1 December 2025.

## Stop 1 — The staff room
**What you'll see.** The Code poster above the sign-on screen and the weekly roster.

## Stop 2 — The office
**If the Code is breached.** The Residential Manager investigates, following fair process.

The Care Manager checks the gifts register every month.
Workers report a gift worth more than $50 to the Care Manager within 2 days.
Staff complete Code of Conduct training every year.

*Chief Executive Officer — 24 November 2025.*
`;
    const plain = new Map<string, boolean>();
    const asked = generateQuizLocal('Code of Conduct', text, 5, {
      onChoose: (q, d) => plain.set(q, d.plain),
    }).questions.map((q) => q.question);
    expect(asked.join('\n')).not.toMatch(/commences|Chief Executive Officer —/);
    // With three plain statements, the description of a room and "investigates" with nothing to investigate fill the
    // quiz as weaker questions, never as plain ones.
    const weaker = [...plain].filter(([q]) => /sign-on screen|fair process/.test(q));
    expect(weaker).toHaveLength(2);
    for (const [, isPlain] of weaker) expect(isPlain).toBe(false);
  });

  it('reads no lane from a column of a kind, and takes no cell without a time or that points elsewhere for a time', () => {
    const text = `# Incidents and complaints

## Reporting
| | Priority 1 | Priority 2 |
|---|---|---|
| **Commission** | Notify the Commission within 24 hours of becoming aware | Notify the Commission within 30 days of becoming aware |
| **Police** | Notify within 24 hours where there are grounds to suspect criminal conduct | Notify within 24 hours where there are grounds to suspect criminal conduct |

## Levels
| Level | Who handles it | Aim to resolve |
|---|---|---|
| 1 — On the spot | RN in charge | Same shift |
| 2 — Home level | Home Manager | 10 business days |
| 3 — Serious | General Manager | 30 business days |
| 4 — Review | Chief Executive | 20 business days |
| Compliment | Home Manager | Shared with the staff member and team |

## Keeping records
| Record | Keep for |
|---|---|
| Care records | 7 years |
| Governance records | Permanent |
| Staff files | 7 years after employment ends |
| Rosters | 3 years |
| Emails | As for that class |

## Practice
The RN in charge checks the resident for injury before anyone moves them.
The Home Manager phones the family within 2 hours of a fall.
Staff complete incident training every year.
The Care Manager reviews each care plan within 28 days of admission.
`;
    const quiz = generateQuizLocal('Incidents and complaints', text, 5);
    const asked = quiz.questions.map((q) => `${q.question} ${q.options.join(' | ')}`).join('\n');
    expect(asked).toMatch(/Aim to resolve|Keep for/);
    expect(asked).not.toMatch(/The Priority [12]/);
    expect(asked).not.toMatch(/Shared with the staff member|As for that class/);
  });

  it('does not ask the laws a section lists as where the policy comes from', () => {
    const text = `# Privacy

## During the visit
Keep the client's folder in the place the client has chosen.
Report a lost phone to the on-call manager within 1 hour.
Never take photos of a client on your own phone.
Ask the client before you share anything with their family.
Log out of CarePoint before you leave the client's home.
Tell the Privacy Officer within 24 hours if a message goes to the wrong person.

### Where this comes from
- Aged Care Act 2024, Statement of Rights (ss 23-24) — right to privacy
- Privacy Act 1988 (Cth) and Australian Privacy Principles; Notifiable Data Breaches scheme
`;
    const asked = generateQuizLocal('Privacy', text, 3)
      .questions.map((q) => q.question)
      .join('\n');
    expect(asked).not.toMatch(/ss 23-24|Notifiable Data Breaches scheme/);
  });

  it('reads lanes only under columns of people, and shows the heading that says what a bare noun stands for', () => {
    const schedule = `# Instrument of Delegation

## Schedule 1
| Power or function | Delegate | Conditions and limits |
|---|---|---|
| Approve an emergency restrictive practice | RN in charge | Notifies the Director of Nursing within 24 hours; assessment completed within 7 days |
| Approve a behaviour support plan | Director of Nursing | Reviews the plan at least every 3 months and after any incident |
`;
    const lanes = generateQuizLocal('Delegation', `${schedule}${MORE_STATEMENTS}`, 4)
      .questions.map((q) => q.question)
      .join('\n');
    expect(lanes).not.toMatch(/The Conditions and limits|The Power or function/);
    const access = `# Privacy

## Seeing and correcting your records
Residents may see the records we keep about them.
Requests go to the Privacy Officer and are answered within 30 days.

## Everyday practice
The Registered Nurse checks the medication chart before every round.
Staff lock the treatment room whenever they leave it.
`;
    const asked = generateQuizLocal('Privacy', access, 2).questions.map((q) => q.question);
    const requests = asked.find((q) => /requests go to/i.test(q));
    expect(requests).toMatch(
      /^(Complete this statement from|According to) the policy's section “Seeing and correcting your records”/,
    );
  });

  it("reads a table's column of procedure in sentences, each under its row's label, and not its column of risks", () => {
    const swms = `# Hillview Care Homes

## Work steps, hazards and controls

| # | Step | What could go wrong | Risk before | Controls — how we do this work | Risk after |
|---|---|---|---|---|---|
| 1 | Schedule 8 medicines | Diversion; the Pharmacist is not told within 72 hours | H | Two authorised signatories witness every administration and record it in the S8 register. Count at each RN handover. Any discrepancy is reported to the Clinical Care Coordinator immediately. | L |
| 2 | Residents who self-administer | Self-administration stopped without reason | M | The RN assesses the resident with the Self-Administration Assessment and reviews it every three months. Medicines are kept in a locked drawer in the resident's room. | L |
| 3 | Staff competency | Unskilled staff assist with medicines | H | Care workers assist only after passing an observed competency on the floor. Competency is re-observed every year and after any incident involving that worker. | L |

## Who may do what

| Worker | May do |
|---|---|
| Registered Nurse | Administers S8 medicines and injections under the eNRMC. Signs the S8 register as first or second signatory. |
| Enrolled Nurse | Administers medicines within their scope under the supervision of the Registered Nurse. |
`;
    const questions = generateQuizLocal('Medicines', swms, 4).questions;
    const asked = questions.map((q) => `${q.question} ${q.options.join(' | ')}`).join('\n');
    expect(questions).toHaveLength(4);
    // The controls' statements, each shown with its row's label where the stem does not say what it is about.
    expect(asked).toMatch(
      /the policy's section “Schedule 8 medicines”: “Any discrepancy is reported to the _____/,
    );
    expect(asked).toMatch(/Competency is re-observed _____ and after any incident/);
    // What a row's person may do is theirs.
    expect(asked).toMatch(/“The _____ signs the S8 register as first or second signatory\.”/);
    // The column of risks is what the provider guards against, not what it does.
    expect(asked).not.toMatch(/72 hours|Diversion/);
  });

  it("asks nothing of a step's one word with its note in brackets or of a list of authorities, and asks last what goes to a council", () => {
    const text = `# Serious Incidents

## Steps

1. Make safe.
2. Tell (as soon as possible, and within 30 minutes).
3. The Registered Nurse checks the resident for injuries within 15 minutes.
4. The Care Manager phones the family within 24 hours of any fall.
5. Staff complete incident training every year at induction.
6. The Operations Manager lodges Priority 1 notices with the Commission within 24 hours.
7. The Chief Executive reports to the Provincial Council each quarter on every incident.

## Authorities

Privacy Act 1988, Australian Privacy Principles.
Aged Care Act 2024, sections 16 and 17.
`;
    const weakness = new Map<string, string>();
    const asked = generateQuizLocal('Serious Incidents', text, 5, {
      onChoose: (q, d) => weakness.set(q, d.plain ? 'plain' : (d.weakness ?? '')),
    })
      .questions.map((q) => q.question)
      .join('\n');
    expect(asked).not.toMatch(/Tell \(|Australian Privacy Principles|sections 16/);
    expect([...weakness].find(([q]) => /Provincial Council/.test(q))?.[1]).toBe('governance');
  });

  it('asks last who reports to a committee and how often a steering or liaison group meets, and keeps a name capitalised', () => {
    const text = `# Memorandum of Understanding

Lacebark and the Health Service agree to work together on transfers.

## Transfers
The Registered Nurse sends the transfer summary with the resident within 2 hours.
The Health Service Liaison Nurse phones the Director of Care within 24 hours of any readmission.

## Governance
The contact officers meet quarterly as the Lacebark–Health Service Liaison Group.
The Whistleblower Officer shall report to each Committee meeting the number of disclosures received.
Lacebark convenes the Medication Advisory Committee every quarter.
`;
    const weakness = new Map<string, string>();
    const quiz = generateQuizLocal('Transfers', text, 5, {
      onChoose: (q, d) => weakness.set(q, d.plain ? 'plain' : (d.weakness ?? '')),
    });
    const of = (re: RegExp) => [...weakness].find(([q]) => re.test(q))?.[1];
    expect(of(/Liaison Group/)).toBe('governance');
    expect(of(/report to each Committee meeting/)).toBe('governance');
    expect(of(/within 2 hours|within _____ hours|transfer summary/)).toBe('plain');
    // "Lacebark" is written with a capital inside sentences and never in lower case: a name.
    const asked = quiz.questions.map((q) => q.question).join('\n');
    expect(asked).not.toMatch(/\blacebark\b/);
  });

  it("asks last how long records are kept in a policy not about records, what the Directors decide and a card's shorthand clause", () => {
    const text = `# Feedback and Complaints at Quandong Rise

## Raising a concern
The Care Partner acknowledges every complaint within 2 business days.
The Feedback Officer gives the person a written outcome within 28 days.
A person who is not satisfied may ask for a review by the Service Manager within 14 days of the outcome.
People who are deaf or have a hearing or speech impairment may use the National Relay Service.
People who speak a language other than English may use the Translating and Interpreting Service.
The Public Health Unit is told of any outbreak behind a complaint.
The Older Persons Advocacy Network gives free, independent support to anyone who raises a concern.
The Organising Authority sets the rules for every service event.

## Serious complaints
- **Who:** All staff report; Feedback Officer leads; Chief Executive decides on notification.

## Records and oversight
Complaint records are kept in the client system for at least seven years after the complaint closes.
The Directors decide on the Panel's recommendations within 10 business days of the hearing.
The Steering Authority sets the service's rules for events.
`;
    const quiz = generateQuizLocal('Feedback and Complaints', text, 5);
    const weakness = everyQuestion('Feedback and Complaints', text);
    const of = (re: RegExp) => [...weakness].find(([q]) => re.test(q))?.[1];
    expect(of(/seven years|kept in the client system/)).toBe('governance');
    expect(of(/Directors decide/)).toBe('governance');
    expect(of(/leads; Chief Executive/)).not.toBe('plain');
    expect(of(/acknowledges every complaint/)).toBe('plain');
    // A service a person uses has no governing body among its distractors, nor a governing body a service.
    for (const q of quiz.questions)
      if (q.options.some((o) => /Service$/.test(o)))
        expect(q.options.join('|')).not.toMatch(/Authority|Directors|Committee/);
    // In a records policy, how long records are kept is its business.
    const records = everyQuestion(
      'Records Management',
      text.replace('# Feedback and Complaints', '# Records Management'),
    );
    expect([...records].find(([q]) => /seven years|kept in the client system/.test(q))?.[1]).toBe('plain');
  });

  it('asks no table row by a roman numeral, a role by its house name, a scorecard band or where a record is filed', () => {
    const text = `# Medication Management at Coolibah Flats

## Medication rounds
The Registered Nurse checks every chart against the pharmacy profile before the first round of the day.
A personal care worker gives medicines from a dose administration aid only after an observed competency check.
Falls after a new sedative are written in the falls register by the end of the shift.
Drugs of addiction are counted by two nurses at each handover and recorded in the register.
If a pharmacist review will take more than 10 business days, the Care Manager tells the resident before the 10 days are up.
Each quarter the Medication Advisory Committee looks across all incidents for trends.
Each year residents nominate a nurse whose care stood out for the Golden Syringe trophy.
Missed doses are counted and collated monthly for the Clinical Governance Committee.

## The crew

| Crew name | Position | Responsibilities |
|---|---|---|
| Skipper | Director of Nursing | Approves this procedure and reports to the Board |
| Navigator | Clinical Nurse Consultant | Audits charts and trains new staff |
| Deckhand | Personal care workers | Give medicines from aids and report errors |

## Movements

| Part | Theme | Lead |
|---|---|---|
| I | Ordering and receiving | Pharmacy technician |
| II | Storing and counting | Registered Nurse |
| III | Giving and recording | Enrolled Nurse |

## Medal table

| Standard | Gold | Silver | No medal |
|---|---|---|---|
| Charts signed at each round | 100% | 95–99% | below 95% |
| Drug counts correct | 100% | 98–99% | below 98% |
| Reviews on time | 90% or more | 80–89% | below 80% |
| Allergies recorded on admission | 100% | 97–99% | below 97% |

## Records

| Record | Kept in | Kept for |
|---|---|---|
| Medication charts | Care record system | 7 years after the resident leaves us |
| Drugs of addiction register | Locked treatment room | 7 years after the last entry in it |
| Incident reports | Incident register | 7 years after the incident closes |
`;
    const told = everyQuestion('Medication Management', text);
    const asked = [...told.keys()];
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((q) => /for “(?:I|II|III)”|“Skipper”|“Navigator”|“Deckhand”/.test(q))).toEqual([]);
    expect(asked.filter((q) => /“(?:Gold|Silver|No medal|Kept in)”/.test(q))).toEqual([]);
    // A value that opens on its time is no statement of its own.
    expect(asked.filter((q) => /“_____ after/.test(q))).toEqual([]);
    // "the register" of drugs of addiction is theirs, not the falls register named just before.
    expect(asked.filter((q) => /counted by two nurses/.test(q) && /falls register/.test(q))).toEqual([]);
    expect(asked.some((q) => /counted by two nurses .* recorded in the addiction register/.test(q))).toBe(
      true,
    );
    // The statement's own "10 days" gives its blank away.
    expect(asked.filter((q) => /more than _____/.test(q))).toEqual([]);
    const weakness = (re: RegExp) => [...told].find(([q]) => re.test(q))?.[1];
    expect(weakness(/looks across all incidents/)).toBe('governance');
    expect(weakness(/nominate a nurse/)).toBe('governance');
    expect(weakness(/collated _____ for the Clinical Governance/)).toBe('governance');
    expect(weakness(/checks every chart/)).toBe('plain');
  });

  it('asks no list of forms by their codes, no worked example, and asks file checks and cadenced reports last', () => {
    const text = `# Complaints at Wattle Gully

## Taking a complaint
A worker who receives a complaint writes it in the Complaints Log on the same day.
The Complaints Officer acknowledges every complaint within 2 business days.
The Complaints Officer tells the person they may contact the Aged Care Quality and Safety Commission at any time.
A complaint about abuse or neglect is passed to the Registered Nurse in charge immediately.
The Client Services Lead checks 10 new client files each quarter to confirm the complaints brochure was given.
The Operations Manager reviews the Complaints Scoresheet monthly.
The Complaints Officer reports monthly to the Operations Manager on open complaints, overdue replies and outcomes.

## Typical application: a complaint about a missed shower, March 2026
The Complaints Officer rang the daughter back within 40 minutes and booked a meeting for the next morning.

## Forms

| FORM | TITLE | WHERE |
|---|---|---|
| F-CMP-01 | Complaint record | Complaints Log |
| F-CMP-02 | Acknowledgement letter | Shared drive |
| F-CMP-04 | Outcome letter | Shared drive |
| F-CMP-06 | Complaint review request | Reception |
`;
    const told = everyQuestion('Complaints', text);
    const asked = [...told.keys()];
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((q) => /F-CMP|“TITLE”/.test(q))).toEqual([]);
    // A worked example is the last thing asked, and only as a weak question.
    const weakness = (re: RegExp) => [...told].find(([q]) => re.test(q))?.[1];
    expect(weakness(/rang the daughter/) ?? 'not asked').not.toBe('plain');
    for (const re of [
      /checks _____ new client files|checks 10 new client files/,
      /Complaints Scoresheet/,
      /on open complaints, overdue replies/,
    ])
      expect(weakness(re) ?? 'not asked').not.toBe('plain');
    expect(weakness(/acknowledges every complaint/)).toBe('plain');
  });

  it('asks no key mark or checklist box, names a column without its key symbol, and gives no advocate away', () => {
    const text = `# Falls Prevention at Quoll Hollow

## Key
| Mark | Meaning |
|---|---|
| ◆ | Critical step |
| ⌛ | Time limit |

## Steps
3.1 ◆ Every new resident has a falls risk screen within 24 hours of arrival.
3.2 The physiotherapist reviews each resident screened as high risk within 3 days.
3.3 After a fall the RN in charge must ☐ complete neurological observations for 4 hours when the head may have been hit.
☐ Sensor mats are tested at the start of every night shift.
Items marked ◆ are audited by the Clinical Nurse each quarter.
A resident who wants help to speak up can talk to an advocate from the Older Persons Advocacy Network.

## Timeframes
| Step | Who | Limit ⌛ | Where recorded **K** |
|---|---|---|---|
| Falls risk screen | RN | Within 24 hours | Care record |
| Post-fall huddle | RN in charge | Before end of shift | Huddle form |
| GP review | GP | Within 48 hours | GP notes |
| Family told | RN in charge | Same day | Progress note |
`;
    const asked = [...everyQuestion('Falls Prevention', text).keys()];
    expect(asked.length).toBeGreaterThan(3);
    // A mark the sentence itself names ("items marked ◆") is part of what it says.
    expect(asked.filter((q) => /(?<!marked )[◆⌛☐]|\bK”/u.test(q))).toEqual([]);
    expect(asked.some((q) => /“Limit” for|Where recorded” for/.test(q))).toBe(true);
    expect(asked.some((q) => /neurological observations/.test(q))).toBe(true);
    expect(asked.filter((q) => /advocate from the _____/.test(q))).toEqual([]);
  });

  it('asks last how often access rights are reviewed, reads no value column or line of names as a statement, and gives a frequency before its noun only frequencies that read there', () => {
    const text = `# Fees, Records and Access at Wirraway Gardens

## Particulars
| Item | Particulars |
|---|---|
| Provider | Wirraway Gardens Residential Care Ltd, an approved provider |
| Officers for this policy | Care Manager (care and clinical decisions); Hospitality Lead (menus, laundry and cleaning); Finance Officer (fees and statements) |

## Fees
Every resident receives a clear quarterly statement of fees and charges from the Finance Officer.
The fee schedule is published annually on the noticeboard in the main foyer.
The Finance Officer explains any new charge to the resident within 14 days of it first appearing.

## Access
Access rights to the resident system are reviewed by the Records Manager every three months.
Staff must never share their passwords with anyone, including other staff.
A worker who sees a record left open on a screen must lock the screen at once.

## Records kept
| Record | Kept where | Kept for |
|---|---|---|
| Fee statements and receipts (copies, adjustments, refunds) | Finance system | Period of residence and 7 years after it ends |
| Access requests from residents and representatives | Records system | Period of residence and 7 years after it ends |
| Complaints about fees (letters, notes, outcomes) | Feedback register | Period of residence and 7 years after it ends |
`;
    const told = everyQuestion('Fees, Records and Access', text);
    const of = (re: RegExp) => [...told].find(([q]) => re.test(q))?.[1];
    expect(of(/Access rights/) ?? 'not asked').not.toBe('plain');
    const asked = [...told.keys()];
    expect(asked.filter((q) => /after it ends|clinical decisions\)/.test(q))).toEqual([]);
    const fees = generateQuizLocal('Fees, Records and Access', text, 3).questions.find((q) =>
      /clear _____ statement/.test(q.question),
    );
    expect(fees?.options.length).toBe(4);
    for (const o of fees?.options ?? [])
      expect(o).toMatch(/^(?:daily|weekly|fortnightly|monthly|quarterly|yearly|annual|six-monthly)$/);
  });

  it('reads a label every entry repeats as a field name, with the heading above it as the section', () => {
    const text = `# Records Retention at Coolibah Flats

## Item 1 — Care records
**Description.** Care plans, progress notes and charts for every resident.

**Period.** 7 years after the resident leaves or dies.

**Destruction.** The Records Officer destroys care records only after the Chief Executive signs the destruction list.

## Item 2 — Incident records
**Description.** Incident reports, SIRS notifications and investigation files.

**Period.** 7 years after the incident is closed.

**Destruction.** The Records Officer keeps a destruction register entry for every box destroyed.

## Item 3 — Staff files
**Description.** Screening checks, qualifications and training records.

**Period.** 7 years after the person stops working with us.

**Destruction.** Staff files are shredded on site by the approved contractor within 5 business days of approval.
`;
    const told = everyQuestion('Records Retention', text);
    const asked = [...told.keys()];
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((q) => /section “(?:Description|Period|Destruction)”/.test(q))).toEqual([]);
    for (const [q, w] of told) if (/“_____ after/.test(q)) expect(w).toBe('fragment');
  });

  it('asks nothing that points to a part of the document out of view: items below, details below, a column by its letter', () => {
    const text = `# Screening

The Territory Care Manager must hold every item below, verified and recorded, before a first shift.
Ask your care partner or contact our Privacy Officer (details below) about your records.
The Facility Manager reviews open lines and any line where column G was left blank every week.
The Registered Nurse reviews the care plan every three months with the resident.
The Care Manager phones the family within 24 hours of any fall.
Staff complete screening training every year at induction.
`;
    const asked = generateQuizLocal('Screening', text, 3)
      .questions.map((q) => q.question)
      .join('\n');
    expect(asked).not.toMatch(/item below|details below|column G/);
  });

  it('asks "who" only of a statement whose every clause is about that person', () => {
    const text = `# Access to records

The Privacy Officer must approve any withholding, and the reason is given in writing.
The Registered Nurse reviews the care plan every three months with the resident.
The Care Manager phones the family within 24 hours of any fall.
Staff complete privacy training every year at induction.
`;
    const asked = generateQuizLocal('Access to records', text, 4)
      .questions.map((q) => q.question)
      .join('\n');
    expect(asked).toMatch(/withholding/);
    expect(asked).not.toMatch(/who must approve any withholding, and the reason/);
  });

  it('offers no board chair or chief executive as a distractor for hands-on care', () => {
    const text = `# Restrictive Practices

The Chair of the Board and the Chief Executive Officer receive a report every quarter.
Registered Nurses monitor each resident for distress, injury and side effects, and record their observations.
Clinical Care Managers review each behaviour support plan every three months.
General Managers and Enrolled Nurses complete restrictive practices training every year.
`;
    const quiz = generateQuizLocal('Restrictive Practices', text, 3);
    const monitor = quiz.questions.find((q) => /monitor each resident/.test(q.question));
    expect(monitor?.options).toContain('Registered Nurses');
    expect(monitor?.options.join(' ')).not.toMatch(/Chair|Chief Executive/);
  });

  it('asks no table column of clause numbers', () => {
    const text = `# Privacy

## The lifecycle

| Stage | When | Who | APP |
|---|---|---|---|
| First contact | Enquiry by phone or email | Intake Officer | APP 3 |
| Referral | Referral received through My Aged Care | Intake Officer | APP 3, 11 |
| Assessment | First home visit | Care Partner | APP 1, 5, 6 |
| Sharing | When another organisation asks | Privacy Officer | APP 6 |
| Retention | After the last service | Records Officer | APP 11 |
| Requests to see | Any time | Privacy Officer | APP 12, 13 |
`;
    const asked = generateQuizLocal('Privacy', text, 5)
      .questions.map((q) => `${q.question} ${q.options.join(' | ')}`)
      .join('\n');
    expect(asked).toMatch(/“Who”|who is responsible/);
    expect(asked).not.toMatch(/“APP”|APP \d/);
  });

  it("asks nothing of a session's run sheet, a minute's decision table, a target, a cost or a distance", () => {
    const text = `# Restrictive Practices Procedure

## Recommendations

| | Recommendation | Decision |
|---|---|---|
| (a) | **Agree** that every home keeps one restrictive practices register reviewed monthly by the Director of Nursing. | Agreed / Not agreed |
| (b) | **Note** that psychotropic medicines prescribed to influence behaviour are chemical restraint under this procedure. | Noted |

## Run sheet

| Time | Segment | Trainer does | Participants do | Resources |
|---|---|---|---|---|
| 0:00 | Welcome and outcomes | Introduces the session and its outcomes. | Brief introductions to the group. | Slides 1-2 |
| 0:15 | Whose information is it? | Runs the card sorting activity with the group. | Sort cards into share, ask first and never. | Sorting cards |
| 0:45 | Phones, photos and paper | Demonstrates the app and the client folder. | Check the settings of their own work phones. | Work phones |

## Procedure

The Registered Nurse reviews every restrictive practice at least every three months with the resident.
The Care Manager phones the family within 24 hours of any fall.
Staff never accept gifts worth more than $50 from a resident or a family.
Medication lists in the app match the pharmacy's list for 95% of clients.
The external hotline costs $9,200 a year and its reports reach us several days late.
The home is about 6 hours by road from Perth.
Staff complete hand hygiene training every year at induction.

## Outcome criteria

Every access request is answered within 30 days by the Privacy Officer.
`;
    const weakness = new Map<string, string>();
    const asked = generateQuizLocal('Restrictive practices', text, 5, {
      onChoose: (q, d) => weakness.set(q, d.plain ? 'plain' : (d.weakness ?? '')),
    })
      .questions.map((q) => `${q.question} ${q.options.join(' | ')}`)
      .join('\n');
    // The procedure's statements are asked, and a gift limit with amounts of its own order.
    expect(asked).toMatch(/every three months/);
    expect(asked).toMatch(/more than _____ from a resident.*\$50/);
    expect(asked).not.toMatch(
      /Agreed|Noted|Segment|Resources|Slides|_____ of clients|95%|\$9,200|hotline costs|by road/,
    );
    // A standard's outcome criterion is a target: asked last.
    expect([...weakness].find(([q]) => /access request/.test(q))?.[1]).toBe('governance');
  });

  it("asks no period after a preposition or before the noun it describes, no designer's note and no sign-off", () => {
    const text = `# Brochure

*[Photo: an older man in his garden, with a care worker beside him holding the watering can.]*

Staff on every shift know the behaviour support plan for each resident they care for.
Schedule 8 medicines are counted at every shift change by two nurses.
People and Culture checks the Workforce Register on the first working day of each month.
The Registered Nurse reviews the care plan every three months with the resident.
The Care Manager phones the family within 24 hours of any fall.
Staff complete hand hygiene training every year at induction.

Made by the Committee of Management of Hillside Hostel Inc.
`;
    const asked = generateQuizLocal('Brochure', text, 3)
      .questions.map((q) => `${q.question} ${q.options.join(' | ')}`)
      .join('\n');
    expect(asked).not.toMatch(/on _____|_____ change|day of _____|Photo|care worker beside|Made by/);
    expect(asked).toMatch(/reviews the care plan _____ with the resident/);
  });

  it("shows a statement under its paragraph's bold run-in label, not a sibling clause's heading, and asks commentary and a form's mechanics last", () => {
    const text = `# Hillside Care

## Records

1.4 **How long we keep records.**

Care records are kept for seven years after the last service.

1.6 **Disposal.** The Records Officer runs a report of records past their period. The list is then sent to the Executive Officer for approval within 5 days.

### 2.1 Access, privacy and security

**Our control.** Requests to see a record are answered by the Privacy Officer within 30 days.

## Commentary

We found the paper archive had not been checked for six months before the audit.

## Attestation

Each quarter the Site Manager marks each statement Yes, Partly or No and countersigns the attestation.
The Registered Nurse checks the drug register every shift with a second nurse.
`;
    const weakness = new Map<string, string>();
    const asked = generateQuizLocal('Records', text, 6, {
      onChoose: (q, d) => weakness.set(q, d.plain ? 'plain' : (d.weakness ?? '')),
    })
      .questions.map((q) => q.question)
      .join('\n');
    // "Disposal", the paragraph's own label, not "How long we keep records", the clause before it.
    expect(asked).toMatch(/the policy's section “Disposal”/);
    expect(asked).not.toMatch(/How long we keep records[^\n]*(Records Officer|Executive Officer)/);
    // A label that only says where ("Our control") gives way to the heading above it.
    expect(asked).toMatch(/the policy's section “Access, privacy and security”/);
    expect(asked).not.toMatch(/“Our control”/);
    const of = (re: RegExp) => [...weakness].find(([q]) => re.test(q))?.[1];
    expect(of(/paper archive/)).toBe('illustrative');
    expect(of(/countersigns/)).toBe('governance');
  });

  it("shows no document's name or number as a section, asks no numbered row, dated sign-off or one-word period that reads wrong before a noun", () => {
    const text = `# Tathra Co-operative

## TEAM AGREEMENT No. 7

Compliments are shared with the client's permission in the territory's monthly team meeting.
The coach checks every new team member's induction record within two weeks of their start.

## The issue

Toowoomba sent nearly every fall to the Commission to be safe.

## Screening checks

| Ref | Check |
|---|---|
| 5.3.1 | Identity |
| 5.3.2 | Police certificate |
| 5.3.3 | Right to work |

Darren Okafor, Manager, Merrigal House 28 November 2025
`;
    const weakness = new Map<string, string>();
    const questions = generateQuizLocal('Team agreements', text, 3, {
      onChoose: (q, d) => weakness.set(q, d.plain ? 'plain' : (d.weakness ?? '')),
    }).questions;
    const asked = questions.map((q) => `${q.question} ${q.options.join(' | ')}`).join('\n');
    expect(asked).not.toMatch(/TEAM AGREEMENT No\. 7|5\.3\.\d|Darren Okafor|annually team meeting/);
    expect(asked).toMatch(/the territory's _____ team meeting/);
    expect([...weakness].find(([q]) => /Toowoomba/.test(q))?.[1]).toBe('illustrative');
  });

  it('does not ask a clause of a list of prohibitions read without its "shall not"', () => {
    const text = `# Complaints — Executive Limitation

## Global Executive Limitation

The CEO shall not allow complaints to be handled in a way that is slow or unfair.

Further, without limiting the scope of the foregoing by this enumeration, the CEO shall not:

2.1 Allow a complaint to go unacknowledged for more than two business days, where the complainant can be contacted;

2.2 Allow a complaint to remain unresolved for more than 30 days without the complainant being told why;

2.3 Fail to analyse the complaints register each quarter for themes and repeat issues.

## Complaints handling

Every complaint is entered in the complaints register on the day it is received.
The Quality Manager acknowledges each complaint within two business days.
The Quality Manager reviews the register each quarter and reports themes to the Board.
Residents can take a complaint to the Aged Care Quality and Safety Commission at any time.
`;
    const asked = generateQuizLocal('Complaints', text, 3)
      .questions.map((q) => q.question)
      .join('\n');
    expect(asked).not.toMatch(/Allow a complaint|Fail to analyse/);
  });

  it('reads a column of triggers as conditions, not facts, and asks no name written as a verb', () => {
    const text = `# Passenger Safety Manual

## Chapter 7 — Incidents

The driver phones the Coordinator straight away about any incident involving a passenger.

Drivers never use force, threats or rough handling, and never neglect a passenger who needs help.

Within two working days, the Coordinator returns a monitoring schedule (for example, a 15-minute observation chart while a seat belt buckle cover is in place).

The Coordinator records each incident in the Incident Register before the end of the shift.

## Referral triggers

The Coordinator must send a referral to the allied health team in each of these situations:

| # | Trigger | Referred to |
|---|---|---|
| T1 | A new behaviour of concern is documented on two or more trips in 7 days | Behaviour support practitioner |
| T2 | A passenger falls while getting on or off the bus, whether or not they are hurt | Physiotherapist |
| T3 | A passenger refuses their seat belt on three trips in 14 days, for any reason | Occupational therapist |

## Learning from incidents

The Operations Manager reviews every incident with the driver within 5 working days.
`;
    const weakness = new Map<string, string>();
    const asked = generateQuizLocal('Incidents', text, 3, {
      onChoose: (q, d) => weakness.set(q, d.plain ? 'plain' : (d.weakness ?? '')),
    })
      .questions.map((q) => q.question)
      .join('\n');
    expect(asked).not.toMatch(/documented on two or more trips|refuses their seat belt on three trips/);
    expect(asked).not.toMatch(/never _____ a passenger/);
    // A value inside "for example, ..." is the example's.
    for (const [q, w] of weakness) if (/_____-minute observation/.test(q)) expect(w).toBe('weak:examples');
    // "neglect" used as a verb takes no nouns of its kind ("never unexpected death a client").
    const conduct = `# Conduct on Home Sites

## Rules

Contractors never use force, threats or rough handling, and never neglect a client who needs help.

Contractors report any abuse of a client to the Care Manager on the same day.

Contractors wear their identity card at all times on a Home Site.
`;
    expect(() => generateQuizLocal('Conduct on Home Sites', conduct, 2)).toThrow(
      /enough clear statements for 1 question, not 2/,
    );
  });

  it('offers for a way of mistreating a person no event that befalls them, nor a term of the word listed beside it', () => {
    const text = `# Code of Conduct

## What the Code asks of you

You must provide care free from all forms of violence, discrimination, exploitation, neglect and abuse, and sexual misconduct.

Examples of wrongdoing are abuse or neglect of residents, fraud, and misuse of funding.

## Reporting

Reportable incidents include unreasonable use of force, unlawful sexual contact and unexpected death.

You tell the RN in charge about any unexplained absence of a resident at once.

Stealing or financial coercion by a worker is reported to the police the same day.

Psychological or emotional abuse of a resident is reported to the Care Manager the same day.
`;
    const asked = generateQuizLocal('Code of Conduct', text, 5).questions.filter(
      (q) => q.options[q.correctAnswer] === 'neglect',
    );
    expect(asked.length).toBeGreaterThan(0);
    for (const q of asked) {
      expect(q.options, q.question).not.toContain('unexpected death');
      expect(q.options, q.question).not.toContain('unexplained absence');
      expect(q.options, q.question).not.toContain('psychological or emotional abuse');
    }
  });

  it("asks a rule that opens on a memo header's word, and leaves a measure's formula, an adoption line and a table's examples alone", () => {
    const text = `# Records: Keep, Protect, Dispose

*Adopted as the Quandary records policy by the Board, 6 November 2025. Policy editor: Director of Living.*

## Storage

Paper records are kept in the locked records room for 7 years after the resident leaves.

To protect privacy, the Home Manager checks who has opened each resident's record every month.

The Records Coordinator sends the yearly disposal report to the Chief Operating Officer within 5 business days.

| Class | Examples | Minimum retention |
|---|---|---|
| Governance | Board and committee papers, policies and superseded versions, audit reports | Permanent |
| Care records | Care plans, progress notes, clinical charts and photographs of wounds | 7 years |

## Measures

Records destroyed within 30 days of approval ÷ records approved for destruction.

## Conduct

We never harm: no violence, abuse, neglect, exploitation, discrimination or sexual misconduct.
`;
    const weakness = new Map<string, string>();
    const asked = generateQuizLocal('Records', text, 3, {
      onChoose: (q, d) => weakness.set(q, d.plain ? 'plain' : (d.weakness ?? '')),
    })
      .questions.map((q) => q.question)
      .join('\n');
    expect(asked).toMatch(/Paper records are kept|To protect privacy/);
    expect(asked).not.toMatch(/÷|Adopted as|editor|committee papers/);
    // A harm in a list of what is never done is asked only when nothing better is left.
    expect(asked).not.toMatch(/no violence, abuse/);
    expect([...weakness.values()]).toEqual(['plain', 'plain', 'plain']);
    weakness.clear();
    generateQuizLocal('Records', text, 4, {
      onChoose: (q, d) => weakness.set(q, d.plain ? 'plain' : (d.weakness ?? '')),
    });
    expect([...weakness].find(([q]) => /no violence, abuse/.test(q))?.[1]).toBe('weak:harm');
  });

  it("leaves a policy's review cycle, its layout, a phase's name and its effectiveness monitoring to the end", () => {
    const text = `# Workforce Screening, Induction and Training

Cardigan Nursing writes its policies in the layout of a medicine's Product Information, because nurses know it well.

## Induction

First 90 Days: at least three buddy shifts; observed competency for each care task before working alone; 30-, 60- and 90-day check-ins with the Team Leader.

Every worker holds a current NDIS worker screening clearance before their first shift.

The Team Leader checks each worker's clearance on the register before the worker is rostered.

Workers complete infection control training at induction and every year after that.

## Clinical efficacy (effectiveness monitoring)

Where a team falls below the training target, the Team Leader completes a catch-up plan within 14 days.

## Shelf life

Shelf life: review every 2 years, or sooner on change in law.
`;
    const weakness = new Map<string, string>();
    const asked = generateQuizLocal('Workforce', text, 3, {
      onChoose: (q, d) => weakness.set(q, d.plain ? 'plain' : (d.weakness ?? '')),
    })
      .questions.map((q) => q.question)
      .join('\n');
    expect(asked).not.toMatch(/layout|First _____|catch-up plan|Shelf life/);
    weakness.clear();
    generateQuizLocal('Workforce', text, 5, {
      onChoose: (q, d) => weakness.set(q, d.plain ? 'plain' : (d.weakness ?? '')),
    });
    expect([...weakness].find(([q]) => /catch-up plan/.test(q))?.[1]).toBe('governance');
    // "review every 2 years" has no subject or verb of its own: a note, weaker still than the cycle it states.
    expect([...weakness].find(([q]) => /Shelf life/.test(q))?.[1] ?? 'governance').toMatch(
      /^(governance|fragment)$/,
    );
    expect([...weakness.keys()].join('\n')).not.toMatch(/layout|First _____/);
  });

  it("offers no distractor that is the answer's name shortened or two positions run together", () => {
    expect(shortenedName('Ops Manager', 'Operations Manager')).toBe(true);
    expect(shortenedName('Dept Head', 'Department Head')).toBe(true);
    expect(shortenedName('Care Manager', 'Case Manager')).toBe(false);
    expect(shortenedName('Site Manager', 'Service Manager')).toBe(false);
    expect(shortenedName('Operations Manager', 'Operations Manager')).toBe(false);
    expect(twoPositions('Director of Clinical Services and General Manager Residential Living')).toBe(true);
    expect(twoPositions('Quality and Safety Manager')).toBe(false);
    expect(twoPositions('Director of Nursing and Clinical Services')).toBe(false);
  });

  it("weighs an example's details as an example's, and does not show a rules book's name as a section", () => {
    const text = `# Quokka Aged Living Pty Ltd
# HOUSE RULES BOOK

## PART 4 — RESTRICTIVE PRACTICES

*Made by the Board on 1 October 2025.*

### Rule 4.5 — Informed consent

(1) A restrictive practice must not be used without the informed consent of the resident or their representative.

(2) Consent must be recorded in the behaviour support plan, with the date and the name of the person who consented.

*Illustrations*

(a) The Clinical Care Coordinator proposes a sensor mat and a low-low bed for Ivy. Her son consents after the options are explained.

(b) Dr Moss reviews Walter's chart at his three-month review and stops his risperidone.

### Rule 4.7 — Monitoring and review

(1) Each restrictive practice must be reviewed by the authorising nurse at least monthly.

*Illustration.* Sam, the night nurse, checks Joan's sensor mat every two hours and records it in the overnight log.
`;
    const weakness = new Map<string, string>();
    const asked = generateQuizLocal('House rules', text, 4, {
      onChoose: (q, d) => weakness.set(q, d.plain ? 'plain' : (d.weakness ?? '')),
    })
      .questions.map((q) => q.question)
      .join('\n');
    expect(asked).not.toMatch(/HOUSE RULES BOOK/);
    const of = (re: RegExp) => [...weakness].find(([q]) => re.test(q))?.[1];
    expect(of(/sensor mat and a low-low bed/)).toBe('illustrative');
    expect(of(/every _____ and records it/)).toBe('illustrative');
    expect(of(/reviewed by the authorising nurse/)).toBe('plain');
  });

  it('shows each statement with the heading that says what it is about, where the stem does not', () => {
    const text = `# Sunny Hill Care

## Schedule 8 medicines
A full count is done by two nurses at every change of shift.

## Our principles
The Registered Nurse checks each resident's medication chart at least every month.

## Who writes in it 👇
The Care Manager reviews the incident log every week.

## Privacy Officer
Any suspected data breach is reported to the Privacy Officer on the same day.

## Access to records
Requests are answered within 30 days and there is no charge.
`;
    const asked = generateQuizLocal('Sunny Hill Care', text, 5).questions.map((q) => q.question);
    const on = (re: RegExp) => asked.find((q) => re.test(q)) ?? '';
    // "A full count" of what: the heading says.
    expect(on(/full count/)).toMatch(/the policy's section “Schedule 8 medicines”/);
    expect(on(/are answered within/)).toMatch(/the policy's section “Access to records”/);
    // A heading that only says where ("Our principles"), one with a pronoun or a picture, and one that names the answer
    // are not shown.
    expect(on(/medication chart/)).toMatch(/^(According to|Complete this statement from) the policy[,:]/);
    expect(on(/incident log/)).toMatch(/^(According to|Complete this statement from) the policy[,:]/);
    expect(on(/data breach/)).toMatch(/^(According to|Complete this statement from) the policy[,:]/);
  });

  it("joins no lead-in's modal to an item that is a sentence of its own, and asks no idiom or line of laws", () => {
    const text = `# Medication letter

A wrong dose or a missed dose is a medication incident. You must:

1. check the resident and get medical advice straight away if there is any chance of harm;
2. if the error harmed the resident, the RN in charge tells the Director of Nursing immediately.

Write every note as if someone who loves the resident will read it one day, because they might.
The RN in charge checks the medication chart at the start of every shift.
Care workers report a missed dose to the RN in charge within 15 minutes.
The pharmacist reviews each resident's medicines every 6 months.

*Law and standards referred to:* Aged Care Rules 2025 (record-keeping provisions); Privacy Act 1988 (Australian Privacy Principles); strengthened Aged Care Quality Standards, outcome 2.7 (information management).
`;
    const asked = generateQuizLocal('Medication letter', text, 3)
      .questions.map((q) => q.question)
      .join('\n');
    expect(asked).not.toMatch(/You must if/);
    expect(asked).not.toMatch(/read it _____|record-keeping provisions/);
  });

  it("asks a why section's scene-setting and a schedule's upkeep as weak questions, not as what staff do", () => {
    const text = `# Falls prevention guide

## Why a hillside home is different

Our home sits on a hillside and the nearest hospital is 3 hours away by road, so the visiting GP comes twice a week.

## What you do

Care workers report a fall to the RN within 15 minutes.

Where the Rules change the falls assessment required for a resident, the Clinical Manager must update the falls schedule and the Falls Register within 30 days of the change taking effect.
`;
    const plain = new Map<string, boolean>();
    generateQuizLocal('Falls prevention guide', text, 3, { onChoose: (q, d) => plain.set(q, d.plain) });
    const of = (re: RegExp) => [...plain].find(([q]) => re.test(q))?.[1];
    expect(of(/report a fall/)).toBe(true);
    expect(of(/away by road/)).toBe(false);
    expect(of(/falls schedule/)).toBe(false);
  });

  it("asks no 'who' with a clause after it that a named body does", () => {
    const text = `# Falls prevention guide

Care workers report a fall to the RN within 15 minutes.
The RN reviews the falls risk assessment within 24 hours of any fall.
The Falls Lead reviews each fall, and the Quality Committee reviews falls trends.
`;
    const asked = generateQuizLocal('Falls prevention guide', text, 3)
      .questions.map((q) => q.question)
      .join('\n');
    expect(asked).toMatch(/_____ reviews each fall/);
    expect(asked).not.toMatch(/who reviews each fall/);
  });

  it("reads a script's quoted lines as its speakers' and its setting as a stage direction, asked last", () => {
    const text = `# Practice scripts

### Script 1
**Setting:** Care Manager's office, ten days after a complaint about missing laundry.

> SUJATHA: She interviewed beautifully. Two years in a home in Liverpool.
>
> RAJAN: Not yet. Her police certificate is not back.
>
> SUJATHA: Can she shadow someone?
>
> RAJAN: Not until everything is cleared.

> **PAUSE — What the policy says**
> People and Culture confirms a national police certificate issued within the last 3 years before any worker has contact with residents.
> Workers complete a three-day induction before their first shift.
> The Clinical Educator checks each new worker's practice within 6 weeks of starting.
> Workers complete infection control training every year.
`;
    const plain = new Map<string, boolean>();
    generateQuizLocal('Scripts', text, 4, { onChoose: (q, d) => plain.set(q, d.plain) });
    const asked = [...plain.keys()].join('\n');
    expect(asked).not.toMatch(/Liverpool|ten days after|_____ after a complaint/);
  });

  it('asks what staff do before who audits what and how often', async () => {
    const text = `# Privacy

The Privacy Officer reviews a sample of access logs every month.
The Clinical Lead audits ten care records every quarter.
Staff lock the client file cabinet at the end of every shift.
Workers report a lost phone or laptop to the Privacy Officer within 24 hours.
Staff complete privacy training at induction and every year after.
We respond to a request to see a file within 30 days.
The Care Manager phones each new client within 3 days of their first visit.
Workers shred printed rosters within 7 days of the roster ending.
`;
    const asked = generateQuizLocal('Privacy', text, 5)
      .questions.map((q) => q.question)
      .join('\n');
    expect(asked).not.toMatch(/access logs|audits ten care records/);
    expect(asked).not.toMatch(/end of how often|at the end of _____/);
  });

  it("reads a calendar's duty tables as who does each duty and how often, but not an action that holds in one situation", async () => {
    const text = `# Medication Calendar

### Every week

| Duty | Who | Where recorded |
|---|---|---|
| Check self-administration assessments are current for residents who manage their own medicines | Clinical Care Manager | Register |
| Remove expired stock and return it to the pharmacy for destruction | Medication Room Coordinator | Returns book |

### Every month

| Duty | Who | Where recorded |
|---|---|---|
| Check every medication chart has been reviewed by the GP in the last 3 months and book overdue reviews | Clinical Care Manager | GP tracker |
| Review residents with nine or more regular medicines for a medication review | Clinical Pharmacist | Referral log |

### If something goes wrong

| Situation | Action | Who |
|---|---|---|
| Missing Schedule 8 medicine | Notify the pharmacy and the police the same day | Director of Care |
| Wrong resident given a medicine | Call the GP within 1 hour | RN in charge |

### Every year

| Duty | Who | Where recorded |
|---|---|---|
| Reassess the medication competency of every care worker | Clinical Educator | Training system |
| Complete corporate induction before a first shift | Clinical Educator | Training system |
| Audit the medication rooms against the storage checklist | Quality Lead | Audit report |
`;
    const quiz = generateQuizLocal('Medication calendar', text, 5);
    const weekly = quiz.questions.find((q) =>
      /the Clinical Care Manager checks self-administration assessments are current .* how often\?/.test(
        q.question,
      ),
    );
    expect(weekly?.options[weekly.correctAnswer]).toBe('every week');
    const asked = quiz.questions.map((q) => `${q.question} ${q.options.join(' | ')}`).join('\n');
    expect(asked).toMatch(/and books overdue reviews/);
    expect(asked).not.toMatch(/Director of Care|RN in charge|police/);
    // Training the new worker does is not the role answerable for it.
    expect(asked).not.toMatch(/completes corporate induction/);
  });

  it("reads a timeline table's rows with a time limit as statements, and does not split an office from its body", async () => {
    const text = `# Having your say

## What happens next

| When | What we do |
|---|---|
| **Straight away** | If your father is unsafe, we act first to make him safe. |
| **Within 2 working days** | We let you know we got your complaint and who is looking after it. We ask how you want us to keep in touch. |
| **Within 10 working days** | We talk with you and the workers involved, look at the records, and work out what happened. |
| **Afterwards** | We check in to make sure the fix has worked. |

## If you are not happy

If you are still not happy, you can write to the Chairperson of the Board, who will ask two Directors to look at it again.
You can contact the Aged Care Quality and Safety Commission at any time on 1800 951 822.
An advocate from the Older Persons Advocacy Network can help you raise a concern.
The Care Partner records every complaint in the client file on the same day.
`;
    const quiz = generateQuizLocal('Having your say', `${text}${MORE_STATEMENTS}`, 5);
    const asked = quiz.questions.map((q) => `${q.question} ${q.options.join(' | ')}`).join('\n');
    const step = quiz.questions.find((q) =>
      /“Within _____, we (let you know|talk with you)/.test(q.question),
    );
    expect(step?.options[step.correctAnswer]).toBe(
      /let you know/.test(step?.question ?? '') ? '2 working days' : '10 working days',
    );
    // A row with no time of its own leans on the one before it.
    expect(asked).not.toMatch(/we check in to make sure/);
    expect(asked).not.toMatch(/Chairperson of the _____/);
  });

  it('asks from a document whose title has "Reference" in it, but not from its related documents section', async () => {
    const text = `# CareGo Quick Reference Guide — QRG-07
## Reporting an incident from a client visit

### Step 1 — Make the client safe
Call 000 first if anyone is in danger or needs urgent medical help.
Tell the after-hours coordinator straight away about any serious incident.
Submit the incident report in CareGo before the end of your shift.
The Quality and Risk Lead decides whether the incident is reportable to the Commission.
Priority 1 incidents are reported to the Commission within 24 hours.
Photograph damage to property only, never a client's body.

### Related documents
The Incident Management System Policy is reviewed by the Quality and Risk Lead every two years.
`;
    const asked = generateQuizLocal('Reporting an incident', text, 1)
      .questions.map((q) => q.question)
      .join('\n');
    expect(asked).not.toMatch(/every two years|how often/);
  });

  it('does not write a time that names a part of a period in words ("the a set time induction"), nor ask a target of 100%', async () => {
    const text = `# Volunteers

## Induction
Every volunteer does the two-hour volunteer induction before their first visit, and a refresher each year.
Our Liaison Officers visit new volunteers in the first two weeks and again at three months.
Each home holds a minimum stock of PPE for a two-week outbreak, checked every month.
The Volunteer Coordinator checks each volunteer's police certificate every three years.
Screening results are kept for 7 years.
The Lead refers serious matters to the Chief Executive within 24 hours.
At least 100% of workers have verified screening before their first shift.
`;
    for (const count of [5, 8, 10]) {
      let questions: Array<{ question: string; options: string[]; correctAnswer: number }> = [];
      try {
        questions = generateQuizLocal('Volunteers', text, count).questions;
      } catch {
        continue;
      }
      expect(questions.map((q) => q.question).join('\n')).not.toMatch(/\b(the|a|first) a set time\b/);
      expect(questions.map((q) => q.options[q.correctAnswer])).not.toContain('100%');
    }
  });

  it("takes how often a document is reviewed or tested for housekeeping, and does not ask a position's working relationships", async () => {
    const text = `# Position Description: Workforce Coordinator

## Key duties
Review the training calendar every year, taking into account changes in the law.
Review the IMS and the SIRS procedure at least every two years.
Check every new worker's police certificate before their first shift.
Book each new worker into a two-day induction within their first week.
Send reminders to workers whose first aid certificate expires within 30 days.
The Clinical Educator assesses each care worker's manual handling competency every year.

## Working relationships
Care Managers, Rostering, Clinical Educator, Volunteer Coordinator, Privacy Officer and the General Manager.
`;
    const chosen: Array<{ question: string; plain: boolean }> = [];
    const quiz = generateQuizLocal('Workforce', text, 4, {
      onChoose: (question, detail) => chosen.push({ question, plain: detail.plain }),
    });
    const upkeep = chosen.filter((c) => /SIRS procedure|training calendar/.test(c.question));
    expect(upkeep.length).toBeGreaterThan(0);
    expect(upkeep.every((c) => !c.plain)).toBe(true);
    expect(quiz.questions.map((q) => q.question).join('\n')).not.toMatch(/Rostering|Volunteer Coordinator/);
  });

  it('takes how often a group meets, a manager reviews survey themes or a newsletter goes out for housekeeping', async () => {
    const text = `# Feedback at Tallowwood Rise

## What staff do
Staff log every concern in the feedback app before the end of their shift.
The Shift Supervisor phones the person who raised a concern within 2 business days.
The Shift Supervisor escalates a concern about abuse to the Operations Manager within 24 hours.
A worker who receives a gift worth more than $50 declines it politely.

## The calendar
The Listening Group meets fortnightly at each site.
Site Leads hold staff meetings at least every 6 weeks.
The Quality Lead reviews monthly: survey results, complaints by theme and exit interview themes.
Outcomes are shared with families in the quarterly Tallowwood newsletter.
`;
    const weakness = new Map<string, string>();
    generateQuizLocal('Feedback', text, 5, {
      onChoose: (q, d) => weakness.set(q, d.plain ? 'plain' : (d.weakness ?? '')),
    });
    const of = (re: RegExp) => [...weakness].find(([q]) => re.test(q))?.[1];
    for (const re of [/Listening Group meets/, /staff meetings/, /survey results/, /newsletter/]) {
      const w = of(re);
      if (w !== undefined) expect(w).toBe('governance');
    }
    expect(
      [...weakness.keys()].filter((q) => /Listening Group|staff meetings|survey results|newsletter/.test(q))
        .length,
    ).toBeGreaterThan(0);
    expect(of(/phones the person|escalates a concern/)).toBe('plain');
  });

  it('asks about a role named for two things, and not about front matter, history or times that overlap', async () => {
    const text = `# Gifts and Boundaries — Kurrawong Lodge

**Issued to:** All staff of Kurrawong Lodge
**Written by:** Finance and Administration Officer and Lifestyle Coordinator

## How this code came about
Last year's exit interviews and twelve months of gift records were studied.

## The rules
A worker offered a gift over $20 tells the Finance and Administration Officer before the end of the shift.
Staff do not take residents on private outings without the Lifestyle Coordinator's written approval.
A worker who breaks these rules is referred to the Operations Manager within 5 business days.
The Operations Manager decides within 10 business days whether the matter is misconduct.
The Lifestyle Coordinator records every outing in the outings book on the day it happens.

The Operations Manager:
1. interviews the worker within 7 days;
2. writes to the worker with the outcome.

## Quick card
| When this happens | What you do |
|---|---|
| A resident offers a gift | Now |
| You accept a small token | Before end of shift |
| A family offers money | Immediately |
| You are unsure | Same shift |
| A resident asks for a favour | Always |

## The calendar
Resident and family forums, held bi-monthly in the chapel, hear about outings.
In its annual survey the Lodge asks staff whether the rules are clear.
`;
    const chosen = new Map<string, string>();
    const quiz = generateQuizLocal('Gifts', text, 5, {
      onChoose: (q, d) => chosen.set(q, d.plain ? 'plain' : (d.weakness ?? '')),
    });
    const asked = quiz.questions.map((q) => `${q.question} ${q.options.join(' | ')}`).join('\n');
    // The role named for two things is asked as a whole, not cut in half ("Administration Officer").
    expect(quiz.questions.map((q) => q.options[q.correctAnswer])).toContain(
      'Finance and Administration Officer',
    );
    expect(asked).not.toMatch(/Finance and _____|“Administration Officer”/);
    // Who wrote the document, how it came about and a card's overlapping times are not asked.
    expect(asked).not.toMatch(/Written by|Issued to|Lifestyle Coordinator and/);
    expect(asked).not.toMatch(/What you do/);
    // A role over its duties is their subject, without a colon before the verb.
    expect(asked).not.toMatch(/_____: interviews|Operations Manager: interviews/);
    const of = (re: RegExp) => [...chosen].find(([q]) => re.test(q))?.[1];
    expect(of(/exit interviews/)).not.toBe('plain');
    for (const re of [/forums/, /annual survey/]) {
      const w = of(re);
      if (w !== undefined) expect(w).toBe('governance');
    }
  });

  it("does not decode a table of the house's names for its roles, and asks a 'Who checks' column in its words", async () => {
    const text = `# Screening at Redgum Crossing

## Crew list
| Role | Who | What they do |
|---|---|---|
| Skipper | General Manager | Approves every start date |
| Navigator | Recruitment Officer | Runs the screening checks |
| Bosun | Team Leaders | Supervise new starters on their buddy shifts |
| Purser | Payroll Officer | Sets up pay once screening is complete |

## Checks before a first shift
| Check | What we need | Who checks |
|---|---|---|
| Police certificate | Issued within the last 3 years | Recruitment Officer |
| Registration | Current Ahpra registration | Director of Nursing |
| Referees | Two referees, one a recent supervisor | Team Leader |
| Identity | 100 points of identification | Payroll Officer |

New starters complete two buddy shifts before working alone.
Police certificates are renewed before they are 3 years old.
`;
    const asked = generateQuizLocal('Screening', text, 5)
      .questions.map((q) => q.question)
      .join('\n');
    expect(asked).not.toMatch(/“(Skipper|Navigator|Bosun|Purser)”/);
    expect(asked).not.toMatch(/what is the “Who checks”/);
    expect(asked).toMatch(/who checks “(Police certificate|Registration|Referees|Identity)”\?/);
  });

  it("does not write 'The Every worker' for a table row's subject, nor ask a table row named by a key's symbol", async () => {
    const text = `# Compliments and complaints

## Who does what
| Who | What they do |
|---|---|
| Every worker | Thanks the person; records the feedback in the register by end of shift; tells the Care Lead |
| Care Lead | Calls the person back within 2 business days; agrees the next steps |
| Operations Manager | Reviews every complaint about abuse within 24 hours |

## Map of harms
| Mark | Harm that is reported |
|---|---|
| ▲1 | Unreasonable use of force |
| ▲2 | Neglect |
| ▲3 | Financial abuse |
| ▲4 | Unexpected death |

A complaint may also go to the Aged Care Quality and Safety Commission at any time.
`;
    for (const count of [2, 3]) {
      const asked = generateQuizLocal('Feedback', text, count)
        .questions.map((q) => q.question)
        .join('\n');
      expect(asked).not.toMatch(/The Every/);
      expect(asked).not.toMatch(/▲/);
    }
  });

  it('takes an oversight report, a register review or whether the system works for housekeeping, whoever does it', async () => {
    const text = `# Speaking up at Kurrajong Flats

## What staff do
A team leader who hears a concern passes it to the Integrity Officer on the same day.
The Integrity Officer acknowledges every disclosure in writing within 2 business days.
The Integrity Officer assesses each disclosure within 5 business days.
Investigation files are kept for at least 7 years after the matter closes.

## Oversight
Each quarter, the Integrity Officer reports to the Trustees on numbers of disclosures by kind and site.
Monthly, the Operations Lead reviews the disclosure register with the Integrity Officer.
Every year, the Trustees review whether the speaking-up system is working.
`;
    const weakness = new Map<string, string>();
    generateQuizLocal('Speaking up', text, 6, {
      onChoose: (q, d) => weakness.set(q, d.plain ? 'plain' : (d.weakness ?? '')),
    });
    const of = (re: RegExp) => [...weakness].find(([q]) => re.test(q))?.[1];
    expect(of(/numbers of disclosures/)).toBe('governance');
    expect(of(/disclosure register with/)).toBe('governance');
    expect(of(/system is working/)).toBe('governance');
    expect(of(/acknowledges every disclosure/)).toBe('plain');
  });

  it('takes how often a manager looks over records or results for housekeeping, not how often staff check a person or a log each shift', async () => {
    const text = `# Falls at Wirrimbah Lodge

## Care after a fall
The registered nurse checks the resident for injury within 15 minutes of the fall.
Care staff check the sensor mat log twice a day.
The physiotherapist reviews the resident's mobility plan monthly for the next three months.

## Checking the system
The Clinical Quality Lead audits falls records quarterly.
The Care Manager checks training completion figures each month.
`;
    const weakness = new Map<string, string>();
    generateQuizLocal('Falls', text, 5, {
      onChoose: (q, d) => weakness.set(q, d.plain ? 'plain' : (d.weakness ?? '')),
    });
    const of = (re: RegExp) => [...weakness].find(([q]) => re.test(q))?.[1];
    expect(of(/falls records/)).toBe('governance');
    expect(of(/completion figures/)).toBe('governance');
    expect(of(/sensor mat log/)).not.toBe('governance');
    expect(of(/mobility plan/)).not.toBe('governance');
  });

  it('asks whom a training is for where a training table says who takes it, and who is responsible elsewhere', async () => {
    const text = `# Medicines at Tarraleah Home Care

## Training and competency
| Training | Who | When |
|---|---|---|
| Medication assistance | Support Workers | At induction, then every year |
| Schedule 8 and high-risk medicines | Enrolled Nurses | Every year |
| Insulin pens | Registered Nurses | Every two years |

## Tasks
| Task | Who |
|---|---|
| Ordering stock from the pharmacy | Care Coordinators |
| Checking the fridge temperature | Enrolled Nurses |
| Returning expired medicines | Registered Nurses |
`;
    const asked = generateQuizLocal('Medicines', text, 5)
      .questions.map((q) => q.question)
      .join('\n');
    expect(asked).toMatch(
      /who is the training “(Medication assistance|Schedule 8 and high-risk medicines|Insulin pens)” for\?/,
    );
    expect(asked).not.toMatch(/who is responsible for “(Medication assistance|Schedule 8|Insulin pens)/);
    expect(asked).toMatch(
      /who is responsible for “(Ordering stock|Checking the fridge|Returning expired)[^”]*”\?/,
    );
  });

  it('leaves a pointer to another part of the document out of the statement it asks', async () => {
    const text = `# Speaking up records at Kurrajong Flats

## Keeping records
Investigation files are kept by the Integrity Officer for at least 7 years after the matter closes, under Section 13 (Records and the Archive).
The Integrity Officer checks in with the person who spoke up (see 10.6) every month while the matter is open.
The Older Persons Advocacy Network (1800 700 600) can support residents to speak up.
`;
    const asked = generateQuizLocal('Speaking up records', text, 3)
      .questions.map((q) => q.question)
      .join('\n');
    expect(asked).toMatch(/for at least _____ after the matter closes\.”|after the matter closes\?/);
    expect(asked).not.toMatch(/Section 13|10\.6/);
    expect(asked).toMatch(/1800 700 600/);
  });

  it("does not ask one of the kinds of incident reported to the Commission, a past exception or a rule book's history", async () => {
    const text = `# Incidents

## What we report
The law lists the types we report to the Aged Care Quality and Safety Commission:
- unreasonable use of force (hitting, pushing, rough handling)
- neglect (missed insulin, no food or water)
- unexpected death

## Exceptions identified in the period
A lap belt was used on a princess chair for one resident for two days before consent was recorded.

## Our rules
The Rule of Service was adopted by the founding members in 1986 and last revised in 2019.
`;
    // The largest quiz the text supports asks none of them, nor an exception from the period unless nothing else is left.
    let asked = '';
    for (let count = 6; count > 0 && !asked; count--) {
      try {
        asked = generateQuizLocal('Incidents', text, count)
          .questions.map((q) => q.question)
          .join('\n');
      } catch {
        asked = '';
      }
    }
    expect(asked).not.toMatch(/lists the types|Rule of Service|adopted by/);
  });

  it('does not ask a follow-up table of how the policy will be checked and who it is reported to', async () => {
    const text = `# A3: Serious incidents

## 7. Follow-up — how we will check

| Measure | How | Reported to |
|---|---|---|
| Notifications made within time | Incident register sampled monthly | Clinical Governance Committee |
| Families told within 24 hours | Progress notes sampled quarterly | Operations Manager |
| Staff know how to report | Spot questions at team meetings | Board Quality Committee |
`;
    const asked = generateQuizLocal('Incidents', `${text}${MORE_STATEMENTS}`, 4)
      .questions.map((q) => q.question)
      .join('\n');
    expect(asked).not.toMatch(/Reported to|“How”|Follow-up/);
  });

  it("does not ask an acronym's table by its letters, nor an exercise's injects", async () => {
    const text = `# Remember RIGHTS

| Letter | The right behind it | In the resident's words |
|---|---|---|
| R | Dignity, respect and privacy | Respect who I am |
| I | Independence, self-determination and choice | I decide |
| G | Good, safe care | Good, safe care |
| H | Have my privacy | Have my privacy |

## Inject 1 — 10:05 pm
Karen phones the RN at 10:05 pm: her mother has been given a sedative for two days without anyone asking her.

## Our practice
Staff ask each resident how they want to be addressed on the day they arrive.
The RN reviews each resident's care plan with them every three months.
`;
    const asked = generateQuizLocal('Rights', `${text}${MORE_STATEMENTS}`, 5)
      .questions.map((q) => q.question)
      .join('\n');
    expect(asked).not.toMatch(/for “[RIGH]”|Karen|two days/);
  });

  it("does not offer a role's head word alone as a distractor, however the policy shortens the name", async () => {
    const text = `# Complaints

## Handling
The Client Feedback and Complaints Lead acknowledges every complaint within 2 business days.
If the complainant is still not satisfied, the Lead refers the matter to the Chief Executive for a final review.
The Chief Executive may meet the complainant and offer a goodwill remedy such as a fee waiver.
The Privacy Officer keeps complaint records for 7 years.
The Incident Response Coordinator reviews any complaint about harm on the same day.
`;
    const options = generateQuizLocal('Complaints', text, 5).questions.flatMap((q) => q.options);
    expect(options).not.toContain('Lead');
  });

  it('does not read a list of labels and values whose first row holds a date as a table with columns', async () => {
    const text = `# Workforce Charter

| Adopted by the Board of Directors | 18 September 2025 |
|---|---|
| Charter custodian | People and Culture Manager |
| Commences | 1 November 2025 |
| Related charters | Conduct Charter |

## Screening
Every worker holds a current NDIS worker screening clearance before their first shift.
The People and Culture Manager checks each clearance every year.
New workers complete a two-day induction before working alone.
`;
    // Two statements give two questions; the labels and values give none.
    expect(generateQuizLocal('Workforce', text, 2).questions).toHaveLength(2);
    expect(() => generateQuizLocal('Workforce', text, 3)).toThrow(/enough clear statements for 2 questions/);
  });

  it('does not ask what the end of a time is, nor a statement that points to duties below', async () => {
    const text = `# Records

The Clinical Care Manager signs off the weekly and monthly duties below in the quality system.
The Administration Officer locks the records room at the end of each day.
Staff scan paper records into the resident's file within 2 business days.
The Records Officer sends archive boxes to off-site storage every quarter.
Staff complete records training at induction and every year after.
We respond to a request to see a record within 30 days.
The Privacy Officer reports a data breach to the Care Manager within 24 hours.
`;
    const asked = generateQuizLocal('Records', text, 5)
      .questions.map((q) => `${q.question} ${q.options.join(' | ')}`)
      .join('\n');
    expect(asked).not.toMatch(/duties below/);
    expect(asked).not.toMatch(/at the end of _____|at the end of how often/);
  });

  it("leaves a briefing's action plan, sign-off, adoption date and quoted speaker alone", async () => {
    const text = `# Staff Briefing: Records

"We lock every file at the end of the day," says Kerry Lowe, our Office Coordinator.
Records Management Policy (GOV-04), adopted 25 November 2025.
Staff scan paper records into the resident's file within 2 business days.
The Records Officer sends archive boxes to off-site storage every quarter.
Staff complete records training at induction and every year after.
We respond to a request to see a record within 30 days.
The Privacy Officer reports a data breach to the Care Manager within 24 hours.
The night RN checks the records room is locked every night.

## Actions

| Action | Who | By |
|---|---|---|
| Archive clean-out | Office Coordinator | 31 Jan 2026 |
| Password and access audit of CareNotes | Director of Nursing | 28 Feb 2026 |
| Update the volunteer induction pack | Volunteer Coordinator | 15 Dec 2025 |
| Report to the Committee on the clean-out | Executive Officer | 10 Mar 2026 |

*Sharon Dwyer, Director of Nursing, 30 October 2025*
`;
    for (const count of [5, 10] as const) {
      let asked = '';
      try {
        asked = generateQuizLocal('Records', text, count)
          .questions.map((q) => `${q.question} ${q.options.join(' | ')}`)
          .join('\n');
      } catch {
        continue;
      }
      expect(asked).not.toMatch(/Actions|clean-out|Kerry Lowe|GOV-04|Sharon Dwyer|31 Jan 2026/);
    }
    expect(generateQuizLocal('Records', text, 5).questions).toHaveLength(5);
  });

  it("does not take an instruction's verb for part of a name, nor ask a line of who and a date", async () => {
    const text = `# Your medicines at Wattle Lodge

Your doctor decides what medicines you need and writes them on your medication chart.
The Registered Nurse checks your medicines every morning.
The pharmacist reviews your medicines every 6 months.
Call the Older Persons Advocacy Network on 1800 700 600 if you want help.
We tell your family about a medicine mistake within 24 hours.
Care staff who give medicines pass a medicine check every year.

Board of Wattle Lodge Ltd, 16 October 2025.
`;
    const quiz = generateQuizLocal('Medicines', text, 5);
    const asked = quiz.questions.map((q) => `${q.question} ${q.options.join(' | ')}`).join('\n');
    expect(asked).not.toMatch(/Call the Older Persons|16 October 2025/);
  });

  it("heads a care plan's interventions with their own section, not their Who or When cell, and counts a report to the leadership team as governance", () => {
    const text = `# Gauja House

## SECTION 2 — NEEDS, GOALS, INTERVENTIONS

### NEED 6 — We learn from medication incidents

| No. | Intervention | Who | When |
|---|---|---|---|
| 6.1 | Any medication error or near miss is reported in the incident system before the end of the shift; the RN checks the resident and contacts the GP. | Staff involved / RN | Before end of shift |
| 6.2 | The Director of Nursing reviews every medication incident within seven days and tells the resident and family what was changed. | Director of Nursing | Within 7 days |
| 6.3 | The pharmacist reviews the medication charts of every resident with a high-risk medicine at least every three months. | Pharmacist | Three-monthly |

## Learning from incidents

Each month the Quality Manager reports the number, themes and outcomes of medication incidents to the leadership team.
The RN checks the drug register every shift with a second nurse.
`;
    const weakness = new Map<string, string>();
    const asked = generateQuizLocal('Medicines', text, 5, {
      onChoose: (q, d) => weakness.set(q, d.plain ? 'plain' : (d.weakness ?? '')),
    })
      .questions.map((q) => q.question)
      .join('\n');
    expect(asked).toMatch(
      /section “NEED 6 — We learn from medication incidents”[^\n]*(near miss|medication incident|medication charts)/,
    );
    expect(asked).not.toMatch(
      /section “(Staff involved \/ RN|Director of Nursing|Pharmacist|Before end of shift|Within 7 days|Three-monthly)”/,
    );
    expect([...weakness].find(([q]) => /leadership team/.test(q))?.[1] ?? 'governance').toBe('governance');
  });

  it('asks no period that is the subject of its sentence', () => {
    const text = `# Rights and choice

## Language
Every shift includes at least one Latvian-speaking staff member; where not possible, the RN arranges an interpreter.
Residents are offered a Latvian-language newspaper every week.
The care plan is reviewed with the resident every three months.
Staff knock and wait for an answer before entering a resident's room.
The Lifestyle Coordinator runs a Latvian singing group every Thursday afternoon.
Residents choose when they get up, when they go to bed and when they shower.
The Care Manager meets each new resident and their family within 7 days of admission to talk about their choices.
A resident's request to change their care is recorded in the progress notes within 24 hours.
Concerns about rights can be raised with the Older Persons Advocacy Network on 1800 700 600.
The Director of Nursing reviews every complaint about dignity within 5 business days.
`;
    const asked = generateQuizLocal('Rights', text, 5)
      .questions.map((q) => q.question)
      .join('\n');
    expect(asked).not.toMatch(/“_____ includes at least one Latvian-speaking/);
  });

  it("asks no clause code, no 'such' without its kind, no one branch of a choice, no duty without its doer and no run-on 'who'", () => {
    const text = `# Partner Manual: Privacy and Medicines

## C6 Privacy

> **PR-C6.8** A Partner that receives a request from a client for access to their information must tell the Privacy Officer within 2 business days.

Workers may disclose client information to a third party only as the law requires or in an emergency. Any such disclosure must be reported to the Privacy Officer the same day.

## C4 Screening

> **PR-C4.2 Screening.** The Partner must hold, for each worker, either:
> (a) a current NDIS Worker Screening Check clearance linked to the Partner; or
> (b) a national police certificate issued no more than 3 years ago, showing no disqualifying offence.

## Medicines

| Role | Medication responsibilities |
|---|---|
| **Prescriber (GP or nurse practitioner)** | Prescribes, reviews and documents indications; reviews psychotropics at least every 3 months |
| **Site Manager** | Ensures competencies are current, audits are completed and incidents are followed up |

The Clinical Care Coordinator reviews every medication incident within 7 days; the Medication Advisory Committee reviews trends quarterly.
Audit results that fall short lead to actions on the action register, followed up at the next meeting.
The chaplain keeps three pastoral notes a week in the pastoral register.
Schedule 8 medicines are kept in a locked safe and counted by two Registered Nurses at every handover.
`;
    const quiz = generateQuizLocal('Partner Manual', text, 5);
    const asked = quiz.questions.map((q) => q.question).join('\n');
    expect(asked).not.toMatch(
      /PR-C|Any such disclosure|either:|“Prescribes|who reviews every medication incident within 7 days;/,
    );
    const options = quiz.questions.flatMap((q) => q.options);
    expect(options).not.toContain('fall');
    expect(options.filter((o) => /^three\b/i.test(o))).toEqual([]);
  });

  it('asks no one of a list of alternatives, no rule whose subject is its heading, and no blank inside "drug of dependence register"', () => {
    const text = `# Medicines and disclosures

## To whom a disclosure may be made

A disclosure is protected when made to any of:

- the Whistleblower Protection Officer or Deputy;
- a Care Team Leader or other person we have authorised to receive disclosures;
- the Aged Care Quality and Safety Commission.

## Equipment

- Drug of dependence register (S8) and S8 safe keys (RN only)
- Medication trolley, locked when unattended

## Covert administration

**7.3 Covert administration.** Not permitted unless a documented decision has been made with the resident's substitute decision-maker, the GP and the pharmacist, and reviewed at least every three months.

## Practice

The Clinical Care Manager reviews every medication incident within 7 days.
The RN checks the drug of dependence register with a second nurse at every handover.
The Whistleblower Protection Officer acknowledges each disclosure within 2 business days.
Schedule 8 medicines are counted by two Registered Nurses at every handover.
The pharmacist reviews each resident's medication chart every three months.
Residents who self-administer are reassessed every six months.
`;
    const quiz = generateQuizLocal('Medicines', text, 5);
    const asked = quiz.questions.map((q) => q.question).join('\n');
    expect(asked).not.toMatch(
      /any of _____|any of the _____|any of a _____|not permitted unless|Drug of _____|drug of _____/i,
    );
  });

  it("leaves a training unit's logistics, its tutor's notes and practice task, and a policy's renewal and budget to the end", () => {
    const text = `# Wattle Grove Learning Framework

## Module WG-12: Falls prevention

| Module details | |
|---|---|
| Duration | Two 50-minute workshops and one observed shift |
| Learner group | Care workers and enrolled nurses |

## Part A — What learners must do

Care workers check each resident's walking aid is within reach before leaving the room.

The enrolled nurse completes a falls risk assessment within 24 hours of admission.

After any fall, staff do not move the resident until the registered nurse has checked them.

The registered nurse reviews the resident's falls plan within 48 hours of a fall.

Bed sensor alarms are tested by the night staff every week.

## Part B — Practice task

A resident, Ivy, has fallen twice in the garden within 10 days; plan her next fortnight of care.

## Tutor's notes

The falls plan template is reviewed by the Education Coordinator every March.

## Part C — Renewal and money

The Governing Council approves all policies for two years at a time.

All workers will be told of the revised policy within 21 days of its approval.

We certify that every worker completed the module within 60 days of starting.

Unspent training funds of $2,350 are carried forward to next year.

| Line | Budget | Actual |
|---|---|---|
| Hip protectors | $4,000 | $3,600 |
| Sensor mats | $2,500 | $2,750 |
| Workshop venue | $900 | $850 |
`;
    const weakness = new Map<string, string>();
    const asked = generateQuizLocal('Falls prevention', `${text}${MORE_STATEMENTS}`, 5, {
      onChoose: (q, d) => weakness.set(q, d.plain ? 'plain' : (d.weakness ?? '')),
    })
      .questions.map((q) => q.question)
      .join('\n');
    expect(asked).toMatch(/falls risk assessment/);
    // How long the workshops run, the practice task's story and the tutor's notes are not rules: asked last, if at all.
    expect(asked).not.toMatch(/50-minute|Ivy|garden|template/);
    for (const [q, tag] of weakness) if (/50-minute|garden|template/.test(q)) expect(tag).not.toBe('plain');
    // Approving and renewing the policies, a certification and a budget are never asked.
    const all = generateQuizLocal('Falls prevention', text, 5);
    expect(all.questions.map((q) => q.question).join('\n')).not.toMatch(
      /at a time|revised policy|certify|Unspent|Hip protectors|Sensor mats|Workshop venue/,
    );
    expect(all.questions.flatMap((q) => q.options).join('\n')).not.toMatch(/\$/);
  });

  it("reads a lettered bullet without its letter and a duty done with someone else, and asks no 'relevant' record", async () => {
    const text = `# Feedback and Falls

## Putting things right
The Facility Manager may approve one or more of the following:

- (i) a written apology to the resident;
- (ii) a credit on the account, with the sign-off of the Finance Director;
- (iii) a change to the care plan.

Staff write down every gift a resident offers in the relevant register.

## When a fall is found
4.1 When a fall is found, the Shift Coordinator:

- a. asks the Clinical Nurse to check the resident for injury before the resident is moved;
- b. with the Registered Nurse, completes a post-fall review within 30 minutes;
- c. phones the resident's family before the end of the shift.
`;
    const told = everyQuestion('Feedback and Falls', text);
    const asked = [...told.keys()].join('\n');
    // The letter is the item's marker, and an item of "one or more of the following" is read on its own.
    expect(asked).not.toMatch(/\((?:i|ii|iii)\)|\b[abc]\. |one or more of a/);
    // The role over its duties is their subject, also after a clause of when and around a partner.
    expect(asked).toMatch(/the Shift Coordinator asks the/i);
    expect(asked).toMatch(/the Shift Coordinator, with the Registered Nurse, completes a post-fall review/i);
    expect(asked).not.toMatch(/Coordinator:/);
    // "The relevant register" names no register.
    expect(asked).not.toMatch(/gift a resident offers in the _____/);
  });

  it("asks from the procedures a resolution's annex holds, and not from its preamble's recitals", async () => {
    const text = `# Resolution 12/3 of the Members' Council of Kookaburra Creek Care Co-operative

## 12/3. Handling medicines safely

*The Members' Council*,

*Recalling* its resolution 9/1 of 14 March 2019 on medicines, which this resolution replaces,

*Noting with concern* that in the year ending 31 March 2025 there were 41 medication incidents across the three homes,

*Bearing in mind* the Aged Care Act 2024, which commenced on 1 November 2025,

1. *Adopts* the Medicines Procedures set out in the annex to the present resolution;

2. *Decides* to review the present resolution at its fifteenth session.

### Annex

#### Medicines Procedures

1. Only a registered nurse or an enrolled nurse gives a Schedule 8 medicine, and a second nurse witnesses it.
2. The Clinical Nurse Consultant checks every Schedule 8 register entry at the end of each shift.
3. A resident who wants to manage their own medicines is assessed by the Clinical Nurse Consultant within 48 hours of asking.
4. Any medication incident is reported to the Director of Nursing within 24 hours and entered in the incident register the same day.
5. The pharmacist reviews each resident's medicines every six months with the General Practitioner.
6. A medicine refused three times in a row is reported to the General Practitioner within one business day.
`;
    const quiz = await ai.generateQuiz({ title: 'Handling medicines safely', content: text, count: 5 });
    const stems = quiz.questions.map((q) => q.question).join('\n');
    expect(stems).not.toMatch(/Recalling|Noting with concern|Bearing in mind/);
    expect(stems).toMatch(/Schedule 8|medication incident|manage their own medicines|refused three times/);
  });

  it('refuses a question count outside 5, 10, 15 and 20', async () => {
    const error = await ai
      .generateQuiz({ title: 'T', content: COMPLAINTS, count: 7 as 5 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AiInputError);
    expect((error as AiInputError).details).toEqual({
      fieldErrors: { count: ['The number of questions must be one of 5, 10, 15, 20'] },
    });
  });
});

describe('answerPolicyQuestion (local)', () => {
  const policies = [
    { ...policy('p-complaints', 'Complaints Policy', COMPLAINTS), categoryId: 'c', version: 1 },
    { ...policy('p-incidents', 'Incident Policy', INCIDENTS), categoryId: 'c', version: 1 },
  ];
  const library = LibraryIndex.build(policies);
  const ask = (question: string, policyIds?: string[]) =>
    ai.answerPolicyQuestion({
      question,
      passages: retrieve(library, policies, question, {
        policyIds: policyIds ? new Set(policyIds) : undefined,
      }),
      scopeLabel: 'your policy library',
    });

  it('cites the passage that answers the question and leads with the short answer', async () => {
    const out = await ask('How quickly must a priority 1 incident be reported?');
    expect(out.answered).toBe(true);
    expect(out.citations[0]?.passageId).toMatch(/^p-incidents:/);
    expect(out.citations[0]?.quote).toContain('within 24 hours');
    expect(out.answer).toContain('**In short: within 24 hours.**');
  });

  it('says plainly when the passages do not answer the question, quoting nothing', async () => {
    const out = await ask('What is the staff parking arrangement on weekends?');
    expect(out.answered).toBe(false);
    expect(out.answer).toMatch(/^I could not find an answer to this in your policy library\./);
    expect(out.answer).not.toContain('>');
    expect(out.citations).toEqual([]);
  });

  it('does not answer a question about a fact the policy does not state, even on its topic', async () => {
    // The policy records complaints and reviews them each month, but never says how long the records are kept.
    const out = await ask('How long do we keep complaint records?', ['p-complaints']);
    expect(out.answered).toBe(false);
    expect(out.answer).toContain('does not state the time limit you asked about');
  });

  it('says there is nothing to search when no passage was found', async () => {
    const out = await ai.answerPolicyQuestion({
      question: 'How do we report incidents?',
      passages: [],
      scopeLabel: 'the “Empty” category',
    });
    expect(out.answered).toBe(false);
    expect(out.answer).toContain('the “Empty” category');
  });
});

describe('summariseChange (local)', () => {
  const page = `# Aged Care Amendment (Reporting) Rules 2026

The Aged Care Amendment (Reporting) Rules 2026 amend the Aged Care Rules 2025. The amendments commence on 1 April 2026.

Registered providers must report complaint numbers each quarter. The first report is due by 28 July 2026.

Share this page
`;

  it('keeps the instrument name, the link and the start date', async () => {
    const out = await ai.summariseChange({
      source: 'Federal Register of Legislation',
      title: 'Aged Care Amendment (Reporting) Rules 2026 | Federal Register of Legislation',
      url: 'https://www.legislation.gov.au/F2026L00001/asmade/text',
      text: page,
    });
    expect(changeSummarySchema.parse(out)).toEqual(out);
    expect(out.title).toBe('Aged Care Amendment (Reporting) Rules 2026');
    expect(out.url).toBe('https://www.legislation.gov.au/F2026L00001/asmade/text');
    expect(out.effectiveDate).toBe('2026-04-01');
    expect(out.impact).toBe('high');
    expect(out.tags).toContain('legislation');
    // The first sentence says what changed and from when.
    expect(out.summary).toMatch(
      /^The Federal Register of Legislation has published “Aged Care Amendment \(Reporting\) Rules 2026”, which takes effect on 1 April 2026\./,
    );
    expect(out.summary).not.toContain('Share this page');
  });

  it("never repeats the title or runs the page's title and date into the prose", async () => {
    const out = await ai.summariseChange({
      source: 'Federal Register of Legislation',
      title: 'Aged Care Rules 2025: new compilation registered on 21 November 2026',
      url: 'https://www.legislation.gov.au/F2025L01173/2026-11-21/text',
      text: [
        'Aged Care Rules 2025 (compilation No. 6)',
        '21 November 2026',
        'This compilation includes amendments to the Support at Home claiming rules: claims must be lodged within 60 days after the month of service.',
        'The amendments commence on 1 December 2026.',
      ].join('\n'),
    });
    expect(out.summary).toMatch(
      /^The Federal Register of Legislation has published “Aged Care Rules 2025: new compilation registered on 21 November 2026”, which takes effect on 1 December 2026\. This compilation includes amendments/,
    );
    expect(out.summary).not.toMatch(/compilation No\. 6\)|2026 This compilation/);
    expect(out.summary.match(/Aged Care Rules 2025/g)).toHaveLength(1);
  });

  it('reports what changed against the previous text', async () => {
    const before =
      'Renewal applications must be lodged at least 60 days before the registration expires. Providers renew online.';
    const after =
      'Renewal applications must be lodged at least 90 days before the registration expires. Providers renew online.';
    const out = await ai.summariseChange({
      source: 'Aged Care Quality and Safety Commission',
      title: 'Renewing your registration',
      url: 'https://example.gov.au/renew',
      text: after,
      previousText: before,
    });
    expect(out.whatChanged).toContain('**Now says:**');
    expect(out.whatChanged).toContain('90 days');
    expect(out.whatChanged).toContain('previously');
  });

  it('says so when only page furniture changed', async () => {
    const text =
      'Providers must renew their registration before it expires. The Commission writes to each provider.';
    const out = await ai.summariseChange({
      source: 'Aged Care Quality and Safety Commission',
      title: 'Renewals',
      url: 'https://example.gov.au/r',
      text: `${text}\n\nShare this page`,
      previousText: text,
    });
    expect(out.whatChanged).toMatch(/without a change to its substance/);
  });

  it('rejects a link that is not http or https', async () => {
    await expect(
      ai.summariseChange({ source: 'x', title: 't', url: 'javascript:alert(1)', text: 'x' }),
    ).rejects.toBeInstanceOf(AiInputError);
  });
});

describe('personaliseUpdate (local)', () => {
  const update = {
    title: 'Support at Home: changes to claiming from 1 May 2026',
    summary: 'Support at Home providers must submit assistive technology claims separately from 1 May 2026.',
    impact: 'high' as const,
    tags: ['support-at-home', 'claims'],
    effectiveDate: '2026-05-01',
    url: 'https://www.servicesaustralia.gov.au/news',
  };

  it('rates a home care change higher for a home care provider than for a residential-only one', async () => {
    const home = await ai.personaliseUpdate({
      update,
      profile: {
        businessName: 'Wattle Home Support',
        businessType: 'Home care',
        challenges: 'Claiming errors',
        description: 'Support at Home services for 450 clients in their own homes.',
      },
    });
    const residential = await ai.personaliseUpdate({
      update,
      profile: {
        businessName: 'Banksia Grove',
        businessType: 'Residential aged care',
        description: 'Two residential aged care homes with 180 beds.',
      },
    });
    expect(home.relevance).toBeGreaterThan(residential.relevance);
    expect(home.insight).toContain('**What this means for Wattle Home Support:**');
    expect(home.insight).toContain('1 May 2026');
    expect(home.reasons.join(' ')).toContain('which your profile says you provide');
    expect(residential.reasons.join(' ')).toContain('which your profile does not mention');
  });

  it('writes a general insight for providers without a profile', async () => {
    const out = await ai.personaliseUpdate({ update, profile: null });
    expect(out.insight).toContain('**What this means for aged care providers:**');
    expect(out.reasons).toContain(
      'No business profile yet: this is a general assessment for aged care providers.',
    );
  });
});

describe('determinism', () => {
  it('returns the same output for the same input, for every capability', async () => {
    const run = async () => [
      await ai.assessPolicy({ text: COMPLAINTS }),
      await ai.generateQuiz({ title: 'Complaints Policy', content: COMPLAINTS, count: 5 }),
      await ai.answerPolicyQuestion({
        question: 'Who acknowledges complaints?',
        passages: retrieve(
          LibraryIndex.build([{ ...policy('a', 'Complaints', COMPLAINTS), categoryId: 'c', version: 1 }]),
          [{ ...policy('a', 'Complaints', COMPLAINTS), categoryId: 'c', version: 1 }],
          'Who acknowledges complaints?',
        ),
      }),
      await ai.summariseChange({
        source: 'Commission',
        title: 'Bulletin 1',
        url: 'https://example.gov.au/b',
        text: COMPLAINTS,
      }),
      await ai.personaliseUpdate({
        update: { title: 'Bulletin', summary: 'Complaints guidance for residential care.' },
      }),
    ];
    expect(await run()).toEqual(await run());
  });
});
