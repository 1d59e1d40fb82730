// GET /api/policies/{id}: one policy (opened from a link, the dashboard or a citation).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { policySchema, type Policy } from '@shared/contracts/policies';
import { apiJson } from '@/lib/api';
import { policyKeys } from './keys';

export function getPolicy(id: string): Promise<Policy> {
  return apiJson(`/api/policies/${encodeURIComponent(id)}`, policySchema);
}

export const getPolicyQueryOptions = (id: string) =>
  queryOptions({ queryKey: policyKeys.policy(id), queryFn: () => getPolicy(id) });

export function usePolicy(id: string | null) {
  return useQuery({ ...getPolicyQueryOptions(id ?? ''), enabled: id !== null });
}
