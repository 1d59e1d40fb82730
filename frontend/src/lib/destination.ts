// Where a visitor was going when they were sent to sign in: kept across the sign-up, the payment (which leaves for
// the card provider and comes back) and the login after it, so that they land where they meant to go.
const KEY = 'after-sign-in';
const TTL_MS = 2 * 60 * 60 * 1000;

/** Only paths inside this site: never another origin, never a protocol-relative URL. */
function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

export function rememberDestination(path: string, now = Date.now()): void {
  if (!isLocalPath(path)) return;
  try {
    localStorage.setItem(KEY, JSON.stringify({ path, at: now }));
  } catch {
    // storage blocked: they land on the dashboard instead
  }
}

/** The remembered path, if any and recent. */
export function destination(now = Date.now()): string | null {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null') as { path?: unknown; at?: unknown } | null;
    if (!saved || typeof saved.path !== 'string' || typeof saved.at !== 'number') return null;
    if (now - saved.at > TTL_MS || !isLocalPath(saved.path)) return null;
    return saved.path;
  } catch {
    return null;
  }
}

export function forgetDestination(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing kept
  }
}
