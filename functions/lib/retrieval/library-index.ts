// One account's search index over its policy chunks, built with MiniSearch (BM25+ ranking, our stemmed terms), kept
// as JSON (per account, in S3) and updated policy by policy on save. It also keeps, per term, how many chunks hold
// it, so callers can weigh a question's terms by how rare they are in this library.
import MiniSearch, { type Options, type SearchResult } from 'minisearch';
import { words } from '../ai/text/tokens';
import type { PolicyChunk, PolicyForIndex } from './chunk';
import { chunkPolicy } from './chunk';
import { expandedTerms, indexTerm } from './terms';

/** Bumped when the index's shape or term processing changes: an older index is rebuilt. */
export const INDEX_FORMAT = 2;

interface StoredChunk {
  id: string;
  policyId: string;
  policyTitle: string;
  heading: string;
  headingPath: string[];
  text: string;
}

interface IndexedDoc extends StoredChunk {
  title: string;
  headings: string;
}

export interface PolicyMeta {
  title: string;
  categoryId: string;
  version: number;
  chunkIds: string[];
}

export interface Hit extends PolicyChunk {
  score: number;
  /** The query terms (stems) found in the chunk. */
  matched: string[];
}

const FIELDS = ['title', 'headings', 'text'];
const STORE = ['policyId', 'policyTitle', 'heading', 'headingPath', 'text'];

const OPTIONS: Options<IndexedDoc> = {
  fields: FIELDS,
  storeFields: STORE,
  tokenize: (text) => words(text),
  processTerm: (term) => indexTerm(term),
  searchOptions: { boost: { headings: 1.6, title: 1.2 } },
};

function termsOf(chunk: StoredChunk): Set<string> {
  const out = new Set<string>();
  for (const w of words(`${chunk.headingPath.join(' ')} ${chunk.text}`)) {
    const t = indexTerm(w);
    if (t) out.add(t);
  }
  return out;
}

export class LibraryIndex {
  private constructor(
    private readonly search_: MiniSearch<IndexedDoc>,
    readonly policies: Map<string, PolicyMeta>,
    private readonly df: Map<string, number>,
    /** The library revision this index reflects (see store.ts). */
    public rev: number,
  ) {}

  static empty(rev = 0): LibraryIndex {
    return new LibraryIndex(new MiniSearch<IndexedDoc>(OPTIONS), new Map(), new Map(), rev);
  }

  static build(policies: readonly PolicyForIndex[], rev = 0): LibraryIndex {
    const index = LibraryIndex.empty(rev);
    for (const p of policies) index.setPolicy(p);
    return index;
  }

  static fromJSON(json: string): LibraryIndex | null {
    const data = JSON.parse(json) as {
      format?: number;
      rev: number;
      policies: Array<[string, PolicyMeta]>;
      df: Array<[string, number]>;
      search: unknown;
    };
    if (data.format !== INDEX_FORMAT) return null;
    const search = MiniSearch.loadJSON<IndexedDoc>(JSON.stringify(data.search), OPTIONS);
    return new LibraryIndex(search, new Map(data.policies), new Map(data.df), data.rev);
  }

  toJSON(): string {
    return JSON.stringify({
      format: INDEX_FORMAT,
      rev: this.rev,
      policies: [...this.policies],
      df: [...this.df],
      search: this.search_.toJSON(),
    });
  }

  get chunkCount(): number {
    return this.search_.documentCount;
  }

  /** Adds a policy, or replaces what was indexed for it. */
  setPolicy(policy: PolicyForIndex): void {
    this.removePolicy(policy.id);
    const chunks = chunkPolicy(policy);
    for (const chunk of chunks) {
      this.search_.add({ ...chunk, title: policy.title, headings: chunk.headingPath.join(' ') });
      for (const t of termsOf(chunk)) this.df.set(t, (this.df.get(t) ?? 0) + 1);
    }
    this.policies.set(policy.id, {
      title: policy.title,
      categoryId: policy.categoryId,
      version: policy.version,
      chunkIds: chunks.map((c) => c.id),
    });
  }

  removePolicy(policyId: string): void {
    const meta = this.policies.get(policyId);
    if (!meta) return;
    for (const id of meta.chunkIds) {
      const stored = this.search_.getStoredFields(id) as StoredChunk | undefined;
      if (stored) {
        for (const t of termsOf({ ...stored, id })) {
          const n = (this.df.get(t) ?? 1) - 1;
          if (n > 0) this.df.set(t, n);
          else this.df.delete(t);
        }
      }
      if (this.search_.has(id)) this.search_.discard(id);
    }
    this.policies.delete(policyId);
  }

  /** Inverse document frequency of a term in this library (rarer terms weigh more). */
  idf(term: string): number {
    const n = Math.max(this.chunkCount, 1);
    const df = this.df.get(term) ?? 0;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  /**
   * The chunks that best match a question, best first: the question's words and (at half weight) their synonyms,
   * only in the given policies when `policyIds` is set.
   */
  search(question: string, options: { policyIds?: ReadonlySet<string>; limit?: number } = {}): Hit[] {
    const weights = expandedTerms(question);
    if (!weights.size) return [];
    const query = [...weights.keys()].join(' ');
    const { policyIds, limit = 12 } = options;
    const results: SearchResult[] = this.search_.search(query, {
      tokenize: (s) => s.split(' '),
      processTerm: (t) => t,
      combineWith: 'OR',
      // "neuro" finds "neurological": a long enough word also matches the words it begins.
      prefix: (term) => term.length >= 5,
      boostTerm: (term) => weights.get(term) ?? 1,
      filter: policyIds ? (r) => policyIds.has(String(r.policyId)) : undefined,
    });
    return results.slice(0, limit).map((r) => ({
      id: String(r.id),
      policyId: String(r.policyId),
      policyTitle: String(r.policyTitle),
      heading: String(r.heading ?? ''),
      headingPath: (r.headingPath as string[] | undefined) ?? [],
      text: String(r.text),
      score: r.score,
      matched: r.terms,
    }));
  }
}
