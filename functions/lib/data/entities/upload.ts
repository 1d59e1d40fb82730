// Upload entity: a policy file the caller is about to send straight to S3 (presigned POST), under the caller's
// partition, remembered until it is converted (then it names the policy it became) or expires a day later.
import * as z from 'zod';

export const uploadKeys = {
  item: (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `UPLOAD#${id}` }),
};

export const uploadItemSchema = z.object({
  id: z.string(),
  userId: z.string(),
  /** The S3 key the presigned POST allows, under uploads/<userId>/. */
  key: z.string(),
  fileName: z.string(),
  size: z.number(),
  contentType: z.string(),
  categoryId: z.string(),
  createdAt: z.string(),
  /** Set once converted: converting again answers the same policy. */
  policyId: z.string().optional(),
  /** Epoch seconds (DynamoDB TTL). */
  expiresAt: z.number(),
});
export type UploadItem = z.infer<typeof uploadItemSchema>;
