// The account's view stamp: `viewAt` on the user item, a new ULID written after every change to what the account's
// own pages show beside the user item (its business profile and logo, its insights). Every paid request reads the
// user item fresh for the payment check, so a process may keep such data between requests while the stamp it reads
// is the one the data was kept under (reader-view.ts for the feed, business-profile.ts for the profile).
//
// Data read in the same batch as the stamp may be older than the stamp (a batch's reads are not one snapshot: a
// writer can write the data and then the stamp between them), so it is kept only when the stamp was written well
// before the batch began. Data read after the stamp is always at least as new as it.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decodeTime, ulid } from 'ulid';
import { ddb, tableName } from '../clients';
import { userKeys, type UserItem } from '../data/entities/user';

/** Longer than any clock difference between two Lambda hosts, and than a batch read takes. */
const SETTLED_MS = 2000;

const forgetters: ((userId: string) => void)[] = [];

/** What this process keeps under the stamp is forgotten at once when it writes a change itself. */
export function onViewChanged(forget: (userId: string) => void): void {
  forgetters.push(forget);
}

/** Records that what an account's pages show of its own has changed: call after writing the change. */
export async function viewChanged(userId: string): Promise<void> {
  for (const forget of forgetters) forget(userId);
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKeys.item(userId),
        UpdateExpression: 'SET viewAt = :stamp',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':stamp': ulid() },
      }),
    );
  } catch (error) {
    // A subscriber not linked to an account any more: there is no account's page to keep up to date.
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

/** The stamp an account's kept data must match ('' before the first change). */
export const viewStamp = (user: Pick<UserItem, 'viewAt'>): string => user.viewAt ?? '';

/**
 * Whether data may be kept under this stamp: always when it was read after the stamp (`readWithStampAt` undefined),
 * else only when the stamp was written before the batch that read both began.
 */
export function mayKeep(stamp: string, readWithStampAt: number | undefined): boolean {
  if (readWithStampAt === undefined || stamp === '') return true;
  try {
    return decodeTime(stamp) < readWithStampAt - SETTLED_MS;
  } catch {
    return false;
  }
}
