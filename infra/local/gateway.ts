// The local gateway: one HTTP server that plays CloudFront + S3 (the built SPA and /config.json) and API Gateway
// (/api/* routed by shared/routes.ts to functions/api/<capability>/handler.ts with payload 2.0 events and the JWT
// authorizer's rules), so the browser sees one origin, as in AWS.
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';
import { findRoute, matchPath, ROUTES, routeKey, type RouteDef } from '../../shared/routes';
import type { RuntimeConfig } from '../../shared/contracts/config';
import { buildHttpApiEvent, functionNameFor, lambdaContext } from './events';
import type { JwtAuthorizer } from './jwt-authorizer';
import { REPO_ROOT } from './settings';
import { spaContentSecurityPolicy } from '../lib/csp';

/** API Gateway's payload limit. */
export const MAX_REQUEST_BYTES = 10 * 1024 * 1024;
/** API Gateway's integration timeout. */
export const INTEGRATION_TIMEOUT_MS = 30_000;

export type ApiHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2 | void>;
export type HandlerLoader = (capability: string) => Promise<ApiHandler>;

/** An extra local-only endpoint (e.g. the local stand-in for Stripe Checkout), served before the SPA. */
export interface LocalEndpoint {
  /** Path prefix it owns, e.g. /local/checkout (matches the path itself and everything below it). */
  prefix: string;
  handle(req: IncomingMessage, res: ServerResponse): void | Promise<void>;
}

export interface GatewayOptions {
  /** The built SPA; null or a missing directory serves a page that says how to build it. */
  distDir: string | null;
  config: RuntimeConfig;
  authorizer: JwtAuthorizer;
  /** The route table; tests may pass their own. */
  routes?: readonly RouteDef[];
  loadHandler?: HandlerLoader;
  extensions?: readonly LocalEndpoint[];
  /** Extra connect-src origins for the CSP (the Cognito endpoint is always allowed). */
  connectSrc?: readonly string[];
  quiet?: boolean;
  timeoutMs?: number;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

export function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * As the Web construct's CloudFront behaviour (compress: true, CACHING_OPTIMIZED) does: files of a compressible type
 * from 1,000 bytes to 10 MB are sent with Brotli when the browser accepts it, else gzip.
 */
const COMPRESSIBLE =
  /^(text\/|application\/(javascript|json|manifest\+json|xml|wasm)|image\/(svg\+xml|x-icon)|font\/(ttf|otf))/;
const COMPRESS_MIN_BYTES = 1000;
const COMPRESS_MAX_BYTES = 10_000_000;

export type Encoding = 'br' | 'gzip';

/** The encoding CloudFront would choose for this Accept-Encoding header (Brotli first), or null for none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Map(
    (acceptEncoding ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return [name.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** Compressed copies of the build's files, made once per file version (hashed assets never change). */
const compressed = new Map<string, Buffer>();

function compressedFile(file: string, mtimeMs: number, encoding: Encoding): Buffer {
  const key = `${encoding}:${mtimeMs}:${file}`;
  let body = compressed.get(key);
  if (!body) {
    const raw = readFileSync(file);
    body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
        : gzipSync(raw, { level: 9 });
    compressed.set(key, body);
  }
  return body;
}

function securityHeaders(csp: string): Record<string, string> {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=()',
  };
}

function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    ...headers,
  });
  res.end(text);
}

class BodyTooLarge extends Error {}

function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolvePromise, reject) => {
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) return reject(new BodyTooLarge());
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.pause();
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolvePromise(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** Loads functions/api/<capability>/handler.ts once, like a warm Lambda. */
export function moduleHandlerLoader(root: string = REPO_ROOT): HandlerLoader {
  const cache = new Map<string, Promise<ApiHandler>>();
  return (capability) => {
    let loaded = cache.get(capability);
    if (!loaded) {
      const file = join(root, 'functions', 'api', capability, 'handler.ts');
      loaded = import(pathToFileURL(file).href).then((mod: { handler?: unknown }) => {
        if (typeof mod.handler !== 'function') throw new Error(`${file} does not export a handler function`);
        return mod.handler as ApiHandler;
      });
      loaded.catch(() => cache.delete(capability));
      cache.set(capability, loaded);
    }
    return loaded;
  };
}

interface StructuredResult {
  statusCode?: number;
  headers?: Record<string, string | number | boolean>;
  cookies?: string[];
  body?: string;
  isBase64Encoded?: boolean;
}

const isPrimitive = (v: unknown) => typeof v === 'string' || typeof v === 'boolean' || Number.isFinite(v);

/** A structured result whose every field is what JSON would give back unchanged. */
function survivesJson(result: unknown): result is StructuredResult {
  if (result === null || typeof result !== 'object' || Object.getPrototypeOf(result) !== Object.prototype)
    return false;
  const r = result as Record<string, unknown>;
  for (const [key, v] of Object.entries(r)) {
    if (key === 'headers') {
      if (v === null || typeof v !== 'object' || Object.getPrototypeOf(v) !== Object.prototype) return false;
      if (!Object.values(v).every(isPrimitive)) return false;
    } else if (key === 'cookies') {
      if (!Array.isArray(v) || !v.every((c) => typeof c === 'string')) return false;
    } else if (!isPrimitive(v)) return false;
  }
  return typeof r.statusCode === 'number';
}

/** Writes a Lambda result back as API Gateway does, including its inference for results without a statusCode. */
function writeLambdaResult(res: ServerResponse, result: APIGatewayProxyResultV2 | void): void {
  // A Lambda result crosses a JSON boundary in AWS: anything that does not survive it must not work locally either.
  // A structured result of plain strings, numbers and booleans survives it as it is (the usual case: no copy).
  const value: unknown =
    result === undefined ? null : survivesJson(result) ? result : JSON.parse(JSON.stringify(result));
  if (value === null || typeof value !== 'object' || !('statusCode' in value)) {
    const body = typeof value === 'string' ? value : JSON.stringify(value);
    res.writeHead(200, {
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
    });
    res.end(body);
    return;
  }
  const structured = value as StructuredResult;
  const headers: Record<string, string | string[]> = {};
  for (const [name, v] of Object.entries(structured.headers ?? {})) headers[name.toLowerCase()] = String(v);
  if (structured.cookies?.length) headers['set-cookie'] = structured.cookies;
  const body = structured.body
    ? Buffer.from(structured.body, structured.isBase64Encoded ? 'base64' : 'utf8')
    : Buffer.alloc(0);
  headers['content-length'] = String(body.length);
  headers['content-type'] ??= 'application/json';
  res.writeHead(structured.statusCode ?? 200, headers);
  res.end(body);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<typeof TIMED_OUT>((r) => {
    timer = setTimeout(() => r(TIMED_OUT), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
const TIMED_OUT = Symbol('timed out');

export function createGateway(options: GatewayOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const routes = options.routes ?? ROUTES;
  const loadHandler = options.loadHandler ?? moduleHandlerLoader();
  const timeoutMs = options.timeoutMs ?? INTEGRATION_TIMEOUT_MS;
  const connectSrc = [
    ...(options.config.userPoolEndpoint ? [new URL(options.config.userPoolEndpoint).origin] : []),
    ...(options.connectSrc ?? []),
  ];
  const staticHeaders = securityHeaders(spaContentSecurityPolicy(connectSrc));
  const distDir = options.distDir ? resolve(options.distDir) : null;
  const log = (line: string) => {
    if (!options.quiet) console.log(line);
  };

  function find(method: string, path: string) {
    if (!options.routes) return findRoute(method, path);
    for (const route of routes) {
      if (route.method !== method) continue;
      const params = matchPath(route.path, path);
      if (params) return { route, params };
    }
    return null;
  }

  async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const started = Date.now();
    const method = req.method ?? 'GET';
    const match = find(method, url.pathname);
    if (!match) {
      const allowed = routes.filter((r) => matchPath(r.path, url.pathname)).map((r) => r.method);
      if (allowed.length) {
        sendJson(res, 405, { message: 'Method Not Allowed' }, { allow: [...new Set(allowed)].join(', ') });
      } else {
        sendJson(res, 404, { message: 'Not Found' });
      }
      return;
    }

    let body: Buffer;
    try {
      body = await readBody(req, MAX_REQUEST_BYTES);
    } catch (error) {
      if (error instanceof BodyTooLarge) {
        sendJson(res, 413, { message: 'Request Entity Too Large' }, { connection: 'close' });
        return;
      }
      throw error;
    }

    const { route, params } = match;
    let authorizer = null;
    if (route.access !== 'public') {
      authorizer = await options.authorizer(req.headers.authorization);
      if (!authorizer) {
        sendJson(res, 401, { message: 'Unauthorized' }, { 'www-authenticate': 'Bearer' });
        log(`[api] ${method} ${url.pathname} 401 (no valid token)`);
        return;
      }
    }

    const event = buildHttpApiEvent(
      {
        method,
        url: req.url ?? url.pathname,
        headers: req.headers,
        body,
        sourceIp: req.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
        localPort: req.socket.localPort,
        protocol: `HTTP/${req.httpVersion}`,
      },
      route,
      params,
      authorizer,
    );
    const context = lambdaContext(functionNameFor(route.capability), timeoutMs);
    let result: APIGatewayProxyResultV2 | void | typeof TIMED_OUT;
    try {
      const handler = await loadHandler(route.capability);
      result = await withTimeout(handler(event, context), timeoutMs);
    } catch (error) {
      // API Gateway hides a failed invocation behind a bare 500; the local console shows why.
      console.error(`[api] ${routeKey(route)} failed:`, error);
      sendJson(res, 500, { message: 'Internal Server Error' });
      return;
    }
    if (result === TIMED_OUT) {
      console.error(`[api] ${routeKey(route)} did not answer within ${timeoutMs / 1000} s`);
      sendJson(res, 503, { message: 'Service Unavailable' });
      return;
    }
    writeLambdaResult(res, result);
    log(`[api] ${method} ${url.pathname} ${res.statusCode} ${Date.now() - started}ms`);
  }

  function serveConfig(res: ServerResponse): void {
    sendJson(res, 200, options.config, { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' });
  }

  function serveFile(req: IncomingMessage, res: ServerResponse, file: string, cacheControl: string): void {
    const { size, mtimeMs } = statSync(file);
    const type = contentTypeFor(file);
    const compressible = COMPRESSIBLE.test(type) && size >= COMPRESS_MIN_BYTES && size <= COMPRESS_MAX_BYTES;
    const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : null;
    const body = encoding ? compressedFile(file, mtimeMs, encoding) : null;
    res.writeHead(200, {
      ...staticHeaders,
      'content-type': type,
      'content-length': String(body ? body.length : size),
      'cache-control': cacheControl,
      ...(compressible ? { vary: 'Accept-Encoding' } : {}),
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    if (req.method === 'HEAD') return void res.end();
    if (body) return void res.end(body);
    createReadStream(file).pipe(res);
  }

  function serveText(res: ServerResponse, status: number, type: string, text: string): void {
    res.writeHead(status, {
      ...staticHeaders,
      'content-type': type,
      'content-length': String(Buffer.byteLength(text)),
      'cache-control': 'no-store',
    });
    res.end(text);
  }

  function serveSpa(req: IncomingMessage, res: ServerResponse, url: URL): void {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...staticHeaders, allow: 'GET, HEAD', 'content-length': '0' });
      return void res.end();
    }
    const index = distDir ? join(distDir, 'index.html') : null;
    if (!distDir || !index || !existsSync(index)) {
      serveText(
        res,
        503,
        'text/html; charset=utf-8',
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Web app not built</title></head>' +
          '<body><h1>The web app is not built</h1><p>The API is running. Build the web app with ' +
          '<code>npm run build</code> (or restart with <code>npm start</code>, which builds it) and reload.</p></body></html>',
      );
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return serveText(res, 400, 'text/plain; charset=utf-8', 'Bad request');
    }
    const file = resolve(distDir, `.${pathname}`);
    const inside = file === distDir || file.startsWith(distDir + sep);
    // Nothing outside the build, and no dot-files (the build's .vite/ metadata is not part of the site).
    const hidden = pathname.split('/').some((segment) => segment.startsWith('.'));
    if (!inside || hidden || pathname.includes('\0'))
      return serveText(res, 404, 'text/plain; charset=utf-8', 'Not found');
    if (existsSync(file) && statSync(file).isFile()) {
      const immutable = pathname.startsWith('/assets/');
      return serveFile(req, res, file, immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    }
    // A path with a file extension is a missing file; anything else is a client-side route of the SPA.
    if (extname(pathname) !== '') return serveText(res, 404, 'text/plain; charset=utf-8', 'Not found');
    serveFile(req, res, index, 'no-cache');
  }

  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const run = async () => {
      const extension = options.extensions?.find(
        (e) => url.pathname === e.prefix || url.pathname.startsWith(`${e.prefix}/`),
      );
      if (extension) return extension.handle(req, res);
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return handleApi(req, res, url);
      if (url.pathname === '/config.json' && (req.method === 'GET' || req.method === 'HEAD'))
        return serveConfig(res);
      return serveSpa(req, res, url);
    };
    run().catch((error: unknown) => {
      console.error(`[gateway] ${req.method} ${url.pathname} failed:`, error);
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal Server Error' });
      else res.destroy();
    });
  };
}

export function createGatewayServer(options: GatewayOptions): Server {
  return createServer(createGateway(options));
}
