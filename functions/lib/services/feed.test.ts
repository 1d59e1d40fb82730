// Who sees which policy updates: every reader the real ones, only their maker a test update, in full pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTable, type TestTable } from '../../testing/table';
import type { PolicyUpdateItem } from '../data/entities/policy-update';
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
