import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMailPreferencesUpdateResponseSchema, type TMailPreferencesRequest, type TMailPreferencesUpdateResponse } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { mailPreferencesKeys } from './mail-preferences-keys';

/** PUT /api/users/me/mail-preferences: every kind's choice; the answer holds the choices as stored, with their dates. */
export const saveMyMailPreferences = (request: TMailPreferencesRequest): Promise<TMailPreferencesUpdateResponse> =>
  api.put('/api/users/me/mail-preferences', request, { schema: ZMailPreferencesUpdateResponseSchema });

export function useSaveMyMailPreferences(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMyMailPreferences,
    onSuccess: ({ preferences }) => queryClient.setQueryData(mailPreferencesKeys.mine(userId), { preferences }),
  });
}
