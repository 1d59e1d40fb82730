// Checkout creation and payment verification for the $4.50 platform access (spec sections 4 and 7).
import type { VerifyPaymentResponse } from '../../../shared/contracts/payments';
import { appUrl } from '../config';
import { Conflict, HttpError } from '../errors';
import type { Caller } from '../http/auth';
import { checkoutProvider, fulfil } from '../payments/fulfilment';
import { ensureUser, getUser } from './users';

export async function createCheckout(caller: Caller): Promise<{ url: string; sessionId: string }> {
  const user = await ensureUser(caller);
  if (user.hasPayment)
    throw new Conflict('Your payment has already been received. You can go straight to your dashboard.');
  const provider = await checkoutProvider();
  const session = await provider.createSession({
    userId: user.id,
    email: user.email,
    successUrl: `${appUrl()}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${appUrl()}/auth?payment=cancelled`,
  });
  return { url: session.url, sessionId: session.id };
}

class VerifyError extends HttpError {
  constructor(status: number, error: string, message: string) {
    super(status, message, { error });
  }
}

type VerifyInput =
  { sessionId: string; email?: string | null } | { paymentIntentId: string; email?: string; userId?: string };

export async function verifyPayment(input: VerifyInput): Promise<VerifyPaymentResponse> {
  const provider = await checkoutProvider();
  if ('sessionId' in input) {
    const session = await provider.retrieveSession(input.sessionId);
    if (!session) throw new VerifyError(404, 'session_not_found', 'We could not find this payment session.');
    const { userId } = await fulfil(session, 'verify-payment');
    const user = await getUser(userId);
    return { success: true, user: { email: user?.email ?? session.customerEmail } };
  }
  if (!input.email && !input.userId)
    throw new VerifyError(400, 'invalid_payment_data', 'Invalid payment data');
  const session = await provider.sessionOfPaymentIntent(input.paymentIntentId);
  if (!session) throw new VerifyError(404, 'payment_not_found', 'We could not find this payment.');
  const owner = session.userId ? await getUser(session.userId) : null;
  const matches = input.userId
    ? input.userId === session.userId
    : input.email === (owner?.email ?? session.customerEmail);
  if (!matches)
    throw new VerifyError(403, 'payment_mismatch', 'This payment belongs to a different account.');
  const { userId } = await fulfil(session, 'verify-payment');
  const user = await getUser(userId);
  return { success: true, user: { email: user?.email ?? session.customerEmail } };
}
