// The checks that read more than one sentence: the order of a procedure's steps, a table's columns read together, and
// the hours a worked example takes to notify a Priority 1 incident.
import { describe, expect, it } from 'vitest';
import { structuralBreaches } from './act-structure';
import { parseDocument } from './text/document';

const breaches = (text: string, topic: string) =>
  structuralBreaches(parseDocument(text), [topic]).map((b) => b.sentence);

describe('a restrictive practice before the alternatives', () => {
  it('finds a procedure whose first step is a restrictive practice', () => {
    const text = `When a resident is shouting at night:
1. Give the charted PRN lorazepam.
2. Check whether the resident is in pain or needs the toilet.
3. Sit with them and play quiet music.`;
    expect(breaches(text, 'restrictive-practices')).toEqual(['Give the charted PRN lorazepam.']);
  });

  it('accepts a procedure that reaches the restrictive practice only after the alternatives', () => {
    const text = `When a resident is shouting at night:
1. Sit with them, reassure them and play quiet music.
2. Check whether the resident is in pain or needs the toilet.
3. Give the charted PRN only if steps 1 and 2 have not worked and the risk of harm remains.
4. Afterwards, reassure the resident and record what happened.`;
    expect(breaches(text, 'restrictive-practices')).toEqual([]);
  });

  it('does not read a list of terms and their meanings as steps done in order', () => {
    const glossary = `#### Definitions

- **Chemical restraint** – a medicine used primarily to influence a resident's behaviour.
- **Seclusion** – placing a resident alone in a room they cannot leave.
- **Behaviour support plan** – the part of the care plan that records the strategies that work.`;
    expect(breaches(glossary, 'restrictive-practices')).toEqual([]);
    const unheaded = `Words in this procedure:
- Chemical restraint: a medicine used primarily to influence a resident's behaviour.
- Seclusion: placing a resident alone in a room they cannot leave.
- Behaviour support plan: the part of the care plan that records the strategies that work.`;
    expect(breaches(unheaded, 'restrictive-practices')).toEqual([]);
  });

  it('finds a table column of first responses that holds a restraint, but not one headed as the last step', () => {
    const first = `| Behaviour | Initial response |
|---|---|
| Climbing out of bed | Bed rails raised |
| Pacing | Walk with the resident |`;
    expect(breaches(first, 'restrictive-practices')).toHaveLength(1);
    const last = `| Behaviour | Try first | Only if these do not work |
|---|---|---|
| Climbing out of bed | Low bed, sensor mat, toileting round | Bed rails, with consent and a behaviour support plan |`;
    expect(breaches(last, 'restrictive-practices')).toEqual([]);
  });

  it('does not read a table of the hazards each step guards against as steps done in order', () => {
    const hazards = `| Step | Hazard | Type | CCP? |
|---|---|---|---|
| 2–3 | Restraint used before the cause of distress is found or alternatives tried | RT, CL | CCP-1 |
| 5–6 | Restraint used without proper assessment or authorisation | RT | CCP-2 |
| 7 | No behaviour support plan, or plan not followed | RT, CL | CCP-3 |
| 9 | Restraint continues after the need has passed | RT | CCP-4 |`;
    expect(breaches(hazards, 'restrictive-practices')).toEqual([]);
    // A table of steps is still read in order.
    const steps = `| Step | Action |
|---|---|
| 1 | Give the charted PRN lorazepam |
| 2 | Check for pain, then try music and a walk as alternatives |`;
    expect(breaches(steps, 'restrictive-practices')).toHaveLength(1);
  });

  it('finds a worked example that gives a sedative and tries the alternatives later', () => {
    const text =
      'Example: At 2:10 pm Mrs B started calling out in the lounge. The RN administered PRN haloperidol at 2:15 pm. Later, staff took her for a walk in the garden and she settled.';
    expect(breaches(text, 'restrictive-practices')).toHaveLength(1);
  });

  it('does not read a past case whose restraint the alternatives ended as restraint first', () => {
    const ended =
      'Example 3. Mr L, 91, had a lap belt applied in his wheelchair through most afternoons after two falls. A review found he could not undo it, so it was mechanical restraint. A physiotherapy walking program and a sensor mat were tried for a fortnight. The belt was then removed from his care plan.';
    expect(breaches(ended, 'restrictive-practices')).toHaveLength(0);
    // The same case with the belt still in use tells restraint first.
    const kept = ended.replace(
      'The belt was then removed from his care plan.',
      'He still wears the belt after lunch.',
    );
    expect(breaches(kept, 'restrictive-practices')).toHaveLength(1);
  });

  it('does not read a definition or a monitoring paragraph as steps', () => {
    const definitions = `| Term | Meaning |
|---|---|
| Chemical restraint | The use of a medicine for the primary purpose of influencing behaviour. |
| Behaviour support plan | The plan of strategies, including reassurance and distraction, for the resident. |`;
    expect(breaches(definitions, 'restrictive-practices')).toEqual([]);
    const monitoring =
      'A resident with a lap belt applied is checked every 15 minutes. The belt is released every 2 hours for repositioning and toileting.';
    expect(breaches(monitoring, 'restrictive-practices')).toEqual([]);
  });
});

describe('a step that says what comes before a restrictive practice', () => {
  it('is not the restrictive practice first', () => {
    const text = `## PRN medicines
- Before administering a PRN sedative, work through the non-medicine steps in the care plan.
- Offer reassurance, a walk or a warm drink, and check for pain.`;
    expect(breaches(text, 'restrictive-practices')).toEqual([]);
  });
});

describe('who gives consent, in a table', () => {
  it('finds a staff member named in a "who consents" column, or a "Yes" beside one', () => {
    const who = `| Situation | Consent given by |
|---|---|
| Resident has capacity | The resident |
| Guardian not reachable | Clinical Manager |`;
    expect(breaches(who, 'restrictive-practices')).toEqual([
      'Situation: Guardian not reachable; Consent given by: Clinical Manager.',
    ]);
    const yes = `| Person | May consent to a restrictive practice? |
|---|---|
| Guardian | Yes |
| Treating GP | Yes, if the guardian is away |`;
    expect(breaches(yes, 'restrictive-practices')).toHaveLength(1);
  });

  it('accepts a table that says staff cannot consent', () => {
    const text = `| Person | May consent to a restrictive practice? |
|---|---|
| Guardian | Yes |
| Facility Manager | No |
| Treating GP | No, prescribes only |`;
    expect(breaches(text, 'restrictive-practices')).toEqual([]);
  });

  it('does not read where to turn with a doubt as someone who consents', () => {
    const text = `| Situation | Who consents |
|---|---|
| Resident can decide | The resident |
| Unsure who may consent | Ask the Clinical Manager; contact the Public Guardian for advice |`;
    expect(breaches(text, 'restrictive-practices')).toEqual([]);
  });
});

describe('the time a worked example takes to notify a Priority 1 incident', () => {
  it('works out the hours from the days and clock times it gives', () => {
    const late =
      'Example: At 6.20 pm on Thursday a visitor tells the RN that her mother was slapped by a care worker. The GP examines the resident that night. The Quality Manager lodges the Priority 1 notification at 11 am on Saturday.';
    expect(breaches(late, 'incidents')).toEqual([
      'The Quality Manager lodges the Priority 1 notification at 11 am on Saturday.',
    ]);
    const inTime =
      'Example: At 6.20 pm on Thursday a visitor tells the RN that her mother was slapped by a care worker. The on-call manager lodges the Priority 1 notification at 9 am on Friday.';
    expect(breaches(inTime, 'incidents')).toEqual([]);
  });

  it('reads dates, "the following morning" and an unnamed priority shown by what happened', () => {
    const dates =
      'On 3 March at 8:00 pm a resident was found on the floor with a suspected hip fracture after a staff member pushed her; she went to hospital. The notification was lodged with the Commission on 5 March.';
    expect(breaches(dates, 'incidents')).toHaveLength(1);
    const next =
      'At 10 pm a resident was found missing and police were called. The night RN notified the Commission the following morning.';
    expect(breaches(next, 'incidents')).toEqual([]);
  });

  it('leaves a Priority 2 example alone', () => {
    const text =
      'Example: On Monday a resident says another resident took her biscuits. This is a Priority 2 incident, and the notification is lodged with the Commission on Thursday.';
    expect(breaches(text, 'incidents')).toEqual([]);
  });
});

describe('records destroyed in a worked example', () => {
  it('works out the years between the end of the service and the destruction', () => {
    const early =
      'Example: Mrs K stopped receiving home care in June 2019. Her file was destroyed in the office clean-up of May 2023.';
    expect(structuralBreaches(parseDocument(early), ['records'])).toEqual([
      {
        ruleId: 'records-destroyed-early',
        sentence: 'Her file was destroyed in the office clean-up of May 2023.',
        reading: 'In this example the records are destroyed about 4 years after the service ended.',
      },
    ]);
    const kept =
      'Example: Mrs K stopped receiving home care in June 2015. Her file was destroyed in the office clean-up of July 2023.';
    expect(breaches(kept, 'records')).toEqual([]);
  });
});

describe('notification held back for a finding, and a form that asks for a name', () => {
  it('finds a worked example that notifies only once a review has found the incident happened', () => {
    const late =
      'Example: On 2 June a client told her support worker that her son had taken money from her purse. The Coordinator held a case review, which found on 9 June that the theft had occurred. The notification was lodged with the Commission the same day.';
    expect(breaches(late, 'incidents')).toEqual([
      'The notification was lodged with the Commission the same day.',
    ]);
    const sound =
      'Example: On 2 June a client told her support worker that her son had taken money from her purse. The Coordinator lodged a notification with the Commission that day. A case review later found that the theft had occurred, and the final report was sent.';
    expect(breaches(sound, 'incidents')).toEqual([]);
  });

  it('finds a disclosure form whose compulsory fields include the name, not one where it is optional', () => {
    expect(
      breaches(
        'Complete every field (all fields are mandatory):\n- Full name\n- What happened\n',
        'whistleblower',
      ),
    ).toEqual(['Full name']);
    expect(
      breaches(
        'Complete the fields below (your name is optional):\n- Full name\n- What happened\n',
        'whistleblower',
      ),
    ).toEqual([]);
  });
});
