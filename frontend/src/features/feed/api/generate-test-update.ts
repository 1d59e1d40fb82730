// POST /api/test-policy-update (admins only): generates a test policy update, then refreshes every policy update
// list (the feed and the dashboard's recent list) so that it shows.
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { policyUpdateSchema, type PolicyUpdate } from '@shared/contracts/feed';
import { apiJson } from '@/lib/api';
import { POLICY_UPDATES_QUERY_KEY } from './get-policy-updates';

export function generateTestUpdate(): Promise<PolicyUpdate> {
  return apiJson('/api/test-policy-update', policyUpdateSchema, { method: 'POST', body: {} });
}

type Options = Omit<UseMutationOptions<PolicyUpdate, Error, void>, 'mutationFn'>;

export function useGenerateTestUpdate({ mutationConfig }: { mutationConfig?: Options } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    mutationFn: generateTestUpdate,
    ...rest,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: POLICY_UPDATES_QUERY_KEY });
      await onSuccess?.(...args);
    },
  });
}
