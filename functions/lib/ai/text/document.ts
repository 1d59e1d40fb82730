// Turns a policy or page (markdown or plain text from a PDF/Word file) into headings and sentences: lists keep their
// lead-in ("Staff must:" + "wash hands" -> "Staff must wash hands."), tables become "Header: cell" statements, and
// headings are found in markdown and in plain text, so every capability works on readable statements.

export type SentenceKind = 'paragraph' | 'list' | 'table' | 'quote';

export interface Sentence {
  /** Position in document order. */
  index: number;
  /** Readable statement: inline markdown removed; a list item joined to its lead-in when that makes a sentence. */
  text: string;
  /** The words as written in the document (the list item alone, before joining). */
  source: string;
  kind: SentenceKind;
  /** The nearest heading above ('' when none). */
  section: string;
  /** Every heading above, outermost first. */
  sectionPath: string[];
  /** Index of the block (paragraph, list item, table row) the sentence came from. */
  block: number;
  /** True when the statement was made by joining a list lead-in and an item. */
  joined: boolean;
  /** The lead-in of a list item ("Staff must:"), whether or not it could be joined into one sentence. */
  lead?: string;
  /** Who says it, in a policy written as a conversation ("MARCUS: Your coordinator ..."); the label is not in `text`. */
  speaker?: string;
}

export interface Heading {
  text: string;
  level: number;
  /** A bold line used as a label ("**What we do**"), not a markdown heading: a rendered policy has no anchor for it. */
  label?: boolean;
  /** Index of the first sentence after the heading. */
  firstSentence: number;
}

/** A table as written: its header, its rows of cells (inline markdown removed) and where it sits. */
export interface DocumentTable {
  header: string[];
  rows: string[][];
  /** The index of the statement each row was read into (the row as "Header: cell; ..."). */
  rowSentences: number[];
  /** The nearest heading above, or the short line right above the table that names it ("5.1 Lodgement timeframes"). */
  caption: string;
  sectionPath: string[];
}

export interface ParsedDocument {
  title: string;
  /** The heading right under the title when the title has no text of its own (the policy's name under the provider's). */
  subtitle?: string;
  headings: Heading[];
  sentences: Sentence[];
  tables: DocumentTable[];
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  hellip: '…',
};

/** Removes inline markdown and HTML, keeping the words a reader sees. */
export function cleanInline(raw: string): string {
  // Most lines carry no markup at all; they only need their white space tidied.
  if (!/[*_`[\]<&\\~!\u200b-\u200d\ufeff]/.test(raw)) return raw.replace(/\s+/g, ' ').trim();
  let s = raw;
  s = s.replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1');
  s = s.replace(/\[\^[^\]]*\]/g, '');
  s = s.replace(/\[([^\]]+)\]\([^)]*\)/g, '$1');
  s = s.replace(/\[([^\]]+)\]\[[^\]]*\]/g, '$1');
  s = s.replace(/<((?:https?|mailto):[^>\s]+)>/g, '$1');
  s = s.replace(/<\/?[a-zA-Z][^<>]*>/g, ' ');
  s = s.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (m, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X'))
      return String.fromCodePoint(parseInt(code.slice(2), 16) || 32);
    if (code.startsWith('#')) return String.fromCodePoint(parseInt(code.slice(1), 10) || 32);
    return ENTITIES[code.toLowerCase()] ?? m;
  });
  s = s.replace(/`+([^`]*)`+/g, '$1');
  s = s.replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2');
  s = s.replace(/(^|[\s(["'])[*_](?=\S)([^*_\n]*?\S)[*_](?=$|[\s).,;:!?'"\]])/g, '$1$2');
  s = s.replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1');
  s = s.replace(/\\([\\`*_{}[\]()#+\-.!|>~])/g, '$1');
  s = s.replace(/[\u200b-\u200d\ufeff]/g, '');
  return s.replace(/\s+/g, ' ').trim();
}

const ABBREVIATIONS = new Set([
  'e.g',
  'i.e',
  'eg',
  'ie',
  'mr',
  'mrs',
  'ms',
  'dr',
  'prof',
  'st',
  'vs',
  'approx',
  'cf',
  'incl',
  'govt',
  'dept',
  'a.m',
  'p.m',
  'esp',
  'viz',
  'assoc',
  'ave',
  'rd',
]);
/** Abbreviations that end with a full stop only before a number ("s. 16", "No. 104"). */
const NUMBER_ABBREVIATIONS = new Set([
  'no',
  'nos',
  's',
  'ss',
  'cl',
  'pt',
  'ch',
  'sch',
  'reg',
  'para',
  'p',
  'pp',
  'vol',
  'fig',
  'ref',
  'r',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
]);

const SENTENCE_END = /([.!?…]+)(["'”’)\]]*)(?=\s|$)|([。！？]+)(["'”’)\]]*)/g;

/** Splits running text into sentences, respecting abbreviations, initials, decimals and section references. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(SENTENCE_END)) {
    const punct = m[1] ?? m[3] ?? '';
    const end = (m.index ?? 0) + m[0].length;
    const after = text.slice(end).trimStart();
    const next = after.charAt(0);
    if (next === '') continue;
    if (m[3]) {
      out.push(text.slice(start, end).trim());
      start = end;
      continue;
    }
    if (punct === '.' || punct === '…') {
      const before = text.slice(start, m.index ?? 0);
      const prevWord = (/(\S+)$/.exec(before)?.[1] ?? '').replace(/^[("'“‘[]+/, '');
      const lower = prevWord.toLowerCase();
      if (ABBREVIATIONS.has(lower)) continue;
      if (NUMBER_ABBREVIATIONS.has(lower) && /\d/.test(next)) continue;
      if (/^[A-Z]$/.test(prevWord) && /[A-Z]/.test(next)) continue;
      if (/^(?:[A-Za-z]\.)+[A-Za-z]$/.test(prevWord)) continue;
    }
    // A new sentence starts with a capital, a digit, a quote, a bracket or a non-Latin letter; "e.g. staff" does not.
    if (/\p{Ll}/u.test(next) && /[a-z]/i.test(next)) continue;
    out.push(text.slice(start, end).trim());
    start = end;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out.flatMap(splitOverlong).filter((s) => /[\p{L}\p{N}]/u.test(s));
}

const OVERLONG = 600;

/** Very long runs (tables flattened by a PDF converter, legal lists) are cut at semicolons so quotes stay readable. */
function splitOverlong(sentence: string): string[] {
  if (sentence.length <= OVERLONG) return [sentence];
  const parts = sentence.split(/(?<=;)\s+/);
  const out: string[] = [];
  let current = '';
  for (const p of parts) {
    if (current && current.length + p.length > OVERLONG) {
      out.push(current);
      current = p;
    } else current = current ? `${current} ${p}` : p;
  }
  if (current) out.push(current);
  return out.flatMap((s) => (s.length > OVERLONG * 2 ? chunkWords(s, OVERLONG) : [s]));
}

function chunkWords(text: string, size: number): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < text.length) {
    let j = Math.min(text.length, i + size);
    if (j < text.length) {
      const space = text.lastIndexOf(' ', j);
      if (space > i + size / 2) j = space;
    }
    out.push(text.slice(i, j).trim());
    i = j;
  }
  return out.filter(Boolean);
}

type LineType =
  | { type: 'blank' }
  | { type: 'fence' }
  | { type: 'heading'; level: number; text: string }
  | { type: 'setext'; level: number }
  | { type: 'rule' }
  | { type: 'table'; cells: string[]; separator: boolean }
  | { type: 'item'; indent: number; marker: string; text: string }
  | { type: 'text'; indent: number; text: string; definition?: boolean };

/** A list item's marker: a dash, a number or letter, or any symbol a writer uses as a bullet (▸, ➤, ✓, ☐, →). */
/** A line break written as HTML, as in a table cell. */
const BREAK = /<br\s*\/?>/i;

/** A table cell's first line: all of it when it has one, less its list marker when it is the first of several. */
function firstLine(lines: readonly string[]): string {
  const first = lines[0] ?? '';
  const item = lines.length > 1 ? LIST_ITEM.exec(first.trim()) : null;
  return cleanInline(item ? (item[3] ?? '') : first);
}

const LIST_ITEM =
  /^(\s*)([-*+•▪◦‣·●○■□➢✓✔]|(?![<>=|~^])[\p{So}\p{Sm}]\ufe0f?|\d{1,3}[.)]|[a-zA-Z][.)]|\((?:\d{1,3}|[a-zA-Z]|[ivxlc]{1,5})\))\s+(.*)$/u;

/**
 * A bullet's own numbering written after it ("- c. a review of fees", "* (ii) the police"), as in documents that letter
 * their sub-paragraphs: the letter is the item's marker, not its first word.
 */
function withoutInnerMarker(marker: string, text: string): string {
  if (/^[\d(]|^[a-zA-Z][.)]$/.test(marker)) return text;
  return text.replace(
    /^(?:[a-zA-Z][.)]|\d{1,3}[.)]|\((?:\d{1,3}|[a-zA-Z]|[ivxlc]{1,5})\)|[ivxlc]{1,5}[.)])\s+(?=\S)/,
    '',
  );
}

/** A line of where a provider is ("Elders Place and Home Support · Brewarrina NSW", "Hobart, Tasmania 7000"). */
const PLACE_LINE =
  /\s·\s|\b(?:NSW|VIC|Vic|QLD|Qld|WA|SA|TAS|Tas|NT|ACT|New South Wales|Victoria|Queensland|Western Australia|South Australia|Tasmania|Northern Territory)\b(?:\s+\d{4})?\s*$/;

/** A provider's legal name ("St Cuthbert's Anglican Homes Limited", "Nambucca Valley Elders Care Aboriginal Corporation"). */
const ORGANISATION_NAME =
  /\b(?:Pty\.?\s+Ltd\.?|Ltd\.?|Limited|Inc\.?|Incorporated|Corporation|Co-?operative|Association|PTY\.?\s+LTD\.?|LTD\.?|LIMITED|INC\.?|INCORPORATED|CORPORATION|CO-?OPERATIVE|ASSOCIATION)\s*$/;

/** A web page's disclosure triangle before an expandable heading ("▸ Step 4 — Support the resident"). */
function withoutDisclosure(text: string): string {
  return text.replace(/^(\s*(?:<[^>]+>\s*)*)[▸▹►▶▾▿▼]\s*/u, '$1');
}

function classify(line: string): LineType {
  // A quoted block (an email quoted in a thread, a call-out) holds the same lists, headings and tables as the page.
  if (/^\s*>/.test(line)) return classify(line.replace(/^\s*(?:>\s?)+/, ''));
  const trimmed = line.trim();
  if (trimmed === '') return { type: 'blank' };
  if (/^(```|~~~)/.test(trimmed)) return { type: 'fence' };
  const atx = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(trimmed);
  if (atx) return { type: 'heading', level: (atx[1] ?? '#').length, text: withoutDisclosure(atx[2] ?? '') };
  // An expandable section of a web page (`<details><summary>▸ Who does the Code apply to?</summary>`): its summary is
  // the heading of what it hides, under whatever heading the page is in.
  const summary = /^(?:<details[^>]*>\s*)?<summary[^>]*>(.*?)<\/summary>\s*$/i.exec(trimmed);
  if (summary) return { type: 'heading', level: 6, text: withoutDisclosure(summary[1] ?? '') };
  if (/^=+\s*$/.test(trimmed)) return { type: 'setext', level: 1 };
  if (/^-{2,}\s*$/.test(trimmed)) return { type: 'setext', level: 2 };
  if (/^(?:[*_]\s*){3,}$/.test(trimmed)) return { type: 'rule' };
  if (trimmed.startsWith('|') && trimmed.indexOf('|', 1) > 0) {
    const inner = trimmed.replace(/^\|/, '').replace(/\|\s*$/, '');
    const cells = inner.split(/(?<!\\)\|/).map((c) => c.trim());
    const separator = cells.every((c) => /^:?-{2,}:?$/.test(c) || c === '');
    return { type: 'table', cells, separator };
  }
  const item = LIST_ITEM.exec(line);
  if (item) {
    return {
      type: 'item',
      indent: (item[1] ?? '').replace(/\t/g, '    ').length,
      marker: item[2] ?? '-',
      text: withoutInnerMarker(item[2] ?? '-', item[3] ?? ''),
    };
  }
  const indent = (/^\s*/.exec(line)?.[0] ?? '').replace(/\t/g, '    ').length;
  // A definition list's definition (": The WPO is ..." under "**--to WPO**", as Pandoc and manual pages write them): its
  // text, with the term above it as its label.
  const definition = /^:\s+(?=\S)/.exec(trimmed);
  if (definition)
    return { type: 'text', indent, text: trimmed.slice(definition[0].length), definition: true };
  return { type: 'text', indent, text: trimmed.replace(/^>+\s?/, '') };
}

const MODALS = /\b(must|should|will|shall|may|is|are|was|were|has|have)\b/i;

/** A one-line paragraph that reads as a title in a plain-text document ("3.2 Reporting timeframes", "PURPOSE"). */
function looksLikeHeading(line: string): boolean {
  const text = line.trim();
  if (text.length > 90 || /[.,;:!?]$/.test(text)) return false;
  const ws = text.split(/\s+/);
  if (ws.length > 10) return false;
  if (!/^[\p{Lu}\d]/u.test(text)) return false;
  if (MODALS.test(text)) return false;
  const letters = text.replace(/[^\p{L}]/gu, '');
  if (letters.length < 3) return false;
  if (letters === letters.toUpperCase() && letters.length >= 3) return true;
  if (/^(\d+(\.\d+)*\.?|part \d+|section \d+|schedule \d+|appendix [a-z\d]+)\s/i.test(text)) return true;
  if (ws.length <= 6) return true;
  const capitalised = ws.filter((w) => /^\p{Lu}/u.test(w) || w.length <= 3).length;
  return capitalised / ws.length >= 0.75;
}

/** A bold line used as a heading ("**Purpose**"), which is common in policies written in word processors. */
function boldHeading(text: string): string | null {
  // A note in brackets after it ("**Criterion C5: Person-centred care, rights and cultural safety** (weighting 15%)") is
  // not text of its own.
  const m = /^(?:\*\*|__)([^*_]{2,90}?)(?:\*\*|__)\s*(?:\([^()]{1,80}\))?\s*$/.exec(text.trim());
  if (!m) return null;
  const inner = (m[1] ?? '').trim();
  if (/[:.;,]$/.test(inner)) return null;
  return inner;
}

const JOINABLE_LEAD_END =
  /\b(must|should|will|shall|may|can|include|includes|including|are|is|means|mean|to|for|by|of|with|as|such as|about|on|from|when|if|that|where|within|be|been|ensure|ensures|also)$/i;

/** Joins "Staff must:" and "report incidents" into "Staff must report incidents." when the lead-in ends mid-clause. */
function joinLeadIn(leadIn: string, item: string): string | null {
  let lead = leadIn.replace(/:\s*$/, '').trim();
  lead = lead
    .replace(/\s*(?:do\s+)?(?:all\s+of\s+)?the\s+following(?:\s+steps|\s+things|\s+points)?$/i, '')
    .trim();
  if (!lead || !JOINABLE_LEAD_END.test(lead)) return null;
  // "Every incident gets a response proportionate to how serious it is:" ends a whole clause; its items are statements
  // of their own, not what "is" waits for.
  if (
    /\b(?:how|what|whatever|however|who|whoever|where|wherever)\s+(?:\S+\s+){0,4}(?:is|are|was|were)$/i.test(
      lead,
    )
  )
    return null;
  // "We know it's working when:" over "When something goes wrong, we say sorry" or "With the person's consent, we
  // share ...": an item that opens a clause of its own does not continue the lead-in ("when when ...").
  if (
    /\b(when|if|where|that|once)$/i.test(lead) &&
    /^(when|if|where|once|after|before|with|without|while|unless|for|in|on|at|during|within|as|because|by|whenever)\b/i.test(
      item.trim(),
    )
  )
    return null;
  // "You must:" over "if the error harmed the resident, the RN in charge tells ...": the item is a whole sentence of
  // its own, not the verb the lead-in waits for ("You must if the error ...").
  if (
    /\b(must|should|shall|will|can|may|need to|needs to|have to|has to|are to|is to)$/i.test(lead) &&
    /^(when|if|where|once|after|before|while|unless|whenever|should|in case)\b/i.test(item.trim())
  )
    return null;
  let body = item
    .trim()
    .replace(/(?:;|,)?\s*(?:and|or)?\s*$/i, '')
    .replace(/[;,]\s*$/, '')
    .trim();
  if (!body) return null;
  // Keep acronyms and proper nouns; lower-case an ordinary first word so the statement reads as one sentence.
  const first = /^(\S+)/.exec(body)?.[1] ?? '';
  if (/^\p{Lu}\p{Ll}+$/u.test(first)) body = body.charAt(0).toLowerCase() + body.slice(1);
  if (!/[.!?]$/.test(body)) body += '.';
  return `${lead} ${body}`;
}

interface Builder {
  sentences: Sentence[];
  headings: Heading[];
  path: Array<{ level: number; text: string; label: boolean }>;
  block: number;
  /** The names that open a line as its speaker, when the document is written as a conversation. */
  speakers: ReadonlySet<string>;
  /** The numbered labels that open a document's lines in sequence ("Row 12 (RS):"), which say where, not what. */
  sequence: RegExp | null;
}

/**
 * A word and a number that open a line as its whole label ("Row 12 (RS):", "Rule 4 —", "**Leg 3:**"), after any list
 * marker: a label that goes on to a title ("**Instruction 10 — Medication review.**") names its paragraph instead.
 */
const numberedLabel = (word: string): RegExp =>
  new RegExp(
    `^\\s*(?:>\\s*)*(?:[-*+•]\\s+|\\d+[.)]\\s+)?(?:(?:\\*\\*|__)(${word}) (\\d+[a-z]?)(?:\\s*\\([^()*]{1,12}\\))?\\s*(?:[:—–-]\\s*(?:\\*\\*|__)|(?:\\*\\*|__)\\s*[:—–-])|(${word}) (\\d+[a-z]?)(?:\\s*\\([^()*]{1,12}\\))?\\s*[:—–-])\\s+(?=\\S)`,
    'u',
  );
const NUMBERED_LABEL = numberedLabel('\\p{Lu}\\p{Ll}{1,15}');

const MEANINGFUL_NUMBER =
  /^(?:minute|hour|shift|day|night|week|fortnight|month|quarter|year|priority|level|tier|category|class|grade|type|rating|schedule|appendix|annex|attachment|section|part|clause|standard|outcome|principle|app)s?$/i;

/**
 * The label a document numbers its lines with, as a pattern: a word that opens lines with three numbers or more ("Row
 * 1", "Row 2", "Row 12") numbers them as a list does. Two ("Priority 1:", "Priority 2:") may be names; a time ("Day
 * 3:", "Week 2:") or a rank ("Level 3:", "Category 2:") says something whatever the count.
 */
function findSequence(lines: readonly string[]): RegExp | null {
  const numbers = new Map<string, Set<string>>();
  for (const line of lines) {
    const m = NUMBERED_LABEL.exec(line);
    if (!m) continue;
    const word = m[1] ?? m[3] ?? '';
    numbers.set(word, (numbers.get(word) ?? new Set<string>()).add(m[2] ?? m[4] ?? ''));
  }
  const words = [...numbers].filter(([w, n]) => n.size >= 3 && !MEANINGFUL_NUMBER.test(w)).map(([w]) => w);
  return words.length ? numberedLabel(words.join('|')) : null;
}

/** A line opened by a name in capitals and a colon ("**DANNY:** Then induction.", "ROSA: In the system."). */
const SPEAKER_LABEL =
  /^\s*(?:\*\*|__)?([A-Z][A-Z'’.-]+(?: [A-Z][A-Z'’.-]+){0,2})(?:\*\*|__)?:(?:\*\*|__)?\s+(?=\S)/;
/** Capitals and a colon that label what a line is rather than who says it. */
const NOT_A_SPEAKER =
  /^(NOTE|NOTES|IMPORTANT|WARNING|CAUTION|TIP|REMEMBER|EXAMPLE|SCENARIO|ACTION|ACTIONS|OUTCOME|RULE|RULES|MYTH|FACT|WHO|WHAT|WHEN|WHERE|WHY|HOW|Q|A|S|B|R|I|PURPOSE|SCOPE|POLICY|PROCEDURE|STEP|STEPS|RESPONSIBILITY|RESPONSIBILITIES|LAW|DEFINITIONS?|KEY POINTS?|SUMMARY|RISK|RESOLVED|DECISION|AGREED|OWNER|STATUS|DUE|PRIORITY|ISSUE|BACKGROUND|CONTEXT|AIM|GOAL|NB|PS|FYI|TO|FROM|RE|CC|SUBJECT|DATE)$/;

/**
 * The speakers of a policy written as a conversation: names in capitals that open lines, at least two of them, each
 * opening two lines or more. Labels such as "NOTE:" or "WHO:" are not speakers.
 */
function findSpeakers(lines: readonly string[]): Set<string> {
  const counts = new Map<string, number>();
  for (const line of lines) {
    // A script's lines are often quoted ("> SUJATHA: She interviewed beautifully.").
    const name = SPEAKER_LABEL.exec(line.replace(/^\s*(?:>\s*)+/, ''))?.[1];
    if (!name || NOT_A_SPEAKER.test(name) || name.replace(/[^A-Z]/g, '').length < 2) continue;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const speakers = [...counts].filter(([, n]) => n >= 2).map(([name]) => name);
  return new Set(speakers.length >= 2 ? speakers : []);
}

function pushSentences(
  b: Builder,
  text: string,
  kind: SentenceKind,
  joinedWith?: string,
  /** Part of the block before it (the lines of a table row's cells, read with the row). */
  sameBlock = false,
): void {
  // A line's number in a run of them ("Row 12 (RS):") says where it is, not what it says.
  const numbered = b.sequence?.exec(text);
  let clean = cleanInline(numbered ? text.slice(numbered[0].length) : text);
  let speaker: string | undefined;
  const label = b.speakers.size ? SPEAKER_LABEL.exec(clean) : null;
  if (label && b.speakers.has(label[1] ?? '')) {
    speaker = label[1];
    clean = clean.slice(label[0].length);
  }
  if (!clean) return;
  if (!sameBlock) b.block += 1;
  const section = b.path.length ? (b.path[b.path.length - 1]?.text ?? '') : '';
  const sectionPath = b.path.map((p) => p.text);
  const parts = splitSentences(clean);
  parts.forEach((part, i) => {
    const joined = i === 0 && joinedWith !== undefined ? joinLeadIn(joinedWith, part) : null;
    b.sentences.push({
      index: b.sentences.length,
      text: joined ?? part,
      source: part,
      kind,
      section,
      sectionPath,
      block: b.block,
      joined: joined !== null,
      ...(i === 0 && joinedWith !== undefined ? { lead: cleanInline(joinedWith) } : {}),
      ...(speaker ? { speaker } : {}),
    });
  });
}

function pushHeading(b: Builder, rawText: string, level: number, label = false): void {
  const text = cleanInline(rawText).replace(/:$/, '').trim();
  if (!text) return;
  // A bold label sits under the heading above it, whatever that heading's level.
  const at = label ? Math.max(level, ...b.path.filter((p) => !p.label).map((p) => p.level + 1)) : level;
  while (b.path.length && (b.path[b.path.length - 1]?.level ?? 0) >= at) b.path.pop();
  b.path.push({ level: at, text, label });
  b.headings.push({ text, level: at, firstSentence: b.sentences.length, ...(label ? { label } : {}) });
}

/**
 * A name that says only what kind of document it is, not what about ("organisational policy", "board procedure",
 * "our policy"), or whose first word is one of those kinds ("corporate governance policy" is not a topic it names).
 */
const GENERIC_NAME =
  /^(?:(?:organisational|organizational|corporate|company|interim|formal|official|board)\s|(?:our|an?)\s+(?:policy|procedure|standard)s?$)/i;

/**
 * The subject line of a memo's header, within its first lines: a table row, or a label and its text. So is a policy's
 * own name in a control table over it ("| Policy number and title | EL-2.9 Protected Disclosures |").
 */
function memoSubject(lines: readonly string[]): string | undefined {
  for (const line of lines.slice(0, 30)) {
    const m =
      /^\s*\|\s*\**\s*(?:subject|re|regarding|topic|title|(?:session|module|course) title|policy (?:delivered|title|name)|(?:policy|document) (?:number|no\.?|code) and (?:title|name))\s*:?\s*\**\s*\|\s*(.+?)\s*\|?\s*$/i.exec(
        line,
      ) ?? /^\s*\**\s*(?:subject|re|regarding)\s*:\s*\**\s*(.+?)\s*$/i.exec(line);
    const text = m?.[1]?.replace(/\*+/g, '').trim();
    if (text && text.length >= 3) return text;
    // A subtitle line in brackets or italics that names what the document is ("*(the Co-operative's complaints and
    // feedback policy)*", "_Our privacy policy_") under a title in the house's own words ("By-law 7 — Protests, Queries
    // and Reviews").
    const named =
      /^\s*>?\s*(?:[*_]+\s*\(|\(\s*[*_]*|[*_]+)\s*(?:this is |being )?(?:the|our)\s+(?:[\w'’-]+['’]s?\s+)?((?:[\w'’,-]+\s+){1,8}(?:policy|procedures?|code|protocol|standards?))\s*[*_]*\)?[\s*_.]*$/i.exec(
        line,
      )?.[1];
    if (named && !GENERIC_NAME.test(named)) return named.trim();
    // A line that says what the document was adopted as, at its head ("*Adopted as the Tessellate whistleblower policy by the Board,
    // 6 November 2025.*") names its subject, whatever its headings say: a part of a book, a pattern, a chapter.
    const adopted =
      /^[\s*_>|]*adopted as (?:the |our |an? )?([^.|*]{3,100}?)(?=\s+by (?:the|our|its)\b|\s+on \d|,\s*\d|\s*[.|*;]|\s*$)/i.exec(
        line,
      )?.[1];
    if (
      adopted &&
      /\b(policy|policies|procedures?|standards?|code|protocol|guidelines?|rules)\b/i.test(adopted) &&
      !GENERIC_NAME.test(adopted.trim())
    )
      return adopted.trim();
  }
  return undefined;
}

/** A line that opens with a bold label ending in a colon ("**Prepared by:** ...", "**Owner**: ..."). */
const FIELD_LINE = /^\s*(?:\*\*|__)[^*_]{1,40}?(?::\s*(?:\*\*|__)|(?:\*\*|__)\s*:)/;

/** Parses a markdown or plain-text document into headings and sentences. Linear in the size of the text. */
export function parseDocument(input: string): ParsedDocument {
  const text = input
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .replace(/\f/g, '\n\n');
  const lines = text.split('\n');
  const types = lines.map(classify);
  const b: Builder = {
    sentences: [],
    headings: [],
    path: [],
    block: 0,
    speakers: findSpeakers(lines),
    sequence: findSequence(lines),
  };
  const tables: DocumentTable[] = [];
  let lastParagraph = '';

  let paragraph: string[] = [];
  let inFence = false;
  let leadIn: string | null = null;
  let item: { indent: number; text: string; lead: string | null } | null = null;
  const itemLeads: Array<{ indent: number; text: string }> = [];
  let tableHeader: string[] | null = null;
  let tableRows: string[][] = [];

  const nextNonBlank = (i: number): LineType | undefined => {
    for (let j = i + 1; j < types.length; j++) if (types[j]?.type !== 'blank') return types[j];
    return undefined;
  };
  const prevNonBlank = (i: number): LineType | undefined => {
    for (let j = i - 1; j >= 0; j--) if (types[j]?.type !== 'blank') return types[j];
    return undefined;
  };

  const flushItem = () => {
    if (!item) return;
    const itemText = item.text;
    pushSentences(b, itemText, 'list', item.lead ?? undefined);
    const cleaned = cleanInline(itemText);
    // Its last sentence leads the items under it, as a paragraph's does ("5. What happens next. The Team Leader owns
    // the complaint. They will:").
    if (/:\s*$/.test(cleaned))
      itemLeads.push({ indent: item.indent, text: splitSentences(cleaned).pop() ?? cleaned });
    item = null;
  };
  const flushParagraph = () => {
    if (!paragraph.length) return;
    const joined = paragraph.join(' ');
    paragraph = [];
    const cleaned = cleanInline(joined);
    lastParagraph = cleaned;
    pushSentences(b, joined, 'paragraph');
    leadIn = /:\s*$/.test(cleaned) ? (splitSentences(cleaned).pop() ?? null) : null;
    itemLeads.length = 0;
  };
  const flushTable = () => {
    if (!tableRows.length && !tableHeader) return;
    const section = b.path.length ? (b.path[b.path.length - 1]?.text ?? '') : '';
    // A short line without a full stop right above the table names it better than the section's heading.
    const above = lastParagraph && b.sentences.at(-1)?.text === lastParagraph ? lastParagraph : '';
    const caption = (
      above && above.split(/\s+/).length <= 8 && !/[.:;!?]$/.test(above) ? above : section
    ).replace(
      /^(?:(?:part|section|appendix|schedule|table)\s+[A-Z\d]+(?:\.\d+)*|[A-Z]?\d+(?:\.\d+)*)\.?\s*[–—:-]?\s+/i,
      '',
    );
    const table: DocumentTable = {
      header: (tableHeader ?? []).map((c) => cleanInline(c)),
      rows: [],
      rowSentences: [],
      caption,
      sectionPath: b.path.map((p) => p.text),
    };
    if (tableHeader) tables.push(table);
    for (const row of tableRows) {
      const cells = row.map((c) => cleanInline(c)).filter(Boolean);
      if (!cells.length) continue;
      table.rows.push(row.map((c) => cleanInline(c)));
      table.rowSentences.push(b.sentences.length);
      const split = row.map((c) => c.split(BREAK));
      const statement = tableHeader
        ? split
            .map((c, i) => {
              const value = firstLine(c);
              const head = cleanInline(tableHeader?.[i] ?? '');
              return value ? (head ? `${head}: ${value}` : value) : '';
            })
            .filter(Boolean)
            .join('; ')
        : split.map(firstLine).filter(Boolean).join('; ');
      const said = statement.replace(/:\s*$/, '');
      if (said) pushSentences(b, /[.!?]$/.test(said) ? said : `${said}.`, 'table');
      // A cell broken into lines ("Each Worker will:<br>(a) support ...;<br>(b) knock, wait ..."), as documents converted
      // from a word processor write a list in a cell: each line after the first is an item of its own, under the first
      // line when that leads in to it, and all in the row's block, read with its label.
      for (const lines of split) {
        if (lines.length < 2) continue;
        const first = cleanInline(lines[0] ?? '');
        const lead = /:\s*$/.test(first) ? (splitSentences(first).pop() ?? first) : undefined;
        for (const line of lines.slice(1)) {
          const item = LIST_ITEM.exec(line.trim());
          pushSentences(b, item ? (item[3] ?? '') : line, 'list', lead, true);
        }
      }
    }
    tableHeader = null;
    tableRows = [];
  };
  const endBlocks = () => {
    flushItem();
    flushParagraph();
    flushTable();
  };

  for (let i = 0; i < lines.length; i++) {
    const t = types[i] as LineType;
    if (t.type === 'fence') {
      endBlocks();
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    switch (t.type) {
      case 'blank':
        flushItem();
        flushParagraph();
        flushTable();
        break;
      case 'heading':
        endBlocks();
        leadIn = null;
        itemLeads.length = 0;
        pushHeading(b, t.text, t.level);
        break;
      case 'setext':
        if (paragraph.length === 1 && !item) {
          const headingText = paragraph[0] ?? '';
          paragraph = [];
          pushHeading(b, headingText, t.level);
        } else {
          endBlocks();
        }
        break;
      case 'rule':
        endBlocks();
        break;
      case 'table':
        flushItem();
        flushParagraph();
        if (t.separator) {
          if (tableRows.length && !tableHeader) tableHeader = tableRows.pop() ?? null;
        } else tableRows.push(t.cells);
        break;
      case 'item': {
        flushParagraph();
        flushTable();
        flushItem();
        const prev = prevNonBlank(i);
        const next = nextNonBlank(i);
        const numbered = /^\d/.test(t.marker);
        const numberedItem = (x: LineType | undefined) => x?.type === 'item' && /^\d/.test(x.marker);
        // "4. How to complain" above bullet points is a heading; "1. Hand hygiene" in a numbered list is not.
        if (
          numbered &&
          !numberedItem(prev) &&
          !numberedItem(next) &&
          looksLikeHeading(`${t.marker} ${t.text}`)
        ) {
          pushHeading(b, `${t.marker} ${t.text}`, 3);
          leadIn = null;
          itemLeads.length = 0;
          break;
        }
        while (itemLeads.length && (itemLeads[itemLeads.length - 1]?.indent ?? 0) >= t.indent)
          itemLeads.pop();
        const lead = itemLeads.length ? (itemLeads[itemLeads.length - 1]?.text ?? null) : leadIn;
        item = { indent: t.indent, text: t.text, lead };
        break;
      }
      case 'text': {
        // An unindented line ending in a colon above more items ("Don't:") leads a new list; it does not continue the
        // item above it.
        const leadsList = t.indent < 2 && /:\s*$/.test(t.text) && types[i + 1]?.type === 'item';
        if (item && !leadsList && (t.indent >= 2 || types[i - 1]?.type !== 'blank')) {
          item.text += ` ${t.text}`;
          break;
        }
        if (item) flushItem();
        flushTable();
        const bold = paragraph.length === 0 ? boldHeading(t.text) : null;
        const next = types[i + 1];
        const standalone =
          paragraph.length === 0 &&
          (next === undefined || next.type === 'blank' || next.type === 'item' || next.type === 'heading');
        // Plain text from PDF or Word often puts a heading straight above its first line of text.
        const headsText = paragraph.length === 0 && next?.type === 'text' && /^[\p{Lu}\d]/u.test(next.text);
        // A bold line straight above its text ("**What we do**" over "4.1 Every complaint ...") heads it too, and so
        // does each of a stack of bold lines ("**MANAGEMENT ASSURANCE STATEMENT**" over "**MAS 2026-Q1-09 · Speak Up
        // (Whistleblower) Program**").
        const stacked = next?.type === 'text' && boldHeading(next.text) !== null;
        // A definition list's term ("**Residential**" over ": Paper records still in use ...") labels its definition.
        const term = paragraph.length === 0 && next?.type === 'text' && next.definition === true;
        const termText = term ? (bold ?? t.text.replace(/[*_`]+/g, '').trim()) : null;
        if (
          (bold && (standalone || headsText || stacked)) ||
          (termText && termText.split(/\s+/).length <= 10)
        ) {
          pushHeading(b, termText ?? bold ?? t.text, 4, true);
          leadIn = null;
          itemLeads.length = 0;
          break;
        }
        if (t.definition && paragraph.length) flushParagraph();
        // A stack of labelled lines ("**Prepared for:** The Board" over "**Prepared by:** People and Culture Manager"),
        // as a document's front matter writes them: each line is a field of its own, not a sentence run on.
        if (
          paragraph.length &&
          FIELD_LINE.test(t.text) &&
          FIELD_LINE.test(paragraph[paragraph.length - 1] ?? '')
        )
          flushParagraph();
        if ((standalone || headsText) && looksLikeHeading(t.text) && !t.text.includes('|')) {
          pushHeading(b, t.text, 3);
          leadIn = null;
          itemLeads.length = 0;
          break;
        }
        if (paragraph.length === 0) {
          leadIn = null;
          itemLeads.length = 0;
        }
        paragraph.push(t.text);
        break;
      }
    }
  }
  endBlocks();

  const top = b.headings.find((h) => h.level === 1) ?? b.headings[0];
  const DOCUMENT_KIND_ONLY =
    /^(?:(?:council|board|corporate|organisational|organizational|clinical|operational|governance|staff|company|group|service|management|policy)\s+)?(?:policy|procedure|policy and procedure|guideline|standard|directive|instruction|protocol)(?:\s+(?:document|statement))?$/i;
  const GENERIC_HEADING =
    /^(purpose|scope|introduction|overview|background|about|summary|contents|definitions|policy( statement)?|objectives?|context)\b/i;
  const COLLECTION =
    /\b(handbook|manual|series|compendium|collection|library|binder|workbook|guide|customary|(?:rules?|policy|procedures?) book|(?:site|house|program|programme|contractor|partner) rules)\b/i;
  const PART = /^(chapter|part|section|module|volume|unit|book)\s+[\dIVXLC]+\b/i;
  // Under a collection's name, a lettered part is one of its parts too ("Contractor Site Rules" then "Part E: Speaking
  // Up"); on its own, "Part A — The Board's Statement" is only a division of the document.
  const LETTERED_PART = /^(chapter|part|section|module|volume|unit|book)\s+[A-Z]\s*[:.—–-]/i;
  const title = top?.text ?? b.sentences[0]?.text.slice(0, 120) ?? '';
  // A first heading with no text of its own before a lower one ("# Wattle Creek Care Inc." then "## Complaints
  // Policy") often names the organisation or a series: the heading under it is the policy's own title, also when it is
  // written at the same level ("# Red Gum Country Care" then "# Rights, Dignity and Choice Policy").
  // A navigation trail between them ("CCHHS Connect › Staff Hub › All Staff") is the page's place, not its title.
  let under: Heading | undefined;
  for (let i = top ? b.headings.indexOf(top) + 1 : b.headings.length; i < b.headings.length; i++) {
    const h = b.headings[i];
    // One line between them that only places the provider ("ABN 41 872 330 915 · 14 Hickory Street, Dorrigo NSW 2453")
    // keeps the heading after it the policy's own.
    const placeOnly =
      h !== undefined &&
      top !== undefined &&
      h.firstSentence === top.firstSentence + 1 &&
      ORGANISATION_NAME.test(top.text) &&
      /\bABN\b|\s·\s/.test(b.sentences[top.firstSentence]?.text ?? '');
    if (!top || !h || h.level < top.level || (h.firstSentence !== top.firstSentence && !placeOnly)) break;
    if ((h.text.match(/\s(›|»|>|\/)\s/g) ?? []).length >= 2) continue;
    // A collection's name over one of its parts ("Staff & Volunteer Handbook — 4th edition" then "Chapter 6 — When
    // someone is unhappy with us: complaints ...", "HOUSE RULES BOOK" then "PART 5 — MEDICINES"): the part is the
    // policy.
    const part = b.headings[i + 1];
    if (
      COLLECTION.test(h.text) &&
      part &&
      part.level >= h.level &&
      part.firstSentence === h.firstSentence &&
      (PART.test(part.text) || LETTERED_PART.test(part.text))
    )
      continue;
    under = h;
    break;
  }
  // A book's name, a line saying what it is, then one of its chapters ("The Customary of Annunciata House", "*Being the
  // usages of the House ...*", "Chapter XI — Of those who bring wrongdoing to light"): the chapter is the policy.
  if (!under && top) {
    const part = b.headings[b.headings.indexOf(top) + 1];
    if (part && PART.test(part.text) && part.firstSentence - top.firstSentence <= 2) under = part;
  }
  // A collection's name with one of its parts under it ("Carrowbrook House — Staff Handbook" then "Section 6: When
  // something goes wrong — incidents ..."): the part is the policy, and the collection's name is not its title.
  // A procedure's own heading straight under the part, before any text ("Section 12: Clinical Documentation" then
  // "NPM-ADM-11 Closing, Archiving and Destroying Resident Records"), is the policy's title: the part only groups it
  // with others in the manual. Not a numbered section of the part ("6.1 Reporting") nor its first one ("Purpose").
  if (top && under && COLLECTION.test(top.text) && PART.test(under.text)) {
    const inner = b.headings[b.headings.indexOf(under) + 1];
    const own =
      inner &&
      inner.level > under.level &&
      inner.firstSentence === under.firstSentence &&
      !/^\(?\d+(?:\.\d+)*[.)]?\s/.test(inner.text) &&
      // A procedure's name: its reference ("NPM-ADM-11 ...") or words enough to name one, not a label of the part's
      // layout ("The Articles").
      (/\b[A-Z]{2,}(?:[-–][A-Z]{1,5})*[-–]?\d+\b/.test(inner.text) || inner.text.split(/\s+/).length >= 4) &&
      !GENERIC_HEADING.test(inner.text.replace(/^[^\p{L}]+/u, ''));
    return { title: own ? inner.text : under.text, headings: b.headings, sentences: b.sentences, tables };
  }
  // A second line of it, a heading of the same level straight under it, names the policy too ("Orientation Module 2 —
  // Knowledge Check with Model Answers" then "Workforce Screening, Induction and Training"); a lower one opens its
  // first section ("1. Purpose").
  const next = under ? b.headings[b.headings.indexOf(under) + 1] : undefined;
  // So does the heading under a document's number ("Practice Ruling", "PR 2025/4", then "Privacy and personal
  // information: ..."): a number says which document it is, not what it is about.
  const numberOnly = (t: string) => /\d/.test(t) && !/\p{Ll}{3,}/u.test(t);
  let named =
    under &&
    next &&
    next.firstSentence === under.firstSentence &&
    (next.level === under.level || (next.level > under.level && numberOnly(under.text)))
      ? `${under.text} — ${next.text}`
      : under?.text;
  // A manual page ("HESED-RECORDS(5)", then "NAME"): the line under NAME says what it is ("hesed-records — the records
  // Hesed Homes makes and keeps, ... how long they are retained").
  if (under && /^name$/i.test(under.text.trim()) && /\(\d\w*\)\s*$/.test(top?.text ?? '')) {
    const line = b.sentences[under.firstSentence]?.text.replace(/\*+/g, '').trim();
    if (line) named = line.slice(0, 200);
  }
  // A place line under the provider's name ("Elders Place and Home Support · Brewarrina NSW") before the policy's own
  // heading ("Yarning Script 6: Speaking up safely", "(Whistleblower protections)"): the headings after it, up to the
  // first text, name the policy.
  // So does the provider's legal name under a heading that says what kind of document it is ("DEED POLL", then "St
  // Cuthbert's Anglican Homes Limited", then "Deed Poll No. 4 of 2025 — Protection of Persons Making Disclosures").
  if (under && (PLACE_LINE.test(under.text) || ORGANISATION_NAME.test(under.text))) {
    const run: string[] = [];
    for (let i = b.headings.indexOf(under) + 1; i < b.headings.length && run.length < 2; i++) {
      const h = b.headings[i];
      if (!h || h.firstSentence !== under.firstSentence) break;
      run.push(h.text);
    }
    if (run.length) named = run.join(' — ');
  }
  // A line that says only what kind of document it is ("COUNCIL POLICY", "Operational Procedure") under the provider's
  // name, before the policy's own heading ("# Privacy in Community Care Policy"), at whatever level: that heading
  // names it.
  // So does a heading of the provider's name's rank after the line under it ("# BORONIA HOME & COMMUNITY CARE LTD",
  // "## Quality Management System — Process Description", "# PD-HR-02 Workforce Screening, Induction and Training").
  // So does a numbered part straight under the line, before any text ("# DAWSON VALLEY ... LTD", "## SERVICE
  // ROADWORTHINESS GUIDELINES", "### SECTION 2 — WORKFORCE SCREENING AND TRAINING"): the line names the set of
  // documents, the part is this one.
  if (under && named === under.text) {
    const after = b.headings[b.headings.indexOf(under) + 1];
    if (
      after &&
      after.firstSentence === under.firstSentence &&
      (after.level < under.level ||
        DOCUMENT_KIND_ONLY.test(under.text.trim()) ||
        (after.level > under.level &&
          PART.test(after.text) &&
          /\p{L}{3,}/u.test(after.text.replace(PART, '')) &&
          !GENERIC_HEADING.test(after.text.replace(PART, '').replace(/^[^\p{L}]+/u, ''))))
    )
      named = after.text;
  }
  // A memo or circular names its subject in its header ("| **Subject** | Complaints, compliments and feedback |",
  // "RE: Medication management"): that is what the document is about, whatever its heading says.
  const subject = memoSubject(lines);
  // A line that only says what kind of document it is ("POLICY DIRECTIVE") adds nothing to the subject's name.
  const subtitle = subject
    ? named && !DOCUMENT_KIND_ONLY.test(named.trim())
      ? `${named} — ${subject}`
      : subject
    : named;
  return { title, ...(subtitle ? { subtitle } : {}), headings: b.headings, sentences: b.sentences, tables };
}
