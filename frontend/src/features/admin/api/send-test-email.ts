// POST /api/admin/test-email: send a test email, or write it to the outbox in simulation mode (admins only).
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { testEmailResponseSchema, type TestEmailForm, type TestEmailResponse } from '@shared/contracts/admin';
import { apiJson } from '@/lib/api';
import { adminKeys } from './keys';

export type { TestEmailForm, TestEmailResponse };

export function sendTestEmail({ data }: { data: TestEmailForm }): Promise<TestEmailResponse> {
  return apiJson('/api/admin/test-email', testEmailResponseSchema, {
    method: 'POST',
    body: {
      email: data.email,
      subject: data.subject,
      message: data.message,
      forceSimulation: data.forceSimulation ?? false,
    },
  });
}

type Options = Omit<UseMutationOptions<TestEmailResponse, Error, { data: TestEmailForm }>, 'mutationFn'>;

export function useSendTestEmail({ mutationConfig }: { mutationConfig?: Options } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    mutationFn: sendTestEmail,
    onSuccess: (...args) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.outbox() });
      return onSuccess?.(...args);
    },
    ...rest,
  });
}
