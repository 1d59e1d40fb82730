// Reads and writes that span more than one request to the table, written once: every page of a Query, BatchGet and
// BatchWrite in chunks with their unprocessed keys tried again, and the opaque cursor of a paginated listing.
import {
  BatchGetCommand,
  BatchWriteCommand,
  QueryCommand,
  type BatchGetCommandOutput,
  type BatchWriteCommandOutput,
  type QueryCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../clients';
import { BadRequest } from '../errors';

type Item = Record<string, unknown>;

/** Attempts of a batch request before the keys it still has not processed are an error. */
const BATCH_ATTEMPTS = 5;

/** Every item a Query matches, page after page. */
export async function queryAll(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>,
): Promise<Item[]> {
  const items: Item[] = [];
  let start: Item | undefined;
  do {
    const res = await ddb().send(
      new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: start }),
    );
    items.push(...(res.Items ?? []));
    start = res.LastEvaluatedKey;
  } while (start);
  return items;
}

/** How many items a Query matches, page after page, reading no item (Select COUNT). */
export async function countAll(
  input: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey' | 'Select'>,
): Promise<number> {
  let total = 0;
  let start: Item | undefined;
  do {
    const res = await ddb().send(
      new QueryCommand({ ...input, TableName: tableName(), ExclusiveStartKey: start, Select: 'COUNT' }),
    );
    total += res.Count ?? 0;
    start = res.LastEvaluatedKey;
  } while (start);
  return total;
}

/** The table's key of an item. */
export type ItemKey = { pk: string; sk: string };

const keyId = (key: Item | ItemKey) => `${String(key.pk)}\u0000${String(key.sk)}`;

/**
 * Items read ahead in one request with others (a paid route reads the caller's user item and what the route needs
 * next together): for each key asked for, the item, or null when there is none.
 */
export class PrefetchedItems {
  private readonly found = new Map<string, Item | null>();

  /** `readAt`: when the batch that read them began (ms). */
  constructor(
    keys: ItemKey[],
    items: Item[],
    readonly readAt: number,
  ) {
    for (const key of keys) this.found.set(keyId(key), null);
    for (const item of items) if (this.found.has(keyId(item))) this.found.set(keyId(item), item);
  }

  /** The item under this key (null when there is none), or undefined when it was not read ahead. */
  get(key: ItemKey): Item | null | undefined {
    return this.found.get(keyId(key));
  }

  /** Whether any of these keys was read ahead. */
  hasAny(keys: ItemKey[]): boolean {
    return keys.some((key) => this.found.has(keyId(key)));
  }
}

/**
 * The items with these keys (those that exist): taken from what was read ahead where a key was, and the others in
 * one batch read.
 */
export async function readItems(
  keys: ItemKey[],
  prefetched?: PrefetchedItems,
  options: { consistentRead?: boolean } = {},
): Promise<Item[]> {
  const items: Item[] = [];
  const missing: ItemKey[] = [];
  const seen = new Set<string>();
  for (const key of keys) {
    if (seen.has(keyId(key))) continue;
    seen.add(keyId(key));
    const ahead = prefetched?.get(key);
    if (ahead === undefined) missing.push(key);
    else if (ahead) items.push(ahead);
  }
  if (missing.length) items.push(...(await batchGetItems(missing, options)));
  return items;
}

/** The items with these keys (those that exist), 100 keys a request. */
export async function batchGetItems(
  keys: Item[],
  options: { consistentRead?: boolean } = {},
): Promise<Item[]> {
  const items: Item[] = [];
  for (let i = 0; i < keys.length; i += 100) {
    let pending: Item[] | undefined = keys.slice(i, i + 100);
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      if (attempt === BATCH_ATTEMPTS)
        throw new Error(`${pending.length} items could not be read after ${BATCH_ATTEMPTS} attempts`);
      const res: BatchGetCommandOutput = await ddb().send(
        new BatchGetCommand({
          RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: options.consistentRead } },
        }),
      );
      items.push(...(res.Responses?.[tableName()] ?? []));
      pending = res.UnprocessedKeys?.[tableName()]?.Keys;
    }
  }
  return items;
}

type WriteRequests = NonNullable<BatchWriteCommandOutput['UnprocessedItems']>[string];

/** Sends these writes, 25 a request, trying unprocessed ones again. */
async function batchWrite(requests: WriteRequests): Promise<void> {
  for (let i = 0; i < requests.length; i += 25) {
    let pending: WriteRequests | undefined = requests.slice(i, i + 25);
    for (let attempt = 0; pending && pending.length > 0; attempt++) {
      if (attempt === BATCH_ATTEMPTS)
        throw new Error(`${pending.length} items could not be written after ${BATCH_ATTEMPTS} attempts`);
      const res: BatchWriteCommandOutput = await ddb().send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }),
      );
      pending = res.UnprocessedItems?.[tableName()];
    }
  }
}

/** Puts these items (keys included), 25 a request. */
export async function batchPutItems(items: Item[]): Promise<void> {
  await batchWrite(items.map((Item) => ({ PutRequest: { Item } })));
}

/** Deletes the items with these keys, 25 a request. */
export async function batchDeleteKeys(keys: Item[]): Promise<void> {
  await batchWrite(keys.map((Key) => ({ DeleteRequest: { Key } })));
}

/** The cursor of a listing's next page: its LastEvaluatedKey, opaque to the caller. */
export function encodeCursor(key: Item | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

/**
 * The key a cursor stands for, checked to be one of this listing's keys (GSI1 partition and item key prefix), so a
 * made-up or foreign cursor is a 400 the caller can act on, never a request the table refuses.
 */
export function decodeCursor(
  cursor: string | undefined,
  listing: { gsi1pk: string; pkPrefix: string },
): Record<string, string> | undefined {
  if (!cursor) return undefined;
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (key && typeof key === 'object' && Object.values(key).every((v) => typeof v === 'string')) {
      const k = key as Record<string, string>;
      if (
        k.gsi1pk === listing.gsi1pk &&
        k.pk?.startsWith(listing.pkPrefix) &&
        typeof k.gsi1sk === 'string' &&
        typeof k.sk === 'string'
      )
        return k;
    }
  } catch {
    // falls through to the error below
  }
  throw new BadRequest('The cursor is not valid. Start again from the first page.', {
    cursor: ['Not a valid cursor'],
  });
}
