// Policy update entity: one item per summarised change, listed newest first through GSI1.
import * as z from 'zod';

export const policyUpdateKeys = {
  item: (id: string) => ({ pk: `UPDATE#${id}`, sk: 'UPDATE' }),
  listing: (id: string, publishedAt: string) => ({ gsi1pk: 'UPDATES', gsi1sk: `${publishedAt}#${id}` }),
};

export const policyUpdateItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  summary: z.string(),
  source: z.string(),
  url: z.string(),
  publishedAt: z.string(),
  sourceId: z.string().optional(),
  impact: z.enum(['high', 'medium', 'low']).optional(),
  whatChanged: z.string().optional(),
  tags: z.array(z.string()).optional(),
  effectiveDate: z.string().optional(),
  createdAt: z.string(),
});
export type PolicyUpdateItem = z.infer<typeof policyUpdateItemSchema>;
