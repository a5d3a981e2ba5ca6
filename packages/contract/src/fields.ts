import { z } from 'zod';
import { EMAIL_SHAPE, FIELD_MESSAGES, FORBIDDEN_IN_LINE, FORBIDDEN_IN_TEXT, LIMITS, stopWhenTooLong } from './limits';
import './zod-locale';

/**
 * Every string the API reads starts here, in a body, a query string or a path: a `z.string` that
 * first refuses what no text may hold (limits.ts: control characters, lone surrogates; a text on
 * several lines keeps its tabs and line breaks), naming the field, and stops there. The pass is
 * linear, so it may come before the length check; the field's own checks follow it.
 * `label` is the field's name in a sentence ('Le prénom'); `error` what a value that is not a
 * string gets (zod's own message, which the API prefixes with the field's key, by default).
 */
export const zText = (label: string, options: { multiLine?: boolean; error?: string } = {}) => {
  const forbidden = options.multiLine ? FORBIDDEN_IN_TEXT : FORBIDDEN_IN_LINE;
  return z
    .string(options.error === undefined ? undefined : { error: options.error })
    .refine((value) => !forbidden.test(value), { message: FIELD_MESSAGES.forbiddenCharacter(label), abort: true });
};

export const ZEmailSchema = zText("L'adresse e-mail", { error: "L'adresse e-mail est obligatoire." })
  .trim()
  .min(1, "L'adresse e-mail est obligatoire.")
  .max(LIMITS.emailMax, stopWhenTooLong(`L'adresse e-mail ne doit pas dépasser ${LIMITS.emailMax} caractères.`))
  .regex(EMAIL_SHAPE, "Format d'email invalide");

/** `label` is the field's name in a sentence: 'Le prénom', 'Le nom'. */
export const ZNameSchema = (label: string) =>
  zText(label, { error: `${label} est obligatoire.` })
    .trim()
    .min(1, `${label} est obligatoire.`)
    .max(LIMITS.nameMax, `${label} ne doit pas dépasser ${LIMITS.nameMax} caractères.`);

export const ZUsernameSchema = zText("Le nom d'utilisateur", { error: "Le nom d'utilisateur est obligatoire." })
  .trim()
  .min(1, "Le nom d'utilisateur est obligatoire.")
  .min(LIMITS.usernameMin, `Le nom d'utilisateur doit contenir au moins ${LIMITS.usernameMin} caractères.`)
  .max(LIMITS.usernameMax, stopWhenTooLong(`Le nom d'utilisateur ne doit pas dépasser ${LIMITS.usernameMax} caractères.`))
  .regex(/^[\p{L}\p{N}._-]+$/u, "Le nom d'utilisateur ne peut contenir que des lettres, des chiffres, des points, des tirets et des tirets bas.");

export const ZNewPasswordSchema = zText('Le mot de passe', { error: 'Le mot de passe est obligatoire.' })
  .min(LIMITS.passwordMin, `Le mot de passe doit contenir au moins ${LIMITS.passwordMin} caractères.`)
  .max(LIMITS.passwordMax, `Le mot de passe ne doit pas dépasser ${LIMITS.passwordMax} caractères.`);
