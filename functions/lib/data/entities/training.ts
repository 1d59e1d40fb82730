// Training entities: a module (its questions with their answers, which never leave the server) and the account's
// progress on it (the current run, question by question, and every finished run), both under the account's partition.
import * as z from 'zod';
import { quizQuestionSchema } from '../../ai/schemas';

export const trainingKeys = {
  module: (userId: string, id: string) => ({ pk: `USER#${userId}`, sk: `TRAINING#${id}` }),
  progress: (userId: string, moduleId: string) => ({ pk: `USER#${userId}`, sk: `PROGRESS#${moduleId}` }),
  MODULE_PREFIX: 'TRAINING#',
  PROGRESS_PREFIX: 'PROGRESS#',
};

export const moduleItemSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  description: z.string().optional(),
  policyId: z.string(),
  policyTitle: z.string(),
  policyVersion: z.number().int(),
  questions: z.array(quizQuestionSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ModuleItem = z.infer<typeof moduleItemSchema>;

export const runQuestionSchema = z.object({ tried: z.array(z.number().int()) });

export const progressItemSchema = z.object({
  moduleId: z.string(),
  moduleName: z.string(),
  /** The current run: the options tried on each question. */
  run: z.array(runQuestionSchema),
  /** The current run is finished (review mode). */
  completed: z.boolean(),
  score: z.number().int(),
  completedAt: z.string().nullable(),
  /** Every finished run, oldest first: the training record. */
  history: z.array(
    z.object({ score: z.number().int(), completedAt: z.string(), policyVersion: z.number().int() }),
  ),
  /** Raised on every write, so that two writes at once cannot both count. */
  rev: z.number().int(),
});
export type ProgressItem = z.infer<typeof progressItemSchema>;
