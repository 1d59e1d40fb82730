// A change whose page cannot be fetched is not lost: the run stores what it can and tells subscribers about that,
// and the next run tries the change again, stores its update and tells them about it then, once.
import { describe, expect, it } from 'vitest';
import type { MonitoringRun } from '../../functions/lib/data/entities/monitoring-run';
import { callApi, scanTable, withLocalStack } from './testing';
import { runMonitoringLocally } from './monitor';

const stack = withLocalStack();

async function run(): Promise<MonitoringRun> {
  const result = await runMonitoringLocally({}, { noRetryWait: true });
  expect(result.status).toBe('SUCCEEDED');
  const id = (result.output as { run?: { runId?: string } }).run?.runId ?? '';
  const { getRun } = await import('../../functions/lib/monitoring/runs');
  const record = await getRun(id);
  if (!record) throw new Error(`no run ${id}`);
  return record;
}

async function digests(batchId: string): Promise<Record<string, unknown>[]> {
  return (await scanTable(stack())).filter(
    (i) => String(i.pk).startsWith('OUTBOX#') && i.kind === 'updates' && i.batchId === batchId,
  );
}

describe('a change that cannot be processed at first', () => {
  it('is tried again by the next run and then alerted on, once', async () => {
    const res = await callApi(stack(), 'POST', '/api/subscribers', {
      json: { email: 'manager@sunrisecare.org.au', emailEnabled: true, consent: true },
    });
    expect(res.status).toBe(201);
    await run(); // the baseline

    // The health department's listing works, its pages answer 500: its changes cannot be summarised today.
    stack().fixtures?.setFaults({ health: 'item-error' });
    const today = await run();
    stack().fixtures?.setFaults({});
    expect(today.status).toBe('succeeded');
    expect(today.changesFailed).toBe(2);
    expect(today.updatesCreated).toBe(today.changes - 2);
    const first = await digests(today.id);
    expect(first).toHaveLength(1);
    expect(String(first[0]?.text)).not.toContain('Star Ratings update for December 2026');

    const tomorrow = await run();
    expect(tomorrow.changes).toBe(0);
    expect(tomorrow.changesRetried).toBe(2);
    expect(tomorrow.updatesCreated).toBe(2);
    const second = await digests(tomorrow.id);
    expect(second).toHaveLength(1);
    expect(String(second[0]?.text)).toContain('Star Ratings update for December 2026');

    const after = await run();
    expect(after.changesRetried ?? 0).toBe(0);
    expect(after.updatesCreated).toBe(0);
    expect(await digests(after.id)).toHaveLength(0);
    expect((await scanTable(stack())).filter((i) => i.pk === 'PENDING')).toEqual([]);
  }, 120_000);
});
