// The local stand-in for Stripe Checkout (used by `npm start` when no Stripe keys are set). Sessions live in the
// table; the local checkout page (infra/local) shows a pay form, marks the session paid and delivers a
// checkout.session.completed event, signed with the local webhook secret, to the real webhook handler.
import { randomBytes } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { PAYMENT_AMOUNT_CENTS, PAYMENT_CURRENCY } from '../../../shared/constants';
import { ddb, tableName } from '../clients';
import type { CheckoutProvider, CheckoutSessionView } from './provider';

const keys = {
  item: (id: string) => ({ pk: `LOCALCHECKOUT#${id}`, sk: 'CHECKOUT' }),
  byPaymentIntent: (pi: string) => ({ gsi1pk: `LOCALPI#${pi}`, gsi1sk: 'CHECKOUT' }),
};

export const localSessionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  email: z.string().nullable(),
  successUrl: z.string(),
  cancelUrl: z.string(),
  amount: z.number(),
  currency: z.string(),
  paymentStatus: z.enum(['paid', 'unpaid']),
  paymentIntentId: z.string(),
  createdAt: z.string(),
});
export type LocalSession = z.infer<typeof localSessionSchema>;

const token = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

function view(s: LocalSession): CheckoutSessionView {
  return {
    id: s.id,
    paymentStatus: s.paymentStatus,
    amountTotal: s.amount,
    currency: s.currency,
    userId: s.userId,
    customerEmail: s.email,
    paymentIntentId: s.paymentIntentId,
  };
}

export async function getLocalSession(id: string): Promise<LocalSession | null> {
  const res = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.item(id), ConsistentRead: true }));
  return res.Item ? localSessionSchema.parse(res.Item) : null;
}

/** Marks a local session paid (what Stripe does when the card is charged); idempotent. */
export async function markLocalSessionPaid(id: string): Promise<LocalSession> {
  const res = await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.item(id),
      UpdateExpression: 'SET paymentStatus = :paid REMOVE expiresAt',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':paid': 'paid' },
      ReturnValues: 'ALL_NEW',
    }),
  );
  return localSessionSchema.parse(res.Attributes);
}

/** The Stripe-shaped event the local checkout delivers to the webhook. */
export function completedEventFor(session: LocalSession, now = new Date()) {
  return {
    id: token('evt_local'),
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(now.getTime() / 1000),
    livemode: false,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        payment_status: session.paymentStatus,
        status: 'complete',
        amount_total: session.amount,
        currency: session.currency,
        client_reference_id: session.userId,
        customer_email: session.email,
        customer_details: { email: session.email },
        metadata: { userId: session.userId },
        payment_intent: session.paymentIntentId,
      },
    },
  };
}

export function localProvider(appUrl: string): CheckoutProvider {
  return {
    kind: 'local',
    async createSession({ userId, email, successUrl, cancelUrl }) {
      const session: LocalSession = {
        id: token('cs_local'),
        userId,
        email,
        successUrl,
        cancelUrl,
        amount: PAYMENT_AMOUNT_CENTS,
        currency: PAYMENT_CURRENCY,
        paymentStatus: 'unpaid',
        paymentIntentId: token('pi_local'),
        createdAt: new Date().toISOString(),
      };
      await ddb().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...keys.item(session.id),
            ...keys.byPaymentIntent(session.paymentIntentId),
            ...session,
            // Unpaid local sessions expire after a day, as Stripe's do.
            expiresAt: Math.floor(Date.now() / 1000) + 86_400,
          },
        }),
      );
      return { id: session.id, url: `${appUrl}/local-checkout/${encodeURIComponent(session.id)}` };
    },
    async retrieveSession(id) {
      const s = await getLocalSession(id);
      return s ? view(s) : null;
    },
    async sessionOfPaymentIntent(paymentIntentId) {
      const res = await ddb().send(
        new QueryCommand({
          TableName: tableName(),
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk',
          ExpressionAttributeValues: { ':pk': keys.byPaymentIntent(paymentIntentId).gsi1pk },
          Limit: 1,
        }),
      );
      const item = res.Items?.[0];
      return item ? view(localSessionSchema.parse(item)) : null;
    },
  };
}
