// Purging a file from the versioned documents bucket: the object and every version of that exact key are deleted
// (a key that merely starts the same is left alone); a store without versions needs only the delete.
import {
  DeleteObjectCommand,
  ListObjectsV2Command,
  ListObjectVersionsCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

const s3Mock = mockClient(S3Client);
let purgeStoredFile: typeof import('./objects').purgeStoredFile;
let purgePrefix: typeof import('./objects').purgePrefix;

beforeAll(async () => {
  process.env.DOCUMENTS_BUCKET = 'documents-test';
  process.env.AWS_REGION = 'ap-southeast-2';
  process.env.AWS_ACCESS_KEY_ID = 'test';
  process.env.AWS_SECRET_ACCESS_KEY = 'test';
  ({ purgeStoredFile, purgePrefix } = await import('./objects'));
});
afterEach(() => s3Mock.reset());

describe('purgeStoredFile', () => {
  it('deletes the object, its earlier versions and its delete marker, and nothing else', async () => {
    s3Mock.on(DeleteObjectCommand).resolves({});
    s3Mock.on(ListObjectVersionsCommand).resolves({
      Versions: [
        { Key: 'uploads/public-1/A', VersionId: 'v1' },
        { Key: 'uploads/public-1/AB', VersionId: 'other' },
      ],
      DeleteMarkers: [{ Key: 'uploads/public-1/A', VersionId: 'marker' }],
    });
    await purgeStoredFile('uploads/public-1/A');
    const deleted = s3Mock.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input);
    expect(deleted).toEqual([
      { Bucket: 'documents-test', Key: 'uploads/public-1/A' },
      { Bucket: 'documents-test', Key: 'uploads/public-1/A', VersionId: 'v1' },
      { Bucket: 'documents-test', Key: 'uploads/public-1/A', VersionId: 'marker' },
    ]);
  });

  it('only deletes the object where the store keeps no versions', async () => {
    s3Mock.on(DeleteObjectCommand).resolves({});
    s3Mock.on(ListObjectVersionsCommand).rejects(new Error('NotImplemented'));
    await purgeStoredFile('uploads/public-1/A');
    expect(s3Mock.commandCalls(DeleteObjectCommand)).toHaveLength(1);
  });
});

describe('purgePrefix', () => {
  it('deletes every version and delete marker under the prefix, page after page, files deleted earlier included', async () => {
    s3Mock.on(DeleteObjectCommand).resolves({});
    s3Mock
      .on(ListObjectVersionsCommand, { Prefix: 'documents/sub-1/' })
      .resolvesOnce({
        Versions: [{ Key: 'documents/sub-1/a', VersionId: 'v2' }],
        IsTruncated: true,
        NextKeyMarker: 'documents/sub-1/a',
        NextVersionIdMarker: 'v2',
      })
      .resolvesOnce({
        Versions: [{ Key: 'documents/sub-1/a', VersionId: 'v1' }],
        // A file deleted before: only its marker and old version are left.
        DeleteMarkers: [{ Key: 'documents/sub-1/gone', VersionId: 'm1' }],
      });
    expect(await purgePrefix('documents/sub-1/')).toBe(3);
    expect(s3Mock.commandCalls(ListObjectVersionsCommand)[1]?.args[0].input).toMatchObject({
      KeyMarker: 'documents/sub-1/a',
      VersionIdMarker: 'v2',
    });
    expect(s3Mock.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input)).toEqual([
      { Bucket: 'documents-test', Key: 'documents/sub-1/a', VersionId: 'v2' },
      { Bucket: 'documents-test', Key: 'documents/sub-1/a', VersionId: 'v1' },
      { Bucket: 'documents-test', Key: 'documents/sub-1/gone', VersionId: 'm1' },
    ]);
  });

  it('deletes the objects where the store keeps no versions', async () => {
    s3Mock.on(DeleteObjectCommand).resolves({});
    s3Mock
      .on(ListObjectVersionsCommand)
      .rejects(Object.assign(new Error('no'), { name: 'MethodNotAllowed' }));
    s3Mock.on(ListObjectsV2Command).resolves({ Contents: [{ Key: 'logos/sub-1/l' }] });
    expect(await purgePrefix('logos/sub-1/')).toBe(1);
    expect(s3Mock.commandCalls(DeleteObjectCommand).map((c) => c.args[0].input)).toEqual([
      { Bucket: 'documents-test', Key: 'logos/sub-1/l' },
    ]);
  });

  it('does not hide any other failure to list', async () => {
    s3Mock
      .on(ListObjectVersionsCommand)
      .rejects(Object.assign(new Error('denied'), { name: 'AccessDenied' }));
    await expect(purgePrefix('uploads/u/')).rejects.toThrow('denied');
  });
});
