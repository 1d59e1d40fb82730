// The keep rule of the account's view stamp, and a reader's view that a batch read stale: what was read with a stamp
// written moments before is shown but not kept, so the next request reads the table again.
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTable, type TestTable } from '../../testing/table';
import { ddb, tableName } from '../clients';
import { insightKeys } from '../data/entities/insight';
import { PrefetchedItems } from '../data/table';
import { readerView } from './reader-view';
import { mayKeep } from './view-stamp';

describe('mayKeep', () => {
  const now = Date.UTC(2026, 10, 24, 9, 0, 0);
  it('keeps what was read after the stamp, or with a stamp written well before the read began', () => {
    expect(mayKeep(ulid(now - 1000), undefined)).toBe(true);
    expect(mayKeep('', now)).toBe(true);
    expect(mayKeep(ulid(now - 5000), now)).toBe(true);
  });
  it('does not keep what was read with a stamp written moments before, or with a stamp it cannot read', () => {
    expect(mayKeep(ulid(now - 500), now)).toBe(false);
    expect(mayKeep(ulid(now + 500), now)).toBe(false);
    expect(mayKeep('not-a-stamp', now)).toBe(false);
  });
});

describe("a reader's view read with the stamp", () => {
  let table: TestTable;
  beforeAll(async () => {
    table = await startTestTable();
  });
  afterAll(async () => {
    await table.stop();
  });

  const month = (userId: string, insight: string) => ({
    ...insightKeys.month(userId, '2026-11'),
    userId,
    month: '2026-11',
    insights: { u1: { insight, createdAt: '2026-11-20T00:00:00.000Z' } },
    updatedAt: '2026-11-20T00:00:00.000Z',
  });
  const updates = [{ id: 'u1', publishedAt: '2026-11-20T00:00:00.000Z' }];

  async function twice(userId: string, stampAge: number) {
    // The table holds the new insight; the batch read with the stamp caught the month before it was written.
    await ddb().send(new PutCommand({ TableName: tableName(), Item: month(userId, 'New insight.') }));
    const readAt = Date.now();
    const stamp = ulid(readAt - stampAge);
    const key = insightKeys.month(userId, '2026-11');
    const stale = new PrefetchedItems([key], [month(userId, 'Old insight.')], readAt);
    const reader = { id: userId, subscriberId: null, viewStamp: stamp };
    const first = await readerView({ ...reader, prefetched: stale }, updates);
    const second = await readerView(reader, updates);
    return [first, second].map((v) => v.insights.get('u1')?.insight);
  }

  it('shows what the batch read, and reads the table again next time when the stamp is new', async () => {
    expect(await twice('fresh-stamp', 100)).toEqual(['Old insight.', 'New insight.']);
  });

  it('keeps it when the stamp was written well before the batch (nothing written since can be missing)', async () => {
    expect(await twice('settled-stamp', 60_000)).toEqual(['Old insight.', 'Old insight.']);
  });
});
