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

// The app's look without its JavaScript or stylesheet: its colours (Tailwind teal-700 primary on slate), its system
// font stack and its shield logo, inline so that the strict CSP (no other origin, no script) still holds.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:#f8fafc;color:#0f172a;font:16px/1.6 ui-sans-serif,system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}
header{background:#fff;border-bottom:1px solid #e2e8f0}
.bar{max-width:72rem;margin:0 auto;padding:0 1rem;height:4rem;display:flex;align-items:center}
.brand{display:inline-flex;align-items:center;gap:.5rem;font-weight:600;color:#0f172a;text-decoration:none;border-radius:.375rem}
.brand svg{width:1.75rem;height:1.75rem;color:#0f766e;flex-shrink:0}
main{max-width:36rem;margin:3rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.5rem;box-shadow:0 1px 2px rgb(15 23 42/.05)}
h1{font-size:1.5rem;line-height:1.3;margin:0 0 .75rem;letter-spacing:-.01em}
p{margin:0 0 1rem;color:#334155}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:1.25rem}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:2.75rem;padding:.5rem 1rem;border-radius:.375rem;font:inherit;font-weight:500;text-decoration:none;cursor:pointer;border:1px solid transparent}
.primary{background:#0f766e;color:#fff}
.primary:hover{background:#115e59}
.secondary{background:#fff;color:#0f172a;border-color:#cbd5e1}
.secondary:hover{background:#f1f5f9}
a{color:#0f766e}
:focus-visible{outline:2px solid #0d9488;outline-offset:2px}
footer{max-width:36rem;margin:0 auto 3rem;padding:0 1rem;font-size:.875rem;color:#475569}
`;

const LOGO =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M20 13c0 5-3.5 7.5-7.66 8.95a1 1 0 0 1-.67-.01C7.5 20.5 4 18 4 13V6a1 1 0 0 1 1-1c2 0 4.5-1.2 6.24-2.72a1.17 1.17 0 0 1 1.52 0C14.51 3.81 17 5 19 5a1 1 0 0 1 1 1z"/><path d="m9 12 2 2 4-4"/></svg>';

/** The site's home page: the pages are served on the app's own origin (CloudFront sends /api/* to the API). */
const HOME = '/';

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} - ${escapeHtml(PRODUCT_NAME)}</title>
<style>${STYLE}</style>
</head>
<body>
<header><div class="bar"><a class="brand" href="${HOME}">${LOGO}<span>${escapeHtml(PRODUCT_NAME)}</span></a></div></header>
<main>
<div class="card">
<h1>${escapeHtml(title)}</h1>
${body}
</div>
</main>
<footer><p>Questions? Reply to any alert email and we will help.</p></footer>
</body>
</html>
`;
}

const homeLink = (label: string, kind: 'primary' | 'secondary' = 'secondary') =>
  `<a class="button ${kind}" href="${HOME}">${escapeHtml(label)}</a>`;

export function confirmPage(token: string, channel: UnsubscribeScope, address: string | null): string {
  const who = address ? ` for <strong>${escapeHtml(address)}</strong>` : '';
  const buttons =
    channel === 'all'
      ? '<button class="button primary" type="submit" name="scope" value="all">Unsubscribe from all alerts</button>'
      : `<button class="button primary" type="submit" name="scope" value="${channel}">Unsubscribe from ${escapeHtml(CHANNEL_WORDS[channel])}</button>
<button class="button secondary" type="submit" name="scope" value="all">Unsubscribe from everything</button>`;
  return page(
    'Unsubscribe from policy alerts',
    `<p>Choose what to stop${who}. It takes effect straight away.</p>
<form method="post" action="/api/unsubscribe">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<div class="actions">${buttons}</div>
</form>`,
  );
}

export function donePage(scope: UnsubscribeScope): string {
  return page(
    'You have been unsubscribed',
    `<p>You will no longer receive ${escapeHtml(CHANNEL_WORDS[scope])} from ${escapeHtml(PRODUCT_NAME)}.</p>
<p>Changed your mind? You can subscribe again at any time on our home page.</p>
<div class="actions">${homeLink('Go to the home page', 'primary')}</div>`,
  );
}

/** A link opened again after its channel was already turned off: nothing to do, and the way back. */
export function alreadyPage(scope: UnsubscribeScope): string {
  return page(
    'You are already unsubscribed',
    `<p>You do not receive ${escapeHtml(CHANNEL_WORDS[scope])} from ${escapeHtml(PRODUCT_NAME)}, so there is nothing to stop.</p>
<p>To get policy alerts again, subscribe on our home page.</p>
<div class="actions">${homeLink('Go to the home page', 'primary')}</div>`,
  );
}

export function errorPage(message: string): string {
  return page(
    'This link does not work',
    `<p role="alert">${escapeHtml(message)}</p>
<div class="actions">${homeLink('Go to the home page')}</div>`,
  );
}
