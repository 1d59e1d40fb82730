// Subscribers capability: POST /api/subscribers. A new subscription (or a channel newly switched on) is welcomed at
// once: a confirmation email and/or a welcome SMS, each with its unsubscribe instructions (spec section 8).
import { subscribeRequestSchema } from '../../../shared/contracts/subscribers';
import { capabilityHandler, defineRoute } from '../../lib/http/api';
import { logger } from '../../lib/logger';
import { sendWelcome } from '../../lib/notify';
import { subscribe } from '../../lib/services/subscribers';

export const handler = capabilityHandler('subscribers', {
  'POST /api/subscribers': defineRoute({
    body: subscribeRequestSchema,
    handle: async ({ body }) => {
      const { welcomePending, ...result } = await subscribe(body);
      // The subscription stands even when a welcome cannot go out: the channel stays pending and is retried later.
      // Nothing pending (the same address subscribing again) needs no welcome, and no reads to find that out.
      const welcome = welcomePending.length
        ? await sendWelcome(result.id).catch((error: unknown) => {
            logger.warn('welcome message not sent', {
              error: error instanceof Error ? error.name : 'unknown',
            });
            return null;
          })
        : null;
      const welcomed = (welcome?.deliveries ?? []).filter((d) => d.status === 'sent').map((d) => d.channel);
      return { status: result.created ? 201 : 200, body: { ...result, welcomed } };
    },
  }),
});
