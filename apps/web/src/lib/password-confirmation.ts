import { z } from 'zod';
import { SHARED_MESSAGES } from '#config/messages';

/** The second typing of a new password: required; whether it matches is checked on the whole form. */
export const ZConfirmPasswordSchema = z.string().min(1, SHARED_MESSAGES.confirmPasswordRequired);

/** A form with a new password typed twice: both typings must be the same, else the error shows under the confirmation. */
export function requireMatchingPasswords<TSchema extends z.ZodType<{ password: string; confirmPassword: string }>>(schema: TSchema) {
  return schema.refine((form) => form.password === form.confirmPassword, { path: ['confirmPassword'], message: SHARED_MESSAGES.passwordsDoNotMatch });
}
