// Outbox entity: in simulation mode each message is stored here instead of being sent, listed newest first through
// GSI1 for the admin page. Items expire after 30 days (TTL) so a long-running local stack does not grow forever.
import * as z from 'zod';

export const OUTBOX_TTL_SECONDS = 30 * 24 * 60 * 60;

export const outboxKeys = {
  item: (id: string) => ({ pk: `OUTBOX#${id}`, sk: 'MESSAGE' }),
  listing: (id: string, createdAt: string) => ({ gsi1pk: 'OUTBOX', gsi1sk: `${createdAt}#${id}` }),
};

export const outboxItemSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  /** The email address or E.164 phone number the message was for. */
  to: z.string(),
  subject: z.string().optional(),
  text: z.string(),
  html: z.string().optional(),
  headers: z.record(z.string(), z.string()).optional(),
  subscriberId: z.string().optional(),
  batchId: z.string().optional(),
  kind: z.enum(['updates', 'welcome', 'test']),
  createdAt: z.string(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;
