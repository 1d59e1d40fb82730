// Unsubscribe Lambda: the page a message's link opens, the form (or JSON) that unsubscribes, and the RFC 8058
// one-click POST that mail providers send from the List-Unsubscribe header. Public: the signed token is the proof.
import * as z from 'zod';
import {
  capabilityHandler,
  defineRoute,
  rawBodyOf,
  type ApiEvent,
  type RouteOutput,
} from '../../lib/http/api';
import { BadRequest, PayloadTooLarge } from '../../lib/errors';
import { describeToken, ScopeNotAllowed, unsubscribe } from '../../lib/notify/unsubscribe';
import { InvalidUnsubscribeToken } from '../../lib/notify/unsubscribe-token';
import { alreadyPage, confirmPage, donePage, errorPage, HTML_HEADERS } from './pages';

const MAX_BODY_BYTES = 8 * 1024;
const MISSING_TOKEN = 'This unsubscribe link is incomplete. Please use the whole link from your message.';

const tokenQuery = z.object({ token: z.string().max(1000).optional() });

const unsubscribeBody = z.object({
  token: z.string({ error: MISSING_TOKEN }).trim().min(1, { error: MISSING_TOKEN }).max(1000),
  scope: z.enum(['email', 'sms', 'all'], { error: 'scope must be email, sms or all' }).optional(),
});

function html(status: number, raw: string): RouteOutput {
  return { status, raw, headers: HTML_HEADERS };
}

function contentType(event: ApiEvent): string {
  return (event.headers?.['content-type'] ?? event.headers?.['Content-Type'] ?? '').toLowerCase();
}

function isForm(event: ApiEvent): boolean {
  return contentType(event).startsWith('application/x-www-form-urlencoded');
}

/** The form fields or JSON object of a raw body (the route reads it raw because forms are not JSON). */
function fieldsOf(event: ApiEvent): unknown {
  const text = rawBodyOf(event);
  if (Buffer.byteLength(text) > MAX_BODY_BYTES) throw new PayloadTooLarge('The request body is too large.');
  if (isForm(event)) return Object.fromEntries(new URLSearchParams(text));
  if (text.trim() === '') return {};
  if (contentType(event) && !contentType(event).includes('json'))
    throw new BadRequest('Send the form fields, or JSON (Content-Type: application/json).');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequest('The request body is not valid JSON.');
  }
}

/** Token problems in words a person can act on. */
function asBadRequest(error: unknown): never {
  if (error instanceof InvalidUnsubscribeToken || error instanceof ScopeNotAllowed)
    throw new BadRequest(error.message);
  throw error;
}

export const handler = capabilityHandler('unsubscribe', {
  'GET /api/unsubscribe': defineRoute({
    query: tokenQuery,
    // Only shows the choice: link scanners and prefetchers open GET links, so a GET never unsubscribes.
    handle: async ({ query }) => {
      if (!query.token) return html(400, errorPage(MISSING_TOKEN));
      try {
        const described = await describeToken(query.token);
        if (described.alreadyOff) return html(200, alreadyPage(described.channel));
        return html(200, confirmPage(query.token, described.channel, described.address));
      } catch (error) {
        if (error instanceof InvalidUnsubscribeToken) return html(400, errorPage(error.message));
        throw error;
      }
    },
  }),

  'POST /api/unsubscribe': defineRoute({
    handle: async ({ event }) => {
      const form = isForm(event);
      const parsed = unsubscribeBody.safeParse(fieldsOf(event));
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? MISSING_TOKEN;
        if (form) return html(400, errorPage(message));
        throw new BadRequest(message);
      }
      try {
        const outcome = await unsubscribe(parsed.data.token, parsed.data.scope);
        return form
          ? html(200, donePage(outcome.scope))
          : { body: { unsubscribed: true, scope: outcome.scope } };
      } catch (error) {
        if (form && (error instanceof InvalidUnsubscribeToken || error instanceof ScopeNotAllowed))
          return html(400, errorPage(error.message));
        return asBadRequest(error);
      }
    },
  }),

  'POST /api/unsubscribe/one-click': defineRoute({
    query: tokenQuery,
    // RFC 8058: the body is "List-Unsubscribe=One-Click"; the token in the URL carries the authority, so any body
    // a mail provider sends is accepted rather than turning a valid opt-out away.
    handle: async ({ query }) => {
      if (!query.token) throw new BadRequest(MISSING_TOKEN);
      const outcome = await unsubscribe(query.token).catch(asBadRequest);
      return { body: { unsubscribed: true, scope: outcome.scope } };
    },
  }),
});
