// Form label: a plain <label> (clicking it focuses its control) that does not select its text on a double click.
import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '@/lib/utils';

function keepTextUnselected(event: MouseEvent<HTMLLabelElement>) {
  // A double click on the label itself would select its words; a double click inside a control must still work.
  const target = event.target as HTMLElement;
  if (target.closest('button, input, select, textarea')) return;
  if (event.detail > 1) event.preventDefault();
}

export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={cn('text-sm font-medium text-foreground', className)}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (!event.defaultPrevented) keepTextUnselected(event);
      }}
      {...props}
    />
  );
}
