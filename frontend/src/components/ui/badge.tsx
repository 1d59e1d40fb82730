// Badge: a small label such as RECOMMENDED.
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const variants = {
  accent: 'bg-accent text-accent-foreground',
  primary: 'bg-primary text-primary-foreground',
  muted: 'bg-muted text-slate-700',
} as const;

export function Badge({
  className,
  variant = 'accent',
  ...props
}: ComponentProps<'span'> & { variant?: keyof typeof variants }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
