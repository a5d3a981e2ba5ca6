import { useMutation } from '@tanstack/react-query';
import { api } from '#lib/api-client';

export const requestPasswordReset = (email: string) => api.post('/api/auth/reset-password-request', { email });

/** Spec §8: whatever happens, the page says the same thing, so the mutation never fails. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: async (email: string) => {
      try {
        await requestPasswordReset(email);
      } catch {
        // Deliberately silent: telling failures apart would reveal which addresses have an account.
      }
    },
  });
}
