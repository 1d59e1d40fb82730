// Canonical URLs and hashes: an item's identity must not change with tracking parameters, fragments or case.
import { createHash } from 'node:crypto';

const TRACKING_PARAMS =
  /^(utm_[a-z_]+|fbclid|gclid|dclid|msclkid|mc_cid|mc_eid|_ga|_gl|igshid|ref|ref_src)$/i;

export function canonicalUrl(input: string, base?: string): string {
  const url = new URL(input, base);
  url.hash = '';
  url.hostname = url.hostname.toLowerCase();
  if ((url.protocol === 'https:' && url.port === '443') || (url.protocol === 'http:' && url.port === '80'))
    url.port = '';
  for (const key of [...url.searchParams.keys()]) if (TRACKING_PARAMS.test(key)) url.searchParams.delete(key);
  url.searchParams.sort();
  if (url.pathname.length > 1) url.pathname = url.pathname.replace(/\/+$/, '');
  const search = url.searchParams.toString();
  return `${url.protocol}//${url.host}${url.pathname}${search ? `?${search}` : ''}`;
}

export function sha256(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The sort-key hash of an item: short, stable, and the same for every spelling of the URL. */
export function urlHash(url: string): string {
  return sha256(canonicalUrl(url)).slice(0, 32);
}

/** The id of the update a change becomes: the same change (canonical URL and content) always gets the same id. */
export function updateIdFor(change: { url: string; contentHash: string }): string {
  return sha256(`${change.url}\n${change.contentHash}`).slice(0, 26);
}
