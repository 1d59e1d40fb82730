// GET /api/policies/recent: the policies created or changed most recently, for the dashboard's Recent Activity.
// The key is the one My Policies invalidates after every save.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { recentPolicySchema, type RecentPolicy } from '@shared/contracts/policies';
import { apiJson } from '@/lib/api';

export type { RecentPolicy };

export function getRecentPolicies(): Promise<RecentPolicy[]> {
  return apiJson('/api/policies/recent', z.array(recentPolicySchema));
}

export const getRecentPoliciesQueryOptions = () =>
  queryOptions({ queryKey: ['policies', 'recent'], queryFn: getRecentPolicies });

export function useRecentPolicies() {
  return useQuery(getRecentPoliciesQueryOptions());
}
