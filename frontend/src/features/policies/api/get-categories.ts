// GET /api/policy-categories?parentId=: the sub-categories of a category, or the root categories.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { categorySchema, type Category } from '@shared/contracts/policies';
import { apiJson } from '@/lib/api';
import { policyKeys } from './keys';

export type { Category };

export function getCategories(parentId: string | null): Promise<Category[]> {
  const query = parentId ? `?parentId=${encodeURIComponent(parentId)}` : '';
  return apiJson(`/api/policy-categories${query}`, z.array(categorySchema));
}

export const getCategoriesQueryOptions = (parentId: string | null) =>
  queryOptions({ queryKey: policyKeys.categories(parentId), queryFn: () => getCategories(parentId) });

export function useCategories(parentId: string | null) {
  return useQuery(getCategoriesQueryOptions(parentId));
}
