// The local table is created from TABLE_DEFINITION (keys, GSIs, on-demand), found again on a later start, and an
// old table without a newer index is reported with what to do.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateTableCommand, DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { TABLE_DEFINITION } from '../../functions/lib/data/table-definition';
import { ensureTable, localDynamoClient, startDynamo, type LocalDynamo } from './dynamodb';
import { LocalSettingError } from './settings';

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

  it('says how to recreate a table created before an index was added', async () => {
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
    const attempt = ensureTable(client, 'old-table');
    await expect(attempt).rejects.toBeInstanceOf(LocalSettingError);
    await expect(attempt).rejects.toThrow(/has no index gsi1 .*Delete the local DynamoDB data/);
  });
});
