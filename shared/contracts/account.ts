// Account contracts: the signed-in user as GET /api/user returns it, and the payment-required answer of paid routes.
import * as z from 'zod';

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  hasPayment: z.boolean(),
  isAdmin: z.boolean(),
  /** The subscriber (alerts and business profile) linked to the account, once there is one. */
  subscriberId: z.string().nullable().optional(),
});
export type User = z.infer<typeof userSchema>;

export const paymentRequiredSchema = z.object({
  paymentRequired: z.literal(true),
  email: z.string().nullable(),
  userId: z.string(),
  message: z.string().optional(),
});
export type PaymentRequiredBody = z.infer<typeof paymentRequiredSchema>;

/** Links the signed-in account to the subscription made on the landing page (the inline create-account form). */
export const linkSubscriptionRequestSchema = z.strictObject({
  subscriberId: z
    .string({ error: 'subscriberId is required' })
    .trim()
    .min(1, { error: 'subscriberId is required' })
    .max(64, { error: 'subscriberId is not valid' }),
});
export const linkSubscriptionResponseSchema = z.object({ linked: z.literal(true), subscriberId: z.string() });
