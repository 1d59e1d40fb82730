// One labelled input of the account forms, wired to react-hook-form: error text and hint tied to the input.
import type { ComponentProps, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, fieldAria } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

export function FormField({
  id,
  label,
  error,
  registration,
  description,
  describedBy,
  ...inputProps
}: {
  id: string;
  label: string;
  error?: string;
  registration: UseFormRegisterReturn;
  /** Shown under the input (e.g. the password checklist), before any error. */
  description?: ReactNode;
  /** The id of `description`, so the input is described by it. */
  describedBy?: string;
} & Omit<ComponentProps<'input'>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref'>) {
  const aria = fieldAria(id, { error });
  const described = [describedBy, aria['aria-describedby']].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        {...inputProps}
        {...aria}
        aria-describedby={described}
        aria-required="true"
        required
        {...registration}
      />
      {description}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}
