// The admin screen's query keys, in one place so mutations can refresh what they change.
export const adminKeys = {
  all: ['admin'] as const,
  monitoringRuns: () => [...adminKeys.all, 'monitoring-runs'] as const,
  outbox: () => [...adminKeys.all, 'outbox'] as const,
};
