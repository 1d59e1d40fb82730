// Polite, bounded HTTP fetching for monitored sources: timeout, retries with backoff on 5xx and network errors,
// conditional GET, a descriptive User-Agent, a size cap, and redirects followed only within the same site.

export type FetchFailure =
  'timeout' | 'network' | 'http' | 'too-large' | 'offsite-redirect' | 'too-many-redirects';

export class FetchError extends Error {
  constructor(
    readonly reason: FetchFailure,
    message: string,
    readonly httpStatus?: number,
  ) {
    super(message);
    this.name = 'FetchError';
  }
}

export interface Validators {
  etag?: string;
  lastModified?: string;
}

export interface FetchOptions {
  timeoutMs?: number;
  /** Retries after the first attempt (5xx, timeouts and network errors only). */
  retries?: number;
  backoffMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  accept?: string;
  validators?: Validators;
  /** Injected by tests so backoff takes no real time. */
  sleep?: (ms: number) => Promise<void>;
}

export type FetchResult =
  | {
      status: 'ok';
      url: string;
      body: Buffer;
      contentType: string;
      validators: Validators;
    }
  | { status: 'not-modified'; url: string };

export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;

export function userAgent(): string {
  const site = process.env.APP_URL ? `; +${process.env.APP_URL.replace(/\/$/, '')}` : '';
  return `AgedCarePolicyTracker/1.0 (daily check of public aged care policy news${site})`;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Same site: the same host, or one a subdomain of the other (www.x.gov.au and x.gov.au), and no downgrade. */
export function isSameSite(from: URL, to: URL): boolean {
  if (from.protocol === 'https:' && to.protocol !== 'https:') return false;
  if (to.protocol !== 'https:' && to.protocol !== 'http:') return false;
  const a = from.hostname.toLowerCase().replace(/^www\./, '');
  const b = to.hostname.toLowerCase().replace(/^www\./, '');
  if (a !== b && !a.endsWith(`.${b}`) && !b.endsWith(`.${a}`)) return false;
  return from.port === to.port || (a === b && from.protocol !== to.protocol);
}

async function readCapped(res: Response, maxBytes: number, url: string): Promise<Buffer> {
  const declared = Number(res.headers.get('content-length') ?? '');
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel();
    throw new FetchError('too-large', `${url} is ${declared} bytes, over the ${maxBytes}-byte limit`);
  }
  if (!res.body) return Buffer.alloc(0);
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new FetchError('too-large', `${url} is over the ${maxBytes}-byte limit`);
    }
    chunks.push(Buffer.from(value));
  }
  return Buffer.concat(chunks);
}

async function attempt(
  url: string,
  options: Required<Omit<FetchOptions, 'validators' | 'sleep'>> & FetchOptions,
): Promise<FetchResult> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  const start = new URL(url);
  let current = start;
  try {
    for (let hop = 0; ; hop++) {
      const headers: Record<string, string> = { 'user-agent': userAgent(), accept: options.accept };
      if (options.validators?.etag) headers['if-none-match'] = options.validators.etag;
      if (options.validators?.lastModified) headers['if-modified-since'] = options.validators.lastModified;
      const res = await fetch(current, { headers, redirect: 'manual', signal });
      if (res.status >= 300 && res.status < 400 && res.status !== 304) {
        await res.body?.cancel();
        const location = res.headers.get('location');
        if (!location)
          throw new FetchError(
            'http',
            `${current.href} answered ${res.status} without a location`,
            res.status,
          );
        const next = new URL(location, current);
        if (!isSameSite(start, next)) {
          throw new FetchError(
            'offsite-redirect',
            `${current.href} redirects to another site (${next.origin})`,
            res.status,
          );
        }
        if (hop >= options.maxRedirects)
          throw new FetchError('too-many-redirects', `${url} redirects too many times`);
        current = next;
        continue;
      }
      if (res.status === 304) {
        await res.body?.cancel();
        return { status: 'not-modified', url: current.href };
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw new FetchError('http', `${current.href} answered HTTP ${res.status}`, res.status);
      }
      const body = await readCapped(res, options.maxBytes, current.href);
      return {
        status: 'ok',
        url: current.href,
        body,
        contentType: res.headers.get('content-type') ?? '',
        validators: {
          etag: res.headers.get('etag') ?? undefined,
          lastModified: res.headers.get('last-modified') ?? undefined,
        },
      };
    }
  } catch (error) {
    if (error instanceof FetchError) throw error;
    if (signal.aborted)
      throw new FetchError('timeout', `${url} did not answer within ${options.timeoutMs} ms`);
    const cause =
      error instanceof Error
        ? error.cause instanceof Error
          ? error.cause.message
          : error.message
        : String(error);
    throw new FetchError('network', `${url} could not be reached (${cause})`);
  }
}

const retryable = (error: FetchError) =>
  error.reason === 'timeout' ||
  error.reason === 'network' ||
  (error.reason === 'http' && (error.httpStatus ?? 0) >= 500);

export async function fetchResource(url: string, options: FetchOptions = {}): Promise<FetchResult> {
  const settings = {
    timeoutMs: 15_000,
    retries: 2,
    backoffMs: 1_000,
    maxBytes: DEFAULT_MAX_BYTES,
    maxRedirects: 5,
    accept: '*/*',
    ...options,
  };
  const sleep = options.sleep ?? realSleep;
  for (let i = 0; ; i++) {
    try {
      return await attempt(url, settings);
    } catch (error) {
      if (!(error instanceof FetchError) || !retryable(error) || i >= settings.retries) throw error;
      // Exponential backoff with a little jitter, so retries of several sources do not arrive together.
      await sleep(settings.backoffMs * 2 ** i + Math.floor(Math.random() * 100));
    }
  }
}
