import { z } from 'zod';
import { AUTH_MESSAGES } from '@action-plus/contract';
import { AUTH_FORM_MESSAGES } from '../config/messages';

/** The second typing of a new password: required; whether it matches is checked on the whole form. */
export const ZConfirmPasswordSchema = z.string().min(1, AUTH_FORM_MESSAGES.confirmPasswordRequired);

/** A form with a new password typed twice: both typings must be the same, else the error shows under the confirmation. */
export function requireMatchingPasswords<TSchema extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: TSchema) {
  return schema.refine((form) => form.password === form.confirmPassword, { path: ['confirmPassword'], message: AUTH_MESSAGES.passwordsDoNotMatch });
}
