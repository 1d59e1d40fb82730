// A fixed-window request limit kept in the table: one counter item per client and hour, expiring with the hour. The
// count is raised atomically; the call that goes over the limit is refused with 429 and a message saying when to try
// again. (In AWS, API Gateway throttling caps bursts in front of this.)
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import { ddb, tableName } from '../clients';
import { rateKeys } from '../data/entities/assessment';
import { TooManyRequests } from '../errors';

/** The scopes whose counters are kept per account id (deleted with the account). */
export const ACCOUNT_RATE_SCOPES = ['assessment'] as const;

/** A client's address as a key that does not keep the address itself. */
export function clientKey(address: string): string {
  return createHash('sha256').update(`client:${address}`).digest('hex').slice(0, 24);
}

/** Counts one request of `client` in this hour; throws TooManyRequests once `limit` requests were made. */
export async function takeRequest(
  scope: string,
  client: string,
  limit: number,
  message: string,
  now = new Date(),
): Promise<void> {
  const hour = now.toISOString().slice(0, 13);
  const endOfHour = Math.floor(Date.parse(`${hour}:00:00.000Z`) / 1000) + 3600;
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: rateKeys.item(scope, client, hour),
        UpdateExpression: 'ADD requests :one SET expiresAt = :ttl',
        ConditionExpression: 'attribute_not_exists(requests) OR requests < :limit',
        ExpressionAttributeValues: { ':one': 1, ':ttl': endOfHour + 3600, ':limit': limit },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      const minutes = Math.max(1, Math.ceil((endOfHour * 1000 - now.getTime()) / 60_000));
      throw new TooManyRequests(
        `${message} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        minutes * 60,
      );
    }
    throw error;
  }
}
