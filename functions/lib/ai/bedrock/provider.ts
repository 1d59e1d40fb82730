// The Bedrock provider: the Converse API with structured output through a tool whose input schema is generated from
// the zod output schema. The result is validated; an invalid one gets one repair attempt (the validation errors are
// sent back); throttling is retried with exponential backoff; each request has a timeout and a token limit.
import {
  BedrockRuntimeClient,
  ConverseCommand,
  type ContentBlock,
  type ConverseCommandInput,
  type ConverseCommandOutput,
  type Message,
  type ToolInputSchema,
} from '@aws-sdk/client-bedrock-runtime';
import * as z from 'zod';
import { formatCitation, getActRequirement, type ActRequirement } from '../../../../shared/act';
import { logger } from '../../logger';
import { AiInputError, AiOutputError, AiTimeoutError, AiUnavailableError } from '../errors';
import { finishAssessment, planAssessment } from '../assessment-plan';
import { indexPolicy, screenQuestions } from '../quiz-check';
import {
  assessInputSchema,
  assessmentContentSchema,
  changeSummaryContentSchema,
  personaliseInputSchema,
  personalisedInsightSchema,
  policyAnswerSchema,
  policyQuestionInputSchema,
  quizInputSchema,
  quizSchemaFor,
  summariseChangeInputSchema,
  type Assessment,
  type AssessInput,
  type ChangeSummary,
  type PersonalisedInsight,
  type PersonaliseInput,
  type PolicyAnswer,
  type PolicyQuestionInput,
  type Passage,
  type Quiz,
  type QuizInput,
  type SummariseChangeInput,
} from '../schemas';
import { terms } from '../text/tokens';
import type { AiProvider, AssessOptions, Capability, ProviderOptions } from '../types';
import { hasReadableText, parseInput } from '../validate';
import { bedrockConfigFromEnv, type BedrockConfig } from './config';
import {
  ANSWER_TASK,
  answerUserText,
  ASSESS_TASK,
  assessUserText,
  PERSONALISE_TASK,
  personaliseUserText,
  quizRetryTask,
  quizTask,
  quizUserText,
  SUMMARISE_TASK,
  summariseUserText,
  systemPrompt,
} from './prompts';

const TOOL_NAMES: Record<Capability, string> = {
  summariseChange: 'record_change_summary',
  personaliseUpdate: 'record_personalised_insight',
  answerPolicyQuestion: 'record_policy_answer',
  generateQuiz: 'record_quiz',
  assessPolicy: 'record_policy_assessment',
};
const TOOL_DESCRIPTIONS: Record<Capability, string> = {
  summariseChange: 'Records the summary of a policy or legislation change for aged care providers.',
  personaliseUpdate: 'Records what a policy update means for one aged care provider.',
  answerPolicyQuestion: "Records the answer to a provider's question about its policies, with citations.",
  generateQuiz: 'Records a multiple-choice training quiz about a policy.',
  assessPolicy: 'Records the assessment of a policy document against the Aged Care Act requirements.',
};
const RETRYABLE = new Set([
  'ThrottlingException',
  'ServiceUnavailableException',
  'ModelNotReadyException',
  'InternalServerException',
  'ServiceQuotaExceededException',
]);

/** The tool's input schema: JSON Schema (draft 7) generated from the zod schema; refinements are checked afterwards. */
export function toolInputSchema(schema: z.ZodType): Record<string, unknown> {
  const json = z.toJSONSchema(schema, { target: 'draft-7', unrepresentable: 'any', io: 'output' }) as Record<
    string,
    unknown
  >;
  delete json.$schema;
  return json;
}

function errorName(error: unknown): string {
  return error instanceof Error ? error.name : typeof error;
}

function statusOf(error: unknown): number | undefined {
  const meta = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata;
  return meta?.httpStatusCode;
}

function isRetryable(error: unknown): boolean {
  const status = statusOf(error);
  return RETRYABLE.has(errorName(error)) || status === 429 || status === 503;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 20)
    .map((i) => `- ${i.path.length ? i.path.join('.') : '(result)'}: ${i.message}`)
    .join('\n');
}

export interface BedrockAiOptions extends ProviderOptions {
  client?: BedrockRuntimeClient;
  config?: Partial<BedrockConfig>;
  /** Waits between throttling retries (tests pass one that records the delays without waiting). */
  sleep?: (ms: number) => Promise<void>;
  /** Jitter source for the backoff (0 to 1). */
  random?: () => number;
}

export class BedrockAi implements AiProvider {
  readonly name = 'bedrock' as const;
  readonly config: BedrockConfig;
  private readonly client: BedrockRuntimeClient;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  private readonly now: () => Date;

  constructor(options: BedrockAiOptions = {}) {
    this.config = { ...bedrockConfigFromEnv(), ...options.config };
    // Retries are done here (with our own backoff and limit), not again inside the SDK.
    this.client = options.client ?? new BedrockRuntimeClient({ region: this.config.region, maxAttempts: 1 });
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.random = options.random ?? Math.random;
    this.now = options.now ?? (() => new Date());
  }

  private backoff(attempt: number): number {
    const exp = Math.min(this.config.maxDelayMs, this.config.baseDelayMs * 2 ** attempt);
    return Math.round(exp * (0.5 + this.random() / 2));
  }

  private async send(input: ConverseCommandInput, capability: Capability): Promise<ConverseCommandOutput> {
    for (let attempt = 0; ; attempt++) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), this.config.timeoutMs);
      const started = performance.now();
      try {
        const out = await this.client.send(new ConverseCommand(input), { abortSignal: controller.signal });
        logger.debug('ai.bedrock.response', {
          capability,
          modelId: this.config.modelId,
          attempt,
          ms: Math.round(performance.now() - started),
          stopReason: out.stopReason,
          inputTokens: out.usage?.inputTokens,
          outputTokens: out.usage?.outputTokens,
        });
        return out;
      } catch (error) {
        if (controller.signal.aborted || errorName(error) === 'AbortError') {
          logger.warn('ai.bedrock.timeout', { capability, timeoutMs: this.config.timeoutMs });
          throw new AiTimeoutError();
        }
        if (isRetryable(error)) {
          if (attempt >= this.config.maxRetries) {
            logger.error('ai.bedrock.unavailable', {
              capability,
              attempts: attempt + 1,
              error: errorName(error),
            });
            throw new AiUnavailableError();
          }
          const delay = this.backoff(attempt);
          logger.warn('ai.bedrock.retry', {
            capability,
            attempt: attempt + 1,
            delayMs: delay,
            error: errorName(error),
          });
          await this.sleep(delay);
          continue;
        }
        logger.error('ai.bedrock.error', { capability, error: errorName(error), status: statusOf(error) });
        throw new AiOutputError('The AI service could not process this request. Please try again later.');
      } finally {
        clearTimeout(timer);
      }
    }
  }

  /** One structured call: the model must call the capability's tool with input that validates against `schema`. */
  private async invoke<S extends z.ZodType>(
    capability: Capability,
    schema: S,
    task: string,
    userText: string,
    maxTokens?: number,
  ): Promise<z.output<S>> {
    const toolName = TOOL_NAMES[capability];
    const messages: Message[] = [{ role: 'user', content: [{ text: userText }] }];
    const base = {
      modelId: this.config.modelId,
      system: [{ text: systemPrompt(toolName, task) }],
      inferenceConfig: {
        maxTokens: maxTokens ?? this.config.maxTokens[capability],
        temperature: this.config.temperature,
      },
      toolConfig: {
        tools: [
          {
            toolSpec: {
              name: toolName,
              description: TOOL_DESCRIPTIONS[capability],
              inputSchema: { json: toolInputSchema(schema) as ToolInputSchema.JsonMember['json'] },
            },
          },
        ],
        toolChoice: { tool: { name: toolName } },
      },
    } satisfies Omit<ConverseCommandInput, 'messages'>;
    logger.debug('ai.bedrock.request', {
      capability,
      modelId: this.config.modelId,
      promptChars: userText.length,
    });

    for (let attempt = 0; attempt < 2; attempt++) {
      const out = await this.send({ ...base, messages: [...messages] }, capability);
      const content: ContentBlock[] = out.output?.message?.content ?? [];
      const toolUse = content.find((b) => b.toolUse?.name === toolName)?.toolUse;
      if (!toolUse) {
        logger.warn('ai.bedrock.no-tool-call', { capability, attempt, stopReason: out.stopReason });
        messages.push({ role: 'assistant', content: content.length ? content : [{ text: '(no answer)' }] });
        messages.push({
          role: 'user',
          content: [{ text: `Reply only by calling the tool "${toolName}" with the complete result.` }],
        });
        continue;
      }
      const parsed = schema.safeParse(toolUse.input);
      if (parsed.success) return parsed.data;
      logger.warn('ai.bedrock.invalid-output', {
        capability,
        attempt,
        stopReason: out.stopReason,
        issues: parsed.error.issues.slice(0, 20).map((i) => ({ path: i.path.join('.'), code: i.code })),
      });
      const cut =
        out.stopReason === 'max_tokens'
          ? '\nYour previous result was cut off at the token limit: be more concise.'
          : '';
      messages.push({ role: 'assistant', content });
      messages.push({
        role: 'user',
        content: [
          {
            toolResult: {
              toolUseId: toolUse.toolUseId,
              status: 'error',
              content: [
                {
                  text: `The result does not match the required schema:\n${describeIssues(parsed.error)}${cut}\nCall "${toolName}" again with a corrected, complete result.`,
                },
              ],
            },
          },
        ],
      });
    }
    throw new AiOutputError();
  }

  async summariseChange(input: SummariseChangeInput): Promise<ChangeSummary> {
    const args = parseInput(summariseChangeInputSchema, input);
    const out = await this.invoke(
      'summariseChange',
      changeSummaryContentSchema,
      SUMMARISE_TASK,
      summariseUserText(args, this.config.maxInputChars.summariseChange),
    );
    return { ...out, url: args.url, source: args.source };
  }

  async personaliseUpdate(input: PersonaliseInput): Promise<PersonalisedInsight> {
    const args = parseInput(personaliseInputSchema, input);
    return this.invoke(
      'personaliseUpdate',
      personalisedInsightSchema,
      PERSONALISE_TASK,
      personaliseUserText(args.update, args.profile, this.config.maxInputChars.personaliseUpdate),
    );
  }

  async answerPolicyQuestion(input: PolicyQuestionInput): Promise<PolicyAnswer> {
    const args = parseInput(policyQuestionInputSchema, input);
    const passages = fitPassages(args.passages, this.config.maxInputChars.answerPolicyQuestion);
    // The model sees short ids (P1, P2...) and may cite only those: a citation of anything else is refused.
    const byShortId = new Map<string, Passage>(passages.map((p, i) => [`P${i + 1}`, p]));
    const schema = policyAnswerSchema.superRefine((answer, ctx) => {
      answer.citations.forEach((c, i) => {
        if (!byShortId.has(c.passageId)) {
          ctx.addIssue({
            code: 'custom',
            path: ['citations', i, 'passageId'],
            message: `Cite only the passage ids given (unknown id "${c.passageId}")`,
          });
        }
      });
      if (answer.answered && answer.citations.length === 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['citations'],
          message: 'An answer must cite the passage it comes from',
        });
      }
    });
    const out = await this.invoke(
      'answerPolicyQuestion',
      schema,
      ANSWER_TASK,
      answerUserText(
        args.question,
        [...byShortId].map(([id, p]) => ({ ...p, id })),
        args.scopeLabel,
      ),
    );
    const citations = out.citations.map((c) => {
      const passage = byShortId.get(c.passageId) as (typeof passages)[number];
      // A paraphrased "quotation" is replaced by the passage's own words.
      const quote = normalise(passage.text).includes(normalise(c.quote))
        ? c.quote
        : closestLine(passage.text, c.quote);
      return { passageId: passage.id, quote };
    });
    return { ...out, citations };
  }

  async generateQuiz(input: QuizInput): Promise<Quiz> {
    const args = parseInput(quizInputSchema, input);
    if (!hasReadableText(args.content)) {
      throw new AiInputError(
        'The policy has no text to make questions from. Add the policy content and try again.',
        {
          content: ['The policy is empty'],
        },
      );
    }
    const maxTokens = Math.min(this.config.maxTokens.generateQuiz, 1000 + 400 * args.count);
    const userText = quizUserText(args.title, args.content, this.config.maxInputChars.generateQuiz);
    const first = await this.invoke(
      'generateQuiz',
      quizSchemaFor(args.count),
      quizTask(args.count),
      userText,
      maxTokens,
    );
    // The same checker as the local generator's: a faulty question is replaced once by the model, then the quiz is
    // refused rather than asked with a question a careful reader could not answer.
    // The policy is read once for both screenings (reading it runs the assessment's fact checks).
    const policy = indexPolicy(args.content);
    const { kept, rejected } = screenQuestions(first.questions, policy);
    if (!rejected.length) return first;
    const missing = args.count - kept.length;
    const retry = await this.invoke(
      'generateQuiz',
      quizSchemaFor(missing),
      quizRetryTask(
        missing,
        rejected.flatMap((r) => r.faults),
        [...kept, ...rejected.map((r) => r.question)].map((q) => q.question),
      ),
      userText,
      Math.min(this.config.maxTokens.generateQuiz, 1000 + 400 * missing),
    );
    const seen = new Set(kept.map((q) => normalise(q.question)));
    const more = screenQuestions(retry.questions, policy).kept.filter(
      (q) => !seen.has(normalise(q.question)),
    );
    const questions = [...kept, ...more].slice(0, args.count);
    if (questions.length < args.count)
      throw new AiInputError(
        `Only ${questions.length} sound questions could be written from this policy, not ${args.count}. Choose fewer questions or add more detail to the policy.`,
        { count: [`At most ${questions.length} questions can be made from this policy`] },
      );
    return { questions };
  }

  async assessPolicy(input: AssessInput, options: AssessOptions = {}): Promise<Assessment> {
    const args = parseInput(assessInputSchema, input);
    if (!hasReadableText(args.text)) {
      throw new AiInputError(
        'The document has no readable text. If it is a scanned PDF, upload a version with selectable text.',
        {
          text: ['The document has no readable text'],
        },
      );
    }
    // The same plan as the local analyst's: the topic and the requirements it is meant to meet, decided before the model.
    const plan = planAssessment(args.text, { registrationCategories: args.registrationCategories });
    const requirements = plan.assessed
      .map((id) => getActRequirement(id))
      .filter((r): r is ActRequirement => Boolean(r));
    const wanted = new Set(requirements.map((r) => r.id));
    await options.onProgress?.(0, requirements.length);
    const schema = assessmentContentSchema.superRefine((a, ctx) => {
      const ids = a.sections.map((s) => s.id);
      ids.forEach((id, i) => {
        if (!wanted.has(id))
          ctx.addIssue({
            code: 'custom',
            path: ['sections', i, 'id'],
            message: `Unknown requirement id "${id}"`,
          });
      });
      for (const id of wanted) {
        if (!ids.includes(id))
          ctx.addIssue({
            code: 'custom',
            path: ['sections'],
            message: `Missing a section for requirement "${id}"`,
          });
      }
    });
    const out = await this.invoke(
      'assessPolicy',
      schema,
      ASSESS_TASK,
      assessUserText(args.text, requirements, this.config.maxInputChars.assessPolicy),
    );
    // Titles and citations come from the reference, never from the model, so no section number is invented; quotes
    // count as evidence only when they are the policy's own words. The fact checks are merged in after.
    const sections = out.sections.map((s) => {
      const r = getActRequirement(s.id) as ActRequirement;
      const evidence = (s.evidence ?? []).filter((q) => normalise(args.text).includes(normalise(q)));
      return { ...s, title: r.title, relevantActSection: formatCitation(r), evidence };
    });
    await options.onProgress?.(requirements.length, requirements.length);
    return finishAssessment(plan, sections, {
      timestamp: this.now().toISOString(),
      summary: (final, score) => out.summary.replace(/\b\d{1,3}\/100\b/, `${score}/100`),
    });
  }
}

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function fitPassages<T extends { text: string }>(passages: readonly T[], maxChars: number): T[] {
  const out: T[] = [];
  let used = 0;
  for (const p of passages) {
    if (used + p.text.length > maxChars) break;
    out.push(p);
    used += p.text.length;
  }
  return out;
}

/** The line of a passage that shares the most words with a paraphrase of it. */
function closestLine(text: string, paraphrase: string): string {
  const wanted = new Set(terms(paraphrase));
  let best = '';
  let bestHits = -1;
  for (const line of text.split('\n')) {
    const hits = terms(line).filter((t) => wanted.has(t)).length;
    if (hits > bestHits) {
      best = line;
      bestHits = hits;
    }
  }
  return best.slice(0, 800) || text.slice(0, 800);
}
