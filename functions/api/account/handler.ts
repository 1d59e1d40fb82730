// Account capability: GET /api/user (the signed-in user, created on first use from the token's claims) and
// linking the landing page's subscription to the new account.
import { capabilityHandler, defineRoute } from '../../lib/http/api';
import { Unauthorized } from '../../lib/errors';
import { linkSubscriptionRequestSchema } from '../../../shared/contracts/account';
import { ensureUser, linkSubscription, toUserDto } from '../../lib/services/users';

export const handler = capabilityHandler('account', {
  'GET /api/user': defineRoute({
    handle: async ({ caller }) => {
      if (!caller) throw new Unauthorized();
      const user = await ensureUser(caller);
      return { body: toUserDto(user, caller) };
    },
  }),
  'POST /api/account/subscription': defineRoute({
    body: linkSubscriptionRequestSchema,
    handle: async ({ caller, body }) => {
      if (!caller) throw new Unauthorized();
      return { body: await linkSubscription(caller, body.subscriberId) };
    },
  }),
});
