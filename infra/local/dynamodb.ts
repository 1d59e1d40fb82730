// Local DynamoDB: dynalite persisted on disk, with the app's table created from the same key definition as in AWS.
import { mkdirSync } from 'node:fs';
import dynalite from 'dynalite';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ResourceInUseException,
  ResourceNotFoundException,
  type AttributeDefinition,
} from '@aws-sdk/client-dynamodb';
import { TABLE_DEFINITION } from '../../functions/lib/data/table-definition';
import { closeServer, LOOPBACK, listenOn } from './ports';
import { LOCAL_CREDENTIALS, LOCAL_REGION, LocalSettingError, silenceSdkNodeNotice } from './settings';

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

/** Creates the table on first start; a later start finds it (and its data) as it was. Returns true if created. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    const existing = new Set((Table?.GlobalSecondaryIndexes ?? []).map((gsi) => gsi.IndexName));
    const missing = TABLE_DEFINITION.globalSecondaryIndexes
      .map((g) => g.indexName)
      .filter((n) => !existing.has(n));
    // dynalite cannot add an index to an existing table, so say how to get a table with the current design.
    if (missing.length > 0) {
      throw new LocalSettingError(
        `The local table ${tableName} has no index ${missing.join(', ')} (added to the key design since it was created). ` +
          'Delete the local DynamoDB data (.local/dynamodb) and start again to recreate it.',
      );
    }
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

/** A new table is CREATING for a moment (even in dynalite); writes before ACTIVE fail. */
async function waitUntilActive(client: DynamoDBClient, tableName: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table?.TableStatus === 'ACTIVE') return;
    if (Date.now() > deadline) throw new Error(`The local table ${tableName} did not become ACTIVE`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
