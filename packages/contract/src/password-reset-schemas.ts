import { z } from 'zod';
import { zText, ZEmailSchema, ZNewPasswordSchema } from './fields';
import { PASSWORD_RESET_MESSAGES } from './password-reset';
import './zod-locale';

export const ZResetPasswordRequestSchema = z.object({ email: ZEmailSchema });
export type TResetPasswordRequest = z.infer<typeof ZResetPasswordRequestSchema>;

export const ZResetPasswordSchema = z.object({
  token: zText('Le lien', { error: PASSWORD_RESET_MESSAGES.tokenRequired })
    .trim()
    .min(1, PASSWORD_RESET_MESSAGES.tokenRequired)
    .max(200, PASSWORD_RESET_MESSAGES.linkUnknown),
  password: ZNewPasswordSchema,
});
export type TResetPassword = z.infer<typeof ZResetPasswordSchema>;
