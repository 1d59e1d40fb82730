// The 402 answer of paid routes and of login (DESIGN.md section 4): { paymentRequired: true, email, userId }.
// Operations that may receive it put this schema in their response union (see apiJson).
import * as z from 'zod';

export const paymentRequiredSchema = z.object({
  paymentRequired: z.literal(true),
  email: z.string().nullable().optional(),
  userId: z.string().optional(),
  message: z.string().optional(),
});
export type PaymentRequired = z.infer<typeof paymentRequiredSchema>;

export function isPaymentRequired(value: unknown): value is PaymentRequired {
  return paymentRequiredSchema.safeParse(value).success;
}
