// PUT /api/policy-categories/{id}: rename a category or change its description.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categorySchema, type Category, type UpdateCategoryBody } from '@shared/contracts/policies';
import { apiJson } from '@/lib/api';
import { policyKeys } from './keys';

export function updateCategory({ id, data }: { id: string; data: UpdateCategoryBody }): Promise<Category> {
  return apiJson(`/api/policy-categories/${encodeURIComponent(id)}`, categorySchema, {
    method: 'PUT',
    body: data,
  });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: async (category) => {
      await queryClient.invalidateQueries({ queryKey: policyKeys.categories(category.parentId) });
      // Its name shows in every breadcrumb below it.
      await queryClient.invalidateQueries({ queryKey: ['policies', 'path'] });
    },
  });
}
