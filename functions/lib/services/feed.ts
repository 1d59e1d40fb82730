// The policy updates feed: newest first by publishedAt, paginated with an opaque cursor (a Query on GSI1).
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { PolicyUpdate, PolicyUpdatesPage } from '../../../shared/contracts/feed';
import { ddb, tableName } from '../clients';
import { policyUpdateItemSchema, type PolicyUpdateItem } from '../data/entities/policy-update';
import { BadRequest } from '../errors';

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
  throw new BadRequest('The cursor is not valid. Start again from the first page.', { cursor: ['Not a valid cursor'] });
}

export function toPolicyUpdate(item: PolicyUpdateItem): PolicyUpdate {
  const { id, title, summary, source, url, publishedAt, impact, whatChanged, tags, effectiveDate } = item;
  return { id, title, summary, source, url, publishedAt, impact, whatChanged, tags, effectiveDate };
}

export async function listPolicyUpdates(limit: number, cursor?: string): Promise<PolicyUpdatesPage> {
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
  return {
    items: (res.Items ?? []).map((i) => toPolicyUpdate(policyUpdateItemSchema.parse(i))),
    nextCursor: encodeCursor(res.LastEvaluatedKey),
  };
}
