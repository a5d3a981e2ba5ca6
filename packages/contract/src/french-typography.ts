/**
 * French typography (decision 039): « ; ! ? » take a narrow no-break space (U+202F) before them,
 * « : » a no-break space (U+00A0), so that the sign never starts a line (« Merci ! » never breaks
 * before its « ! »). The site's own texts are written with these spaces (`\u202f`, `\u00a0` in
 * strings, `&#x202F;` and `&nbsp;` in JSX text), which `french-typography.test.ts` holds for every
 * source file people read; `withFrenchSpacing` applies the same rule to printed text that also
 * carries what people typed.
 */
export const NARROW_NO_BREAK_SPACE = '\u202f';
export const NO_BREAK_SPACE = '\u00a0';

/**
 * The space before « ; ! ? » and inside guillemets becomes a narrow no-break space, the one before
 * « : » a no-break space. Only a space already there is replaced: « 10:30 » or an address stay as
 * they are.
 */
export function withFrenchSpacing(text: string): string {
  return text
    .replace(/[ \u00a0]([;!?»])/g, '\u202f$1')
    .replace(/[ \u202f]:/g, '\u00a0:')
    .replace(/«[ \u00a0]/g, '«\u202f');
}

/** What breaks the rule, each with what a reader sees wrong. */
const SPACING_FAULTS: { pattern: RegExp; reason: string }[] = [
  // « Bienvenue ! » with a plain space: the « ! » may start the next line.
  { pattern: /[ \t][!?;:](?=\s|$|[»)'"’.,])/gu, reason: 'espace ordinaire avant le signe' },
  // « Bienvenue! »: French puts a space there.
  { pattern: /[\p{L}\p{N}»)][!?](?=\s|$|»)/gu, reason: 'aucune espace avant le signe' },
  // « Nom: Jean », or « Erreur: » before a value; « 10:30 », « https://… » and « a:b » are not followed by a space.
  { pattern: /[\p{L}»)][:;](?= |$)/gu, reason: 'aucune espace avant le signe' },
  { pattern: /\u00a0[!?;]/gu, reason: 'espace insécable (U+00A0) au lieu de l’espace fine (U+202F)' },
  { pattern: /\u202f:/gu, reason: 'espace fine (U+202F) au lieu de l’espace insécable (U+00A0) avant le deux-points' },
];

/** Each place where a French text breaks the rule, as « …excerpt… (reason) »; none when it holds. */
export function findFrenchSpacingFaults(text: string): string[] {
  return SPACING_FAULTS.flatMap(({ pattern, reason }) =>
    [...text.matchAll(pattern)].map((match) => {
      const excerpt = text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 1);
      return `…${excerpt.replace(/\u202f/g, '⍽').replace(/\u00a0/g, '·')}… (${reason})`;
    }),
  );
}

/**
 * A number as French writes it, as `toLocaleString('fr-FR')` does: thousands grouped by a narrow
 * no-break space (`50 000`), a decimal comma, at most three decimals (`35,5`). Written out because
 * the first Intl formatter a page makes loads the browser's locale data, tens of milliseconds of a
 * phone's main thread, and a message built when its module loads would pay that on every page.
 */
export function frenchNumber(value: number, separator: string = NARROW_NO_BREAK_SPACE): string {
  const rounded = Math.round(Math.abs(value) * 1000) / 1000;
  const [whole = '0', fraction] = String(rounded).split('.');
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, separator)}${fraction ? `,${fraction}` : ''}`;
}
