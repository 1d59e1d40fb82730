// The PRO waitlist: an email joins once; joining again is a success that says so.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../clients';
import { waitlistKeys } from '../data/entities/waitlist';

export async function joinWaitlist(email: string, now = new Date()): Promise<{ alreadyJoined: boolean }> {
  const joinedAt = now.toISOString();
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...waitlistKeys.item(email), ...waitlistKeys.listing(email, joinedAt), email, joinedAt },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return { alreadyJoined: false };
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return { alreadyJoined: true };
    throw error;
  }
}
