// POST /api/admin/monitoring/runs: start a monitoring run now (admins only). The server answers 202 with the run,
// or 409 with a message when a run is already in progress.
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { startRunResponseSchema, type StartRunResponse } from '@shared/contracts/admin';
import { apiJson } from '@/lib/api';
import { adminKeys } from './keys';

export interface StartRunInput {
  forceSimulation: boolean;
}

export function startMonitoringRun({ forceSimulation }: StartRunInput): Promise<StartRunResponse> {
  return apiJson('/api/admin/monitoring/runs', startRunResponseSchema, {
    method: 'POST',
    body: { forceSimulation },
  });
}

type Options = Omit<UseMutationOptions<StartRunResponse, Error, StartRunInput>, 'mutationFn'>;

export function useStartMonitoringRun({ mutationConfig }: { mutationConfig?: Options } = {}) {
  const queryClient = useQueryClient();
  const { onSettled, ...rest } = mutationConfig ?? {};
  return useMutation({
    mutationFn: startMonitoringRun,
    // Started or refused as already running: either way the list shows a running run, and polls while it runs.
    onSettled: (...args) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.monitoringRuns() });
      return onSettled?.(...args);
    },
    ...rest,
  });
}
