// Policy version entity: every saved state of a policy (created, edited, restored, uploaded), who saved it and when,
// under the owner's partition and sorted by version number, so the history is one Query and nothing saved is lost.
import * as z from 'zod';
import { policyVersionSchema } from '../../../../shared/contracts/policies';

export const versionsPrefix = (policyId: string) => `PVER#${policyId}#`;

export const policyVersionKeys = {
  item: (userId: string, policyId: string, version: number) => ({
    pk: `USER#${userId}`,
    sk: `${versionsPrefix(policyId)}${String(version).padStart(7, '0')}`,
  }),
};

export const policyVersionItemSchema = policyVersionSchema.extend({ userId: z.string() });
export type PolicyVersionItem = z.infer<typeof policyVersionItemSchema>;
