// POST /api/policy-chat: a question to the policy assistant about one policy, a category (with its sub-categories) or
// the whole library.
import { useMutation } from '@tanstack/react-query';
import {
  policyChatAnswerSchema,
  type PolicyChatAnswer,
  type PolicyChatBody,
} from '@shared/contracts/policy-chat';
import { apiJson } from '@/lib/api';

export type { PolicyChatAnswer };

export function askAssistant(data: PolicyChatBody): Promise<PolicyChatAnswer> {
  return apiJson('/api/policy-chat', policyChatAnswerSchema, { method: 'POST', body: data });
}

export function useAskAssistant() {
  return useMutation({ mutationFn: askAssistant });
}
