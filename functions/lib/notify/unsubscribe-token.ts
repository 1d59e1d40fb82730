// Unsubscribe tokens: the subscriber id and the channel, signed with HMAC-SHA256, so a link in a message works
// without a login and cannot be altered to unsubscribe someone else. They do not expire: the Spam Act expects an
// unsubscribe link to keep working.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type UnsubscribeScope = 'email' | 'sms' | 'all';
const SCOPES: readonly UnsubscribeScope[] = ['email', 'sms', 'all'];

export interface UnsubscribeClaims {
  subscriberId: string;
  channel: UnsubscribeScope;
}

export class InvalidUnsubscribeToken extends Error {
  constructor() {
    super('This unsubscribe link is not valid. Please use the link from your most recent message.');
    this.name = 'InvalidUnsubscribeToken';
  }
}

function secret(env: NodeJS.ProcessEnv = process.env): string {
  const value = env.UNSUBSCRIBE_SECRET;
  if (!value || value.length < 16)
    throw new Error('UNSUBSCRIBE_SECRET is not configured (at least 16 characters)');
  return value;
}

function mac(payload: string, key: string): Buffer {
  return createHmac('sha256', key).update(`unsubscribe:v1:${payload}`).digest();
}

export function signUnsubscribeToken(
  claims: UnsubscribeClaims,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const payload = Buffer.from(`${claims.channel}:${claims.subscriberId}`, 'utf8').toString('base64url');
  return `${payload}.${mac(payload, secret(env)).toString('base64url')}`;
}

/** The claims of a genuine token; throws InvalidUnsubscribeToken for anything else (checked in constant time). */
export function verifyUnsubscribeToken(
  token: string,
  env: NodeJS.ProcessEnv = process.env,
): UnsubscribeClaims {
  const match = /^([A-Za-z0-9_-]{4,400})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match?.[1] || !match[2]) throw new InvalidUnsubscribeToken();
  const [, payload, signature] = match;
  const expected = mac(payload, secret(env));
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw new InvalidUnsubscribeToken();
  const decoded = Buffer.from(payload, 'base64url').toString('utf8');
  const colon = decoded.indexOf(':');
  const channel = decoded.slice(0, colon) as UnsubscribeScope;
  const subscriberId = decoded.slice(colon + 1);
  if (colon < 1 || !SCOPES.includes(channel) || subscriberId === '') throw new InvalidUnsubscribeToken();
  return { subscriberId, channel };
}
