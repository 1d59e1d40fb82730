// GET /api/policy-updates/recent: the newest policy updates for the dashboard's Recent Activity.
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod';
import { recentPolicyUpdateSchema, type RecentPolicyUpdate } from '@shared/contracts/feed';
import { apiJson } from '@/lib/api';

export type { RecentPolicyUpdate };

export function getRecentPolicyUpdates(): Promise<RecentPolicyUpdate[]> {
  return apiJson('/api/policy-updates/recent', z.array(recentPolicyUpdateSchema));
}

export const getRecentPolicyUpdatesQueryOptions = () =>
  queryOptions({ queryKey: ['policy-updates', 'recent'], queryFn: getRecentPolicyUpdates });

export function useRecentPolicyUpdates() {
  return useQuery(getRecentPolicyUpdatesQueryOptions());
}
