// The simulation outbox: messages written instead of sent (locally, and when the admin test tools ask for it),
// listed newest first for the admin page.
import { randomUUID } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../clients';
import { decodeCursor, encodeCursor } from '../data/table';
import { OUTBOX_TTL_SECONDS, outboxItemSchema, outboxKeys, type OutboxItem } from '../data/entities/outbox';

export async function writeOutbox(
  message: Omit<OutboxItem, 'id' | 'createdAt'>,
  now = new Date(),
): Promise<OutboxItem> {
  const item: OutboxItem = { ...message, id: randomUUID(), createdAt: now.toISOString() };
  await ddb().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...outboxKeys.item(item.id),
        ...outboxKeys.listing(item.id, item.createdAt),
        ...item,
        expiresAt: Math.floor(now.getTime() / 1000) + OUTBOX_TTL_SECONDS,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return item;
}

export async function listOutbox(options: { limit?: number; cursor?: string } = {}): Promise<{
  items: OutboxItem[];
  cursor: string | null;
}> {
  const limit = Math.min(Math.max(options.limit ?? 50, 1), 100);
  const res = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': 'OUTBOX' },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: decodeCursor(options.cursor, { gsi1pk: 'OUTBOX', pkPrefix: 'OUTBOX#' }),
    }),
  );
  return {
    items: (res.Items ?? []).map((i) => outboxItemSchema.parse(i)),
    cursor: encodeCursor(res.LastEvaluatedKey),
  };
}
