// POST /api/payment/create-checkout-session: starts the one-time payment (Stripe Checkout, or the local checkout
// page) for the signed-in user and answers the page to send the browser to. 409 means the user has already paid.
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { createCheckoutResponseSchema } from '@shared/contracts/payments';
import { apiJson } from '@/lib/api';

export interface CheckoutSession {
  url: string;
  sessionId: string;
}

/** The spec's payload; the server takes both from the signed-in user and ignores what is sent. */
export async function createCheckoutSession(data: {
  email: string | null;
  userId: string;
}): Promise<CheckoutSession> {
  return apiJson('/api/payment/create-checkout-session', createCheckoutResponseSchema, {
    method: 'POST',
    body: data,
  });
}

type Options = Omit<
  UseMutationOptions<CheckoutSession, Error, { email: string | null; userId: string }>,
  'mutationFn'
>;

export function useCreateCheckoutSession({ mutationConfig }: { mutationConfig?: Options } = {}) {
  return useMutation({ mutationFn: createCheckoutSession, ...mutationConfig });
}
