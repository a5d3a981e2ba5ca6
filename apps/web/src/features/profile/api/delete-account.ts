import { useMutation } from '@tanstack/react-query';
import { ZMessageSchema } from '@action-plus/contract';
import { api } from '#lib/api-client';

/** DELETE /api/users/me: the account and its personal data, for good. */
export function deleteAccount() {
  return api.delete('/api/users/me', { schema: ZMessageSchema });
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
