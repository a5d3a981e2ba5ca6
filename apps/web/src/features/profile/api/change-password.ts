import { useMutation } from '@tanstack/react-query';
import { ZAuthResponseSchema, type TChangePasswordRequest } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { useAuth } from '#lib/auth';

/**
 * PUT /api/users/me/password: every session of the account ends, and the answer opens a fresh
 * one for this browser (new refresh cookie, new access token) so that the person stays signed in.
 */
export const changePassword = (request: TChangePasswordRequest) => api.put('/api/users/me/password', request, { schema: ZAuthResponseSchema });

export function useChangePassword() {
  const { acceptSession } = useAuth();
  return useMutation({ mutationFn: changePassword, onSuccess: acceptSession });
}
