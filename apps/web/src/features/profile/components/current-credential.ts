import type { z } from 'zod';
import { ACCOUNT_SECURITY_MESSAGES } from '@action-plus/contract';
import { ApiError } from '#lib/api-client';

/** The server's answers that concern the « Mot de passe actuel » field: shown under it. */
export const isCurrentPasswordError = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  (error.detail === ACCOUNT_SECURITY_MESSAGES.wrongCurrentPassword || error.detail === ACCOUNT_SECURITY_MESSAGES.currentPasswordRequired);

/**
 * A profile form's schema for this account: with a password, the « Mot de passe actuel » field is
 * required; without one (Google only), there is no such field and the server judges the account on
 * its recent Google sign-in.
 */
export function withCurrentCredential<TShape extends { currentPassword: z.ZodOptional<z.ZodString> }>(
  schema: z.ZodObject<TShape>,
  hasPassword: boolean,
): z.ZodType<z.output<z.ZodObject<TShape>>> {
  // zod cannot work out a `required` or `omit` mask on a generic shape: typed by what it parses.
  const object = schema as unknown as z.ZodObject<{ currentPassword: z.ZodOptional<z.ZodString> }>;
  return (hasPassword ? object.required({ currentPassword: true }) : object.omit({ currentPassword: true })) as unknown as z.ZodType<
    z.output<z.ZodObject<TShape>>
  >;
}
