// The 'Simulation mode' checkbox of each admin tool: on, the server writes the message to the outbox (or the run's
// messages) instead of sending it, even when the providers are configured (spec section 4).
import type { ComponentProps } from 'react';
import { FieldHint } from '@/components/ui/field';
import { Label } from '@/components/ui/label';

export function SimulationToggle({
  id,
  hint,
  ...inputProps
}: { id: string; hint: string } & Omit<ComponentProps<'input'>, 'id' | 'type'>) {
  return (
    <div className="flex items-start gap-3">
      <input
        type="checkbox"
        id={id}
        aria-describedby={`${id}-hint`}
        className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
        {...inputProps}
      />
      <div className="space-y-1">
        <Label htmlFor={id} className="cursor-pointer">
          Simulation mode
        </Label>
        <FieldHint id={`${id}-hint`}>{hint}</FieldHint>
      </div>
    </div>
  );
}
