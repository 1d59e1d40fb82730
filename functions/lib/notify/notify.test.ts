import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { CheckIfPhoneNumberIsOptedOutCommand, PublishCommand, SNSClient } from '@aws-sdk/client-sns';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { startTestTable, type TestTable } from '../../testing/table';
import { ddb, tableName } from '../clients';
import { subscribe, getSubscriber } from '../services/subscribers';
import { deliveryKeys, type Channel } from '../data/entities/delivery';
import { subscriberKeys } from '../data/entities/subscriber';
import { listOutbox } from './outbox';
import { notifyMode, notifySubscriber, sendWelcome, type NotifyUpdate } from './notify';
import { verifyUnsubscribeToken } from './unsubscribe-token';

const sesMock = mockClient(SESv2Client);
const snsMock = mockClient(SNSClient);
const noWait = { sleep: () => Promise.resolve() };

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable();
  process.env.APP_URL = 'https://alerts.example.com.au';
  process.env.UNSUBSCRIBE_SECRET = 'test-unsubscribe-secret-0123456789';
});
afterAll(async () => {
  await table.stop();
});
beforeEach(() => {
  delete process.env.SES_FROM_ADDRESS;
  delete process.env.NOTIFY_MODE;
  snsMock.on(CheckIfPhoneNumberIsOptedOutCommand).resolves({ isOptedOut: false });
  snsMock.on(PublishCommand).resolves({ MessageId: 'sns-message' });
  sesMock.on(SendEmailCommand).resolves({ MessageId: 'ses-message' });
});
afterEach(() => {
  sesMock.reset();
  snsMock.reset();
});

let seq = 0;
async function newSubscriber(
  channels: { email?: boolean; sms?: boolean } = { email: true, sms: true },
): Promise<string> {
  seq++;
  const res = await subscribe({
    email: channels.email ? `person${seq}-${Date.now()}@provider.org.au` : null,
    phone: channels.sms ? `+614${String(10_000_000 + seq * 7919 + (Date.now() % 1000)).slice(-8)}` : null,
    emailEnabled: Boolean(channels.email),
    smsEnabled: Boolean(channels.sms),
    firstName: 'Jane',
    lastName: 'Citizen',
  });
  return res.id;
}

const updates: NotifyUpdate[] = [
  {
    id: 'upd-1',
    title: 'New residential care funding model',
    summary: 'The **AN-ACC** price rises from 1 December 2025.',
    url: 'https://www.health.gov.au/news/an-acc-price',
    source: 'Department of Health, Disability and Ageing',
    publishedAt: '2025-11-20T00:00:00.000Z',
    impact: 'high',
  },
  {
    id: 'upd-2',
    title: 'Updated complaints guidance',
    summary: 'The Commission updated its complaints guidance for providers.',
    url: 'https://www.agedcarequality.gov.au/news/complaints',
    source: 'Aged Care Quality and Safety Commission',
    publishedAt: '2025-11-21T00:00:00.000Z',
    impact: 'low',
  },
];

async function delivery(subscriberId: string, batchId: string, channel: Channel) {
  const res = await ddb().send(
    new GetCommand({
      TableName: tableName(),
      Key: deliveryKeys.item(subscriberId, batchId, channel),
      ConsistentRead: true,
    }),
  );
  return res.Item;
}

async function outboxFor(subscriberId: string) {
  return (await listOutbox({ limit: 100 })).items.filter((i) => i.subscriberId === subscriberId);
}

describe('notifyMode', () => {
  it('simulates unless SES is configured, and whenever asked to', () => {
    expect(notifyMode(false, {})).toBe('simulation');
    expect(notifyMode(false, { SES_FROM_ADDRESS: 'a@b.au' })).toBe('production');
    expect(notifyMode(false, { SES_FROM_ADDRESS: 'a@b.au', NOTIFY_MODE: 'simulation' })).toBe('simulation');
    expect(notifyMode(true, { SES_FROM_ADDRESS: 'a@b.au' })).toBe('simulation');
  });
});

describe('notifySubscriber in simulation', () => {
  it('writes one digest email and one SMS to the outbox, and nothing twice on a re-run', async () => {
    const id = await newSubscriber();
    const first = await notifySubscriber({ subscriberId: id, batchId: 'run-sim', updates });
    expect(first).toMatchObject({ mode: 'simulation', sent: 0, simulated: 2, skipped: 0, failed: 0 });

    const again = await notifySubscriber({ subscriberId: id, batchId: 'run-sim', updates });
    expect(again).toMatchObject({ mode: 'simulation', sent: 0, simulated: 0, skipped: 2, failed: 0 });

    const outbox = await outboxFor(id);
    expect(outbox).toHaveLength(2);
    const email = outbox.find((m) => m.channel === 'email');
    const sms = outbox.find((m) => m.channel === 'sms');
    expect(email?.subject).toBe('2 new aged care policy updates (1 high impact)');
    expect(email?.html).toContain('href="https://www.health.gov.au/news/an-acc-price"');
    expect(email?.text).toContain('Read the original: https://www.agedcarequality.gov.au/news/complaints');
    expect(email?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick =
      /^<(https:\/\/alerts\.example\.com\.au\/api\/unsubscribe\/one-click\?token=([^>]+))>$/.exec(
        email?.headers?.['List-Unsubscribe'] ?? '',
      );
    expect(verifyUnsubscribeToken(decodeURIComponent(oneClick?.[2] ?? ''))).toEqual({
      subscriberId: id,
      channel: 'email',
    });
    expect(sms?.text).toMatch(/^Aged Care Policy Tracker: High impact: New residential care funding model\./);
    // Both titles fit whole in two segments: the digest names them both and links the feed.
    expect(sms?.text.endsWith('https://alerts.example.com.au/feed Reply STOP to opt out')).toBe(true);

    expect(await delivery(id, 'run-sim', 'email')).toMatchObject({
      status: 'sent',
      mode: 'simulation',
      messageId: email?.id,
    });
    expect(sesMock.calls()).toHaveLength(0);
    expect(snsMock.calls()).toHaveLength(0);
  });

  it('lists the outbox newest first', async () => {
    const id = await newSubscriber({ email: true });
    await notifySubscriber({ subscriberId: id, batchId: 'run-order-1', updates: updates.slice(0, 1) });
    await notifySubscriber({ subscriberId: id, batchId: 'run-order-2', updates: updates.slice(1) });
    const mine = await outboxFor(id);
    expect(mine.map((m) => m.batchId)).toEqual(['run-order-2', 'run-order-1']);
  });

  it('adds a personalised insight when the subscriber has a business profile', async () => {
    const withProfile = await newSubscriber({ email: true });
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: subscriberKeys.item(withProfile),
        UpdateExpression: 'SET businessProfile = :p',
        ExpressionAttributeValues: {
          ':p': {
            businessName: 'Sunrise Care',
            businessType: 'Residential aged care',
            size: '120 beds',
            description:
              'A not-for-profit residential aged care home in regional Victoria funded through AN-ACC.',
          },
        },
      }),
    );
    const without = await newSubscriber({ email: true });
    await notifySubscriber({ subscriberId: withProfile, batchId: 'run-insight', updates });
    await notifySubscriber({ subscriberId: without, batchId: 'run-insight', updates });

    const [personal] = await outboxFor(withProfile);
    const [generic] = await outboxFor(without);
    expect(personal?.html).toContain('What this means for Sunrise Care');
    expect(personal?.text).toContain('What this means for Sunrise Care:');
    expect(generic?.html).not.toContain('What this means for');
  });

  it('sends nothing to an unsubscribed subscriber or on a disabled channel', async () => {
    const id = await newSubscriber({ email: true, sms: true });
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: subscriberKeys.item(id),
        UpdateExpression: 'SET smsEnabled = :f',
        ExpressionAttributeValues: { ':f': false },
      }),
    );
    const res = await notifySubscriber({ subscriberId: id, batchId: 'run-channels', updates });
    expect(res.deliveries.map((d) => d.channel)).toEqual(['email']);

    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: subscriberKeys.item(id),
        UpdateExpression: 'SET #s = :u',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':u': 'unsubscribed' },
      }),
    );
    const none = await notifySubscriber({ subscriberId: id, batchId: 'run-channels-2', updates });
    expect(none).toMatchObject({ sent: 0, simulated: 0, skipped: 0, failed: 0 });
    expect(await delivery(id, 'run-channels-2', 'email')).toBeUndefined();
  });
});

describe('notifySubscriber in production', () => {
  beforeEach(() => {
    process.env.SES_FROM_ADDRESS = 'Aged Care Policy Tracker <alerts@example.com.au>';
  });

  it('sends through SES and SNS once, however often the batch is re-run', async () => {
    const id = await newSubscriber();
    const first = await notifySubscriber(
      { subscriberId: id, batchId: 'run-prod', updates },
      { retry: noWait },
    );
    const second = await notifySubscriber(
      { subscriberId: id, batchId: 'run-prod', updates },
      { retry: noWait },
    );
    expect(first).toMatchObject({ mode: 'production', sent: 2, simulated: 0, skipped: 0, failed: 0 });
    expect(second).toMatchObject({ mode: 'production', sent: 0, skipped: 2 });
    expect(sesMock.commandCalls(SendEmailCommand)).toHaveLength(1);
    expect(snsMock.commandCalls(PublishCommand)).toHaveLength(1);

    const input = sesMock.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input?.FromEmailAddress).toBe('Aged Care Policy Tracker <alerts@example.com.au>');
    const names = input?.Content?.Simple?.Headers?.map((h) => h.Name);
    expect(names).toEqual(['List-Unsubscribe', 'List-Unsubscribe-Post']);
    expect(await delivery(id, 'run-prod', 'email')).toMatchObject({
      status: 'sent',
      mode: 'production',
      messageId: 'ses-message',
    });
    expect(await delivery(id, 'run-prod', 'sms')).toMatchObject({ status: 'sent', messageId: 'sns-message' });
  });

  it('skips a number that replied STOP and turns SMS off for that subscriber', async () => {
    snsMock.on(CheckIfPhoneNumberIsOptedOutCommand).resolves({ isOptedOut: true });
    const id = await newSubscriber({ sms: true });
    const res = await notifySubscriber({ subscriberId: id, batchId: 'run-stop', updates }, { retry: noWait });
    expect(res).toMatchObject({ sent: 0, skipped: 1, failed: 0 });
    expect(snsMock.commandCalls(PublishCommand)).toHaveLength(0);
    expect(await delivery(id, 'run-stop', 'sms')).toMatchObject({ status: 'skipped' });
    const raw = await ddb().send(new GetCommand({ TableName: tableName(), Key: subscriberKeys.item(id) }));
    expect(raw.Item?.smsEnabled).toBe(false);
    expect(typeof raw.Item?.smsOptedOutAt).toBe('string');
  });

  it('records a failed delivery, and a re-run tries that one again', async () => {
    sesMock
      .on(SendEmailCommand)
      .rejectsOnce(Object.assign(new Error('Mail from domain not verified'), { name: 'MessageRejected' }))
      .resolves({ MessageId: 'ses-after-fix' });
    const id = await newSubscriber({ email: true });
    const failed = await notifySubscriber(
      { subscriberId: id, batchId: 'run-fail', updates },
      { retry: noWait },
    );
    expect(failed).toMatchObject({ sent: 0, failed: 1 });
    expect(await delivery(id, 'run-fail', 'email')).toMatchObject({
      status: 'failed',
      reason: 'MessageRejected: Mail from domain not verified',
    });

    const retried = await notifySubscriber(
      { subscriberId: id, batchId: 'run-fail', updates },
      { retry: noWait },
    );
    expect(retried).toMatchObject({ sent: 1, failed: 0 });
    expect(await delivery(id, 'run-fail', 'email')).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('writes to the outbox instead when simulation is forced for the call', async () => {
    const id = await newSubscriber({ email: true });
    const res = await notifySubscriber({
      subscriberId: id,
      batchId: 'run-forced',
      updates,
      forceSimulation: true,
    });
    expect(res).toMatchObject({ mode: 'simulation', simulated: 1, sent: 0 });
    expect(sesMock.calls()).toHaveLength(0);
    expect(await outboxFor(id)).toHaveLength(1);
  });
});

describe('sendWelcome', () => {
  it('welcomes each pending channel once and clears the list', async () => {
    const id = await newSubscriber();
    expect((await getSubscriber(id))?.welcomePending).toEqual(['email', 'sms']);

    const first = await sendWelcome(id);
    expect(first).toMatchObject({ mode: 'simulation', simulated: 2 });
    expect((await getSubscriber(id))?.welcomePending).toEqual([]);
    const again = await sendWelcome(id);
    expect(again).toMatchObject({ simulated: 0, sent: 0 });

    const outbox = await outboxFor(id);
    expect(outbox.map((m) => m.kind)).toEqual(['welcome', 'welcome']);
    expect(outbox.find((m) => m.channel === 'email')?.subject).toBe(
      'Welcome to Aged Care Policy Tracker alerts',
    );
    expect(outbox.find((m) => m.channel === 'sms')?.text.endsWith('Reply STOP to opt out')).toBe(true);
  });
});
