import { useMutation } from '@tanstack/react-query';
import { ZMessageSchema, type TMessage, type TResetPassword } from '@action-plus/contract';
import { api } from '#lib/api-client';

/** POST /api/auth/reset-password: spends a reset or invitation link and sets the password. */
export const resetPassword = (body: TResetPassword): Promise<TMessage> => api.post('/api/auth/reset-password', body, { schema: ZMessageSchema });

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
