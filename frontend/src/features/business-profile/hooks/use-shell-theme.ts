// The signed-in shell's colours from the business logo (spec section 3). The theme last derived is kept in the browser
// under the product's theme key, so the shell paints in its colours at once; the logo the server has then decides.
// No logo, or a logo that cannot be read, means the default look (the error is only logged).
import { useEffect, useState, type CSSProperties } from 'react';
import { useQuery } from '@tanstack/react-query';
import { shellColours, type Theme } from '@/lib/theme';
import { getProfileQueryOptions } from '../api/get-profile';
import { useLogoImage } from '../api/logo';

export const THEME_STORAGE_KEY = 'aged-care-alerts:theme';

const COLOUR = /^#[0-9a-f]{6}$/i;
const THEME_FIELDS = [
  'primary',
  'secondary',
  'accent',
  'text',
  'background',
  'sidebar',
  'sidebarText',
] as const;

function isTheme(value: unknown): value is Theme {
  return (
    typeof value === 'object' &&
    value !== null &&
    THEME_FIELDS.every((f) => COLOUR.test(String((value as Record<string, unknown>)[f])))
  );
}

function storedTheme(): Theme | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(THEME_STORAGE_KEY) ?? 'null');
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}

function storeTheme(theme: Theme | null): void {
  try {
    if (theme) localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(theme));
    else localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // storage blocked: the theme is derived again next time
  }
}

/** Forgets the theme (on sign-out: the next person on this browser starts with the default look). */
export function forgetTheme(): void {
  storeTheme(null);
}

/**
 * The CSS custom properties of the shell, or nothing for the default look. `subscriberId` is the account's linked
 * subscriber (read only: the shell never creates one); null while there is none.
 */
export function useShellTheme(subscriberId: string | null): CSSProperties | undefined {
  const [initial] = useState(storedTheme);
  const enabled = Boolean(subscriberId);
  const profile = useQuery({ ...getProfileQueryOptions(subscriberId), enabled });
  const logo = useLogoImage(enabled ? profile.data : undefined);
  const settled = profile.isSuccess && !profile.isPlaceholderData;
  const hasLogo = Boolean(profile.data?.logo);

  let theme: Theme | null = enabled ? initial : null;
  if (logo.data) theme = logo.data.theme;
  else if (logo.isError || (settled && !hasLogo) || profile.isError) theme = null;

  useEffect(() => {
    if (logo.isError) console.warn('The logo could not be read; the default theme is used.', logo.error);
  }, [logo.isError, logo.error]);
  useEffect(() => {
    if (logo.data) storeTheme(logo.data.theme);
    else if (logo.isError || (settled && !hasLogo)) storeTheme(null);
  }, [logo.data, logo.isError, settled, hasLogo]);

  return theme ? (shellColours(theme) as CSSProperties) : undefined;
}
