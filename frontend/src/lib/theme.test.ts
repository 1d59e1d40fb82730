// The logo theme: the spec's derivation with its constants, and the WCAG AA fix on every pair the shell shows.
import { describe, expect, it } from 'vitest';
import {
  BLACK,
  DEFAULT_THEME,
  MIN_CONTRAST,
  WHITE,
  contrastRatio,
  deriveTheme,
  dominantColour,
  ensureContrast,
  shellColours,
  shift,
  themeFromPrimary,
} from './theme';

/** RGBA data of n pixels, each [r, g, b, a]. */
const pixels = (list: Array<[number, number, number, number]>) => new Uint8ClampedArray(list.flat());
const repeat = <T>(n: number, v: T): T[] => Array.from({ length: n }, () => v);

describe('the theme derived from a logo (spec section 3)', () => {
  it('takes the most frequent colour of every 4th pixel', () => {
    // Pixels 0, 4, 8 ... are read; the others are red and never counted.
    const data: Array<[number, number, number, number]> = [];
    for (let i = 0; i < 40; i++)
      data.push(i % 4 === 0 ? (i < 24 ? [0, 102, 204, 255] : [10, 10, 10, 255]) : [255, 0, 0, 255]);
    expect(dominantColour(pixels(data))).toBe('#0066cc');
  });

  it('ignores pixels with alpha under 128, and counts those at 128', () => {
    const data = [
      ...repeat(12, [200, 0, 0, 127] as [number, number, number, number]),
      ...repeat(8, [0, 128, 0, 128] as [number, number, number, number]),
    ];
    // Every 4th pixel: indexes 0, 4, 8 are transparent red; 12 and 16 are green at alpha 128.
    expect(dominantColour(pixels(data))).toBe('#008000');
    expect(dominantColour(pixels(repeat(8, [1, 2, 3, 0])))).toBeNull();
    expect(deriveTheme(pixels(repeat(8, [1, 2, 3, 0])))).toEqual(DEFAULT_THEME);
  });

  it('lightens by 30 and 60, clamped to 255', () => {
    const theme = themeFromPrimary('#1e3a8a');
    expect(theme.secondary).toBe('#3c58a8');
    expect(theme.accent).toBe('#5a76c6');
    expect(shift('#f0e0d0', 30)).toBe('#fffeee');
    expect(themeFromPrimary('#f0f0f0').accent).toBe('#ffffff');
  });

  it('chooses black text above a luminance of 125 and white at or below it; the sidebar is the primary with the opposite text', () => {
    // 0.299 R + 0.587 G + 0.114 B: #7d7d7d is 125 exactly, #7e7e7e is 126.
    expect(themeFromPrimary('#7d7d7d').text).toBe(WHITE);
    expect(themeFromPrimary('#7e7e7e').text).toBe(BLACK);
    const theme = themeFromPrimary('#7e7e7e');
    expect(theme.sidebar).toBe('#7e7e7e');
    expect(theme.sidebarText).toBe(WHITE);
    expect(theme.background).toBe(WHITE);
  });
});

describe('the colours the shell uses', () => {
  const pairs = (c: Record<string, string>) =>
    [
      ['--color-primary-foreground', '--color-primary'],
      ['--color-primary-foreground', '--color-primary-hover'],
      ['--color-primary', '--color-background'],
      ['--color-sidebar-foreground', '--color-sidebar'],
      ['--color-sidebar-foreground', '--color-sidebar-hover'],
      ['--color-sidebar-active-foreground', '--color-sidebar-active'],
    ].map(([fg, bg]) => contrastRatio(c[fg ?? ''] ?? WHITE, c[bg ?? ''] ?? WHITE));

  it('reach WCAG AA (4.5:1) for every text pair, whatever the logo colour', () => {
    const logos = [
      '#7e7e7e',
      '#ff0000',
      '#ffd400',
      '#00a3e0',
      '#1e3a8a',
      '#000000',
      '#ffffff',
      '#39ff14',
      '#808080',
      '#e91e63',
    ];
    for (const logo of logos) {
      const colours = shellColours(themeFromPrimary(logo));
      for (const ratio of pairs(colours)) expect(ratio, logo).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
  });

  it("keeps a dark logo's colour as it is, and darkens a light one in its own hue", () => {
    expect(shellColours(themeFromPrimary('#1e3a8a'))['--color-primary']).toBe('#1e3a8a');
    const yellow = shellColours(themeFromPrimary('#ffd400'))['--color-primary'] ?? '';
    expect(yellow).not.toBe('#ffd400');
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(yellow.slice(i, i + 2), 16)) as [number, number, number];
    expect(r).toBeGreaterThan(b);
    expect(g).toBeGreaterThan(b);
  });

  it("fixes the spec's sidebar pair when it fails: a grey logo's white sidebar text becomes black", () => {
    const theme = themeFromPrimary('#7e7e7e');
    expect(contrastRatio(theme.sidebarText, theme.sidebar)).toBeLessThan(MIN_CONTRAST);
    expect(shellColours(theme)['--color-sidebar-foreground']).toBe(BLACK);
    expect(shellColours(theme)['--color-sidebar']).toBe('#7e7e7e');
  });

  it('moves a background away from its text until the pair passes, and leaves a passing one alone', () => {
    expect(ensureContrast(WHITE, '#1e3a8a')).toBe('#1e3a8a');
    const fixed = ensureContrast(WHITE, '#ffd400');
    expect(contrastRatio(WHITE, fixed)).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });
});
