// Admin capability: the SMS and email tests, the test policy update, monitoring runs and the outbox. Every route is
// admin-only in the route table, which the middleware enforces before any of this runs.
import {
  outboxQuerySchema,
  startRunRequestSchema,
  testEmailRequestSchema,
  testPolicyUpdateRequestSchema,
  testSmsRequestSchema,
} from '../../../shared/contracts/admin';
import { capabilityHandler, defineRoute } from '../../lib/http/api';
import { requireCaller } from '../../lib/http/auth';
import {
  generateTestUpdate,
  listMonitoringRuns,
  outboxPage,
  sendTestEmail,
  sendTestSms,
  startMonitoringRun,
} from '../../lib/services/admin';

const who = (caller: { email: string | null; username: string | null; sub: string } | null) =>
  caller?.email ?? caller?.username ?? caller?.sub ?? 'an administrator';

export const handler = capabilityHandler('admin', {
  'POST /api/test-sms': defineRoute({
    body: testSmsRequestSchema,
    handle: async ({ body }) => ({ body: await sendTestSms(body) }),
  }),
  'POST /api/admin/test-email': defineRoute({
    body: testEmailRequestSchema,
    handle: async ({ body }) => ({ body: await sendTestEmail(body) }),
  }),
  'POST /api/test-policy-update': defineRoute({
    body: testPolicyUpdateRequestSchema,
    handle: async ({ caller }) => ({
      status: 201,
      body: await generateTestUpdate({ sub: requireCaller(caller).sub, name: who(caller) }),
    }),
  }),
  'GET /api/admin/monitoring/runs': defineRoute({
    handle: async () => ({ body: { runs: await listMonitoringRuns() } }),
  }),
  'POST /api/admin/monitoring/runs': defineRoute({
    body: startRunRequestSchema,
    handle: async ({ body, caller }) => ({
      status: 202,
      body: await startMonitoringRun(who(caller), body.forceSimulation ?? false),
    }),
  }),
  'GET /api/admin/outbox': defineRoute({
    query: outboxQuerySchema,
    handle: async ({ query }) => ({ body: await outboxPage(query.limit, query.cursor) }),
  }),
});
