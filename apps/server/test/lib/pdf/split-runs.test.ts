import { describe, expect, it } from 'vitest';
import { splitIntoRuns, type FontChain } from '#lib/pdf/split-runs';
import { withFrenchSpacing } from '@action-plus/contract';

/** A chain as the documents' one: Latin first, then Arabic, then CJK; spaces and punctuation in Latin and Arabic, not in CJK. */
const isArabic = (codePoint: number) => codePoint >= 0x0600 && codePoint <= 0x06ff;
const isCjk = (codePoint: number) => (codePoint >= 0x3040 && codePoint <= 0x30ff) || (codePoint >= 0x4e00 && codePoint <= 0x9fff);
const isLatinOrCommon = (codePoint: number) => codePoint < 0x0600 && codePoint !== 0x0300;
const coverage: Record<string, (codePoint: number) => boolean> = {
  latin: isLatinOrCommon,
  arabic: (codePoint) => isArabic(codePoint) || codePoint === 0x20 || codePoint === 0x2c || codePoint === 0x0300,
  cjk: isCjk,
};
const chain: FontChain = {
  primary: 'latin',
  fontFor: (codePoint) => Object.keys(coverage).find((font) => coverage[font]!(codePoint)),
  has: (font, codePoint) => coverage[font]!(codePoint),
};
const split = (text: string) => splitIntoRuns(text, chain).map(({ text: runText, font }) => `${font}:${runText}`);

describe('splitting text into runs of one font', () => {
  it('keeps text its first font covers in one run', () => {
    expect(split('Şükrü Yılmaz-Łukasiewicz, 3 rue Ğ')).toEqual(['latin:Şükrü Yılmaz-Łukasiewicz, 3 rue Ğ']);
    expect(split('')).toEqual([]);
  });

  it('gives an Arabic name of several words one run, and the Latin text around it its own', () => {
    expect(split('Nom : محمد عبد السلام, 75011 Paris')).toEqual(['latin:Nom : ', 'arabic:محمد عبد السلام', 'latin:, 75011 Paris']);
  });

  it('draws a space between two letters of different fonts with the first font that has it', () => {
    expect(split('王小明 山田')).toEqual(['cjk:王小明', 'latin: ', 'cjk:山田']);
    expect(split('Li 王')).toEqual(['latin:Li ', 'cjk:王']);
  });

  it('keeps a combining mark with its letter when that font has it, else gives it a font that has it', () => {
    expect(split('ب\u0300')).toEqual(['arabic:ب\u0300']);
    expect(split('王\u0300')).toEqual(['cjk:王', 'arabic:\u0300']);
  });

  it('draws a character no font has with the main font, so that it is not lost from the line', () => {
    expect(split('a\u{1F600}b')).toEqual(['latin:a\u{1F600}b']);
  });
});

describe('French spacing in printed text', () => {
  it('puts a no-break space before « : » and a narrow one before « ; ! ? » and inside guillemets', () => {
    expect(withFrenchSpacing('Nom : Merci ! Oui ? Non ; « cité »')).toBe('Nom\u00a0: Merci\u202f! Oui\u202f? Non\u202f; «\u202fcité\u202f»');
  });

  it('adds no space where there was none', () => {
    expect(withFrenchSpacing('10:30 https://exemple.fr/a?b=1;c')).toBe('10:30 https://exemple.fr/a?b=1;c');
  });
});
