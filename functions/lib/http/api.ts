// The one middleware stack for every API Lambda (DESIGN.md section 2): Powertools logger with the request id,
// body parsing and zod validation from the shared contract, access rules from the route table, and typed errors
// mapped to HTTP in one place. Handlers stay thin: validated input in, a plain result out.
import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from 'zod';
import type { ZodType } from 'zod';
import { routeKey, routesFor, type Capability, type RouteDef } from '../../../shared/routes';
import { BadRequest, Forbidden, HttpError, PayloadTooLarge, Unauthorized } from '../errors';
import { logger } from '../logger';
import { callerFrom, type Caller } from './auth';
import type { UserItem } from '../data/entities/user';
import { requirePaymentWith } from '../services/users';
import type { ItemKey, PrefetchedItems } from '../data/table';

export const MAX_JSON_BODY_BYTES = 256 * 1024;

export type ApiEvent = APIGatewayProxyEventV2;
export type ApiResult = APIGatewayProxyStructuredResultV2;

export interface RouteInput<B, Q, P> {
  body: B;
  query: Q;
  params: P;
  caller: Caller | null;
  /** On a paid route: the caller's user record, as the payment check read it (services need not read it again). */
  user?: UserItem;
  /** On a paid route with `readAhead`: the items it named, read with the user record. */
  prefetched?: PrefetchedItems;
  event: ApiEvent;
  requestId: string;
}

/** What a route handler may return: a JSON value (status 200), or an explicit status/body/headers. */
export type RouteOutput = {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** A body sent as it is (text). */
  raw?: string;
  /** A binary body (an image), sent base64-encoded as API Gateway expects. */
  bytes?: Uint8Array;
};

type Schema = ZodType | undefined;
type Out<S extends Schema> = S extends ZodType ? z.output<S> : undefined;

export interface RouteSpec<SB extends Schema, SQ extends Schema, SP extends Schema> {
  body?: SB;
  query?: SQ;
  params?: SP;
  handle: (input: RouteInput<Out<SB>, Out<SQ>, Out<SP>>) => Promise<RouteOutput>;
  /**
   * On a paid route: the items the handler will need, read in the same request as the payment check's user record
   * (given the subscription the account was last seen linked to, as a hint to check). Only for valid input.
   */
  readAhead?: (input: {
    caller: Caller;
    query: Out<SQ>;
    params: Out<SP>;
    subscriberHint: string | null;
  }) => ItemKey[] | Promise<ItemKey[]>;
}

export interface BoundRoute {
  run: (event: ApiEvent, route: RouteDef, requestId: string) => Promise<ApiResult>;
}

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function json(status: number, body: unknown, headers: Record<string, string> = {}): ApiResult {
  return { statusCode: status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

function valueAt(input: unknown, path: PropertyKey[]): unknown {
  let cur: unknown = input;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return cur;
}

function fieldErrorsOf(error: z.ZodError, input: unknown, what: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    const message =
      issue.code === 'unrecognized_keys'
        ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`
        : issue.code === 'invalid_type' && valueAt(input, issue.path) === undefined
          ? key === '_'
            ? `The ${what} is required`
            : `${key} is required`
          : issue.message;
    (out[key] ??= []).push(message);
  }
  return out;
}

function validate<S extends Schema>(schema: S, value: unknown, what: string): Out<S> {
  if (!schema) return undefined as Out<S>;
  const result = schema.safeParse(value);
  if (result.success) return result.data as Out<S>;
  const fieldErrors = fieldErrorsOf(result.error, value, what);
  const first = Object.values(fieldErrors)[0]?.[0] ?? `The ${what} is not valid`;
  throw new BadRequest(first, fieldErrors);
}

export function rawBodyOf(event: ApiEvent): string {
  if (event.body === undefined || event.body === null) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

function parseJsonBody(event: ApiEvent): unknown {
  const text = rawBodyOf(event);
  if (Buffer.byteLength(text) > MAX_JSON_BODY_BYTES) {
    throw new PayloadTooLarge(`The request body must be at most ${MAX_JSON_BODY_BYTES / 1024} KB.`);
  }
  if (text.trim() === '') return undefined;
  const type = event.headers?.['content-type'] ?? event.headers?.['Content-Type'] ?? '';
  if (type && !/json/i.test(type))
    throw new BadRequest('Send the request body as JSON (Content-Type: application/json).');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequest('The request body is not valid JSON.');
  }
}

/** The route's read-ahead keys for this request, when its query and path are valid (else the route answers 400). */
function readAhead<SB extends Schema, SQ extends Schema, SP extends Schema>(
  spec: RouteSpec<SB, SQ, SP>,
  event: ApiEvent,
  caller: Caller | null,
): ((subscriberHint: string | null) => ItemKey[] | Promise<ItemKey[]>) | undefined {
  const ahead = spec.readAhead;
  if (!ahead || !caller) return undefined;
  const query = spec.query
    ? spec.query.safeParse(event.queryStringParameters ?? {})
    : { success: true, data: undefined };
  const params = spec.params
    ? spec.params.safeParse(event.pathParameters ?? {})
    : { success: true, data: undefined };
  if (!query.success || !params.success) return undefined;
  return (subscriberHint) =>
    ahead({ caller, query: query.data as Out<SQ>, params: params.data as Out<SP>, subscriberHint });
}

export function defineRoute<
  SB extends Schema = undefined,
  SQ extends Schema = undefined,
  SP extends Schema = undefined,
>(spec: RouteSpec<SB, SQ, SP>): BoundRoute {
  return {
    async run(event, route, requestId) {
      const caller = callerFrom(event);
      enforceAccess(route, caller);
      const paid =
        route.access === 'paid'
          ? await requirePaymentWith(caller, readAhead(spec, event, caller))
          : undefined;
      const user = paid?.user;
      const body = route.rawBody ? undefined : validate(spec.body, parseJsonBody(event), 'request body');
      const query = validate(spec.query, event.queryStringParameters ?? {}, 'query');
      const params = validate(spec.params, event.pathParameters ?? {}, 'path');
      const out = await spec.handle({
        body: body as Out<SB>,
        query: query as Out<SQ>,
        params: params as Out<SP>,
        caller,
        ...(user ? { user } : {}),
        ...(paid?.prefetched ? { prefetched: paid.prefetched } : {}),
        event,
        requestId,
      });
      if (out.status === 204)
        return { statusCode: 204, headers: { 'cache-control': 'no-store', ...out.headers } };
      if (out.bytes !== undefined)
        return {
          statusCode: out.status ?? 200,
          headers: out.headers ?? {},
          body: Buffer.from(out.bytes).toString('base64'),
          isBase64Encoded: true,
        };
      if (out.raw !== undefined)
        return { statusCode: out.status ?? 200, headers: out.headers ?? {}, body: out.raw };
      return json(out.status ?? 200, out.body ?? null, out.headers);
    },
  };
}

/** The access level of a route, enforced on the server for every request. */
export function enforceAccess(route: RouteDef, caller: Caller | null): void {
  if (route.access === 'public') return;
  if (!caller) throw new Unauthorized();
  if (route.access === 'admin' && !caller.groups.includes('admin')) {
    throw new Forbidden('This page is for administrators only.');
  }
}

function toErrorResult(error: unknown, requestId: string): ApiResult {
  if (error instanceof HttpError) {
    const body = { message: error.message, ...error.details };
    const retryAfter = error.details.retryAfterSeconds;
    return json(
      error.statusCode,
      body,
      typeof retryAfter === 'number' ? { 'retry-after': String(retryAfter) } : {},
    );
  }
  logger.error('Unhandled error', { error: error as Error });
  return json(500, { message: 'Something went wrong on our side. Please try again in a moment.', requestId });
}

/**
 * Builds a capability's Lambda handler from its routes. Every route of the capability in the route table must
 * have exactly one implementation here (checked at load time), and nothing else may be routed.
 */
export function capabilityHandler(capability: Capability, impl: Record<string, BoundRoute>) {
  const declared = routesFor(capability);
  const keys = new Set(declared.map(routeKey));
  for (const key of Object.keys(impl)) {
    if (!keys.has(key as ReturnType<typeof routeKey>))
      throw new Error(`${capability}: ${key} is not in the route table`);
  }
  for (const key of keys) if (!impl[key]) throw new Error(`${capability}: no implementation for ${key}`);
  const byKey = new Map(declared.map((r) => [routeKey(r), r] as const));

  const base = async (event: ApiEvent, context: Context): Promise<ApiResult> => {
    const requestId = event.requestContext?.requestId ?? context.awsRequestId;
    logger.appendKeys({ requestId });
    try {
      const route = byKey.get(event.routeKey as ReturnType<typeof routeKey>);
      const bound = impl[event.routeKey];
      if (!route || !bound) return json(404, { message: 'There is no such API route.' });
      return await bound.run(event, route, requestId);
    } catch (error) {
      return toErrorResult(error, requestId);
    } finally {
      logger.removeKeys(['requestId']);
    }
  };
  return middy<ApiEvent, ApiResult>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .handler(base);
}
