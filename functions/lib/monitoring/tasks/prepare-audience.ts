// Monitoring task PrepareAudience: the updates of this run and the list of subscribers to tell, written to S3 for the
// Distributed Map's ItemReader.
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import * as z from 'zod';
import { s3 } from '../../s3-client';
import { queryAll } from '../../data/table';
import { logger } from '../../logger';
import { notifyMode } from '../../notify/mode';
import { updateRun } from '../runs';

const processedSchema = z.union([
  z.object({
    url: z.string(),
    updateId: z.string(),
    created: z.boolean(),
    notify: z.boolean().default(true),
  }),
  // A change whose processing failed after its retries (the Map iteration's Catch keeps the error).
  z.object({
    url: z.string().optional(),
    error: z.object({ Error: z.string().optional(), Cause: z.string().optional() }),
  }),
]);

export const prepareAudienceInputSchema = z.object({
  runId: z.string().min(1),
  processed: z.array(processedSchema).default([]),
  forceSimulation: z.boolean().optional(),
});

export interface AudienceRef {
  updateIds: string[];
  updateCount: number;
  subscriberCount: number;
  bucket: string;
  key: string;
}

export interface AudienceMember {
  subscriberId: string;
}

export function audienceKey(runId: string): string {
  return `runs/${runId}/audience.json`;
}

function workflowBucket(): string {
  const bucket = process.env.SNAPSHOTS_BUCKET;
  if (!bucket) throw new Error('SNAPSHOTS_BUCKET is not set');
  return bucket;
}

/** Active subscribers with at least one channel on, read from GSI1 page by page (never a Scan). */
export async function listAudience(): Promise<AudienceMember[]> {
  const items = await queryAll({
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :pk',
    FilterExpression: '#status = :active AND (emailEnabled = :true OR smsEnabled = :true)',
    ProjectionExpression: 'id',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pk': 'SUBSCRIBERS', ':active': 'active', ':true': true },
  });
  return items.flatMap((item) => (typeof item.id === 'string' ? [{ subscriberId: item.id }] : []));
}

export async function prepareAudience(input: unknown): Promise<AudienceRef> {
  const { runId, processed, forceSimulation } = prepareAudienceInputSchema.parse(input);
  const updateIds: string[] = [];
  let created = 0;
  let failed = 0;
  for (const p of processed) {
    if ('updateId' in p) {
      // Updates from before the source was first checked are in the feed; nobody is sent them.
      if (p.notify && !updateIds.includes(p.updateId)) updateIds.push(p.updateId);
      if (p.created) created++;
    } else {
      failed++;
      logger.warn('a change was not processed', { runId, url: p.url, error: p.error.Error });
    }
  }
  const members = updateIds.length > 0 ? await listAudience() : [];
  const bucket = workflowBucket();
  const key = audienceKey(runId);
  await s3().send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: key,
      Body: JSON.stringify(members),
      ContentType: 'application/json',
    }),
  );
  await updateRun(runId, {
    updatesCreated: created,
    changesFailed: failed,
    updateIds,
    subscribers: members.length,
    mode: notifyMode(forceSimulation),
  });
  return { updateIds, updateCount: updateIds.length, subscriberCount: members.length, bucket, key };
}

/** The audience list as the Distributed Map's ItemReader reads it (the local runner reads it the same way). */
export async function readAudience(ref: Pick<AudienceRef, 'bucket' | 'key'>): Promise<AudienceMember[]> {
  const res = await s3().send(new GetObjectCommand({ Bucket: ref.bucket, Key: ref.key }));
  const body = (await res.Body?.transformToString('utf8')) ?? '[]';
  return z.array(z.object({ subscriberId: z.string() })).parse(JSON.parse(body));
}
