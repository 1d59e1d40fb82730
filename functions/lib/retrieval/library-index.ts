// One account's search index over its policy chunks, built with MiniSearch (BM25+ ranking, our stemmed terms), kept
// as JSON (per account, in S3) and updated policy by policy on save. It stores only where each chunk is (policy,
// heading), not its text: the text of the few chunks a question finds is read from their policies (`chunkTexts`), so
// the index stays small enough to rewrite on every save.
import MiniSearch, { type AsPlainObject, type Options, type SearchResult } from 'minisearch';
import { words } from '../ai/text/tokens';
import { chunkPolicy, type PolicyChunk, type PolicyForIndex } from './chunk';
import { expandedTerms, indexTerm, synonymsOf } from './terms';

/** Bumped when the index's shape or term processing changes: an older index is rebuilt. */
export const INDEX_FORMAT = 3;

interface IndexedDoc {
  id: string;
  policyId: string;
  heading: string;
  title: string;
  headings: string;
  text: string;
}

export interface PolicyMeta {
  title: string;
  categoryId: string;
  version: number;
  chunkIds: string[];
}

/** A chunk a question found: where it is, and how well it matched. */
export interface Hit {
  id: string;
  policyId: string;
  heading: string;
  score: number;
  /** The query terms (stems) found in the chunk. */
  matched: string[];
}

const FIELDS = ['title', 'headings', 'text'];
const STORE = ['policyId', 'heading'];

const OPTIONS: Options<IndexedDoc> = {
  fields: FIELDS,
  storeFields: STORE,
  tokenize: (text) => words(text),
  processTerm: (term) => indexTerm(term),
  searchOptions: { boost: { headings: 1.6, title: 1.2 } },
};

export class LibraryIndex {
  private constructor(
    private readonly search_: MiniSearch<IndexedDoc>,
    readonly policies: Map<string, PolicyMeta>,
    /** The library revision this index reflects (see store.ts). */
    public rev: number,
  ) {}

  static empty(rev = 0): LibraryIndex {
    return new LibraryIndex(new MiniSearch<IndexedDoc>(OPTIONS), new Map(), rev);
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
      search: AsPlainObject;
    };
    if (data.format !== INDEX_FORMAT) return null;
    return new LibraryIndex(
      MiniSearch.loadJS<IndexedDoc>(data.search, OPTIONS),
      new Map(data.policies),
      data.rev,
    );
  }

  toJSON(): string {
    return JSON.stringify({
      format: INDEX_FORMAT,
      rev: this.rev,
      policies: [...this.policies],
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
      this.search_.add({
        id: chunk.id,
        policyId: chunk.policyId,
        heading: chunk.heading,
        title: policy.title,
        headings: chunk.headingPath.join(' '),
        text: chunk.text,
      });
    }
    this.dfCache.clear();
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
    for (const id of meta.chunkIds) if (this.search_.has(id)) this.search_.discard(id);
    this.policies.delete(policyId);
    this.dfCache.clear();
  }

  private readonly dfCache = new Map<string, number>();

  /** How many chunks hold a term (its own stem, in the headings or text). */
  private documentFrequency(term: string): number {
    let df = this.dfCache.get(term);
    if (df === undefined) {
      df = this.search_.search(term, {
        tokenize: (s) => [s],
        processTerm: (t) => t,
        fields: ['headings', 'text'],
        prefix: false,
        fuzzy: false,
      }).length;
      this.dfCache.set(term, df);
    }
    return df;
  }

  /** True when some chunk holds the term, a synonym of it, or (for a long enough term) a word it begins. */
  knows(term: string): boolean {
    if (this.documentFrequency(term) > 0) return true;
    if (synonymsOf(term).some((s) => this.documentFrequency(s) > 0)) return true;
    if (term.length < 5) return false;
    return (
      this.search_.search(term, {
        tokenize: (s) => [s],
        processTerm: (t) => t,
        fields: ['headings', 'text'],
        prefix: true,
        fuzzy: false,
      }).length > 0
    );
  }

  /** Inverse document frequency of a term in this library (rarer terms weigh more). */
  idf(term: string): number {
    const n = Math.max(this.chunkCount, 1);
    const df = this.documentFrequency(term);
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
      heading: String(r.heading ?? ''),
      score: r.score,
      matched: r.terms,
    }));
  }
}

/**
 * The chunks a search found, with their text: the policies they belong to are chunked again (the same chunking the
 * index was built with, so the ids match). Hits whose policy is missing or changed shape are left out.
 */
export function chunkTexts(
  hits: readonly Hit[],
  policies: ReadonlyMap<string, PolicyForIndex>,
): PolicyChunk[] {
  const byPolicy = new Map<string, Map<string, PolicyChunk>>();
  const out: PolicyChunk[] = [];
  for (const hit of hits) {
    const policy = policies.get(hit.policyId);
    if (!policy) continue;
    let chunks = byPolicy.get(policy.id);
    if (!chunks) {
      chunks = new Map(chunkPolicy(policy).map((c) => [c.id, c]));
      byPolicy.set(policy.id, chunks);
    }
    const chunk = chunks.get(hit.id);
    if (chunk) out.push(chunk);
  }
  return out;
}

/** Search and read in one step, over policies held in memory (tests and tools). */
export function retrieve(
  index: LibraryIndex,
  policies: readonly PolicyForIndex[],
  question: string,
  options: { policyIds?: ReadonlySet<string>; limit?: number } = {},
): PolicyChunk[] {
  return chunkTexts(index.search(question, options), new Map(policies.map((p) => [p.id, p])));
}
