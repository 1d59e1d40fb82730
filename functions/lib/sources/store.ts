// Reads and conditional writes of source state and seen items (single-item writes only: no transactions).
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../clients';
import { queryAll } from '../data/table';
import { sourceItemKeys, sourceItemSchema, type SourceItemRecord } from '../data/entities/source-item';
import { sourceStateItemSchema, sourceStateKeys, type SourceStateItem } from '../data/entities/source-state';
import { urlHash } from './canonical';
import { feedCache } from '../services/feed-cache';

export function emptyState(sourceId: string): SourceStateItem {
  return { sourceId, baselineDone: false, lastItemCount: 0, validators: {}, version: 0 };
}

export async function readState(sourceId: string): Promise<SourceStateItem> {
  const res = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: sourceStateKeys.item(sourceId), ConsistentRead: true }),
  );
  return res.Item ? sourceStateItemSchema.parse(res.Item) : emptyState(sourceId);
}

export class ConcurrentRunError extends Error {
  constructor(sourceId: string) {
    super(`The state of source ${sourceId} was changed by another run`);
    this.name = 'ConcurrentRunError';
  }
}

/** Writes the next state if nobody else wrote since `previous` was read. */
export async function writeState(
  previous: SourceStateItem,
  next: Omit<SourceStateItem, 'version'>,
): Promise<void> {
  const item = { ...sourceStateKeys.item(next.sourceId), ...next, version: previous.version + 1 };
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: item,
        ConditionExpression: previous.version === 0 ? 'attribute_not_exists(pk)' : 'version = :v',
        ExpressionAttributeValues: previous.version === 0 ? undefined : { ':v': previous.version },
      }),
    );
    feedCache.forgetSourceStates();
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new ConcurrentRunError(next.sourceId);
    throw error;
  }
}

export async function readItems(sourceId: string): Promise<SourceItemRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk and begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': sourceItemKeys.partition(sourceId),
      ':prefix': sourceItemKeys.ITEM_PREFIX,
    },
    ConsistentRead: true,
  });
  return items.map((raw) => sourceItemSchema.parse(raw));
}

const isConflict = (error: unknown) => error instanceof ConditionalCheckFailedException;

/** Records a first sighting; false when another run recorded it first. */
export async function putNewItem(item: SourceItemRecord): Promise<boolean> {
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...sourceItemKeys.item(item.sourceId, urlHash(item.url)), ...item },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConflict(error)) return false;
    throw error;
  }
}

/** Replaces an item that still has the content hash this run read; false when another run changed it first. */
export async function replaceItem(item: SourceItemRecord, expectedHash: string): Promise<boolean> {
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...sourceItemKeys.item(item.sourceId, urlHash(item.url)), ...item },
        ConditionExpression: 'contentHash = :h',
        ExpressionAttributeValues: { ':h': expectedHash },
      }),
    );
    return true;
  } catch (error) {
    if (isConflict(error)) return false;
    throw error;
  }
}

export async function markRemoved(item: SourceItemRecord, at: string): Promise<void> {
  await ddb()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: sourceItemKeys.item(item.sourceId, urlHash(item.url)),
        UpdateExpression: 'SET removedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(removedAt)',
        ExpressionAttributeValues: { ':at': at },
      }),
    )
    .catch((error: unknown) => {
      if (!isConflict(error)) throw error;
    });
}
