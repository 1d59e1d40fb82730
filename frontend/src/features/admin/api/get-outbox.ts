// GET /api/admin/outbox: the messages written instead of sent in simulation mode, newest first, 25 a page
// (admins only). Pages are chained by the server's cursor.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { outboxPageSchema, type OutboxMessage, type OutboxPage } from '@shared/contracts/admin';
import { apiJson } from '@/lib/api';
import { adminKeys } from './keys';

export type { OutboxMessage, OutboxPage };

export const OUTBOX_PAGE_SIZE = 25;

export function getOutboxPage({
  cursor,
  signal,
}: {
  cursor: string | null;
  signal?: AbortSignal;
}): Promise<OutboxPage> {
  const params = new URLSearchParams({ limit: String(OUTBOX_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return apiJson(`/api/admin/outbox?${params.toString()}`, outboxPageSchema, { signal });
}

export const getOutboxQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.outbox(),
    queryFn: ({ pageParam, signal }) => getOutboxPage({ cursor: pageParam, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });

export function useOutbox() {
  return useInfiniteQuery(getOutboxQueryOptions());
}
