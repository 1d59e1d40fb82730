// Reads and writes of monitoring run records: created when a run starts, filled in step by step, listed for the admin
// page newest first. Every write is a single-item update that a retried step can repeat without harm.
import { randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../clients';
import {
  monitoringRunKeys,
  monitoringRunSchema,
  type MessageCounts,
  type MonitoringRun,
  type RunTrigger,
} from '../data/entities/monitoring-run';

/** Time-ordered and unguessable: `2026-11-23T06-00-00Z-3f9a1c2b`, also a valid Step Functions execution name. */
export function newRunId(now = new Date()): string {
  return `${now.toISOString().slice(0, 19).replace(/:/g, '-')}Z-${randomBytes(4).toString('hex')}`;
}

export const NO_MESSAGES: MessageCounts = { sent: 0, simulated: 0, skipped: 0, failed: 0 };

/** One item names the run in progress: runs are claimed with a conditional write, so two can never overlap. */
const SLOT_KEY = { pk: 'MONITORING', sk: 'RUN_IN_PROGRESS' };
/** A claim older than this has died without its final step (FinishRun or FailRun); it no longer blocks a new run. */
export const STALE_RUN_MS = 2 * 60 * 60 * 1000;

export class RunInProgress extends Error {
  constructor(
    readonly runId: string,
    readonly startedAt: string,
  ) {
    super(`A monitoring run is already in progress (${runId}, started ${startedAt})`);
    this.name = 'RunInProgress';
  }
}

/**
 * Claims the one run slot for this run, or throws RunInProgress naming the run that holds it. Claiming again for the
 * same run (a retried step, or StartRun after the admin API) succeeds.
 */
export async function claimRunSlot(runId: string, startedAt: string, now = new Date()): Promise<void> {
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...SLOT_KEY, runId, startedAt },
        ConditionExpression: 'attribute_not_exists(pk) OR runId = :runId OR startedAt < :staleBefore',
        ExpressionAttributeValues: {
          ':runId': runId,
          ':staleBefore': new Date(now.getTime() - STALE_RUN_MS).toISOString(),
        },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const held = await ddb().send(
      new GetCommand({ TableName: tableName(), Key: SLOT_KEY, ConsistentRead: true }),
    );
    const item = held.Item as { runId?: string; startedAt?: string } | undefined;
    throw new RunInProgress(item?.runId ?? 'unknown', item?.startedAt ?? 'unknown');
  }
}

/** Frees the slot if this run holds it. */
export async function releaseRunSlot(runId: string): Promise<void> {
  try {
    await ddb().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: SLOT_KEY,
        ConditionExpression: 'runId = :runId',
        ExpressionAttributeValues: { ':runId': runId },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/**
 * Claims the run slot and creates the run record; a retried start finds both and leaves them as they are. Throws
 * RunInProgress when another run holds the slot.
 */
export async function createRun(input: {
  id: string;
  trigger: RunTrigger;
  requestedBy?: string;
  startedAt: string;
}): Promise<MonitoringRun> {
  await claimRunSlot(input.id, input.startedAt, new Date(input.startedAt));
  const run: MonitoringRun = {
    id: input.id,
    trigger: input.trigger,
    requestedBy: input.requestedBy,
    status: 'running',
    startedAt: input.startedAt,
    sources: [],
    changes: 0,
    updatesCreated: 0,
    changesFailed: 0,
    updateIds: [],
    subscribers: 0,
    messages: NO_MESSAGES,
  };
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: monitoringRunKeys.item(run.id),
        UpdateExpression:
          'SET id = :id, #trigger = :trigger, requestedBy = :requestedBy, #status = :status, startedAt = :startedAt, sources = :empty, changes = :zero, updatesCreated = :zero, changesFailed = :zero, updateIds = :empty, subscribers = :zero, messages = :messages, gsi1pk = :gsi1pk, gsi1sk = :gsi1sk',
        ConditionExpression: 'attribute_not_exists(pk)',
        ExpressionAttributeNames: { '#trigger': 'trigger', '#status': 'status' },
        ExpressionAttributeValues: {
          ':id': run.id,
          ':trigger': run.trigger,
          ':requestedBy': run.requestedBy ?? null,
          ':status': run.status,
          ':startedAt': run.startedAt,
          ':empty': [],
          ':zero': 0,
          ':messages': NO_MESSAGES,
          ...prefixed(monitoringRunKeys.listing(run.id, run.startedAt)),
        },
      }),
    );
    return run;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const existing = await getRun(run.id);
    if (!existing) throw error;
    return existing;
  }
}

function prefixed(keys: { gsi1pk: string; gsi1sk: string }): Record<string, string> {
  return { ':gsi1pk': keys.gsi1pk, ':gsi1sk': keys.gsi1sk };
}

function parseRun(item: Record<string, unknown>): MonitoringRun {
  // requestedBy is stored as null for scheduled runs (an update expression cannot leave it out).
  const { requestedBy, ...rest } = item;
  return monitoringRunSchema.parse({ ...rest, requestedBy: requestedBy ?? undefined });
}

export async function getRun(id: string): Promise<MonitoringRun | null> {
  const res = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: monitoringRunKeys.item(id), ConsistentRead: true }),
  );
  return res.Item ? parseRun(res.Item) : null;
}

/** Sets some fields of a run that exists. */
export async function updateRun(
  id: string,
  fields: Partial<Omit<MonitoringRun, 'id' | 'trigger' | 'startedAt' | 'requestedBy'>>,
): Promise<void> {
  const entries = Object.entries(fields).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return;
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = entries.map(([key, value], i) => {
    names[`#f${i}`] = key;
    values[`:v${i}`] = value;
    return `#f${i} = :v${i}`;
  });
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: monitoringRunKeys.item(id),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    }),
  );
}

export async function listRuns(limit = 10): Promise<MonitoringRun[]> {
  const res = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': 'RUNS' },
      ScanIndexForward: false,
      Limit: Math.min(Math.max(limit, 1), 50),
    }),
  );
  return (res.Items ?? []).map(parseRun);
}
