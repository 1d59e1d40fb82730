// The checkout provider seam: real Stripe (test or live keys) or, locally without keys, the local checkout that
// stands in for Stripe. Both describe sessions the same way, so fulfilment has one code path.

export interface CheckoutSessionView {
  id: string;
  /** Stripe's payment_status: 'paid' once the money is captured. */
  paymentStatus: string;
  amountTotal: number | null;
  currency: string | null;
  /** The user id the session was created for (client_reference_id). */
  userId: string | null;
  customerEmail: string | null;
  paymentIntentId: string | null;
}

export interface CreateSessionInput {
  userId: string;
  email: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutProvider {
  readonly kind: 'stripe' | 'local';
  createSession(input: CreateSessionInput): Promise<{ id: string; url: string }>;
  retrieveSession(id: string): Promise<CheckoutSessionView | null>;
  /** Finds the session of a payment intent (the older verify-payment form). */
  sessionOfPaymentIntent(paymentIntentId: string): Promise<CheckoutSessionView | null>;
}
