// A whole monitoring run on the local stack, as `npm run monitor` executes it: the synthesized state machine under
// aws-local-stepfunctions, the real task handlers, dynalite, s3rver and the fixture copies of the five sources. What
// the tests check is what the data and the messages must be: updates stored, one digest per channel per subscriber,
// unsubscribes honoured, nothing sent twice.
import { describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { MonitoringRun } from '../../functions/lib/data/entities/monitoring-run';
import type { OutboxItem } from '../../functions/lib/data/entities/outbox';
import { callApi, documentClient, scanTable, withLocalStack } from './testing';
import { runMonitoringLocally } from './monitor';
import { synthesizeDefinition } from './workflow-definition';

const stack = withLocalStack();

async function subscribe(body: Record<string, unknown>): Promise<string> {
  const res = await callApi(stack(), 'POST', '/api/subscribers', {
    json: { phone: null, email: null, emailEnabled: false, smsEnabled: false, consent: true, ...body },
  });
  expect(res.status).toBe(201);
  return (res.body as { id: string }).id;
}

async function outbox(): Promise<OutboxItem[]> {
  const items = (await scanTable(stack())).filter((i) => String(i.pk).startsWith('OUTBOX#'));
  return items as unknown as OutboxItem[];
}

async function run(id: string): Promise<MonitoringRun> {
  const { getRun } = await import('../../functions/lib/monitoring/runs');
  const found = await getRun(id);
  if (!found) throw new Error(`no run ${id}`);
  return found;
}

function runIdOf(output: unknown): string {
  const id = (output as { run?: { runId?: string } }).run?.runId;
  if (!id) throw new Error('the run has no id');
  return id;
}

const READER = 'account-of-nora-walsh';

const PROFILE = {
  businessName: 'Sunrise Community Care',
  businessType: 'Home care provider (Support at Home)',
  size: '120 clients, 45 staff',
  mission: 'Help older people in the Hunter region live well at home.',
  clientele: 'Older people receiving Support at Home services, many from culturally diverse backgrounds.',
  challenges: 'Preparing for Support at Home claiming changes and staff training on the new Act.',
  description:
    'We deliver in-home personal care, nursing, domestic assistance and transport to older people across the Hunter region under the Support at Home program.',
};

describe('the monitoring workflow on the local stack', () => {
  const ids: Record<'emailOnly' | 'smsOnly' | 'both' | 'leaver', string> = {
    emailOnly: '',
    smsOnly: '',
    both: '',
    leaver: '',
  };
  let secondRunId = '';
  let baselineUpdates = 0;

  it('records a baseline on the first run and alerts no one about the back-catalogue', async () => {
    ids.emailOnly = await subscribe({
      email: 'manager@sunrisecare.org.au',
      emailEnabled: true,
      firstName: 'Nora',
      lastName: 'Walsh',
    });
    ids.smsOnly = await subscribe({ phone: '0412 345 678', smsEnabled: true });
    ids.both = await subscribe({
      email: 'ceo@harbourviewcare.com.au',
      phone: '0423 456 789',
      emailEnabled: true,
      smsEnabled: true,
    });
    ids.leaver = await subscribe({ email: 'leaving@example.com.au', emailEnabled: true });
    // The email-only subscriber has a business profile: their digest carries a personalised insight.
    const client = documentClient(stack());
    await client.send(
      new UpdateCommand({
        TableName: stack().tableName,
        Key: { pk: `SUB#${ids.emailOnly}`, sk: 'SUBSCRIBER' },
        // Linked to an account, as the inline account form does: their feed shows the insights too.
        UpdateExpression: 'SET businessProfile = :p, userId = :u',
        ExpressionAttributeValues: { ':p': PROFILE, ':u': READER },
      }),
    );
    client.destroy();

    const first = await runMonitoringLocally({}, { noRetryWait: true });
    expect(first.status).toBe('SUCCEEDED');
    const record = await run(runIdOf(first.output));
    expect(record.status).toBe('succeeded');
    expect(record.sources.map((s) => [s.sourceId, s.status])).toEqual([
      ['legislation', 'baseline'],
      ['health', 'baseline'],
      ['acqsc', 'baseline'],
      ['my-aged-care', 'baseline'],
      ['services-australia', 'baseline'],
    ]);
    // The month's items go to the feed, marked as from before monitoring began, so it is not empty on day one; no
    // one is sent them.
    const stored = (await scanTable(stack())).filter((i) => String(i.pk).startsWith('UPDATE#'));
    expect(stored).toHaveLength(record.changes);
    expect(stored.every((i) => i.beforeMonitoring === true)).toBe(true);
    baselineUpdates = stored.length;
    expect(record.updateIds).toEqual([]);
    expect(record.subscribers).toBe(0);
    expect((await outbox()).filter((m) => m.kind === 'updates')).toHaveLength(0);
  });

  it('on the next day stores the new and changed items and sends each subscriber one digest per channel', async () => {
    // One subscriber leaves through the one-click link before the run: they get nothing.
    const { unsubscribeLinks } = await import('../../functions/lib/notify');
    const link = new URL(unsubscribeLinks(ids.leaver, 'all').oneClick);
    const left = await callApi(stack(), 'POST', `${link.pathname}${link.search}`, {
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(left.status).toBe(200);

    const second = await runMonitoringLocally({}, { noRetryWait: true });
    expect(second.status).toBe('SUCCEEDED');
    secondRunId = runIdOf(second.output);
    const record = await run(secondRunId);
    expect(record.sources.find((s) => s.sourceId === 'my-aged-care')?.status).toBe('unchanged');
    expect(record.sources.filter((s) => s.status === 'ok').map((s) => s.sourceId)).toEqual([
      'legislation',
      'health',
      'acqsc',
      'services-australia',
    ]);
    expect(record.changes).toBeGreaterThan(0);
    expect(record.updatesCreated).toBe(record.changes);
    expect(record.subscribers).toBe(3);
    expect(record.messages).toEqual({ sent: 0, simulated: 4, skipped: 0, failed: 0 });
    expect(record.mode).toBe('simulation');

    // The feed: every update stored with its source link, newest first.
    const { listPolicyUpdates } = await import('../../functions/lib/services/feed');
    const feed = await listPolicyUpdates(50);
    expect(feed.items).toHaveLength(baselineUpdates + record.updatesCreated);
    expect(feed.items.filter((u) => !u.beforeMonitoring)).toHaveLength(record.updatesCreated);
    const dates = feed.items.map((u) => u.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(feed.items.map((u) => u.title)).toContain('Star Ratings update for December 2026');
    for (const u of feed.items) expect(u.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    expect(feed.items.some((u) => u.insight)).toBe(false);
    // The account holder linked to the profiled subscription reads the same insights their email had.
    const own = await listPolicyUpdates(50, undefined, READER);
    const sent = own.items.filter((u) => !u.beforeMonitoring);
    expect(sent.every((u) => u.insight && u.insightFor === 'Sunrise Community Care')).toBe(true);
    expect((await listPolicyUpdates(50, undefined, 'another-account')).items.some((u) => u.insight)).toBe(
      false,
    );

    const messages = (await outbox()).filter((m) => m.kind === 'updates' && m.batchId === secondRunId);
    const to = (channel: string) =>
      messages
        .filter((m) => m.channel === channel)
        .map((m) => m.to)
        .sort();
    expect(to('email')).toEqual(['ceo@harbourviewcare.com.au', 'manager@sunrisecare.org.au']);
    expect(to('sms')).toEqual(['+61412345678', '+61423456789']);

    const personal = messages.find((m) => m.to === 'manager@sunrisecare.org.au');
    expect(personal?.subject).toMatch(/policy updates/i);
    expect(personal?.text).toContain('Sunrise Community Care');
    expect(personal?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(personal?.headers?.['List-Unsubscribe']).toMatch(/\/api\/unsubscribe\/one-click\?token=/);
    const plain = messages.find((m) => m.to === 'ceo@harbourviewcare.com.au');
    expect(plain?.text).not.toContain('Sunrise Community Care');
    for (const sms of messages.filter((m) => m.channel === 'sms')) {
      expect(sms.text).toMatch(/Reply STOP to opt out$/);
    }
  });

  it('sends nothing twice: a third run finds no changes, and replaying the notify step is skipped', async () => {
    const before = (await outbox()).length;
    const third = await runMonitoringLocally({}, { noRetryWait: true });
    expect(third.status).toBe('SUCCEEDED');
    const record = await run(runIdOf(third.output));
    expect(record.sources.every((s) => s.status === 'unchanged')).toBe(true);
    expect(record.changes).toBe(0);

    const { notifyBatch } = await import('../../functions/lib/monitoring/tasks');
    const second = await run(secondRunId);
    const replay = await notifyBatch({
      BatchInput: { runId: secondRunId, updateIds: second.updateIds },
      Items: [ids.emailOnly, ids.smsOnly, ids.both].map((subscriberId) => ({ subscriberId })),
    });
    expect(replay).toMatchObject({ sent: 0, simulated: 0, skipped: 4, failed: 0 });
    expect((await outbox()).length).toBe(before);
  });

  it('marks a failing source failed with its reason and still checks the others', async () => {
    stack().fixtures?.setFaults({ acqsc: 'server-error' });
    try {
      const result = await runMonitoringLocally({}, { noRetryWait: true });
      expect(result.status).toBe('SUCCEEDED');
      const record = await run(runIdOf(result.output));
      const acqsc = record.sources.find((s) => s.sourceId === 'acqsc');
      expect(acqsc?.status).toBe('failed');
      expect(acqsc?.reason).toMatch(/HTTP 500/);
      expect(
        record.sources.filter((s) => s.sourceId !== 'acqsc').every((s) => s.status === 'unchanged'),
      ).toBe(true);
    } finally {
      stack().fixtures?.setFaults({});
    }
  });

  it('records a run that cannot start as failed, with the reason, and the execution fails', async () => {
    const result = await runMonitoringLocally({ runId: 'not a valid id!' }, { noRetryWait: true });
    expect(result.status).toBe('FAILED');
    expect(result.error).toMatch(/InvalidTaskInput: StartRun was given input it cannot use: runId/);
  });
});

describe('the local definition', () => {
  it('is the deployed one, except that the Distributed Map reads its batches from the state', () => {
    const { deployed, local, maxItemsPerBatch } = synthesizeDefinition();
    const states = (d: unknown) => (d as { States: Record<string, Record<string, unknown>> }).States;
    expect(Object.keys(states(local))).toEqual(Object.keys(states(deployed)));
    for (const name of Object.keys(states(deployed))) {
      if (name === 'NotifySubscribers') continue;
      expect(states(local)[name]).toEqual(states(deployed)[name]);
    }
    const map = states(deployed).NotifySubscribers;
    expect(map?.ItemReader).toMatchObject({ Resource: 'arn:aws:states:::s3:getObject' });
    expect(maxItemsPerBatch).toBe(100);
    expect(states(local).NotifySubscribers?.ItemSelector).toEqual({
      BatchInput: (map?.ItemBatcher as { BatchInput: unknown }).BatchInput,
      'Items.$': '$$.Map.Item.Value',
    });
  });
});
