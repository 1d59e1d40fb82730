// Feed capability: the policy updates timeline (paid).
import { policyUpdatesQuerySchema } from '../../../shared/contracts/feed';
import { DASHBOARD_ACTIVITY_LIMIT } from '../../../shared/constants';
import { capabilityHandler, defineRoute } from '../../lib/http/api';
import { viewStamp } from '../../lib/services/view-stamp';
import { feedReadAhead, listPolicyUpdates, recentPolicyUpdates } from '../../lib/services/feed';
import { requireCaller } from '../../lib/http/auth';
import { requirePayment } from '../../lib/services/users';

export const handler = capabilityHandler('feed', {
  'GET /api/policy-updates': defineRoute({
    query: policyUpdatesQuerySchema,
    // The reader's subscription and the page's insight months come with the payment check's read.
    readAhead: ({ caller, query, subscriberHint }) =>
      feedReadAhead(caller.sub, subscriberHint, query.limit, query.cursor, caller.groups.includes('admin')),
    handle: async ({ query, caller, user: checked, prefetched }) => {
      const me = requireCaller(caller);
      // The payment check has read the reader's user item: no second read.
      const user = checked ?? (await requirePayment(me));
      return {
        body: await listPolicyUpdates(
          query.limit,
          query.cursor,
          {
            id: user.id,
            user: { subscriberId: user.subscriberId ?? null, viewStamp: viewStamp(user) },
            ...(prefetched ? { prefetched } : {}),
          },
          // An admin checking a test update they just made reads the table itself.
          { fresh: me.groups.includes('admin') },
        ),
      };
    },
  }),
  'GET /api/policy-updates/recent': defineRoute({
    handle: async ({ caller }) => {
      const me = requireCaller(caller);
      const updates = await recentPolicyUpdates(DASHBOARD_ACTIVITY_LIMIT, me.sub, {
        fresh: me.groups.includes('admin'),
      });
      return {
        body: updates.map(({ id, title, source, publishedAt, beforeMonitoring, test }) => ({
          id,
          title,
          source,
          publishedAt,
          ...(beforeMonitoring ? { beforeMonitoring } : {}),
          ...(test ? { test } : {}),
        })),
      };
    },
  }),
});
