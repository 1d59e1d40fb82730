// Facts a sentence states, found by pattern: timeframes, frequencies, roles, organisations, domain terms, numbers.
// The quiz blanks them and the assistant uses them for short answers ("within 24 hours").
import { findDates } from './dates';

export type SpanKind =
  | 'duration'
  | 'frequency'
  | 'measure'
  | 'money'
  | 'date'
  | 'phone'
  | 'role'
  | 'organisation'
  | 'term'
  | 'name'
  | 'acronym'
  | 'word';

export interface Span {
  start: number;
  end: number;
  text: string;
  kind: SpanKind;
  /** Category of a gazetteer term, so distractors come from the same category. */
  category?: string;
}

export const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fourteen: 14,
  'twenty-four': 24,
  thirty: 30,
  'forty-eight': 48,
  'seventy-two': 72,
};
export const NUM = `(?:\\d+(?:\\.\\d+)?|${Object.keys(NUMBER_WORDS).join('|')})`;
export const DURATION = new RegExp(
  `\\b${NUM}(?:\\s*-\\s*|\\s+)(?:(?:business|working|calendar|clear)\\s+)?(?:minutes?|hours?|days?|weeks?|months?|years?)\\b`,
  'gi',
);
export const FREQUENCY =
  /\b(?:every\s+(?:(?:\d+|two|three|four|six|twelve)\s+)?(?:day|days|week|weeks|month|months|year|years|quarter|shift|change of shift)|(?:once|twice|three times)\s+(?:a|per|each|every)\s+(?:day|week|month|year|shift)|annually|monthly|weekly|daily|quarterly|fortnightly|yearly|each\s+(?:day|week|month|quarter|year))\b/gi;
const MEASURE =
  /\b\d+(?:\.\d+)?\s*(?:(?:and|to|-)\s*\d+(?:\.\d+)?\s*)?(?:degrees(?:\s+Celsius)?|°C|per\s+cent|percent|%|kilograms?|kg|millilitres?|ml|litres?)/gi;
const MONEY = /\$\d+(?:,\d{3})*(?:\.\d{2})?(?:\s+(?:million|billion))?/g;
// "000" is the emergency number, not the end of "14,000".
const PHONE =
  /\b(?:1[38]00\s?\d{3}\s?\d{3}|13\s?\d{2}\s?\d{2}|0\d\s?\d{4}\s?\d{4}|(?<![\d,.])000(?![\d,]))\b/g;
const ROLE_NOUNS =
  'Manager|Officer|Nurse|Nurses|Lead|Coordinator|Co-ordinator|Director|Committee|Board|Team|Practitioner|Pharmacist|Executive|Leader|Supervisor|Commissioner|Counsel|Educator|Administrator|Chair|Secretary|Physiotherapist|Dietitian';
const ROLE = new RegExp(
  `\\b(?:[A-Z][a-zA-Z'’-]+\\s+){0,4}(?:${ROLE_NOUNS})(?:\\s+of\\s+[A-Z][a-zA-Z]+(?:\\s+(?:and\\s+)?[A-Z][a-zA-Z]+)*)?\\b`,
  'g',
);
/**
 * A role named for the two things it looks after ("People and Culture Manager", "Quality & Risk Coordinator",
 * "Clinical Governance and Quality Committee"), not two parties joined by "and" ("Residents and Care Managers",
 * "the Board and Chief Executive"), nor the owner in front of it ("the Board's People and Mission Committee").
 */
const JOINED_ROLE = new RegExp(
  `\\b((?:[A-Z][a-zA-Z'’-]+\\s+){0,2})([A-Z][a-zA-Z-]+)\\s+(?:and|&)\\s+(?:[A-Z][a-zA-Z'’-]+\\s+){0,2}(?:${ROLE_NOUNS})\\b`,
  'g',
);
const PARTY =
  /^(?:Residents?|Famil(?:y|ies)|Clients?|Consumers?|Staff|Workers?|Volunteers?|Carers?|Visitors?|Contractors?|Students?|Doctors?|GPs?|Police|Members?|Representatives?|Employees?|Partners?|Boards?|Chairs?|Executives?|Directors?|Managers?|Officers?|Nurses?|Leads?|Leaders?|Coordinators?|Co-ordinators?|Committees?|Teams?|Practitioners?|Pharmacists?|Supervisors?|Educators?|Administrators?|Secretar(?:y|ies)|CEO)$/;
function collectJoinedRoles(text: string, out: Span[]): void {
  JOINED_ROLE.lastIndex = 0;
  for (const m of text.matchAll(JOINED_ROLE)) {
    const before = m[1] ?? '';
    const first = m[2] ?? '';
    const owners = /^(?:[A-Z][a-zA-Z-]+['’]s\s+)+/.exec(before)?.[0] ?? '';
    const lead = before.slice(owners.length);
    // "Families and Care Managers", "the Board and Chief Executive": two parties, not one role.
    if (PARTY.test(first)) continue;
    if (/['’]s\s*$/.test(lead) || /['’]s$/.test(first)) continue;
    const start = (m.index ?? 0) + owners.length;
    const raw = m[0].slice(owners.length);
    out.push({ start, end: start + raw.length, text: raw, kind: 'role' });
  }
}
/** A name with "and" in it that is one role ("People and Culture Manager"), not two ("Board and Chief Executive"). */
export function joinedRole(name: string): boolean {
  const found: Span[] = [];
  collectJoinedRoles(name.trim(), found);
  return found.some((s) => s.start === 0 && s.end === name.trim().length);
}
const ORG_NOUNS =
  'Commission|Network|Service|Services|Department|Unit|Office|Authority|Agency|Scheme|Program|Programme|Council|Tribunal|Ombudsman|Australia';
const ORGANISATION = new RegExp(
  `\\b(?:[A-Z][a-zA-Z'’-]+\\s+)(?:(?:and|of|for|the|on)\\s+|[A-Z][a-zA-Z'’-]+,?\\s+){0,6}(?:${ORG_NOUNS})\\b`,
  'g',
);
const TITLE_PHRASE =
  /\b(?:[A-Z][a-z][a-zA-Z'’-]*\s+)(?:(?:of|and|for|the|to)\s+)?(?:[A-Z][a-z][a-zA-Z'’-]*\s*){1,4}\b/g;
const ACRONYM = /\b[A-Z][A-Z0-9]{1,5}(?:-[A-Z]{2,5})?s?\b/g;

/** Domain terms by kind, for spotting terms in a sentence and for distractors when the policy has too few. */
export const TERMS: Record<string, readonly string[]> = {
  record: [
    'incident register',
    'complaints register',
    'risk register',
    'drug register',
    'surveillance register',
    'care plan',
    'behaviour support plan',
    'outbreak management plan',
    'Plan for Continuous Improvement',
    'medication chart',
    'incident report form',
    'feedback form',
    'service agreement',
    'advance care plan',
    'progress notes',
    'self-administration assessment',
    'training register',
    'consent form',
  ],
  practice: [
    'hand hygiene',
    'open disclosure',
    'root cause analysis',
    'standard precautions',
    'transmission-based precautions',
    'antimicrobial stewardship',
    'respiratory hygiene',
    'cough etiquette',
    'informed consent',
    'competency assessment',
    'rapid antigen test',
    'cohorting',
    'case conference',
    'handover',
    'risk assessment',
    'clinical handover',
  ],
  equipment: [
    'personal protective equipment',
    'alcohol-based hand rub',
    'locked safe',
    'medication trolley',
    'medication fridge',
    'suggestion box',
    'yellow bins',
    'sharps container',
    'eye protection',
    'gloves',
    'gowns',
    'masks',
  ],
  harm: [
    'unreasonable use of force',
    'neglect',
    'psychological or emotional abuse',
    'unexpected death',
    'stealing or financial coercion',
    'unlawful sexual contact',
    'inappropriate use of restrictive practices',
    'unexplained absence',
    'near miss',
    'adverse drug reaction',
    'data breach',
    'missed dose',
    'fall',
  ],
  law: [
    'Serious Incident Response Scheme',
    'Notifiable Data Breaches scheme',
    'Australian Privacy Principles',
    'Privacy Act 1988',
    'Aged Care Act 2024',
    'Statement of Rights',
    'Code of Conduct for Aged Care',
    'Aged Care Rules 2025',
    'Statement of Principles',
    'Aged Care Quality Standards',
  ],
  information: [
    'personal information',
    'health information',
    'sensitive information',
    'identifying information',
  ],
  person: [
    'general practitioner',
    'pharmacist',
    'accredited pharmacist',
    'authorised prescriber',
    'prescriber',
    'personal care worker',
    'personal care workers',
    'care worker',
    'registered nurse',
    'enrolled nurse',
    'advocate',
    'representative',
    'substitute decision-maker',
    'next of kin',
    'investigator',
    'licensed contractor',
    'police',
    'public health unit',
  ],
};
/**
 * Terms of which one is a kind of the other, or that overlap, in the field's own usage: hand hygiene is a standard
 * precaution, a GP is a prescriber, health information is personal information. Neither is a fair distractor for the
 * other, since a reader could rightly choose it. A family with a broader term nests its members under it (hand
 * hygiene and cough etiquette stay distinct from each other); an overlapping family's terms all blur into each other.
 */
const TERM_FAMILIES: ReadonlyArray<{ broader?: string; members: readonly string[] }> = [
  {
    broader: 'standard precautions',
    members: [
      'hand hygiene',
      'respiratory hygiene',
      'cough etiquette',
      'personal protective equipment',
      'alcohol-based hand rub',
      'gloves',
      'gowns',
      'masks',
      'eye protection',
    ],
  },
  {
    broader: 'transmission-based precautions',
    members: ['personal protective equipment', 'gloves', 'gowns', 'masks', 'eye protection', 'cohorting'],
  },
  { broader: 'personal protective equipment', members: ['gloves', 'gowns', 'masks', 'eye protection'] },
  { broader: 'prescriber', members: ['authorised prescriber', 'general practitioner', 'nurse practitioner'] },
  { broader: 'pharmacist', members: ['accredited pharmacist'] },
  { broader: 'care worker', members: ['personal care worker', 'personal care workers'] },
  { broader: 'nurse', members: ['nurses', 'registered nurse', 'enrolled nurse'] },
  {
    members: [
      'personal information',
      'health information',
      'sensitive information',
      'identifying information',
    ],
  },
  { members: ['clinical handover', 'handover'] },
  // A missed or wrong dose is a medication error, and every one of these is a medication incident.
  ...['error', 'mistake', 'medication error', 'dosing error', 'medication mistake'].map((broader) => ({
    broader,
    members: [
      'missed dose',
      'wrong dose',
      'omitted dose',
      'wrong medication',
      'wrong medicine',
      'double dose',
    ],
  })),
  {
    broader: 'medication incident',
    members: [
      'missed dose',
      'wrong dose',
      'omitted dose',
      'medication error',
      'near miss',
      'adverse drug reaction',
    ],
  },
];

function related(x: string, y: string): boolean {
  for (const f of TERM_FAMILIES) {
    const broader = f.broader?.toLowerCase();
    const members = f.members.map((m) => m.toLowerCase());
    if (broader) {
      if ((x === broader && members.includes(y)) || (y === broader && members.includes(x))) return true;
    } else if (members.includes(x) && members.includes(y)) return true;
  }
  return false;
}

export function nestedTerms(a: string, b: string): boolean {
  const x = a.trim().toLowerCase();
  const y = b.trim().toLowerCase();
  if (!x || !y || x === y) return false;
  return related(x, y) || sameName(x, y);
}

/** Whether every word of the shorter name is in the longer ("Board" and "Board of Directors"), owners' names aside. */
export function sameName(a: string, b: string): boolean {
  const x = a.trim().toLowerCase();
  const y = b.trim().toLowerCase();
  if (!x || !y || x === y || /\d/.test(x) || /\d/.test(y)) return false;
  const content = (t: string) =>
    t
      .split(/[^\p{L}\p{N}'’-]+/u)
      .filter((w) => w && !/['’]s$/.test(w) && !/^(the|of|and|for|a|an|our|your|their|its)$/.test(w))
      .map((w) => w.replace(/s$/, ''));
  const wx = content(x);
  const wy = content(y);
  if (!wx.length || !wy.length) return false;
  const [short, long] = wx.length <= wy.length ? [wx, new Set(wy)] : [wy, new Set(wx)];
  return short.every((w) => long.has(w));
}
export const TERM_PATTERNS = Object.entries(TERMS).flatMap(([category, list]) =>
  list.map((t) => {
    const term = t.toLowerCase();
    return { term, category, re: new RegExp(`\\b${term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g') };
  }),
);

export function overlaps(a: Span, b: Span): boolean {
  return a.start < b.end && b.start < a.end;
}

function collect(re: RegExp, text: string, kind: SpanKind, out: Span[]): void {
  re.lastIndex = 0;
  for (const m of text.matchAll(re)) {
    const raw = m[0].trim();
    const start = (m.index ?? 0) + m[0].indexOf(raw);
    out.push({ start, end: start + raw.length, text: raw, kind });
  }
}

function stripArticle(span: Span, text: string): Span {
  const m =
    /^(?:(?:the|a|an|only|all|each|every|any|our|your|their|this|that|if|when|where|both|no|some)\s+)+/i.exec(
      span.text,
    );
  if (!m) return span;
  const start = span.start + m[0].length;
  return { ...span, start, text: text.slice(start, span.end) };
}

/** "Do Committee members ...", "Can the Board ...": a question's opening word is not part of the name. */
function stripQuestionWord(span: Span, text: string): Span {
  const m =
    /^(?:Do|Does|Did|Can|Could|Should|Will|Would|Is|Are|Was|Were|Who|What|When|Where|Why|How|Must|May)\s+/.exec(
      span.text,
    );
  if (!m) return span;
  const start = span.start + m[0].length;
  return { ...span, start, text: text.slice(start, span.end) };
}

/** Facts in a sentence that a question can ask about, longest first where they overlap. */
/** "fall" as a verb: after who or what falls, or before where it falls ("that fall short", "may fall within"). */
const FALL_AS_VERB =
  /(?:\b(?:that|which|who|may|might|could|can|will|would|to|they|not|does|do|often|also|residents|people)\s+\|)|(?<!\b(?:a|the|any|each|every|one|another|this|that|witnessed|unwitnessed|serious|minor)\s+)\|\s+(?:short|within|outside|under|into|behind|below|back|apart|asleep)\b/;

export function extractSpans(text: string): Span[] {
  const found: Span[] = [];
  collect(FREQUENCY, text, 'frequency', found);
  collect(DURATION, text, 'duration', found);
  collect(MEASURE, text, 'measure', found);
  collect(MONEY, text, 'money', found);
  collect(PHONE, text, 'phone', found);
  for (const d of findDates(text))
    found.push({ start: d.index, end: d.index + d.text.length, text: d.text, kind: 'date' });
  collect(ORGANISATION, text, 'organisation', found);
  collect(ROLE, text, 'role', found);
  collectJoinedRoles(text, found);
  const lower = text.toLowerCase();
  for (const { term, category, re } of TERM_PATTERNS) {
    if (!lower.includes(term)) continue;
    re.lastIndex = 0;
    for (const m of lower.matchAll(re)) {
      const start = m.index ?? 0;
      // "Results that fall short", "may fall within": the verb, not the incident.
      if (
        term === 'fall' &&
        FALL_AS_VERB.test(
          `${lower.slice(Math.max(0, start - 12), start)}|${lower.slice(start + 4, start + 14)}`,
        )
      )
        continue;
      found.push({
        start,
        end: start + term.length,
        text: text.slice(start, start + term.length),
        kind: 'term',
        category,
      });
    }
  }
  collect(TITLE_PHRASE, text, 'name', found);
  collect(ACRONYM, text, 'acronym', found);
  const cleaned = found
    .map((s) =>
      s.kind === 'role' || s.kind === 'organisation' || s.kind === 'name' ? stripArticle(s, text) : s,
    )
    .map((s) => (s.kind === 'role' || s.kind === 'organisation' ? stripQuestionWord(s, text) : s))
    // "the Director of Care's approval": the name is the role's, without the possessive.
    .map((s) =>
      s.kind === 'name' && /['’]s$/.test(s.text) ? { ...s, end: s.end - 2, text: s.text.slice(0, -2) } : s,
    )
    .filter((s) => s.text.length >= 2 && !(s.kind === 'name' && s.start === 0 && !/\s/.test(s.text)));
  // Prefer the more specific kind at equal length (a duration over a name), then the longer span.
  const priority: Record<SpanKind, number> = {
    frequency: 9,
    duration: 8,
    measure: 8,
    money: 8,
    phone: 8,
    date: 8,
    term: 7,
    organisation: 6,
    role: 5,
    acronym: 4,
    name: 3,
    word: 1,
  };
  cleaned.sort(
    (a, b) => b.end - b.start - (a.end - a.start) || priority[b.kind] - priority[a.kind] || a.start - b.start,
  );
  const kept: Span[] = [];
  for (const s of cleaned) if (!kept.some((k) => overlaps(k, s))) kept.push(s);
  return kept.sort((a, b) => a.start - b.start);
}
