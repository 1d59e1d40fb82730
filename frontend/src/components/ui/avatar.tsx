// Avatar: a person's initials in a circle. Decorative next to a visible name; give it a label when it stands alone.
import { cn } from '@/lib/utils';

/** The initials of a first and last name ("Jane Citizen" -> "JC"), falling back to the first letter of `fallback`. */
export function initialsOf(firstName: string, lastName: string, fallback = ''): string {
  const initials = [firstName, lastName]
    .map((part) => part.trim().charAt(0))
    .join('')
    .toUpperCase();
  return initials || fallback.trim().charAt(0).toUpperCase() || '?';
}

export function Avatar({
  initials,
  className,
  label,
}: {
  initials: string;
  className?: string;
  label?: string;
}) {
  return (
    <span
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground',
        className,
      )}
    >
      {initials}
    </span>
  );
}
