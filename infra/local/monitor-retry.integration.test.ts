// Nothing is lost to a passing failure: a change whose page cannot be fetched is tried again by the next run and
// alerted on then, once; a welcome message that could not go out at subscribe time goes out with the next digest.
import { describe, expect, it } from 'vitest';
import type { MonitoringRun } from '../../functions/lib/data/entities/monitoring-run';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { callApi, documentClient, scanTable, withLocalStack } from './testing';
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
    // Its welcome email could not go out at the time (say SES refused it): the delivery is recorded as failed and
    // the channel is still pending.
    const subscriberId = (res.body as { id: string }).id;
    const delivery = (await scanTable(stack())).find(
      (i) => i.pk === `SUB#${subscriberId}` && String(i.sk).startsWith('DELIVERY#welcome-'),
    );
    const client = documentClient(stack());
    await client.send(
      new UpdateCommand({
        TableName: stack().tableName,
        Key: { pk: delivery?.pk, sk: delivery?.sk },
        UpdateExpression: 'SET #status = :failed',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':failed': 'failed' },
      }),
    );
    await client.send(
      new UpdateCommand({
        TableName: stack().tableName,
        Key: { pk: `SUB#${subscriberId}`, sk: 'SUBSCRIBER' },
        UpdateExpression: 'SET welcomePending = :pending',
        ExpressionAttributeValues: { ':pending': ['email'] },
      }),
    );
    client.destroy();
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
    // The pending welcome went out with the first digest, and is no longer pending.
    const welcomes = (await scanTable(stack())).filter(
      (i) =>
        String(i.pk).startsWith('OUTBOX#') && i.kind === 'welcome' && i.to === 'manager@sunrisecare.org.au',
    );
    expect(welcomes).toHaveLength(2);
    const saved = (await scanTable(stack())).find(
      (i) => i.pk === `SUB#${subscriberId}` && i.sk === 'SUBSCRIBER',
    );
    expect(saved?.welcomePending).toEqual([]);
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
