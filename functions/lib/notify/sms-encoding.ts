// SMS length rules: which characters the GSM 03.38 7-bit alphabet carries, how many septets or UTF-16 units a text
// takes, and how many segments a carrier bills for it. One non-GSM character switches the whole message to UCS-2.

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** Characters sent as an escape plus a septet: they count twice. */
const GSM_EXTENDED = '^{}\\[~]|€\f';

const BASIC = new Set(GSM_BASIC);
const EXTENDED = new Set(GSM_EXTENDED);

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export function isGsm7(text: string): boolean {
  for (const ch of text) if (!BASIC.has(ch) && !EXTENDED.has(ch)) return false;
  return true;
}

export function encodingOf(text: string): SmsEncoding {
  return isGsm7(text) ? 'GSM-7' : 'UCS-2';
}

/** Septets for GSM-7, UTF-16 code units for UCS-2 (an emoji takes two). */
export function smsUnits(text: string, encoding: SmsEncoding = encodingOf(text)): number {
  if (encoding === 'UCS-2') return text.length;
  let n = 0;
  for (const ch of text) n += EXTENDED.has(ch) ? 2 : 1;
  return n;
}

/** Single-part limit and per-part limit once the user data header for concatenation takes its share. */
const LIMITS: Record<SmsEncoding, { single: number; part: number }> = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
};

export function segmentCount(text: string): number {
  const encoding = encodingOf(text);
  const units = smsUnits(text, encoding);
  const { single, part } = LIMITS[encoding];
  if (units <= single) return 1;
  return Math.ceil(units / part);
}

/** The most a message of `segments` parts may hold in this encoding: 306 GSM-7 septets or 134 UCS-2 units for two. */
export function capacity(encoding: SmsEncoding, segments: number): number {
  const { single, part } = LIMITS[encoding];
  return segments <= 1 ? single : part * segments;
}

/**
 * Replaces typographic characters that have plain GSM equivalents (curly quotes, dashes, ellipsis, non-breaking
 * space), so a summary copied from a government page does not halve the room by forcing UCS-2.
 */
export function toGsmFriendly(text: string): string {
  return text
    .replace(/[\u2018\u2019\u201A\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[\u00A0\u2007\u202F\t]/g, ' ')
    .replace(/\u2022/g, '-');
}

/** Cuts text to at most `max` units of the given encoding, on a word boundary where one is near, with "...". */
export function truncateUnits(text: string, max: number, encoding: SmsEncoding): string {
  if (smsUnits(text, encoding) <= max) return text;
  const room = max - 3;
  if (room <= 0) return '';
  let out = '';
  for (const ch of text) {
    if (smsUnits(out + ch, encoding) > room) break;
    out += ch;
  }
  const space = out.lastIndexOf(' ');
  if (space > room * 0.6) out = out.slice(0, space);
  return `${out.replace(/[\s.,;:-]+$/, '')}...`;
}
