// A status badge in a colour that matches its meaning (the shared Badge has no status colours). The word always
// says the status too, so colour is never the only cue.
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const tones = {
  success: 'bg-green-100 text-green-900',
  danger: 'bg-red-100 text-red-900',
  info: 'bg-sky-100 text-sky-900',
  warning: 'bg-amber-100 text-amber-900',
  neutral: 'bg-slate-100 text-slate-800',
} as const;

export type Tone = keyof typeof tones;

export function ToneBadge({ tone, className, ...props }: ComponentProps<'span'> & { tone: Tone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}
