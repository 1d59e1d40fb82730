// How long a duration or the period of a frequency lasts, in days, whatever way it is written: "every 12 months" and
// "annually" are the same period, "2 working days" a little longer than 2 days. Shared by the quiz generator and the
// question checker.
import { NUM, NUMBER_WORDS } from './facts';

const UNIT_DAYS: Record<string, number> = {
  minute: 1 / 1440,
  hour: 1 / 24,
  day: 1,
  week: 7,
  fortnight: 14,
  month: 30.44,
  quarter: 91.31,
  year: 365.25,
  shift: 1 / 3,
};
const ADVERB_DAYS: Record<string, number> = {
  daily: 1,
  weekly: 7,
  fortnightly: 14,
  monthly: 30.44,
  quarterly: 91.31,
  annually: 365.25,
  annual: 365.25,
  yearly: 365.25,
  hourly: 1 / 24,
  nightly: 1,
  'six-monthly': 182.63,
  'half-yearly': 182.63,
};

/** The length in days of a duration or of the period of a frequency, so that "every 12 months" equals "every year". */
export function periodDays(text: string): number | null {
  const t = text.toLowerCase().trim();
  if (ADVERB_DAYS[t] !== undefined) return ADVERB_DAYS[t];
  const d = parseDuration(t.replace(/^(?:every|each|within|for|at least)\s+/, ''));
  if (d)
    return (
      d.value *
      (UNIT_DAYS[d.unit] ?? 1) *
      (d.qualifier.startsWith('business') || d.qualifier.startsWith('working') ? 1.4 : 1)
    );
  const times = /^(once|twice|three times)\s+(?:a|per|each|every)\s+(\w+)$/.exec(t);
  if (times) {
    const n = times[1] === 'once' ? 1 : times[1] === 'twice' ? 2 : 3;
    return (UNIT_DAYS[times[2] ?? ''] ?? NaN) / n;
  }
  const every = /^(?:every|each)\s+(?:(\d+|two|three|four|six|twelve)\s+)?(?:change of\s+)?(\w+?)s?$/.exec(t);
  if (every) {
    const n = every[1] ? (NUMBER_WORDS[every[1]] ?? Number(every[1])) : 1;
    const unit = UNIT_DAYS[every[2] ?? ''];
    return unit === undefined ? null : n * unit;
  }
  return null;
}

export function parseDuration(text: string): { value: number; unit: string; qualifier: string } | null {
  const m = new RegExp(
    `^(${NUM})(?:\\s*-\\s*|\\s+)((?:business|working|calendar|clear)\\s+)?(minute|hour|day|week|month|year)s?$`,
    'i',
  ).exec(text.trim());
  if (!m) return null;
  const rawValue = (m[1] ?? '').toLowerCase();
  const value = NUMBER_WORDS[rawValue] ?? Number(rawValue);
  return { value, unit: (m[3] ?? '').toLowerCase(), qualifier: (m[2] ?? '').toLowerCase() };
}
