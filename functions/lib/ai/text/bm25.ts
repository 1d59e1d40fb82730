// Okapi BM25 ranking over term lists: the retrieval behind the assistant's citations and the Act lookups.

export interface Bm25Options {
  k1?: number;
  b?: number;
}

export class Bm25Index {
  private readonly postings = new Map<string, Array<[number, number]>>();
  private readonly lengths: number[];
  private readonly avgLength: number;
  private readonly k1: number;
  private readonly b: number;
  readonly size: number;

  constructor(docs: ReadonlyArray<readonly string[]>, options: Bm25Options = {}) {
    this.k1 = options.k1 ?? 1.2;
    this.b = options.b ?? 0.75;
    this.size = docs.length;
    this.lengths = docs.map((d) => d.length);
    const total = this.lengths.reduce((a, n) => a + n, 0);
    this.avgLength = docs.length ? total / docs.length || 1 : 1;
    docs.forEach((doc, id) => {
      const counts = new Map<string, number>();
      for (const t of doc) counts.set(t, (counts.get(t) ?? 0) + 1);
      for (const [t, tf] of counts) {
        let list = this.postings.get(t);
        if (!list) {
          list = [];
          this.postings.set(t, list);
        }
        list.push([id, tf]);
      }
    });
  }

  /** Inverse document frequency; a term absent from the corpus gets the highest value. */
  idf(term: string): number {
    const df = this.postings.get(term)?.length ?? 0;
    return Math.log(1 + (this.size - df + 0.5) / (df + 0.5));
  }

  documentFrequency(term: string): number {
    return this.postings.get(term)?.length ?? 0;
  }

  /** Scores every document for a weighted query (term -> weight). */
  scores(query: ReadonlyMap<string, number>): Float64Array {
    const out = new Float64Array(this.size);
    for (const [term, weight] of query) {
      const list = this.postings.get(term);
      if (!list) continue;
      const idf = this.idf(term);
      for (const [doc, tf] of list) {
        const len = this.lengths[doc] ?? 0;
        const norm = tf + this.k1 * (1 - this.b + (this.b * len) / this.avgLength);
        out[doc] = (out[doc] ?? 0) + weight * idf * ((tf * (this.k1 + 1)) / norm);
      }
    }
    return out;
  }

  /** The query terms a document contains. */
  matchedTerms(doc: number, query: ReadonlyMap<string, number>): string[] {
    const out: string[] = [];
    for (const term of query.keys()) {
      if (this.postings.get(term)?.some(([d]) => d === doc)) out.push(term);
    }
    return out;
  }
}

/** Indices of the top `k` scores, best first; ties keep document order so results are deterministic. */
export function topIndices(scores: ArrayLike<number>, k: number, minScore = 0): number[] {
  const idx: number[] = [];
  for (let i = 0; i < scores.length; i++) if ((scores[i] ?? 0) > minScore) idx.push(i);
  idx.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
  return idx.slice(0, k);
}
