// The monitoring workflow's tasks (DESIGN.md section 5), one function per Step Functions Task state. The state
// machine (infra/lib/monitoring-workflow.ts) passes each its input; in AWS each runs as its own Lambda, locally
// aws-local-stepfunctions calls them in-process. Every task can be repeated with the same input without sending or
// storing anything twice.
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { BatchGetCommand, QueryCommand, type BatchGetCommandOutput } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { ddb, s3, tableName } from '../clients';
import { logger } from '../logger';
import { policyUpdateItemSchema, policyUpdateKeys } from '../data/entities/policy-update';
import { runTriggerSchema, type MessageCounts, type SourceRunResult } from '../data/entities/monitoring-run';
import { notifyMode, notifySubscriber, type NotifyUpdate } from '../notify';
import { checkSource, enabledSources, getSource, processChange, type ChangeRef } from '../sources';
import { createRun, getRun, newRunId, NO_MESSAGES, updateRun } from './runs';

// ---------------------------------------------------------------------------------------------------------------
// StartRun

export const startRunInputSchema = z.object({
  runId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,80}$/)
    .optional(),
  trigger: runTriggerSchema.default('schedule'),
  requestedBy: z.string().max(320).optional(),
  /** Write this run's messages to the outbox instead of sending them. */
  forceSimulation: z.boolean().default(false),
});

export interface StartRunOutput {
  runId: string;
  startedAt: string;
  forceSimulation: boolean;
  sources: { sourceId: string }[];
}

export async function startRun(input: unknown, now = new Date()): Promise<StartRunOutput> {
  const parsed = startRunInputSchema.parse(input ?? {});
  const run = await createRun({
    id: parsed.runId ?? newRunId(now),
    trigger: parsed.trigger,
    requestedBy: parsed.requestedBy,
    startedAt: now.toISOString(),
  });
  const sources = enabledSources().map((s) => ({ sourceId: s.id }));
  logger.info('monitoring run started', { runId: run.id, trigger: run.trigger, sources: sources.length });
  return { runId: run.id, startedAt: run.startedAt, forceSimulation: parsed.forceSimulation, sources };
}

// ---------------------------------------------------------------------------------------------------------------
// CheckSource (one Map iteration per source)

export const checkSourceInputSchema = z.object({ runId: z.string().min(1), sourceId: z.string().min(1) });

export interface CheckSourceOutput {
  sourceId: string;
  name: string;
  status: SourceRunResult['status'];
  reason?: string;
  itemCount?: number;
  changes: ChangeRef[];
}

export async function checkSourceTask(input: unknown): Promise<CheckSourceOutput> {
  const { runId, sourceId } = checkSourceInputSchema.parse(input);
  const result = await checkSource(sourceId, runId);
  let name = sourceId;
  try {
    name = getSource(sourceId).name;
  } catch {
    // an unknown source id keeps its id as its name; checkSource already reported it as failed
  }
  return {
    sourceId,
    name,
    status: result.status,
    reason: result.reason,
    itemCount: result.itemCount,
    changes: result.changes,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// RecordChecks: the per-source results go on the run record; the changes go on to be processed.

const changeRefSchema = z.object({
  sourceId: z.string(),
  sourceName: z.string(),
  runId: z.string(),
  kind: z.enum(['new', 'changed']),
  url: z.string(),
  link: z.string(),
  title: z.string(),
  previousTitle: z.string().optional(),
  previousText: z.string().optional(),
  publishedAt: z.string().optional(),
  excerpt: z.string().optional(),
  contentHash: z.string(),
});

const checkOutputSchema = z.object({
  sourceId: z.string(),
  name: z.string().optional(),
  status: z.enum(['ok', 'failed', 'baseline', 'unchanged']),
  reason: z.string().optional(),
  itemCount: z.number().int().optional(),
  changes: z.array(changeRefSchema).default([]),
});

export const recordChecksInputSchema = z.object({
  runId: z.string().min(1),
  checks: z.array(checkOutputSchema),
});

export interface RecordChecksOutput {
  changes: ChangeRef[];
  changeCount: number;
}

export async function recordChecks(input: unknown): Promise<RecordChecksOutput> {
  const { runId, checks } = recordChecksInputSchema.parse(input);
  const sources: SourceRunResult[] = checks.map((c) => ({
    sourceId: c.sourceId,
    name: c.name ?? c.sourceId,
    status: c.status,
    reason: c.reason,
    itemCount: c.itemCount,
    changes: c.changes.length,
  }));
  const changes = checks.flatMap((c) => c.changes);
  await updateRun(runId, { sources, changes: changes.length });
  return { changes, changeCount: changes.length };
}

// ---------------------------------------------------------------------------------------------------------------
// ProcessChange (one Map iteration per change)

export const processChangeInputSchema = z.object({ change: changeRefSchema });

export interface ProcessChangeOutput {
  url: string;
  updateId: string;
  created: boolean;
}

export async function processChangeTask(input: unknown): Promise<ProcessChangeOutput> {
  const { change } = processChangeInputSchema.parse(input);
  const { updateId, created } = await processChange(change);
  return { url: change.url, updateId, created };
}

// ---------------------------------------------------------------------------------------------------------------
// PrepareAudience: the updates of this run and the list of subscribers to tell, written to S3 for the Distributed Map.

const processedSchema = z.union([
  z.object({ url: z.string(), updateId: z.string(), created: z.boolean() }),
  // A change whose processing failed after its retries (the Map iteration's Catch keeps the error).
  z.object({
    url: z.string().optional(),
    error: z.object({ Error: z.string().optional(), Cause: z.string().optional() }),
  }),
]);

export const prepareAudienceInputSchema = z.object({
  runId: z.string().min(1),
  processed: z.array(processedSchema).default([]),
  forceSimulation: z.boolean().optional(),
});

export interface AudienceRef {
  updateIds: string[];
  updateCount: number;
  subscriberCount: number;
  bucket: string;
  key: string;
}

export interface AudienceMember {
  subscriberId: string;
}

export function audienceKey(runId: string): string {
  return `runs/${runId}/audience.json`;
}

function workflowBucket(): string {
  const bucket = process.env.SNAPSHOTS_BUCKET;
  if (!bucket) throw new Error('SNAPSHOTS_BUCKET is not set');
  return bucket;
}

/** Active subscribers with at least one channel on, read from GSI1 page by page (never a Scan). */
export async function listAudience(): Promise<AudienceMember[]> {
  const members: AudienceMember[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await ddb().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        FilterExpression: '#status = :active AND (emailEnabled = :true OR smsEnabled = :true)',
        ProjectionExpression: 'id',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':pk': 'SUBSCRIBERS', ':active': 'active', ':true': true },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of res.Items ?? []) {
      if (typeof item.id === 'string') members.push({ subscriberId: item.id });
    }
    start = res.LastEvaluatedKey;
  } while (start);
  return members;
}

export async function prepareAudience(input: unknown): Promise<AudienceRef> {
  const { runId, processed, forceSimulation } = prepareAudienceInputSchema.parse(input);
  const updateIds: string[] = [];
  let created = 0;
  let failed = 0;
  for (const p of processed) {
    if ('updateId' in p) {
      if (!updateIds.includes(p.updateId)) updateIds.push(p.updateId);
      if (p.created) created++;
    } else {
      failed++;
      logger.warn('a change was not processed', { runId, url: p.url, error: p.error.Error });
    }
  }
  const members = updateIds.length > 0 ? await listAudience() : [];
  const bucket = workflowBucket();
  const key = audienceKey(runId);
  await s3().send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: JSON.stringify(members),
      ContentType: 'application/json',
    }),
  );
  await updateRun(runId, {
    updatesCreated: created,
    changesFailed: failed,
    updateIds,
    subscribers: members.length,
    mode: notifyMode(forceSimulation),
  });
  return { updateIds, updateCount: updateIds.length, subscriberCount: members.length, bucket, key };
}

/** The audience list as the Distributed Map's ItemReader reads it (the local runner reads it the same way). */
export async function readAudience(ref: Pick<AudienceRef, 'bucket' | 'key'>): Promise<AudienceMember[]> {
  const res = await s3().send(new GetObjectCommand({ Bucket: ref.bucket, Key: ref.key }));
  const body = (await res.Body?.transformToString('utf8')) ?? '[]';
  return z.array(z.object({ subscriberId: z.string() })).parse(JSON.parse(body));
}

// ---------------------------------------------------------------------------------------------------------------
// NotifyBatch (one Distributed Map child per batch of subscribers, as ItemBatcher hands them over)

export const notifyBatchInputSchema = z.object({
  BatchInput: z.object({
    runId: z.string().min(1),
    updateIds: z.array(z.string()).min(1),
    forceSimulation: z.boolean().optional(),
  }),
  Items: z.array(z.object({ subscriberId: z.string().min(1) })),
});

export interface NotifyBatchOutput extends MessageCounts {
  subscribers: number;
}

export async function loadUpdates(ids: string[]): Promise<NotifyUpdate[]> {
  const found = new Map<string, NotifyUpdate>();
  for (let i = 0; i < ids.length; i += 100) {
    let keys: Record<string, unknown>[] | undefined = ids
      .slice(i, i + 100)
      .map((id) => policyUpdateKeys.item(id));
    for (let attempt = 0; keys && keys.length > 0 && attempt < 5; attempt++) {
      const res: BatchGetCommandOutput = await ddb().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys, ConsistentRead: true } } }),
      );
      for (const raw of res.Responses?.[tableName()] ?? []) {
        const item = policyUpdateItemSchema.parse(raw);
        found.set(item.id, item);
      }
      keys = res.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  // The order of the run (the digest lists updates as they were found), without any that are gone.
  return ids.flatMap((id) => {
    const u = found.get(id);
    return u ? [u] : [];
  });
}

/** How many subscribers of one batch are notified at once: each is a handful of table writes and one send. */
const SUBSCRIBER_CONCURRENCY = 8;

export async function notifyBatch(input: unknown): Promise<NotifyBatchOutput> {
  const { BatchInput, Items } = notifyBatchInputSchema.parse(input);
  const updates = await loadUpdates(BatchInput.updateIds);
  const totals: NotifyBatchOutput = { ...NO_MESSAGES, subscribers: Items.length };
  if (updates.length === 0) return totals;
  let next = 0;
  const worker = async () => {
    while (next < Items.length) {
      const member = Items[next++];
      if (!member) break;
      const result = await notifySubscriber({
        subscriberId: member.subscriberId,
        batchId: BatchInput.runId,
        updates,
        forceSimulation: BatchInput.forceSimulation,
      });
      totals.sent += result.sent;
      totals.simulated += result.simulated;
      totals.skipped += result.skipped;
      totals.failed += result.failed;
    }
  };
  await Promise.all(Array.from({ length: Math.min(SUBSCRIBER_CONCURRENCY, Items.length) }, worker));
  return totals;
}

// ---------------------------------------------------------------------------------------------------------------
// FinishRun / FailRun

const countsSchema = z.object({
  sent: z.number().int(),
  simulated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
});

/** FinishRun gets the whole workflow state: `notified` is there only when messages went out. */
export const finishRunInputSchema = z.object({
  run: z.object({ runId: z.string().min(1) }),
  notified: z.array(countsSchema.partial()).optional(),
});

export interface RunSummary {
  runId: string;
  status: 'succeeded' | 'failed';
  sourcesChecked: number;
  sourcesFailed: number;
  changes: number;
  updatesCreated: number;
  changesFailed: number;
  subscribers: number;
  messages: MessageCounts;
  durationMs: number;
  error?: string;
}

function sumCounts(parts: Partial<MessageCounts>[]): MessageCounts {
  return parts.reduce<MessageCounts>(
    (acc, p) => ({
      sent: acc.sent + (p.sent ?? 0),
      simulated: acc.simulated + (p.simulated ?? 0),
      skipped: acc.skipped + (p.skipped ?? 0),
      failed: acc.failed + (p.failed ?? 0),
    }),
    { ...NO_MESSAGES },
  );
}

async function settleRun(
  runId: string,
  status: 'succeeded' | 'failed',
  messages: MessageCounts | undefined,
  now: Date,
  error?: string,
): Promise<RunSummary> {
  const run = await getRun(runId);
  if (!run) throw new Error(`No monitoring run ${runId}`);
  const durationMs = Math.max(0, now.getTime() - Date.parse(run.startedAt));
  await updateRun(runId, {
    status,
    finishedAt: now.toISOString(),
    durationMs,
    ...(messages ? { messages } : {}),
    ...(error ? { error } : {}),
  });
  const summary: RunSummary = {
    runId,
    status,
    sourcesChecked: run.sources.length,
    sourcesFailed: run.sources.filter((s) => s.status === 'failed').length,
    changes: run.changes,
    updatesCreated: run.updatesCreated,
    changesFailed: run.changesFailed,
    subscribers: run.subscribers,
    messages: messages ?? run.messages,
    durationMs,
    error,
  };
  logger.info('monitoring run finished', { ...summary });
  return summary;
}

export async function finishRun(input: unknown, now = new Date()): Promise<RunSummary> {
  const { run, notified } = finishRunInputSchema.parse(input);
  return settleRun(run.runId, 'succeeded', notified ? sumCounts(notified) : undefined, now);
}

/** FailRun gets the whole workflow state with the caught error; `run` is missing when StartRun itself failed. */
export const failRunInputSchema = z.object({
  run: z.object({ runId: z.string().min(1) }).optional(),
  error: z.object({ Error: z.string().optional(), Cause: z.string().optional() }).optional(),
});

/** The workflow's Catch target: records why the run stopped, then the state machine fails (and the alarm fires). */
export async function failRun(
  input: unknown,
  now = new Date(),
): Promise<RunSummary | { runId: null; error: string }> {
  const { run, error } = failRunInputSchema.parse(input ?? {});
  const runId = run?.runId;
  const cause = describeCause(error);
  if (!runId) {
    logger.error('monitoring run failed before it started', { error: cause });
    return { runId: null, error: cause };
  }
  return settleRun(runId, 'failed', undefined, now, cause);
}

function describeCause(error: { Error?: string; Cause?: string } | undefined): string {
  if (!error) return 'The run failed';
  let message = error.Cause ?? '';
  try {
    // Lambda errors arrive as JSON: {"errorType":"...","errorMessage":"..."}
    const parsed = JSON.parse(message) as { errorMessage?: unknown };
    if (typeof parsed.errorMessage === 'string') message = parsed.errorMessage;
  } catch {
    // a plain message
  }
  return [error.Error, message].filter(Boolean).join(': ').slice(0, 1000) || 'The run failed';
}
