/**
 * French typography in printed text: the space before « ; ! ? » and inside guillemets becomes a
 * narrow no-break space (U+202F), the one before « : » a no-break space (U+00A0), so that the sign
 * never starts a line. Only a space already there is replaced: « 10:30 » or an address stay as they are.
 */
export function withFrenchSpacing(text: string): string {
  return text
    .replace(/[ \u00a0]([;!?»])/g, '\u202f$1')
    .replace(/[ \u202f]:/g, '\u00a0:')
    .replace(/«[ \u00a0]/g, '«\u202f');
}
