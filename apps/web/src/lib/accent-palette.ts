import { accentPaletteOf, DEFAULT_ACCENT_COLOUR, HEX_COLOUR } from '@action-plus/contract';

/** The stylesheet variables the accent sets (tokens.css), as the server's accent stylesheet sets them. */
export const ACCENT_TOKENS = ['--color-primary', '--color-primary-hover', '--color-primary-soft'] as const;

/**
 * Paints the open page with another accent through the CSS object model, which the content
 * security policy allows (no style attribute); the default accent is tokens.css's own.
 */
export function paintAccent(accent: string): void {
  const style = document.documentElement.style;
  const palette = HEX_COLOUR.test(accent) && accent !== DEFAULT_ACCENT_COLOUR ? accentPaletteOf(accent) : null;
  const colours = palette ? [palette.accent, palette.hover, palette.soft] : [];
  ACCENT_TOKENS.forEach((token, index) => {
    const colour = colours[index];
    if (colour) style.setProperty(token, colour);
    else style.removeProperty(token);
  });
}
