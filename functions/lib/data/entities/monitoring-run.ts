// Monitoring run entity: one item per run of the daily workflow (scheduled or started by an administrator), written
// as the run goes (sources checked, updates stored, messages delivered) and listed newest first through GSI1.
import * as z from 'zod';

export const monitoringRunKeys = {
  item: (id: string) => ({ pk: `RUN#${id}`, sk: 'RUN' }),
  listing: (id: string, startedAt: string) => ({ gsi1pk: 'RUNS', gsi1sk: `${startedAt}#${id}` }),
};

export const runTriggerSchema = z.enum(['schedule', 'manual']);
export type RunTrigger = z.infer<typeof runTriggerSchema>;

export const sourceRunResultSchema = z.object({
  sourceId: z.string(),
  name: z.string(),
  status: z.enum(['ok', 'failed', 'baseline', 'unchanged']),
  /** Why the source failed, in words an administrator can act on. */
  reason: z.string().optional(),
  itemCount: z.number().int().optional(),
  changes: z.number().int(),
});
export type SourceRunResult = z.infer<typeof sourceRunResultSchema>;

export const messageCountsSchema = z.object({
  sent: z.number().int(),
  simulated: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
});
export type MessageCounts = z.infer<typeof messageCountsSchema>;

export const monitoringRunSchema = z.object({
  id: z.string(),
  trigger: runTriggerSchema,
  /** Who started a manual run (the administrator's email). */
  requestedBy: z.string().optional(),
  status: z.enum(['running', 'succeeded', 'failed']),
  startedAt: z.string(),
  finishedAt: z.string().optional(),
  durationMs: z.number().int().optional(),
  sources: z.array(sourceRunResultSchema),
  changes: z.number().int(),
  updatesCreated: z.number().int(),
  /** Changes whose page could not be fetched or summarised: they stay out of this run's messages. */
  changesFailed: z.number().int(),
  /** Changes found by earlier runs whose update could not be stored then, tried again in this run. */
  changesRetried: z.number().int().optional(),
  /** Changes given up in this run after failing in several runs. */
  changesAbandoned: z.number().int().optional(),
  updateIds: z.array(z.string()),
  subscribers: z.number().int(),
  messages: messageCountsSchema,
  mode: z.enum(['simulation', 'production']).optional(),
  error: z.string().optional(),
});
export type MonitoringRun = z.infer<typeof monitoringRunSchema>;
