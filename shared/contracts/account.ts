// Account contracts: the signed-in user as GET /api/user returns it, and the payment-required answer of paid routes.
import * as z from 'zod';
import { AU_PHONE_MESSAGE, AU_PHONE_PATTERN, toE164 } from '../validation/phone';

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

/** The payment that opened the account: when, how much, and the reference a receipt or a refund is found by. */
export const accountPaymentSchema = z.object({
  paidAt: z.string(),
  amount: z.number(),
  currency: z.string(),
  /** The Stripe payment intent (pi_...) when known, else the checkout session (cs_...). */
  reference: z.string(),
});
export type AccountPayment = z.infer<typeof accountPaymentSchema>;

/** The alerts of the subscription linked to the account, as the next monitoring run reads them. */
export const alertPreferencesSchema = z.object({
  email: z.string().nullable(),
  emailEnabled: z.boolean(),
  smsEnabled: z.boolean(),
  phone: z.string().nullable(),
});
export type AlertPreferences = z.infer<typeof alertPreferencesSchema>;

/** GET /api/account: what the account page shows. */
export const accountSchema = z.object({
  name: z.string(),
  email: z.string().nullable(),
  payment: accountPaymentSchema.nullable(),
  alerts: alertPreferencesSchema,
});
export type Account = z.infer<typeof accountSchema>;

export const SMS_NEEDS_PHONE_MESSAGE = 'Add a mobile number to receive SMS alerts';
export const EMAIL_NEEDS_ADDRESS_MESSAGE = 'Your account has no email address to send alerts to';

/** PUT /api/account/alerts. The phone follows the landing form's rule ('' removes it). */
export const alertPreferencesRequestSchema = z
  .strictObject({
    emailEnabled: z.boolean({ error: 'emailEnabled must be true or false' }),
    smsEnabled: z.boolean({ error: 'smsEnabled must be true or false' }),
    phone: z
      .string({ error: AU_PHONE_MESSAGE })
      .trim()
      .max(20, { error: AU_PHONE_MESSAGE })
      .refine((v) => v === '' || AU_PHONE_PATTERN.test(v), { error: AU_PHONE_MESSAGE }),
  })
  .refine((v) => !v.smsEnabled || v.phone !== '', { error: SMS_NEEDS_PHONE_MESSAGE, path: ['phone'] })
  .transform((v) => ({ ...v, phone: v.phone ? toE164(v.phone) : null }));
export type AlertPreferencesRequest = z.input<typeof alertPreferencesRequestSchema>;

export const DELETE_CONFIRM_MESSAGE = 'Type your email address exactly as shown to confirm';

/** DELETE /api/account: the account's email address, typed by its owner. */
export const deleteAccountRequestSchema = z.strictObject({
  confirmEmail: z
    .string({ error: DELETE_CONFIRM_MESSAGE })
    .trim()
    .min(1, { error: DELETE_CONFIRM_MESSAGE })
    .max(320, { error: DELETE_CONFIRM_MESSAGE }),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;
