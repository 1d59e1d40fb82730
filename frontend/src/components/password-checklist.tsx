// The password requirements as a live checklist under a new-password field: each rule ticks as it is met. The list
// is the field's description (aria-describedby), and each item says "met" or "not met yet" to screen readers.
import { Check, Circle } from 'lucide-react';
import { passwordChecks } from '@/lib/password-policy';
import { cn } from '@/lib/utils';

export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  return (
    <div id={id} className="rounded-md bg-slate-50 p-3 text-sm">
      <p className="font-medium text-slate-800">Your password needs:</p>
      <ul className="mt-2 grid gap-1 sm:grid-cols-2">
        {passwordChecks(password).map(({ rule, met }) => (
          <li
            key={rule.id}
            data-met={met}
            className={cn('flex items-center gap-2', met ? 'text-success' : 'text-slate-600')}
          >
            {met ? (
              <Check aria-hidden="true" className="size-4 shrink-0" />
            ) : (
              <Circle aria-hidden="true" className="size-3.5 shrink-0" />
            )}
            <span>
              {rule.label}
              <span className="sr-only">{met ? ' (met)' : ' (not met yet)'}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
