// A change a source check found: what the workflow passes from CheckSource to RecordChecks and ProcessChange (and
// keeps while it is pending). Its own module, zod only, so the tasks that only read changes bundle no fetcher or parser.
import * as z from 'zod';

export const changeRefSchema = z.object({
  sourceId: z.string(),
  sourceName: z.string(),
  runId: z.string(),
  kind: z.enum(['new', 'changed']),
  /** Canonical URL: the item's identity. */
  url: z.string(),
  /** The link as published (fetched to summarise). */
  link: z.string(),
  title: z.string(),
  previousTitle: z.string().optional(),
  /** What the listing said before a change (title and excerpt), for the summary's comparison. */
  previousText: z.string().optional(),
  publishedAt: z.string().optional(),
  excerpt: z.string().optional(),
  contentHash: z.string(),
  /**
   * Found on a source's first check and published in the last BACKFILL_DAYS days: stored for the feed, so it is not
   * empty on day one, and never sent by email or SMS (it is not news to anyone by then).
   */
  backfill: z.boolean().optional(),
});
export type ChangeRef = z.infer<typeof changeRefSchema>;
