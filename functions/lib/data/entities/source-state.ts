// Per-source monitoring state: conditional GET validators, the last item count and whether the baseline is recorded.
import * as z from 'zod';

export const sourceStateKeys = {
  item: (sourceId: string) => ({ pk: `SOURCE#${sourceId}`, sk: 'STATE' }),
};

export const validatorsSchema = z.object({
  etag: z.string().optional(),
  lastModified: z.string().optional(),
});

export const sourceStateItemSchema = z.object({
  sourceId: z.string(),
  /** False until a run has recorded the source's current items, so the first run alerts on nothing. */
  baselineDone: z.boolean(),
  lastItemCount: z.number().int().nonnegative(),
  /** Conditional GET validators per request channel (a source may need more than one request). */
  validators: z.record(z.string(), validatorsSchema),
  lastRunId: z.string().optional(),
  lastStatus: z.enum(['ok', 'failed', 'baseline', 'unchanged']).optional(),
  lastError: z.string().optional(),
  lastCheckedAt: z.string().optional(),
  lastSuccessAt: z.string().optional(),
  /**
   * Consecutive runs whose listing held far fewer items than the last good one (each a fault); once it has stayed so
   * for SHRUNK_RUNS_ACCEPTED runs, the shorter listing is taken as the page's new length.
   */
  shrunkRuns: z.number().int().nonnegative().optional(),
  /** Optimistic concurrency: every write expects the version it read. */
  version: z.number().int().nonnegative(),
});
export type SourceStateItem = z.infer<typeof sourceStateItemSchema>;
