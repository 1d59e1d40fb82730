// POST /api/policy-categories: a new category at the root or inside another.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categorySchema, type Category, type CreateCategoryBody } from '@shared/contracts/policies';
import { apiJson } from '@/lib/api';
import { policyKeys } from './keys';

export function createCategory(data: CreateCategoryBody): Promise<Category> {
  return apiJson('/api/policy-categories', categorySchema, { method: 'POST', body: data });
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: (category) =>
      queryClient.invalidateQueries({ queryKey: policyKeys.categories(category.parentId) }),
  });
}
