import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMailPreferencesResponseSchema, type TMailPreferencesResponse } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { mailPreferencesKeys } from './mail-preferences-keys';

/** GET /api/users/me/mail-preferences: each kind of mail, whether the account chose it, when and how. */
export const getMyMailPreferences = (signal?: AbortSignal): Promise<TMailPreferencesResponse> =>
  api.get('/api/users/me/mail-preferences', { schema: ZMailPreferencesResponseSchema, signal });

export const useMyMailPreferences = (userId: number) =>
  useQuery(queryOptions({ queryKey: mailPreferencesKeys.mine(userId), queryFn: ({ signal }) => getMyMailPreferences(signal) }));
