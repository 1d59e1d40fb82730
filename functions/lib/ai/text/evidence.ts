// Finds the evidence patterns of the Act reference (see shared/act/types.ts) in a document's sentences, telling an
// affirmative statement from a negated one ("we do not report ...", a section headed "Out of scope").
import { isNegation, normaliseSpelling, stem, words } from './tokens';

type PatternToken = { kind: 'stem' | 'prefix' | 'exact'; value: string; negation: boolean };

export interface CompiledPattern {
  source: string;
  /** Every part must match in the same sentence. */
  parts: PatternToken[][];
}

export interface TokenisedText {
  words: string[];
  stems: string[];
  norms: string[];
}

/** Words between two pattern words that still count as one phrase ("report the incident" for "report incident"). */
const MAX_GAP = 2;
/** How far before a match a negation word still negates it. */
const NEGATION_WINDOW = 3;
/** "no later than", "not only": negation words that do not negate what follows. */
const NOT_NEGATING_NEXT = new Set(['later', 'more', 'less', 'longer', 'sooner', 'only', 'matter', 'fewer', 'doubt', 'exception']);
const SCOPE_NEGATION = /\b(?:does not|do not|doesn't|don't|will not|won't|is not|are not)\s+(?:cover|apply|address|include|deal with|extend to|relate to)\b/i;
const NEGATED_SECTION = /\b(out of scope|exclusions?|not covered|does not apply|not in scope|outside (?:the )?scope)\b/i;

const COMPILED = new Map<string, CompiledPattern>();

export function compilePattern(source: string): CompiledPattern {
  const cached = COMPILED.get(source);
  if (cached) return cached;
  const parts = source
    .split('&')
    .map((part) =>
      part
        .trim()
        .split(/\s+/)
        .flatMap((raw): PatternToken[] => {
          const isPrefix = raw.endsWith('*');
          const isExact = raw.startsWith('=');
          const ws = words(raw.replace(/^=/, '').replace(/\*$/, ''));
          return ws.map((w, i) => {
            const negation = isNegation(w);
            if (isPrefix && i === ws.length - 1) return { kind: 'prefix', value: w, negation };
            if (isExact && i === 0) return { kind: 'exact', value: w, negation };
            return { kind: 'stem', value: stem(w), negation };
          });
        }),
    )
    .filter((p) => p.length > 0);
  const compiled = { source, parts };
  COMPILED.set(source, compiled);
  return compiled;
}

export function tokenise(text: string): TokenisedText {
  const ws = words(text);
  return { words: ws, stems: ws.map(stem), norms: ws.map(normaliseSpelling) };
}

function tokenMatches(t: TokenisedText, i: number, p: PatternToken): boolean {
  if (p.kind === 'stem') return t.stems[i] === p.value;
  if (p.kind === 'exact') return t.words[i] === p.value;
  return (t.words[i] ?? '').startsWith(p.value) || (t.norms[i] ?? '').startsWith(p.value);
}

/** Start and end (exclusive) of the first occurrences of a phrase, allowing small gaps between its words. */
function findPhrase(t: TokenisedText, phrase: PatternToken[]): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const first = phrase[0];
  if (!first) return out;
  for (let i = 0; i < t.words.length; i++) {
    if (!tokenMatches(t, i, first)) continue;
    let pos = i;
    let ok = true;
    for (let k = 1; k < phrase.length; k++) {
      const p = phrase[k] as PatternToken;
      let found = -1;
      for (let j = pos + 1; j <= Math.min(t.words.length - 1, pos + 1 + MAX_GAP); j++) {
        if (tokenMatches(t, j, p)) {
          found = j;
          break;
        }
      }
      if (found < 0) {
        ok = false;
        break;
      }
      pos = found;
    }
    if (ok) out.push([i, pos + 1]);
  }
  return out;
}

function negatedAt(t: TokenisedText, start: number, scopeStart: number): boolean {
  if (scopeStart >= 0 && start > scopeStart) return true;
  for (let k = Math.max(0, start - NEGATION_WINDOW); k < start; k++) {
    const w = t.words[k] ?? '';
    if (isNegation(w) && !NOT_NEGATING_NEXT.has(t.words[k + 1] ?? '')) return true;
  }
  return false;
}

export interface PatternMatch {
  sentence: number;
  negated: boolean;
}

/**
 * An index over a document's sentences for fast pattern lookups: a 150 KB policy is checked against every
 * requirement's patterns in a few tens of milliseconds.
 */
export class SentenceIndex {
  readonly tokens: TokenisedText[];
  private readonly byStem = new Map<string, number[]>();
  private readonly vocabulary: string[];
  private readonly byWord = new Map<string, number[]>();
  private readonly scopeStarts: number[];
  private readonly negatedSections: boolean[];
  private readonly prefixCache = new Map<string, number[]>();

  constructor(texts: readonly string[], sectionPaths: ReadonlyArray<readonly string[]> = []) {
    this.tokens = texts.map(tokenise);
    this.tokens.forEach((t, id) => {
      for (const s of new Set(t.stems)) push(this.byStem, s, id);
      for (const w of new Set([...t.words, ...t.norms])) push(this.byWord, w, id);
    });
    this.vocabulary = [...this.byWord.keys()].sort();
    this.scopeStarts = texts.map((text) => {
      const m = SCOPE_NEGATION.exec(text);
      return m ? words(text.slice(0, m.index)).length : -1;
    });
    this.negatedSections = texts.map((_, id) => (sectionPaths[id] ?? []).some((h) => NEGATED_SECTION.test(h)));
  }

  private candidates(token: PatternToken): number[] {
    if (token.kind === 'stem') return this.byStem.get(token.value) ?? [];
    if (token.kind === 'exact') return this.byWord.get(token.value) ?? [];
    const cached = this.prefixCache.get(token.value);
    if (cached) return cached;
    const set = new Set<number>();
    let lo = 0;
    let hi = this.vocabulary.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.vocabulary[mid] ?? '') < token.value) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.vocabulary.length && (this.vocabulary[i] ?? '').startsWith(token.value); i++) {
      for (const id of this.byWord.get(this.vocabulary[i] ?? '') ?? []) set.add(id);
    }
    const list = [...set].sort((a, b) => a - b);
    this.prefixCache.set(token.value, list);
    return list;
  }

  /** Sentences that match the pattern, each marked negated when every occurrence in it is negated. */
  find(pattern: CompiledPattern): PatternMatch[] {
    if (!pattern.parts.length) return [];
    let candidates: number[] | null = null;
    for (const part of pattern.parts) {
      // The rarest word of each part narrows the sentences to check.
      let best: number[] | null = null;
      for (const token of part) {
        const list = this.candidates(token);
        if (best === null || list.length < best.length) best = list;
      }
      const list: number[] = best ?? [];
      candidates = candidates === null ? list : intersect(candidates, list);
      if (!candidates.length) return [];
    }
    const out: PatternMatch[] = [];
    for (const id of candidates ?? []) {
      const t = this.tokens[id] as TokenisedText;
      let all = true;
      let negated = false;
      for (const part of pattern.parts) {
        const spans = findPhrase(t, part);
        if (!spans.length) {
          all = false;
          break;
        }
        const startsNegated = part[0]?.negation === true;
        const affirmative = spans.some(([s]) => startsNegated || !negatedAt(t, s, this.scopeStarts[id] ?? -1));
        if (!affirmative) negated = true;
      }
      if (!all) continue;
      out.push({ sentence: id, negated: negated || (this.negatedSections[id] ?? false) });
    }
    return out;
  }
}

function push(map: Map<string, number[]>, key: string, id: number): void {
  const list = map.get(key);
  if (list) list.push(id);
  else map.set(key, [id]);
}

function intersect(a: readonly number[], b: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      out.push(x);
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return out;
}
