// Logout: Amplify sign-out, then forget everything cached for that user (spec section 4: logout clears the user).
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { loadAuthClient, USER_QUERY_KEY } from '@/lib/auth';

/** Drops the previous user's data so the next person on this browser never sees it, and marks nobody signed in. */
export function clearSignedInData(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== USER_QUERY_KEY[0] && query.queryKey[0] !== 'runtime-config',
  });
  queryClient.setQueryData(USER_QUERY_KEY, null);
}

export async function logout(queryClient: QueryClient): Promise<void> {
  const auth = await loadAuthClient();
  await auth.signOut();
  clearSignedInData(queryClient);
}

type Options = Omit<UseMutationOptions<void, Error, void>, 'mutationFn'>;

export function useLogout({ mutationConfig }: { mutationConfig?: Options } = {}) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => logout(queryClient), ...mutationConfig });
}
