// Outbox entity: in simulation mode each message is stored here instead of being sent, listed newest first through
// GSI1 for the admin page. Items expire after 30 days (TTL) so a long-running local stack does not grow forever.
import * as z from 'zod';
import { outboxMessageSchema } from '../../../../shared/contracts/admin';

export const OUTBOX_TTL_SECONDS = 30 * 24 * 60 * 60;

export const outboxKeys = {
  item: (id: string) => ({ pk: `OUTBOX#${id}`, sk: 'MESSAGE' }),
  listing: (id: string, createdAt: string) => ({ gsi1pk: 'OUTBOX', gsi1sk: `${createdAt}#${id}` }),
};

/** The stored message: what the admin page lists, plus the subscriber it was for. */
export const outboxItemSchema = outboxMessageSchema.extend({
  subscriberId: z.string().optional(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;
