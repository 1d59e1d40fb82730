// Real Stripe Checkout: a one-time AUD 4.50 payment for platform access.
import Stripe from 'stripe';
import { PAYMENT_AMOUNT_CENTS, PAYMENT_CURRENCY } from '../../../shared/constants';
import type { CheckoutProvider } from './provider';
import { sessionView } from './session-view';

export function stripeProvider(secretKey: string): CheckoutProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 10_000 });
  return {
    kind: 'stripe',
    async createSession({ userId, email, successUrl, cancelUrl }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: PAYMENT_CURRENCY,
              unit_amount: PAYMENT_AMOUNT_CENTS,
              product_data: { name: 'Aged Care Policy Tracker: platform access (one-time)' },
            },
          },
        ],
        client_reference_id: userId,
        metadata: { userId },
        payment_intent_data: { metadata: { userId } },
        ...(email ? { customer_email: email } : {}),
        success_url: successUrl,
        cancel_url: cancelUrl,
      });
      if (!session.url) throw new Error('Stripe returned a session without a URL');
      return { id: session.id, url: session.url };
    },
    async retrieveSession(id) {
      try {
        return sessionView(await stripe.checkout.sessions.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
        throw error;
      }
    },
    async sessionOfPaymentIntent(paymentIntentId) {
      const list = await stripe.checkout.sessions.list({ payment_intent: paymentIntentId, limit: 1 });
      const first = list.data[0];
      return first ? sessionView(first) : null;
    },
  };
}
