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
    testFor,
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
    ...(testFor ? { test: true } : {}),
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

/**
 * The updates a reader may see, newest first: every real update, and the test updates this reader made (nobody
 * else's). A test update is rare, so the filter seldom drops anything; pages are filled up to `limit` regardless.
 */
async function visibleUpdates(
  limit: number,
  cursor: string | undefined,
  readerId: string | undefined,
): Promise<{ items: PolicyUpdateItem[]; next: Record<string, unknown> | undefined }> {
  const items: PolicyUpdateItem[] = [];
  let start: Record<string, unknown> | undefined = decodeCursor(cursor, FEED_LISTING);
  for (;;) {
    const res = await ddb().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        FilterExpression: readerId
          ? 'attribute_not_exists(testFor) OR testFor = :reader'
          : 'attribute_not_exists(testFor)',
        ExpressionAttributeValues: { ':pk': 'UPDATES', ...(readerId ? { ':reader': readerId } : {}) },
        ScanIndexForward: false,
        Limit: limit - items.length,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(res.Items ?? []).map((i) => policyUpdateItemSchema.parse(i)));
    start = res.LastEvaluatedKey;
    if (!start) return { items, next: undefined };
    if (items.length >= limit) {
      // The page ends at its last item, which may come before the end of what this query read.
      const last = items[items.length - 1] as PolicyUpdateItem;
      return {
        items,
        next: {
          ...policyUpdateKeys.item(last.id),
          ...policyUpdateKeys.listing(last.id, last.publishedAt),
        },
      };
    }
  }
}

export async function listPolicyUpdates(
  limit: number,
  cursor?: string,
  /** The signed-in reader: their insights are added to the updates that have one, and their own test updates shown. */
  readerId?: string,
): Promise<PolicyUpdatesPage> {
  // The page, the reader's profile and the sources' state are independent reads, made at once; the insights need
  // the page's ids.
  const [page, scope, unchecked] = await Promise.all([
    visibleUpdates(limit, cursor, readerId),
    readerId ? readerScope(readerId) : null,
    cursor ? undefined : uncheckedSources(),
  ]);
  const updates = page.items.map(toPolicyUpdate);
  const insights =
    readerId && updates.length
      ? await insightsFor(
          readerId,
          updates.map((u) => u.id),
        )
      : new Map<string, InsightItem>();
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
    nextCursor: encodeCursor(page.next),
    ...(unchecked ? { uncheckedSources: unchecked } : {}),
  };
}

/** The newest updates this reader may see, as they are: for the dashboard and the profile's preview. */
export async function recentPolicyUpdates(limit: number, readerId?: string): Promise<PolicyUpdate[]> {
  return (await visibleUpdates(limit, undefined, readerId)).items.map(toPolicyUpdate);
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
