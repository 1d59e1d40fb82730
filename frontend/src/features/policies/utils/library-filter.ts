// The spec's search (section 2, /my-policies): a client-side, case-insensitive filter over the open view, on category
// name and description and on policy title and content.
import type { Category, Policy } from '@shared/contracts/policies';

function includes(haystack: string | null | undefined, needle: string): boolean {
  return (haystack ?? '').toLocaleLowerCase('en-AU').includes(needle);
}

export function filterLibrary<
  C extends Pick<Category, 'name' | 'description'>,
  P extends Pick<Policy, 'title' | 'content'>,
>(categories: readonly C[], policies: readonly P[], search: string): { categories: C[]; policies: P[] } {
  const needle = search.trim().toLocaleLowerCase('en-AU');
  if (!needle) return { categories: [...categories], policies: [...policies] };
  return {
    categories: categories.filter((c) => includes(c.name, needle) || includes(c.description, needle)),
    policies: policies.filter((p) => includes(p.title, needle) || includes(p.content, needle)),
  };
}
