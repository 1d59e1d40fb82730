// Monitoring task CheckSource (one Map iteration per source): fetch, snapshot, diff. A failing source is reported as
// failed with its reason; the run goes on with the others.
import * as z from 'zod';
import type { SourceRunResult } from '../../data/entities/monitoring-run';
import { checkSource, type ChangeRef } from '../../sources/check';
import { getSource } from '../../sources/registry';

export const checkSourceInputSchema = z.object({ runId: z.string().min(1), sourceId: z.string().min(1) });

export interface CheckSourceOutput {
  sourceId: string;
  name: string;
  status: SourceRunResult['status'];
  reason?: string;
  itemCount?: number;
  changes: ChangeRef[];
}

export async function checkSourceTask(input: unknown): Promise<CheckSourceOutput> {
  const { runId, sourceId } = checkSourceInputSchema.parse(input);
  const result = await checkSource(sourceId, runId);
  let name = sourceId;
  try {
    name = getSource(sourceId).name;
  } catch {
    // an unknown source id keeps its id as its name; checkSource already reported it as failed
  }
  return {
    sourceId,
    name,
    status: result.status,
    reason: result.reason,
    itemCount: result.itemCount,
    changes: result.changes,
  };
}
