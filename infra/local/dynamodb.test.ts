// The local table is created from TABLE_DEFINITION (keys, GSIs, on-demand), found again on a later start, and an
// old table without a newer index is upgraded in place with its items.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CreateTableCommand,
  DescribeTableCommand,
  ListTablesCommand,
  PutItemCommand,
  QueryCommand,
  ScanCommand,
  waitUntilTableExists,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { TABLE_DEFINITION } from '../../functions/lib/data/table-definition';
import { ensureTable, localDynamoClient, startDynamo, type LocalDynamo } from './dynamodb';

let dir: string;
let dynamo: LocalDynamo;
let client: DynamoDBClient;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'dynalite-'));
  dynamo = await startDynamo({ dir, port: 0, envVar: 'DYNAMODB_PORT', command: 'npm test' });
  client = localDynamoClient(dynamo.endpoint);
});

afterAll(async () => {
  client.destroy();
  await dynamo.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('ensureTable', () => {
  it('creates the table from the key definition, on demand, and finds it the next time', async () => {
    expect(await ensureTable(client, 'app-table')).toBe(true);

    const { Table } = await client.send(new DescribeTableCommand({ TableName: 'app-table' }));
    expect(Table?.TableStatus).toBe('ACTIVE');
    expect(Table?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    expect(Table?.KeySchema).toEqual([
      { AttributeName: TABLE_DEFINITION.partitionKey, KeyType: 'HASH' },
      { AttributeName: TABLE_DEFINITION.sortKey, KeyType: 'RANGE' },
    ]);
    expect(
      Table?.GlobalSecondaryIndexes?.map((g) => [g.IndexName, g.KeySchema, g.Projection?.ProjectionType]),
    ).toEqual(
      TABLE_DEFINITION.globalSecondaryIndexes.map((g) => [
        g.indexName,
        [
          { AttributeName: g.partitionKey, KeyType: 'HASH' },
          { AttributeName: g.sortKey, KeyType: 'RANGE' },
        ],
        'ALL',
      ]),
    );

    expect(await ensureTable(client, 'app-table')).toBe(false);
  });

  it('upgrades a table created before an index was added, keeping its items', async () => {
    await client.send(
      new CreateTableCommand({
        TableName: 'old-table',
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [
          { AttributeName: 'pk', AttributeType: 'S' },
          { AttributeName: 'sk', AttributeType: 'S' },
        ],
        KeySchema: [
          { AttributeName: 'pk', KeyType: 'HASH' },
          { AttributeName: 'sk', KeyType: 'RANGE' },
        ],
      }),
    );
    // A new table is CREATING for a moment, even in dynalite.
    await waitUntilTableExists(
      { client, maxWaitTime: 10, minDelay: 0.05, maxDelay: 0.1 },
      { TableName: 'old-table' },
    );
    for (let i = 0; i < 60; i++) {
      await client.send(
        new PutItemCommand({
          TableName: 'old-table',
          Item: {
            pk: { S: `ITEM#${i}` },
            sk: { S: 'A' },
            gsi1pk: { S: 'LIST' },
            gsi1sk: { S: String(i).padStart(3, '0') },
          },
        }),
      );
    }

    expect(await ensureTable(client, 'old-table')).toBe(false);

    const { Table } = await client.send(new DescribeTableCommand({ TableName: 'old-table' }));
    expect(Table?.GlobalSecondaryIndexes?.map((g) => g.IndexName).sort()).toEqual(
      TABLE_DEFINITION.globalSecondaryIndexes.map((g) => g.indexName).sort(),
    );
    const scan = await client.send(new ScanCommand({ TableName: 'old-table' }));
    expect(scan.Count).toBe(60);
    const listed = await client.send(
      new QueryCommand({
        TableName: 'old-table',
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :p',
        ExpressionAttributeValues: { ':p': { S: 'LIST' } },
      }),
    );
    expect(listed.Count).toBe(60);
    const tables = await client.send(new ListTablesCommand({}));
    expect(tables.TableNames).not.toContain('old-table-upgrade');
  });
});
