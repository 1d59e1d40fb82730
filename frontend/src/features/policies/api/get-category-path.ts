// GET /api/policy-categories/{id}/path: the breadcrumb from the root to a category.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryPathSchema, type CategoryPath } from '@shared/contracts/policies';
import { apiJson } from '@/lib/api';
import { policyKeys } from './keys';

export type { CategoryPath };

export function getCategoryPath(id: string): Promise<CategoryPath> {
  return apiJson(`/api/policy-categories/${encodeURIComponent(id)}/path`, categoryPathSchema);
}

export const getCategoryPathQueryOptions = (id: string) =>
  queryOptions({ queryKey: policyKeys.path(id), queryFn: () => getCategoryPath(id) });

export function useCategoryPath(id: string | null) {
  return useQuery({ ...getCategoryPathQueryOptions(id ?? ''), enabled: id !== null });
}
