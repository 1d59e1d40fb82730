// An account holder's personalised insights on policy updates, kept when their digest is prepared (see the Insight
// entity: one item per month of publication) and read with their feed (reader-view.ts).
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../clients';
import { insightKeys, insightMonth, type Insight } from '../data/entities/insight';
import { logger } from '../logger';
import { viewChanged } from './view-stamp';

export interface InsightToKeep {
  updateId: string;
  publishedAt: string;
  insight: string;
  businessName?: string;
}

/** Adds these insights to the user's months (an update's insight written again is replaced). */
export async function keepInsights(
  userId: string,
  insights: InsightToKeep[],
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const byMonth = new Map<string, InsightToKeep[]>();
  for (const i of insights) {
    const month = insightMonth(i.publishedAt);
    byMonth.set(month, [...(byMonth.get(month) ?? []), i]);
  }
  for (const [month, entries] of byMonth) {
    const values = Object.fromEntries(
      entries.map((e): [string, Insight] => [
        e.updateId,
        { insight: e.insight, ...(e.businessName ? { businessName: e.businessName } : {}), createdAt: at },
      ]),
    );
    try {
      await writeMonth(userId, month, values, at);
    } catch (error) {
      // An item holds at most 400 KB: a month with more insights than that keeps the ones it has (they were sent).
      if (error instanceof Error && error.name === 'ValidationException' && /size/i.test(error.message)) {
        logger.warn('insights not kept: the month is full', { month, count: entries.length });
        continue;
      }
      throw error;
    }
  }
  if (byMonth.size) await viewChanged(userId);
}

async function writeMonth(
  userId: string,
  month: string,
  values: Record<string, Insight>,
  at: string,
): Promise<void> {
  const key = insightKeys.month(userId, month);
  const ids = Object.keys(values);
  // Into the month's item when it exists; else the item is made; if another writer made it meanwhile, into it.
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await ddb().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: `SET ${ids.map((_, i) => `#ins.#u${i} = :v${i}`).join(', ')}, updatedAt = :at`,
          ConditionExpression: 'attribute_exists(#ins)',
          ExpressionAttributeNames: {
            '#ins': 'insights',
            ...Object.fromEntries(ids.map((id, i) => [`#u${i}`, id])),
          },
          ExpressionAttributeValues: {
            ':at': at,
            ...Object.fromEntries(ids.map((id, i) => [`:v${i}`, values[id]])),
          },
        }),
      );
      return;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
    try {
      await ddb().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...key, userId, month, insights: values, updatedAt: at },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  throw new Error(`The insights of ${month} could not be written`);
}
