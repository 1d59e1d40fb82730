// Admin API answers for the admin screen's component tests, shaped by the shared contracts.
import type { MonitoringRunView, OutboxMessage } from '@shared/contracts/admin';

export function makeRun(overrides: Partial<MonitoringRunView> = {}): MonitoringRunView {
  return {
    id: 'run-1',
    trigger: 'schedule',
    status: 'succeeded',
    startedAt: '2026-02-03T19:00:00.000Z',
    finishedAt: '2026-02-03T19:00:12.500Z',
    durationMs: 12_500,
    sources: [
      { sourceId: 'health', name: 'Department of Health', status: 'ok', itemCount: 20, changes: 2 },
      {
        sourceId: 'acqsc',
        name: 'Quality and Safety Commission',
        status: 'unchanged',
        itemCount: 15,
        changes: 0,
      },
      {
        sourceId: 'legislation',
        name: 'Federal Register of Legislation',
        status: 'baseline',
        itemCount: 40,
        changes: 0,
      },
      {
        sourceId: 'ihacpa',
        name: 'IHACPA',
        status: 'failed',
        reason: 'The site answered 503 three times',
        changes: 0,
      },
    ],
    changes: 2,
    updatesCreated: 2,
    changesFailed: 0,
    updateIds: ['u1', 'u2'],
    subscribers: 7,
    messages: { sent: 0, simulated: 9, skipped: 1, failed: 0 },
    mode: 'simulation',
    ...overrides,
  };
}

export function makeOutboxMessage(overrides: Partial<OutboxMessage> = {}): OutboxMessage {
  return {
    id: 'msg-1',
    channel: 'email',
    to: 'manager@example.org.au',
    subject: '2 new aged care policy updates',
    text: 'Hello,\n\nTwo policy updates were published today.\n\nUnsubscribe: https://example.org/u/abc',
    html: '<p>Hello, <b class="html-part">two</b> policy updates</p>',
    headers: { 'List-Unsubscribe': '<https://api.example.org/unsubscribe?t=abc>' },
    kind: 'updates',
    createdAt: '2026-02-03T19:00:10.000Z',
    ...overrides,
  };
}
