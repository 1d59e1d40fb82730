// A set of checkboxes for a list of choices (registration categories, service settings, states): a fieldset with its
// legend, native checkboxes (keyboard and screen readers for free), and the chosen values in the list's order.
import { useId } from 'react';

export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

export function ChoiceGroup<T extends string | number>({
  legend,
  hint,
  choices,
  value,
  onChange,
  columns = 1,
}: {
  legend: string;
  hint?: string;
  choices: readonly Choice<T>[];
  value: readonly T[] | undefined;
  onChange: (next: T[]) => void;
  columns?: 1 | 2 | 4;
}) {
  const id = useId();
  const chosen = new Set(value ?? []);
  const toggle = (choice: T, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(choice);
    else next.delete(choice);
    onChange(choices.map((c) => c.value).filter((v) => next.has(v)));
  };
  const grid =
    columns === 4 ? 'grid-cols-2 sm:grid-cols-4' : columns === 2 ? 'sm:grid-cols-2' : 'grid-cols-1';
  return (
    <fieldset className="space-y-2" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="text-sm font-medium text-slate-900">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className={`grid gap-x-4 gap-y-2 ${grid}`}>
        {choices.map((c) => (
          <label key={String(c.value)} className="flex min-w-0 items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4 shrink-0 accent-primary"
              checked={chosen.has(c.value)}
              onChange={(e) => toggle(c.value, e.target.checked)}
            />
            <span className="min-w-0 break-words">{c.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
