import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import Stripe from 'stripe';
import { QueryCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { startTestTable, type TestTable } from '../../testing/table';
import { ddb, tableName } from '../clients';
import { ensureUser, getUser } from '../services/users';
import { handleWebhook } from './fulfilment';
import { ORPHAN_PAYMENT_METRIC } from './metrics';
import { logger } from '../logger';
import { resetStripeKeys } from './stripe-config';
import type { Caller } from '../http/auth';

const SECRET = 'whsec_test_fulfilment';
let table: TestTable;

beforeAll(async () => {
  table = await startTestTable();
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
  delete process.env.STRIPE_SECRET_KEY;
  resetStripeKeys();
});
afterAll(async () => {
  await table.stop();
});

let n = 0;
let caller: Caller;
beforeEach(async () => {
  n += 1;
  caller = {
    sub: `user-${n}`,
    email: `owner${n}@provider.org.au`,
    username: `owner${n}`,
    givenName: 'Ana',
    familyName: 'Lee',
    groups: [],
  };
  await ensureUser(caller);
});

function completedEvent(
  userId: string,
  over: Partial<Record<string, unknown>> = {},
  type = 'checkout.session.completed',
) {
  return JSON.stringify({
    id: `evt_${userId}`,
    object: 'event',
    type,
    data: {
      object: {
        id: `cs_test_${userId}`,
        object: 'checkout.session',
        payment_status: 'paid',
        amount_total: 450,
        currency: 'aud',
        client_reference_id: userId,
        metadata: { userId },
        payment_intent: `pi_${userId}`,
        ...over,
      },
    },
  });
}

const sign = (payload: string, secret = SECRET, timestamp?: number) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

async function paymentsOf(userId: string) {
  const res = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
      ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':p': 'PAYMENT#' },
    }),
  );
  return res.Items ?? [];
}

describe('Stripe webhook fulfilment', () => {
  it('applies a paid checkout.session.completed once when delivered 10 times in a row', async () => {
    const payload = completedEvent(caller.sub);
    const results = [];
    for (let i = 0; i < 10; i++) results.push(await handleWebhook(payload, sign(payload)));
    expect(results).toHaveLength(10);
    expect(results.every((r) => r.received && r.handled)).toBe(true);
    const user = await getUser(caller.sub);
    expect(user?.hasPayment).toBe(true);
    const payments = await paymentsOf(caller.sub);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({
      sessionId: `cs_test_${caller.sub}`,
      amount: 450,
      currency: 'aud',
      source: 'webhook',
    });
  });

  it('applies it once when delivered 10 times concurrently', async () => {
    const payload = completedEvent(caller.sub);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => handleWebhook(payload, sign(payload))),
    );
    expect(results.filter((r) => r.handled)).toHaveLength(10);
    const user = await getUser(caller.sub);
    expect(user?.hasPayment).toBe(true);
    expect(await paymentsOf(caller.sub)).toHaveLength(1);
    // paidAt is written by the one call that changed the state; later deliveries leave it as it was.
    const paidAt = user?.paidAt;
    await handleWebhook(payload, sign(payload));
    expect((await getUser(caller.sub))?.paidAt).toBe(paidAt);
  });

  it('handles checkout.session.async_payment_succeeded', async () => {
    const payload = completedEvent(caller.sub, {}, 'checkout.session.async_payment_succeeded');
    await handleWebhook(payload, sign(payload));
    expect((await getUser(caller.sub))?.hasPayment).toBe(true);
  });

  it('does not fulfil a completed session whose payment is still pending', async () => {
    const payload = completedEvent(caller.sub, { payment_status: 'unpaid' });
    expect(await handleWebhook(payload, sign(payload))).toEqual({ received: true, handled: false });
    expect((await getUser(caller.sub))?.hasPayment).toBe(false);
  });

  it('acknowledges and ignores unknown event types', async () => {
    const payload = completedEvent(caller.sub, {}, 'customer.created');
    expect(await handleWebhook(payload, sign(payload))).toEqual({ received: true, handled: false });
    expect((await getUser(caller.sub))?.hasPayment).toBe(false);
  });

  it.each([
    [
      'a tampered body',
      (p: string) => ({ body: p.replace('"amount_total":450', '"amount_total":1'), sig: sign(p) }),
    ],
    ['a wrong secret', (p: string) => ({ body: p, sig: sign(p, 'whsec_someone_else') })],
    [
      'a timestamp older than 300 s',
      (p: string) => ({ body: p, sig: sign(p, SECRET, Math.floor(Date.now() / 1000) - 301) }),
    ],
    ['no signature', (p: string) => ({ body: p, sig: undefined })],
  ])('rejects %s with 400 and changes nothing', async (_label, make) => {
    const { body, sig } = make(completedEvent(caller.sub));
    await expect(handleWebhook(body, sig)).rejects.toMatchObject({ statusCode: 400 });
    expect((await getUser(caller.sub))?.hasPayment).toBe(false);
    expect(await paymentsOf(caller.sub)).toHaveLength(0);
  });

  it('acknowledges but does not fulfil a paid session for another amount', async () => {
    const payload = completedEvent(caller.sub, { amount_total: 100 });
    expect(await handleWebhook(payload, sign(payload))).toEqual({ received: true, handled: false });
    expect((await getUser(caller.sub))?.hasPayment).toBe(false);
  });
});

async function allItems() {
  const res = await ddb().send(new ScanCommand({ TableName: tableName(), ConsistentRead: true }));
  return res.Items ?? [];
}

describe('signed events the webhook cannot use', () => {
  it('keeps a paid session for an account that does not exist as an orphan payment, answers received, and logs an error for the alarm', async () => {
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const payload = completedEvent('deleted-account', {
      customer_details: { email: 'gone@provider.org.au' },
    });
    // Stripe retries anything but a 2xx for three days: the second delivery must be answered the same way.
    expect(await handleWebhook(payload, sign(payload))).toEqual({ received: true, handled: false });
    expect(await handleWebhook(payload, sign(payload))).toEqual({ received: true, handled: false });
    const orphans = (await allItems()).filter((i) => i.pk === 'ORPHAN_PAYMENT');
    expect(orphans).toEqual([
      expect.objectContaining({
        sessionId: 'cs_test_deleted-account',
        userId: 'deleted-account',
        customerEmail: 'gone@provider.org.au',
        amount: 450,
        currency: 'aud',
        eventType: 'checkout.session.completed',
      }),
    ]);
    // No user record is made up for it.
    expect(await getUser('deleted-account')).toBeNull();
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining('does not exist'),
      expect.objectContaining({ metric: ORPHAN_PAYMENT_METRIC, sessionId: 'cs_test_deleted-account' }),
    );
    errors.mockRestore();
  });

  it.each([
    ['null', 'null', /not a Stripe event/],
    ['an event with no data', JSON.stringify({ type: 'checkout.session.completed' }), /not a Stripe event/],
    [
      'data.object null',
      JSON.stringify({ type: 'checkout.session.completed', data: { object: null } }),
      /not a Stripe event/,
    ],
    [
      'data.object a string',
      JSON.stringify({ type: 'checkout.session.completed', data: { object: 'cs_1' } }),
      /not a Stripe event/,
    ],
    [
      'data.object a list',
      JSON.stringify({ type: 'checkout.session.completed', data: { object: [1] } }),
      /not a Stripe event/,
    ],
    [
      'a session with no id',
      JSON.stringify({ type: 'checkout.session.completed', data: { object: { payment_status: 'paid' } } }),
      /not a Checkout Session/,
    ],
    ['a number', '42', /not a Stripe event/],
  ])(
    'answers a signed body that is %s with 400 and a message, changing nothing',
    async (_label, body, message) => {
      const before = await allItems();
      const error = await handleWebhook(body, sign(body)).catch((e: unknown) => e);
      expect(error).toMatchObject({ statusCode: 400, message: expect.stringMatching(message) });
      expect(await allItems()).toEqual(before);
    },
  );
});

describe('users', () => {
  it('creates the user record once under concurrent first calls', async () => {
    const fresh: Caller = { ...caller, sub: `fresh-${n}` };
    const users = await Promise.all(Array.from({ length: 8 }, () => ensureUser(fresh)));
    expect(new Set(users.map((u) => u.createdAt)).size).toBe(1);
    expect(users[0]).toMatchObject({
      id: fresh.sub,
      firstName: 'Ana',
      lastName: 'Lee',
      email: fresh.email,
      hasPayment: false,
    });
  });
});
