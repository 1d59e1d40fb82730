// The local gateway on its own: static SPA serving and its headers, /config.json, API routing (404/405/413/401),
// the payload 2.0 event a handler receives, and how a handler's result is written back.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RouteDef } from '../../shared/routes';
import type { RuntimeConfig } from '../../shared/contracts/config';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { chooseEncoding, createGateway, type ApiHandler, type GatewayOptions } from './gateway';
import type { JwtAuthorizerContext } from './events';

const CONFIG: RuntimeConfig = {
  stage: 'local',
  apiBaseUrl: '',
  region: 'ap-southeast-2',
  userPoolId: 'local_TEST1234',
  userPoolClientId: 'client123',
  userPoolEndpoint: 'http://127.0.0.1:9229',
  authFlow: 'USER_PASSWORD_AUTH',
};

const ROUTES = [
  { method: 'POST', path: '/api/echo', capability: 'echo', access: 'public', summary: 'echo' },
  { method: 'GET', path: '/api/items/{id}', capability: 'echo', access: 'public', summary: 'item' },
  { method: 'GET', path: '/api/me', capability: 'echo', access: 'user', summary: 'me' },
  { method: 'GET', path: '/api/result', capability: 'result', access: 'public', summary: 'result' },
  { method: 'GET', path: '/api/broken', capability: 'broken', access: 'public', summary: 'throws' },
] as unknown as RouteDef[];

const VALID_TOKEN = 'aaa.bbb.ccc';
const CLAIMS: JwtAuthorizerContext = {
  claims: { sub: 'user-1', 'cognito:groups': '[admin]', exp: '1900000000' },
  scopes: null,
};

let received: APIGatewayProxyEventV2[] = [];
const echo: ApiHandler = async (event) => {
  received.push(event);
  return {
    statusCode: 200,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ok: true }),
  };
};
const handlers: Record<string, ApiHandler> = {
  echo,
  result: async () => ({
    statusCode: 202,
    headers: { 'content-type': 'application/octet-stream', 'x-extra': 7 },
    cookies: ['a=1; Path=/', 'b=2; Path=/; HttpOnly'],
    body: Buffer.from([0, 1, 2, 255]).toString('base64'),
    isBase64Encoded: true,
  }),
  broken: async () => {
    throw new Error('boom');
  },
};

async function serve(options: Partial<GatewayOptions>): Promise<{ url: string; server: Server }> {
  const server = createServer(
    createGateway({
      distDir: null,
      config: CONFIG,
      authorizer: async (header) => (header === `Bearer ${VALID_TOKEN}` ? CLAIMS : null),
      routes: ROUTES,
      loadHandler: async (capability) => {
        const handler = handlers[capability];
        if (!handler) throw new Error(`no handler ${capability}`);
        return handler;
      },
      quiet: true,
      ...options,
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    // Options, not a URL string: a URL would normalise the dot segments away before they reach the gateway.
    const req = request({ hostname, port, path }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let root: string;
let dist: string;
let gateway: { url: string; server: Server };

const BIG_JS = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i};`).join('\n');

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'gateway-'));
  dist = join(root, 'dist');
  writeFileSync(join(root, 'secret.txt'), 'top secret');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>App</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'index-abc123.css'), 'body{}');
  writeFileSync(join(dist, 'assets', 'big-def456.js'), BIG_JS);
  writeFileSync(join(dist, 'assets', 'photo-1a2b3c.png'), Buffer.alloc(5000, 7));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  gateway = await serve({ distDir: dist });
});

afterAll(async () => {
  await new Promise((resolve) => gateway.server.close(resolve));
  rmSync(root, { recursive: true, force: true });
});

beforeEach(() => {
  received = [];
});

describe('static SPA', () => {
  it('serves index.html with the security headers and a CSP that allows the Cognito endpoint', async () => {
    const res = await fetch(`${gateway.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/connect-src 'self' http:\/\/127\.0\.0\.1:9229(;|$)/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(await res.text()).toContain('<div id="root">');
  });

  it('serves hashed assets with their content type and an immutable cache', async () => {
    const js = await fetch(`${gateway.url}/assets/index-abc123.js`);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await js.text()).toBe('console.log(1)');
    const css = await fetch(`${gateway.url}/assets/index-abc123.css`);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    const svg = await fetch(`${gateway.url}/favicon.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(svg.headers.get('cache-control')).toBe('no-cache');
  });

  it('compresses as CloudFront does: Brotli when accepted, else gzip, from 1,000 bytes, never images', async () => {
    const get = (path: string, acceptEncoding: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
        (resolve, reject) => {
          // node:http, not fetch: fetch would undo the encoding before the test sees it.
          const req = request(
            `${gateway.url}${path}`,
            { headers: { 'accept-encoding': acceptEncoding } },
            (res) => {
              const chunks: Buffer[] = [];
              res.on('data', (c: Buffer) => chunks.push(c));
              res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
            },
          );
          req.on('error', reject);
          req.end();
        },
      );
    const br = await get('/assets/big-def456.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(BIG_JS.length / 3);
    expect(brotliDecompressSync(br.body).toString()).toBe(BIG_JS);

    const gz = await get('/assets/big-def456.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(BIG_JS);

    const none = await get('/assets/big-def456.js', 'identity');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body.toString()).toBe(BIG_JS);
    // Under 1,000 bytes, and images, go as they are.
    expect((await get('/assets/index-abc123.css', 'br')).headers['content-encoding']).toBeUndefined();
    expect((await get('/assets/photo-1a2b3c.png', 'br')).headers['content-encoding']).toBeUndefined();
  });

  it('reads Accept-Encoding as CloudFront does, q=0 meaning not accepted', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseEncoding('*')).toBe('br');
    expect(chooseEncoding('identity')).toBeNull();
    expect(chooseEncoding(undefined)).toBeNull();
  });

  it('answers client-side routes with index.html, and missing files with 404', async () => {
    const route = await fetch(`${gateway.url}/dashboard/policies?tab=1`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('<div id="root">');
    expect((await fetch(`${gateway.url}/assets/missing-123.js`)).status).toBe(404);
    expect((await fetch(`${gateway.url}/logo.png`)).status).toBe(404);
  });

  it('serves nothing outside the build and no dot-files', async () => {
    expect((await fetch(`${gateway.url}/.vite/manifest.json`)).status).toBe(404);
    // Raw paths (fetch would normalise them) that try to climb out of the build to a file beside it.
    for (const path of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/..%2fsecret.txt',
      '/assets/..%2f..%2fsecret.txt',
    ]) {
      const res = await rawGet(gateway.url, path);
      expect(res.body).not.toContain('top secret');
    }
    expect((await rawGet(gateway.url, '/..%2fsecret.txt')).status).toBe(404);
  });

  it('refuses other methods than GET and HEAD on the site', async () => {
    const res = await fetch(`${gateway.url}/`, { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('says how to build the SPA when there is no build', async () => {
    const bare = await serve({ distDir: join(dist, 'does-not-exist') });
    try {
      const res = await fetch(`${bare.url}/dashboard`);
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('npm run build');
      // The API and config still work without a build.
      expect((await fetch(`${bare.url}/config.json`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => bare.server.close(resolve));
    }
  });
});

describe('/config.json', () => {
  it('serves the runtime config, never cached', async () => {
    const res = await fetch(`${gateway.url}/config.json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual(CONFIG);
  });
});

describe('API routing', () => {
  it('answers an unknown API path with a JSON 404, not the SPA', async () => {
    const res = await fetch(`${gateway.url}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: 'Not Found' });
    expect((await fetch(`${gateway.url}/api`)).status).toBe(404);
  });

  it('answers a known path with the wrong method with 405 and the allowed methods', async () => {
    const res = await fetch(`${gateway.url}/api/echo`, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(await res.json()).toEqual({ message: 'Method Not Allowed' });
    expect(received).toHaveLength(0);
  });

  it('refuses a body over 10 MB with 413 without calling the handler', async () => {
    const res = await fetch(`${gateway.url}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(10 * 1024 * 1024 + 1),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request Entity Too Large' });
    expect(received).toHaveLength(0);
  });

  it('accepts a body of exactly 10 MB', async () => {
    const res = await fetch(`${gateway.url}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x'.repeat(10 * 1024 * 1024),
    });
    expect(res.status).toBe(200);
    expect(received[0]?.body).toHaveLength(10 * 1024 * 1024);
  });

  it('answers 401 Unauthorized without calling the handler when a user route has no valid token', async () => {
    for (const authorization of [undefined, 'Bearer wrong.token.here', 'Basic dXNlcjpwYXNz']) {
      const res = await fetch(`${gateway.url}/api/me`, { headers: authorization ? { authorization } : {} });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ message: 'Unauthorized' });
    }
    expect(received).toHaveLength(0);
  });

  it('passes the authorizer claims on to the handler of a user route', async () => {
    const res = await fetch(`${gateway.url}/api/me`, { headers: { authorization: `Bearer ${VALID_TOKEN}` } });
    expect(res.status).toBe(200);
    const context = received[0]?.requestContext as { authorizer?: { jwt: JwtAuthorizerContext } };
    expect(context.authorizer?.jwt).toEqual(CLAIMS);
  });

  it('gives a public route no authorizer context', async () => {
    await fetch(`${gateway.url}/api/echo`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(received[0]?.requestContext).not.toHaveProperty('authorizer');
  });

  it('hides a handler failure behind a bare 500, as API Gateway does', async () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args);
    try {
      const res = await fetch(`${gateway.url}/api/broken`);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ message: 'Internal Server Error' });
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });

  it('answers 503 when a handler does not answer within the integration timeout', async () => {
    const slow = await serve({
      timeoutMs: 50,
      loadHandler: async () => () =>
        new Promise((resolve) => setTimeout(() => resolve({ statusCode: 200 }), 500)),
    });
    const original = console.error;
    console.error = () => undefined;
    try {
      const res = await fetch(`${slow.url}/api/result`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ message: 'Service Unavailable' });
    } finally {
      console.error = original;
      await new Promise((resolve) => slow.server.close(resolve));
    }
  });
});

describe('the payload 2.0 event', () => {
  it('carries the route key, path parameters, query, lower-case headers and cookies', async () => {
    await fetch(`${gateway.url}/api/items/abc%20def?tag=a&tag=b&q=x%20y`, {
      headers: { 'X-Custom-Header': 'Value', Cookie: 'session=s1; theme=dark', 'User-Agent': 'test-agent' },
    });
    const event = received[0];
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/items/{id}',
      rawPath: '/api/items/abc%20def',
      rawQueryString: 'tag=a&tag=b&q=x%20y',
      cookies: ['session=s1', 'theme=dark'],
      queryStringParameters: { tag: 'a,b', q: 'x y' },
      pathParameters: { id: 'abc def' },
      isBase64Encoded: false,
      requestContext: {
        routeKey: 'GET /api/items/{id}',
        stage: '$default',
        http: { method: 'GET', path: '/api/items/abc%20def', sourceIp: '127.0.0.1', userAgent: 'test-agent' },
      },
    });
    expect(event?.headers['x-custom-header']).toBe('Value');
    expect(event?.headers).not.toHaveProperty('cookie');
    expect(event?.headers['X-Custom-Header']).toBeUndefined();
    expect(event?.body).toBeUndefined();
    expect(event?.requestContext.requestId).toMatch(/^[A-Za-z0-9+/=]{16}$/);
    expect(Math.abs((event?.requestContext.timeEpoch ?? 0) - Date.now())).toBeLessThan(5000);
    expect(event?.requestContext.time).toMatch(/^\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/);
  });

  it('gives every request its own request id', async () => {
    await fetch(`${gateway.url}/api/items/1`);
    await fetch(`${gateway.url}/api/items/1`);
    expect(received[0]?.requestContext.requestId).not.toBe(received[1]?.requestContext.requestId);
  });

  it('passes a JSON body as text', async () => {
    await fetch(`${gateway.url}/api/echo`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"jane@example.com"}',
    });
    expect(received[0]).toMatchObject({ body: '{"email":"jane@example.com"}', isBase64Encoded: false });
  });

  it('base64-encodes a multipart body', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff])]), 'policy.pdf');
    await fetch(`${gateway.url}/api/echo`, { method: 'POST', body: form });
    const event = received[0];
    expect(event?.isBase64Encoded).toBe(true);
    expect(event?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const decoded = Buffer.from(event?.body ?? '', 'base64');
    expect(decoded.includes(Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]))).toBe(true);
  });
});

describe('the handler result', () => {
  it('is written back with its status, headers, cookies and base64 body', async () => {
    const res = await fetch(`${gateway.url}/api/result`);
    expect(res.status).toBe(202);
    expect(res.headers.get('x-extra')).toBe('7');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/; HttpOnly']);
    expect([...new Uint8Array(await res.arrayBuffer())]).toEqual([0, 1, 2, 255]);
  });

  it('without a statusCode becomes a 200 JSON response, as API Gateway infers', async () => {
    const plain = await serve({ loadHandler: async () => async () => ({ items: [1, 2] }) as never });
    try {
      const res = await fetch(`${plain.url}/api/result`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/json');
      expect(await res.json()).toEqual({ items: [1, 2] });
    } finally {
      await new Promise((resolve) => plain.server.close(resolve));
    }
  });

  it('is what crosses a JSON boundary, as in AWS: a header left undefined is dropped, a date becomes its JSON', async () => {
    const odd = await serve({
      loadHandler: async () => async () =>
        ({ statusCode: 200, headers: { 'x-gone': undefined, 'x-when': new Date(0) }, body: 'ok' }) as never,
    });
    try {
      const res = await fetch(`${odd.url}/api/result`);
      expect(res.headers.has('x-gone')).toBe(false);
      expect(res.headers.get('x-when')).toBe('1970-01-01T00:00:00.000Z');
      expect(await res.text()).toBe('ok');
    } finally {
      await new Promise((resolve) => odd.server.close(resolve));
    }
  });
});
