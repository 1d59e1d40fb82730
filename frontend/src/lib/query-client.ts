// The TanStack Query client with the spec's call policy (section 7): nothing is retried, nothing refetches on
// focus, nothing polls and data never goes stale unless a mutation invalidates it.
import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

export const queryDefaults: DefaultOptions = {
  queries: {
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchInterval: false,
    staleTime: Infinity,
  },
  mutations: { retry: false },
};

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}

/** The application's one client; tests build their own with createQueryClient(). */
export const queryClient = createQueryClient();
