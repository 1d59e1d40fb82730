// Forgot password: Cognito sends a code to the account's email (resetPassword), then code + new password
// (confirmResetPassword).
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { loadAuthClient } from '@/lib/auth';

export async function requestPasswordReset({
  email,
}: {
  email: string;
}): Promise<{ destination: string | null }> {
  return (await loadAuthClient()).requestPasswordReset(email.trim());
}

export interface ConfirmPasswordResetInput {
  email: string;
  code: string;
  newPassword: string;
}

export async function confirmPasswordReset(input: ConfirmPasswordResetInput): Promise<void> {
  await (
    await loadAuthClient()
  ).confirmPasswordReset({
    email: input.email.trim(),
    code: input.code.trim(),
    newPassword: input.newPassword,
  });
}

type RequestOptions = Omit<
  UseMutationOptions<{ destination: string | null }, Error, { email: string }>,
  'mutationFn'
>;

export function useRequestPasswordReset({ mutationConfig }: { mutationConfig?: RequestOptions } = {}) {
  return useMutation({ mutationFn: requestPasswordReset, ...mutationConfig });
}

type ConfirmOptions = Omit<UseMutationOptions<void, Error, ConfirmPasswordResetInput>, 'mutationFn'>;

export function useConfirmPasswordReset({ mutationConfig }: { mutationConfig?: ConfirmOptions } = {}) {
  return useMutation({ mutationFn: confirmPasswordReset, ...mutationConfig });
}
