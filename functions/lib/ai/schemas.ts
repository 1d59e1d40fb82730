// The AI layer's contract: a zod schema for the input and the output of every capability. Both providers validate
// their input with these schemas and return only output that passes them; the Bedrock provider also sends the output
// schemas to the model as tool schemas.
import { AUSTRALIAN_STATES, SERVICE_SETTINGS } from '../../../shared/contracts/business-profile';
import { assessmentSectionShape, notAssessedSchema } from '../../../shared/contracts/assessment';
import * as z from 'zod';
import { BUSINESS_DESCRIPTION_MAX, BUSINESS_DESCRIPTION_MIN, QUESTION_COUNT_CHOICES } from '../../../shared/constants';

/** Upper bound for a document's extracted text (a 5 MB upload yields far less text than this). */
export const MAX_DOCUMENT_CHARS = 2_000_000;
/** Upper bound for a fetched page's text. */
export const MAX_PAGE_CHARS = 1_000_000;
export const MAX_POLICIES_IN_SCOPE = 500;

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates are written as YYYY-MM-DD' });
const httpUrl = z
  .string()
  .trim()
  .max(2000, { error: 'The link is too long' })
  .refine((v) => /^https?:\/\/[^\s]+$/i.test(v) && URL.canParse(v), { error: 'The link must be an http or https URL' });

export const impactSchema = z.enum(['high', 'medium', 'low']);
export type Impact = z.infer<typeof impactSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Shared entities

export const policySchema = z.object({
  id: z.string().trim().min(1, { error: 'A policy needs an id' }).max(128),
  title: z.string().trim().min(1, { error: 'A policy needs a title' }).max(300, { error: 'Policy titles are at most 300 characters' }),
  content: z.string().max(MAX_DOCUMENT_CHARS, { error: 'The policy is too long to analyse' }),
  categoryId: z.string().max(128).nullable().optional(),
  isPublished: z.boolean().optional(),
  createdAt: z.string().max(40).optional(),
  updatedAt: z.string().max(40).optional(),
});
export type Policy = z.infer<typeof policySchema>;

const profileField = (label: string, max = 500) =>
  z.string({ error: `${label} must be text` }).trim().max(max, { error: `${label} must be at most ${max} characters` }).optional();

export const businessProfileSchema = z.object({
  businessName: profileField('Business name', 200),
  businessType: profileField('Business type', 200),
  size: profileField('Size', 200),
  mission: profileField('Mission', 1000),
  clientele: profileField('Client demographics', 1000),
  challenges: profileField('Key challenges', 1000),
  description: z
    .string({ error: 'Please provide a description of your business' })
    .trim()
    .min(BUSINESS_DESCRIPTION_MIN, { error: 'Please provide a description of your business' })
    .max(BUSINESS_DESCRIPTION_MAX, { error: 'Description is too long' }),
  registrationCategories: z.array(z.number().int().min(1).max(6)).max(6).optional().catch(undefined),
  serviceSettings: z.array(z.enum(SERVICE_SETTINGS.map((s) => s.id))).max(4).optional().catch(undefined),
  states: z.array(z.enum(AUSTRALIAN_STATES.map((s) => s.id))).max(8).optional().catch(undefined),
});
export type BusinessProfile = z.infer<typeof businessProfileSchema>;

// ---------------------------------------------------------------------------------------------------------------
// 1. Summarise a source change

export const summariseChangeInputSchema = z.object({
  source: z.string().trim().min(1, { error: 'The source name is required' }).max(200),
  title: z.string().trim().min(1, { error: 'The item title is required' }).max(500),
  url: httpUrl,
  text: z.string().max(MAX_PAGE_CHARS, { error: 'The page text is too long to summarise' }),
  previousText: z.string().max(MAX_PAGE_CHARS, { error: 'The previous page text is too long to compare' }).nullish(),
});
export type SummariseChangeInput = z.input<typeof summariseChangeInputSchema>;

/** What the model (or the local analyst) writes. */
export const changeSummaryContentSchema = z.object({
  title: z.string().trim().min(1).max(300).describe('A clear title that keeps the instrument or program name and any date'),
  summary: z
    .string()
    .trim()
    .min(1)
    .max(2500)
    .describe('Markdown, 2 to 5 plain-language sentences for an aged care provider: what it is, who it affects, when'),
  whatChanged: z.string().trim().min(1).max(2500).describe('Markdown: what is new or different compared with before'),
  impact: impactSchema.describe('high: binding change or deadline; medium: guidance or process change; low: information'),
  tags: z.array(z.string().trim().min(1).max(40)).max(8).describe('Short lower-case topic tags, e.g. "support-at-home"'),
  effectiveDate: isoDate.optional().describe('The date the change starts or applies from (YYYY-MM-DD), only if stated'),
});

export const changeSummarySchema = changeSummaryContentSchema.extend({
  /** The page the summary was made from, kept so every alert links to its source. */
  url: z.string(),
  source: z.string(),
});
export type ChangeSummary = z.infer<typeof changeSummarySchema>;

// ---------------------------------------------------------------------------------------------------------------
// 2. Personalise an update

export const updateForInsightSchema = z.object({
  title: z.string().trim().min(1, { error: 'The update needs a title' }).max(500),
  summary: z.string().trim().min(1, { error: 'The update needs a summary' }).max(10_000),
  whatChanged: z.string().max(10_000).optional(),
  source: z.string().max(200).optional(),
  url: z.string().max(2000).optional(),
  impact: impactSchema.optional(),
  tags: z.array(z.string().max(40)).max(20).optional(),
  effectiveDate: isoDate.optional(),
});
export type UpdateForInsight = z.infer<typeof updateForInsightSchema>;

export const personaliseInputSchema = z.object({
  update: updateForInsightSchema,
  profile: businessProfileSchema.nullish(),
});
export type PersonaliseInput = z.input<typeof personaliseInputSchema>;

export const personalisedInsightSchema = z.object({
  insight: z.string().trim().min(1).max(4000).describe('Markdown: what the update means for this provider and what to do'),
  relevance: z.number().int().min(0).max(100).describe('0 = irrelevant to this provider, 100 = must act on it'),
  reasons: z.array(z.string().trim().min(1).max(300)).min(1).max(6).describe('Why the relevance score was given'),
});
export type PersonalisedInsight = z.infer<typeof personalisedInsightSchema>;

// ---------------------------------------------------------------------------------------------------------------
// 3. Answer a policy question

/** At most this many retrieved passages go to a provider with one question. */
export const MAX_PASSAGES = 24;

/** A section of one of the user's policies, found by retrieval for the question. */
export const passageSchema = z.object({
  id: z.string().trim().min(1).max(200),
  policyId: z.string().trim().min(1).max(128),
  policyTitle: z.string().trim().min(1).max(300),
  heading: z.string().max(300),
  /** Every heading above, outermost first. */
  headingPath: z.array(z.string().max(300)).max(12).default([]),
  /** The section's statements, one per line. */
  text: z.string().min(1).max(6000),
  /** The retrieval score (higher is a better match), when the passage came from a search. */
  score: z.number().min(0).optional(),
});
export type Passage = z.infer<typeof passageSchema>;

export const policyQuestionInputSchema = z.object({
  question: z
    .string({ error: 'Please type a question' })
    .trim()
    .min(1, { error: 'Please type a question' })
    .max(2000, { error: 'Questions are at most 2000 characters' }),
  /** Best first, as retrieval ranked them. */
  passages: z.array(passageSchema).max(MAX_PASSAGES, { error: 'Too many passages for one question' }),
  /** How rare each of the question's terms is in the library searched (inverse document frequency by stem). */
  termWeights: z.record(z.string(), z.number().min(0)).optional(),
  /** The question's own terms (stems) that no policy in the library holds: signs that it asks about something else. */
  unknownTerms: z.array(z.string().max(100)).max(50).optional(),
  /** What was searched, in words ("your Falls policy"), for the answer's wording. */
  scopeLabel: z.string().max(300).optional(),
});
export type PolicyQuestionInput = z.input<typeof policyQuestionInputSchema>;

export const passageCitationSchema = z.object({
  passageId: z.string().min(1).max(200).describe('The id of a passage given with the question'),
  quote: z.string().trim().min(1).max(800).describe('Words copied exactly from that passage that support the answer'),
});
export type PassageCitation = z.infer<typeof passageCitationSchema>;

export const policyAnswerSchema = z.object({
  answer: z.string().trim().min(1).max(6000).describe('Markdown answer in plain language'),
  answered: z.boolean().describe('False when the passages do not answer the question'),
  citations: z.array(passageCitationSchema).max(6).describe('Best source first; empty when not answered'),
});
export type PolicyAnswer = z.infer<typeof policyAnswerSchema>;

// ---------------------------------------------------------------------------------------------------------------
// 4. Generate a quiz

export const quizCountSchema = z.literal([...QUESTION_COUNT_CHOICES], {
  error: `The number of questions must be one of ${QUESTION_COUNT_CHOICES.join(', ')}`,
});
export type QuizCount = z.infer<typeof quizCountSchema>;

export const quizInputSchema = z.object({
  title: z.string().trim().min(1, { error: 'The policy needs a title' }).max(300),
  content: z.string().max(MAX_DOCUMENT_CHARS, { error: 'The policy is too long to make a quiz from' }),
  count: quizCountSchema,
});
export type QuizInput = z.input<typeof quizInputSchema>;

const normalised = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

export const quizQuestionSchema = z.object({
  question: z.string().trim().min(1).max(600),
  options: z
    .array(z.string().trim().min(1).max(300))
    .length(4)
    .refine((opts) => new Set(opts.map(normalised)).size === opts.length, { error: 'The four options must be different' }),
  correctAnswer: z.number().int().min(0).max(3).describe('Index of the correct option'),
  explanation: z.string().trim().min(1).max(1500).describe('Quotes or paraphrases the policy sentence that answers it'),
});
export type QuizQuestion = z.infer<typeof quizQuestionSchema>;

/** A quiz of exactly `count` questions, none repeated. */
export function quizSchemaFor(count: number) {
  return z.object({
    questions: z
      .array(quizQuestionSchema)
      .length(count, { error: `Exactly ${count} questions are needed` })
      .refine((qs) => new Set(qs.map((q) => normalised(q.question))).size === qs.length, {
        error: 'Every question must be different',
      }),
  });
}
export const quizSchema = z.object({
  questions: z
    .array(quizQuestionSchema)
    .min(1)
    .refine((qs) => new Set(qs.map((q) => normalised(q.question))).size === qs.length, { error: 'Every question must be different' }),
});
export type Quiz = z.infer<typeof quizSchema>;

// ---------------------------------------------------------------------------------------------------------------
// 5. Assess a policy document

export const assessInputSchema = z.object({
  text: z.string().max(MAX_DOCUMENT_CHARS, { error: 'The document is too long to assess' }),
  fileName: z.string().max(255).optional(),
  /** The provider's registration categories (1-6), when known: requirements of other categories are not assessed. */
  registrationCategories: z.array(z.number().int().min(1).max(6)).max(6).optional(),
});
export type AssessInput = z.input<typeof assessInputSchema>;

export { assessmentFindingSchema, type AssessmentFinding } from '../../../shared/contracts/assessment';

export const assessmentSectionSchema = z
  .object(assessmentSectionShape)
  .refine((s) => s.score >= 70 || s.suggestions.length > 0, {
    error: 'A section scoring under 70 needs at least one suggestion',
    path: ['suggestions'],
  });
export type AssessmentSection = z.infer<typeof assessmentSectionSchema>;

export const assessmentContentSchema = z.object({
  score: z.number().int().min(0).max(100),
  summary: z.string().trim().min(1).max(5000).describe('Markdown overview: what the document is, strengths, gaps, first steps'),
  sections: z.array(assessmentSectionSchema).min(1).max(25),
});

export const assessmentSchema = assessmentContentSchema.extend({
  timestamp: z.iso.datetime(),
  /** The policy's own topics (requirement ids). */
  topics: z.array(z.string()).max(25).optional(),
  /** Requirements left out, with why ('Not assessed: outside this policy's topic'). */
  notAssessed: z.array(notAssessedSchema).max(50).optional(),
});
export type Assessment = z.infer<typeof assessmentSchema>;
