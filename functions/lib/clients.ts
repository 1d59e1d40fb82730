// AWS SDK clients, created once per process. Locally the endpoints come from the standard AWS_ENDPOINT_URL_<SERVICE>
// variables that the local stack sets, so the same code talks to dynalite/s3rver or to AWS.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';

let documentClient: DynamoDBDocumentClient | undefined;
let s3Client: S3Client | undefined;

export function ddb(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 4 }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

export function s3(): S3Client {
  s3Client ??= new S3Client({ forcePathStyle: process.env.S3_FORCE_PATH_STYLE === 'true' });
  return s3Client;
}

export function tableName(): string {
  const name = process.env.TABLE_NAME;
  if (!name) throw new Error('TABLE_NAME is not set');
  return name;
}
