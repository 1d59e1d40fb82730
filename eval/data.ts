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
  const meta = readJson<{ changes: Array<Omit<EvalChange, 'text' | 'previousText'> & { file: string; previousFile?: string }> }>('changes.json');
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
