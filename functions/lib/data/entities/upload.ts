// Upload entity: a file the caller is about to send straight to S3 (presigned POST), under the caller's partition,
// remembered until it is used (a policy file converted, a business document or logo confirmed) or expires a day later.
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
  /** What the file is for: a policy file (converted into the category), a business document or a logo. */
  purpose: z.enum(['policy', 'document', 'logo', 'assessment']).default('policy'),
  /** For a policy file: the category it goes into. */
  categoryId: z.string().optional(),
  /** For a business document or logo: the subscriber it belongs to. */
  subscriberId: z.string().optional(),
  /** Set once a business document or logo is confirmed: confirming again answers the same one. */
  documentId: z.string().optional(),
  createdAt: z.string(),
  /** Set once converted: converting again answers the same policy. */
  policyId: z.string().optional(),
  /** Epoch seconds (DynamoDB TTL). */
  expiresAt: z.number(),
});
export type UploadItem = z.infer<typeof uploadItemSchema>;
