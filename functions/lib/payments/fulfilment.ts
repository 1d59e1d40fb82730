// Payment fulfilment, shared by the webhook and verify-payment: a paid AUD 4.50 session sets hasPayment once and
// records the payment (session id, amount, currency, time) under the user. Both writes are idempotent.
import type Stripe from 'stripe';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { PAYMENT_AMOUNT_CENTS, PAYMENT_CURRENCY } from '../../../shared/constants';
import { ddb, tableName } from '../clients';
import { userKeys, type PaymentItem } from '../data/entities/user';
import { BadRequest, HttpError } from '../errors';
import { logger } from '../logger';
import { setHasPayment } from '../services/users';
import { appUrl } from '../config';
import { localProvider } from './local-provider';
import type { CheckoutProvider, CheckoutSessionView } from './provider';
import { stripeKeys } from './stripe-config';
import { sessionView } from './session-view';
import { verifyStripeSignature } from './webhook-signature';

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
    throw new PaymentNotCompleted('This payment has not been completed yet. If you were charged, please contact support.');
  }
  if (session.amountTotal !== PAYMENT_AMOUNT_CENTS || session.currency?.toLowerCase() !== PAYMENT_CURRENCY) {
    throw new PaymentNotCompleted('This payment is not for platform access.', 'payment_mismatch');
  }
  if (!session.userId) throw new PaymentNotCompleted('This payment is not linked to an account.', 'payment_unlinked');
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

/** Verifies the Stripe signature on the raw body and applies the events that complete a payment. */
export async function handleWebhook(rawBody: string, signature: string | undefined): Promise<{ received: true; handled: boolean }> {
  if (!signature) throw new BadRequest('Missing Stripe-Signature header.');
  const { webhookSecret } = await stripeKeys();
  try {
    verifyStripeSignature(rawBody, signature, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw new BadRequest('The webhook signature could not be verified.');
  }
  let event: Stripe.Event;
  try {
    event = JSON.parse(rawBody) as Stripe.Event;
  } catch {
    throw new BadRequest('The webhook body is not valid JSON.');
  }
  if (!HANDLED.has(event.type)) return { received: true, handled: false };
  const s = event.data.object as Stripe.Checkout.Session;
  // completed with an unpaid status means a delayed method: async_payment_succeeded follows.
  if (s.payment_status !== 'paid') return { received: true, handled: false };
  try {
    const { changed } = await fulfil(sessionView(s), 'webhook');
    logger.info('Payment fulfilled from webhook', { eventType: event.type, changed });
    return { received: true, handled: true };
  } catch (error) {
    // A session that is not a platform-access payment is acknowledged (Stripe would otherwise retry for days).
    if (error instanceof PaymentNotCompleted) {
      logger.warn('Webhook session not fulfilled', { eventType: event.type, reason: error.message });
      return { received: true, handled: false };
    }
    throw error;
  }
}
