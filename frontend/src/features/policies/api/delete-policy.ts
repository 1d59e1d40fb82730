// DELETE /api/policies/{id}: deletes a policy and its history.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Policy } from '@shared/contracts/policies';
import { apiRequest } from '@/lib/api';
import { policyKeys } from './keys';

export async function deletePolicy(policy: Policy): Promise<void> {
  await apiRequest(`/api/policies/${encodeURIComponent(policy.id)}`, { method: 'DELETE' });
}

export function useDeletePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePolicy,
    onSuccess: async (_void, policy) => {
      queryClient.removeQueries({ queryKey: policyKeys.policy(policy.id) });
      await queryClient.invalidateQueries({ queryKey: policyKeys.list(policy.categoryId) });
      await queryClient.invalidateQueries({ queryKey: policyKeys.recent() });
      await queryClient.invalidateQueries({ queryKey: policyKeys.library() });
    },
  });
}
