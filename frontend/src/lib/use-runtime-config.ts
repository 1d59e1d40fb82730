// The runtime configuration as a query, for screens that show its loading and error states. Kept apart from
// runtime-config.ts so that plain API calls (the landing page's) do not bring the query library with them.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadRuntimeConfig } from './runtime-config';

export const runtimeConfigQueryOptions = () =>
  queryOptions({ queryKey: ['runtime-config'], queryFn: loadRuntimeConfig });

/** For screens that need the configuration: loading, error (with a message for people) or the config. */
export function useRuntimeConfig() {
  return useQuery(runtimeConfigQueryOptions());
}
