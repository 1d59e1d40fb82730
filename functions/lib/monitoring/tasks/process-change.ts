// Monitoring task ProcessChange (one Map iteration per change): fetch the page, summarise, store the update.
import * as z from 'zod';
import { processChange } from '../../sources/process';
import { resolvePending } from '../pending';
import { changeRefSchema } from '../../sources/change';

export const processChangeInputSchema = z.object({ change: changeRefSchema });

export interface ProcessChangeOutput {
  url: string;
  updateId: string;
  created: boolean;
  /** False for an update from before the source was first checked: it goes to the feed only. */
  notify: boolean;
}

export async function processChangeTask(input: unknown): Promise<ProcessChangeOutput> {
  const { change } = processChangeInputSchema.parse(input);
  const { updateId, created } = await processChange(change);
  await resolvePending(change);
  return { url: change.url, updateId, created, notify: !change.backfill };
}
