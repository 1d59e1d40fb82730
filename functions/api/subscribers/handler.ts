// Subscribers capability: POST /api/subscribers.
import { subscribeRequestSchema } from '../../../shared/contracts/subscribers';
import { capabilityHandler, defineRoute } from '../../lib/http/api';
import { subscribe } from '../../lib/services/subscribers';

export const handler = capabilityHandler('subscribers', {
  'POST /api/subscribers': defineRoute({
    body: subscribeRequestSchema,
    handle: async ({ body }) => {
      const result = await subscribe(body);
      return { status: result.created ? 201 : 200, body: result };
    },
  }),
});
