// The subscribe form's check: the shared subscribeFormSchema (spec section 5 messages), one message per field.
// A separate module so the form can load it, with zod, on first use.
import { subscribeFormSchema, type SubscribeFormValues } from '@shared/contracts/subscribers';

export type SubscribeField = keyof SubscribeFormValues;
export type SubscribeFieldErrors = Partial<Record<SubscribeField, string>>;

export type SubscribeCheck =
  { ok: true; values: SubscribeFormValues } | { ok: false; errors: SubscribeFieldErrors };

export function checkSubscribeForm(values: SubscribeFormValues): SubscribeCheck {
  const parsed = subscribeFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, values: parsed.data };
  const errors: SubscribeFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'phone') && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
