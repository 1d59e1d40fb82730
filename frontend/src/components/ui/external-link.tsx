// A link to another site: opens in a new tab without giving that page access to this one, and says so to
// screen reader users.
import type { ComponentProps } from 'react';
import { ExternalLink as ExternalIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

export function ExternalLink({
  className,
  children,
  showIcon = true,
  ...props
}: Omit<ComponentProps<'a'>, 'target' | 'rel'> & { showIcon?: boolean }) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={cn('inline-flex items-center gap-1', className)}
      {...props}
    >
      {children}
      {showIcon ? <ExternalIcon aria-hidden="true" className="size-3.5 shrink-0" /> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
