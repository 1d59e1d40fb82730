// Pending changes (see the entity): what RecordChecks keeps so that a change is processed until its update is stored.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { ddb, tableName } from '../clients';
import { MAX_CHANGE_ATTEMPTS, pendingChangeKeys } from '../data/entities/pending-change';
import { queryAll } from '../data/table';
import { logger } from '../logger';
import type { ChangeRef } from '../sources/change';
import { updateIdFor } from '../sources/canonical';
import { changeRefSchema } from '../sources/change';

const pendingItemSchema = z.object({
  change: changeRefSchema,
  attempts: z.number().int(),
  firstRunId: z.string(),
  createdAt: z.string(),
});

/** Counts this run's try of a change, recording the change the first time; returns how many runs have tried it. */
async function recordAttempt(change: ChangeRef, runId: string, at: string): Promise<number> {
  const res = await ddb()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: pendingChangeKeys.item(updateIdFor(change)),
        UpdateExpression:
          'SET change = if_not_exists(change, :change), firstRunId = if_not_exists(firstRunId, :run), createdAt = if_not_exists(createdAt, :at), lastRunId = :run, attempts = if_not_exists(attempts, :zero) + :one',
        // A retried RecordChecks of the same run counts once.
        ConditionExpression: 'attribute_not_exists(lastRunId) OR lastRunId <> :run',
        ExpressionAttributeValues: { ':change': change, ':run': runId, ':at': at, ':zero': 0, ':one': 1 },
        ReturnValues: 'ALL_NEW',
      }),
    )
    .catch((error: unknown) => {
      if (error instanceof ConditionalCheckFailedException) return null;
      throw error;
    });
  const attempts = res?.Attributes?.attempts;
  return typeof attempts === 'number' ? attempts : 1;
}

export interface PendingPlan {
  /** This run's new changes followed by earlier runs' changes still pending. */
  changes: ChangeRef[];
  /** How many of them earlier runs found. */
  retried: number;
  /** Changes given up after MAX_CHANGE_ATTEMPTS runs. */
  abandoned: ChangeRef[];
}

/** Records this run's changes as pending and adds those that earlier runs could not finish. */
export async function planChanges(runId: string, found: ChangeRef[], now = new Date()): Promise<PendingPlan> {
  const at = now.toISOString();
  const foundIds = new Set(found.map((c) => updateIdFor(c)));
  for (const change of found) await recordAttempt(change, runId, at);
  const earlier: ChangeRef[] = [];
  const abandoned: ChangeRef[] = [];
  const pending = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': pendingChangeKeys.PARTITION },
  });
  for (const raw of pending) {
    const item = pendingItemSchema.safeParse(raw);
    if (!item.success) continue;
    const change = item.data.change;
    if (foundIds.has(updateIdFor(change))) continue;
    const attempts = await recordAttempt(change, runId, at);
    if (attempts > MAX_CHANGE_ATTEMPTS) {
      abandoned.push(change);
      logger.error('change given up after repeated failures', { url: change.url, attempts: attempts - 1 });
      await resolvePending(change);
      continue;
    }
    earlier.push({ ...change, runId });
  }
  return { changes: [...found, ...earlier], retried: earlier.length, abandoned };
}

/** The update of a change is stored: nothing is pending for it any more. */
export async function resolvePending(change: Pick<ChangeRef, 'url' | 'contentHash'>): Promise<void> {
  await ddb().send(
    new DeleteCommand({ TableName: tableName(), Key: pendingChangeKeys.item(updateIdFor(change)) }),
  );
}
