// GET /api/admin/monitoring/runs: the latest monitoring runs with their per-source results (admins only).
// While any run is still running the list is read again every 2 seconds; otherwise it is not polled.
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  monitoringRunsResponseSchema,
  type MonitoringRunsResponse,
  type MonitoringRunView,
} from '@shared/contracts/admin';
import { apiJson } from '@/lib/api';
import { adminKeys } from './keys';

export type { MonitoringRunView };

export const RUNS_POLL_INTERVAL_MS = 2_000;

export function getMonitoringRuns({
  signal,
}: { signal?: AbortSignal } = {}): Promise<MonitoringRunsResponse> {
  return apiJson('/api/admin/monitoring/runs', monitoringRunsResponseSchema, { signal });
}

/** How often to read the runs again: every 2 s while one is running, else never (false). */
export function runsRefetchInterval(data: MonitoringRunsResponse | undefined): number | false {
  return data?.runs.some((run) => run.status === 'running') ? RUNS_POLL_INTERVAL_MS : false;
}

export const getMonitoringRunsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.monitoringRuns(),
    queryFn: ({ signal }) => getMonitoringRuns({ signal }),
    refetchInterval: (query) => runsRefetchInterval(query.state.data),
  });

export function useMonitoringRuns() {
  return useQuery(getMonitoringRunsQueryOptions());
}
