import { z } from 'zod';
import { zText, ZEmailSchema, ZNameSchema, ZNewPasswordSchema, ZUsernameSchema } from './fields';
import { LIMITS } from './limits';
import { ZMailConsentsSchema } from './announcements-schemas';
import { ZCurrentUserSchema } from './users';
import './zod-locale';

export const ZRegisterRequestSchema = z.object({
  firstName: ZNameSchema('Le prénom'),
  lastName: ZNameSchema('Le nom'),
  username: ZUsernameSchema,
  email: ZEmailSchema,
  password: ZNewPasswordSchema,
  /** The kinds of mail checked at sign-up (issue 27): none by default. */
  mail_consents: ZMailConsentsSchema.optional(),
});
export type TRegisterRequest = z.infer<typeof ZRegisterRequestSchema>;

/** `email` carries the identifier the person typed: an e-mail address or a username (spec §7). */
export const ZLoginRequestSchema = z.object({
  email: zText("L'e-mail ou le nom d'utilisateur", { error: "L'e-mail ou le nom d'utilisateur est obligatoire." })
    .trim()
    .min(1, "L'e-mail ou le nom d'utilisateur est obligatoire.")
    .max(LIMITS.emailMax, "L'e-mail ou le nom d'utilisateur est trop long."),
  password: zText('Le mot de passe', { error: 'Le mot de passe est obligatoire.' })
    .min(1, 'Le mot de passe est obligatoire.')
    .max(LIMITS.passwordMax, 'Le mot de passe est trop long.'),
});
export type TLoginRequest = z.infer<typeof ZLoginRequestSchema>;

export const ZAuthResponseSchema = z.object({ access_token: z.string(), user: ZCurrentUserSchema });
export type TAuthResponse = z.infer<typeof ZAuthResponseSchema>;
