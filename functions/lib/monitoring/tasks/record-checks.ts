// Monitoring task RecordChecks: the per-source results go on the run record; the changes go on to be processed.
import * as z from 'zod';
import type { SourceRunResult } from '../../data/entities/monitoring-run';
import type { ChangeRef } from '../../sources/change';
import { planChanges } from '../pending';
import { updateRun } from '../runs';
import { changeRefSchema } from '../../sources/change';

const checkOutputSchema = z.object({
  sourceId: z.string(),
  name: z.string().optional(),
  status: z.enum(['ok', 'failed', 'baseline', 'unchanged']),
  reason: z.string().optional(),
  itemCount: z.number().int().optional(),
  changes: z.array(changeRefSchema).default([]),
});

export const recordChecksInputSchema = z.object({
  runId: z.string().min(1),
  checks: z.array(checkOutputSchema),
});

export interface RecordChecksOutput {
  /** This run's changes, then earlier runs' changes that are still pending. */
  changes: ChangeRef[];
  changeCount: number;
}

export async function recordChecks(input: unknown): Promise<RecordChecksOutput> {
  const { runId, checks } = recordChecksInputSchema.parse(input);
  const sources: SourceRunResult[] = checks.map((c) => ({
    sourceId: c.sourceId,
    name: c.name ?? c.sourceId,
    status: c.status,
    reason: c.reason,
    itemCount: c.itemCount,
    changes: c.changes.length,
  }));
  const found = checks.flatMap((c) => c.changes);
  const plan = await planChanges(runId, found);
  await updateRun(runId, {
    sources,
    changes: found.length,
    changesRetried: plan.retried,
    changesAbandoned: plan.abandoned.length,
  });
  return { changes: plan.changes, changeCount: plan.changes.length };
}
