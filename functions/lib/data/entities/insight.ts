// Insight entity: the personalised insight of one policy update for one account holder, written when their digest is
// prepared (a subscriber linked to the account, with a business profile) and shown on their feed's card. Kept under
// the user, so a feed only ever reads its own user's insights.
import * as z from 'zod';

export const insightKeys = {
  item: (userId: string, updateId: string) => ({ pk: `USER#${userId}`, sk: `INSIGHT#${updateId}` }),
};

export const insightItemSchema = z.object({
  userId: z.string(),
  updateId: z.string(),
  /** Markdown, as the AI layer writes it. */
  insight: z.string(),
  businessName: z.string().optional(),
  createdAt: z.string(),
});
export type InsightItem = z.infer<typeof insightItemSchema>;
