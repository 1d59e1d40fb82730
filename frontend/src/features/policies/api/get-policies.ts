// GET /api/policies?categoryId=: the policies of one category, with their content (the search reads it).
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { policySchema, type Policy } from '@shared/contracts/policies';
import { apiJson } from '@/lib/api';
import { policyKeys } from './keys';

export type { Policy };

export function getPolicies(categoryId: string): Promise<Policy[]> {
  return apiJson(`/api/policies?categoryId=${encodeURIComponent(categoryId)}`, z.array(policySchema));
}

export const getPoliciesQueryOptions = (categoryId: string) =>
  queryOptions({ queryKey: policyKeys.list(categoryId), queryFn: () => getPolicies(categoryId) });

export function usePolicies(categoryId: string | null) {
  return useQuery({ ...getPoliciesQueryOptions(categoryId ?? ''), enabled: categoryId !== null });
}
