import { describe, expect, it } from 'vitest';
import {
  accentContrastOf,
  accentPaletteOf,
  accentStylesheetOf,
  contrastRatio,
  DEFAULT_ACCENT_COLOUR,
  formatContrastRatio,
  isReadableAccent,
  MINIMUM_TEXT_CONTRAST,
} from './colour-contrast';

describe('the contrast of two colours (WCAG 2.2)', () => {
  it('gives the ratios the WCAG and the usual checkers give for known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // #767676 is the lightest grey that passes AA on white, #777777 the first that fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4.0, 2);
    expect(contrastRatio('#0000ff', '#ffffff')).toBeCloseTo(8.59, 2);
  });

  it('is the same whichever colour is the text', () => {
    expect(contrastRatio('#ffffff', '#9c3d1a')).toBe(contrastRatio('#9c3d1a', '#ffffff'));
  });

  it('is written the French way and cut, never rounded up to a passing value', () => {
    expect(formatContrastRatio(4.4999)).toBe('4,49');
    expect(formatContrastRatio(21)).toBe('21,00');
  });
});

describe("the association's accent colour", () => {
  it('is readable as the site draws it today', () => {
    expect(accentContrastOf(DEFAULT_ACCENT_COLOUR)).toBeGreaterThanOrEqual(MINIMUM_TEXT_CONTRAST);
  });

  it('must be readable on the cream page too, not only on white', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThan(MINIMUM_TEXT_CONTRAST);
    expect(accentContrastOf('#767676')).toBeCloseTo(4.3, 1);
    expect(isReadableAccent('#767676')).toBe(false);
    expect(isReadableAccent('#1d4ed8')).toBe(true);
    expect(isReadableAccent('#f2b441')).toBe(false);
  });

  it('derives a darker hover and a light tint on which the hover stays readable', () => {
    for (const accent of ['#9c3d1a', '#1d4ed8', '#2c5a4e', '#0000ff', '#6b21a8']) {
      const palette = accentPaletteOf(accent);
      expect(contrastRatio(palette.hover, '#ffffff')).toBeGreaterThan(contrastRatio(accent, '#ffffff'));
      expect(contrastRatio(palette.hover, palette.soft)).toBeGreaterThanOrEqual(MINIMUM_TEXT_CONTRAST);
    }
    expect(accentPaletteOf('#1D4ED8')).toEqual({ accent: '#1d4ed8', hover: '#173ead', soft: '#dde4f9' });
  });

  it('becomes a stylesheet that overrides only the accent tokens', () => {
    expect(accentStylesheetOf('#1d4ed8')).toBe('html:root{--color-primary:#1d4ed8;--color-primary-hover:#173ead;--color-primary-soft:#dde4f9}\n');
  });
});
