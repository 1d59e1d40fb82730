// The policy assistant (spec section 7: POST /api/policy-chat): a question about the user's own policies, answered
// from the named policy, else the category and its sub-categories, else the whole library, with citations that open
// the policy at the heading quoted, and the Act's rules the question touches (labelled as the Act's).
import * as z from 'zod';
import { idSchema } from './policies';

export const CHAT_QUESTION_MAX = 2000;

export const policyChatBodySchema = z.object({
  question: z
    .string({ error: 'Please type a question' })
    .trim()
    .min(1, { error: 'Please type a question' })
    .max(CHAT_QUESTION_MAX, { error: `Questions are at most ${CHAT_QUESTION_MAX} characters` }),
  policyId: idSchema('Policy').nullish(),
  categoryId: idSchema('Category').nullish(),
});
export type PolicyChatBody = z.input<typeof policyChatBodySchema>;

export const chatCitationSchema = z.object({
  policyId: z.string(),
  title: z.string(),
  /** The heading of the section quoted ('' when the text is under no heading). */
  heading: z.string(),
  /** The heading's anchor in the rendered policy (shared/markdown.ts headingSlug). */
  anchor: z.string(),
  /** The policy's own words. */
  quote: z.string(),
});
export type ChatCitation = z.infer<typeof chatCitationSchema>;

export const actFindingSchema = z.object({
  ruleId: z.string(),
  requirementId: z.string(),
  title: z.string(),
  statement: z.string(),
  citation: z.string(),
  contradicted: z.boolean(),
  strength: z.enum(['contradiction', 'check']),
  policyText: z.string().optional(),
});
export type ActFindingView = z.infer<typeof actFindingSchema>;

export const policyChatAnswerSchema = z.object({
  /** Markdown. */
  answer: z.string(),
  answered: z.boolean(),
  citations: z.array(chatCitationSchema),
  act: z.array(actFindingSchema),
});
export type PolicyChatAnswer = z.infer<typeof policyChatAnswerSchema>;

/** One message of the chat dialog (spec section 3: isUser, content, timestamp), kept for the session. */
export interface ChatMessage {
  isUser: boolean;
  content: string;
  timestamp: string;
  citations?: ChatCitation[];
  act?: ActFindingView[];
}
