// AWS SDK clients, created once per process (S3 in s3-client.ts, so that code using only the table does not load
// it). Locally the endpoints come from the standard AWS_ENDPOINT_URL_<SERVICE> variables that the local stack sets, so
// the same code talks to dynalite/s3rver or to AWS.
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

let documentClient: DynamoDBDocumentClient | undefined;

export function ddb(): DynamoDBDocumentClient {
  documentClient ??= DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 4 }), {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

export function tableName(): string {
  const name = process.env.TABLE_NAME;
  if (!name) throw new Error('TABLE_NAME is not set');
  return name;
}
