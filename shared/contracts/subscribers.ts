// Subscribe contract (spec sections 3, 5 and 7): the form and POST /api/subscribers validate with these schemas.
import * as z from 'zod';
import { AU_PHONE_MESSAGE, AU_PHONE_PATTERN, toE164 } from '../validation/phone';
import { EMAIL_MESSAGE, EMAIL_MAX, text } from './common';
import { DEFAULT_FIRST_NAME, DEFAULT_LAST_NAME } from '../constants';

export const EMAIL_OR_PHONE_MESSAGE = 'Please provide either an email address or phone number';
const PHONE_MAX = 20;

/** Accepts '' as "not given" so that form fields and API bodies share one rule. */
const optionalEmail = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(EMAIL_MAX, { error: `Email address must be at most ${EMAIL_MAX} characters` })
  .refine((v) => v === '' || z.email().safeParse(v).success, { error: EMAIL_MESSAGE });

const optionalPhone = z
  .string({ error: AU_PHONE_MESSAGE })
  .trim()
  .max(PHONE_MAX, { error: AU_PHONE_MESSAGE })
  .refine((v) => v === '' || AU_PHONE_PATTERN.test(v), { error: AU_PHONE_MESSAGE });

/** What the landing form collects. */
export const subscribeFormSchema = z
  .object({ email: optionalEmail, phone: optionalPhone })
  .refine((v) => v.email !== '' || v.phone !== '', { error: EMAIL_OR_PHONE_MESSAGE, path: ['email'] });
export type SubscribeFormValues = z.input<typeof subscribeFormSchema>;

/** The body of POST /api/subscribers. Unknown fields are refused. */
export const subscribeRequestSchema = z
  .strictObject({
    email: optionalEmail.nullish(),
    phone: optionalPhone.nullish(),
    emailEnabled: z.boolean({ error: 'emailEnabled must be true or false' }).optional(),
    smsEnabled: z.boolean({ error: 'smsEnabled must be true or false' }).optional(),
    firstName: text(100, 'First name').optional(),
    lastName: text(100, 'Last name').optional(),
    consent: z.boolean({ error: 'consent must be true or false' }).optional(),
  })
  .refine((v) => Boolean(v.email) || Boolean(v.phone), { error: EMAIL_OR_PHONE_MESSAGE, path: ['email'] })
  .refine((v) => v.consent !== false, {
    error: 'Consent is required to send you policy alerts',
    path: ['consent'],
  })
  .transform((v) => {
    const email = v.email ? v.email.toLowerCase() : null;
    const phone = v.phone ? toE164(v.phone) : null;
    return {
      email,
      phone,
      // A channel is on only when its address was given (spec section 5).
      emailEnabled: email !== null && v.emailEnabled !== false,
      smsEnabled: phone !== null && v.smsEnabled !== false,
      firstName: v.firstName || DEFAULT_FIRST_NAME,
      lastName: v.lastName || DEFAULT_LAST_NAME,
    };
  });
export type SubscribeRequest = z.input<typeof subscribeRequestSchema>;
export type SubscribeCommand = z.output<typeof subscribeRequestSchema>;

export const subscribeResponseSchema = z.object({
  id: z.string(),
  emailEnabled: z.boolean(),
  smsEnabled: z.boolean(),
  created: z.boolean(),
  /** An existing subscriber for whom a channel that was off (unsubscribed) is on again with this request. */
  resumed: z.boolean().default(false),
  /** Channels whose welcome message (confirmation email, welcome SMS) went out with this request. */
  welcomed: z.array(z.enum(['email', 'sms'])).default([]),
});
export type SubscribeResponse = z.infer<typeof subscribeResponseSchema>;

/** Builds the request body the landing form sends (spec section 7). */
export function toSubscribeRequest(values: { email: string; phone: string }): SubscribeRequest {
  const email = values.email.trim();
  const phone = values.phone.trim();
  return {
    email: email || null,
    phone: phone || null,
    emailEnabled: email !== '',
    smsEnabled: phone !== '',
    firstName: DEFAULT_FIRST_NAME,
    lastName: DEFAULT_LAST_NAME,
    consent: true,
  };
}
