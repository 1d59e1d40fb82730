// The policy updates feed: newest first by publishedAt, paginated with an opaque cursor (a Query on GSI1).
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { PolicyUpdate, PolicyUpdatesPage } from '../../../shared/contracts/feed';
import { ddb, tableName } from '../clients';
import {
  policyUpdateItemSchema,
  policyUpdateKeys,
  type PolicyUpdateItem,
} from '../data/entities/policy-update';
import { batchGetItems, decodeCursor, encodeCursor } from '../data/table';
import { insightItemSchema, insightKeys, type InsightItem } from '../data/entities/insight';
import { sourceStateItemSchema, sourceStateKeys } from '../data/entities/source-state';
import { enabledSources } from '../sources/registry';
import { storedBusinessProfileSchema } from '../../../shared/contracts/business-profile';
import { subscriberKeys } from '../data/entities/subscriber';
import { userKeys } from '../data/entities/user';
import { relevanceFor, type ProviderScope } from '../notify/relevance';
import type { UncheckedSource } from '../../../shared/contracts/feed';

const FEED_LISTING = { gsi1pk: 'UPDATES', pkPrefix: 'UPDATE#' };

export function toPolicyUpdate(item: PolicyUpdateItem): PolicyUpdate {
  const {
    id,
    title,
    summary,
    source,
    url,
    publishedAt,
    impact,
    whatChanged,
    tags,
    effectiveDate,
    beforeMonitoring,
  } = item;
  return {
    id,
    title,
    summary,
    source,
    url,
    publishedAt,
    impact,
    whatChanged,
    tags,
    effectiveDate,
    ...(beforeMonitoring ? { beforeMonitoring } : {}),
  };
}

/** The reader's personalised insights for these updates. */
async function insightsFor(userId: string, updateIds: string[]): Promise<Map<string, InsightItem>> {
  const found = new Map<string, InsightItem>();
  for (const raw of await batchGetItems(updateIds.map((id) => insightKeys.item(userId, id)))) {
    const item = insightItemSchema.safeParse(raw);
    if (item.success) found.set(item.data.updateId, item.data);
  }
  return found;
}

/** What the reader's business profile says it delivers and where, when the reader has one. */
async function readerScope(userId: string): Promise<ProviderScope | null> {
  const [user] = await batchGetItems([userKeys.item(userId)]);
  const subscriberId = typeof user?.subscriberId === 'string' ? user.subscriberId : null;
  if (!subscriberId) return null;
  const [subscriber] = await batchGetItems([subscriberKeys.item(subscriberId)]);
  if (subscriber?.userId !== userId) return null;
  const profile = storedBusinessProfileSchema.safeParse(subscriber.businessProfile ?? {});
  return profile.success ? profile.data : null;
}

/** The enabled sources whose last check failed (a source never checked yet is not listed). */
export async function uncheckedSources(): Promise<UncheckedSource[]> {
  const sources = enabledSources();
  const states = new Map<string, { lastStatus?: string; lastSuccessAt?: string }>();
  for (const raw of await batchGetItems(sources.map((s) => sourceStateKeys.item(s.id)))) {
    const state = sourceStateItemSchema.safeParse(raw);
    if (state.success) states.set(state.data.sourceId, state.data);
  }
  return sources.flatMap((s) => {
    const state = states.get(s.id);
    return state?.lastStatus === 'failed'
      ? [
          {
            sourceId: s.id,
            name: s.name,
            ...(state.lastSuccessAt ? { lastSuccessAt: state.lastSuccessAt } : {}),
          },
        ]
      : [];
  });
}

export async function listPolicyUpdates(
  limit: number,
  cursor?: string,
  /** The signed-in reader: their insights are added to the updates that have one. */
  readerId?: string,
): Promise<PolicyUpdatesPage> {
  const res = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': 'UPDATES' },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: decodeCursor(cursor, FEED_LISTING),
    }),
  );
  const updates = (res.Items ?? []).map((i) => toPolicyUpdate(policyUpdateItemSchema.parse(i)));
  const [insights, scope] =
    readerId && updates.length
      ? await Promise.all([
          insightsFor(
            readerId,
            updates.map((u) => u.id),
          ),
          readerScope(readerId),
        ])
      : [new Map<string, InsightItem>(), null];
  return {
    items: updates.map((u) => {
      const insight = insights.get(u.id);
      const relevance = relevanceFor(u, scope);
      return {
        ...u,
        ...(insight ? { insight: insight.insight, insightFor: insight.businessName } : {}),
        ...(relevance.relevant ? {} : { notRelevant: relevance.reason }),
      };
    }),
    nextCursor: encodeCursor(res.LastEvaluatedKey),
    ...(cursor ? {} : { uncheckedSources: await uncheckedSources() }),
  };
}

/** Stores a policy update under its id, listed in the feed by publishedAt; false when one with that id exists. */
export async function storePolicyUpdate(item: PolicyUpdateItem): Promise<boolean> {
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...policyUpdateKeys.item(item.id),
          ...policyUpdateKeys.listing(item.id, item.publishedAt),
          ...item,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
