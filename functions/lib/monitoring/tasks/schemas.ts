// What the tasks pass each other: a change found by CheckSource, as RecordChecks and ProcessChange read it.
import * as z from 'zod';

export const changeRefSchema = z.object({
  sourceId: z.string(),
  sourceName: z.string(),
  runId: z.string(),
  kind: z.enum(['new', 'changed']),
  url: z.string(),
  link: z.string(),
  title: z.string(),
  previousTitle: z.string().optional(),
  previousText: z.string().optional(),
  publishedAt: z.string().optional(),
  excerpt: z.string().optional(),
  contentHash: z.string(),
});
