// Monitoring run entity: one item per run of the daily workflow (scheduled or started by an administrator), written
// as the run goes (sources checked, updates stored, messages delivered) and listed newest first through GSI1. The item
// is what the admin page shows, so its schema is the shared contract's.
import type * as z from 'zod';
import {
  messageCountsSchema,
  monitoringRunSchema,
  runTriggerSchema,
  sourceRunResultSchema,
} from '../../../../shared/contracts/admin';

export { messageCountsSchema, monitoringRunSchema, runTriggerSchema, sourceRunResultSchema };

export const monitoringRunKeys = {
  item: (id: string) => ({ pk: `RUN#${id}`, sk: 'RUN' }),
  listing: (id: string, startedAt: string) => ({ gsi1pk: 'RUNS', gsi1sk: `${startedAt}#${id}` }),
};

export type RunTrigger = z.infer<typeof runTriggerSchema>;
export type SourceRunResult = z.infer<typeof sourceRunResultSchema>;
export type MessageCounts = z.infer<typeof messageCountsSchema>;
export type MonitoringRun = z.infer<typeof monitoringRunSchema>;
