import { useMutation } from '@tanstack/react-query';
import { ZCurrentUserSchema, ZMessageSchema, type TConfirmEmailRequest } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { useAuth } from '#lib/auth';

/** POST /api/auth/confirm-email: spends a confirmation link (sign-up or new address). */
export const confirmEmail = (request: TConfirmEmailRequest) => api.post('/api/auth/confirm-email', request, { schema: ZMessageSchema });

/** When the person is signed in here, their account as shown (address, its state) is read again. */
export function useConfirmEmail() {
  const { isAuthenticated, updateCurrentUser } = useAuth();
  return useMutation({
    mutationFn: confirmEmail,
    onSuccess: async () => {
      if (isAuthenticated) updateCurrentUser(await api.get('/api/users/me', { schema: ZCurrentUserSchema }));
    },
  });
}
