// Policy update entity: one item per summarised change, listed newest first through GSI1.
import * as z from 'zod';
import { policyUpdateSchema } from '../../../../shared/contracts/feed';

export const policyUpdateKeys = {
  item: (id: string) => ({ pk: `UPDATE#${id}`, sk: 'UPDATE' }),
  listing: (id: string, publishedAt: string) => ({ gsi1pk: 'UPDATES', gsi1sk: `${publishedAt}#${id}` }),
};

/** The stored item: what the feed returns, plus where it came from and when it was stored. */
export const policyUpdateItemSchema = policyUpdateSchema.extend({
  sourceId: z.string().optional(),
  /** A test update made from the admin tools: shown to the administrator who made it only, never sent. */
  testFor: z.string().optional(),
  createdAt: z.string(),
});
export type PolicyUpdateItem = z.infer<typeof policyUpdateItemSchema>;
