// User entity (keyed by the Cognito sub) and the payments recorded for that user. Everything a user owns lives
// under USER#<sub>, so a query can never return another user's data.
import * as z from 'zod';

export const userKeys = {
  item: (sub: string) => ({ pk: `USER#${sub}`, sk: 'PROFILE' }),
  payment: (sub: string, sessionId: string) => ({ pk: `USER#${sub}`, sk: `PAYMENT#${sessionId}` }),
  /**
   * A deleted account, for as long as a sign-in token issued before the deletion can still be valid: by a one-way hash
   * of its id (nothing of the account is kept), so that such a token cannot make the account again.
   */
  deleted: (subHash: string) => ({ pk: `DELETEDUSER#${subHash}`, sk: 'DELETED' }),
  /** GSI1: find a user by email (the older verify-payment form sends only an email). */
  byEmail: (email: string) => ({ gsi1pk: `USEREMAIL#${email}`, gsi1sk: 'USER' }),
};

export const userItemSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  hasPayment: z.boolean(),
  paidAt: z.string().optional(),
  subscriberId: z.string().optional(),
  /** Written anew after every change to the account's profile, logo or insights: see services/view-stamp.ts. */
  viewAt: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserItem = z.infer<typeof userItemSchema>;

export const paymentItemSchema = z.object({
  userId: z.string(),
  sessionId: z.string(),
  paymentIntentId: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  paidAt: z.string(),
  source: z.enum(['webhook', 'verify-payment']),
});
export type PaymentItem = z.infer<typeof paymentItemSchema>;

/**
 * A paid session whose account does not exist (deleted before Stripe's event arrived, or another stage's user): kept
 * under one partition for support to list, refund or apply by hand.
 */
export const orphanPaymentKeys = {
  item: (sessionId: string) => ({ pk: 'ORPHAN_PAYMENT', sk: `SESSION#${sessionId}` }),
};

export const orphanPaymentItemSchema = z.object({
  sessionId: z.string(),
  userId: z.string(),
  customerEmail: z.string().nullable(),
  paymentIntentId: z.string().nullable(),
  amount: z.number(),
  currency: z.string(),
  eventType: z.string(),
  receivedAt: z.string(),
});
export type OrphanPaymentItem = z.infer<typeof orphanPaymentItemSchema>;
