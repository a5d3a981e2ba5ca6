import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGoogleConfigResponseSchema } from '@action-plus/contract';
import { api } from '#lib/api-client';

export const getGoogleConfig = () => api.get('/api/auth/google/config', { schema: ZGoogleConfigResponseSchema });

/** Whether the site has Google sign-in configured: a setting of the server, so asked once per visit. */
export const googleConfigQueryOptions = () =>
  queryOptions({ queryKey: ['google-sign-in', 'config'], queryFn: getGoogleConfig, staleTime: Infinity, gcTime: Infinity });

export const useGoogleConfig = () => useQuery(googleConfigQueryOptions());
