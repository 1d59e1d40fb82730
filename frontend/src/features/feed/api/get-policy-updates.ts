// GET /api/policy-updates: the feed of policy updates, newest first, a page at a time (cursor pagination).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { policyUpdatesPageSchema, type PolicyUpdate, type PolicyUpdatesPage } from '@shared/contracts/feed';
import { apiJson } from '@/lib/api';

export type { PolicyUpdate, PolicyUpdatesPage };

export const FEED_PAGE_SIZE = 20;

/** Every query under this key holds policy updates (the feed and the dashboard's recent list). */
export const POLICY_UPDATES_QUERY_KEY = ['policy-updates'] as const;

export function getPolicyUpdates({
  cursor,
  signal,
}: { cursor?: string | null; signal?: AbortSignal } = {}): Promise<PolicyUpdatesPage> {
  const params = new URLSearchParams({ limit: String(FEED_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiJson(`/api/policy-updates?${params.toString()}`, policyUpdatesPageSchema, { signal });
}

export const getPolicyUpdatesInfiniteQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...POLICY_UPDATES_QUERY_KEY, 'feed'],
    queryFn: ({ pageParam, signal }) => getPolicyUpdates({ cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    // null when the last page has been read, which ends the pagination.
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });

export function usePolicyUpdates() {
  return useInfiniteQuery(getPolicyUpdatesInfiniteQueryOptions());
}
