// A multi-line text input in the same style as the Input component (aria-invalid turns the border red).
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function TextArea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'block w-full rounded-md border border-input bg-white px-3 py-2 text-base text-foreground shadow-sm',
        'placeholder:text-slate-500 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
        'disabled:cursor-not-allowed disabled:bg-muted aria-invalid:border-destructive aria-invalid:outline-destructive',
        className,
      )}
      {...props}
    />
  );
}
