// Spinner: a busy indicator. With a label it is announced (role status); without one it is decorative.
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

export function Spinner({ label, className }: { label?: string; className?: string }) {
  const icon = <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />;
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex items-center gap-2">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner for a page or panel that is loading. */
export function PageSpinner({
  label = 'Loading',
  fullScreen = false,
}: {
  label?: string;
  fullScreen?: boolean;
}) {
  return (
    // Busy while the page's content loads: assistive technology (and the browser tests) wait for what replaces it.
    <div
      aria-busy="true"
      className={cn(
        'flex items-center justify-center text-primary',
        fullScreen ? 'min-h-screen' : 'min-h-[40vh]',
      )}
    >
      <Spinner label={label} className="size-8" />
    </div>
  );
}
