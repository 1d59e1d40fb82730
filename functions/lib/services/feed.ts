// The policy updates feed: newest first by publishedAt, paginated with an opaque cursor (a Query on GSI1).
import { BatchGetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { PolicyUpdate, PolicyUpdatesPage } from '../../../shared/contracts/feed';
import { ddb, tableName } from '../clients';
import { policyUpdateItemSchema, type PolicyUpdateItem } from '../data/entities/policy-update';
import { BadRequest } from '../errors';
import { insightItemSchema, insightKeys, type InsightItem } from '../data/entities/insight';

function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

function decodeCursor(cursor: string | undefined): Record<string, string> | undefined {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (key && typeof key === 'object' && Object.values(key).every((v) => typeof v === 'string')) {
      const k = key as Record<string, string>;
      if (k.gsi1pk === 'UPDATES' && k.pk?.startsWith('UPDATE#')) return k;
    }
  } catch {
    // falls through to the error below
  }
  throw new BadRequest('The cursor is not valid. Start again from the first page.', {
    cursor: ['Not a valid cursor'],
  });
}

export function toPolicyUpdate(item: PolicyUpdateItem): PolicyUpdate {
  const { id, title, summary, source, url, publishedAt, impact, whatChanged, tags, effectiveDate } = item;
  return { id, title, summary, source, url, publishedAt, impact, whatChanged, tags, effectiveDate };
}

/** The reader's personalised insights for these updates (at most one read per 100 updates). */
async function insightsFor(userId: string, updateIds: string[]): Promise<Map<string, InsightItem>> {
  const found = new Map<string, InsightItem>();
  for (let i = 0; i < updateIds.length; i += 100) {
    const keys = updateIds.slice(i, i + 100).map((id) => insightKeys.item(userId, id));
    const res = await ddb().send(new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: keys } } }));
    for (const raw of res.Responses?.[tableName()] ?? []) {
      const item = insightItemSchema.safeParse(raw);
      if (item.success) found.set(item.data.updateId, item.data);
    }
  }
  return found;
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
      ExclusiveStartKey: decodeCursor(cursor),
    }),
  );
  const updates = (res.Items ?? []).map((i) => toPolicyUpdate(policyUpdateItemSchema.parse(i)));
  const insights =
    readerId && updates.length
      ? await insightsFor(
          readerId,
          updates.map((u) => u.id),
        )
      : new Map();
  return {
    items: updates.map((u) => {
      const insight = insights.get(u.id);
      return insight ? { ...u, insight: insight.insight, insightFor: insight.businessName } : u;
    }),
    nextCursor: encodeCursor(res.LastEvaluatedKey),
  };
}
