// The local stand-in for Stripe's hosted Checkout page (DESIGN.md section 4), served by the local gateway when no
// Stripe keys are set: it shows the session's amount and a pay button; paying marks the session paid, delivers a
// checkout.session.completed event signed with the local webhook secret to the real webhook route over HTTP (as
// Stripe would), and then sends the browser to the session's success URL.
import type { IncomingMessage, ServerResponse } from 'node:http';
import Stripe from 'stripe';
import type { LocalEndpoint } from './gateway';
import { LOOPBACK } from './ports';
import { LOCAL_WEBHOOK_SECRET } from './settings';

export const LOCAL_CHECKOUT_PREFIX = '/local-checkout';
const WEBHOOK_PATH = '/api/payment/webhook';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function page(res: ServerResponse, status: number, title: string, body: string): void {
  const html = `<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - Local checkout</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f1f5f9; color: #0f172a; margin: 0; }
  main { max-width: 28rem; margin: 4rem auto; background: #fff; border-radius: .75rem; padding: 2rem;
         box-shadow: 0 1px 3px rgb(0 0 0 / .15); }
  .amount { font-size: 2rem; font-weight: 700; margin: .5rem 0 1rem; }
  .note { background: #fef9c3; border: 1px solid #eab308; border-radius: .5rem; padding: .75rem; font-size: .9rem; }
  button { width: 100%; padding: .8rem; font-size: 1rem; font-weight: 600; color: #fff; background: #0f766e;
           border: 0; border-radius: .5rem; cursor: pointer; margin-top: 1.25rem; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
  a { color: #0f766e; }
  p.cancel { text-align: center; margin-top: 1rem; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(html)),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'content-security-policy':
      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'",
  });
  res.end(html);
}

function drain(req: IncomingMessage): Promise<void> {
  return new Promise((resolve, reject) => {
    req.on('data', () => undefined);
    req.on('end', resolve);
    req.on('error', reject);
  });
}

const formatAmount = (cents: number, currency: string) =>
  `${new Intl.NumberFormat('en-AU', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100)} ${currency.toUpperCase()}`;

/** Delivers the event to the webhook route of this same gateway, signed as Stripe signs it. */
async function deliverWebhook(
  port: number,
  payload: string,
  secret: string,
): Promise<{ status: number; text: string }> {
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  const res = await fetch(`http://${LOOPBACK}:${port}${WEBHOOK_PATH}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'stripe-signature': signature,
      'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
    },
    body: payload,
  });
  return { status: res.status, text: await res.text() };
}

export function localCheckout(options: { webhookSecret?: string } = {}): LocalEndpoint {
  const secret = options.webhookSecret ?? LOCAL_WEBHOOK_SECRET;
  return {
    prefix: LOCAL_CHECKOUT_PREFIX,
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const match = /^\/local-checkout\/([\w-]+)(\/pay)?$/.exec(url.pathname);
      const pay = Boolean(match?.[2]);
      if (!match?.[1] || (pay ? req.method !== 'POST' : req.method !== 'GET' && req.method !== 'HEAD')) {
        await drain(req);
        return page(
          res,
          404,
          'Not found',
          '<h1>Checkout not found</h1><p>There is no such checkout page.</p>',
        );
      }
      await drain(req);
      // Loaded on first use: the payments code reads the table settings the stack sets before serving.
      const checkout = await import('../../functions/lib/payments/local-provider');
      const sessionId = match[1];
      const session = await checkout.getLocalSession(sessionId);
      if (!session) {
        return page(
          res,
          404,
          'Not found',
          '<h1>Checkout not found</h1><p>This checkout session does not exist.</p>',
        );
      }

      if (!pay) {
        const amount = formatAmount(session.amount, session.currency);
        const paid = session.paymentStatus === 'paid';
        return page(
          res,
          200,
          'Pay',
          `<h1>Aged Care Policy Tracker</h1>
<p>One-time platform access</p>
<p class="amount">${escapeHtml(amount)}</p>
${session.email ? `<p>For <strong>${escapeHtml(session.email)}</strong></p>` : ''}
<p class="note" role="note">Local checkout: this page stands in for Stripe on the local stack. No card is charged.</p>
<form method="post" action="${LOCAL_CHECKOUT_PREFIX}/${encodeURIComponent(session.id)}/pay">
  <button type="submit">${paid ? 'Already paid: continue' : `Pay ${escapeHtml(amount)}`}</button>
</form>
<p class="cancel"><a href="${escapeHtml(session.cancelUrl)}">Cancel and return</a></p>`,
        );
      }

      const paidSession = await checkout.markLocalSessionPaid(session.id);
      const payload = JSON.stringify(checkout.completedEventFor(paidSession), null, 2);
      const delivered = await deliverWebhook(req.socket.localPort ?? 0, payload, secret);
      if (delivered.status < 200 || delivered.status >= 300) {
        console.error(`[local-checkout] the webhook answered ${delivered.status}: ${delivered.text}`);
        return page(
          res,
          502,
          'Payment not applied',
          `<h1>Payment not applied</h1><p>The payment webhook answered ${delivered.status}. See the terminal for details.</p>`,
        );
      }
      // Stripe fills in the session id placeholder of the success URL.
      const location = session.successUrl.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(session.id));
      res.writeHead(303, { location, 'cache-control': 'no-store', 'content-length': '0' });
      res.end();
    },
  };
}
