import { z } from 'zod';
import './zod-locale';

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

export const ZEmailSchema = z
  .string({ error: "L'adresse e-mail est obligatoire." })
  .trim()
  .min(1, "L'adresse e-mail est obligatoire.")
  .max(LIMITS.emailMax, stopWhenTooLong(`L'adresse e-mail ne doit pas dépasser ${LIMITS.emailMax} caractères.`))
  .regex(EMAIL_SHAPE, "Format d'email invalide");

/** `label` is the field's name in a sentence: 'Le prénom', 'Le nom'. */
export const ZNameSchema = (label: string) =>
  z
    .string({ error: `${label} est obligatoire.` })
    .trim()
    .min(1, `${label} est obligatoire.`)
    .max(LIMITS.nameMax, `${label} ne doit pas dépasser ${LIMITS.nameMax} caractères.`);

export const ZUsernameSchema = z
  .string({ error: "Le nom d'utilisateur est obligatoire." })
  .trim()
  .min(1, "Le nom d'utilisateur est obligatoire.")
  .min(LIMITS.usernameMin, `Le nom d'utilisateur doit contenir au moins ${LIMITS.usernameMin} caractères.`)
  .max(LIMITS.usernameMax, stopWhenTooLong(`Le nom d'utilisateur ne doit pas dépasser ${LIMITS.usernameMax} caractères.`))
  .regex(/^[\p{L}\p{N}._-]+$/u, "Le nom d'utilisateur ne peut contenir que des lettres, des chiffres, des points, des tirets et des tirets bas.");

export const ZNewPasswordSchema = z
  .string({ error: 'Le mot de passe est obligatoire.' })
  .min(LIMITS.passwordMin, `Le mot de passe doit contenir au moins ${LIMITS.passwordMin} caractères.`)
  .max(LIMITS.passwordMax, `Le mot de passe ne doit pas dépasser ${LIMITS.passwordMax} caractères.`);
