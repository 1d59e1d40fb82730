// PUT /api/policies/{id}: save a policy as a new version. The edit names the version it started from, so a save
// over a newer version is refused (409) and the editor keeps the text.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { policySchema, type Policy, type UpdatePolicyBody } from '@shared/contracts/policies';
import { apiJson } from '@/lib/api';
import { policyKeys } from './keys';

export function updatePolicy({ id, data }: { id: string; data: UpdatePolicyBody }): Promise<Policy> {
  return apiJson(`/api/policies/${encodeURIComponent(id)}`, policySchema, { method: 'PUT', body: data });
}

/** After any save or restore: the policy, its lists, its history and the dashboard's recent activity. */
export async function refreshPolicy(
  queryClient: ReturnType<typeof useQueryClient>,
  policy: Policy,
): Promise<void> {
  queryClient.setQueryData(policyKeys.policy(policy.id), policy);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: policyKeys.list(policy.categoryId) }),
    queryClient.invalidateQueries({ queryKey: policyKeys.versions(policy.id) }),
    queryClient.invalidateQueries({ queryKey: policyKeys.recent() }),
    queryClient.invalidateQueries({ queryKey: policyKeys.library() }),
  ]);
}

export function useUpdatePolicy() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePolicy, onSuccess: (policy) => refreshPolicy(queryClient, policy) });
}
