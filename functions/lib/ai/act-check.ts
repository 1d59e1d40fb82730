// Deterministic checks of the user's own policy text against the Act's checkable rules (shared/act/rules.ts). They run
// after either AI provider and a model cannot override them: a rule the question or the cited text touches is stated,
// labelled as the Act's, and a sentence of the policy that contradicts it is quoted as such.
import { ACT_RULES, formatCitation, getActRequirement, type ActRule } from '../../../shared/act';
import { DURATION, NUM, NUMBER_WORDS } from './text/facts';

export interface ActFinding {
  ruleId: string;
  requirementId: string;
  title: string;
  statement: string;
  citation: string;
  /** True when the policy's own words go against the rule. */
  contradicted: boolean;
  strength: ActRule['strength'];
  /** The policy sentence that goes against it. */
  policyText?: string;
}

const HOURS: Record<string, number> = { minute: 1 / 60, hour: 1, day: 24, week: 168, month: 730, year: 8760 };

/** Every duration a sentence states, in hours ("within 72 hours" -> 72, "30 business days" -> 1008). */
export function durationsInHours(sentence: string): number[] {
  return durationsWithPlace(sentence).map((d) => d.hours);
}

/** "two (2) years" -> "2 years", "24 h" / "24hrs" -> "24 hours", "3 yrs", "18 mths": the ways drafting writes a duration. */
function normaliseDurations(sentence: string): string {
  return sentence
    .replace(/\b[a-z-]+\s*\((\d+(?:\.\d+)?)\)/gi, (whole, digits: string) => {
      const word = whole.replace(/\s*\(.*$/, '').toLowerCase();
      return NUMBER_WORDS[word] !== undefined ? digits : whole;
    })
    .replace(/\b(\d+(?:\.\d+)?)\s*(?:h|hrs?)\b/gi, '$1 hours')
    .replace(/\b(\d+(?:\.\d+)?)\s*(?:yrs?|y\/o)\b/gi, '$1 years')
    .replace(/\b(\d+(?:\.\d+)?)\s*(?:mths?|mos?|mnths?)\b/gi, '$1 months')
    .replace(/\b(\d+(?:\.\d+)?)\s*(?:wks?)\b/gi, '$1 weeks');
}

/** Words that make the duration after them a frequency ("reviewed every two years", "once each year"). */
const FREQUENCY_BEFORE = /\b(every|each|per|once a|once per|at least every|no less than every)\s+$/i;

/** Every duration a sentence states, in hours, with where it starts in the normalised sentence. */
function durationsWithPlace(sentence: string): Array<{ hours: number; index: number }> {
  const out: Array<{ hours: number; index: number }> = [];
  const normalised = normaliseDurations(sentence);
  for (const m of normalised.matchAll(new RegExp(DURATION.source, 'gi'))) {
    const text = m[0].toLowerCase();
    const numberText = /^[\d.]+|^[a-z-]+/.exec(text)?.[0] ?? '';
    const n = /^\d/.test(numberText) ? Number(numberText) : (NUMBER_WORDS[numberText] ?? NaN);
    const unit = /(minute|hour|day|week|month|year)/.exec(text)?.[1];
    // "every two years", "each 12 months": how often something happens, not a period or a time limit.
    const before = normalised.slice(0, m.index ?? 0);
    if (FREQUENCY_BEFORE.test(before)) continue;
    // Five business or working days take a week: "30 business days" runs past 30 days.
    const weekdays = /\b(business|working)\s+days?\b/.test(text) ? 7 / 5 : 1;
    if (!Number.isNaN(n) && unit) out.push({ hours: n * (HOURS[unit] ?? 1) * weekdays, index: m.index ?? 0 });
  }
  return out;
}

/** A deadline for doing something ("scanned within 2 business days", "reviewed within three years"), not a period. */
const DEADLINE_BEFORE =
  /^(?![^.]*\b(retain\w*|retention|kept|keep|stored?|held|destroy\w*|dispos\w*|purg\w*|delet\w*|shred\w*|archiv\w*)\b[^.]{0,30}$).*\b(within|in|by|no later than)\s+$/i;

/** Two periods or events of which the first to end decides. */
const WHICHEVER_EARLIER =
  /\bwhichever\s+(?:is|comes|occurs|happens|falls)?\s*(?:the\s+)?(earlier|earliest|sooner|soonest|first|shorter|shortest|lesser|least)\b/i;
/** An event that may come before a period ends. */
const CUT_SHORT_BY =
  /\b(discharg\w*|exits?|leaves?|departs?|ceases?|dies|death|deceased|transfer\w*|clos(e|ed|ure)|no longer (needed|required)|request\w*)\b/i;

/** The periods a sentence states, in hours: not a deadline for a task, never counted in business or working days. */
function periodsInHours(sentence: string): number[] {
  // Records moved, archived or scanned after a time, and neither kept nor destroyed by it: no retention period.
  if (
    /\b(archiv\w*|moved|transferr\w*|off-?site|scanned|migrat\w*)\b/i.test(sentence) &&
    !/\b(destroy\w*|delet\w*|dispos\w*|purg\w*|shred\w*|retain\w*|retention|kept|keep)\b/i.test(sentence)
  )
    return [];
  const normalised = normaliseDurations(sentence);
  return durationsWithPlace(sentence)
    .filter((d) => {
      const before = normalised.slice(0, d.index);
      const text = normalised.slice(d.index, d.index + 30);
      return !DEADLINE_BEFORE.test(before) && !/^\S+\s+(business|working)\b/i.test(text);
    })
    .map((d) => d.hours);
}

/**
 * The duration that belongs to the rule's subject: the first one after where the subject is named ("P1 24 h, P2 30
 * days" gives Priority 1 its 24 hours), else the nearest one before it.
 */
function durationFor(sentence: string, near: RegExp, other?: RegExp): number | null {
  const normalised = normaliseDurations(sentence);
  // "does not meet the Priority 1 criteria" names what an incident is not, not the subject of the limit beside it.
  let subjects = normalised.replace(
    /\b(not|no|never|fails? to|don't|doesn't)\s+(meet|meets|satisfy|satisfies|reach|reaches)?\s*(the\s+)?(priority\s*:?\s*(1|one|2|two)|p[12])\s+(criteria|threshold|definition|test)\b/gi,
    (m) => ' '.repeat(m.length),
  );
  // A table row read as "Heading: cell; Heading: cell": where its own cells name one subject ("Level: PRIORITY 2"),
  // a subject in a column's heading ("It is Priority 1 if...: Any other incident") names the column, not the row.
  const segments = [...subjects.matchAll(/(?:^|;\s)([^:;]{1,80}):\s([^;]*)/g)];
  if (segments.length >= 2) {
    const inCells = (re: RegExp) => {
      const once = new RegExp(re.source, re.flags.replace('g', ''));
      return segments.some((m) => once.test(m[2] ?? ''));
    };
    if (other && inCells(near) !== inCells(other)) {
      for (const m of segments) {
        const label = m[1] ?? '';
        const from = (m.index ?? 0) + m[0].indexOf(label);
        subjects = subjects.slice(0, from) + ' '.repeat(label.length) + subjects.slice(from + label.length);
      }
    }
  }
  const at = new RegExp(near.source, near.flags.replace('g', '')).exec(subjects)?.index;
  const places = (re: RegExp) =>
    [...subjects.matchAll(new RegExp(re.source, `${re.flags.replace('g', '')}g`))].map((m) => m.index ?? 0);
  const mine = places(near);
  const theirs = other ? places(other) : [];
  const distance = (index: number, to: number[]) => Math.min(...to.map((p) => Math.abs(p - index)));
  // Within its own clause, a duration belongs to the one subject the clause names ("Priority 1 reports ... within 48
  // hours of us finding out, and Priority 2 reports within 30 days"; "within 24 hours ... if it is a Priority 1
  // incident, and within 30 days if it is a Priority 2 incident").
  const breaks = [...subjects.matchAll(/[,;]/g)].map((m) => m.index ?? 0);
  const clauseOf = (index: number) => [
    Math.max(-1, ...breaks.filter((b) => b < index)),
    Math.min(subjects.length, ...breaks.filter((b) => b >= index)),
  ];
  const inClause = (index: number, to: number[]) => {
    const [from, until] = clauseOf(index);
    return to.some((p) => p > (from ?? -1) && p < (until ?? subjects.length));
  };
  const nearer = (index: number) => {
    const own = inClause(index, mine);
    const others = inClause(index, theirs);
    if (own !== others) return own;
    return distance(index, mine) <= distance(index, theirs);
  };
  // A duration followed by "for" and a subject ("24 hours for Priority 1, 30 days for Priority 2"), or by the subject in
  // brackets ("within 24 hours (Priority 1) or 30 days (Priority 2)"), is that subject's.
  const forSubject = (d: { index: number }, re: RegExp) => {
    const after = subjects.slice(d.index).replace(new RegExp(`^(?:${DURATION.source})`, 'i'), '');
    return new RegExp(
      `^\\s*(?:(?:for|of)\\s+|\\(\\s*|[:–—]\\s*)(?:a\\s+|an\\s+|the\\s+)?(?:${re.source})`,
      re.flags.replace('g', ''),
    ).test(after);
  };
  // With another subject in the sentence, a duration belongs to whichever subject is named nearer to it.
  const all = durationsWithPlace(sentence).filter((d) =>
    other && forSubject(d, other)
      ? false
      : forSubject(d, near) || !theirs.length || !mine.length || nearer(d.index),
  );
  if (!all.length) return null;
  // The subject named only as a test ("does not meet the Priority 1 criteria"): no limit of its own.
  if (at === undefined) return mine.length || !theirs.length ? Math.min(...all.map((d) => d.hours)) : null;
  const after = all.filter((d) => d.index >= at);
  if (after.length) return after[0]?.hours ?? null;
  return all[all.length - 1]?.hours ?? null;
}

/** A time counted from the notification ("within 7 days of notification", "one business day of it being notified"). */
const AFTER_NOTIFICATION = new RegExp(
  `\\b${NUM}\\s*(?:business\\s+|working\\s+)?(?:hours?|days?)\\s+(?:of|after|from|following)\\s+(?:(?:the\\s+|its\\s+)?(?:notification|notifying|lodge?ment|lodging)|(?:it|the incident|the notification)\\s+(?:being|was|is|has been)\\s+(?:notified|lodged|made))\\b`,
  'gi',
);

/**
 * How long a record is kept ("Data breach assessments ...; Kept for: 7 years", "notices are retained for 7 years") is
 * no time limit for doing what the record is of.
 */
const KEPT_FOR = new RegExp(
  `\\b(?:kept|retained|stored|archived|held)\\s+for\\s*:?\\s*(?:at\\s+least\\s+|a\\s+minimum\\s+of\\s+|not\\s+less\\s+than\\s+)?${NUM}\\s*(?:years?|months?|weeks?|days?)\\b`,
  'gi',
);

/**
 * A sentence that says the provider does not make rules of a kind ("The House does not make rules that apply to every
 * Artist", "we never impose blanket restrictions", "there are no house rules"): the rules it quotes as examples of what
 * it does not do ("for example, \"no visitors at mealtimes\"") are not its practice.
 */
const DISOWNS_RULES =
  /\b(?:(?:does|do|did|will|shall|must|should|would)\s+not|don['’]t|doesn['’]t|won['’]t|never)\s+(?:[\w'’]+\s+){0,2}?(?:make|makes|impose|imposes|set|sets|have|has|use|uses|apply|applies|introduce|adopt|enforce|write)\b[^.;:]{0,60}\b(?:rules?|restrictions?|bans?|limits?|routines?|conditions?)\b|\b(?:there\s+are\s+)?no\s+(?:blanket|house|general|one-size-fits-all)\s+(?:rules?|restrictions?|bans?)\b/i;

/** What a sentence quotes or gives in brackets as an example: "...", “...”, ‘...’, "(for example, ...)", "(such as ...)". */
const QUOTED_EXAMPLES =
  /"[^"]*"|“[^”]*”|‘[^’]*’|\((?:for example|for instance|e\.g\.|eg|such as|like)\b[^)]*\)/gi;

function withoutDisownedExamples(sentence: string): string {
  return DISOWNS_RULES.test(sentence) ? sentence.replace(QUOTED_EXAMPLES, ' ') : sentence;
}

/**
 * Whether a sentence goes against a checkable rule. The sentence must be about the rule's topic (a time limit near
 * "Priority 1", consent in a sentence about restraint), unless the whole text is known to be on that topic.
 */
export function violates(rule: ActRule, sentence: string, onTopic = false): boolean {
  return violations(rule, sentence, onTopic).length > 0;
}

/**
 * The ways a sentence goes against a rule: the indexes of the forbidden rule's patterns it matches ([0] for the other
 * kinds of rule), none where it does not. Two sentences whose first indexes differ break the rule differently
 * ("anonymous reports are not investigated" and "the person it is about is told who raised it"); one that matches more
 * patterns states the breach more plainly.
 */
export function violations(rule: ActRule, sentence: string, onTopic = false): number[] {
  if (!onTopic && !rule.topic.test(sentence)) return [];
  const check = rule.check;
  if (check.kind === 'forbidden') {
    // A clause number's dots ("listed in clause 3.3 that has been substantiated") and a time's ("by 10.00 am on the next
    // business day") are not the sentence's end, which the patterns read as any full stop.
    const text = withoutDisownedExamples(sentence).replace(/(\d)\.(?=\d)/g, '$1\u2024');
    return check.patterns.flatMap((p, i) => (p.test(text) ? [i] : []));
  }
  return checkOther(rule, sentence) ? [0] : [];
}

function checkOther(rule: ActRule, sentence: string): boolean {
  const check = rule.check;
  if (check.kind === 'forbidden') return false;
  if (!check.near.test(sentence)) return false;
  if (check.kind === 'max-duration') {
    if (check.about && !check.about.test(sentence)) return false;
    // A time counted from the notification itself ("reviews every Priority 1 incident within 7 days of notification")
    // is what happens after it, not the limit for making it.
    const text = sentence.replace(AFTER_NOTIFICATION, '').replace(KEPT_FOR, '');
    const hours = durationFor(text, check.near, check.other);
    return hours !== null && hours > check.maxHours;
  }
  if (check.except?.test(sentence)) return false;
  // Without a word of keeping, destroying or retention (a row of a policy about records), a period under a year is how
  // long something else lasts ("manual service records for up to 72 hours of system outage", a table row's "Number: 30
  // days" for a notice), not a retention.
  const hours = periodsInHours(sentence).filter((h) => rule.topic.test(sentence) || h >= 365 * 24);
  // "7 years from the last entry, or 2 years after death, whichever is earlier": the shorter one is the period, and an
  // event offered in the other's place can cut the period short.
  if (WHICHEVER_EARLIER.test(sentence)) {
    if (hours.length > 1) return Math.min(...hours) < check.minHours;
    if (hours.length === 1 && CUT_SHORT_BY.test(sentence)) return true;
  }
  if (hours.length) return Math.max(...hours) < check.minHours;
  return check.untilEvent?.test(sentence) ?? false;
}

function finding(rule: ActRule, contradicted: boolean, policyText?: string): ActFinding {
  const requirement = getActRequirement(rule.requirementId);
  return {
    ruleId: rule.id,
    requirementId: rule.requirementId,
    title: requirement?.title ?? rule.requirementId,
    statement: rule.statement,
    citation: requirement ? formatCitation(requirement) : '',
    contradicted,
    strength: rule.strength,
    ...(policyText ? { policyText } : {}),
  };
}

/**
 * The Act's rules that a question and the policy text it was answered from touch, each with whether that text
 * contradicts it. `sentences` are the statements of the cited sections, the answering ones first.
 */
export function checkAgainstAct(question: string, sentences: readonly string[]): ActFinding[] {
  const out: ActFinding[] = [];
  for (const rule of ACT_RULES) {
    const askedAbout = rule.topic.test(question);
    const onTopic = sentences.filter((s) => rule.topic.test(s));
    if (!askedAbout && !onTopic.length) continue;
    // The cited sections are about the rule's topic: any of their statements may go against it.
    const against = sentences.find((s) => violates(rule, s, true));
    if (against) out.push(finding(rule, true, against));
    else if (askedAbout) out.push(finding(rule, false));
  }
  // A rule and the narrower rule within it say the same thing twice: the narrower one is quoted, unless only the
  // broader one finds a breach; both only where each finds a breach in a sentence of its own.
  const narrowerOf = new Map(ACT_RULES.flatMap((r) => (r.narrows ? [[r.narrows, r.id] as const] : [])));
  const broaderOf = new Map([...narrowerOf].map(([broad, narrow]) => [narrow, broad] as const));
  const has = (id: string | undefined) => out.find((f) => f.ruleId === id);
  const kept = out.filter((f) => {
    const narrower = has(narrowerOf.get(f.ruleId));
    if (narrower) return f.contradicted && (!narrower.contradicted || narrower.policyText !== f.policyText);
    const broader = has(broaderOf.get(f.ruleId));
    return f.contradicted || !broader?.contradicted;
  });
  return kept.sort((a, b) => Number(b.contradicted) - Number(a.contradicted)).slice(0, 3);
}
