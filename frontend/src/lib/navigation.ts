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

/**
 * Resolves once the browser shows `pathname`, or after `timeoutMs` whatever it shows. The router's navigations are
 * transitions (the old page stays until the new one's code is in), so `navigate()` cannot be awaited: work that
 * must wait until the old page is gone (ending a session that the old page's guard watches) waits here.
 */
export function whenAt(pathname: string, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve) => {
    const deadline = performance.now() + timeoutMs;
    const check = () => {
      if (window.location.pathname === pathname || performance.now() > deadline) resolve();
      else requestAnimationFrame(check);
    };
    check();
  });
}
