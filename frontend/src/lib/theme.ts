// The signed-in shell's colours, derived from the business logo (spec section 3), then made readable: the spec's
// derivation is kept exactly (the most frequent colour of every 4th pixel with alpha of at least 128, lightened by 30
// and 60, black or white text by a luminance of 125, the sidebar in the primary colour with the opposite text), and
// every text and background pair the shell shows is then checked against WCAG AA (4.5:1) and adjusted until it passes.

export interface Theme {
  primary: string;
  secondary: string;
  accent: string;
  text: string;
  background: string;
  sidebar: string;
  sidebarText: string;
}

/** The spec's constants. */
export const THEME_CONSTANTS = {
  secondaryShift: 30,
  accentShift: 60,
  luminanceThreshold: 125,
  pixelStep: 4,
  alphaCutoff: 128,
} as const;

/** WCAG 2 AA for normal text. */
export const MIN_CONTRAST = 4.5;

export const BLACK = '#000000';
export const WHITE = '#ffffff';

/** Black and grey tones on white: the spec's default, used when there is no logo or it cannot be read. */
export const DEFAULT_THEME: Theme = {
  primary: '#000000',
  secondary: '#4b5563',
  accent: '#9ca3af',
  text: WHITE,
  background: WHITE,
  sidebar: '#000000',
  sidebarText: WHITE,
};

type Rgb = [number, number, number];

const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));
const hex2 = (n: number) => clamp(n).toString(16).padStart(2, '0');

export function toHex([r, g, b]: Rgb): string {
  return `#${hex2(r)}${hex2(g)}${hex2(b)}`;
}

export function fromHex(hex: string): Rgb {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!m?.[1] || !m[2] || !m[3]) throw new Error(`Not a colour: ${hex}`);
  return [parseInt(m[1], 16), parseInt(m[2], 16), parseInt(m[3], 16)];
}

/** Each channel plus `amount`, clamped to 0-255. */
export function shift(hex: string, amount: number): string {
  const [r, g, b] = fromHex(hex);
  return toHex([r + amount, g + amount, b + amount]);
}

/** The spec's luminance (0-255): 0.299 R + 0.587 G + 0.114 B. */
export function brightness(hex: string): number {
  const [r, g, b] = fromHex(hex);
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

/**
 * The most frequent opaque colour: every 4th pixel of RGBA data, ignoring pixels with alpha under 128. Null when no
 * pixel counts (a fully transparent image).
 */
export function dominantColour(rgba: ArrayLike<number>): string | null {
  const counts = new Map<string, number>();
  let best: string | null = null;
  let bestCount = 0;
  const stride = 4 * THEME_CONSTANTS.pixelStep;
  for (let i = 0; i + 3 < rgba.length; i += stride) {
    if ((rgba[i + 3] ?? 0) < THEME_CONSTANTS.alphaCutoff) continue;
    const colour = toHex([rgba[i] ?? 0, rgba[i + 1] ?? 0, rgba[i + 2] ?? 0]);
    const count = (counts.get(colour) ?? 0) + 1;
    counts.set(colour, count);
    if (count > bestCount) {
      best = colour;
      bestCount = count;
    }
  }
  return best;
}

/** The spec's derivation from a primary colour. */
export function themeFromPrimary(primary: string): Theme {
  const text = brightness(primary) > THEME_CONSTANTS.luminanceThreshold ? BLACK : WHITE;
  return {
    primary,
    secondary: shift(primary, THEME_CONSTANTS.secondaryShift),
    accent: shift(primary, THEME_CONSTANTS.accentShift),
    text,
    background: WHITE,
    sidebar: primary,
    sidebarText: text === BLACK ? WHITE : BLACK,
  };
}

/** The theme of a logo's pixels, or the default theme when none of them counts. */
export function deriveTheme(rgba: ArrayLike<number>): Theme {
  const primary = dominantColour(rgba);
  return primary ? themeFromPrimary(primary) : DEFAULT_THEME;
}

// Contrast ------------------------------------------------------------------------------------------------------------

/** WCAG 2 relative luminance (0-1). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = fromHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio between two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function mix(from: string, to: string, weight: number): string {
  const a = fromHex(from);
  const b = fromHex(to);
  return toHex([a[0] + (b[0] - a[0]) * weight, a[1] + (b[1] - a[1]) * weight, a[2] + (b[2] - a[2]) * weight]);
}

/**
 * The background moved away from the text colour, in small steps of the same hue, until the pair reaches `min`.
 * Unchanged when it passes already.
 */
export function ensureContrast(text: string, background: string, min = MIN_CONTRAST): string {
  if (contrastRatio(text, background) >= min) return background;
  const away = relativeLuminance(text) > 0.5 ? BLACK : WHITE;
  for (let step = 1; step <= 20; step++) {
    const candidate = mix(background, away, step / 20);
    if (contrastRatio(text, candidate) >= min) return candidate;
  }
  return away;
}

/** The text colour of a pair: the theme's own when it is readable, else whichever of black and white reads better. */
export function readableText(preferred: string, background: string, min = MIN_CONTRAST): string {
  if (contrastRatio(preferred, background) >= min) return preferred;
  return contrastRatio(BLACK, background) >= contrastRatio(WHITE, background) ? BLACK : WHITE;
}

/** The CSS custom properties the shell reads, every text pair at least 4.5:1. */
export function shellColours(theme: Theme): Record<string, string> {
  // The primary colour is also text and links on the white page, so it keeps its hue and darkens until it reads there.
  const primary = ensureContrast(theme.background, theme.primary);
  const primaryForeground = readableText(theme.text, primary);
  const hover = ensureContrast(
    primaryForeground,
    mix(primary, primaryForeground === WHITE ? BLACK : WHITE, 0.15),
  );
  const sidebarText = readableText(theme.sidebarText, theme.sidebar);
  const sidebarActive = ensureContrast(sidebarText, mix(theme.sidebar, sidebarText, 0.18));
  const sidebarHover = ensureContrast(sidebarText, mix(theme.sidebar, sidebarText, 0.1));
  const soft = mix(theme.accent, WHITE, 0.8);
  return {
    '--color-primary': primary,
    '--color-primary-hover': hover,
    '--color-primary-foreground': primaryForeground,
    '--color-primary-soft': soft,
    '--color-ring': primary,
    '--color-sidebar': theme.sidebar,
    '--color-sidebar-foreground': sidebarText,
    '--color-sidebar-hover': sidebarHover,
    '--color-sidebar-active': sidebarActive,
    '--color-sidebar-active-foreground': sidebarText,
  };
}
