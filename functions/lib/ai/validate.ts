// Input parsing for every capability: a zod failure becomes an AiInputError with field errors a person can act on.
import type { z } from 'zod';
import { AiInputError } from './errors';

export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.') || '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  const first = result.error.issues[0]?.message ?? 'The input is not valid';
  throw new AiInputError(first, fieldErrors);
}

/** Whether a text has anything to analyse: at least one letter or digit. */
export function hasReadableText(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}
