/** Which font of a document's chain draws a code point. */
export interface FontChain {
  /** The font drawn when no font of the chain has the character. */
  readonly primary: string;
  /** The first font of the chain that has a glyph for the code point, or undefined. */
  fontFor(codePoint: number): string | undefined;
  /** Whether that font has a glyph for the code point. */
  has(font: string, codePoint: number): boolean;
}

export interface TextRun {
  text: string;
  font: string;
}

/** Spaces, punctuation, digits and symbols: in bidi terms the weak and neutral characters, which belong to the text around them. */
const NEUTRAL = /[\s\p{P}\p{S}\p{N}]/u;
const MARK = /\p{M}/u;

/**
 * Cuts text into runs each drawn with one font of the chain: a letter takes the first font that has
 * it; a combining mark stays with its letter; a space, a digit or a punctuation mark between two
 * letters of the same font stays in their run (so an Arabic name of several words is one run, laid
 * out right to left as a whole), and otherwise goes to the first font that has it.
 */
export function splitIntoRuns(text: string, chain: FontChain): TextRun[] {
  const characters = Array.from(text);
  const fonts: (string | undefined)[] = characters.map((character) =>
    NEUTRAL.test(character) || MARK.test(character) ? undefined : (chain.fontFor(character.codePointAt(0)!) ?? chain.primary),
  );

  characters.forEach((character, index) => {
    if (!MARK.test(character)) return;
    const codePoint = character.codePointAt(0)!;
    const base = index > 0 ? fonts[index - 1] : undefined;
    fonts[index] = base !== undefined && chain.has(base, codePoint) ? base : (chain.fontFor(codePoint) ?? chain.primary);
  });

  const strongBefore = (index: number) => {
    for (let at = index - 1; at >= 0; at -= 1) if (fonts[at] !== undefined && !NEUTRAL.test(characters[at]!)) return fonts[at];
    return undefined;
  };
  const strongAfter = (index: number) => {
    for (let at = index + 1; at < characters.length; at += 1) if (!NEUTRAL.test(characters[at]!)) return fonts[at];
    return undefined;
  };
  characters.forEach((character, index) => {
    if (fonts[index] !== undefined) return;
    const codePoint = character.codePointAt(0)!;
    const before = strongBefore(index);
    fonts[index] = before !== undefined && before === strongAfter(index) && chain.has(before, codePoint) ? before : (chain.fontFor(codePoint) ?? chain.primary);
  });

  const runs: TextRun[] = [];
  characters.forEach((character, index) => {
    const font = fonts[index]!;
    const last = runs.at(-1);
    if (last?.font === font) last.text += character;
    else runs.push({ text: character, font });
  });
  return runs;
}
