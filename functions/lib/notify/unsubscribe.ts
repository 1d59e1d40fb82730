// Unsubscribing from a link in a message: no login and no extra data, effective at once (Spam Act 2003). The
// signed token says who and which channel; the person may widen it to every channel, never switch to another one.
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../clients';
import { subscriberKeys } from '../data/entities/subscriber';
import { getSubscriber } from '../services/subscribers';
import { verifyUnsubscribeToken, type UnsubscribeClaims, type UnsubscribeScope } from './unsubscribe-token';

export class ScopeNotAllowed extends Error {
  constructor() {
    super('This link can unsubscribe you from its own channel or from everything.');
    this.name = 'ScopeNotAllowed';
  }
}

export interface UnsubscribeOutcome {
  scope: UnsubscribeScope;
  /** False when the subscription no longer exists (nothing left to stop). */
  found: boolean;
}

/**
 * What the confirmation page shows: the channel, the address with most of it hidden, and whether the channel is
 * already off (unsubscribed before, or the subscription no longer exists), when there is nothing left to stop.
 */
export async function describeToken(
  token: string,
): Promise<UnsubscribeClaims & { address: string | null; alreadyOff: boolean }> {
  const claims = verifyUnsubscribeToken(token);
  const subscriber = await getSubscriber(claims.subscriberId);
  const active = subscriber?.status === 'active';
  const on = { email: subscriber?.emailEnabled === true, sms: subscriber?.smsEnabled === true };
  const alreadyOff = !active || (claims.channel === 'all' ? !on.email && !on.sms : !on[claims.channel]);
  const address =
    claims.channel === 'sms'
      ? maskPhone(subscriber?.phone)
      : (maskEmail(subscriber?.email) ?? maskPhone(subscriber?.phone));
  return { ...claims, address, alreadyOff };
}

export function maskEmail(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  return `${email[0]}${'*'.repeat(Math.min(at - 1, 6))}${email.slice(at)}`;
}

export function maskPhone(phone: string | null | undefined): string | null {
  if (!phone || phone.length < 4) return null;
  return `${'*'.repeat(phone.length - 3)}${phone.slice(-3)}`;
}

export async function unsubscribe(
  token: string,
  requested?: UnsubscribeScope,
  now = new Date(),
): Promise<UnsubscribeOutcome> {
  const claims = verifyUnsubscribeToken(token);
  const scope = requested ?? claims.channel;
  if (scope !== claims.channel && scope !== 'all') throw new ScopeNotAllowed();
  const at = now.toISOString();
  const set =
    scope === 'all'
      ? 'SET #status = :unsubscribed, emailEnabled = :false, smsEnabled = :false, welcomePending = :none, unsubscribedAt = :at, updatedAt = :at'
      : scope === 'email'
        ? 'SET emailEnabled = :false, emailUnsubscribedAt = :at, unsubscribedAt = :at, updatedAt = :at'
        : 'SET smsEnabled = :false, smsUnsubscribedAt = :at, unsubscribedAt = :at, updatedAt = :at';
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: subscriberKeys.item(claims.subscriberId),
        UpdateExpression: set,
        ConditionExpression: 'attribute_exists(pk)',
        ...(scope === 'all' ? { ExpressionAttributeNames: { '#status': 'status' } } : {}),
        ExpressionAttributeValues: {
          ':false': false,
          ':at': at,
          ...(scope === 'all' ? { ':unsubscribed': 'unsubscribed', ':none': [] } : {}),
        },
      }),
    );
    return { scope, found: true };
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return { scope, found: false };
    throw error;
  }
}
