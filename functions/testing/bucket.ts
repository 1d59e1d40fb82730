// A real local bucket for service tests: s3rver on a free port in a temp dir, with the functions' environment pointed
// at it as the documents bucket.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startS3 } from '../../infra/local/s3';

export interface TestBucket {
  bucket: string;
  endpoint: string;
  stop(): Promise<void>;
}

export async function startTestBucket(): Promise<TestBucket> {
  const dir = mkdtempSync(join(tmpdir(), 'bucket-test-'));
  const bucket = `test-documents-${Math.random().toString(36).slice(2, 8)}`;
  const s3 = await startS3({ dir, port: 0, buckets: [bucket], envVar: 'S3_PORT', command: 'vitest' });
  Object.assign(process.env, {
    DOCUMENTS_BUCKET: bucket,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    AWS_REGION: process.env.AWS_REGION ?? 'ap-southeast-2',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  });
  return {
    bucket,
    endpoint: s3.endpoint,
    async stop() {
      await s3.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
