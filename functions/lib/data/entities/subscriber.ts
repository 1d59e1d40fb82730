// Subscriber entity: one item per subscriber plus one lookup item per address (email, phone), so that a second
// subscribe with the same address finds the first without a Scan and without transactions (dynalite has none).
import * as z from 'zod';

export const subscriberKeys = {
  item: (id: string) => ({ pk: `SUB#${id}`, sk: 'SUBSCRIBER' }),
  emailLookup: (email: string) => ({ pk: `SUBEMAIL#${email}`, sk: 'LOOKUP' }),
  phoneLookup: (phone: string) => ({ pk: `SUBPHONE#${phone}`, sk: 'LOOKUP' }),
  /** GSI1: every subscriber, for the monitoring run's subscriber list. */
  listing: (id: string, createdAt: string) => ({ gsi1pk: 'SUBSCRIBERS', gsi1sk: `${createdAt}#${id}` }),
};

export const consentRecordSchema = z.object({
  at: z.string(),
  channels: z.array(z.enum(['email', 'sms'])),
  source: z.string(),
});

export const subscriberItemSchema = z.object({
  id: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  emailEnabled: z.boolean(),
  smsEnabled: z.boolean(),
  firstName: z.string(),
  lastName: z.string(),
  status: z.enum(['active', 'unsubscribed']),
  consent: z.boolean(),
  consentedAt: z.string(),
  consentLog: z.array(consentRecordSchema),
  /** Welcome messages still to send per channel (sent by the notify step). */
  welcomePending: z.array(z.enum(['email', 'sms'])).optional(),
  /** When a link in a message turned a channel off (functions/lib/notify/unsubscribe.ts). */
  unsubscribedAt: z.string().optional(),
  emailUnsubscribedAt: z.string().optional(),
  smsUnsubscribedAt: z.string().optional(),
  userId: z.string().optional(),
  /** The business profile its owner saved (spec section 3); read by personalisation. */
  businessProfile: z.record(z.string(), z.unknown()).optional(),
  /** The business logo, in the documents bucket. */
  logo: z
    .object({ key: z.string(), contentType: z.string(), fileName: z.string(), uploadedAt: z.string() })
    .optional(),
  /** When the business profile or the logo last changed (updatedAt changes with every write). */
  profileUpdatedAt: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SubscriberItem = z.infer<typeof subscriberItemSchema>;

export const lookupItemSchema = z.object({ subscriberId: z.string() });
