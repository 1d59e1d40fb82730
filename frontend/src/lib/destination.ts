// Where a visitor was going when they were sent to sign in. It travels in the /auth link (?next=/path), and is kept
// in the browser only while they are away paying (the card provider's page and back), so that they land where they
// meant to go; a visit to /auth of their own accord goes to the dashboard as usual.
const KEY = 'after-sign-in';
const TTL_MS = 2 * 60 * 60 * 1000;

/** Only paths inside this site: never another origin, never a protocol-relative URL. */
function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** The ?next= of an /auth link, if it is a path of this site. */
export function safeNext(value: string | null): string | null {
  return value && isLocalPath(value) ? value : null;
}

/** /auth (or its payment step), with where to go after it. */
export function authHrefWithNext(authHref: string, next: string): string {
  return `${authHref}${authHref.includes('?') ? '&' : '?'}next=${encodeURIComponent(next)}`;
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
