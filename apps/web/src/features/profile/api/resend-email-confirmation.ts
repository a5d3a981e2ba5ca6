import { useMutation } from '@tanstack/react-query';
import { ZMessageSchema } from '@action-plus/contract';
import { api } from '#lib/api-client';

/** POST /api/users/me/email-confirmation: mails the account's confirmation link again. */
export const resendEmailConfirmation = () => api.post('/api/users/me/email-confirmation', undefined, { schema: ZMessageSchema });

export function useResendEmailConfirmation() {
  return useMutation({ mutationFn: resendEmailConfirmation });
}
