// A fetch stand-in for component tests: answers /config.json with 404 (so API calls go to the same origin, as
// when the configuration cannot be read) and passes every other request to the test's handler.
import { vi } from 'vitest';

export interface RecordedRequest {
  url: string;
  method: string;
  body: unknown;
  init: RequestInit | undefined;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function mockFetch(handler: (request: RecordedRequest) => Response | Promise<Response>) {
  const requests: RecordedRequest[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith('/config.json')) return new Response('Not found', { status: 404 });
    const request = {
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      init,
    };
    requests.push(request);
    return handler(request);
  });
  vi.stubGlobal('fetch', fn);
  return { fn, requests };
}

/** A promise the test settles itself (e.g. to observe a pending state). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

/**
 * mockFetch with one handler per "METHOD /path" (query string ignored). A request nobody expected is answered 501,
 * so a test never passes on a call it did not mean to allow.
 */
export function mockApi(handlers: Record<string, Handler>) {
  return mockFetch((request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const handler = handlers[`${request.method} ${path}`];
    return handler
      ? handler(request)
      : new Response(`No mock for ${request.method} ${path}`, { status: 501 });
  });
}

/** The Authorization header a recorded request carried, if any. */
export function authorizationOf(request: RecordedRequest | undefined): string | undefined {
  const headers = request?.init?.headers as Record<string, string> | undefined;
  return headers?.authorization;
}
