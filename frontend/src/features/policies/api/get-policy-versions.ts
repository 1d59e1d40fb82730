// GET /api/policies/{id}/versions: the history of a policy, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { policyVersionSummarySchema, type PolicyVersionSummary } from '@shared/contracts/policies';
import { apiJson } from '@/lib/api';
import { policyKeys } from './keys';

export type { PolicyVersionSummary };

export function getPolicyVersions(id: string): Promise<PolicyVersionSummary[]> {
  return apiJson(`/api/policies/${encodeURIComponent(id)}/versions`, z.array(policyVersionSummarySchema));
}

export const getPolicyVersionsQueryOptions = (id: string) =>
  queryOptions({ queryKey: policyKeys.versions(id), queryFn: () => getPolicyVersions(id) });

export function usePolicyVersions(id: string) {
  return useQuery(getPolicyVersionsQueryOptions(id));
}
