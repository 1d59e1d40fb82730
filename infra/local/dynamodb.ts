// Local DynamoDB: dynalite persisted on disk, with the app's table created from the same key definition as in AWS.
import { mkdirSync } from 'node:fs';
import dynalite from 'dynalite';
import {
  BatchWriteItemCommand,
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceInUseException,
  ResourceNotFoundException,
  ScanCommand,
  type AttributeDefinition,
  type AttributeValue,
  type BatchWriteItemCommandOutput,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';
import { TABLE_DEFINITION } from '../../functions/lib/data/table-definition';
import { closeServer, LOOPBACK, listenOn } from './ports';
import { LOCAL_CREDENTIALS, LOCAL_REGION, silenceSdkNodeNotice } from './settings';

export interface LocalDynamo {
  port: number;
  endpoint: string;
  stop(): Promise<void>;
}

export async function startDynamo(options: {
  dir: string;
  port: number;
  envVar: string;
  command: string;
}): Promise<LocalDynamo> {
  mkdirSync(options.dir, { recursive: true });
  // Tables become ACTIVE at once: nothing locally should wait on a simulated CREATING state.
  const server = dynalite({ path: options.dir, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  const port = await listenOn(server, options.port, options.envVar, options.command);
  return { port, endpoint: `http://${LOOPBACK}:${port}`, stop: () => closeServer(server) };
}

export function localDynamoClient(endpoint: string): DynamoDBClient {
  silenceSdkNodeNotice();
  return new DynamoDBClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: LOCAL_CREDENTIALS,
    maxAttempts: 2,
  });
}

/**
 * The table as CDK creates it: pk/sk, every GSI of TABLE_DEFINITION projecting all attributes, on-demand billing.
 * dynalite has no UpdateTimeToLive, so the TTL attribute is only honoured in AWS.
 */
export function createTableInput(tableName: string) {
  const def = TABLE_DEFINITION;
  const keyNames = new Set<string>([def.partitionKey, def.sortKey]);
  for (const gsi of def.globalSecondaryIndexes) {
    keyNames.add(gsi.partitionKey);
    keyNames.add(gsi.sortKey);
  }
  const attributes: AttributeDefinition[] = [...keyNames].map((name) => ({
    AttributeName: name,
    AttributeType: 'S',
  }));
  return new CreateTableCommand({
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: attributes,
    KeySchema: [
      { AttributeName: def.partitionKey, KeyType: 'HASH' },
      { AttributeName: def.sortKey, KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: def.globalSecondaryIndexes.map((gsi) => ({
      IndexName: gsi.indexName,
      KeySchema: [
        { AttributeName: gsi.partitionKey, KeyType: 'HASH' },
        { AttributeName: gsi.sortKey, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  });
}

/**
 * Creates the table on first start; a later start finds it (and its data) as it was. A table created before an index
 * was added to the key design is upgraded in place, keeping its items (dynalite cannot add an index to a table, so
 * the items are copied out, the table recreated and the items copied back). Returns true if created.
 */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const existing = new Set((Table?.GlobalSecondaryIndexes ?? []).map((gsi) => gsi.IndexName));
    const missing = TABLE_DEFINITION.globalSecondaryIndexes
      .map((g) => g.indexName)
      .filter((n) => !existing.has(n));
    if (missing.length > 0) await upgradeTable(client, tableName);
    return false;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  try {
    await client.send(createTableInput(tableName));
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
    await waitUntilActive(client, tableName);
    return false;
  }
  await waitUntilActive(client, tableName);
  return true;
}

/** Every item of one table, written into another, page by page. */
async function copyItems(client: DynamoDBClient, from: string, to: string): Promise<number> {
  let count = 0;
  let start: Record<string, AttributeValue> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: from, ExclusiveStartKey: start }));
    const items = page.Items ?? [];
    for (let i = 0; i < items.length; i += 25) {
      let pending: WriteRequest[] | undefined = items
        .slice(i, i + 25)
        .map((Item) => ({ PutRequest: { Item } }));
      while (pending && pending.length > 0) {
        const res: BatchWriteItemCommandOutput = await client.send(
          new BatchWriteItemCommand({ RequestItems: { [to]: pending } }),
        );
        pending = res.UnprocessedItems?.[to];
      }
    }
    count += items.length;
    start = page.LastEvaluatedKey;
  } while (start);
  return count;
}

/**
 * Recreates the table with the current key design and the same items. The copy is kept until the items are back, so
 * a start stopped half-way finds it and finishes the upgrade instead of losing data.
 */
async function upgradeTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const backup = `${tableName}-upgrade`;
  const hasBackup = await client
    .send(new DescribeTableCommand({ TableName: backup }))
    .then(() => true)
    .catch((error: unknown) => {
      if (error instanceof ResourceNotFoundException) return false;
      throw error;
    });
  if (!hasBackup) {
    await client.send(createTableInput(backup));
    await waitUntilActive(client, backup);
    await copyItems(client, tableName, backup);
  }
  await deleteTable(client, tableName);
  await client.send(createTableInput(tableName));
  await waitUntilActive(client, tableName);
  await copyItems(client, backup, tableName);
  await deleteTable(client, backup);
}

/** Deletes a table and waits until it is gone (a table is DELETING for a moment, even in dynalite). */
async function deleteTable(client: DynamoDBClient, tableName: string, timeoutMs = 10_000): Promise<void> {
  await client.send(new DeleteTableCommand({ TableName: tableName }));
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await client.send(new DescribeTableCommand({ TableName: tableName }));
    } catch (error) {
      if (error instanceof ResourceNotFoundException) return;
      throw error;
    }
    if (Date.now() > deadline) throw new Error(`The local table ${tableName} was not deleted`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A new table is CREATING for a moment (even in dynalite); writes before ACTIVE fail or miss an index. */
async function waitUntilActive(client: DynamoDBClient, tableName: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    // Its indexes too: an item written while an index is still being created may be missing from it.
    const indexesActive = (Table?.GlobalSecondaryIndexes ?? []).every(
      (gsi) => (gsi.IndexStatus ?? 'ACTIVE') === 'ACTIVE',
    );
    if (Table?.TableStatus === 'ACTIVE' && indexesActive) return;
    if (Date.now() > deadline) throw new Error(`The local table ${tableName} did not become ACTIVE`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
