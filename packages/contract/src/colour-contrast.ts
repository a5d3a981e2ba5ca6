/**
 * Colour contrast as WCAG 2.2 measures it (success criterion 1.4.3), and the accent palette the
 * pages derive from the association's accent colour (`identity.accentColour`): pure functions,
 * so that the settings' schema, the server's theme stylesheet and the settings page agree.
 */

/** A colour written `#rrggbb`, as `<input type="color">` gives it. */
export const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** WCAG AA for normal text. */
export const MINIMUM_TEXT_CONTRAST = 4.5;

/** The accent the site's stylesheet is drawn with (`--color-primary` in apps/web/src/styles/tokens.css). */
export const DEFAULT_ACCENT_COLOUR = '#9c3d1a';

/**
 * What the accent is read against (tokens.css): white text on it (buttons, the active tab), and
 * the accent as text or link on the page's cream background and on white surfaces. The cream is
 * the darker of the two, so a colour readable on it is readable on white.
 */
export const ACCENT_COMPANIONS = { onAccent: '#ffffff', pageBackground: '#fdf8f2', surface: '#ffffff' } as const;

type Rgb = [number, number, number];

const toRgb = (hex: string): Rgb => [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16)) as Rgb;
const toHex = (rgb: Rgb): string => `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

/** The relative luminance of an sRGB colour, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = toRgb(hex).map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** The contrast ratio of two colours, 1 (none) to 21 (black on white), whichever is the text. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [relativeLuminance(first), relativeLuminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** « 4,52 » : cut, not rounded, so that 4,499 never reads as a passing « 4,50 ». */
export const formatContrastRatio = (ratio: number): string => (Math.floor(ratio * 100) / 100).toFixed(2).replace('.', ',');

/** The accent's lowest contrast among the pairs the pages draw with it (white text on it, it on the page). */
export const accentContrastOf = (accent: string): number =>
  Math.min(
    contrastRatio(ACCENT_COMPANIONS.onAccent, accent),
    contrastRatio(accent, ACCENT_COMPANIONS.pageBackground),
    contrastRatio(accent, ACCENT_COMPANIONS.surface),
  );

export const isReadableAccent = (accent: string): boolean => HEX_COLOUR.test(accent) && accentContrastOf(accent) >= MINIMUM_TEXT_CONTRAST;

/** `colour` moved towards `target` by `share` (0 keeps it, 1 gives the target). */
const mix = (colour: string, target: string, share: number): string => {
  const from = toRgb(colour);
  const to = toRgb(target);
  return toHex(from.map((channel, index) => channel + (to[index]! - channel) * share) as Rgb);
};

export interface AccentPalette {
  /** `--color-primary`: buttons, links, headings' marks. */
  accent: string;
  /** `--color-primary-hover`: darker, for a hovered button and for text on the soft tint. */
  hover: string;
  /** `--color-primary-soft`: a light tint behind the hover colour's text (badges, the active tab). */
  soft: string;
}

/**
 * The variants the stylesheet uses, derived from the accent: the hover is a fifth darker (so it
 * contrasts with white more than the accent does), the soft tint the lightest that still keeps the
 * hover's text on it at AA.
 */
export function accentPaletteOf(accent: string): AccentPalette {
  const colour = accent.toLowerCase();
  const hover = mix(colour, '#000000', 0.2);
  let soft = mix(colour, '#ffffff', 0.85);
  for (let share = 0.85; share < 1 && contrastRatio(hover, soft) < MINIMUM_TEXT_CONTRAST; share += 0.03) soft = mix(colour, '#ffffff', share);
  if (contrastRatio(hover, soft) < MINIMUM_TEXT_CONTRAST) soft = '#ffffff';
  return { accent: colour, hover, soft };
}

/**
 * The stylesheet that gives the pages another accent: the tokens it overrides, nothing else.
 * `html:root` outweighs tokens.css's `:root` wherever the build puts its own stylesheet's link.
 */
export function accentStylesheetOf(accent: string): string {
  const palette = accentPaletteOf(accent);
  return `html:root{--color-primary:${palette.accent};--color-primary-hover:${palette.hover};--color-primary-soft:${palette.soft}}\n`;
}
