// The account page: what the account holds (name, email, the payment record), the alerts of its subscription, and
// deleting the account with everything it owns: the items under its partition and its subscriber's, the lookups that
// point at them, every version of its files, the outbox copies of its messages, and its sign-in. The Australian
// Privacy Principles expect a person to be able to do this without asking support.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  DELETE_CONFIRM_MESSAGE,
  EMAIL_NEEDS_ADDRESS_MESSAGE,
  type Account,
  type AlertPreferences,
} from '../../../shared/contracts/account';
import { ddb, tableName } from '../clients';
import { outboxItemSchema } from '../data/entities/outbox';
import { subscriberKeys, type SubscriberItem } from '../data/entities/subscriber';
import { paymentItemSchema, userKeys } from '../data/entities/user';
import { waitlistKeys } from '../data/entities/waitlist';
import { rateKeys } from '../data/entities/assessment';
import { ACCOUNT_RATE_SCOPES } from './rate-limit';
import { batchDeleteKeys, queryAll } from '../data/table';
import { BadRequest, Conflict } from '../errors';
import type { Caller } from '../http/auth';
import { logger } from '../logger';
import { purgePrefix } from '../uploads/objects';
import { accountSubscriber } from './business-profile';
import { claimLookup, getSubscriber, releaseLookup } from './subscribers';
import { ensureUser, rememberDeleted } from './users';

const PHONE_TAKEN =
  'This mobile number receives alerts for another subscription. Use another number, or unsubscribe it there first.';

function toAlerts(subscriber: SubscriberItem): AlertPreferences {
  const active = subscriber.status === 'active';
  return {
    email: subscriber.email,
    emailEnabled: active && subscriber.emailEnabled,
    smsEnabled: active && subscriber.smsEnabled,
    phone: subscriber.phone,
  };
}

async function ownSubscriber(caller: Caller, now: Date): Promise<SubscriberItem> {
  const { id } = await accountSubscriber(caller, now);
  const subscriber = await getSubscriber(id);
  if (!subscriber) throw new Error('The account subscriber was not found');
  return subscriber;
}

export async function getAccount(caller: Caller, now = new Date()): Promise<Account> {
  const user = await ensureUser(caller, now);
  const [subscriber, payments] = await Promise.all([
    ownSubscriber(caller, now),
    queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': userKeys.item(user.id).pk, ':p': 'PAYMENT#' },
      ConsistentRead: true,
    }),
  ]);
  const paid = payments
    .map((p) => paymentItemSchema.safeParse(p))
    .flatMap((p) => (p.success ? [p.data] : []))
    .sort((a, b) => a.paidAt.localeCompare(b.paidAt))[0];
  return {
    name: `${user.firstName} ${user.lastName}`.trim() || user.username,
    email: user.email,
    payment: paid
      ? {
          paidAt: paid.paidAt,
          amount: paid.amount,
          currency: paid.currency,
          reference: paid.paymentIntentId ?? paid.sessionId,
        }
      : null,
    alerts: toAlerts(subscriber),
  };
}

/**
 * Saves the alerts of the account's subscription. Turning a channel on is consent, recorded like the landing form's;
 * the monitoring run reads emailEnabled and smsEnabled from this same item, so the next run follows it.
 */
export async function saveAlertPreferences(
  caller: Caller,
  input: { emailEnabled: boolean; smsEnabled: boolean; phone: string | null },
  now = new Date(),
): Promise<AlertPreferences> {
  const subscriber = await ownSubscriber(caller, now);
  if (input.emailEnabled && !subscriber.email)
    throw new BadRequest(EMAIL_NEEDS_ADDRESS_MESSAGE, { emailEnabled: [EMAIL_NEEDS_ADDRESS_MESSAGE] });
  const at = now.toISOString();
  if (input.phone && input.phone !== subscriber.phone) {
    const owner = await claimLookup(subscriberKeys.phoneLookup(input.phone), subscriber.id, at);
    if (owner !== subscriber.id) throw new Conflict(PHONE_TAKEN, { phone: [PHONE_TAKEN] });
  }
  const before = toAlerts(subscriber);
  const turnedOn = [
    ...(input.emailEnabled && !before.emailEnabled ? ['email'] : []),
    ...(input.smsEnabled && !before.smsEnabled ? ['sms'] : []),
  ];
  const anyOn = input.emailEnabled || input.smsEnabled;
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: subscriberKeys.item(subscriber.id),
      UpdateExpression: [
        'SET emailEnabled = :email, smsEnabled = :sms, phone = :phone, #status = :status, updatedAt = :at',
        ...(turnedOn.length
          ? [
              'consent = :true, consentedAt = :at, consentLog = list_append(if_not_exists(consentLog, :empty), :log)',
            ]
          : []),
      ].join(', '),
      ConditionExpression: 'userId = :uid',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':email': input.emailEnabled,
        ':sms': input.smsEnabled,
        ':phone': input.phone,
        // Both channels off is the same as unsubscribing from everything; either on is an active subscription.
        ':status': anyOn ? 'active' : 'unsubscribed',
        ':at': at,
        ':uid': subscriber.userId,
        ...(turnedOn.length
          ? { ':true': true, ':empty': [], ':log': [{ at, channels: turnedOn, source: 'account-settings' }] }
          : {}),
      },
    }),
  );
  if (subscriber.phone && subscriber.phone !== input.phone)
    await releaseLookup(subscriberKeys.phoneLookup(subscriber.phone), subscriber.id);
  return toAlerts((await getSubscriber(subscriber.id)) ?? subscriber);
}

/** The outbox copies (simulation mode) of the messages sent to this subscriber. */
async function outboxKeysOf(subscriberId: string): Promise<Record<string, unknown>[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: 'subscriberId = :sid',
    ExpressionAttributeValues: { ':pk': 'OUTBOX', ':sid': subscriberId },
  });
  return items.flatMap((i) => {
    const item = outboxItemSchema.safeParse(i);
    return item.success ? [{ pk: i.pk, sk: i.sk }] : [];
  });
}

/** Removes the sign-in. The local stack points the SDK at cognito-local through AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER. */
async function deleteSignIn(caller: Caller): Promise<void> {
  const UserPoolId = process.env.USER_POOL_ID;
  if (!UserPoolId) throw new Error('USER_POOL_ID is not set');
  const { AdminDeleteUserCommand, CognitoIdentityProviderClient, UserNotFoundException } =
    await import('@aws-sdk/client-cognito-identity-provider');
  const client = new CognitoIdentityProviderClient({ maxAttempts: 3 });
  try {
    // The pool's own name for the user (the sub, or the email where the pool signs in by email), never the display
    // username, which can name somebody else.
    await client.send(new AdminDeleteUserCommand({ UserPoolId, Username: caller.signInName ?? caller.sub }));
  } catch (error) {
    // Already gone (a retry after a partial delete): nothing left to remove.
    if (!(error instanceof UserNotFoundException)) throw error;
    logger.warn('The sign-in of a deleted account was not found in the user pool');
  } finally {
    client.destroy();
  }
}

/**
 * Deletes the account once its owner has typed its email address. Files first, then items (the user record last),
 * then the sign-in: a failure part-way leaves the account able to sign in and try again, never a sign-in with
 * nothing behind it that cannot be removed.
 */
export async function deleteAccount(caller: Caller, confirmEmail: string): Promise<{ deleted: true }> {
  const user = await ensureUser(caller);
  const expected = (user.email ?? caller.email ?? '').toLowerCase();
  if (!expected || confirmEmail.trim().toLowerCase() !== expected)
    throw new BadRequest(DELETE_CONFIRM_MESSAGE, { confirmEmail: [DELETE_CONFIRM_MESSAGE] });

  const linked = user.subscriberId ? await getSubscriber(user.subscriberId) : null;
  const subscriber = linked && linked.userId === user.id ? linked : null;

  const prefixes = [`uploads/${user.id}/`, `indexes/${user.id}/`, `policy-files/${user.id}/`];
  if (subscriber) prefixes.push(`documents/${subscriber.id}/`, `logos/${subscriber.id}/`);
  let files = 0;
  for (const prefix of prefixes) files += await purgePrefix(prefix);

  const userPk = userKeys.item(user.id).pk;
  const owned = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': userPk },
    ProjectionExpression: 'pk, sk',
    ConsistentRead: true,
  });
  const keys: Record<string, unknown>[] = owned.filter((k) => k.sk !== userKeys.item(user.id).sk);
  if (subscriber) {
    const subscriberItems = await queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': subscriberKeys.item(subscriber.id).pk },
      ProjectionExpression: 'pk, sk',
      ConsistentRead: true,
    });
    keys.push(...subscriberItems, ...(await outboxKeysOf(subscriber.id)));
    if (subscriber.email) await releaseLookup(subscriberKeys.emailLookup(subscriber.email), subscriber.id);
    if (subscriber.phone) await releaseLookup(subscriberKeys.phoneLookup(subscriber.phone), subscriber.id);
  }
  if (user.email) keys.push(waitlistKeys.item(user.email));
  // Hourly request counters keyed by the account id (they would expire within two hours anyway).
  for (const scope of ACCOUNT_RATE_SCOPES)
    keys.push(
      ...(await queryAll({
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': rateKeys.item(scope, user.id, '').pk },
        ProjectionExpression: 'pk, sk',
      })),
    );
  await batchDeleteKeys(keys);
  // Before the user item goes: from then on a sign-in token still in someone's hands cannot make the account again.
  await rememberDeleted(user.id);
  try {
    await ddb().send(new DeleteCommand({ TableName: tableName(), Key: userKeys.item(user.id) }));
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  await deleteSignIn(caller);
  logger.info('Account deleted', { items: keys.length + 1, files });
  return { deleted: true };
}
