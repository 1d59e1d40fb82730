// Checks of a policy against the Act that need more than one sentence: the order of the steps in a procedure (a
// restrictive practice may only come after the alternatives), what a table's columns say together (who gives
// consent), and the time a worked example takes to notify a Priority 1 incident, worked out from its clock times
// and days. Deterministic, like the sentence checks of act-check.ts, and merged with them by the assessment.
import { PRIORITY_1, PRIORITY_2, RESTRICTIVE_THING, STAFF_ROLE } from '../../../shared/act';
import type { ParsedDocument, Sentence } from './text/document';

export interface StructuralBreach {
  /** The checkable rule of shared/act the passage goes against. */
  ruleId: string;
  /** The sentence that shows it. */
  sentence: string;
  /** How the passage was read, where it takes more than the sentence. */
  reading?: string;
}

const RESTRICTIVE = new RegExp(
  `\\b(${RESTRICTIVE_THING.slice(1, -1)}|temazepam|risperidone|haloperidol|lorazepam|olanzapine|quetiapine|diazepam|oxazepam|midazolam|secure (unit|area|wing)|held (her|his|their) (arms?|hands?)|holding)\\b`,
  'i',
);
/** A restrictive practice done, not named, defined or ruled out. */
const ACTION =
  /\b(give|gave|given|giving|administer\w*|apply|applied|applying|raise[ds]?|raising|use|used|uses|using|put|placed?|placement|placing|lock(ed|s|ing)?|held|hold(s|ing)?|restrained|sedated|offer\w*|start\w*|commenc\w*)\b/i;
const NOT_A_STEP =
  /\b(include\w*|means|meaning|defined|definition|types? of|such as|for example|examples?|refers? to|is a|are a|not|never|no|avoid\w*|instead of|subject to)\b|^\W*before (giving|using|applying|administering|starting|considering)\b|\b(is|are) (a |an |considered |classed as |regarded as )?(form of )?(chemical |physical |mechanical |environmental )?(restraint|restrictive practice)/i;
/** Words that tell a sequence of events or steps. */
const NARRATIVE =
  /\b(then|later|afterwards|next|first|once|example|scenario|case study|step\s*\d|\d{1,2}[.:]\d{2}|\d{1,2}\s*(am|pm))\b/i;
/** The headers of a table whose rows are done in order. */
const STEP_TABLE = /\b(steps?|stages?|order|sequence|actions?|responses?|what to do|then)\b/i;
/**
 * The header of a column of what could go wrong (a HACCP plan's "Step | Hazard | Type | L×S | CCP?", a risk register's
 * "Risk"): its rows are hazards in the order of the steps they threaten, not things done.
 */
const HAZARD_COLUMN =
  /^\W*((key |inherent |residual )?(hazards?|risks?|threats?|failure modes?)( description| statement| event)?|what (could|can|might) go wrong)\W*$/i;
/** A restrictive step that waits for the alternatives: "only after steps 1-3", "if these fail", "as a last resort". */
const QUALIFIED =
  /\b(only|last resort|if (these|this|they|the above|steps?|alternatives?|strategies|none)\b[^.]{0,60}\b(fail\w*|not work\w*|ineffective|unsuccessful|have not|did not|do not)|after (steps?|these|the above|alternatives?|other strategies|trying)|remains? at risk|risk of (serious )?harm remains)\b/i;
const ALTERNATIVE =
  /\b(reassur\w*|distract\w*|redirect\w*|de-?escalat\w*|calm(ly)?|quiet\w*|comfort\w*|pain|toilet\w*|hunger|hungry|thirst\w*|warm drink|music|walk\w*|activit\w*|conversation|behaviour support (strateg\w*|plan)|non-(pharmacological|drug)|diversion\w*|diversional|reposition\w*|try again later|leave and return|sensory|familiar|one-to-one|1:1)\b/i;

function isRestrictiveStep(text: string): boolean {
  return RESTRICTIVE.test(text) && ACTION.test(text) && !NOT_A_STEP.test(text) && !QUALIFIED.test(text);
}

/** "Header: value; Header: value." of a table row, as pairs. */
function cells(row: Sentence): Array<[string, string]> {
  return row.text
    .replace(/\.$/, '')
    .split(/;\s+(?=[^;:]{1,80}:\s)/)
    .map((c) => {
      const at = c.indexOf(': ');
      return (at > 0 ? [c.slice(0, at), c.slice(at + 2)] : ['', c]) as [string, string];
    });
}

/** Runs of sentences read in order: a paragraph, a list, the rows of a table. */
function sequences(doc: ParsedDocument): Sentence[][] {
  const out: Sentence[][] = [];
  let current: Sentence[] = [];
  let key = '';
  for (const s of doc.sentences) {
    const k = s.kind === 'paragraph' ? `p${s.block}` : `${s.kind}:${s.lead ?? ''}:${s.section}`;
    const prev = current[current.length - 1];
    const follows = prev !== undefined && k === key && (s.kind === 'paragraph' || s.block - prev.block <= 1);
    if (!follows && current.length) {
      out.push(current);
      current = [];
    }
    current.push(s);
    key = k;
  }
  if (current.length) out.push(current);
  return out;
}

/** A heading over terms and their meanings. */
const GLOSSARY_HEADING =
  /\b(definitions?|glossary|terms|terminology|key words|what (the|these|some) words mean)\b/i;
/** A term and its meaning: "Chemical restraint – a medicine used ...", "Seclusion: placing a resident alone ...". */
const TERM_AND_MEANING = /^[^.;:–—]{1,50}\s(–|—|-)\s|^[^.;:–—]{1,50}:\s/;

/** A list of terms and their meanings, which says what words mean, not what is done in what order. */
function isGlossary(run: readonly Sentence[]): boolean {
  if (run[0]?.kind !== 'list') return false;
  if (GLOSSARY_HEADING.test(run[0].section)) return true;
  const items = run.filter((s, i) => i === 0 || s.block !== run[i - 1]?.block);
  return (
    items.filter((s) => TERM_AND_MEANING.test(s.source.replace(/\*\*|__/g, ''))).length * 2 > items.length
  );
}

/**
 * A restrictive practice first: in a procedure, a table of steps or a worked example, the first restrictive practice
 * done comes before the first alternative tried; or a table column of first responses holds one.
 */
function restrictiveFirst(runs: readonly Sentence[][]): StructuralBreach[] {
  const out: StructuralBreach[] = [];
  for (const run of runs) {
    if (run[0]?.kind === 'table') {
      for (const row of run)
        for (const [header, value] of cells(row))
          if (
            /\b(first[- ]line|first|initial|immediate)\b/i.test(header) &&
            !QUALIFIED.test(header) &&
            RESTRICTIVE.test(value) &&
            !NOT_A_STEP.test(value) &&
            !QUALIFIED.test(value)
          )
            out.push({ ruleId: 'restrictive-practices-safeguards', sentence: row.text });
    }
    if (run.length < 2 || isGlossary(run)) continue;
    if (
      run[0]?.kind === 'table' &&
      (!cells(run[0]).some(([header]) => STEP_TABLE.test(header)) ||
        cells(run[0]).some(([header]) => HAZARD_COLUMN.test(header)))
    )
      continue;
    // A paragraph is read in order only when it tells a sequence (a worked example, "then", "once").
    if (run[0]?.kind === 'paragraph' && !NARRATIVE.test(run.map((s) => s.text).join(' '))) continue;
    const restrictive = run.findIndex((s) => isRestrictiveStep(s.text));
    const alternative = run.findIndex((s) => ALTERNATIVE.test(s.text) && !isRestrictiveStep(s.text));
    if (restrictive < 0 || alternative <= restrictive) continue;
    // A past case told to show a practice ended ("Mrs P had bed rails raised each night ... Alternatives were trialled
    // ... The rails were removed."): the restraint is what was found, and the alternatives replaced it.
    if (PAST.test(run[restrictive]?.text ?? '') && run.slice(alternative).some((s) => ENDED.test(s.text)))
      continue;
    out.push({ ruleId: 'restrictive-practices-safeguards', sentence: run[restrictive]?.text ?? '' });
  }
  return out;
}

/** A sentence told in the past ("had two bed rails raised", "was started on risperidone"). */
const PAST =
  /\b(?:had|was|were)\s+(?:[\w-]+\s+){0,4}?(?:\w+ed|started|begun|given|put|set|kept|raised|used|applied|prescribed)\b/i;
/** A practice stopped or cut back ("The rails were removed", "the medicine had been stopped", "a dose reduction"). */
const ENDED =
  /\b(?:was|were|had been|has been|have been)\s+(?:then\s+)?(?:removed|stopped|ceased|discontinued|withdrawn|reduced|tapered|taken away|closed)\b/i;

const ROLE = new RegExp(STAFF_ROLE, 'i');
const PERSON_OR_DECISION_MAKER =
  /\b(resident|person|client|care recipient|consumer|substitute decision-?maker|SDM|RPSDM|guardian|enduring|nominee|representative)\b/i;

/** A table that has the provider's own people give consent: a "Who gives consent" cell naming one, or a "Yes" beside one. */
function staffConsentInTables(doc: ParsedDocument): StructuralBreach[] {
  const out: StructuralBreach[] = [];
  for (const row of doc.sentences) {
    if (row.kind !== 'table') continue;
    const pairs = cells(row);
    for (const [header, value] of pairs) {
      if (!/\bconsent/i.test(header)) continue;
      // Where to turn with a doubt ("Refer to the Director of Care; seek advice from the Public Guardian") names no
      // one who consents.
      const names =
        ROLE.test(value) &&
        !/^\s*(no|never|n\/a)\b/i.test(value) &&
        !/^\s*(refer|seek|contact|ask|escalate|check|discuss|consult|speak|talk)\w*\b/i.test(value);
      const yes = /^\s*yes\b/i.test(value);
      const roleBeside = pairs.some(
        ([h, v]) => h !== header && ROLE.test(v) && !PERSON_OR_DECISION_MAKER.test(v) && !/consent/i.test(h),
      );
      if ((/\b(who|by whom|given by|from|provided by)\b/i.test(header) && names) || (yes && roleBeside))
        out.push({ ruleId: 'restrictive-practices-safeguards', sentence: row.text });
    }
  }
  return out;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const TIME_TOKEN = new RegExp(
  [
    '\\b(?<clock>(?<h>\\d{1,2})(?:[.:](?<m>\\d{2}))?\\s*(?<ampm>am|pm|a\\.m\\.|p\\.m\\.))',
    '\\b(?<h24>[01]?\\d|2[0-3]):(?<m24>[0-5]\\d)\\b',
    '\\b(?<named>noon|midday|midnight)\\b',
    `\\b(?<weekday>${WEEKDAYS.join('|')})\\b`,
    `\\b(?<date>\\d{1,2})(?:st|nd|rd|th)?\\s+(?<month>${MONTHS.join('|')})\\b`,
    '\\b(?<next>(?:the )?(?:next|following) (?:day|morning|afternoon|evening|night)|overnight|the day after|tomorrow)\\b',
    '\\b(?<later>(?<n>\\d+|two|three|four|five) days later)\\b',
    '\\b(?<part>morning|afternoon|evening|night|lunchtime)\\b',
  ].join('|'),
  'gi',
);
const SMALL: Record<string, number> = { two: 2, three: 3, four: 4, five: 5 };
const PART_HOURS: Record<string, number> = {
  morning: 9,
  lunchtime: 12,
  afternoon: 15,
  evening: 19,
  night: 22,
};

interface Moment {
  /** Days from the first day named. */
  day: number;
  /** Hours into the day, when known. */
  hour?: number;
}

/** The moments a passage names, in order: a day carried forward, a clock time put on the day it is read with. */
function moments(sentences: readonly string[]): Array<{ sentence: number; at: Moment }> {
  const out: Array<{ sentence: number; at: Moment }> = [];
  let day = 0;
  let weekday: number | null = null;
  let date: number | null = null;
  let pendingHour: number | undefined;
  sentences.forEach((text, sentence) => {
    let lastHour: number | undefined;
    for (const m of text.matchAll(TIME_TOKEN)) {
      const g = m.groups ?? {};
      if (g.clock && g.h) {
        let h = Number(g.h) % 12;
        if (/p/i.test(g.ampm ?? '')) h += 12;
        lastHour = h + Number(g.m ?? 0) / 60;
      } else if (g.h24 && g.m24) lastHour = Number(g.h24) + Number(g.m24) / 60;
      else if (g.named) lastHour = /midnight/i.test(g.named) ? 0 : 12;
      else if (g.weekday) {
        const w = WEEKDAYS.indexOf(g.weekday.toLowerCase());
        if (weekday === null) weekday = w;
        else day += (w - ((weekday + day) % 7) + 7) % 7;
        // A clock time just before the day ("at 3:00 pm on Saturday") belongs to it.
        if (lastHour !== undefined) {
          out.push({ sentence, at: { day, hour: lastHour } });
          lastHour = undefined;
          continue;
        }
        pendingHour = undefined;
        out.push({ sentence, at: { day } });
        continue;
      } else if (g.date && g.month) {
        const d = Math.round(
          Date.UTC(2001, MONTHS.indexOf(g.month.toLowerCase()), Number(g.date)) / 86_400_000,
        );
        if (date === null) date = d;
        day = d - date;
        if (lastHour !== undefined) {
          out.push({ sentence, at: { day, hour: lastHour } });
          lastHour = undefined;
        } else out.push({ sentence, at: { day } });
        continue;
      } else if (g.next) {
        day += 1;
        pendingHour = PART_HOURS[/(morning|afternoon|evening|night)/i.exec(g.next)?.[1]?.toLowerCase() ?? ''];
        out.push({ sentence, at: { day, ...(pendingHour !== undefined ? { hour: pendingHour } : {}) } });
        continue;
      } else if (g.later && g.n) {
        day += /^\d+$/.test(g.n) ? Number(g.n) : (SMALL[g.n.toLowerCase()] ?? 0);
        out.push({ sentence, at: { day } });
        continue;
      } else if (g.part) {
        const last = out[out.length - 1];
        if (last && last.sentence === sentence && last.at.hour === undefined)
          last.at.hour = PART_HOURS[g.part.toLowerCase()];
        continue;
      } else continue;
      // A clock time: on the day already named in this sentence or carried from before.
      const last = out[out.length - 1];
      if (last && last.sentence === sentence && last.at.hour === undefined && last.at.day === day) {
        last.at.hour = lastHour;
        lastHour = undefined;
      }
    }
    if (lastHour !== undefined) out.push({ sentence, at: { day, hour: lastHour } });
  });
  return out;
}

/** The least number of hours that can lie between two moments. */
function leastHours(from: Moment, to: Moment): number {
  return (to.day - from.day) * 24 + (to.hour ?? 0) - (from.hour ?? 24);
}

/** What makes an incident Priority 1 when the example does not say so. */
const PRIORITY_1_KIND =
  /\b(police|unexpected(ly)? death|died|missing|unlawful sexual|sexual (contact|assault)|x-?ray|hospital|emergency department|ambulance|fracture\w*|medical (attention|treatment)|clinic|GP|doctor)\b/i;
const NOTIFIED =
  /\b(lodg\w*|notif\w*|submit\w*|report\w*|calls?|rings?|phones?|contacts?|emails?)\b[^.]{0,80}\b(Commission|priority\s*(1|one)|p1|SIRS|notification)\b|\b(notification|SIRS report)\b[^.]{0,60}\b(lodg\w*|submit\w*|made|sent)\b/i;

/**
 * A worked example in which a Priority 1 incident is notified more than 24 hours after anyone knew of it, worked
 * out from its days and clock times ("at 4.40 pm on a Friday" ... "at 9.15 am on the following Monday").
 */
function lateExamples(runs: readonly Sentence[][]): StructuralBreach[] {
  const out: StructuralBreach[] = [];
  for (const run of runs) {
    // A question sets out what might happen ("Can the notification wait until Tuesday?"), not what did.
    const texts = run.map((s) => s.text).filter((t) => !/\?\s*$/.test(t));
    const whole = texts.join(' ');
    if (PRIORITY_2.test(whole) && !PRIORITY_1.test(whole)) continue;
    if (!PRIORITY_1.test(whole) && !PRIORITY_1_KIND.test(whole)) continue;
    const all = moments(texts);
    const first = all[0];
    if (!first) continue;
    for (const [i, text] of texts.entries()) {
      if (!NOTIFIED.test(text)) continue;
      const at = all.filter((m) => m.sentence === i).pop();
      const hours = at && at !== first ? leastHours(first.at, at.at) : 0;
      if (at && hours > 24) {
        const exact = first.at.hour !== undefined && at.at.hour !== undefined;
        out.push({
          ruleId: 'sirs-priority-1',
          sentence: text,
          reading: `In this example the Commission is notified ${exact ? 'about' : 'at least'} ${Math.round(hours)} hours after the incident was first known.`,
        });
        break;
      }
    }
  }
  return out;
}

const MONTH_YEAR = new RegExp(`\\b(?:(${MONTHS.join('|')})\\s+)?((?:19|20)\\d{2})\\b`, 'gi');
const SERVICE_ENDED =
  /\b(left|leaves|discharg\w*|exit\w*|ceased|stopped|last (service|entry|contact|visit)|died|passed away|moved out|closed|ended|until)\b/i;
const DESTROYED = /\b(shred\w*|destroy\w*|dispos\w*|delet\w*|purg\w*|wiped)\b/i;

/** The months a sentence's dates give ("March 2020" -> 2020 * 12 + 2; a year alone is read as its last month). */
function monthsIn(text: string, latest: boolean): number[] {
  return [...text.matchAll(MONTH_YEAR)].map((m) => {
    const month = m[1] ? MONTHS.indexOf(m[1].toLowerCase()) : latest ? 11 : 0;
    return Number(m[2]) * 12 + month;
  });
}

/**
 * A worked example in which records are destroyed less than 7 years after the person's service ended, worked out from
 * its dates ("left our service in March 2020 ... shredded in April 2024").
 */
function earlyDestruction(runs: readonly Sentence[][]): StructuralBreach[] {
  const out: StructuralBreach[] = [];
  for (const run of runs) {
    const ended = run.find((s) => SERVICE_ENDED.test(s.text) && monthsIn(s.text, false).length);
    const destroyed = run.find((s) => DESTROYED.test(s.text) && monthsIn(s.text, true).length);
    if (!ended || !destroyed) continue;
    // A line that keeps the records for the 7 years ("Any record not yet destroyed on 1 November 2025 is kept for 7
    // years") shows no early destruction, whatever dates it gives.
    if (/\b(7|seven)\s*(?:\(7\)\s*)?years?\b/i.test(destroyed.text)) continue;
    // A finding that names the destruction a problem ("Files of clients who left in 2016–2017 destroyed in 2022; Detail:
    // Destroyed early") is the provider finding the fault, not its practice.
    if (/\b(early|too soon|prematurely|in breach|breach\w*|non-?complian\w*|finding)\b/i.test(destroyed.text))
      continue;
    // The last date the ending sentence gives ("from 2015 until March 2021"), the latest the records can have gone.
    const from = Math.max(...monthsIn(ended.text, false));
    const to = Math.max(...monthsIn(destroyed.text, true));
    const years = (to - from) / 12;
    if (to >= from && years < 7)
      out.push({
        ruleId: 'records-destroyed-early',
        sentence: destroyed.text,
        reading: `In this example the records are destroyed about ${Math.max(1, Math.round(years))} years after the service ended.`,
      });
  }
  return out;
}

/** An internal step that decided the incident happened, told before the notification it was waited for. */
const DETERMINED =
  /\b(investigation|inquiry|enquir\w*|review|audit|assessment|meeting)\b[^.]{0,80}\b(concluded|found|confirmed|determined|established|substantiated|agreed|decided)\b[^.]{0,60}\b(occurred|happened|took place|credible|true|substantiated|consistent with|founded)\b/i;

/**
 * A worked example in which the notification comes only after an internal review decided the incident happened ("the
 * review ... concluded on 18 March that the allegation was credible. The SIRS notification was lodged that afternoon").
 */
function notifiedAfterFinding(runs: readonly Sentence[][]): StructuralBreach[] {
  const out: StructuralBreach[] = [];
  for (const run of runs) {
    const texts = run.map((s) => s.text);
    const found = texts.findIndex((t) => DETERMINED.test(t));
    if (found < 0) continue;
    const notified = texts.findIndex(
      (t, i) => i >= found && NOTIFIED.test(t) && !/\b(already|earlier|had been|previously)\b/i.test(t),
    );
    const before = texts.findIndex((t, i) => i < found && NOTIFIED.test(t));
    if (notified >= 0 && before < 0)
      out.push({ ruleId: 'sirs-alleged-suspected', sentence: texts[notified] ?? '' });
  }
  return out;
}

/** A list whose lead makes its items compulsory ("all fields mandatory") and asks for the discloser's name or number. */
function identityRequired(doc: ParsedDocument): StructuralBreach[] {
  return doc.sentences
    .filter(
      (s) =>
        s.kind === 'list' &&
        /\b(mandatory|required|compulsory|must (be )?(complete|provide|include|give))\b/i.test(
          s.lead ?? '',
        ) &&
        !/\b(optional|not required|anonymous)\b/i.test(s.lead ?? '') &&
        /^\W*((full |your )?name|employee (number|ID)|staff (number|ID)|payroll number|signature)\b/i.test(
          s.text,
        ),
    )
    .slice(0, 1)
    .map((s) => ({ ruleId: 'whistleblower-anonymous', sentence: s.text }));
}

/** Every breach the document's structure shows, for the requirements that are its topics. */
export function structuralBreaches(doc: ParsedDocument, topics: readonly string[]): StructuralBreach[] {
  const runs = sequences(doc);
  const all = [
    ...(topics.includes('restrictive-practices')
      ? [...restrictiveFirst(runs), ...staffConsentInTables(doc)]
      : []),
    ...(topics.includes('incidents') ? [...lateExamples(runs), ...notifiedAfterFinding(runs)] : []),
    ...(topics.includes('whistleblower') ? identityRequired(doc) : []),
    ...(topics.includes('records') ? earlyDestruction(runs) : []),
  ];
  return all.filter((b, i) => all.findIndex((o) => o.ruleId === b.ruleId && o.sentence === b.sentence) === i);
}
