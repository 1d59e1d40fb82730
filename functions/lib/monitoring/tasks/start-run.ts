// Monitoring task StartRun: creates the run record (or finds it, when the admin API created it) and lists the enabled
// sources for the CheckSources map.
import * as z from 'zod';
import { logger } from '../../logger';
import { runTriggerSchema } from '../../data/entities/monitoring-run';
import { enabledSources } from '../../sources/registry';
import { createRun, newRunId } from '../runs';

export const startRunInputSchema = z.object({
  runId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,80}$/)
    .optional(),
  trigger: runTriggerSchema.default('schedule'),
  requestedBy: z.string().max(320).optional(),
  /** Write this run's messages to the outbox instead of sending them. */
  forceSimulation: z.boolean().default(false),
});

export interface StartRunOutput {
  runId: string;
  startedAt: string;
  forceSimulation: boolean;
  sources: { sourceId: string }[];
}

export async function startRun(input: unknown, now = new Date()): Promise<StartRunOutput> {
  const parsed = startRunInputSchema.parse(input ?? {});
  const run = await createRun({
    id: parsed.runId ?? newRunId(now),
    trigger: parsed.trigger,
    requestedBy: parsed.requestedBy,
    startedAt: now.toISOString(),
  });
  const sources = enabledSources().map((s) => ({ sourceId: s.id }));
  logger.info('monitoring run started', { runId: run.id, trigger: run.trigger, sources: sources.length });
  return { runId: run.id, startedAt: run.startedAt, forceSimulation: parsed.forceSimulation, sources };
}
