// Payments capability: Stripe Checkout creation, the Stripe webhook (raw body, signature checked) and verification.
import { createCheckoutRequestSchema, verifyPaymentRequestSchema } from '../../../shared/contracts/payments';
import { requireCaller } from '../../lib/http/auth';
import { capabilityHandler, defineRoute, rawBodyOf } from '../../lib/http/api';
import { handleWebhook } from '../../lib/payments/fulfilment';
import { createCheckout, verifyPayment } from '../../lib/services/payments';

export const handler = capabilityHandler('payments', {
  'POST /api/payment/create-checkout-session': defineRoute({
    body: createCheckoutRequestSchema,
    handle: async ({ caller }) => ({ body: await createCheckout(requireCaller(caller)) }),
  }),
  'POST /api/payment/webhook': defineRoute({
    handle: async ({ event }) => {
      const signature = event.headers['stripe-signature'];
      return { body: await handleWebhook(rawBodyOf(event), signature) };
    },
  }),
  'POST /api/payment/verify-payment': defineRoute({
    body: verifyPaymentRequestSchema,
    handle: async ({ body }) => ({ body: await verifyPayment(body) }),
  }),
});
