// Login: Cognito sign-in with email and password (Amplify), then GET /api/user for the account and its payment state.
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { loadAuthClient } from '@/lib/auth';
import { getUserQueryOptions, type User } from './get-user';

export interface LoginInput {
  email: string;
  password: string;
}

/** Reads the user afresh after a sign-in: whatever was cached belonged to the previous session (or to nobody). */
export async function fetchSignedInUser(queryClient: QueryClient): Promise<User> {
  const user = await queryClient.fetchQuery({ ...getUserQueryOptions(), staleTime: 0 });
  if (!user) throw new Error('You were signed in, but your account could not be loaded. Please try again.');
  return user;
}

export async function login(queryClient: QueryClient, { email, password }: LoginInput): Promise<User> {
  const auth = await loadAuthClient();
  await auth.signIn(email.trim(), password);
  return fetchSignedInUser(queryClient);
}

type Options = Omit<UseMutationOptions<User, Error, LoginInput>, 'mutationFn'>;

export function useLogin({ mutationConfig }: { mutationConfig?: Options } = {}) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: LoginInput) => login(queryClient, input), ...mutationConfig });
}
