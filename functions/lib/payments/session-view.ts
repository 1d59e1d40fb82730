// A Stripe Checkout Session (from the API or a webhook event) as the provider-neutral view; types only, no SDK.
import type Stripe from 'stripe';
import type { CheckoutSessionView } from './provider';

export function sessionView(s: Stripe.Checkout.Session): CheckoutSessionView {
  return {
    id: s.id,
    paymentStatus: s.payment_status,
    amountTotal: s.amount_total,
    currency: s.currency,
    userId: s.client_reference_id ?? s.metadata?.userId ?? null,
    customerEmail: s.customer_details?.email ?? s.customer_email ?? null,
    paymentIntentId: typeof s.payment_intent === 'string' ? s.payment_intent : (s.payment_intent?.id ?? null),
  };
}

