// POST /api/subscribers: subscribe an email address and/or phone number to policy alerts.
import type { SubscribeFormValues, SubscribeResponse } from '@shared/contracts/subscribers';
import { apiJson } from '@/lib/api';

/**
 * The shared contract (request builder, response schema and form schema) with zod inside. The landing page loads
 * it when the form is first used rather than with the page, which keeps the first download small.
 */
export const loadSubscribeContract = () => import('@shared/contracts/subscribers');

/** The spec keeps the confirmation panel working when an answer carries no id: it then links to profile 1. */
export type SubscribeResult = SubscribeResponse;

export async function subscribe({ data }: { data: SubscribeFormValues }): Promise<SubscribeResult> {
  const { subscribeResponseSchema, toSubscribeRequest } = await loadSubscribeContract();
  const schema = subscribeResponseSchema.partial({ id: true }).transform((v) => ({ ...v, id: v.id || '1' }));
  return apiJson('/api/subscribers', schema, { method: 'POST', body: toSubscribeRequest(data) });
}
