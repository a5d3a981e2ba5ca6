/**
 * Limits and shapes every form and every endpoint share, as plain data: a page that shows a limit
 * (« Au moins 6 caractères ») loads this without the validator (schemas: fields.ts).
 */

/** Limits every form and every endpoint share. */
export const LIMITS = {
  passwordMin: 6,
  passwordMax: 200,
  nameMax: 100,
  usernameMin: 3,
  usernameMax: 30,
  emailMax: 254,
  urlMax: 2000,
} as const;

/**
 * A length check that stops every check after it: a pattern or a refinement never reads a string
 * longer than its field allows (zod runs later checks even when `max` failed, unless told to abort).
 */
export const stopWhenTooLong = (message: string) => ({ message, abort: true }) as const;

/**
 * Something, an @, then dot-separated labels. Each label excludes the dot, so there is only one way
 * to cut the domain and the match is linear; `[^\s@]+\.[^\s@]+` could cut it at every dot and
 * took quadratic time on `a@` followed by many dots.
 */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
