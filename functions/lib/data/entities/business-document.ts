// Business document entity: a file a subscriber keeps with their business profile, under the subscriber's partition.
// It is identified by its id; the file itself is in the documents bucket under a key no one can guess.
import * as z from 'zod';

export const businessDocumentKeys = {
  item: (subscriberId: string, id: string) => ({ pk: `SUB#${subscriberId}`, sk: `DOC#${id}` }),
  /** Every document of a subscriber: Query pk = SUB#<id> and begins_with(sk, PREFIX). */
  PREFIX: 'DOC#',
};

export const businessDocumentItemSchema = z.object({
  id: z.string(),
  subscriberId: z.string(),
  name: z.string(),
  description: z.string().optional(),
  size: z.number(),
  contentType: z.string(),
  key: z.string(),
  uploadedAt: z.string(),
});
export type BusinessDocumentItem = z.infer<typeof businessDocumentItemSchema>;

/** Where a subscriber's documents and logo are stored: ulid names under the subscriber's prefix. */
export const documentObjectKey = (subscriberId: string, id: string) => `documents/${subscriberId}/${id}`;
export const logoObjectKey = (subscriberId: string, id: string) => `logos/${subscriberId}/${id}`;
