// The access matrix, generated from the route table: every route, called by an anonymous visitor, a signed-in user
// who has not paid, a paid user and an admin, answers what its access level promises. A new route cannot skip this.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ROUTES, type Access, type RouteDef } from '../../shared/routes';
import { sampleEventFileName } from '../../infra/local/events';
import { startTestTable, type TestTable } from '../testing/table';
import { lambdaContext } from '../testing/events';
import { asCaller } from '../testing/callers';
import { ensureUser, setHasPayment } from '../lib/services/users';
import type { Caller } from '../lib/http/auth';
import { SFNClient, StartExecutionCommand } from '@aws-sdk/client-sfn';
import { mockClient } from 'aws-sdk-client-mock';

type CallerKind = 'anonymous' | 'unpaid' | 'paid' | 'admin';
const KINDS: CallerKind[] = ['anonymous', 'unpaid', 'paid', 'admin'];

/** What each access level promises each kind of caller: a status, or 'allowed' (no 401/402/403, no 5xx). */
const PROMISE: Record<Access, Record<CallerKind, number | 'allowed'>> = {
  public: { anonymous: 'allowed', unpaid: 'allowed', paid: 'allowed', admin: 'allowed' },
  user: { anonymous: 401, unpaid: 'allowed', paid: 'allowed', admin: 'allowed' },
  paid: { anonymous: 401, unpaid: 402, paid: 'allowed', admin: 'allowed' },
  admin: { anonymous: 401, unpaid: 403, paid: 403, admin: 'allowed' },
};

const callers: Record<Exclude<CallerKind, 'anonymous'>, Caller> = {
  unpaid: {
    sub: 'matrix-unpaid',
    email: 'unpaid@provider.org.au',
    username: 'unpaid',
    givenName: 'Una',
    familyName: 'Paid',
    groups: [],
  },
  paid: {
    sub: 'matrix-paid',
    email: 'paid@provider.org.au',
    username: 'paid',
    givenName: 'Pat',
    familyName: 'Paid',
    groups: [],
  },
  admin: {
    sub: 'matrix-admin',
    email: 'admin@provider.org.au',
    username: 'admin',
    givenName: 'Ada',
    familyName: 'Min',
    groups: ['admin'],
  },
};

function eventFor(route: RouteDef, kind: CallerKind): APIGatewayProxyEventV2 {
  const file = new URL(`../../events/${sampleEventFileName(route)}`, import.meta.url);
  const sample = JSON.parse(readFileSync(file, 'utf8')) as APIGatewayProxyEventV2;
  return asCaller(sample, kind === 'anonymous' ? null : callers[kind]);
}

let table: TestTable;
const sfn = mockClient(SFNClient);
beforeAll(async () => {
  table = await startTestTable();
  process.env.LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_matrix';
  process.env.APP_URL = 'http://localhost:3000';
  // Starting a monitoring run calls Step Functions: answered by a mock, as AWS would accept it.
  process.env.STATE_MACHINE_ARN = 'arn:aws:states:ap-southeast-2:123456789012:stateMachine:monitoring';
  sfn
    .on(StartExecutionCommand)
    .resolves({ executionArn: 'arn:aws:states:::execution:monitoring:x', startDate: new Date() });
  for (const c of Object.values(callers)) await ensureUser(c);
  await setHasPayment(callers.paid.sub);
  await setHasPayment(callers.admin.sub);
});
afterAll(async () => {
  sfn.restore();
  await table.stop();
});

describe.each(ROUTES as readonly RouteDef[])('$method $path ($access)', (route) => {
  it.each(KINDS)('answers a %s caller as promised', async (kind) => {
    const { handler } = (await import(`./${route.capability}/handler.ts`)) as {
      handler: (
        e: APIGatewayProxyEventV2,
        c: ReturnType<typeof lambdaContext>,
      ) => Promise<{ statusCode: number; body?: string }>;
    };
    const res = await handler(eventFor(route, kind), lambdaContext());
    const promised = PROMISE[route.access][kind];
    if (promised === 'allowed') {
      expect([401, 402, 403], res.body).not.toContain(res.statusCode);
      expect(res.statusCode, res.body).toBeLessThan(500);
    } else {
      expect(res.statusCode, res.body).toBe(promised);
      if (promised === 402)
        expect(JSON.parse(res.body ?? '{}')).toMatchObject({
          paymentRequired: true,
          userId: callers.unpaid.sub,
          email: callers.unpaid.email,
        });
    }
  });
});
