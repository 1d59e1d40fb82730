// The source tasks against the offline fixture server, dynalite and s3rver: baseline, a second day's changes,
// faults, conditional GET, and the policy updates the feed then lists.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFixtureServer, type FixtureServer } from '../../../infra/local/fixtures/server';
import { startS3, type LocalS3 } from '../../../infra/local/s3';
import { startTestTable, type TestTable } from '../../testing/table';
import { s3 } from '../s3-client';
import { listPolicyUpdates } from '../services/feed';
import { canonicalUrl } from './canonical';
import { checkAllSources, checkSource, processChange, type CheckResult } from './index';
import { GENERIC_READER_NOTE } from './check';
import { formatReports, inspectSource } from './inspect';
import { loadSources } from './registry';
import { readItems, readState } from './store';

let table: TestTable;
let bucketS3: LocalS3;
let fixtures: FixtureServer;
let s3Dir: string;
const fast = { timeoutMs: 1_000, retries: 1, backoffMs: 1, sleep: async () => {} };
const day1 = () => new Date('2026-11-22T20:00:00Z');
const day2 = () => new Date('2026-11-23T20:00:00Z');
const byId = (results: CheckResult[]) => Object.fromEntries(results.map((r) => [r.sourceId, r]));

beforeAll(async () => {
  table = await startTestTable();
  s3Dir = mkdtempSync(join(tmpdir(), 'sources-s3-'));
  bucketS3 = await startS3({
    dir: s3Dir,
    port: 0,
    buckets: ['snapshots-test'],
    envVar: 'S3_PORT',
    command: 'vitest',
  });
  fixtures = await startFixtureServer({ day: 1 });
  Object.assign(process.env, {
    AWS_ENDPOINT_URL_S3: bucketS3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    SNAPSHOTS_BUCKET: 'snapshots-test',
    // s3rver's default key pair; dynalite accepts any.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AI_PROVIDER: 'local',
    ...fixtures.env(),
  });
});

afterAll(async () => {
  await fixtures?.stop();
  await bucketS3?.stop();
  await table?.stop();
  rmSync(s3Dir, { recursive: true, force: true });
});

describe('a monitoring run over two fixture days', () => {
  it('records a baseline first, then reports only the new and changed items', async () => {
    fixtures.setDay(1);
    const first = byId(await checkAllSources('run-1', { now: day1, fetch: fast }));
    // The first check alerts no one; the items of the last 30 days go to the feed (marked, never sent).
    for (const id of ['legislation', 'health', 'acqsc', 'my-aged-care', 'services-australia']) {
      expect(first[id]?.status).toBe('baseline');
      expect(first[id]?.changes.every((c) => c.backfill === true && c.kind === 'new')).toBe(true);
    }
    const backfilled = Object.values(first).flatMap((r) => r.changes);
    expect(
      backfilled.every((c) => Date.parse(c.publishedAt ?? '') >= Date.parse('2026-10-23T20:00:00Z')),
    ).toBe(true);
    expect(backfilled.length).toBeGreaterThan(0);
    expect(first.health?.itemCount).toBe(3);
    // Only Aged Care titles and versions of watched titles: the migration instrument is not listed.
    const legislationItems = await readItems('legislation');
    expect(legislationItems.map((i) => i.title)).not.toContain(
      'Migration (Visa Application Charges) Amendment Instrument 2026',
    );
    // The Act, seen as a watched title and through its new version, is one item.
    expect(legislationItems).toHaveLength(3);

    const snapshots = await s3().send(
      new ListObjectsV2Command({ Bucket: 'snapshots-test', Prefix: 'health/2026-11-22/' }),
    );
    expect(snapshots.Contents?.map((o) => o.Key)).toEqual([
      expect.stringMatching(/^health\/2026-11-22\/\d{9}-[0-9a-f]{16}\.xml$/),
    ]);
    expect(fixtures.requests.every((r) => r.userAgent?.startsWith('AgedCarePolicyTracker/'))).toBe(true);

    fixtures.setDay(2);
    const second = byId(await checkAllSources('run-2', { now: day2, fetch: fast }));
    const summary = (r: CheckResult | undefined) => r?.changes.map((c) => `${c.kind}: ${c.title}`).sort();
    expect(second.health?.status).toBe('ok');
    expect(summary(second.health)).toEqual([
      'changed: Indexation of aged care fees and charges from 20 March 2027 (updated rates)',
      'new: Star Ratings update for December 2026',
    ]);
    expect(second.health?.changes.find((c) => c.kind === 'changed')?.previousTitle).toBe(
      'Indexation of aged care fees and charges from 20 March 2027',
    );
    expect(second.health?.removed).toBe(1);
    expect(summary(second.acqsc)).toEqual(['new: Aged Care Quality Bulletin #92 – December 2026']);
    expect(summary(second['services-australia'])).toEqual([
      'new: Planned outage: Aged Care Provider Portal, 29 November 2026',
    ]);
    expect(summary(second.legislation)).toEqual([
      // A new compilation of a watched title is a change to that title, not a new item.
      'changed: Aged Care Rules 2025: new compilation registered on 21 November 2026',
      'new: Aged Care (Transitional Provisions) Amendment (Support at Home) Instrument 2026',
    ]);
    // My Aged Care did not change: the conditional GET is answered 304.
    expect(second['my-aged-care']).toMatchObject({ status: 'unchanged', changes: [] });
    const macRequests = fixtures.requests.filter((r) => r.path.startsWith('/mac/news-and-updates'));
    expect(macRequests.at(-1)?.ifNoneMatch).toMatch(/^"[0-9a-f]+"$/);
    expect(macRequests.at(-1)?.ifModifiedSince).toBe('Fri, 20 Nov 2026 20:00:00 GMT');

    const removed = (await readItems('health')).filter((i) => i.removedAt);
    expect(removed.map((i) => i.title)).toEqual(['More nurses for residential aged care']);

    // The tracking parameters in the feed's links are not part of an item's identity.
    const star = second.health?.changes.find((c) => c.kind === 'new');
    expect(star?.url).toBe(`${fixtures.url}/health/news/star-ratings-update-for-december-2026`);

    // Processing each change stores one policy update that the feed lists, and a second time stores nothing new.
    const all = Object.values(second).flatMap((r) => r.changes);
    expect(all).toHaveLength(6);
    const results = await Promise.all(all.map((c) => processChange(c, { now: day2, fetch: fast })));
    expect(results.every((r) => r.created)).toBe(true);
    const again = await Promise.all(all.map((c) => processChange(c, { now: day2, fetch: fast })));
    expect(again.map((r) => r.created)).toEqual(all.map(() => false));
    expect(again.map((r) => r.updateId)).toEqual(results.map((r) => r.updateId));

    const feed = await listPolicyUpdates(20);
    expect(feed.items).toHaveLength(6);
    const rules = feed.items.find((u) => u.url.endsWith('/F2025L01173/2026-11-21/text'));
    expect(rules).toMatchObject({ source: 'Federal Register of Legislation' });
    expect(rules?.summary).toMatch(/60 days/);
    const starUpdate = feed.items.find((u) => u.url.includes('star-ratings'));
    expect(starUpdate?.source).toBe('Department of Health, Disability and Ageing');
    // The page's navigation and footer are not summarised.
    expect(`${starUpdate?.summary} ${starUpdate?.whatChanged}`).not.toMatch(
      /Traditional Custodians|Skip to main content/,
    );
    expect(starUpdate?.summary).toMatch(/Star Ratings|compliance rating/);

    // A third run on the same day finds nothing new.
    const third = byId(await checkAllSources('run-3', { now: day2, fetch: fast }));
    expect(Object.values(third).flatMap((r) => r.changes)).toEqual([]);
  });
});

describe('faulty sources', () => {
  beforeEach(() => {
    fixtures.setDay(1);
    fixtures.setFaults({});
  });

  it.each([
    ['health', 'timeout', /did not answer within/],
    ['acqsc', 'server-error', /HTTP 500/],
    ['services-australia', 'malformed', /cut off before its end/],
    ['health', 'malformed', /not an RSS 2.0 feed/],
    ['legislation', 'malformed', /not valid JSON/],
    ['my-aged-care', 'empty', /No items found where there were 2/],
    ['legislation', 'empty', /No items found where there were/],
    ['acqsc', 'offsite-redirect', /redirects to another site/],
    ['services-australia', 'oversize', /over the \d+-byte limit/],
  ] as const)(
    '%s answering with %s is marked failed and the other sources are still checked',
    async (id, fault, reason) => {
      fixtures.setFaults({ [id]: fault });
      const results = byId(await checkAllSources(`fault-${id}-${fault}`, { now: day1, fetch: fast }));
      expect(results[id]).toMatchObject({
        status: 'failed',
        reason: expect.stringMatching(reason),
        changes: [],
      });
      const others = Object.values(results).filter((r) => r.sourceId !== id);
      expect(others).toHaveLength(4);
      for (const other of others) expect(['ok', 'unchanged', 'baseline']).toContain(other.status);
      const state = await readState(id);
      expect(state).toMatchObject({ lastStatus: 'failed', lastError: expect.stringMatching(reason) });
    },
  );

  it('keeps the previous validators after a failure, so the next good run is not hidden by a 304', async () => {
    fixtures.setFaults({ acqsc: 'server-error' });
    const before = await readState('acqsc');
    await checkSource('acqsc', 'fault-validators', { now: day1, fetch: fast });
    expect((await readState('acqsc')).validators).toEqual(before.validators);
  });
});

it('canonical URLs ignore tracking parameters, fragments, trailing slashes and host case', () => {
  expect(canonicalUrl('https://WWW.Health.gov.au/news/item/?utm_source=rss&b=2&a=1#top')).toBe(
    'https://www.health.gov.au/news/item?a=1&b=2',
  );
});

describe('pages laid out anew, cut off or cut short', () => {
  const html = ['acqsc', 'my-aged-care', 'services-australia'] as const;
  const itemsOf = async (id: string) =>
    (await readItems(id)).map(({ url, title, removedAt, contentHash }) => ({
      url,
      title,
      removedAt,
      contentHash,
    }));

  beforeEach(async () => {
    fixtures.setDay(1);
    fixtures.setFaults({});
    // Every source has its baseline (from the runs above or this one).
    await checkAllSources('layout-setup', { now: day1, fetch: fast });
  });

  it('reads a listing in a new markup with the generic reader: no alerts, no removals, and a note for the admin', async () => {
    const before = await Promise.all(html.map(itemsOf));
    fixtures.setFaults({ acqsc: 'relayout', 'my-aged-care': 'relayout', 'services-australia': 'relayout' });
    for (const id of html) {
      const result = await checkSource(id, `relayout-${id}`, { now: day1, fetch: fast });
      expect(result).toMatchObject({ status: 'ok', reason: GENERIC_READER_NOTE, changes: [], removed: 0 });
    }
    fixtures.setFaults({});
    for (const id of html) {
      const result = await checkSource(id, `restored-${id}`, { now: day1, fetch: fast });
      expect(result).toMatchObject({ status: 'ok', changes: [], removed: 0 });
      expect(result.reason).toBeUndefined();
    }
    expect(await Promise.all(html.map(itemsOf))).toEqual(before);
  });

  it('takes a page cut off part-way for a fault: nothing compared, nothing removed, nothing sent', async () => {
    const before = await itemsOf('acqsc');
    fixtures.setFaults({ acqsc: 'truncated', health: 'truncated' });
    for (const id of ['acqsc', 'health']) {
      const result = await checkSource(id, `truncated-${id}`, { now: day1, fetch: fast });
      expect(result).toMatchObject({
        status: 'failed',
        reason: expect.stringMatching(/cut off before its end/),
        changes: [],
      });
    }
    expect(await itemsOf('acqsc')).toEqual(before);
    // The feed says so quietly until the sources are read again.
    const unchecked = async () => (await listPolicyUpdates(5)).uncheckedSources?.map((s) => s.name);
    expect(await unchecked()).toEqual([
      'Department of Health, Disability and Ageing',
      'Aged Care Quality and Safety Commission',
    ]);
    // The page recovers: the items it lists were known all along.
    fixtures.setFaults({});
    const recovered = await checkSource('acqsc', 'recovered', { now: day1, fetch: fast });
    expect(recovered.changes).toEqual([]);
    expect(['ok', 'unchanged']).toContain(recovered.status);
    expect(await itemsOf('acqsc')).toEqual(before);
    expect(await unchecked()).toEqual(['Department of Health, Disability and Ageing']);
  });

  it('does not take titles the page cuts short for changes, nor their return in full', async () => {
    fixtures.setFaults({ acqsc: 'cut-titles', 'services-australia': 'cut-titles' });
    for (const id of ['acqsc', 'services-australia']) {
      expect(await checkSource(id, `cut-${id}`, { now: day1, fetch: fast })).toMatchObject({
        status: 'ok',
        changes: [],
      });
    }
    fixtures.setFaults({});
    for (const id of ['acqsc', 'services-australia']) {
      expect(await checkSource(id, `whole-${id}`, { now: day1, fetch: fast })).toMatchObject({
        status: 'ok',
        changes: [],
      });
    }
  });

  it('does not take a block of other links for the listing when the listing is gone', async () => {
    const before = await itemsOf('services-australia');
    fixtures.setFaults({ 'services-australia': 'no-listing' });
    const result = await checkSource('services-australia', 'no-listing', { now: day1, fetch: fast });
    expect(result).toMatchObject({ status: 'failed', changes: [] });
    expect(result.reason).toMatch(/could not be read|No items found/);
    expect(await itemsOf('services-australia')).toEqual(before);
  });
});

describe('npm run sources:check', () => {
  beforeEach(() => {
    fixtures.setDay(1);
    fixtures.setFaults({});
  });

  it('reads each channel with the selectors and the generic reader, and says where they disagree', async () => {
    fixtures.setFaults({ acqsc: 'relayout', health: 'server-error' });
    const sources = loadSources({ ...process.env, ...fixtures.env() });
    const reports = Object.fromEntries(
      await Promise.all(sources.map(async (s) => [s.id, await inspectSource(s, { fetch: fast })] as const)),
    );
    expect(reports['services-australia']?.channels).toEqual([
      expect.objectContaining({ health: 'ok', items: 2, genericItems: 2, agreement: 1 }),
    ]);
    expect(reports.acqsc?.channels).toEqual([
      expect.objectContaining({
        health: 'the selectors find nothing: the generic reader is standing in',
        items: 0,
        genericItems: 3,
      }),
    ]);
    expect(reports.acqsc?.channels[0]?.firstTitles).toHaveLength(3);
    expect(reports.health?.channels[0]?.health).toMatch(/HTTP 500/);
    expect(reports.legislation?.channels.map((c) => c.channel)).toEqual(['titles', 'watched', 'versions']);
    const text = formatReports(Object.values(reports));
    expect(text).toContain('Aged Care Quality and Safety Commission (acqsc)');
    expect(text).toContain(
      'list: the selectors find nothing: the generic reader is standing in; items 0; generic reader 3',
    );
  });
});
