// The policy assistant: retrieval over the caller's own library (the named policy, else a category and everything
// below it, else the whole library), an answer from the AI layer citing only the passages it was given, and the
// Act's checkable rules applied to the cited text by code, labelled as the Act's and never left to the model.
import { headingSlug } from '../../../shared/markdown';
import type { ChatCitation, PolicyChatAnswer } from '../../../shared/contracts/policy-chat';
import { checkAgainstAct, type ActFinding } from '../ai/act-check';
import type { AiProvider, Passage } from '../ai';
import { escapeMarkdown } from '../ai/local/format';
import { questionTerms, weightedQuestionTerms } from '../retrieval/terms';
import type { PolicyForIndex } from '../retrieval/chunk';
import { chunkTexts, type LibraryIndex } from '../retrieval/library-index';
import { loadLibraryIndex } from '../retrieval/store';
import { batchGetItems } from '../data/table';
import { policyItemSchema, policyKeys } from '../data/entities/policy';
import { getAi } from '../ai';
import { getCategory, getPolicy, listCategories } from './policies';

/** Chunks retrieved for one question. */
export const PASSAGES_PER_QUESTION = 12;

/** Reads the policies (by id) whose chunks a question found, for their text. */
export type PolicyReader = (ids: readonly string[]) => Promise<ReadonlyMap<string, PolicyForIndex>>;

export interface ChatScope {
  /** Only these policies are searched (all of the library when absent). */
  policyIds?: ReadonlySet<string>;
  /** What was searched, in words: "your “Falls” policy". */
  label: string;
}

function actNotes(findings: readonly ActFinding[]): string {
  return findings
    .map((f) => {
      const source = f.citation ? ` _(${escapeMarkdown(f.citation)})_` : '';
      if (!f.contradicted) return `**What the Act says:** ${escapeMarkdown(f.statement)}${source}`;
      const heading =
        f.strength === 'contradiction' ? 'Your policy differs from the Act.' : 'Check this against the Act.';
      const said = f.policyText ? ` Your policy says: “${escapeMarkdown(f.policyText)}”` : '';
      return `**${heading}**${said}\n\n**What the Act says:** ${escapeMarkdown(f.statement)}${source}`;
    })
    .join('\n\n');
}

/** Retrieval, the answer and the Act checks on one index: the whole assistant but for loading and ownership. */
export async function answerWithIndex(
  ai: AiProvider,
  index: LibraryIndex,
  readPolicies: PolicyReader,
  question: string,
  scope: ChatScope,
): Promise<PolicyChatAnswer> {
  if (scope.policyIds && scope.policyIds.size === 0) {
    return {
      answer: `There are no policies in ${scope.label} yet, so there is nothing to answer from. Add a policy and ask again.`,
      answered: false,
      citations: [],
      act: [],
    };
  }
  const hits = index.search(question, { policyIds: scope.policyIds, limit: PASSAGES_PER_QUESTION });
  const policies = await readPolicies([...new Set(hits.map((h) => h.policyId))]);
  const scores = new Map(hits.map((h) => [h.id, h.score]));
  const passages: Passage[] = chunkTexts(hits, policies).map(
    ({ id, policyId, policyTitle, heading, headingPath, text }) => ({
      id,
      policyId,
      policyTitle,
      heading,
      headingPath,
      text: text.slice(0, 6000),
      score: scores.get(id),
    }),
  );
  const termWeights = Object.fromEntries(questionTerms(question).map((t) => [t, index.idf(t)]));
  const unknownTerms = [...weightedQuestionTerms(question)]
    .filter(([t, w]) => w === 1 && !index.knows(t))
    .map(([t]) => t);
  const answer = await ai.answerPolicyQuestion({
    question,
    passages,
    termWeights,
    unknownTerms,
    scopeLabel: scope.label,
  });

  const byId = new Map(passages.map((p) => [p.id, p]));
  const citations: ChatCitation[] = [];
  for (const c of answer.citations) {
    const p = byId.get(c.passageId);
    // Both providers are held to the passages they were given; anything else is dropped, never shown.
    if (!p) continue;
    citations.push({
      policyId: p.policyId,
      title: p.policyTitle,
      heading: p.heading,
      anchor: headingSlug(p.heading),
      quote: c.quote,
    });
  }
  const answered = answer.answered && citations.length > 0;
  const citedLines = answered
    ? [
        ...answer.citations.map((c) => c.quote),
        ...answer.citations.flatMap((c) => byId.get(c.passageId)?.text.split('\n') ?? []),
      ]
    : [];
  const act = checkAgainstAct(question, citedLines);
  const notes = actNotes(act);
  return {
    answer: notes ? `${answer.answer}\n\n${notes}` : answer.answer,
    answered,
    citations: answered ? citations : [],
    act,
  };
}

/** Every category below a category (and itself). */
async function subtree(userId: string, categoryId: string): Promise<Set<string>> {
  const out = new Set([categoryId]);
  const queue = [categoryId];
  while (queue.length) {
    const next = queue.shift() as string;
    for (const child of await listCategories(userId, next)) {
      if (!out.has(child.id)) {
        out.add(child.id);
        queue.push(child.id);
      }
    }
  }
  return out;
}

/** POST /api/policy-chat: the caller's question, answered from the caller's own policies only. */
export async function askPolicyAssistant(
  userId: string,
  input: { question: string; policyId?: string | null; categoryId?: string | null },
): Promise<PolicyChatAnswer> {
  let scope: ChatScope;
  let index: LibraryIndex;
  if (input.policyId) {
    const policy = await getPolicy(userId, input.policyId);
    index = await loadLibraryIndex(userId);
    scope = { policyIds: new Set([policy.id]), label: `your “${policy.title}” policy` };
  } else if (input.categoryId) {
    const category = await getCategory(userId, input.categoryId);
    const categories = await subtree(userId, category.id);
    index = await loadLibraryIndex(userId);
    const policyIds = new Set(
      [...index.policies].filter(([, meta]) => categories.has(meta.categoryId)).map(([id]) => id),
    );
    scope = { policyIds, label: `the “${category.name}” category` };
  } else {
    index = await loadLibraryIndex(userId);
    scope = {
      label: 'your policy library',
      ...(index.policies.size ? {} : { policyIds: new Set<string>() }),
    };
  }
  return answerWithIndex(getAi(), index, (ids) => readOwnPolicies(userId, ids), input.question, scope);
}

/** The caller's policies with these ids (only the caller's: the keys are under the caller's partition). */
async function readOwnPolicies(userId: string, ids: readonly string[]): Promise<Map<string, PolicyForIndex>> {
  const items = await batchGetItems(ids.map((id) => policyKeys.item(userId, id)));
  return new Map(
    items.map((raw) => {
      const { id, title, content, categoryId, version } = policyItemSchema.parse(raw);
      return [id, { id, title, content, categoryId, version }] as const;
    }),
  );
}

/** A reader over policies held in memory (the evaluation and the benchmarks). */
export function inMemoryPolicies(policies: readonly PolicyForIndex[]): PolicyReader {
  const byId = new Map(policies.map((p) => [p.id, p]));
  return async (ids) =>
    new Map(ids.flatMap((id) => (byId.has(id) ? [[id, byId.get(id) as PolicyForIndex] as const] : [])));
}
