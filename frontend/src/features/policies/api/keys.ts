// Query keys of the policy library, hierarchical so that one invalidation refreshes everything below it.
export const policyKeys = {
  all: ['policies'] as const,
  categories: (parentId: string | null) => ['policies', 'categories', parentId ?? 'root'] as const,
  category: (id: string) => ['policies', 'category', id] as const,
  path: (id: string) => ['policies', 'path', id] as const,
  list: (categoryId: string) => ['policies', 'list', categoryId] as const,
  library: () => ['policies', 'library'] as const,
  policy: (id: string) => ['policies', 'policy', id] as const,
  versions: (id: string) => ['policies', 'versions', id] as const,
  version: (id: string, version: number) => ['policies', 'version', id, version] as const,
  /** Read by the dashboard's Recent Activity (features/dashboard). */
  recent: () => ['policies', 'recent'] as const,
};
