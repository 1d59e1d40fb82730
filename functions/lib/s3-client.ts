// The S3 client, created once per process, in a module of its own so that only the code that uses S3 loads it. Locally
// the endpoint comes from AWS_ENDPOINT_URL_S3 and path-style addressing from S3_FORCE_PATH_STYLE (the local stack).
import { S3Client } from '@aws-sdk/client-s3';

let s3Client: S3Client | undefined;

export function s3(): S3Client {
  s3Client ??= new S3Client({ forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' });
  return s3Client;
}

/** The bucket of the documents users upload and of the policy search indexes. */
export function documentsBucket(): string {
  const name = process.env.DOCUMENTS_BUCKET;
  if (!name) throw new Error('DOCUMENTS_BUCKET is not set');
  return name;
}
