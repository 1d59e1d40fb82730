// Loads the evaluation set (policies, questions, source changes) from eval/ for the evaluation script and the bench.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));

export interface EvalPolicy {
  id: string;
  title: string;
  categoryId: string;
  content: string;
  covers: string[];
  /** Cross-cutting requirements it deals with without their being its topic: printed, not scored. */
  touches?: string[];
  lacks: string[];
}

export interface EvalQuestion {
  question: string;
  policy: string | null;
  answer?: string;
  /** Written after the local analyser was tuned and never used to tune it. */
  heldOut?: boolean;
}

export interface EvalChange {
  id: string;
  source: string;
  title: string;
  url: string;
  text: string;
  previousText?: string;
  keyFacts: string[];
  effectiveDate?: string;
  changedFacts?: string[];
  impact?: 'high' | 'medium' | 'low';
}

function readJson<T>(name: string): T {
  return JSON.parse(readFileSync(join(here, name), 'utf8')) as T;
}

function readText(path: string): string {
  return readFileSync(join(here, path), 'utf8');
}

export function loadPolicies(): EvalPolicy[] {
  const meta = readJson<{ policies: Array<Omit<EvalPolicy, 'content'> & { file: string }> }>('policies.json');
  return meta.policies.map(({ file, ...p }) => ({ ...p, content: readText(file) }));
}

export function loadQuestions(): EvalQuestion[] {
  return readJson<{ questions: EvalQuestion[] }>('questions.json').questions;
}

export function loadChanges(): EvalChange[] {
  const meta = readJson<{
    changes: Array<Omit<EvalChange, 'text' | 'previousText'> & { file: string; previousFile?: string }>;
  }>('changes.json');
  return meta.changes.map(({ file, previousFile, ...c }) => ({
    ...c,
    text: readText(file),
    ...(previousFile ? { previousText: readText(previousFile) } : {}),
  }));
}

/** The evaluation policies in the shape the AI layer takes. */
export function asPolicies(list: readonly EvalPolicy[]) {
  return list.map((p) => ({
    id: p.id,
    title: p.title,
    content: p.content,
    categoryId: p.categoryId,
    isPublished: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }));
}

/** A question set for the policy assistant: a library of policies and questions asked of it. */
export interface ChatSet {
  name: string;
  policies: Array<{ id: string; title: string; content: string; provider?: string }>;
  questions: Array<{
    question: string;
    /** "library", "provider:<X>" or "policy:<id>". */
    scope: string;
    policy: string | null;
    heading?: string | null;
    answer: string[] | null;
    contradictsAct?: string;
  }>;
}

/** The set only ever scored, never tuned on (written blind, see chat-test/README.md). */
export const TEST_SET = 'chat-test';

function loadWrittenSet(name: string): ChatSet {
  const meta = readJson<{
    policies: Array<{ id: string; file: string; title: string; provider?: string }>;
    questions: ChatSet['questions'];
  }>(`${name}/set.json`);
  return {
    name,
    policies: meta.policies.map(({ file, ...p }) => ({ ...p, content: readText(`${name}/${file}`) })),
    questions: meta.questions,
  };
}

/**
 * The assistant's question sets: the first set (its questions were used to tune the first analyst), chat-heldout
 * (written blind, used to develop the passage-based assistant) and chat-test (written blind, scored only).
 */
export function loadChatSets(): ChatSet[] {
  const first: ChatSet = {
    name: 'questions',
    policies: loadPolicies().map(({ id, title, content }) => ({ id, title, content })),
    questions: loadQuestions().map((q) => ({
      question: q.question,
      scope: 'library',
      policy: q.policy,
      answer: q.answer ? [q.answer] : null,
    })),
  };
  return [first, loadWrittenSet('chat-heldout'), loadWrittenSet(TEST_SET)];
}

/** The policies a question's scope covers (undefined: the whole library). */
export function scopePolicies(set: ChatSet, scope: string): Set<string> | undefined {
  if (scope.startsWith('policy:')) return new Set([scope.slice('policy:'.length)]);
  if (scope.startsWith('provider:')) {
    const provider = scope.slice('provider:'.length);
    return new Set(set.policies.filter((p) => p.provider === provider).map((p) => p.id));
  }
  return undefined;
}
