import { useMutation } from '@tanstack/react-query';
import { ZMessageSchema, type TChangeEmailRequest } from '@action-plus/contract';
import { api } from '#lib/api-client';

/** POST /api/users/me/email: mails a link to the new address; nothing changes until it is opened. */
export const changeEmail = (request: TChangeEmailRequest) => api.post('/api/users/me/email', request, { schema: ZMessageSchema });

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
