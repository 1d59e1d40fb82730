// Who sees which policy updates: every reader the real ones, only their maker a test update, in full pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTable, type TestTable } from '../../testing/table';
import { policyUpdateKeys, type PolicyUpdateItem } from '../data/entities/policy-update';
import { batchPutItems } from '../data/table';
import { listPolicyUpdates, storePolicyUpdate } from './feed';

let table: TestTable;
beforeAll(async () => {
  table = await startTestTable();
});
afterAll(async () => {
  await table.stop();
});

const update = (id: string, day: number, testFor?: string): PolicyUpdateItem => ({
  id,
  title: `Update ${id}`,
  summary: 'Summary',
  source: testFor ? 'Admin test' : 'Department of Health',
  url: 'https://www.health.gov.au/',
  publishedAt: `2026-11-${String(day).padStart(2, '0')}T00:00:00.000Z`,
  createdAt: '2026-11-24T00:00:00.000Z',
  ...(testFor ? { testFor } : {}),
});

describe('the policy updates feed', () => {
  beforeAll(async () => {
    // Newest first: r6, t-a (admin A's test), t-b1, t-b2 (admin B's tests), r5 … r1.
    for (const [id, day] of [
      ['r1', 1],
      ['r2', 2],
      ['r3', 3],
      ['r4', 4],
      ['r5', 5],
      ['r6', 20],
    ] as const)
      await storePolicyUpdate(update(id, day));
    await storePolicyUpdate(update('t-a', 19, 'admin-a'));
    await storePolicyUpdate(update('t-b1', 18, 'admin-b'));
    await storePolicyUpdate(update('t-b2', 17, 'admin-b'));
  });

  const pages = async (limit: number, readerId?: string) => {
    const ids: string[][] = [];
    let cursor: string | undefined;
    do {
      const page = await listPolicyUpdates(limit, cursor, readerId);
      ids.push(page.items.map((u) => u.id));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return ids;
  };

  it('never shows a test update to someone who did not make it, and still fills each page', async () => {
    expect(await pages(2)).toEqual([['r6', 'r5'], ['r4', 'r3'], ['r2', 'r1'], []]);
    expect(await pages(2, 'customer')).toEqual([['r6', 'r5'], ['r4', 'r3'], ['r2', 'r1'], []]);
  });

  it('shows an administrator their own test updates, marked as tests, and nobody else’s', async () => {
    expect((await pages(3, 'admin-b')).flat()).toEqual(['r6', 't-b1', 't-b2', 'r5', 'r4', 'r3', 'r2', 'r1']);
    const first = await listPolicyUpdates(2, undefined, 'admin-a');
    expect(first.items.map((u) => [u.id, u.test ?? false])).toEqual([
      ['r6', false],
      ['t-a', true],
    ]);
  });
});

describe('the newest updates, kept a short while for every reader (FEED_CACHE_SECONDS)', () => {
  const previous = process.env.FEED_CACHE_SECONDS;
  beforeAll(() => {
    process.env.FEED_CACHE_SECONDS = '1';
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.FEED_CACHE_SECONDS;
    else process.env.FEED_CACHE_SECONDS = previous;
  });

  const firstPage = async (readerId?: string) =>
    (await listPolicyUpdates(3, undefined, readerId)).items.map((u) => u.id);

  it('serves the same pages, each reader still seeing only their own test updates', async () => {
    expect(await firstPage()).toEqual(['r6', 'r5', 'r4']);
    expect(await firstPage('admin-b')).toEqual(['r6', 't-b1', 't-b2']);
    expect(await firstPage('admin-a')).toEqual(['r6', 't-a', 'r5']);
    const next = await listPolicyUpdates(3, undefined, 'admin-b');
    const second = await listPolicyUpdates(3, next.nextCursor ?? undefined, 'admin-b');
    expect(second.items.map((u) => u.id)).toEqual(['r5', 'r4', 'r3']);
  });

  it('shows an update stored by this process at once, and one written elsewhere once the keep time is over', async () => {
    await firstPage();
    await storePolicyUpdate(update('r7', 21));
    expect(await firstPage()).toEqual(['r7', 'r6', 'r5']);

    // Another process (the monitoring run in AWS) writes straight to the table: kept pages do not know yet.
    const elsewhere = update('r8', 22);
    await batchPutItems([
      {
        ...policyUpdateKeys.item('r8'),
        ...policyUpdateKeys.listing('r8', elsewhere.publishedAt),
        ...elsewhere,
      },
    ]);
    expect(await firstPage()).toEqual(['r7', 'r6', 'r5']);
    // A fresh read (an admin checking their test update) reads the table itself.
    expect((await listPolicyUpdates(3, undefined, 'admin-a', { fresh: true })).items[0]?.id).toBe('r8');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await firstPage()).toEqual(['r8', 'r7', 'r6']);
  });
});
