// The small HTML pages of the unsubscribe routes: the confirmation form, the done page and the error page. They
// stand alone (no SPA, no script) so they work from any mail client and cannot be framed.
import { escapeHtml, PRODUCT_NAME } from '../../lib/notify/render';
import type { UnsubscribeScope } from '../../lib/notify/unsubscribe-token';

export const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  // The token is in the URL: never pass it on to another site.
  'referrer-policy': 'no-referrer',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
};

const CHANNEL_WORDS: Record<UnsubscribeScope, string> = {
  email: 'email alerts',
  sms: 'SMS alerts',
  all: 'all alerts (email and SMS)',
};

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} - ${escapeHtml(PRODUCT_NAME)}</title>
<style>
body{margin:0;background:#f3f4f6;color:#1f2937;font:16px/1.5 Arial,Helvetica,sans-serif}
main{max-width:560px;margin:48px auto;padding:24px;background:#fff;border-radius:8px}
h1{font-size:24px;margin:0 0 12px}
p{margin:0 0 16px}
button{font:inherit;padding:10px 16px;border-radius:6px;border:2px solid #1d4ed8;cursor:pointer;margin:0 8px 8px 0}
.primary{background:#1d4ed8;color:#fff}
.secondary{background:#fff;color:#1d4ed8}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
</style>
</head>
<body>
<main>
<p><strong>${escapeHtml(PRODUCT_NAME)}</strong></p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>
`;
}

export function confirmPage(token: string, channel: UnsubscribeScope, address: string | null): string {
  const who = address ? ` for <strong>${escapeHtml(address)}</strong>` : '';
  const buttons =
    channel === 'all'
      ? '<button class="primary" type="submit" name="scope" value="all">Unsubscribe from all alerts</button>'
      : `<button class="primary" type="submit" name="scope" value="${channel}">Unsubscribe from ${escapeHtml(CHANNEL_WORDS[channel])}</button>
<button class="secondary" type="submit" name="scope" value="all">Unsubscribe from everything</button>`;
  return page(
    'Unsubscribe from policy alerts',
    `<p>Choose what to stop${who}. It takes effect straight away.</p>
<form method="post" action="/api/unsubscribe">
<input type="hidden" name="token" value="${escapeHtml(token)}">
${buttons}
</form>`,
  );
}

export function donePage(scope: UnsubscribeScope): string {
  return page(
    'You have been unsubscribed',
    `<p>You will no longer receive ${escapeHtml(CHANNEL_WORDS[scope])} from ${escapeHtml(PRODUCT_NAME)}.</p>
<p>Changed your mind? You can subscribe again at any time on our home page.</p>`,
  );
}

export function errorPage(message: string): string {
  return page('This link does not work', `<p role="alert">${escapeHtml(message)}</p>`);
}
