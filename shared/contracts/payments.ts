// Payment contracts (spec sections 3 and 7): checkout creation and the two forms of payment verification.
import * as z from 'zod';
import { emailSchema } from './common';

const id = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(255, { error: `${label} is too long` })
    .regex(/^[A-Za-z0-9_-]+$/, { error: `${label} is not valid` });

/** The SPA may send {email, userId}; the server uses the signed-in user and ignores both. */
export const createCheckoutRequestSchema = z
  .object({ email: z.string().max(254).nullish(), userId: z.string().max(255).nullish() })
  .strip()
  .optional();

export const createCheckoutResponseSchema = z.object({ url: z.string(), sessionId: z.string() });

export const verifyPaymentRequestSchema = z.union(
  [
    z.strictObject({ sessionId: id('Session id'), email: z.union([emailSchema, z.null()]).optional() }),
    z.strictObject({
      paymentIntentId: id('Payment id'),
      email: emailSchema.optional(),
      userId: id('User id').optional(),
    }),
  ],
  { error: 'Send a sessionId, or a paymentIntentId with an email or userId.' },
);
export type VerifyPaymentRequest = z.input<typeof verifyPaymentRequestSchema>;

export const verifyPaymentResponseSchema = z.object({
  success: z.literal(true),
  user: z.object({ email: z.string().nullable() }),
});
export type VerifyPaymentResponse = z.infer<typeof verifyPaymentResponseSchema>;
