// DELETE /api/policy-categories/{id}: deletes an empty category (the server answers 409 when it still holds any).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@shared/contracts/policies';
import { apiRequest } from '@/lib/api';
import { policyKeys } from './keys';

export async function deleteCategory(category: Category): Promise<void> {
  await apiRequest(`/api/policy-categories/${encodeURIComponent(category.id)}`, { method: 'DELETE' });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: (_void, category) =>
      queryClient.invalidateQueries({ queryKey: policyKeys.categories(category.parentId) }),
  });
}
