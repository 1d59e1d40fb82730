// Finds calendar dates in Australian writing ("1 November 2025", "1/11/2025", "2025-11-01") and the start date of a
// change ("commences on", "takes effect from").

const MONTHS: Record<string, number> = {
  january: 1, jan: 1, february: 2, feb: 2, march: 3, mar: 3, april: 4, apr: 4, may: 5, june: 6, jun: 6, july: 7,
  jul: 7, august: 8, aug: 8, september: 9, sep: 9, sept: 9, october: 10, oct: 10, november: 11, nov: 11,
  december: 12, dec: 12,
};
const MONTH_NAMES = 'January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec';

const DAY_MONTH_YEAR = new RegExp(`\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+(${MONTH_NAMES})\\.?,?\\s+(\\d{4})\\b`, 'gi');
const MONTH_DAY_YEAR = new RegExp(`\\b(${MONTH_NAMES})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'gi');
const ISO = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const NUMERIC = /\b(\d{1,2})\/(\d{1,2})\/(\d{4})\b/g;

export interface FoundDate {
  /** YYYY-MM-DD */
  iso: string;
  /** The words as written. */
  text: string;
  index: number;
}

function toIso(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1900 || year > 2100) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCMonth() !== month - 1) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Every date in the text, in order of appearance. Numeric dates are read day first, as written in Australia. */
export function findDates(text: string): FoundDate[] {
  const out: FoundDate[] = [];
  for (const m of text.matchAll(DAY_MONTH_YEAR)) {
    const iso = toIso(Number(m[3]), MONTHS[(m[2] ?? '').toLowerCase()] ?? 0, Number(m[1]));
    if (iso) out.push({ iso, text: m[0], index: m.index ?? 0 });
  }
  for (const m of text.matchAll(MONTH_DAY_YEAR)) {
    const iso = toIso(Number(m[3]), MONTHS[(m[1] ?? '').toLowerCase()] ?? 0, Number(m[2]));
    if (iso) out.push({ iso, text: m[0], index: m.index ?? 0 });
  }
  for (const m of text.matchAll(ISO)) {
    const iso = toIso(Number(m[1]), Number(m[2]), Number(m[3]));
    if (iso) out.push({ iso, text: m[0], index: m.index ?? 0 });
  }
  for (const m of text.matchAll(NUMERIC)) {
    const iso = toIso(Number(m[3]), Number(m[2]), Number(m[1]));
    if (iso) out.push({ iso, text: m[0], index: m.index ?? 0 });
  }
  out.sort((a, b) => a.index - b.index);
  return out.filter((d, i) => i === 0 || d.index >= (out[i - 1]?.index ?? 0) + (out[i - 1]?.text.length ?? 0));
}

const EFFECT_CUE =
  /\b(commenc\w*|take[sn]? effect|taking effect|effective|in effect|in force|come[s]? into (?:force|effect|operation)|start(?:s|ed|ing)?|begin[s]?|apply|applies|applied|from|replac\w*|due|deadline|by|until|before|cease[sd]?|end[s]?)\b/gi;

/** Whether a sentence states when something starts or is due, as opposed to when a page was published. */
export function effectiveDateIn(sentence: string): FoundDate | null {
  const dates = findDates(sentence);
  if (!dates.length) return null;
  if (/\b(published|posted|updated|last (?:modified|reviewed)|registered on|made on)\b/i.test(sentence) && !/\b(commenc|effect|start|appl)/i.test(sentence)) {
    return null;
  }
  for (const d of dates) {
    const before = sentence.slice(Math.max(0, d.index - 60), d.index);
    EFFECT_CUE.lastIndex = 0;
    if (EFFECT_CUE.test(before)) return d;
  }
  return null;
}

/** Long form used in summaries: "1 November 2025". */
export function formatLongDate(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  const names = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return `${d} ${names[(m ?? 1) - 1]} ${y}`;
}
