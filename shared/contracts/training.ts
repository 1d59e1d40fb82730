// Training modules (spec sections 2, 3, 4, 5, 7 and 8): multiple-choice quizzes generated from one of the account's
// policies. The server keeps the answers: a module sent to the browser has no correct answers, each answer is checked
// by the server (two attempts per question), and the score is the server's own count. Progress carries the spec's
// fields and is the source of truth; the browser only caches it.
import * as z from 'zod';
import { DEFAULT_QUESTION_COUNT, PASS_MARK, QUESTION_COUNT_CHOICES } from '../constants';
import { idSchema } from './policies';

export { DEFAULT_QUESTION_COUNT, PASS_MARK, QUESTION_COUNT_CHOICES };
export const ATTEMPTS_PER_QUESTION = 2;

// The spec's texts (sections 2, 4, 5 and 8).
export const POLICY_REQUIRED_MESSAGE = 'Policy selection is required';
export const TITLE_MIN_MESSAGE = 'Title must be at least 3 characters';
export const GENERATE_FAILED_MESSAGE = 'Failed to generate training module. Please try again.';
export const GENERATED_MESSAGE = 'Training module has been generated successfully.';
export const SAVE_FAILED_MESSAGE = 'Failed to save progress';
export const DEFAULT_MODULE_DESCRIPTION = 'Test your knowledge on this policy.';
export const NO_MODULES_MESSAGE = 'No training modules available';
export const MODULE_NOT_FOUND_TITLE = 'Module Not Found';
export const LOCKED_NOTE =
  "You've used both available attempts for this question. Click Next to continue to the next question.";
export const RETRY_MESSAGE =
  'You need to score at least 70% to pass this module. Review the questions and try again to improve your score.';
export const POLICY_CHANGED_MESSAGE = 'Policy updated since this module was generated';

/** A module id: a UUID the browser may choose, so that it can find the module if the request outlives the gateway. */
const moduleIdSchema = z.uuid({ error: 'The module id must be a UUID' });
export const moduleParamsSchema = z.object({ id: moduleIdSchema });

export const generateModuleSchema = z.object({
  id: moduleIdSchema.optional(),
  policyId: z
    .string({ error: POLICY_REQUIRED_MESSAGE })
    .trim()
    .min(1, { error: POLICY_REQUIRED_MESSAGE })
    .pipe(idSchema('The policy id')),
  title: z
    .string({ error: TITLE_MIN_MESSAGE })
    .trim()
    .min(3, { error: TITLE_MIN_MESSAGE })
    .max(150, { error: 'The title must be at most 150 characters' }),
  description: z
    .string()
    .trim()
    .max(500, { error: 'The description must be at most 500 characters' })
    .optional()
    .transform((d) => (d ? d : undefined)),
  numQuestions: z
    .literal([...QUESTION_COUNT_CHOICES], {
      error: `The number of questions must be one of ${QUESTION_COUNT_CHOICES.join(', ')}`,
    })
    .default(DEFAULT_QUESTION_COUNT),
});
export type GenerateModule = z.input<typeof generateModuleSchema>;

/** A question as the browser gets it: no correct answer, no explanation, until the server settles it. */
export const publicQuestionSchema = z.object({
  question: z.string(),
  options: z.array(z.string()),
});

/** Where the account stands on a module (the grid's badge, score and date). */
export const moduleStandingSchema = z.object({
  /** Finished at least once. */
  completed: z.boolean(),
  /** The latest finished run's score, percent. */
  score: z.number().int().min(0).max(100).nullable(),
  completedAt: z.string().nullable(),
  /** Finished runs so far. */
  attempts: z.number().int().min(0),
  /** True once any run reached the pass mark. */
  passed: z.boolean(),
});
export type ModuleStanding = z.infer<typeof moduleStandingSchema>;

export const moduleSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  questionCount: z.number().int(),
  policyId: z.string(),
  policyTitle: z.string(),
  policyVersion: z.number().int(),
  /** The policy changed (or was deleted) since the module was generated from it. */
  policyChanged: z.boolean(),
  policyDeleted: z.boolean(),
  createdAt: z.string(),
  standing: moduleStandingSchema,
});
export type ModuleSummary = z.infer<typeof moduleSummarySchema>;

export const trainingModuleSchema = moduleSummarySchema.extend({
  questions: z.array(publicQuestionSchema),
});
export type TrainingModule = z.infer<typeof trainingModuleSchema>;

export const moduleListSchema = z.object({ modules: z.array(moduleSummarySchema) });

// Answers -----------------------------------------------------------------------------------------------------------

export const answerSchema = z.object({
  questionIndex: z
    .number({ error: 'questionIndex must be a number' })
    .int({ error: 'questionIndex must be a whole number' })
    .min(0, { error: 'questionIndex must be 0 or more' }),
  option: z
    .number({ error: 'option must be a number' })
    .int({ error: 'option must be a whole number' })
    .min(0, { error: 'option must be 0 to 3' })
    .max(3, { error: 'option must be 0 to 3' }),
});
export type Answer = z.input<typeof answerSchema>;

/** One question of the current run, as far as it has gone. */
export const questionStateSchema = z.object({
  /** Options tried, in order (at most two). */
  tried: z.array(z.number().int()),
  /** Answered right, or used both attempts: nothing more can be tried. */
  settled: z.boolean(),
  correct: z.boolean(),
  /** Shown once settled, or after a wrong answer (the explanation is the hint). */
  explanation: z.string().optional(),
  /** Shown once settled. */
  correctOption: z.number().int().optional(),
});
export type QuestionState = z.infer<typeof questionStateSchema>;

export const answerResultSchema = z.object({
  correct: z.boolean(),
  state: questionStateSchema,
  attemptsLeft: z.number().int().min(0),
});
export type AnswerResult = z.infer<typeof answerResultSchema>;

// Progress (the spec's fields, section 3 and 7) ----------------------------------------------------------------------

export const progressSummarySchema = z.object({
  module_id: z.string(),
  module_name: z.string(),
  completed: z.boolean(),
  score: z.number().int().min(0).max(100),
  completed_at: z.string().nullable(),
});
export type ProgressSummary = z.infer<typeof progressSummarySchema>;

export const progressListSchema = z.array(progressSummarySchema);

export const moduleProgressSchema = progressSummarySchema.extend({
  exists: z.boolean(),
  /** The chosen option per question (the last one tried), null where none yet. */
  answers: z.array(z.number().int().nullable()),
  completedAt: z.string().nullable(),
  /** The server keeps progress; the browser's copy is only a cache. */
  use_localStorage: z.literal(false),
  saved_to: z.literal('server'),
  /** Each question of the current run. */
  questions: z.array(questionStateSchema),
});
export type ModuleProgress = z.infer<typeof moduleProgressSchema>;

/**
 * POST /api/training/progress/{id}: `completed: true` finishes the run (the score must be what the server counted);
 * `completed: false` with no answers starts the module again (Restart).
 */
export const saveProgressSchema = z.object({
  answers: z.array(z.number().int().min(0).max(3).nullable()).max(20),
  completed: z.boolean({ error: 'completed must be true or false' }),
  score: z
    .number({ error: 'score must be a number' })
    .int({ error: 'score must be a whole number' })
    .min(0)
    .max(100),
});
export type SaveProgress = z.input<typeof saveProgressSchema>;

export type QuestionCount = (typeof QUESTION_COUNT_CHOICES)[number];

/** A count the spec allows; anything else is the default (spec section 9: an unknown count displays 10). */
export function asQuestionCount(n: number): QuestionCount {
  return (QUESTION_COUNT_CHOICES as readonly number[]).includes(n)
    ? (n as QuestionCount)
    : DEFAULT_QUESTION_COUNT;
}

/** The rounded percent of questions answered right (spec section 4). */
export function scoreOf(correct: number, total: number): number {
  return total ? Math.round((100 * correct) / total) : 0;
}

export const passed = (score: number) => score >= PASS_MARK;
