// Building blocks for request contracts: trimmed, length-capped strings and the email rule written once.
import * as z from 'zod';

export const EMAIL_MESSAGE = 'Please enter a valid email address';
export const EMAIL_MAX = 254;

/** An email address, trimmed and lower-cased. */
export const emailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .trim()
  .max(EMAIL_MAX, { error: `Email address must be at most ${EMAIL_MAX} characters` })
  .pipe(z.email({ error: EMAIL_MESSAGE }))
  .transform((v) => v.toLowerCase());

/** A name-like string: trimmed, at most `max` characters. */
export const text = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` });

/** The JSON error body every API failure uses. */
export const errorBodySchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
