// A line diff of two texts for the History panel, built on jsdiff: runs of unchanged lines far from any change are
// folded, so a long policy with one edited paragraph shows that paragraph with a little context.
import { diffLines, diffWordsWithSpace } from 'diff';

export type DiffPart =
  | { kind: 'same' | 'added' | 'removed'; lines: string[] }
  | { kind: 'changed'; removed: WordPart[]; added: WordPart[] }
  | { kind: 'folded'; count: number };
export interface WordPart {
  text: string;
  changed: boolean;
}

const CONTEXT = 2;

function splitLines(value: string): string[] {
  const lines = value.split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** The changes that turn `before` into `after`, line by line; a one-line edit is shown word by word. */
export function diffTexts(before: string, after: string): DiffPart[] {
  const raw = diffLines(before, after);
  const parts: DiffPart[] = [];
  for (let i = 0; i < raw.length; i++) {
    const change = raw[i];
    if (!change) continue;
    const next = raw[i + 1];
    const lines = splitLines(change.value);
    if (change.removed && next?.added && lines.length === 1 && splitLines(next.value).length === 1) {
      const words = diffWordsWithSpace(change.value.replace(/\n$/, ''), next.value.replace(/\n$/, ''));
      parts.push({
        kind: 'changed',
        removed: words.filter((w) => !w.added).map((w) => ({ text: w.value, changed: Boolean(w.removed) })),
        added: words.filter((w) => !w.removed).map((w) => ({ text: w.value, changed: Boolean(w.added) })),
      });
      i++;
      continue;
    }
    parts.push({ kind: change.added ? 'added' : change.removed ? 'removed' : 'same', lines });
  }
  // Fold unchanged runs, keeping CONTEXT lines next to each change.
  return parts.flatMap((part, index): DiffPart[] => {
    if (part.kind !== 'same') return [part];
    const keepBefore = index > 0 ? CONTEXT : 0;
    const keepAfter = index < parts.length - 1 ? CONTEXT : 0;
    if (part.lines.length <= keepBefore + keepAfter + 1) return [part];
    const head = part.lines.slice(0, keepBefore);
    const tail = keepAfter ? part.lines.slice(-keepAfter) : [];
    const out: DiffPart[] = [];
    if (head.length) out.push({ kind: 'same', lines: head });
    out.push({ kind: 'folded', count: part.lines.length - head.length - tail.length });
    if (tail.length) out.push({ kind: 'same', lines: tail });
    return out;
  });
}
