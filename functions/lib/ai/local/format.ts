// Writing helpers for the local analyst: quotes that fit on a card, safe markdown, plain-language wording.

/** Escapes the characters that would turn a quoted sentence into markdown formatting or a link. */
export function escapeMarkdown(text: string): string {
  return text.replace(/([\\`*_[\]<>|])/g, '\\$1').replace(/^([#>+-])/, '\\$1');
}

/** Shortens text at a word boundary, marking the cut with an ellipsis. */
export function truncate(text: string, max: number): string {
  const t = text.replace(/\s+/g, ' ').trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.-]+$/, '')}…`;
}

/** A quotation for markdown: curly quotes around escaped, shortened text. */
export function quote(text: string, max = 240): string {
  return `“${escapeMarkdown(truncate(text, max))}”`;
}

const PLAIN_WORDS: Array<[RegExp, string]> = [
  [/\bprior to\b/gi, 'before'],
  [/\bin accordance with\b/gi, 'under'],
  [/\bin order to\b/gi, 'to'],
  [/\bwith effect from\b/gi, 'from'],
  [/\bin relation to\b/gi, 'about'],
  [/\bpursuant to\b/gi, 'under'],
  [/\bthe utilisation of\b/gi, 'the use of'],
  [/\butilise(s|d)?\b/gi, 'use$1'],
  [/\bin the event that\b/gi, 'if'],
  [/\bnotwithstanding\b/gi, 'despite'],
  [/\bcommence(s)?\b/gi, 'start$1'],
  [/\bcommenced\b/gi, 'started'],
];

/** Swaps legal and bureaucratic phrases for plain ones, keeping the first letter's case. */
export function plainLanguage(sentence: string): string {
  let s = sentence;
  for (const [re, rep] of PLAIN_WORDS) {
    s = s.replace(re, (match: string, ...groups: unknown[]) => {
      const g1 = typeof groups[0] === 'string' ? groups[0] : '';
      const out = rep.replace('$1', g1);
      return /^[A-Z]/.test(match) ? out.charAt(0).toUpperCase() + out.slice(1) : out;
    });
  }
  return s;
}

/** Makes sure a sentence ends with a full stop (or other terminal mark). */
export function endSentence(text: string): string {
  const t = text.trim();
  if (!t) return t;
  return /[.!?…:”"')]$/.test(t) ? t : `${t}.`;
}

/** "a, b and c" */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** A small deterministic hash (FNV-1a) for choosing option positions without randomness. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
