// Assessment entity: one assessment job and its result. An account's assessments live under its own partition (its
// history); a public one under its own id, forgotten an hour after it is made (DynamoDB TTL on expiresAt).
import * as z from 'zod';
import { assessmentJobSchema } from '../../../../shared/contracts/assessment';

export const assessmentKeys = {
  user: (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `ASSESSMENT#${id}` }),
  public: (id: string) => ({ pk: `PUBLICASSESSMENT#${id}`, sk: 'JOB' }),
  USER_PREFIX: 'ASSESSMENT#',
};

export const assessmentItemSchema = assessmentJobSchema.extend({
  /** The account that made it; absent for a public assessment. */
  userId: z.string().optional(),
  /** Epoch seconds (DynamoDB TTL), for a public assessment only. */
  ttl: z.number().optional(),
});
export type AssessmentItem = z.infer<typeof assessmentItemSchema>;

/** Requests per client per hour (a public client is known by a hash of its address, an account by its id). */
export const rateKeys = {
  item: (scope: string, client: string, hour: string) => ({ pk: `RATE#${scope}#${client}`, sk: hour }),
};
