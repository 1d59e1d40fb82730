// POST /api/policies/{id}/versions/{version}/restore: brings back an earlier version as a new version.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { policySchema, type Policy } from '@shared/contracts/policies';
import { apiJson } from '@/lib/api';
import { refreshPolicy } from './update-policy';

export function restorePolicyVersion({
  id,
  version,
  baseVersion,
}: {
  id: string;
  version: number;
  baseVersion: number;
}): Promise<Policy> {
  return apiJson(`/api/policies/${encodeURIComponent(id)}/versions/${version}/restore`, policySchema, {
    method: 'POST',
    body: { baseVersion },
  });
}

export function useRestorePolicyVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restorePolicyVersion,
    onSuccess: (policy) => refreshPolicy(queryClient, policy),
  });
}
