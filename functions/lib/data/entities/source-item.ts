// Items seen on a monitored source, keyed by a hash of the canonical URL, so a re-run recognises what it has seen.
import * as z from 'zod';

export const sourceItemKeys = {
  item: (sourceId: string, urlHash: string) => ({ pk: `SOURCE#${sourceId}`, sk: `ITEM#${urlHash}` }),
  /** Every seen item of a source: Query pk = SOURCE#<id> and begins_with(sk, ITEM_PREFIX). */
  partition: (sourceId: string) => `SOURCE#${sourceId}`,
  ITEM_PREFIX: 'ITEM#',
};

export const sourceItemSchema = z.object({
  sourceId: z.string(),
  /** Canonical URL (the identity of the item). */
  url: z.string(),
  /** The link as published, fetched when the item is summarised. */
  link: z.string(),
  title: z.string(),
  publishedAt: z.string().optional(),
  excerpt: z.string().optional(),
  /** 'generic' when the generic reader (not the source's selectors) read the stored title and summary. */
  reader: z.literal('generic').optional(),
  /** What identifies the item's current version, where the source gives one (a register id). */
  version: z.string().optional(),
  /** Hash of what the listing says about the item (title, excerpt, version); a new value is a change. */
  contentHash: z.string(),
  /** Which request of the source listed it (items of a 304 channel are not considered removed). */
  channel: z.string(),
  firstSeenAt: z.string(),
  lastChangedAt: z.string(),
  removedAt: z.string().optional(),
});
export type SourceItemRecord = z.infer<typeof sourceItemSchema>;
