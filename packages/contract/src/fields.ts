import { z } from 'zod';
import { EMAIL_SHAPE, LIMITS, stopWhenTooLong } from './limits';
import './zod-locale';

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
