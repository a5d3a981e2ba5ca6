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

/*
 * What no text the site keeps may hold (fields.ts's `zText` refuses it, one rule for every field):
 * the C0 control characters and DEL, which nobody types and PostgreSQL refuses (NUL), and a UTF-16
 * surrogate without its pair, which no UTF-8 can carry. A text on several lines keeps its tabs and
 * line breaks. One pass, no backtracking: each alternative reads at most the character beside it.
 */
const LONE_SURROGATE = '[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]';
/** Forbidden in a single-line field: every C0 control and DEL, a lone surrogate. */
export const FORBIDDEN_IN_LINE = new RegExp(`[\\u0000-\\u001f\\u007f]|${LONE_SURROGATE}`);
/** Forbidden in a text on several lines: the same but tab, line feed and carriage return. */
export const FORBIDDEN_IN_TEXT = new RegExp(`[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]|${LONE_SURROGATE}`);

/** What the API answers, and the form shows beside the field, when a text holds one of them. */
export const FIELD_MESSAGES = {
  /** `label` is the field's name in a sentence: 'Le prénom', 'Le message'. */
  forbiddenCharacter: (label: string) => `${label} contient un caractère non autorisé (caractère de contrôle ou caractère invalide).`,
} as const;

/**
 * Something, an @, then dot-separated labels. Each label excludes the dot, so there is only one way
 * to cut the domain and the match is linear; `[^\s@]+\.[^\s@]+` could cut it at every dot and
 * took quadratic time on `a@` followed by many dots.
 */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;
