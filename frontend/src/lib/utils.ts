// Small helpers shared by the UI components.

type ClassValue = string | false | null | undefined;

/** Joins class names, skipping falsy ones (conditional classes read as `cond && 'class'`). */
export function cn(...classes: ClassValue[]): string {
  return classes.filter(Boolean).join(' ');
}
