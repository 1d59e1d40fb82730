// GET /api/user: the signed-in user, or null when nobody is signed in (no stored session, or a 401).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userSchema, type User } from '@shared/contracts/account';
import { ApiError, apiJson } from '@/lib/api';
import { hasStoredSession, loadAuthClient, USER_QUERY_KEY } from '@/lib/auth';

export type { User };

export async function getUser(): Promise<User | null> {
  // Anonymous visitors are answered at once: no sign-in library to load and no request that can only say 401.
  if (!hasStoredSession()) return null;
  const auth = await loadAuthClient();
  if (!(await auth.idToken())) return null;
  try {
    return await apiJson('/api/user', userSchema);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const getUserQueryOptions = () => queryOptions({ queryKey: USER_QUERY_KEY, queryFn: getUser });

export function useUser() {
  return useQuery(getUserQueryOptions());
}

/** The name a greeting uses: the first name, else the username. */
export function displayName(user: Pick<User, 'firstName' | 'username'>): string {
  return user.firstName.trim() || user.username;
}
