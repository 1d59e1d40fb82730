// The one fetch wrapper for the API (spec sections 7 and 8): JSON in and out, cookies included, failures thrown as
// ApiError with the server's message and field errors. HTTP 402 (payment required) is an answer, not a failure.
// It imports no zod at run time: callers pass the schema, so public pages load the validation code only with a form.
// Calls to routes that are not public carry the signed-in user's ID token; the token comes from a provider that the
// auth module registers, so this file (on every page) never loads the sign-in library itself.
import type { z, ZodType } from 'zod';
import type { ErrorBody } from '@shared/contracts/common';
import { apiBaseUrl } from './runtime-config';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export interface ApiResponse {
  status: number;
  data: unknown;
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';

export class ApiError extends Error {
  override name = 'ApiError';
  constructor(
    /** The HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    message: string,
    /** The `message` field of the server's JSON error body, when it sent one. */
    readonly serverMessage: string | undefined,
    /** Per-field messages from a 400, keyed by field name (e.g. email). */
    readonly fieldErrors: Record<string, string[]> | undefined,
    /** The parsed body (JSON when it was JSON, else the text). */
    readonly body: unknown,
  ) {
    super(message);
  }

  /** The first server message for a field, if any. */
  fieldError(field: string): string | undefined {
    return this.fieldErrors?.[field]?.[0];
  }
}

/** Resolves to the current ID token (refreshed when needed), or null when nobody is signed in. */
export type AuthTokenProvider = () => Promise<string | null>;

let authTokenProvider: AuthTokenProvider | null = null;

/** Registers where ID tokens come from (lib/auth.ts); null unregisters it. */
export function setAuthTokenProvider(provider: AuthTokenProvider | null): void {
  authTokenProvider = provider;
}

/**
 * Only routes the route table marks public go without a token. A path the table does not know is treated as
 * protected: sending our own API the token is harmless, a missing one would be a confusing 401.
 */
async function needsToken(method: HttpMethod, path: string): Promise<boolean> {
  const pathname = path.split(/[?#]/, 1)[0] ?? path;
  // The table is fetched with the first API call rather than with the page (the landing page must stay light).
  const { findRoute } = await import('@shared/routes');
  return findRoute(method, pathname)?.route.access !== 'public';
}

async function authorizationHeader(method: HttpMethod, path: string): Promise<Record<string, string>> {
  if (!authTokenProvider || !(await needsToken(method, path))) return {};
  // A failure to read the session means "not signed in": the server then answers 401, which callers handle.
  const token = await authTokenProvider().catch(() => null);
  return token ? { authorization: `Bearer ${token}` } : {};
}

function isFieldErrors(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}

/** The API's JSON error body ({ message, fieldErrors? }, shared/contracts/common.ts), if `data` is one. */
export function readErrorBody(data: unknown): ErrorBody | null {
  if (typeof data !== 'object' || data === null) return null;
  const { message, fieldErrors } = data as Record<string, unknown>;
  if (typeof message !== 'string') return null;
  return { message, fieldErrors: isFieldErrors(fieldErrors) ? fieldErrors : undefined };
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * Sends a request to the API. Resolves with the status and parsed body for 2xx and 402; any other status throws
 * an ApiError whose message is the server's message, else "status: text" (spec section 8).
 */
export async function apiRequest(path: string, options: ApiRequestOptions = {}): Promise<ApiResponse> {
  const { method = 'GET', body, signal, headers = {} } = options;
  const init: RequestInit = {
    method,
    credentials: 'include',
    headers: { accept: 'application/json', ...(await authorizationHeader(method, path)), ...headers },
    signal,
  };
  if (body !== undefined) {
    init.headers = { ...init.headers, 'content-type': 'application/json' };
    init.body = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(`${await apiBaseUrl()}${path}`, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, undefined, undefined, null);
  }

  const text = await response.text();
  const data = parseBody(text);
  if (response.ok || response.status === 402) return { status: response.status, data };

  const errorBody = readErrorBody(data);
  const message = errorBody?.message ?? `${response.status}: ${text.trim() || response.statusText}`;
  throw new ApiError(response.status, message, errorBody?.message, errorBody?.fieldErrors, data);
}

/** Reads a binary answer (an image) with the caller's token; any non-2xx status throws an ApiError. */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`${await apiBaseUrl()}${path}`, {
      credentials: 'include',
      headers: await authorizationHeader('GET', path),
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, undefined, undefined, null);
  }
  if (response.ok) return response.blob();
  const text = await response.text();
  const errorBody = readErrorBody(parseBody(text));
  const message = errorBody?.message ?? `${response.status}: ${text.trim() || response.statusText}`;
  throw new ApiError(response.status, message, errorBody?.message, errorBody?.fieldErrors, text);
}

/**
 * Sends a request and validates the answer with `schema`. A 402 body is validated too, so a route that may answer
 * 402 declares it in its schema (e.g. `z.union([userSchema, paymentRequiredSchema])`, lib/payment-required.ts); elsewhere it is an error.
 */
export async function apiJson<S extends ZodType>(
  path: string,
  schema: S,
  options: ApiRequestOptions = {},
): Promise<z.output<S>> {
  const { status, data } = await apiRequest(path, options);
  const parsed = schema.safeParse(data);
  if (parsed.success) return parsed.data;
  const errorBody = readErrorBody(data);
  if (status === 402 && errorBody)
    throw new ApiError(status, errorBody.message, errorBody.message, undefined, data);
  throw new ApiError(
    status,
    'The server sent an answer this page does not understand. Please reload the page.',
    undefined,
    undefined,
    data,
  );
}

/**
 * What went wrong, for a toast or alert: the server's own message, the client's words for a network failure or an
 * answer it could not read, else `fallback` (never a raw "500: <html>..." body).
 */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    return error.status >= 400 ? fallback : error.message || fallback;
  }
  return error instanceof Error && error.message ? error.message : fallback;
}
