// The feed handler on sample API Gateway events, as paid accounts: the reader's own insights and the marks of their
// business profile on the cards, kept between requests only while nothing of theirs has changed, and what a first
// page costs the table once they are kept.
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyUpdatesPage } from '../../../shared/contracts/feed';
import { ddb, tableName } from '../../lib/clients';
import { insightKeys } from '../../lib/data/entities/insight';
import { userKeys } from '../../lib/data/entities/user';
import { accountSubscriber, saveBusinessProfile } from '../../lib/services/business-profile';
import { storePolicyUpdate } from '../../lib/services/feed';
import { keepInsights } from '../../lib/services/insights';
import { ensureUser, linkSubscription, setHasPayment } from '../../lib/services/users';
import type { Caller } from '../../lib/http/auth';
import { asCaller } from '../../testing/callers';
import { lambdaContext, parseResult, sampleEvent } from '../../testing/events';
import { newCaller, useTableAndBucket } from '../../testing/local-services';
import { tableRequests } from '../../testing/table-requests';
import { profileFields, storedSubscriber } from '../../testing/profiles';
import { handler } from './handler';

useTableAndBucket();

const RESIDENTIAL_ONLY = { serviceSettings: ['residential' as const] };
const DESCRIPTION = 'A 90-bed aged care home in Geelong.';

async function paid(prefix: string): Promise<Caller> {
  const caller = newCaller(prefix);
  await ensureUser(caller);
  await setHasPayment(caller.sub);
  return caller;
}

async function feed(caller: Caller, limit = 10): Promise<PolicyUpdatesPage> {
  const event = sampleEvent('policy-updates-get.json', {
    rawQueryString: `limit=${limit}`,
    queryStringParameters: { limit: String(limit) },
  });
  const result = parseResult(await handler(asCaller(event, caller), lambdaContext()));
  expect(result.statusCode).toBe(200);
  return result.body as unknown as PolicyUpdatesPage;
}

const card = (page: PolicyUpdatesPage, id: string) => page.items.find((u) => u.id === id);

describe('the feed handler', () => {
  let reader: Caller;
  let subscriberId: string;
  const keptSeconds = process.env.FEED_CACHE_SECONDS;

  beforeAll(async () => {
    process.env.FEED_CACHE_SECONDS = '30';
    // Four updates over two months: one about home care packages only, the rest for every provider.
    const updates = [
      [
        'oct-general',
        '2026-10-28',
        'New incident reporting guidance',
        'Guidance for all providers on the SIRS.',
      ],
      [
        'oct-home',
        '2026-10-30',
        'Home care packages budgets',
        'Quarterly budgets for home care packages change.',
      ],
      ['nov-general', '2026-11-03', 'Code of Conduct refresher', 'A reminder for every provider and worker.'],
      ['nov-late', '2026-11-05', 'Worker screening checks', 'Screening applies to all providers.'],
    ];
    for (const [id, day, title, summary] of updates as [string, string, string, string][])
      await storePolicyUpdate({
        id,
        title,
        summary,
        source: 'Department of Health, Disability and Ageing',
        url: 'https://www.health.gov.au/',
        publishedAt: `${day}T00:00:00.000Z`,
        createdAt: `${day}T01:00:00.000Z`,
      });
    reader = await paid('feed-reader');
    ({ id: subscriberId } = await accountSubscriber(reader));
    await saveBusinessProfile(
      reader,
      subscriberId,
      profileFields({ ...RESIDENTIAL_ONLY, description: DESCRIPTION }),
    );
    await keepInsights(reader.sub, [
      { updateId: 'oct-general', publishedAt: '2026-10-28T00:00:00.000Z', insight: 'Check your SIRS log.' },
      { updateId: 'nov-late', publishedAt: '2026-11-05T00:00:00.000Z', insight: 'Re-screen agency staff.' },
    ]);
  });
  afterAll(() => {
    if (keptSeconds === undefined) delete process.env.FEED_CACHE_SECONDS;
    else process.env.FEED_CACHE_SECONDS = keptSeconds;
  });

  it("shows the reader's own insights across months and marks updates for services they do not deliver", async () => {
    const page = await feed(reader);
    expect(page.items.map((u) => u.id)).toEqual(['nov-late', 'nov-general', 'oct-home', 'oct-general']);
    expect(card(page, 'nov-late')?.insight).toBe('Re-screen agency staff.');
    expect(card(page, 'oct-general')?.insight).toBe('Check your SIRS log.');
    expect(card(page, 'nov-general')?.insight).toBeUndefined();
    expect(card(page, 'oct-home')?.notRelevant).toBe('This update is about Support at Home only.');

    // Another account sees the updates, none of the first reader's insights, and no marks (it has no profile).
    const other = await feed(await paid('feed-other'));
    expect(other.items.map((u) => u.id)).toEqual(page.items.map((u) => u.id));
    expect(other.items.some((u) => u.insight || u.notRelevant)).toBe(false);
  });

  it('reads the table once for a first page: what the reader’s cards need comes with the payment check', async () => {
    const caller = await paid('feed-once');
    const { id } = await accountSubscriber(caller);
    await saveBusinessProfile(caller, id, profileFields({ ...RESIDENTIAL_ONLY, description: DESCRIPTION }));
    await feed(caller);
    // New insights: what this process kept of the reader's view is out of date, and read again with the user item.
    await keepInsights(caller.sub, [
      { updateId: 'oct-home', publishedAt: '2026-10-30T00:00:00.000Z', insight: 'Not for you, but note it.' },
      { updateId: 'nov-late', publishedAt: '2026-11-05T00:00:00.000Z', insight: 'Check the agency roster.' },
    ]);
    let page: PolicyUpdatesPage | undefined;
    expect(await tableRequests(async () => (page = await feed(caller)))).toBe(1);
    expect(card(page as PolicyUpdatesPage, 'oct-home')).toMatchObject({
      insight: 'Not for you, but note it.',
      notRelevant: 'This update is about Support at Home only.',
    });
    expect(card(page as PolicyUpdatesPage, 'nov-late')?.insight).toBe('Check the agency roster.');
    // And once more, nothing having changed: only the payment check's read.
    expect(await tableRequests(() => feed(caller))).toBe(1);
  });

  it('shows a saved profile and new insights on the very next page', async () => {
    expect(card(await feed(reader), 'oct-home')?.notRelevant).toBeDefined();
    await saveBusinessProfile(
      reader,
      subscriberId,
      profileFields({
        serviceSettings: ['support-at-home'],
        description: 'Home care packages across the Barwon region.',
      }),
    );
    expect(card(await feed(reader), 'oct-home')?.notRelevant).toBeUndefined();

    await keepInsights(reader.sub, [
      {
        updateId: 'nov-general',
        publishedAt: '2026-11-03T00:00:00.000Z',
        insight: 'Brief the new starters.',
      },
    ]);
    const page = await feed(reader);
    expect(card(page, 'nov-general')?.insight).toBe('Brief the new starters.');
    expect(card(page, 'nov-late')?.insight).toBe('Re-screen agency staff.');
  });

  it('sees a change another process made by the stamp on the user item, not by anything kept here', async () => {
    const caller = await paid('feed-elsewhere');
    await accountSubscriber(caller);
    expect(card(await feed(caller), 'nov-general')?.insight).toBeUndefined();
    // As the monitoring Lambda leaves it: the month's insights written, then the user item's view stamp.
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...insightKeys.month(caller.sub, '2026-11'),
          userId: caller.sub,
          month: '2026-11',
          insights: {
            'nov-general': { insight: 'Written elsewhere.', createdAt: '2026-11-06T00:00:00.000Z' },
          },
          updatedAt: '2026-11-06T00:00:00.000Z',
        },
      }),
    );
    expect(card(await feed(caller), 'nov-general')?.insight).toBeUndefined();
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKeys.item(caller.sub),
        UpdateExpression: 'SET viewAt = :stamp',
        ExpressionAttributeValues: { ':stamp': ulid() },
      }),
    );
    expect(card(await feed(caller), 'nov-general')?.insight).toBe('Written elsewhere.');
  });

  it('follows the account to a newly linked subscription, whatever it read ahead', async () => {
    const caller = await paid('feed-relink');
    const first = await accountSubscriber(caller);
    await saveBusinessProfile(
      caller,
      first.id,
      profileFields({ ...RESIDENTIAL_ONLY, description: DESCRIPTION }),
    );
    expect(card(await feed(caller), 'oct-home')?.notRelevant).toBeDefined();

    // A subscription made on the landing page with the account's email, with a profile for home care, linked now.
    const second = 'feed-relink-subscriber';
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: storedSubscriber(second, {
          email: caller.email,
          businessProfile: { serviceSettings: ['support-at-home'], description: 'Home care in Ballarat.' },
        }),
      }),
    );
    await linkSubscription(caller, second);
    expect(card(await feed(caller), 'oct-home')?.notRelevant).toBeUndefined();
  });
});
