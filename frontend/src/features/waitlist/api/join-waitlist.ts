// POST /api/waitlist: join the waitlist for the PRO plan.
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import {
  waitlistResponseSchema,
  type WaitlistRequest,
  type WaitlistResponse,
} from '@shared/contracts/waitlist';
import { apiJson } from '@/lib/api';

export async function joinWaitlist({ data }: { data: WaitlistRequest }): Promise<WaitlistResponse> {
  return apiJson('/api/waitlist', waitlistResponseSchema, { method: 'POST', body: data });
}

type Options = Omit<UseMutationOptions<WaitlistResponse, Error, { data: WaitlistRequest }>, 'mutationFn'>;

export function useJoinWaitlist({ mutationConfig }: { mutationConfig?: Options } = {}) {
  return useMutation({ mutationFn: joinWaitlist, ...mutationConfig });
}
