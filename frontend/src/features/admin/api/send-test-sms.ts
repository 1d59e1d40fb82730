// POST /api/test-sms: send a test SMS, or write it to the outbox in simulation mode (admins only).
import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { testSmsResponseSchema, type TestSmsForm, type TestSmsResponse } from '@shared/contracts/admin';
import { apiJson } from '@/lib/api';
import { adminKeys } from './keys';

export type { TestSmsForm, TestSmsResponse };

export function sendTestSms({ data }: { data: TestSmsForm }): Promise<TestSmsResponse> {
  return apiJson('/api/test-sms', testSmsResponseSchema, {
    method: 'POST',
    body: {
      phoneNumber: data.phoneNumber,
      message: data.message,
      forceSimulation: data.forceSimulation ?? false,
    },
  });
}

type Options = Omit<UseMutationOptions<TestSmsResponse, Error, { data: TestSmsForm }>, 'mutationFn'>;

export function useSendTestSms({ mutationConfig }: { mutationConfig?: Options } = {}) {
  const queryClient = useQueryClient();
  const { onSuccess, ...rest } = mutationConfig ?? {};
  return useMutation({
    mutationFn: sendTestSms,
    onSuccess: (...args) => {
      // A simulated message is now in the outbox.
      void queryClient.invalidateQueries({ queryKey: adminKeys.outbox() });
      return onSuccess?.(...args);
    },
    ...rest,
  });
}
