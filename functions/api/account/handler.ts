// Account capability: GET /api/user (the signed-in user, created on first use from the token's claims) and
// linking the landing page's subscription to the new account.
import { capabilityHandler, defineRoute } from '../../lib/http/api';
import { requireCaller } from '../../lib/http/auth';
import { linkSubscriptionRequestSchema } from '../../../shared/contracts/account';
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
});
