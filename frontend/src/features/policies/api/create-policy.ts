// POST /api/policies: a new policy in a category (its first version).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { policySchema, type CreatePolicyBody, type Policy } from '@shared/contracts/policies';
import { apiJson } from '@/lib/api';
import { policyKeys } from './keys';

export function createPolicy(data: CreatePolicyBody): Promise<Policy> {
  return apiJson('/api/policies', policySchema, { method: 'POST', body: data });
}

export function useCreatePolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPolicy,
    onSuccess: async (policy) => {
      await queryClient.invalidateQueries({ queryKey: policyKeys.list(policy.categoryId) });
      await queryClient.invalidateQueries({ queryKey: policyKeys.recent() });
      await queryClient.invalidateQueries({ queryKey: policyKeys.library() });
    },
  });
}
