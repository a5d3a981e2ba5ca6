// Loaded on demand by lazy-auth-resolvers.ts, with zod: the sign-in pages start without them (decision 046).
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ZLoginRequestSchema, ZNewPasswordSchema, ZRegisterRequestSchema, ZResetPasswordRequestSchema } from '@action-plus/contract';
import { requireMatchingPasswords, ZConfirmPasswordSchema } from '#lib/password-confirmation';

export const ZRegisterFormSchema = requireMatchingPasswords(ZRegisterRequestSchema.extend({ confirmPassword: ZConfirmPasswordSchema }));
export const ZNewPasswordFormSchema = requireMatchingPasswords(z.object({ password: ZNewPasswordSchema, confirmPassword: ZConfirmPasswordSchema }));

export const resolveLogin = zodResolver(ZLoginRequestSchema);
export const resolveRegister = zodResolver(ZRegisterFormSchema);
export const resolveResetRequest = zodResolver(ZResetPasswordRequestSchema);
export const resolveNewPassword = zodResolver(ZNewPasswordFormSchema);
