import { describe, expect, it } from 'vitest';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { withLocalStack } from './testing';
import { s3 } from '../../functions/lib/s3-client';

const stack = withLocalStack();

describe('local S3 for the functions', () => {
  it('stores and reads an object with the credentials the functions get', async () => {
    const bucket = stack().env.SNAPSHOTS_BUCKET;
    expect(bucket).toBeTruthy();
    await s3().send(new PutObjectCommand({ Bucket: bucket, Key: 'check/hello.txt', Body: 'hello' }));
    const got = await s3().send(new GetObjectCommand({ Bucket: bucket, Key: 'check/hello.txt' }));
    expect(await got.Body?.transformToString()).toBe('hello');
  });
});
