// GET /api/policies/{id}/versions/{version}: one saved version, with its text (to compare or restore).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { policyVersionSchema, type PolicyVersion } from '@shared/contracts/policies';
import { apiJson } from '@/lib/api';
import { policyKeys } from './keys';

export type { PolicyVersion };

export function getPolicyVersion(id: string, version: number): Promise<PolicyVersion> {
  return apiJson(`/api/policies/${encodeURIComponent(id)}/versions/${version}`, policyVersionSchema);
}

export const getPolicyVersionQueryOptions = (id: string, version: number) =>
  // A saved version never changes.
  queryOptions({
    queryKey: policyKeys.version(id, version),
    queryFn: () => getPolicyVersion(id, version),
    staleTime: Infinity,
  });

export function usePolicyVersion(id: string, version: number | null) {
  return useQuery({ ...getPolicyVersionQueryOptions(id, version ?? 0), enabled: version !== null });
}
