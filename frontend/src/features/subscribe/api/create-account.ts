// Account creation from the landing page's confirmation panel: create the Cognito account (username, password, the
// subscribe email, default names), sign in, link the subscription to the account (POST /api/account/subscription),
// then continue to the one-time payment. The sign-in library is loaded only when this runs.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { DEFAULT_FIRST_NAME, DEFAULT_LAST_NAME } from '@shared/constants';
import { paths } from '@/config/paths';
import { apiJson } from '@/lib/api';
import { loadAuthClient, USER_QUERY_KEY } from '@/lib/auth';
import type { CreateAccountValues } from '../components/create-account-form';
import { LINK_FAILED_TEXT } from '../components/subscribe-messages';

export async function linkSubscription(subscriberId: string): Promise<void> {
  const { linkSubscriptionResponseSchema } = await import('@shared/contracts/account');
  await apiJson('/api/account/subscription', linkSubscriptionResponseSchema, {
    method: 'POST',
    body: { subscriberId },
  });
}

/** Resolves with whether the subscription was linked; throws when the account could not be created or signed in. */
export async function createAccountFromSubscription(
  values: CreateAccountValues,
): Promise<{ linked: boolean }> {
  const auth = await loadAuthClient();
  await auth.signUp({
    email: values.email,
    password: values.password,
    firstName: DEFAULT_FIRST_NAME,
    lastName: DEFAULT_LAST_NAME,
    username: values.username,
  });
  await auth.signIn(values.email, values.password);
  // The server links only a subscription made with the account's own email: an SMS-only one cannot be linked.
  if (!values.emailFromSubscription) return { linked: false };
  try {
    await linkSubscription(values.subscriberId);
    return { linked: true };
  } catch {
    // The account exists and the person is signed in: a failed link must not stop them from going on.
    return { linked: false };
  }
}

/** The landing page's create-account handler: toasts, then the payment step on /auth. */
export function useCreateAccountFromSubscription() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (values: CreateAccountValues) => {
      // The texts load with the work rather than with the landing page, which must stay light.
      const {
        describeAuthError,
        PAYMENT_REQUIRED_REGISTER_TEXT,
        PAYMENT_REQUIRED_TITLE,
        REGISTER_FAILED_TITLE,
      } = await import('@/lib/auth-messages');
      let linked: boolean;
      try {
        ({ linked } = await createAccountFromSubscription(values));
      } catch (error) {
        toast.error(REGISTER_FAILED_TITLE, { description: describeAuthError(error) });
        return;
      }
      // Whatever was cached said "nobody is signed in": /auth must read the new account.
      queryClient.removeQueries({ queryKey: USER_QUERY_KEY });
      toast.info(PAYMENT_REQUIRED_TITLE, { description: PAYMENT_REQUIRED_REGISTER_TEXT });
      // One toast shows at a time, so a failed link is said on the payment step instead (router state "notice").
      const notice = !linked && values.emailFromSubscription ? LINK_FAILED_TEXT : undefined;
      await navigate(paths.paymentStep.getHref(), { state: notice ? { notice } : null });
    },
    [navigate, queryClient],
  );
}
