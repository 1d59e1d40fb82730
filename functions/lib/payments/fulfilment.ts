// Payment fulfilment, shared by the webhook and verify-payment: a paid AUD 4.50 session sets hasPayment once and
// records the payment (session id, amount, currency, time) under the user. Both writes are idempotent.
import type Stripe from 'stripe';
import * as z from 'zod';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { PAYMENT_AMOUNT_CENTS, PAYMENT_CURRENCY } from '../../../shared/constants';
import { ddb, tableName } from '../clients';
import { orphanPaymentKeys, userKeys, type OrphanPaymentItem, type PaymentItem } from '../data/entities/user';
import { BadRequest, HttpError } from '../errors';
import { logger } from '../logger';
import { setHasPayment, UnknownAccount } from '../services/users';
import { appUrl } from '../config';
import { localProvider } from './local-provider';
import type { CheckoutProvider, CheckoutSessionView } from './provider';
import { stripeKeys } from './stripe-config';
import { sessionView } from './session-view';
import { verifyStripeSignature } from './webhook-signature';
import { ORPHAN_PAYMENT_METRIC } from './metrics';

export const WEBHOOK_TOLERANCE_SECONDS = 300;

export async function checkoutProvider(): Promise<CheckoutProvider> {
  const { secretKey } = await stripeKeys();
  // The Stripe SDK is loaded only when real Stripe is configured, and only on the paths that call its API.
  if (secretKey) return (await import('./stripe-provider')).stripeProvider(secretKey);
  return localProvider(appUrl());
}

export class PaymentNotCompleted extends HttpError {
  constructor(message: string, error = 'payment_not_completed') {
    super(402, message, { error });
  }
}

function checkSession(session: CheckoutSessionView): string {
  if (session.paymentStatus !== 'paid') {
    throw new PaymentNotCompleted(
      'This payment has not been completed yet. If you were charged, please contact support.',
    );
  }
  if (session.amountTotal !== PAYMENT_AMOUNT_CENTS || session.currency?.toLowerCase() !== PAYMENT_CURRENCY) {
    throw new PaymentNotCompleted('This payment is not for platform access.', 'payment_mismatch');
  }
  if (!session.userId)
    throw new PaymentNotCompleted('This payment is not linked to an account.', 'payment_unlinked');
  return session.userId;
}

/** Applies a paid session. Returns whether the user's state changed (false when it was already applied). */
export async function fulfil(
  session: CheckoutSessionView,
  source: PaymentItem['source'],
  now = new Date(),
): Promise<{ userId: string; changed: boolean }> {
  const userId = checkSession(session);
  const changed = await setHasPayment(userId, now);
  const payment: PaymentItem = {
    userId,
    sessionId: session.id,
    paymentIntentId: session.paymentIntentId,
    amount: session.amountTotal ?? 0,
    currency: session.currency ?? PAYMENT_CURRENCY,
    paidAt: now.toISOString(),
    source,
  };
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...userKeys.payment(userId, session.id), ...payment },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  return { userId, changed };
}

const HANDLED = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

/** The part of a Stripe event every event has; anything else about it is looked at only for the handled types. */
const eventSchema = z.object({
  type: z.string(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** The Checkout Session fields fulfilment reads, with the types Stripe gives them. */
const sessionSchema = z.object({
  id: z.string().min(1),
  payment_status: z.string(),
  amount_total: z.number().nullable().optional(),
  currency: z.string().nullable().optional(),
});

/**
 * A signed, paid session for an account that does not exist (deleted, or a different stage's user): the payment is
 * kept for support to refund or apply by hand, and Stripe is told it arrived so it does not retry it for three days.
 */
async function recordOrphan(session: CheckoutSessionView, eventType: string, now: Date): Promise<void> {
  const item: OrphanPaymentItem = {
    sessionId: session.id,
    userId: session.userId ?? '',
    customerEmail: session.customerEmail,
    paymentIntentId: session.paymentIntentId,
    amount: session.amountTotal ?? 0,
    currency: session.currency ?? PAYMENT_CURRENCY,
    eventType,
    receivedAt: now.toISOString(),
  };
  try {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...orphanPaymentKeys.item(session.id), ...item },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
  // An error with the metric in the same line: the alarm counts these (infra/lib/api.ts).
  logger.error('Paid session for an account that does not exist; kept as an orphan payment for support', {
    metric: ORPHAN_PAYMENT_METRIC,
    sessionId: session.id,
    userId: session.userId,
    eventType,
  });
}

/** Verifies the Stripe signature on the raw body and applies the events that complete a payment. */
export async function handleWebhook(
  rawBody: string,
  signature: string | undefined,
  now = new Date(),
): Promise<{ received: true; handled: boolean }> {
  if (!signature) throw new BadRequest('Missing Stripe-Signature header.');
  const { webhookSecret } = await stripeKeys();
  try {
    verifyStripeSignature(rawBody, signature, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw new BadRequest('The webhook signature could not be verified.');
  }
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new BadRequest('The webhook body is not valid JSON.');
  }
  // A signed body that is not an event (null, no data, a data.object that is not an object) changes nothing.
  const event = eventSchema.safeParse(body);
  if (!event.success)
    throw new BadRequest('The webhook body is not a Stripe event: it needs a type and a data.object.');
  const { type } = event.data;
  if (!HANDLED.has(type)) return { received: true, handled: false };
  const parsed = sessionSchema.safeParse(event.data.data.object);
  if (!parsed.success)
    throw new BadRequest(
      `The ${type} event's data.object is not a Checkout Session: it needs an id and a payment_status.`,
    );
  const s = event.data.data.object as unknown as Stripe.Checkout.Session;
  // completed with an unpaid status means a delayed method: async_payment_succeeded follows.
  if (s.payment_status !== 'paid') return { received: true, handled: false };
  const view = sessionView(s);
  try {
    const { changed } = await fulfil(view, 'webhook', now);
    logger.info('Payment fulfilled from webhook', { eventType: type, changed });
    return { received: true, handled: true };
  } catch (error) {
    // A session that is not a platform-access payment is acknowledged (Stripe would otherwise retry for days).
    if (error instanceof PaymentNotCompleted) {
      logger.warn('Webhook session not fulfilled', { eventType: type, reason: error.message });
      return { received: true, handled: false };
    }
    if (error instanceof UnknownAccount) {
      await recordOrphan(view, type, now);
      return { received: true, handled: false };
    }
    throw error;
  }
}
