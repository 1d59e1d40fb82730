// The admin tools through the local gateway, as the admin page calls them: a monitoring run started through the
// Step Functions API (the gateway's stand-in runs the workflow), test messages into the outbox, a test update in the
// feed; and a paid user who is not an admin refused every one of them by the server.
import { describe, expect, it } from 'vitest';
import type { MonitoringRunsResponse, OutboxPage } from '../../shared/contracts/admin';
import type { PolicyUpdatesPage } from '../../shared/contracts/feed';
import { setHasPayment } from '../../functions/lib/services/users';
import { callApi, createTestUser, withLocalStack, type TestUser } from './testing';

const stack = withLocalStack();

async function paidUser(email: string, groups: string[] = []): Promise<TestUser> {
  const user = await createTestUser(stack(), { email, groups });
  // The first call creates the user record; the payment is then set as the webhook would.
  await callApi(stack(), 'GET', '/api/user', { token: user.idToken });
  await setHasPayment(user.sub);
  return user;
}

async function waitForRun(token: string, runId: string): Promise<MonitoringRunsResponse['runs'][number]> {
  for (let i = 0; i < 100; i++) {
    const res = await callApi<MonitoringRunsResponse>(stack(), 'GET', '/api/admin/monitoring/runs', {
      token,
    });
    const run = res.body.runs.find((r) => r.id === runId);
    if (run && run.status !== 'running') return run;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`run ${runId} did not finish`);
}

describe('admin tools through the local gateway', () => {
  it('runs monitoring on request: the run is listed at once, finishes, and a second start is refused while it runs', async () => {
    const admin = await paidUser('admin@sunrisecare.org.au', ['admin']);
    const token = admin.idToken;

    // Day one of the fixture sites: the baseline. Eight starts at once: one run starts, the others are refused with
    // the id of the run in progress.
    const starts = await Promise.all(
      Array.from({ length: 8 }, () =>
        callApi<{ runId: string; status: string; message?: string }>(
          stack(),
          'POST',
          '/api/admin/monitoring/runs',
          {
            token,
            json: {},
          },
        ),
      ),
    );
    const accepted = starts.filter((r) => r.status === 202);
    expect(accepted).toHaveLength(1);
    const first = accepted[0] as (typeof starts)[number];
    expect(first.body.status).toBe('running');
    const refused = starts.filter((r) => r.status !== 202);
    expect(refused.map((r) => r.status)).toEqual(Array(7).fill(409));
    for (const r of refused) {
      expect(r.body).toMatchObject({
        message: expect.stringMatching(/already in progress/),
        runId: first.body.runId,
      });
    }
    const again = await callApi(stack(), 'POST', '/api/admin/monitoring/runs', { token, json: {} });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ runId: first.body.runId });
    const baseline = await waitForRun(token, first.body.runId);
    expect(baseline.status).toBe('succeeded');
    expect(baseline.requestedBy).toBe('admin@sunrisecare.org.au');
    expect(baseline.sources.every((s) => s.status === 'baseline')).toBe(true);

    // Day two: new and changed items become updates in the feed.
    const second = await callApi<{ runId: string }>(stack(), 'POST', '/api/admin/monitoring/runs', {
      token,
      json: { forceSimulation: true },
    });
    const run = await waitForRun(token, second.body.runId);
    expect(run.status).toBe('succeeded');
    expect(run.updatesCreated).toBeGreaterThan(0);
    const feed = await callApi<PolicyUpdatesPage>(stack(), 'GET', '/api/policy-updates?limit=50', { token });
    // The baseline's items of the last month are in the feed too, marked as from before monitoring began.
    expect(feed.body.items.filter((u) => !u.beforeMonitoring)).toHaveLength(run.updatesCreated);
  });

  it('writes test messages to the outbox in simulation and validates them with the spec messages', async () => {
    const admin = await paidUser('admin2@sunrisecare.org.au', ['admin']);
    const token = admin.idToken;

    const sms = await callApi(stack(), 'POST', '/api/test-sms', {
      token,
      json: { phoneNumber: '0412 345 678', message: 'Test alert', forceSimulation: true },
    });
    expect(sms.status).toBe(200);
    expect(sms.body).toMatchObject({ success: true, mode: 'simulation', to: '+61412345678' });

    const email = await callApi(stack(), 'POST', '/api/admin/test-email', {
      token,
      json: {
        email: 'owner@provider.org.au',
        subject: 'Hello',
        message: 'A <b>test</b>',
        forceSimulation: true,
      },
    });
    expect(email.body).toMatchObject({ success: true, mode: 'simulation' });

    const outbox = await callApi<OutboxPage>(stack(), 'GET', '/api/admin/outbox?limit=10', { token });
    const [newest, previous] = outbox.body.items;
    expect(newest).toMatchObject({
      channel: 'email',
      to: 'owner@provider.org.au',
      subject: 'Hello',
      kind: 'test',
    });
    expect(newest?.html).toContain('A &lt;b&gt;test&lt;/b&gt;');
    expect(previous).toMatchObject({ channel: 'sms', to: '+61412345678', text: 'Test alert', kind: 'test' });

    const badSms = await callApi(stack(), 'POST', '/api/test-sms', {
      token,
      json: { phoneNumber: '12345', message: 'x'.repeat(161) },
    });
    expect(badSms.status).toBe(400);
    expect(badSms.body).toMatchObject({
      fieldErrors: {
        phoneNumber: ['Please enter a valid Australian phone number'],
        message: ['SMS should be 160 characters or less'],
      },
    });
    const badEmail = await callApi(stack(), 'POST', '/api/admin/test-email', {
      token,
      json: { email: 'nope', subject: ' ', message: '' },
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toMatchObject({
      fieldErrors: {
        email: ['Please enter a valid email address'],
        subject: ['Subject is required'],
        message: ['Message is required'],
      },
    });
    const badCursor = await callApi(stack(), 'GET', '/api/admin/outbox?cursor=not-a-cursor', { token });
    expect(badCursor.status).toBe(400);
    // A well-formed cursor of another listing is refused too, before it reaches the table.
    const foreign = Buffer.from(
      JSON.stringify({ pk: 'UPDATE#x', sk: 'UPDATE', gsi1pk: 'UPDATES', gsi1sk: '2026-11-20#x' }),
    ).toString('base64url');
    const foreignCursor = await callApi(stack(), 'GET', `/api/admin/outbox?cursor=${foreign}`, { token });
    expect(foreignCursor.status).toBe(400);
    expect(foreignCursor.body).toMatchObject({ fieldErrors: { cursor: ['Not a valid cursor'] } });
  });

  it('generates a test update that only the administrator who made it sees, first in their feed and dashboard', async () => {
    const admin = await paidUser('admin3@sunrisecare.org.au', ['admin']);
    const customer = await paidUser('manager@bluegumcare.org.au');
    const otherAdmin = await paidUser('admin4@sunrisecare.org.au', ['admin']);
    const before = await callApi<PolicyUpdatesPage>(stack(), 'GET', '/api/policy-updates?limit=3', {
      token: customer.idToken,
    });
    const created = await callApi<{ id: string; title: string; source: string; test?: boolean }>(
      stack(),
      'POST',
      '/api/test-policy-update',
      { token: admin.idToken, json: {} },
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ source: 'Admin test', test: true });
    const feedOf = (user: TestUser) =>
      callApi<PolicyUpdatesPage>(stack(), 'GET', '/api/policy-updates?limit=3', { token: user.idToken });
    const recentOf = (user: TestUser) =>
      callApi<{ id: string; test?: boolean }[]>(stack(), 'GET', '/api/policy-updates/recent', {
        token: user.idToken,
      });
    expect((await feedOf(admin)).body.items[0]).toMatchObject({ id: created.body.id, test: true });
    expect((await recentOf(admin)).body[0]).toMatchObject({ id: created.body.id, test: true });
    // A customer's feed and dashboard, and another administrator's, are as they were: full pages, no test update.
    for (const reader of [customer, otherAdmin]) {
      const feed = await feedOf(reader);
      expect(feed.body.items.map((u) => u.id)).toEqual(before.body.items.map((u) => u.id));
      expect(JSON.stringify(feed.body)).not.toContain('admin3@sunrisecare.org.au');
      expect((await recentOf(reader)).body.map((u) => u.id)).not.toContain(created.body.id);
    }
    // The page after the admin's first page goes on where it ended: nothing is skipped or repeated.
    const first = await feedOf(admin);
    const second = await callApi<PolicyUpdatesPage>(
      stack(),
      'GET',
      `/api/policy-updates?limit=3&cursor=${first.body.nextCursor ?? ''}`,
      { token: admin.idToken },
    );
    const customerSix = await callApi<PolicyUpdatesPage>(stack(), 'GET', '/api/policy-updates?limit=5', {
      token: customer.idToken,
    });
    expect(customerSix.body.items).toHaveLength(5);
    expect([...first.body.items, ...second.body.items].map((u) => u.id)).toEqual([
      created.body.id,
      ...customerSix.body.items.map((u) => u.id),
    ]);
  });

  it('refuses every admin route to a paid user who is not an admin', async () => {
    const user = await paidUser('provider@sunrisecare.org.au');
    const calls: [string, string, unknown][] = [
      ['POST', '/api/admin/monitoring/runs', {}],
      ['GET', '/api/admin/monitoring/runs', undefined],
      ['GET', '/api/admin/outbox', undefined],
      ['POST', '/api/test-sms', { phoneNumber: '0412 345 678', message: 'x' }],
      ['POST', '/api/admin/test-email', { email: 'a@b.com.au', subject: 's', message: 'm' }],
      ['POST', '/api/test-policy-update', {}],
    ];
    for (const [method, path, json] of calls) {
      const res = await callApi(stack(), method, path, { token: user.idToken, json });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
  });
});
