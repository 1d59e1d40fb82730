// Monitoring task NotifyBatch (one Distributed Map child per batch of subscribers, as ItemBatcher hands them over):
// personalise and deliver the run's updates to each subscriber of the batch.
import * as z from 'zod';
import { policyUpdateItemSchema, policyUpdateKeys } from '../../data/entities/policy-update';
import { subscriberKeys } from '../../data/entities/subscriber';
import type { MessageCounts } from '../../data/entities/monitoring-run';
import { batchGetItems } from '../../data/table';
import { logger } from '../../logger';
import { notifySubscriber, sendWelcome, type NotifyUpdate } from '../../notify/notify';
import { NO_MESSAGES } from '../runs';

export const notifyBatchInputSchema = z.object({
  BatchInput: z.object({
    runId: z.string().min(1),
    updateIds: z.array(z.string()).min(1),
    forceSimulation: z.boolean().optional(),
  }),
  Items: z.array(z.object({ subscriberId: z.string().min(1) })),
});

export interface NotifyBatchOutput extends MessageCounts {
  subscribers: number;
}

export async function loadUpdates(ids: string[]): Promise<NotifyUpdate[]> {
  const found = new Map<string, NotifyUpdate>();
  for (const raw of await batchGetItems(
    ids.map((id) => policyUpdateKeys.item(id)),
    { consistentRead: true },
  )) {
    const item = policyUpdateItemSchema.parse(raw);
    found.set(item.id, item);
  }
  // The order of the run (the digest lists updates as they were found), without any that are gone.
  return ids.flatMap((id) => {
    const u = found.get(id);
    return u ? [u] : [];
  });
}

/** How many subscribers of one batch are notified at once: each is a handful of table writes and one send. */
const SUBSCRIBER_CONCURRENCY = 8;

export async function notifyBatch(input: unknown): Promise<NotifyBatchOutput> {
  const { BatchInput, Items } = notifyBatchInputSchema.parse(input);
  const updates = await loadUpdates(BatchInput.updateIds);
  const totals: NotifyBatchOutput = { ...NO_MESSAGES, subscribers: Items.length };
  if (updates.length === 0) return totals;
  // The batch's subscribers in a few reads rather than one each; one that is gone since the list was made is skipped.
  const subscribers = new Map(
    (
      await batchGetItems(
        Items.map((m) => subscriberKeys.item(m.subscriberId)),
        { consistentRead: true },
      )
    ).map((item) => [String(item.id), item]),
  );
  let next = 0;
  const worker = async () => {
    while (next < Items.length) {
      const member = Items[next++];
      if (!member) break;
      const item = subscribers.get(member.subscriberId);
      if (!item) continue;
      // A welcome that could not go out when they subscribed goes out now, before the digest.
      if (Array.isArray(item.welcomePending) && item.welcomePending.length > 0) {
        const welcome = await sendWelcome(member.subscriberId, {
          forceSimulation: BatchInput.forceSimulation,
        }).catch((error: unknown) => {
          logger.warn('welcome retry failed', { error: error instanceof Error ? error.name : 'unknown' });
          return null;
        });
        if (welcome) {
          totals.sent += welcome.sent;
          totals.simulated += welcome.simulated;
          totals.failed += welcome.failed;
        }
      }
      const result = await notifySubscriber({
        item,
        subscriberId: member.subscriberId,
        batchId: BatchInput.runId,
        updates,
        forceSimulation: BatchInput.forceSimulation,
      });
      totals.sent += result.sent;
      totals.simulated += result.simulated;
      totals.skipped += result.skipped;
      totals.failed += result.failed;
    }
  };
  await Promise.all(Array.from({ length: Math.min(SUBSCRIBER_CONCURRENCY, Items.length) }, worker));
  return totals;
}
