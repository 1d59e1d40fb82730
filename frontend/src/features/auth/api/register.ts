// Register: create the Cognito account (confirmed at once by the user pool), sign in, then read the new user.
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { loadAuthClient } from '@/lib/auth';
import type { User } from './get-user';
import { fetchSignedInUser } from './login';

export interface RegisterInput {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export async function register(queryClient: QueryClient, input: RegisterInput): Promise<User> {
  const auth = await loadAuthClient();
  const email = input.email.trim();
  await auth.signUp({
    email,
    password: input.password,
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    // The Register form asks for no username: the email address people sign in with is the one they know.
    username: email,
  });
  await auth.signIn(email, input.password);
  return fetchSignedInUser(queryClient);
}

type Options = Omit<UseMutationOptions<User, Error, RegisterInput>, 'mutationFn'>;

export function useRegister({ mutationConfig }: { mutationConfig?: Options } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => register(queryClient, input),
    ...mutationConfig,
  });
}
