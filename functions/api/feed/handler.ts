// Feed capability: the policy updates timeline (paid).
import { policyUpdatesQuerySchema } from '../../../shared/contracts/feed';
import { DASHBOARD_ACTIVITY_LIMIT } from '../../../shared/constants';
import { capabilityHandler, defineRoute } from '../../lib/http/api';
import { listPolicyUpdates, recentPolicyUpdates } from '../../lib/services/feed';

export const handler = capabilityHandler('feed', {
  'GET /api/policy-updates': defineRoute({
    query: policyUpdatesQuerySchema,
    handle: async ({ query, caller }) => ({
      body: await listPolicyUpdates(query.limit, query.cursor, caller?.sub),
    }),
  }),
  'GET /api/policy-updates/recent': defineRoute({
    handle: async ({ caller }) => {
      const updates = await recentPolicyUpdates(DASHBOARD_ACTIVITY_LIMIT, caller?.sub);
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
