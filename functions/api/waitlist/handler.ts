// Waitlist capability: POST /api/waitlist (the PRO plan's /coming-soon page).
import { waitlistRequestSchema } from '../../../shared/contracts/waitlist';
import { capabilityHandler, defineRoute } from '../../lib/http/api';
import { joinWaitlist } from '../../lib/services/waitlist';

export const handler = capabilityHandler('waitlist', {
  'POST /api/waitlist': defineRoute({
    body: waitlistRequestSchema,
    handle: async ({ body }) => {
      const { alreadyJoined } = await joinWaitlist(body.email);
      return { status: alreadyJoined ? 200 : 201, body: { joined: true, alreadyJoined } };
    },
  }),
});
