// Field errors the server found (a 400 with fieldErrors), shown at the form's own fields, the first one focused.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from './api';

export function showServerFieldErrors<T extends FieldValues>(
  error: unknown,
  form: Pick<UseFormReturn<T>, 'setError'>,
  fields: readonly Path<T>[],
): void {
  if (!(error instanceof ApiError)) return;
  for (const field of fields) {
    const message = error.fieldError(field);
    if (message) form.setError(field, { type: 'server', message }, { shouldFocus: true });
  }
}
