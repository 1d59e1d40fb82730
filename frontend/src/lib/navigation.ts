// Leaving the SPA: full-page navigations that the router cannot do (the payment provider's checkout page, a reload).
// In one place so that the checks live here and tests can observe them.

/** Sends the browser to another site's page. Only http(s) addresses are followed, never javascript: or data:. */
export function leaveForExternalPage(url: string): void {
  const target = new URL(url, window.location.href);
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    throw new Error('The payment page address is not valid.');
  }
  window.location.assign(target.href);
}

export function reloadPage(): void {
  window.location.reload();
}
