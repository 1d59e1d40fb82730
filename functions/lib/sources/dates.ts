// Published dates as Australian sites write them ("5 November 2026", "05/11/2026", "Thu, 05 Nov 2026 09:00:00
// +1100"), read with explicit formats (date-fns, en-AU: the day always comes first), never with Date.parse, which
// reads 05/11 as May 11 and gives up on 13/11. A date that no format reads is left empty, never "Invalid Date".
import { isValid, parse } from 'date-fns';
import { enAU } from 'date-fns/locale/en-AU';

/**
 * The formats read when a source names none: all day first, as Australian sites write dates. A published date is a
 * calendar day: a time of day without a zone is dropped, and an instant with a zone ("Tue, 17 Nov 2026 23:00:00 GMT")
 * becomes its day in Sydney, where the sources publish.
 */
export const AU_DATE_FORMATS: readonly string[] = [
  'yyyy-MM-dd',
  'd MMMM yyyy',
  'd MMM yyyy',
  'EEEE d MMMM yyyy',
  'EEE d MMMM yyyy',
  'EEEE d MMM yyyy',
  'EEE d MMM yyyy',
  'MMMM d yyyy',
  'MMM d yyyy',
  'd/M/yyyy',
  'd/M/yy',
  'd.M.yyyy',
  'd-M-yyyy',
];

const MONTH = '(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\\.?';
const WEEKDAY = '(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*\\.?,?\\s+';
/** Where a date may sit inside a longer text ("Published: 5/11/2026", "Media release | Thursday 5 November 2026"). */
const DATE_IN_TEXT = new RegExp(
  [
    `\\d{4}-\\d{2}-\\d{2}(?:T\\d{2}:\\d{2}(?::\\d{2}(?:\\.\\d+)?)?(?:Z|[+-]\\d{2}:?\\d{2})?)?`,
    `(?:${WEEKDAY})?\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH},?\\s+\\d{4}`,
    `(?:${WEEKDAY})?${MONTH}\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+\\d{4}`,
    `\\d{1,2}[/.-]\\d{1,2}[/.-](?:\\d{4}|\\d{2})(?![\\d/.-])`,
  ].join('|'),
  'i',
);

/** A date-only value is stored as that day at midnight UTC, so every reader sees the same calendar day. */
function dayOf(date: Date): string {
  return new Date(Date.UTC(date.getFullYear(), date.getMonth(), date.getDate())).toISOString();
}

function tidy(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/(\d)(st|nd|rd|th)\b/gi, '$1')
    .replace(/\b(Sept)\b/gi, 'Sep')
    .replace(/\b(Tues|Thurs?)\b/gi, (d) => d.slice(0, 3))
    .replace(/(\b[A-Za-z]{3,9})\.(?=\s)/g, '$1')
    .replace(/,(?=\s)/g, '')
    .trim();
}

/** Hours ahead of UTC for the zones a feed may name. */
const ZONE_HOURS: Record<string, number> = {
  Z: 0,
  GMT: 0,
  UT: 0,
  UTC: 0,
  AEST: 10,
  AEDT: 11,
  ACST: 9.5,
  ACDT: 10.5,
  AWST: 8,
};

function zoneHours(zone: string): number | undefined {
  const named = ZONE_HOURS[zone.toUpperCase()];
  if (named !== undefined) return named;
  const m = /^([+-])(\d{2}):?(\d{2})$/.exec(zone);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) + Number(m[3]) / 60) : undefined;
}

const sydneyDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Australia/Sydney',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A trailing time of day ("T09:00:00+11:00", " 09:00:00 +1100", " 23:00:00 GMT"), split from the date before it. */
const TIME_OF_DAY =
  /^(.*?)(?:T|\s)(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?\s*(Z|[+-]\d{2}:?\d{2}|[A-Za-z]{1,5})?$/;

const PLAUSIBLE_FROM = Date.UTC(1990, 0, 1);

/**
 * Reads a published date with the given formats (date-fns tokens), else with every Australian format. Returns the
 * day as ISO 8601 (midnight UTC), or undefined when the text holds no readable date.
 */
export function readDate(
  value: string | undefined,
  formats: readonly string[] = AU_DATE_FORMATS,
): string | undefined {
  let text = value ? tidy(value) : '';
  if (!text) return undefined;
  const time = TIME_OF_DAY.exec(text);
  let instant: ((day: Date) => string) | undefined;
  if (time) {
    text = time[1] ?? '';
    const offset = time[5] ? zoneHours(time[5]) : undefined;
    if (time[5] && offset === undefined) return undefined;
    if (offset !== undefined) {
      const [h, m, sec] = [Number(time[2]), Number(time[3]), Number(time[4] ?? 0)];
      instant = (day) => {
        const at = Date.UTC(day.getFullYear(), day.getMonth(), day.getDate(), h, m, sec) - offset * 3_600_000;
        return `${sydneyDay.format(new Date(at))}T00:00:00.000Z`;
      };
    }
  }
  const reference = new Date(2000, 0, 1);
  const latest = Date.now() + 2 * 365 * 86_400_000;
  // The whole text, else each date written inside it ("Published 06/11/2026"), read with the formats.
  const candidates = [
    text,
    ...[...text.matchAll(new RegExp(DATE_IN_TEXT.source, 'gi'))].map((m) => tidy(m[0])),
  ];
  for (const candidate of candidates) {
    for (const format of formats) {
      const parsed = parse(candidate, format, reference, { locale: enAU });
      if (!isValid(parsed)) continue;
      const day = instant ? instant(parsed) : dayOf(parsed);
      const at = Date.parse(day);
      if (at < PLAUSIBLE_FROM || at > latest) continue;
      return day;
    }
  }
  return undefined;
}

/** The first date written inside a longer text, read day first; undefined when there is none. */
export function findDate(text: string): { iso: string; match: string } | undefined {
  const source = text.replace(/\s+/g, ' ');
  const pattern = new RegExp(DATE_IN_TEXT.source, 'gi');
  for (const m of source.matchAll(pattern)) {
    const iso = readDate(tidy(m[0]));
    if (iso) return { iso, match: m[0] };
  }
  return undefined;
}
