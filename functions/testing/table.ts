// A real local table for service tests: dynalite on a free port in a temp dir, the table created from the same
// key definition as in AWS, and the functions' environment pointed at it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureTable, localDynamoClient, startDynamo } from '../../infra/local/dynamodb';

export interface TestTable {
  tableName: string;
  endpoint: string;
  stop(): Promise<void>;
}

export async function startTestTable(): Promise<TestTable> {
  const dir = mkdtempSync(join(tmpdir(), 'table-test-'));
  const dynamo = await startDynamo({ dir, port: 0, envVar: 'DYNAMODB_PORT', command: 'vitest' });
  const tableName = `test-${Math.random().toString(36).slice(2, 8)}`;
  const client = localDynamoClient(dynamo.endpoint);
  await ensureTable(client, tableName);
  client.destroy();
  Object.assign(process.env, {
    TABLE_NAME: tableName,
    AWS_REGION: 'ap-southeast-2',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: dynamo.endpoint,
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  });
  return {
    tableName,
    endpoint: dynamo.endpoint,
    async stop() {
      await dynamo.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
