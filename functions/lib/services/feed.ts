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
import { batchGetItems, decodeCursor, encodeCursor, type ItemKey, type PrefetchedItems } from '../data/table';
import type { Insight } from '../data/entities/insight';
import { readerView, viewKeys, type Reader } from './reader-view';
import { sourceStateItemSchema, sourceStateKeys } from '../data/entities/source-state';
import { enabledSources } from '../sources/registry';
import { subscriberKeys } from '../data/entities/subscriber';
import { userKeys } from '../data/entities/user';
import { relevanceFor } from '../notify/relevance';
import type { UncheckedSource } from '../../../shared/contracts/feed';
import { feedCache, type NewestUpdates, type SourceStates } from './feed-cache';

/** How many of the newest updates are kept for first pages (the feed shows 10 a page, the dashboard 5). */
const NEWEST_KEPT = 50;

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

/** The reader: their id, and what their user item says when the caller has read it (else it is read here). */
export interface FeedReader {
  id: string;
  /** From the reader's user item: their subscription and view stamp (see view-stamp.ts). */
  user?: { subscriberId: string | null; viewStamp: string };
  /** Items read ahead with the reader's user item (see feedReadAhead). */
  prefetched?: PrefetchedItems;
}

async function readerOf(who: FeedReader): Promise<Reader> {
  let user = who.user;
  if (!user) {
    const [item] = await batchGetItems([userKeys.item(who.id)], { consistentRead: true });
    user = {
      subscriberId: typeof item?.subscriberId === 'string' ? item.subscriberId : null,
      viewStamp: typeof item?.viewAt === 'string' ? item.viewAt : '',
    };
  }
  return {
    id: who.id,
    subscriberId: user.subscriberId,
    viewStamp: user.viewStamp,
    ...(who.prefetched ? { prefetched: who.prefetched } : {}),
  };
}

/**
 * What a first page of the feed needs beside the reader's user item, to read with it in one request: their
 * subscription (the account's last known link, checked against the user item when used) and the insight months of
 * the page, from the newest updates kept for every reader. Later pages and administrators read after the check.
 */
export async function feedReadAhead(
  readerId: string,
  subscriberHint: string | null,
  limit: number,
  cursor: string | undefined,
  fresh: boolean,
): Promise<ItemKey[]> {
  if (cursor || fresh) return subscriberHint ? [subscriberKeys.item(subscriberHint)] : [];
  const page = await visibleUpdates(limit, undefined, readerId);
  return viewKeys(readerId, subscriberHint, page.items);
}

/** The enabled sources whose last check failed (a source never checked yet is not listed). */
export async function uncheckedSources(): Promise<UncheckedSource[]> {
  const sources = enabledSources();
  const states = await feedCache.sourceStates(async () => {
    const read: SourceStates = new Map();
    for (const raw of await batchGetItems(sources.map((s) => sourceStateKeys.item(s.id)))) {
      const state = sourceStateItemSchema.safeParse(raw);
      if (state.success) read.set(state.data.sourceId, state.data);
    }
    return read;
  });
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

/** The newest updates, test updates included, straight from the listing. */
async function readNewest(): Promise<NewestUpdates> {
  const res = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': 'UPDATES' },
      ScanIndexForward: false,
      Limit: NEWEST_KEPT,
    }),
  );
  return {
    items: (res.Items ?? []).map((i) => policyUpdateItemSchema.parse(i)),
    complete: !res.LastEvaluatedKey,
  };
}

const isVisibleTo = (readerId: string | undefined) => (item: PolicyUpdateItem) =>
  !item.testFor || item.testFor === readerId;

/** Where the next page starts: after this page's last item. */
const after = (last: PolicyUpdateItem) => ({
  ...policyUpdateKeys.item(last.id),
  ...policyUpdateKeys.listing(last.id, last.publishedAt),
});

/**
 * The updates a reader may see, newest first: every real update, and the test updates this reader made (nobody
 * else's). A test update is rare, so the filter seldom drops anything; pages are filled up to `limit` regardless.
 * A first page comes from the newest updates every reader shares (kept a short while, see feed-cache.ts) unless
 * `fresh` asks for the table itself.
 */
async function visibleUpdates(
  limit: number,
  cursor: string | undefined,
  readerId: string | undefined,
  fresh = false,
): Promise<{ items: PolicyUpdateItem[]; next: Record<string, unknown> | undefined }> {
  if (!cursor && !fresh && limit <= NEWEST_KEPT) {
    const newest = await feedCache.newestUpdates(readNewest);
    const visible = newest.items.filter(isVisibleTo(readerId));
    if (visible.length > limit || (visible.length === limit && !newest.complete)) {
      const items = visible.slice(0, limit);
      return { items, next: after(items[items.length - 1] as PolicyUpdateItem) };
    }
    if (newest.complete) return { items: visible, next: undefined };
    // Other readers' test updates took places on this page: read it from the table.
  }
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
    // The page ends at its last item, which may come before the end of what this query read.
    if (items.length >= limit) return { items, next: after(items[items.length - 1] as PolicyUpdateItem) };
  }
}

export async function listPolicyUpdates(
  limit: number,
  cursor?: string,
  /** The signed-in reader: their insights are added to the updates that have one, and their own test updates shown. */
  reader?: string | FeedReader,
  /** Read the table itself rather than the newest updates kept for everyone (an admin checking a test update). */
  options: { fresh?: boolean } = {},
): Promise<PolicyUpdatesPage> {
  const who: FeedReader | undefined = typeof reader === 'string' ? { id: reader } : reader;
  // The page and the sources' state are independent reads, made at once; the reader's profile and insights need
  // the page's ids, and come in one batch.
  const [page, unchecked] = await Promise.all([
    visibleUpdates(limit, cursor, who?.id, options.fresh),
    cursor ? undefined : uncheckedSources(),
  ]);
  const updates = page.items.map(toPolicyUpdate);
  const { scope, insights } = who
    ? await readerView(await readerOf(who), updates)
    : { scope: null, insights: new Map<string, Insight>() };
  return {
    items: updates.map((u, i) => {
      const insight = insights.get(u.id);
      // Read from the stored item: the newest ones are the same objects from request to request (see relevance.ts).
      const relevance = relevanceFor(page.items[i] ?? u, scope);
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
export async function recentPolicyUpdates(
  limit: number,
  readerId?: string,
  options: { fresh?: boolean } = {},
): Promise<PolicyUpdate[]> {
  return (await visibleUpdates(limit, undefined, readerId, options.fresh)).items.map(toPolicyUpdate);
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
    feedCache.forgetUpdates();
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
