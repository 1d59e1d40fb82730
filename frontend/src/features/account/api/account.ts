// The account page's calls: GET /api/account, PUT /api/account/alerts, DELETE /api/account, and the password change
// (Cognito, through the sign-in client). After a deletion nothing of the account is left in this browser either.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountSchema,
  alertPreferencesSchema,
  type Account,
  type AlertPreferences,
  type AlertPreferencesRequest,
} from '@shared/contracts/account';
import * as z from 'zod';
import { apiJson } from '@/lib/api';
import { loadAuthClient } from '@/lib/auth';
import { clearSignedInData } from '@/features/auth/api/logout';

export const accountKeys = { all: ['account'] as const };

export function useAccount() {
  return useQuery({ queryKey: accountKeys.all, queryFn: () => apiJson('/api/account', accountSchema) });
}

export function useSaveAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AlertPreferencesRequest) =>
      apiJson('/api/account/alerts', alertPreferencesSchema, { method: 'PUT', body }),
    onSuccess: (alerts: AlertPreferences) => {
      queryClient.setQueryData<Account>(accountKeys.all, (old) => (old ? { ...old, alerts } : old));
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (input: { currentPassword: string; newPassword: string }) =>
      (await loadAuthClient()).changePassword(input),
  });
}

/**
 * Deletes the account on the server. The caller then leaves the signed-in area and calls `endSession`: were the
 * session ended first, the guard of the signed-in pages would send the browser to the login page.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (confirmEmail: string) =>
      apiJson('/api/account', z.object({ deleted: z.literal(true) }), {
        method: 'DELETE',
        body: { confirmEmail },
      }),
  });
  const endSession = async () => {
    // The sign-in is gone on the server; ending the local session cannot fail the deletion.
    await (await loadAuthClient()).signOut().catch(() => undefined);
    clearSignedInData(queryClient);
    try {
      // Nothing of the account stays in this browser (cached profile, training progress, theme).
      localStorage.clear();
    } catch {
      // storage blocked: nothing was kept there
    }
  };
  return { ...mutation, endSession };
}
