// Training modules and progress (spec sections 2-4 and 7). A module is a quiz generated from one of the account's
// policies, remembering the policy version it came from. Its answers stay on the server: the browser gets the questions
// and options only, sends each answer to be checked (two attempts per question, as the spec's quiz allows), and learns
// the correct option once a question is settled. The score of a finished run is the server's own count of questions
// answered right; a posted score that differs is refused. Every finished run is kept, for the training record.
import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import {
  asQuestionCount,
  ATTEMPTS_PER_QUESTION,
  DEFAULT_MODULE_DESCRIPTION,
  passed,
  scoreOf,
  type AnswerResult,
  type ModuleProgress,
  type ModuleStanding,
  type ModuleSummary,
  type ProgressSummary,
  type QuestionCount,
  type QuestionState,
  type TrainingModule,
} from '../../../shared/contracts/training';
import type { Policy, PolicySummary } from '../../../shared/contracts/policies';
import { ddb, tableName } from '../clients';
import {
  moduleItemSchema,
  progressItemSchema,
  trainingKeys,
  type ModuleItem,
  type ProgressItem,
} from '../data/entities/training';
import { queryAll } from '../data/table';
import { BadRequest, Conflict, NotFound, UnprocessableContent } from '../errors';
import type { Caller } from '../http/auth';
import { getPolicy, listAllPolicies } from './policies';

export const MODULE_NOT_FOUND =
  "Training module not found. It may have been deleted, or you don't have permission to view it.";

const isConditionFailure = (error: unknown) => error instanceof ConditionalCheckFailedException;

async function readModule(caller: Caller, id: string): Promise<ModuleItem> {
  const res = await ddb().send(
    new GetCommand({
      TableName: tableName(),
      Key: trainingKeys.module(caller.sub, id),
      ConsistentRead: true,
    }),
  );
  const item = res.Item ? moduleItemSchema.safeParse(res.Item) : null;
  if (!item?.success) throw new NotFound(MODULE_NOT_FOUND);
  return item.data;
}

async function readProgress(caller: Caller, moduleId: string): Promise<ProgressItem | null> {
  const res = await ddb().send(
    new GetCommand({
      TableName: tableName(),
      Key: trainingKeys.progress(caller.sub, moduleId),
      ConsistentRead: true,
    }),
  );
  const item = res.Item ? progressItemSchema.safeParse(res.Item) : null;
  return item?.success ? item.data : null;
}

function freshProgress(module: ModuleItem, history: ProgressItem['history'] = [], rev = 0): ProgressItem {
  return {
    moduleId: module.id,
    moduleName: module.title,
    run: module.questions.map(() => ({ tried: [] })),
    completed: false,
    score: 0,
    completedAt: null,
    history,
    rev,
  };
}

/** Writes progress only if nobody else wrote it since it was read (`rev`); a clash is a 409 to try again. */
async function writeProgress(caller: Caller, next: ProgressItem, previousRev: number | null): Promise<void> {
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...trainingKeys.progress(caller.sub, next.moduleId), ...next },
        ...(previousRev === null
          ? { ConditionExpression: 'attribute_not_exists(pk)' }
          : { ConditionExpression: 'rev = :rev', ExpressionAttributeValues: { ':rev': previousRev } }),
      }),
    );
  } catch (error) {
    if (isConditionFailure(error))
      throw new Conflict('Your progress changed in another window. Reload the module and go on.');
    throw error;
  }
}

function standingOf(progress: ProgressItem | null): ModuleStanding {
  const last = progress?.history.at(-1);
  return {
    completed: Boolean(last),
    score: last?.score ?? null,
    completedAt: last?.completedAt ?? null,
    attempts: progress?.history.length ?? 0,
    passed: progress?.history.some((h) => passed(h.score)) ?? false,
  };
}

function summaryOf(
  module: ModuleItem,
  progress: ProgressItem | null,
  policy: Pick<PolicySummary, 'version'> | null,
): ModuleSummary {
  return {
    id: module.id,
    title: module.title,
    description: module.description ?? DEFAULT_MODULE_DESCRIPTION,
    questionCount: module.questions.length,
    policyId: module.policyId,
    policyTitle: module.policyTitle,
    policyVersion: module.policyVersion,
    policyChanged: policy !== null && policy.version !== module.policyVersion,
    policyDeleted: policy === null,
    createdAt: module.createdAt,
    standing: standingOf(progress),
  };
}

async function currentPolicy(caller: Caller, policyId: string): Promise<Policy | null> {
  try {
    return await getPolicy(caller.sub, policyId);
  } catch (error) {
    if (error instanceof NotFound) return null;
    throw error;
  }
}

function toModule(
  module: ModuleItem,
  progress: ProgressItem | null,
  policy: PolicySummary | null,
): TrainingModule {
  return {
    ...summaryOf(module, progress, policy),
    questions: module.questions.map((q) => ({ question: q.question, options: q.options })),
  };
}

/** Writes the quiz of a policy as it is now (the AI layer, then its checks). */
async function quizOf(policy: { title: string; content: string }, count: QuestionCount) {
  if (!policy.content.trim())
    throw new UnprocessableContent('This policy has no text yet. Write or upload its content first.');
  const { getAi } = await import('../ai');
  return getAi().generateQuiz({ title: policy.title, content: policy.content, count });
}

export async function generateModule(
  caller: Caller,
  input: {
    id?: string | undefined;
    policyId: string;
    title: string;
    description?: string | undefined;
    numQuestions: QuestionCount;
  },
  now = new Date(),
): Promise<TrainingModule> {
  const id = input.id ?? randomUUID();
  const existing = await readModule(caller, id).catch((e: unknown) => {
    if (e instanceof NotFound) return null;
    throw e;
  });
  // The same request again (the browser following a request the gateway gave up on): the module it made.
  if (existing) {
    if (existing.policyId !== input.policyId || existing.title !== input.title)
      throw new Conflict('A different module already has this id.');
    return toModule(existing, null, await currentPolicy(caller, existing.policyId));
  }
  const policy = await getPolicy(caller.sub, input.policyId);
  const quiz = await quizOf(policy, input.numQuestions);
  const item: ModuleItem = {
    id,
    userId: caller.sub,
    title: input.title,
    ...(input.description ? { description: input.description } : {}),
    policyId: policy.id,
    policyTitle: policy.title,
    policyVersion: policy.version,
    questions: quiz.questions,
    createdAt: now.toISOString(),
    updatedAt: now.toISOString(),
  };
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...trainingKeys.module(caller.sub, id), ...item },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new Conflict('This module is already being generated.');
    throw error;
  }
  return toModule(item, null, policy);
}

/** New questions from the policy as it is now; the module keeps its id and its finished runs, the current run restarts. */
export async function regenerateModule(
  caller: Caller,
  id: string,
  now = new Date(),
): Promise<TrainingModule> {
  const module = await readModule(caller, id);
  const policy = await currentPolicy(caller, module.policyId);
  if (!policy)
    throw new UnprocessableContent(
      'The policy this module was generated from has been deleted, so it cannot be generated again.',
    );
  const quiz = await quizOf(policy, asQuestionCount(module.questions.length));
  const next: ModuleItem = {
    ...module,
    policyTitle: policy.title,
    policyVersion: policy.version,
    questions: quiz.questions,
    updatedAt: now.toISOString(),
  };
  await ddb().send(
    new PutCommand({ TableName: tableName(), Item: { ...trainingKeys.module(caller.sub, id), ...next } }),
  );
  const progress = await readProgress(caller, id);
  if (progress)
    await writeProgress(caller, freshProgress(next, progress.history, progress.rev + 1), progress.rev);
  return toModule(next, progress, policy);
}

/** The account's progress on each module it has started, by module id (every page). */
async function accountProgress(caller: Caller): Promise<Map<string, ProgressItem>> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
    ExpressionAttributeValues: { ':pk': `USER#${caller.sub}`, ':p': trainingKeys.PROGRESS_PREFIX },
  });
  return new Map(
    items
      .map((i) => progressItemSchema.safeParse(i))
      .flatMap((r) => (r.success ? [[r.data.moduleId, r.data] as const] : [])),
  );
}

/** The account's modules, newest first, with the progress on each: one read of each, for the grid and the record. */
async function accountModules(
  caller: Caller,
): Promise<Array<{ module: ModuleItem; summary: ModuleSummary; progress: ProgressItem | null }>> {
  const [moduleItems, progress, policies] = await Promise.all([
    queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': `USER#${caller.sub}`, ':p': trainingKeys.MODULE_PREFIX },
    }),
    accountProgress(caller),
    listAllPolicies(caller.sub),
  ]);
  const policy = new Map(policies.map((p) => [p.id, p]));
  return moduleItems
    .map((i) => moduleItemSchema.safeParse(i))
    .flatMap((r) => (r.success ? [r.data] : []))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map((m) => {
      const p = progress.get(m.id) ?? null;
      return { module: m, progress: p, summary: summaryOf(m, p, policy.get(m.policyId) ?? null) };
    });
}

export async function listModules(caller: Caller): Promise<{ modules: ModuleSummary[] }> {
  return { modules: (await accountModules(caller)).map((m) => m.summary) };
}

export async function getModule(caller: Caller, id: string): Promise<TrainingModule> {
  const module = await readModule(caller, id);
  const [progress, policy] = await Promise.all([
    readProgress(caller, id),
    currentPolicy(caller, module.policyId),
  ]);
  return toModule(module, progress, policy);
}

export async function deleteModule(caller: Caller, id: string): Promise<void> {
  await readModule(caller, id);
  await ddb().send(new DeleteCommand({ TableName: tableName(), Key: trainingKeys.module(caller.sub, id) }));
  await ddb().send(new DeleteCommand({ TableName: tableName(), Key: trainingKeys.progress(caller.sub, id) }));
}

function stateOf(module: ModuleItem, progress: ProgressItem, index: number): QuestionState {
  const question = module.questions[index];
  const tried = progress.run[index]?.tried ?? [];
  if (!question) return { tried, settled: false, correct: false };
  const correct = tried.includes(question.correctAnswer);
  const settled = correct || tried.length >= ATTEMPTS_PER_QUESTION || progress.completed;
  return {
    tried,
    settled,
    correct,
    ...(settled || tried.length ? { explanation: question.explanation } : {}),
    ...(settled ? { correctOption: question.correctAnswer } : {}),
  };
}

/** Checks one answer of the current run: right or wrong, and once settled, the correct option. */
export async function answerQuestion(
  caller: Caller,
  id: string,
  input: { questionIndex: number; option: number },
): Promise<AnswerResult> {
  const module = await readModule(caller, id);
  const question = module.questions[input.questionIndex];
  if (!question)
    throw new BadRequest(`questionIndex must be 0 to ${module.questions.length - 1} for this module`);
  if (input.option >= question.options.length)
    throw new BadRequest(`option must be 0 to ${question.options.length - 1}`);
  const stored = await readProgress(caller, id);
  const progress = stored ?? freshProgress(module);
  if (progress.completed)
    throw new Conflict('This module is finished. Restart it to answer the questions again.');
  const before = stateOf(module, progress, input.questionIndex);
  if (before.settled)
    throw new Conflict(
      before.correct
        ? 'This question is already answered correctly.'
        : 'Both attempts at this question have been used.',
    );
  const run = module.questions.map((_, i) => ({ tried: [...(progress.run[i]?.tried ?? [])] }));
  run[input.questionIndex]?.tried.push(input.option);
  const next: ProgressItem = { ...progress, moduleName: module.title, run, rev: progress.rev + 1 };
  await writeProgress(caller, next, stored ? stored.rev : null);
  const state = stateOf(module, next, input.questionIndex);
  return {
    correct: input.option === question.correctAnswer,
    state,
    attemptsLeft: state.settled ? 0 : ATTEMPTS_PER_QUESTION - state.tried.length,
  };
}

function progressOf(module: ModuleItem, progress: ProgressItem | null): ModuleProgress {
  const p = progress ?? freshProgress(module);
  return {
    exists: progress !== null,
    module_id: module.id,
    module_name: module.title,
    completed: p.completed,
    score: p.score,
    completed_at: p.completedAt,
    completedAt: p.completedAt,
    answers: module.questions.map((_, i) => p.run[i]?.tried.at(-1) ?? null),
    use_localStorage: false,
    saved_to: 'server',
    questions: module.questions.map((_, i) => stateOf(module, p, i)),
  };
}

export async function getProgress(caller: Caller, id: string): Promise<ModuleProgress> {
  const module = await readModule(caller, id);
  return progressOf(module, await readProgress(caller, id));
}

/** The account's progress on every module it has started (the dashboard's completed training). */
export async function listProgress(caller: Caller): Promise<ProgressSummary[]> {
  return [...(await accountProgress(caller)).values()].map((p) => {
    const last = p.history.at(-1);
    return {
      module_id: p.moduleId,
      module_name: p.moduleName,
      completed: Boolean(last),
      score: last?.score ?? 0,
      completed_at: last?.completedAt ?? null,
    };
  });
}

/**
 * Finishes the current run (`completed`), scored by the server: every question must have been answered, and the
 * score sent must be the one the server counted. Not completed with no answers: Restart, a new run.
 */
export async function saveProgress(
  caller: Caller,
  id: string,
  input: { answers: Array<number | null>; completed: boolean; score: number },
  now = new Date(),
): Promise<ModuleProgress> {
  const module = await readModule(caller, id);
  const stored = await readProgress(caller, id);
  const progress = stored ?? freshProgress(module);
  if (!input.completed) {
    if (input.answers.some((a) => a !== null) || input.score !== 0)
      throw new BadRequest(
        'Answers are checked one at a time (POST /api/training/modules/{id}/answer); to start again, send no answers and a score of 0.',
      );
    const next = freshProgress(module, progress.history, progress.rev + 1);
    await writeProgress(caller, next, stored ? stored.rev : null);
    return progressOf(module, next);
  }
  if (progress.completed) return progressOf(module, progress);
  const states = module.questions.map((_, i) => stateOf(module, progress, i));
  const unanswered = states.findIndex((s) => !s.tried.length);
  if (unanswered !== -1)
    throw new UnprocessableContent(`Answer question ${unanswered + 1} before finishing the module.`);
  const earned = scoreOf(states.filter((s) => s.correct).length, module.questions.length);
  if (input.score !== earned)
    throw new UnprocessableContent(
      `The score sent (${input.score}%) is not the one your answers earned (${earned}%). Nothing was saved.`,
    );
  const completedAt = now.toISOString();
  const next: ProgressItem = {
    ...progress,
    moduleName: module.title,
    completed: true,
    score: earned,
    completedAt,
    history: [...progress.history, { score: earned, completedAt, policyVersion: module.policyVersion }],
    rev: progress.rev + 1,
  };
  await writeProgress(caller, next, stored ? stored.rev : null);
  return progressOf(module, next);
}

const csvCell = (value: string | number) => {
  const text = String(value);
  // Quoted, and a leading formula character made inert, so a spreadsheet shows it as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
};

/** The account's training record: every finished run of every module, as CSV an auditor can open. */
export async function trainingRecordCsv(caller: Caller): Promise<string> {
  const modules = await accountModules(caller);
  const rows: Array<Array<string | number>> = [
    ['Module', 'Policy', 'Policy version', 'Score (%)', 'Passed', 'Completed at', 'Attempt', 'Attempts'],
  ];
  for (const { summary: m, progress } of modules) {
    const runs = progress?.history ?? [];
    runs.forEach((run, i) =>
      rows.push([
        m.title,
        m.policyTitle,
        run.policyVersion,
        run.score,
        passed(run.score) ? 'Yes' : 'No',
        run.completedAt,
        i + 1,
        runs.length,
      ]),
    );
  }
  return `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
