// Policy entity: the current text of one policy, under its owner's partition. GSI1 lists it in its category's
// contents (oldest first); GSI2 lists the owner's policies by last change, for the dashboard.
import * as z from 'zod';
import { policySchema } from '../../../../shared/contracts/policies';
import { contentsOf } from './category';

/** GSI2: the owner's policies, most recently changed first. */
export const recentPoliciesOf = (userId: string) => `USER#${userId}#POLICIES`;

export const policyKeys = {
  item: (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `POLICY#${id}` }),
  listing: (userId: string, categoryId: string, createdAt: string, id: string) => ({
    gsi1pk: contentsOf(userId, categoryId),
    gsi1sk: `P#${createdAt}#${id}`,
  }),
  recent: (userId: string, updatedAt: string, id: string) => ({
    gsi2pk: recentPoliciesOf(userId),
    gsi2sk: `${updatedAt}#${id}`,
  }),
};

export const policyItemSchema = policySchema.extend({
  userId: z.string(),
  /** The S3 key of the original file (sourceFile), never shown to the browser. */
  sourceKey: z.string().optional(),
  createdBy: z.object({ id: z.string(), name: z.string() }).optional(),
});
export type PolicyItem = z.infer<typeof policyItemSchema>;
