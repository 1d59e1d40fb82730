// Users: the record is created on first use from the verified token's claims, once, even under concurrent first
// calls (a conditional put; the loser reads the winner's item). Payment fulfilment is an idempotent update.
import { createHash } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { User } from '../../../shared/contracts/account';
import { DEFAULT_FIRST_NAME, DEFAULT_LAST_NAME } from '../../../shared/constants';
import { ddb, tableName } from '../clients';
import { userItemSchema, userKeys, type UserItem } from '../data/entities/user';
import { Conflict, NotFound, PaymentRequired, Unauthorized } from '../errors';
import { subscriberKeys } from '../data/entities/subscriber';
import { PrefetchedItems, readItems, type ItemKey } from '../data/table';
import { RecentMap } from '../recent-map';
import { getSubscriber } from './subscribers';
import type { Caller } from '../http/auth';

/**
 * The subscription each account read in this process was linked to, as a hint only: a paid route reads it together
 * with the user item (one request), and checks it against the user item it reads. Bounded; oldest forgotten first.
 */
const subscriberHints = new RecentMap<string, string>(1000);

function parseUser(raw: Record<string, unknown>): UserItem {
  const user = userItemSchema.parse(raw);
  if (user.subscriberId) subscriberHints.set(user.id, user.subscriberId);
  else subscriberHints.delete(user.id);
  return user;
}

export async function getUser(sub: string): Promise<UserItem | null> {
  const res = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: userKeys.item(sub), ConsistentRead: true }),
  );
  return res.Item ? parseUser(res.Item) : null;
}

export async function findUserByEmail(email: string): Promise<UserItem | null> {
  const res = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :sk',
      ExpressionAttributeValues: { ':pk': userKeys.byEmail(email.toLowerCase()).gsi1pk, ':sk': 'USER' },
      Limit: 1,
    }),
  );
  const item = res.Items?.[0];
  return item ? parseUser(item) : null;
}

/** How long a deleted account is remembered: longer than any sign-in token of the user pool lives (1 day at most). */
export const DELETED_ACCOUNT_SECONDS = 2 * 24 * 60 * 60;

const deletedKey = (sub: string) => userKeys.deleted(createHash('sha256').update(sub).digest('hex'));

/** Remembers that this account was deleted (see userKeys.deleted). */
export async function rememberDeleted(sub: string, now = new Date()): Promise<void> {
  await ddb().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...deletedKey(sub), expiresAt: Math.floor(now.getTime() / 1000) + DELETED_ACCOUNT_SECONDS },
    }),
  );
}

export const ACCOUNT_DELETED_MESSAGE =
  'This account has been deleted. Sign in with another account or create one.';

/** Returns the caller's user record, creating it from the token's claims on first use. */
export async function ensureUser(
  caller: Caller,
  now = new Date(),
  /** The user item when it has just been read (null: there is none yet). */
  read?: UserItem | null,
): Promise<UserItem> {
  const existing = read === undefined ? await getUser(caller.sub) : read;
  if (existing) return existing;
  // A token issued before its account was deleted is still valid for a while: it must not make the account again.
  const gone = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: deletedKey(caller.sub), ConsistentRead: true }),
  );
  if (gone.Item) throw new Unauthorized(ACCOUNT_DELETED_MESSAGE);
  const at = now.toISOString();
  const email = caller.email?.toLowerCase() ?? null;
  const item: UserItem = {
    id: caller.sub,
    username: caller.username ?? email ?? caller.sub,
    firstName: caller.givenName ?? DEFAULT_FIRST_NAME,
    lastName: caller.familyName ?? DEFAULT_LAST_NAME,
    email,
    hasPayment: false,
    createdAt: at,
    updatedAt: at,
  };
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...userKeys.item(caller.sub), ...(email ? userKeys.byEmail(email) : {}), ...item },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return item;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const winner = await getUser(caller.sub);
    if (!winner) throw error;
    return winner;
  }
}

export function toUserDto(item: UserItem, caller: Caller): User {
  return {
    id: item.id,
    username: item.username,
    firstName: item.firstName,
    lastName: item.lastName,
    email: item.email,
    hasPayment: item.hasPayment,
    isAdmin: caller.groups.includes('admin'),
    subscriberId: item.subscriberId ?? null,
  };
}

/** The paid-route rule, enforced on the server: a signed-in user without a completed payment gets 402. */
export async function requirePayment(caller: Caller | null): Promise<UserItem> {
  return (await requirePaymentWith(caller)).user;
}

/**
 * The payment check, with the items a route needs next read in the same request as the user item: `ahead` names
 * them, given the subscription the account was last seen linked to (a hint; the route checks it against the user).
 */
export async function requirePaymentWith(
  caller: Caller | null,
  ahead?: (subscriberHint: string | null) => ItemKey[] | Promise<ItemKey[]>,
): Promise<{ user: UserItem; prefetched?: PrefetchedItems }> {
  if (!caller) throw new Unauthorized();
  let user: UserItem;
  let prefetched: PrefetchedItems | undefined;
  const more = (await ahead?.(subscriberHints.get(caller.sub) ?? null)) ?? [];
  if (more.length) {
    const keys = [userKeys.item(caller.sub), ...more];
    const readAt = Date.now();
    prefetched = new PrefetchedItems(
      keys,
      await readItems(keys, undefined, { consistentRead: true }),
      readAt,
    );
    const raw = prefetched.get(userKeys.item(caller.sub));
    user = await ensureUser(caller, new Date(), raw ? parseUser(raw) : null);
  } else {
    user = await ensureUser(caller);
  }
  if (!user.hasPayment) throw new PaymentRequired(user.email, user.id);
  return { user, ...(prefetched ? { prefetched } : {}) };
}

/**
 * Sets hasPayment once. Returns true when this call changed the state, false when the user had already paid.
 * The condition makes repeated and concurrent fulfilments of the same payment a no-op.
 */
/** A payment names an account the table does not hold. */
export class UnknownAccount extends Error {
  constructor(readonly userId: string) {
    super(`No account ${userId}`);
    this.name = 'UnknownAccount';
  }
}

export async function setHasPayment(userId: string, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKeys.item(userId),
        UpdateExpression: 'SET hasPayment = :true, paidAt = :at, updatedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND hasPayment <> :true',
        ExpressionAttributeValues: { ':true': true, ':at': at },
      }),
    );
    return true;
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    const user = await getUser(userId);
    if (!user) throw new UnknownAccount(userId);
    return false;
  }
}

/**
 * Links a subscription to the caller's account. Only a subscription made with the account's own email address can
 * be linked, and a subscription already linked to another account stays with it.
 */
export async function linkSubscription(
  caller: Caller,
  subscriberId: string,
): Promise<{ linked: true; subscriberId: string }> {
  const user = await ensureUser(caller);
  const subscriber = await getSubscriber(subscriberId);
  if (!subscriber || !subscriber.email || subscriber.email !== user.email) {
    throw new NotFound('We could not find a subscription with your email address to link to this account.');
  }
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: subscriberKeys.item(subscriberId),
        UpdateExpression: 'SET userId = :uid, updatedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(userId) OR userId = :uid)',
        ExpressionAttributeValues: { ':uid': user.id, ':at': new Date().toISOString() },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      throw new Conflict('This subscription is already linked to another account.');
    }
    throw error;
  }
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKeys.item(user.id),
      UpdateExpression: 'SET subscriberId = :sid, updatedAt = :at',
      ExpressionAttributeValues: { ':sid': subscriberId, ':at': new Date().toISOString() },
    }),
  );
  return { linked: true, subscriberId };
}
