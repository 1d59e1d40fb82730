// The quiz question checker: each fault it rejects, and a sound question of the same shape that it keeps.
import { describe, expect, it } from 'vitest';
import { givesAway, indexPolicy, questionFaults, screenQuestions } from './quiz-check';

const POLICY = indexPolicy(`# Falls Prevention Policy

## Responsibilities
The Chair of the Clinical Governance Committee reviews falls data every quarter.
The Registered Nurse completes a falls risk assessment within 24 hours of admission.
Residents at high risk are offered hip protectors, sensor mats and low beds.

| Role | Task |
| --- | --- |
| Physiotherapist | Reviews mobility after every fall |

## Reporting
A fall with injury is reported to the Director of Nursing within 2 hours.
The family is told about every fall on the same day.
`);

const blank = (statement: string) => `Complete this statement from the policy: “${statement}”`;
const faults = (question: string, options: string[], correctAnswer = 0) =>
  questionFaults({ question, options, correctAnswer }, POLICY);

describe('the quiz question checker', () => {
  it('finds two questions on one subject that give each other away, at the share of words the generator asks for', () => {
    const a = {
      question:
        'According to the policy, the Care Manager reports complaint numbers and themes to the Board how often?',
      options: ['every quarter', 'every year', 'every month', 'every six months'],
      correctAnswer: 0,
    };
    const b = {
      question: blank('Every quarter the _____ receives a summary of complaint themes and what changed.'),
      options: ['Board', 'Executive Leadership Team', 'Quality Committee', 'Clinical Governance Committee'],
      correctAnswer: 0,
    };
    // The checker asks for most words in common (two questions from one statement); the generator for fewer.
    expect(givesAway(a, b)).toBe(false);
    expect(givesAway(a, b, 0.3)).toBe(true);
  });

  it('rejects a blank that holds the rest of a name begun before it, or a name cut from a longer one', () => {
    const policy = indexPolicy(`# Food and Nutrition

The Quality and Clinical Governance Committee receives a nutrition report every quarter.
The Care Manager and Registered Nurse meet with the family about weight loss.
`);
    const check = (question: string, options: string[]) =>
      questionFaults({ question, options, correctAnswer: 0 }, policy);
    expect(
      check(blank('The Quality and _____ receives a nutrition report every quarter.'), [
        'Clinical Governance Committee',
        'Board',
        'Executive Leadership Team',
        'Medication Advisory Committee',
      ]),
    ).toContain('split-name');
    expect(
      check(blank('The Care Manager and _____ meet with the family about weight loss.'), [
        'Registered Nurse',
        'Pharmacist',
        'General Practitioner',
        'Physiotherapist',
      ]),
    ).not.toContain('split-name');
    const board = indexPolicy(
      'The Board Clinical Governance Committee reviews weight loss data every month.',
    );
    expect(
      questionFaults(
        {
          question: blank('The _____ reviews weight loss data every month.'),
          options: [
            'Board Clinical Governance Committee',
            'Clinical Governance Committee',
            'Executive Leadership Team',
            'Medication Advisory Committee',
          ],
          correctAnswer: 0,
        },
        board,
      ),
    ).toContain('truncated-option');
    // A name the policy only writes after "Quality and" or "Support at Home and".
    const joined = indexPolicy(
      'A summary goes to the Clinical and Care Governance Committee and the Board. The Quality and Client Experience Manager reviews it. Clients of Support at Home and Commonwealth Home Support Programme services can call the Older Persons Advocacy Network.',
    );
    for (const cut of [
      'Care Governance Committee',
      'Client Experience Manager',
      'Home and Commonwealth Home Support Programme',
    ])
      expect(
        questionFaults(
          {
            question: blank('The _____ reviews the complaints summary every quarter.'),
            options: ['Chief Executive Officer', cut, 'Privacy Officer', 'Director of Nursing'],
            correctAnswer: 0,
          },
          joined,
        ),
        cut,
      ).toContain('truncated-option');
  });

  it('rejects a stem with no subject, and keeps one that names it', () => {
    expect(
      faults('According to the policy, is reviewed by whom every quarter?', ['a b', 'c d', 'e f', 'g h']),
    ).toContain('dangling-reference');
    expect(
      faults(blank('It must be reported to the _____ within 2 hours.'), [
        'Director of Nursing',
        'Registered Nurse',
        'Physiotherapist',
        'Board',
      ]),
    ).toContain('dangling-reference');
    expect(
      faults(blank('within 24 hours of admission, and _____ are offered.'), [
        'hip protectors',
        'x y',
        'z w',
        'v u',
      ]),
    ).toContain('dangling-reference');
    expect(
      faults(
        'According to the policy, a fall with injury is reported to the Director of Nursing within what timeframe?',
        ['2 hours', '24 hours', '7 days', '30 days'],
      ),
    ).toEqual([]);
  });

  it('rejects a clause number left in the stem', () => {
    expect(
      faults(blank('4.2 A fall with injury is reported within _____.'), [
        '2 hours',
        '24 hours',
        '7 days',
        '30 days',
      ]),
    ).toContain('clause-number-in-stem');
    // A part named by a letter, an article, or a clause number standing for what the clause says.
    const roles = ['Care Manager', 'People and Culture Manager', 'Facility Manager', 'Quality Lead'];
    const times = ['12 hours', '72 hours', '7 days', '3 business days'];
    expect(
      faults(blank('The _____ reviews declarations made under Section B each quarter.'), roles),
    ).toContain('clause-number-in-stem');
    expect(
      faults(
        blank('Restraint is not used within the first _____ except in an emergency under Article 10.'),
        times,
      ),
    ).toContain('clause-number-in-stem');
    expect(faults('According to the policy, who maintains PPE stock at the 6.1 minimum?', roles)).toContain(
      'clause-number-in-stem',
    );
    expect(
      faults(
        blank('Two residents with the same symptoms within _____ is an outbreak alert and triggers OM1.'),
        times,
      ),
    ).toContain('clause-number-in-stem');
    expect(faults('According to the policy, who holds the authority set out in Box 6?', roles)).toContain(
      'clause-number-in-stem',
    );
    // A medicine's schedule is no code of the document's own.
    expect(
      faults(blank('S8 medicines are counted by two nurses every _____.'), ['shift', 'week', 'month', 'day']),
    ).not.toContain('clause-number-in-stem');
    // A measure is no clause number.
    expect(
      faults(
        blank('The _____ checks that beds are spaced at least 1.5 metres apart during an outbreak.'),
        roles,
      ),
    ).not.toContain('clause-number-in-stem');
  });

  it('rejects a blank that splits a name, and the answer given away in the stem', () => {
    expect(
      faults(blank('A fall is reported to the Director of _____ Services.'), [
        'Nursing',
        'Care',
        'Clinical',
        'Quality',
      ]),
    ).toContain('split-name');
    expect(
      faults(blank('The family is told about every _____ on the same day, whatever the fall.'), [
        'fall',
        'visit',
        'meal',
        'outing',
      ]),
    ).toContain('tautology');
  });

  it('rejects an option cut from a longer name, a code, and an impossible value', () => {
    expect(
      faults('According to the policy, who reviews falls data every quarter?', [
        'Chair',
        'Registered Nurse',
        'Physiotherapist',
        'Director of Nursing',
      ]),
    ).toContain('truncated-option');
    expect(
      faults('According to the policy, who reviews falls data every quarter?', [
        'Chair of the Clinical Governance Committee',
        'Registered Nurse',
        'Physiotherapist',
        'Director of Nursing',
      ]),
    ).toEqual([]);
    expect(
      faults(blank('A fall with injury is reported within _____.'), ['2 hours', 'SIRS', '7 days', '30 days']),
    ).toContain('code-option');
    expect(
      faults(blank('Sensor mats are used for _____ of high-risk residents.'), ['100%', '135%', '50%', '75%']),
    ).toContain('impossible-value');
  });

  it('rejects a distractor the policy also makes true, or another member of the same list', () => {
    expect(
      faults(blank('A fall with injury is reported to the Director of Nursing within _____.'), [
        '2 hours',
        '24 hours',
        '7 days',
        '30 days',
      ]),
    ).toEqual([]);
    expect(
      faults('According to the policy, what are residents at high risk offered?', [
        'hip protectors',
        'sensor mats',
        'restraints',
        'sedation',
      ]),
    ).toContain('list-question');
    expect(
      faults(blank('The Registered Nurse completes a falls risk assessment within _____ of admission.'), [
        '24 hours',
        '2 hours',
        '7 days',
        '30 days',
      ]),
    ).toEqual([]);
    expect(
      faults(blank('The _____ completes a falls risk assessment within 24 hours of admission.'), [
        'Registered Nurse',
        'Physiotherapist',
        'Director of Nursing',
        'Board',
      ]),
    ).toEqual([]);
  });

  it('reads a table cell as ending where the cell ends', () => {
    expect(
      faults('According to the policy, who reviews mobility after every fall?', [
        'Physiotherapist',
        'Registered Nurse',
        'Board',
        'Director of Nursing',
      ]),
    ).toEqual([]);
  });

  it('rejects an option that does not read in the blank as the answer does', () => {
    const fit = (statement: string, options: string[]) => faults(blank(statement), options);
    expect(
      fit('Staff can ask an _____ for help.', ['advocate', 'pharmacist', 'interpreter', 'officer']),
    ).toContain('misfit-option');
    expect(
      fit('Falls are discussed at the _____ clinical meeting.', [
        'monthly',
        'every week',
        'quarterly',
        'weekly',
      ]),
    ).toContain('misfit-option');
    expect(
      fit('Questions go to the Chair of the _____ first.', [
        'Board',
        'Registered Nurse',
        'Committee',
        'Council',
      ]),
    ).toContain('misfit-option');
    expect(
      fit('Falls are discussed at the _____ clinical meeting.', ['monthly', 'weekly', 'quarterly', 'annual']),
    ).not.toContain('misfit-option');
  });

  it('rejects a label, a checklist box or an "it" with nothing to stand for', () => {
    expect(
      faults('According to the policy, Physiotherapist: reviews mobility after which event?', [
        'every fall',
        'a b',
        'c d',
        'e f',
      ]),
    ).toContain('label-in-stem');
    expect(
      faults(blank('[ ] I told the _____ about the fall straight away.'), [
        'Registered Nurse',
        'Physiotherapist',
        'Board',
        'Director of Nursing',
      ]),
    ).toContain('label-in-stem');
    expect(
      faults('According to the policy, we acknowledge it within what timeframe?', [
        '2 hours',
        '24 hours',
        '7 days',
        '30 days',
      ]),
    ).toContain('dangling-reference');
  });

  it('rejects "it", "them" or "those ..." that stand for what the question does not show, and keeps them when it does', () => {
    const times = ['2 working days', '5 working days', '10 working days', '20 working days'];
    expect(faults(blank('We let you know we got it within _____.'), times)).toContain('dangling-reference');
    expect(
      faults(blank('We keep them for at least _____.'), ['7 years', '5 years', '3 years', '10 years']),
    ).toContain('dangling-reference');
    expect(faults(blank('Staff act in line with those rights within _____.'), times)).toContain(
      'dangling-reference',
    );
    expect(
      faults(
        blank(
          'When a resident raises a complaint about their care, the Care Manager records it within _____.',
        ),
        times,
      ),
    ).not.toContain('dangling-reference');
  });

  it('rejects a distractor listed with the answer in the list the question is about', () => {
    const policy = indexPolicy(
      '# Incidents\n\nReportable incidents are neglect, unreasonable use of force, unlawful sexual contact and unexpected death.',
    );
    expect(
      questionFaults(
        {
          question:
            'Complete this statement from the policy: “Reportable incidents are _____, unreasonable use of force, unlawful sexual contact and unexpected death.”',
          options: ['neglect', 'unexpected death', 'a fall', 'a complaint'],
          correctAnswer: 0,
        },
        policy,
      ),
    ).toContain('list-question');
  });

  it('does not ask a question whose answer goes against the Act', () => {
    const policy = indexPolicy(
      '# Incidents\n\nPriority 1 incidents are reported to the Commission within 72 hours.',
    );
    expect(
      questionFaults(
        {
          question:
            'According to the policy, Priority 1 incidents are reported to the Commission within what timeframe?',
          options: ['72 hours', '24 hours', '7 days', '30 days'],
          correctAnswer: 0,
        },
        policy,
      ),
    ).toContain('against-the-act');
  });

  it('screens a quiz into the questions kept and the ones rejected, with why', () => {
    const { kept, rejected } = screenQuestions(
      [
        {
          question: 'According to the policy, is reviewed how often?',
          options: ['every quarter', 'monthly', 'daily', 'yearly'],
          correctAnswer: 0,
        },
        {
          question:
            'According to the policy, how often does the Chair of the Clinical Governance Committee review falls data?',
          options: ['every quarter', 'monthly', 'daily', 'yearly'],
          correctAnswer: 0,
        },
      ],
      '# Falls\n\nThe Chair of the Clinical Governance Committee reviews falls data every quarter.',
    );
    expect(kept).toHaveLength(1);
    expect(rejected.map((r) => r.faults)).toEqual([['dangling-reference']]);
  });

  it('rejects a distractor that is the holder of a role, by a header line or a table row', () => {
    const policy = indexPolicy(
      '# Handling personal information\n\nPolicy HP-4 · Privacy Officer: Business Manager (Thu Trang Le)\n\n| Role | Held by |\n|---|---|\n| **Complaints Officer** | Client Services Lead — complaints@nareen.example |\n| Level 1 | Care Coordinator |\n\nStaff pass every request for records to the Privacy Officer within one business day.\nThe Care Coordinator sends every complaint to the Complaints Officer the same day.\n',
    );
    const ask = (statement: string, options: string[]) =>
      questionFaults({ question: blank(statement), options, correctAnswer: 0 }, policy);
    expect(
      ask('Staff pass every request for records to the _____ within one business day.', [
        'Privacy Officer',
        'Business Manager',
        'Care Coordinator',
        'General Manager',
      ]),
    ).toContain('true-distractor');
    expect(
      ask('The Care Coordinator sends every complaint to the _____ the same day.', [
        'Complaints Officer',
        'Client Services Lead',
        'General Manager',
        'Business Manager',
      ]),
    ).toContain('true-distractor');
    // Other people are not the holder.
    expect(
      ask('Staff pass every request for records to the _____ within one business day.', [
        'Privacy Officer',
        'Care Coordinator',
        'Client Services Lead',
        'General Manager',
      ]),
    ).not.toContain('true-distractor');
  });

  it('rejects a distractor that is, or is a kind of, another item of the list the blank is in', () => {
    const policy = indexPolicy(
      '# Medicines at home\n\n- *Speak Up Officer (SUO)* — the Quality Manager, or the Chair when the Quality Manager is involved.\n\nEvery dosing error, near miss or adverse reaction is logged in CareTrack before the visit ends.\nYou can raise a concern with the SUO, your Team Leader or the Chief Executive.\nThe Care Manager and the Team Leader check the medication list each month.\n',
    );
    const ask = (statement: string, options: string[]) =>
      questionFaults({ question: blank(statement), options, correctAnswer: 0 }, policy);
    // A missed dose is a dosing error; an adverse drug reaction is the adverse reaction.
    expect(
      ask('Every dosing error, _____ or adverse reaction is logged in CareTrack before the visit ends.', [
        'near miss',
        'missed dose',
        'fall',
        'data breach',
      ]),
    ).toContain('true-distractor');
    expect(
      ask('Every dosing error, _____ or adverse reaction is logged in CareTrack before the visit ends.', [
        'near miss',
        'adverse drug reaction',
        'fall',
        'data breach',
      ]),
    ).toContain('true-distractor');
    // The Quality Manager is the SUO named beside the blank.
    expect(
      ask('You can raise a concern with the SUO, your _____ or the Chief Executive.', [
        'Team Leader',
        'Quality Manager',
        'Care Manager',
        'General Manager',
      ]),
    ).toContain('true-distractor');
    expect(
      ask('Every dosing error, _____ or adverse reaction is logged in CareTrack before the visit ends.', [
        'near miss',
        'fall',
        'data breach',
        'pressure injury',
      ]),
    ).not.toContain('true-distractor');
    // Another role in the list, and names that only share a word with it ("Manager"), are not the same person.
    expect(
      ask('The Care Manager and the _____ check the medication list each month.', [
        'Team Leader',
        'Chief Executive',
        'General Manager',
        'Director of Care',
      ]),
    ).not.toContain('true-distractor');
  });

  it("rejects a distractor that is another of one person's titles", () => {
    const policy = indexPolicy(
      '# Speaking up\n\n| **Prepared by** | Margaret Doolan, Company Secretary and Whistleblower Protection Officer |\n|---|---|\n\nThe Whistleblower Protection Officer reports to every Board meeting on disclosures.\nThe Care Manager and the Quality Coordinator support the investigation.\n',
    );
    const ask = (options: string[]) =>
      questionFaults(
        {
          question: blank('The _____ reports to every Board meeting on disclosures.'),
          options,
          correctAnswer: 0,
        },
        policy,
      );
    expect(
      ask(['Whistleblower Protection Officer', 'Company Secretary', 'Care Manager', 'General Manager']),
    ).toContain('true-distractor');
    // Two people named together are two people.
    expect(
      ask(['Whistleblower Protection Officer', 'Quality Coordinator', 'Care Manager', 'General Manager']),
    ).not.toContain('true-distractor');
  });

  it('rejects a distractor that is a kind of the answer, or the same thing named again', () => {
    const policy = indexPolicy(
      '# Complaints\n\nThe RN tells the Complaints Officer (usually the Care Manager) about every complaint.\nThe Board of Directors approves this policy.',
    );
    const ask = (question: string, options: string[]) =>
      questionFaults({ question, options, correctAnswer: 0 }, policy);
    // By the field's usage: hand hygiene is a standard precaution.
    expect(
      ask(blank('_____ are used for every resident, every time.'), [
        'Standard precautions',
        'Hand hygiene',
        'Rapid antigen tests',
        'Cohorting',
      ]),
    ).toContain('true-distractor');
    // By the policy's own words: "the Complaints Officer (usually the Care Manager)".
    expect(
      ask(blank('The RN tells the _____ about every complaint.'), [
        'Complaints Officer',
        'Care Manager',
        'Physiotherapist',
        'Chief Executive',
      ]),
    ).toContain('true-distractor');
    // Two distractors that name one body.
    expect(
      ask(blank('The _____ approves this policy.'), [
        'Chief Executive',
        'Board',
        'Board of Directors',
        'Care Manager',
      ]),
    ).toContain('misfit-option');
    expect(
      ask(blank('The RN tells the _____ about every complaint.'), [
        'Complaints Officer',
        'Physiotherapist',
        'Chief Executive',
        'Director of Nursing',
      ]),
    ).toEqual([]);
  });

  it('rejects a body offered where one person is meant, and a person where a body is', () => {
    expect(
      faults(blank('Each home has a designated _____ who is a registered nurse.'), [
        'Physiotherapist',
        'Director of Nursing',
        'Clinical Governance Committee',
        'Registered Nurse',
      ]),
    ).toContain('misfit-option');
    expect(
      faults(blank('Each home has a designated _____ who is a registered nurse.'), [
        'Physiotherapist',
        'Director of Nursing',
        'Care Team Leader',
        'Registered Nurse',
      ]),
    ).not.toContain('misfit-option');
  });

  it('rejects values that cannot be: more hours than a day has, the end of a range before its start', () => {
    expect(
      faults(blank('An RN is on site _____ a day.'), ['24 hours', '48 hours', '12 hours', '8 hours']),
    ).toContain('impossible-value');
    expect(
      faults(blank('The RN reviews each antibiotic course after 48 to _____ with the GP.'), [
        '72 hours',
        '24 hours',
        '96 hours',
        '5 days',
      ]),
    ).toContain('impossible-value');
  });

  it("rejects a step of something not shown, a label carried in, and half of an institution's name", () => {
    expect(
      faults(blank('The RN must then tell the _____ as soon as possible.'), [
        'Director of Nursing',
        'Physiotherapist',
        'Registered Nurse',
        'Board',
      ]),
    ).toContain('dangling-reference');
    expect(
      faults(blank('More complicated ones can take up to _____.'), [
        '20 days',
        '2 days',
        '5 days',
        '60 days',
      ]),
    ).toContain('dangling-reference');
    expect(
      faults(blank('Box 4: The officer acknowledges receipt within _____.'), [
        '5 business days',
        '2 business days',
        '10 business days',
        '1 business day',
      ]),
    ).toContain('label-in-stem');
    // A key's mark or a checklist's box, but not a mark the sentence names.
    for (const stem of [
      '★ Priority 2: the notice is lodged within _____ of becoming aware.',
      'After a fall the RN must ☐ complete neurological observations for _____.',
    ])
      expect(faults(blank(stem), ['4 hours', '30 days', '24 hours', '7 days']), stem).toContain(
        'label-in-stem',
      );
    expect(
      faults(blank('Items marked ◆ are audited by the Clinical Nurse every _____.'), [
        'quarter',
        'month',
        'year',
        'week',
      ]),
    ).not.toContain('label-in-stem');
    expect(
      faults(blank('We notify the Office of the _____ as soon as practicable.'), [
        'Australian Information Commissioner',
        'Aged Care Quality and Safety Commission',
        'Older Persons Advocacy Network',
        'Services Australia',
      ]),
    ).toContain('split-name');
  });

  it('finds a blank that cuts a fixed phrase the policy also writes in names ("aged ___" for "care worker")', () => {
    const policy = indexPolicy(
      '# Screening\n\nEvery aged care worker and responsible person must hold a police certificate.\nAn aged care worker tells their manager of any new charge within 48 hours.\nThe Aged Care Act 2024 sets the rules.\nStaff apply standard precautions at all times.\nAll workers apply standard precautions with every resident.',
    );
    const q = (statement: string, options: string[]) =>
      questionFaults({ question: blank(statement), options, correctAnswer: 0 }, policy);
    expect(
      q('Every aged _____ and responsible person must hold a police certificate.', [
        'care worker',
        'investigator',
        'licensed contractor',
        'general practitioner',
      ]),
    ).toContain('split-name');
    // A verb before its object is no fixed phrase, however often the policy writes them together.
    expect(
      q('Staff apply _____ at all times.', [
        'standard precautions',
        'contact precautions',
        'droplet precautions',
        'airborne precautions',
      ]),
    ).not.toContain('split-name');
  });

  it('rejects a definition whose other half gives its term away', () => {
    const policy = indexPolicy(
      '# Infection\n\nTransmission-based precautions means additional precautions used when standard precautions alone may not prevent transmission.\nStaff wash their hands.\nVisitors are welcome.\nThe IPC Lead audits practice.\nResidents are offered vaccines.',
    );
    expect(
      questionFaults(
        {
          question: blank(
            '_____ means additional precautions used when standard precautions alone may not prevent transmission.',
          ),
          options: [
            'Transmission-based precautions',
            'Hand hygiene',
            'Antimicrobial stewardship',
            'Cohorting',
          ],
          correctAnswer: 0,
        },
        policy,
      ),
    ).toContain('tautology');
  });

  it('finds the answer given away in the plural, or its period given away as an adjective, but not another period', () => {
    expect(
      faults(
        blank(
          'The Privacy Officer assesses whether it is an eligible _____ under the Notifiable Data Breaches scheme.',
        ),
        ['data breach', 'neglect', 'unreasonable use of force', 'unexpected death'],
      ),
    ).toContain('tautology');
    expect(
      faults(
        blank(
          'Every worker signs the Code acknowledgement before starting, and again _____ at the annual refresher.',
        ),
        ['each year', 'each quarter', 'every six months', 'every two years'],
      ),
    ).toContain('tautology');
    expect(
      faults(
        blank("Residents give feedback at the _____ residents' meeting and in a six-monthly food survey."),
        ['monthly', 'weekly', 'fortnightly', 'quarterly'],
      ),
    ).not.toContain('tautology');
  });

  it('finds an abbreviation in the stem that only the answer spells out', () => {
    const stem = "According to the policy's table “Abbreviations”, what is the “Meaning” for “AMS”?";
    expect(
      faults(stem, [
        'Antimicrobial stewardship',
        'Alcohol-based hand rub',
        'Infection prevention and control',
        'Outbreak management plan',
      ]),
    ).toContain('tautology');
    // Distractors that spell the same letters leave the reader to know which one it is.
    expect(
      faults(stem, [
        'Antimicrobial stewardship',
        'Aged care management system',
        'Antibiotic monitoring schedule',
        'Acute medical service',
      ]),
    ).not.toContain('tautology');
    // Letters that only happen to fall in order ("HSM" in "After-Hours Nurse Manager"), one the stem spells out itself
    // and a form's code are no abbreviation of the answer.
    expect(
      faults(
        blank(
          'SIRS portal access is held by the HSM, the Nurse Unit Manager (NUM) and the _____ (Form MP-SA1).',
        ),
        ['After-Hours Nurse Manager', 'Care Manager', 'General Manager', 'Quality Coordinator'],
      ),
    ).not.toContain('tautology');
  });

  it('reads an abbreviation from the first letters of later words, and a cell note or a weekday for what they are', () => {
    const policy = indexPolicy(`# Visitors and outings

The Tre Colli a Domicilio Coordinator books the Saturday bus outing each week.
The outing register is kept by the Lifestyle Lead.
`);
    const check = (question: string, options: string[]) =>
      questionFaults({ question, options, correctAnswer: 0 }, policy);
    const meaning = (letters: string) =>
      `According to the policy's table “Abbreviations”, what is the “Meaning” for “${letters}”?`;
    // Only the answer spells the letters, from words' first letters, wherever the name starts.
    for (const [letters, answer] of [
      ['CF', 'Client File (care system record)'],
      ['NC', 'National criminal history check'],
      ['LP', 'Riverbend Lifestyle Planner (activities app)'],
    ])
      expect(
        check(meaning(letters ?? ''), [answer ?? '', 'Lifestyle Lead', 'Outing register', 'Chief Executive']),
        letters,
      ).toContain('tautology');
    // Letters taken from inside a word only ("CF" in "Chief Officer") spell nothing.
    expect(
      check(meaning('CF'), ['Chief Officer', 'Lifestyle Lead', 'Outing register', 'Bus driver']),
    ).not.toContain('tautology');
    // A role's tail cut from a name with a particle.
    expect(
      check(blank('The _____ books the Saturday bus outing each week.'), [
        'Domicilio Coordinator',
        'Lifestyle Lead',
        'Care Manager',
        'Chief Executive',
      ]),
    ).toContain('truncated-option');
    // A cell's note among roles.
    expect(
      check('Who keeps the outing register?', [
        'Lifestyle Lead',
        'Nominated by the Chief Executive',
        'Care Manager',
        'Bus driver',
      ]),
    ).toContain('misfit-option');
    // A Saturday outing is not daily.
    expect(
      check(blank('The Tre Colli a Domicilio Coordinator books the Saturday bus outing _____.'), [
        'each week',
        'daily',
        'each month',
        'every fortnight',
      ]),
    ).toContain('impossible-value');
    expect(
      check(blank('The Tre Colli a Domicilio Coordinator books the Saturday bus outing _____.'), [
        'each week',
        'every two months',
        'each month',
        'every fortnight',
      ]),
    ).not.toContain('impossible-value');
  });

  it('finds a period given away by a phrase or by the month it falls in', () => {
    expect(
      faults(blank('The _____ disposal run is due (first Tuesday of each month, 10:00).'), [
        'monthly',
        'quarterly',
        'yearly',
        'fortnightly',
      ]),
    ).toContain('tautology');
    expect(
      faults(
        blank(
          '_____, in November, the Provincial Leader writes to thank those who have spoken up during the year.',
        ),
        ['Each year', 'Each quarter', 'Every six months', 'Every two years'],
      ),
    ).toContain('tautology');
    expect(
      faults(blank('The Care Manager reviews the care plan _____ and after each hospital stay.'), [
        'monthly',
        'quarterly',
        'yearly',
        'fortnightly',
      ]),
    ).not.toContain('tautology');
  });

  it('finds a year given away by an anniversary, a stem that leans on "all other", and a name that goes on past its blank', () => {
    expect(
      faults(
        blank('_____, on the anniversary of their start date, each worker renews the privacy declaration.'),
        ['Each year', 'Each quarter', 'Every six months', 'Every two years'],
      ),
    ).toContain('tautology');
    expect(
      faults(blank('All other care records are kept for at least _____ after the last service.'), [
        '7 years',
        '5 years',
        '10 years',
        '3 years',
      ]),
    ).toContain('dangling-reference');
    expect(
      faults(
        blank('Other than in an emergency, restraint is used only with consent recorded within _____.'),
        ['24 hours', '48 hours', '72 hours', '12 hours'],
      ),
    ).not.toContain('dangling-reference');
    const policy = indexPolicy(`# Medicines

The Australian Commission on Safety and Quality in Health Care publishes the chart standards.
The Privacy Officer is the Company Secretary and Governance Manager.
The Residential Manager and Care Manager review every medication incident.
A lost medication chart is reported to the Team Leader and Council's Privacy Officer on the same day.
`);
    const check = (question: string, options: string[]) =>
      questionFaults({ question, options, correctAnswer: 0 }, policy);
    expect(
      check(blank('The _____ on Safety and Quality in Health Care publishes the chart standards.'), [
        'Australian Commission',
        'Aged Care Quality and Safety Commission',
        'Department of Health',
        'Older Persons Advocacy Network',
      ]),
    ).toContain('split-name');
    expect(
      check(blank('The Privacy Officer is the _____ and Governance Manager.'), [
        'Company Secretary',
        'Residential Manager',
        'Care Manager',
        'General Manager',
      ]),
    ).toEqual(expect.arrayContaining([expect.stringMatching(/split-name|truncated-option/)]));
    expect(
      check(blank('The _____ and Care Manager review every medication incident.'), [
        'Residential Manager',
        'Clinical Nurse',
        'General Manager',
        'Director of Nursing',
      ]),
    ).not.toEqual(expect.arrayContaining([expect.stringMatching(/split-name|truncated-option/)]));
    expect(
      check(
        blank(
          "A lost medication chart is reported to the _____ and Council's Privacy Officer on the same day.",
        ),
        ['Team Leader', 'Clinical Nurse', 'General Manager', 'Director of Nursing'],
      ),
    ).not.toEqual(expect.arrayContaining([expect.stringMatching(/split-name|truncated-option/)]));
  });

  it('finds a distractor a definition list names as the answer, not one that is someone else in the statement', () => {
    const policy = indexPolicy(`# Speaking up

## Definitions
- *Records Officer* — the Information Governance Lead at the Support Office.
- *Whistleblower Protection Officer (WPO)* — the General Counsel.

## Making a disclosure
A disclosure can be made to: the WPO; any Home Manager, Clinical Care Manager or executive; or any Board member.
Only the Records Officer, with the written approval of the General Counsel, may authorise destruction.
The Records Officer lists the records due for destruction and the Chief Executive approves the list.
`);
    const q = (statement: string, options: string[]) =>
      questionFaults({ question: blank(statement), options, correctAnswer: 0 }, policy);
    expect(
      q('Only the _____, with the written approval of the General Counsel, may authorise destruction.', [
        'Records Officer',
        'Information Governance Lead',
        'Privacy Officer',
        'Care Manager',
      ]),
    ).toContain('true-distractor');
    // Each named for a part of their own: the Records Officer lists, someone else approves.
    expect(
      q('The Records Officer lists the records due for destruction and the _____ approves the list.', [
        'Chief Executive',
        'Information Governance Lead',
        'Quality Coordinator',
        'Care Manager',
      ]),
    ).not.toContain('true-distractor');
  });
});
