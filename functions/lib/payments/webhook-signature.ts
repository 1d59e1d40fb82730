// Verifies a Stripe-Signature header (Stripe's documented scheme: HMAC-SHA256 of "<timestamp>.<raw body>" with the
// endpoint secret, compared in constant time, timestamp within the tolerance). Written here rather than loading the
// Stripe SDK, so that the webhook path of the payments Lambda starts fast.
import { createHmac, timingSafeEqual } from 'node:crypto';

export class WebhookSignatureError extends Error {}

export function verifyStripeSignature(
  rawBody: string,
  header: string,
  secret: string,
  toleranceSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): void {
  let timestamp: number | null = null;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const [key, value] = part.split('=', 2).map((s) => s.trim());
    if (key === 't' && value && /^\d+$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && value) signatures.push(value);
  }
  if (timestamp === null || signatures.length === 0) throw new WebhookSignatureError('Malformed signature header');
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) throw new WebhookSignatureError('Timestamp outside the tolerance');
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest();
  const matches = signatures.some((sig) => {
    const given = Buffer.from(sig, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('No signature matches the body');
}
