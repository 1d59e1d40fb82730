// Insight entity: the personalised insights of policy updates for one account holder, written when their digest is
// prepared (a subscriber linked to the account, with a business profile) and shown on their feed's cards. Kept under
// the user, so a feed only ever reads its own user's insights; one item per month of the updates' publication, so a
// page of the feed (newest first: a month or two) is one or two reads whatever its length.
import * as z from 'zod';

/** The month an update's insight is kept under: YYYY-MM of its publication. */
export const insightMonth = (publishedAt: string) => publishedAt.slice(0, 7);

export const insightKeys = {
  month: (userId: string, month: string) => ({ pk: `USER#${userId}`, sk: `INSIGHTS#${month}` }),
};

export const insightSchema = z.object({
  /** Markdown, as the AI layer writes it. */
  insight: z.string(),
  businessName: z.string().optional(),
  createdAt: z.string(),
});
export type Insight = z.infer<typeof insightSchema>;

export const insightMonthItemSchema = z.object({
  userId: z.string(),
  month: z.string(),
  /** By update id. */
  insights: z.record(z.string(), insightSchema),
  updatedAt: z.string(),
});
export type InsightMonthItem = z.infer<typeof insightMonthItemSchema>;
