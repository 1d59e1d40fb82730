// Splits a policy into chunks by heading: each chunk is the readable statements of one section (lists joined to their
// lead-in, table rows as "Header: cell" statements), with the section's heading path, so retrieval finds the section
// that answers and a citation can open the policy at that heading. Long sections are cut into overlapping windows.
import { parseDocument, type Sentence } from '../ai/text/document';

export interface PolicyForIndex {
  id: string;
  title: string;
  content: string;
  categoryId: string;
  version: number;
}

export interface PolicyChunk {
  /** `${policyId}:${n}`, n in document order. */
  id: string;
  policyId: string;
  policyTitle: string;
  /** The nearest markdown heading above the chunk, which a citation opens the policy at ('' before any heading). */
  heading: string;
  /** Every heading above, outermost first. */
  headingPath: string[];
  /** The section's statements, one per line. */
  text: string;
}

const MAX_SENTENCES = 8;
const MAX_CHARS = 1600;
const OVERLAP = 1;

function sameSection(a: Sentence, b: Sentence): boolean {
  return (
    a.sectionPath.length === b.sectionPath.length && a.sectionPath.every((h, i) => h === b.sectionPath[i])
  );
}

/** Windows of at most MAX_SENTENCES sentences and MAX_CHARS characters, the last sentence of one repeated first in the next. */
function windows(group: Sentence[]): Sentence[][] {
  const out: Sentence[][] = [];
  let start = 0;
  while (start < group.length) {
    let end = start;
    let chars = 0;
    while (
      end < group.length &&
      end - start < MAX_SENTENCES &&
      (end === start || chars + (group[end]?.text.length ?? 0) <= MAX_CHARS)
    ) {
      chars += group[end]?.text.length ?? 0;
      end++;
    }
    out.push(group.slice(start, end));
    if (end >= group.length) break;
    start = Math.max(end - OVERLAP, start + 1);
  }
  return out;
}

export function chunkPolicy(policy: Pick<PolicyForIndex, 'id' | 'title' | 'content'>): PolicyChunk[] {
  const { sentences, headings } = parseDocument(policy.content);
  // A citation opens the policy at a heading, and only markdown headings have anchors: a chunk under a bold label
  // ("**What we do**") is cited at the heading above it.
  const labels = new Set(headings.filter((h) => h.label).map((h) => h.text));
  const real = new Set(headings.filter((h) => !h.label).map((h) => h.text));
  const citedAt = (s: Sentence) =>
    [...s.sectionPath].reverse().find((h) => !labels.has(h) || real.has(h)) ?? s.section;
  const groups: Sentence[][] = [];
  for (const sentence of sentences) {
    const last = groups.at(-1);
    const lastSentence = last?.at(-1);
    if (last && lastSentence && sameSection(lastSentence, sentence)) last.push(sentence);
    else groups.push([sentence]);
  }
  const chunks: PolicyChunk[] = [];
  for (const group of groups) {
    for (const window of windows(group)) {
      const first = window[0];
      if (!first) continue;
      chunks.push({
        id: `${policy.id}:${chunks.length}`,
        policyId: policy.id,
        policyTitle: policy.title,
        heading: citedAt(first),
        headingPath: first.sectionPath,
        text: window.map((s) => s.text).join('\n'),
      });
    }
  }
  return chunks;
}
