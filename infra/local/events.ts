// API Gateway HTTP API (payload format 2.0) events and Lambda contexts, built the way AWS builds them, so that a
// handler run by the local gateway, by `npm run invoke` or by a test sees exactly what it sees in AWS.
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { routeKey, type RouteDef } from '../../shared/routes';
import { LOCAL_REGION } from './settings';

/** What an HTTP API JWT authorizer passes on: every claim as a string, and the token's scopes. */
export interface JwtAuthorizerContext {
  claims: Record<string, string>;
  scopes: string[] | null;
}

export interface HttpRequestInput {
  method: string;
  /** Path and query as received, e.g. /api/subscribers?x=1. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  sourceIp: string;
  localPort?: number;
  /** HTTP/1.1 unless told otherwise. */
  protocol?: string;
}

const TEXT_TYPES = [
  /^text\//i,
  /^application\/(?:[\w.+-]+\+)?json\b/i,
  /^application\/(?:[\w.+-]+\+)?xml\b/i,
  /^application\/x-www-form-urlencoded\b/i,
  /^application\/(?:javascript|graphql)\b/i,
];

/**
 * HTTP APIs pass text bodies as they are and base64-encode the rest (multipart uploads, PDFs, images), setting
 * isBase64Encoded. A body without a content type is treated as binary, as API Gateway does.
 */
export function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return false;
  return TEXT_TYPES.some((pattern) => pattern.test(contentType.trim()));
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** requestContext.time, e.g. 12/Mar/2020:19:03:58 +0000. */
export function requestTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${pad(date.getUTCDate())}/${MONTHS[date.getUTCMonth()]}/${date.getUTCFullYear()}:` +
    `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`
  );
}

/** API Gateway request ids look like "JKJaXmPLvHcESHA=": 10 random bytes, base64. */
/** Random hex from randomUUID, which draws on a cached pool (a request needs a few ids; a read of the OS each is slow). */
const randomHex = (length: number) => randomUUID().replaceAll('-', '').slice(0, length);

export function newRequestId(): string {
  return Buffer.from(randomHex(20), 'hex').toString('base64');
}

function traceId(now: Date): string {
  return `Root=1-${Math.floor(now.getTime() / 1000).toString(16)}-${randomHex(24)}`;
}

/** A function's log stream: one per function and day in this process, as a warm Lambda instance keeps one. */
const logStreams = new Map<string, string>();
function logStreamName(functionName: string): string {
  const day = new Date().toISOString().slice(0, 10).replaceAll('-', '/');
  const key = `${functionName} ${day}`;
  let name = logStreams.get(key);
  if (!name) {
    name = `${day}/[$LATEST]${randomHex(32)}`;
    logStreams.set(key, name);
  }
  return name;
}

/** Repeated query keys are joined with commas in queryStringParameters, as HTTP APIs do. */
function queryParameters(rawQuery: string): Record<string, string> | undefined {
  if (rawQuery === '') return undefined;
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(rawQuery)) {
    out[key] = key in out ? `${out[key]},${value}` : value;
  }
  return out;
}

export function buildHttpApiEvent(
  req: HttpRequestInput,
  route: Pick<RouteDef, 'method' | 'path'>,
  pathParameters: Record<string, string>,
  authorizer: JwtAuthorizerContext | null,
  now: Date = new Date(),
): APIGatewayProxyEventV2 {
  const queryIndex = req.url.indexOf('?');
  const rawPath = queryIndex === -1 ? req.url : req.url.slice(0, queryIndex);
  const rawQueryString = queryIndex === -1 ? '' : req.url.slice(queryIndex + 1);

  // Header names are lower-case and repeated headers are joined with commas; cookies move to their own field.
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    const joined = Array.isArray(value) ? value.join(',') : value;
    if (name === 'cookie') {
      cookies = joined
        .split(/;\s*/)
        .map((c) => c.trim())
        .filter(Boolean);
      continue;
    }
    headers[name] = joined;
  }
  const host = headers.host ?? `localhost:${req.localPort ?? 80}`;
  headers['x-forwarded-for'] = headers['x-forwarded-for']
    ? `${headers['x-forwarded-for']}, ${req.sourceIp}`
    : req.sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  headers['x-forwarded-port'] ??= String(req.localPort ?? host.split(':')[1] ?? 80);
  headers['x-amzn-trace-id'] ??= traceId(now);

  const key = routeKey(route);
  const requestContext = {
    accountId: '000000000000',
    apiId: 'local',
    domainName: host,
    domainPrefix: host.split('.')[0]?.split(':')[0] ?? host,
    http: {
      method: req.method,
      path: rawPath,
      protocol: req.protocol ?? 'HTTP/1.1',
      sourceIp: req.sourceIp,
      userAgent: headers['user-agent'] ?? '',
    },
    requestId: newRequestId(),
    routeKey: key,
    stage: '$default',
    time: requestTime(now),
    timeEpoch: now.getTime(),
    ...(authorizer ? { authorizer: { jwt: authorizer } } : {}),
  };

  const hasBody = req.body.length > 0;
  const isText = isTextContentType(headers['content-type']);
  const event: APIGatewayProxyEventV2 = {
    version: '2.0',
    routeKey: key,
    rawPath,
    rawQueryString,
    ...(cookies ? { cookies } : {}),
    headers,
    ...(queryParameters(rawQueryString) ? { queryStringParameters: queryParameters(rawQueryString) } : {}),
    requestContext,
    ...(hasBody ? { body: isText ? req.body.toString('utf8') : req.body.toString('base64') } : {}),
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    isBase64Encoded: hasBody && !isText,
  };
  return event;
}

/** The Lambda context a function gets: its name, request id and a deadline (API Gateway gives up after 30 s). */
export function lambdaContext(
  functionName: string,
  timeoutMs = 30_000,
  requestId: string = randomUUID(),
): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:${LOCAL_REGION}:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: logStreamName(functionName),
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

/** The local name of a capability's Lambda function. */
export const functionNameFor = (capability: string) => `aged-care-local-${capability}`;

/** The sample event of a route in events/: POST /api/subscribers -> subscribers-post.json. */
export function sampleEventFileName(route: Pick<RouteDef, 'method' | 'path'>): string {
  const slug = route.path
    .replace(/^\/api\//, '')
    .replace(/[{}]/g, '')
    .split('/')
    .filter(Boolean)
    .join('-');
  return `${slug}-${route.method.toLowerCase()}.json`;
}
