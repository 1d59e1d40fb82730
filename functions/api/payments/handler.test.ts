import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { startTestTable, type TestTable } from '../../testing/table';
import { lambdaContext, parseResult, sampleEvent, withJsonBody } from '../../testing/events';
import { asCaller } from '../../testing/callers';
import { ensureUser, getUser } from '../../lib/services/users';
import { markLocalSessionPaid } from '../../lib/payments/local-provider';
import { resetStripeKeys } from '../../lib/payments/stripe-config';
import type { Caller } from '../../lib/http/auth';

let table: TestTable;
let handler: typeof import('./handler').handler;
const owner: Caller = { sub: 'pay-owner', email: 'owner@provider.org.au', username: 'owner', givenName: 'Olive', familyName: 'Ng', groups: [] };

beforeAll(async () => {
  table = await startTestTable();
  delete process.env.STRIPE_SECRET_KEY;
  process.env.LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_test';
  process.env.APP_URL = 'http://localhost:3999';
  resetStripeKeys();
  ({ handler } = await import('./handler'));
  await ensureUser(owner);
});
afterAll(async () => {
  await table.stop();
});

const call = async (event: APIGatewayProxyEventV2) => parseResult(await handler(event, lambdaContext()));

describe('payments', () => {
  it('creates a local checkout session for a signed-in unpaid user, then verifies it once paid', async () => {
    const created = await call(asCaller(withJsonBody(sampleEvent('payment-create-checkout-session-post.json'), {}), owner));
    expect(created.statusCode).toBe(200);
    const sessionId = String(created.body.sessionId);
    expect(created.body.url).toBe(`http://localhost:3999/local-checkout/${sessionId}`);

    // Before paying, verification says the payment is not complete and changes nothing.
    const early = await call(withJsonBody(sampleEvent('payment-verify-payment-post.json'), { sessionId, email: owner.email }));
    expect(early.statusCode).toBe(402);
    expect(early.body).toMatchObject({ error: 'payment_not_completed' });
    expect((await getUser(owner.sub))?.hasPayment).toBe(false);

    await markLocalSessionPaid(sessionId);
    const verified = await call(withJsonBody(sampleEvent('payment-verify-payment-post.json'), { sessionId, email: owner.email }));
    expect(verified.statusCode).toBe(200);
    expect(verified.body).toEqual({ success: true, user: { email: owner.email } });
    expect((await getUser(owner.sub))?.hasPayment).toBe(true);

    // A paid user cannot start a second payment.
    const again = await call(asCaller(withJsonBody(sampleEvent('payment-create-checkout-session-post.json'), {}), owner));
    expect(again.statusCode).toBe(409);
  });

  it('answers an unknown session with 404 and { error, message }', async () => {
    const res = await call(withJsonBody(sampleEvent('payment-verify-payment-post.json'), { sessionId: 'cs_local_missing', email: null }));
    expect(res.statusCode).toBe(404);
    expect(res.body).toEqual({ error: 'session_not_found', message: 'We could not find this payment session.' });
  });

  it('accepts the older paymentIntentId form only with the matching email or user id', async () => {
    const buyer: Caller = { ...owner, sub: 'pay-buyer', email: 'buyer@provider.org.au' };
    await ensureUser(buyer);
    const created = await call(asCaller(withJsonBody(sampleEvent('payment-create-checkout-session-post.json'), {}), buyer));
    const session = await markLocalSessionPaid(String(created.body.sessionId));
    const verify = (body: unknown) => call(withJsonBody(sampleEvent('payment-verify-payment-post.json'), body));

    expect((await verify({ paymentIntentId: session.paymentIntentId })).body).toMatchObject({ message: 'Invalid payment data' });
    expect((await verify({ paymentIntentId: session.paymentIntentId, email: 'someone@else.org' })).statusCode).toBe(403);
    const ok = await verify({ paymentIntentId: session.paymentIntentId, userId: buyer.sub });
    expect(ok.body).toEqual({ success: true, user: { email: buyer.email } });
  });

  it.each([
    [{}, 'Send a sessionId, or a paymentIntentId with an email or userId.'],
    [{ sessionId: '../../etc' }, 'Session id is not valid'],
    [{ sessionId: 'cs_1', extra: true }, 'Unknown field: extra'],
  ])('refuses a bad verify body %j with 400', async (body, message) => {
    const res = await call(withJsonBody(sampleEvent('payment-verify-payment-post.json'), body));
    expect(res.statusCode).toBe(400);
    expect(res.body.message).toBe(message);
  });
});
