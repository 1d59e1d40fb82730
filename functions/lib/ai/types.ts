// The one interface every AI provider implements: five capabilities, each validated by the schemas in schemas.ts.
import type {
  Assessment,
  AssessInput,
  ChangeSummary,
  PersonalisedInsight,
  PersonaliseInput,
  PolicyAnswer,
  PolicyQuestionInput,
  Quiz,
  QuizInput,
  SummariseChangeInput,
} from './schemas';

export type AiProviderName = 'local' | 'bedrock';

export type Capability = 'summariseChange' | 'personaliseUpdate' | 'answerPolicyQuestion' | 'generateQuiz' | 'assessPolicy';

export interface AiProvider {
  readonly name: AiProviderName;
  /** Summarises a new or changed item from a monitored source. */
  summariseChange(input: SummariseChangeInput): Promise<ChangeSummary>;
  /** Explains what an update means for one provider (or for providers in general without a profile). */
  personaliseUpdate(input: PersonaliseInput): Promise<PersonalisedInsight>;
  /** Answers a question from the user's policies in scope, with citations; says so when they do not answer it. */
  answerPolicyQuestion(input: PolicyQuestionInput): Promise<PolicyAnswer>;
  /** Writes a multiple-choice quiz of 5, 10, 15 or 20 questions answerable from the policy. */
  generateQuiz(input: QuizInput): Promise<Quiz>;
  /** Scores a policy document against the Act reference, section by section. */
  assessPolicy(input: AssessInput, options?: AssessOptions): Promise<Assessment>;
}

export interface AssessOptions {
  /** Told how many of the applicable requirements are assessed so far (before the first, and after each). */
  onProgress?: (done: number, total: number) => Promise<void> | void;
}

export interface ProviderOptions {
  /** The clock for assessment timestamps (tests pass a fixed one). */
  now?: () => Date;
}
