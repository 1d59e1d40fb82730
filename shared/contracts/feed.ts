// Policy updates feed contracts (spec sections 3 and 7).
import * as z from 'zod';

export const policyUpdateSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  source: z.string(),
  url: z.string(),
  publishedAt: z.string(),
  impact: z.enum(['high', 'medium', 'low']).optional(),
  whatChanged: z.string().optional(),
  tags: z.array(z.string()).optional(),
  effectiveDate: z.string().optional(),
  /** Published before the source was first checked: shown in the feed, never sent. */
  beforeMonitoring: z.boolean().optional(),
  /** Made from the admin tools to try the feed: only the administrator who made it sees it, and it is never sent. */
  test: z.boolean().optional(),
});
export type PolicyUpdate = z.infer<typeof policyUpdateSchema>;

/** A feed entry: the update, plus what it means for the reader's business when they have a business profile. */
export const feedUpdateSchema = policyUpdateSchema.extend({
  /** Markdown from the AI layer, personalised to the reader's business profile. */
  insight: z.string().optional(),
  /** The business the insight was written for. */
  insightFor: z.string().optional(),
  /** Why the update is not about the reader's services or states, when it is clearly not (it is not sent to them). */
  notRelevant: z.string().optional(),
});
export type FeedUpdate = z.infer<typeof feedUpdateSchema>;

export const FEED_PAGE_MAX = 100;

/** The badge of an update about services or states the reader's business profile does not list. */
export const NOT_RELEVANT_LABEL = 'Not relevant to your services';

export const policyUpdatesQuerySchema = z.strictObject({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(FEED_PAGE_MAX, { error: `limit must be at most ${FEED_PAGE_MAX}` })
    .default(20),
  cursor: z.string().max(1024, { error: 'cursor is too long' }).optional(),
});

/** A monitored source whose last check failed: the feed says so until a check succeeds again. */
export const uncheckedSourceSchema = z.object({
  sourceId: z.string(),
  name: z.string(),
  /** When the source was last read successfully, if ever. */
  lastSuccessAt: z.string().optional(),
});
export type UncheckedSource = z.infer<typeof uncheckedSourceSchema>;

export const policyUpdatesPageSchema = z.object({
  items: z.array(feedUpdateSchema),
  nextCursor: z.string().nullable(),
  /** On the first page: the sources that could not be checked on their last run. */
  uncheckedSources: z.array(uncheckedSourceSchema).optional(),
});
export type PolicyUpdatesPage = z.infer<typeof policyUpdatesPageSchema>;

export const recentPolicyUpdateSchema = policyUpdateSchema.pick({
  id: true,
  title: true,
  source: true,
  publishedAt: true,
  beforeMonitoring: true,
  test: true,
});
export type RecentPolicyUpdate = z.infer<typeof recentPolicyUpdateSchema>;
