// The local provider: a deterministic analyst that needs no network (the default of `npm start` and of the tests).
// Same input, same output; every output is checked against its schema before it is returned.
import type { z } from 'zod';
import { logger } from '../../logger';
import { AiInputError } from '../errors';
import {
  assessInputSchema,
  assessmentSchema,
  changeSummarySchema,
  personaliseInputSchema,
  personalisedInsightSchema,
  policyAnswerSchema,
  policyQuestionInputSchema,
  quizInputSchema,
  quizSchemaFor,
  summariseChangeInputSchema,
  type Assessment,
  type AssessmentSection,
  type ChangeSummary,
  type PersonalisedInsight,
  type PersonaliseInput,
  type PolicyAnswer,
  type PolicyQuestionInput,
  type Quiz,
  type QuizInput,
  type AssessInput,
  type SummariseChangeInput,
} from '../schemas';
import type { AiProvider, AssessOptions, Capability, ProviderOptions } from '../types';
import { hasReadableText, parseInput } from '../validate';
import { answerFromPassages } from './answer';
import { finishAssessment, planAssessment } from '../assessment-plan';
import { localSection, summarise } from './assess';
import { personaliseLocal } from './personalise';
import { generateQuizLocal } from './quiz';
import { summariseLocal } from './summarise';

/** Checks the analyst's own output; a failure here is a bug, not a user error, so it is not an AiInputError. */
function checked<S extends z.ZodType>(schema: S, value: unknown, capability: Capability): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  logger.error('ai.local.invalid-output', { capability, issues: result.error.issues.map((i) => ({ path: i.path.join('.'), code: i.code })) });
  throw new Error(`The local analyst produced an invalid ${capability} result`);
}

function timed<T>(capability: Capability, inputChars: number, run: () => T): T {
  const started = performance.now();
  const out = run();
  logger.debug('ai.local', { capability, inputChars, ms: Math.round(performance.now() - started) });
  return out;
}

export class LocalAi implements AiProvider {
  readonly name = 'local' as const;
  private readonly now: () => Date;

  constructor(options: ProviderOptions = {}) {
    this.now = options.now ?? (() => new Date());
  }

  async summariseChange(input: SummariseChangeInput): Promise<ChangeSummary> {
    const args = parseInput(summariseChangeInputSchema, input);
    return timed('summariseChange', args.text.length, () => checked(changeSummarySchema, summariseLocal(args), 'summariseChange'));
  }

  async personaliseUpdate(input: PersonaliseInput): Promise<PersonalisedInsight> {
    const args = parseInput(personaliseInputSchema, input);
    return timed('personaliseUpdate', args.update.summary.length, () =>
      checked(personalisedInsightSchema, personaliseLocal(args.update, args.profile), 'personaliseUpdate'),
    );
  }

  async answerPolicyQuestion(input: PolicyQuestionInput): Promise<PolicyAnswer> {
    const args = parseInput(policyQuestionInputSchema, input);
    const chars = args.passages.reduce((n, p) => n + p.text.length, 0);
    return timed('answerPolicyQuestion', chars, () =>
      checked(
        policyAnswerSchema,
        answerFromPassages(args.question, args.passages, {
          termWeights: args.termWeights,
          unknownTerms: args.unknownTerms,
          scopeLabel: args.scopeLabel,
        }),
        'answerPolicyQuestion',
      ),
    );
  }

  async generateQuiz(input: QuizInput): Promise<Quiz> {
    const args = parseInput(quizInputSchema, input);
    if (!hasReadableText(args.content)) {
      throw new AiInputError('The policy has no text to make questions from. Add the policy content and try again.', {
        content: ['The policy is empty'],
      });
    }
    return timed('generateQuiz', args.content.length, () =>
      checked(quizSchemaFor(args.count), generateQuizLocal(args.title, args.content, args.count), 'generateQuiz'),
    );
  }

  async assessPolicy(input: AssessInput, options: AssessOptions = {}): Promise<Assessment> {
    const args = parseInput(assessInputSchema, input);
    if (!hasReadableText(args.text)) {
      throw new AiInputError('The document has no readable text. If it is a scanned PDF, upload a version with selectable text.', {
        text: ['The document has no readable text'],
      });
    }
    const started = performance.now();
    const plan = planAssessment(args.text, { registrationCategories: args.registrationCategories });
    const sections: AssessmentSection[] = [];
    await options.onProgress?.(0, plan.assessed.length);
    for (const id of plan.assessed) {
      sections.push(localSection(plan.evidence, id));
      await options.onProgress?.(sections.length, plan.assessed.length);
    }
    const assessment = finishAssessment(plan, sections, {
      timestamp: this.now().toISOString(),
      summary: (final, score) => summarise(plan, final, score, args.fileName),
    });
    logger.debug('ai.local', { capability: 'assessPolicy', inputChars: args.text.length, ms: Math.round(performance.now() - started) });
    return checked(assessmentSchema, assessment, 'assessPolicy');
  }
}
