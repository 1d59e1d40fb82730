// Account capability: GET /api/user (the signed-in user, created on first use from the token's claims), linking the
// landing page's subscription to the new account, and the account page (details, alerts, deleting the account).
import { capabilityHandler, defineRoute } from '../../lib/http/api';
import { requireCaller } from '../../lib/http/auth';
import {
  alertPreferencesRequestSchema,
  deleteAccountRequestSchema,
  linkSubscriptionRequestSchema,
} from '../../../shared/contracts/account';
import { deleteAccount, getAccount, saveAlertPreferences } from '../../lib/services/account';
import { ensureUser, linkSubscription, toUserDto } from '../../lib/services/users';

export const handler = capabilityHandler('account', {
  'GET /api/user': defineRoute({
    handle: async ({ caller }) => {
      const me = requireCaller(caller);
      return { body: toUserDto(await ensureUser(me), me) };
    },
  }),
  'POST /api/account/subscription': defineRoute({
    body: linkSubscriptionRequestSchema,
    handle: async ({ caller, body }) => ({
      body: await linkSubscription(requireCaller(caller), body.subscriberId),
    }),
  }),
  'GET /api/account': defineRoute({
    handle: async ({ caller }) => ({ body: await getAccount(requireCaller(caller)) }),
  }),
  'PUT /api/account/alerts': defineRoute({
    body: alertPreferencesRequestSchema,
    handle: async ({ caller, body }) => ({ body: await saveAlertPreferences(requireCaller(caller), body) }),
  }),
  'DELETE /api/account': defineRoute({
    body: deleteAccountRequestSchema,
    handle: async ({ caller, body }) => ({
      body: await deleteAccount(requireCaller(caller), body.confirmEmail),
    }),
  }),
});
