// Delivery entity: one item per (subscriber, batch, channel), written with a condition before anything is sent, so
// that a re-run of the same batch (a retried workflow step, a replayed map item) never sends a message twice.
import * as z from 'zod';

export const CHANNELS = ['email', 'sms'] as const;
export type Channel = (typeof CHANNELS)[number];

export const deliveryKeys = {
  /** Kept under the subscriber, so a subscriber's deliveries are one Query and go with the subscriber. */
  item: (subscriberId: string, batchId: string, channel: Channel) => ({
    pk: `SUB#${subscriberId}`,
    sk: `DELIVERY#${batchId}#${channel}`,
  }),
};

export const deliveryStatusSchema = z.enum(['sending', 'sent', 'failed', 'skipped']);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

export const deliveryItemSchema = z.object({
  subscriberId: z.string(),
  batchId: z.string(),
  channel: z.enum(CHANNELS),
  kind: z.enum(['updates', 'welcome']),
  status: deliveryStatusSchema,
  mode: z.enum(['simulation', 'production']).optional(),
  /** The SES message id, the SNS message id, or the outbox id in simulation. */
  messageId: z.string().optional(),
  /** Why a delivery was skipped or failed, in words an administrator can act on. */
  reason: z.string().optional(),
  attempts: z.number().int().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DeliveryItem = z.infer<typeof deliveryItemSchema>;
