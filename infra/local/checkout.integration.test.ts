// Paying through the local checkout: the real create-checkout-session route sends the user to the local page,
// paying there delivers a signed webhook to the real webhook route, and the account then has its payment.
import { describe, expect, it } from 'vitest';
import { callApi, createTestUser, withLocalStack } from './testing';

const stack = withLocalStack();

describe('the local checkout', () => {
  it('takes a signed-in user from checkout to a paid account', async () => {
    const user = await createTestUser(stack(), {
      email: 'payer@provider.org.au',
      givenName: 'Pat',
      familyName: 'Payer',
    });
    const before = await callApi<{ hasPayment: boolean }>(stack(), 'GET', '/api/user', {
      token: user.idToken,
    });
    expect(before.status).toBe(200);
    expect(before.body.hasPayment).toBe(false);

    const checkout = await callApi<{ url: string; sessionId: string }>(
      stack(),
      'POST',
      '/api/payment/create-checkout-session',
      { token: user.idToken, json: {} },
    );
    expect(checkout.status).toBe(200);
    const pageUrl = new URL(checkout.body.url);
    expect(pageUrl.pathname).toBe(`/local-checkout/${checkout.body.sessionId}`);

    const pagePath = pageUrl.pathname;
    const shown = await fetch(`${stack().baseUrl}${pagePath}`);
    expect(shown.status).toBe(200);
    const html = await shown.text();
    expect(html).toContain('$4.50 AUD');
    expect(html).toContain('payer@provider.org.au');
    expect(html).toContain(`action="${pagePath}/pay"`);

    const paid = await fetch(`${stack().baseUrl}${pagePath}/pay`, { method: 'POST', redirect: 'manual' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `${stack().urls.app}/payment-success?session_id=${encodeURIComponent(checkout.body.sessionId)}`,
    );

    const after = await callApi<{ hasPayment: boolean }>(stack(), 'GET', '/api/user', {
      token: user.idToken,
    });
    expect(after.body.hasPayment).toBe(true);
  });

  it('answers an unknown session with 404', async () => {
    const res = await fetch(`${stack().baseUrl}/local-checkout/cs_local_doesnotexist`);
    expect(res.status).toBe(404);
    const pay = await fetch(`${stack().baseUrl}/local-checkout/cs_local_doesnotexist/pay`, {
      method: 'POST',
    });
    expect(pay.status).toBe(404);
  });
});
