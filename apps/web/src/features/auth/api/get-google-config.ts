import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZGoogleConfigResponseSchema } from '@action-plus/contract';
import { api } from '#lib/api-client';
import type { PagePrefetch } from '#lib/page-prefetch';

export const getGoogleConfig = () => api.get('/api/auth/google/config', { schema: ZGoogleConfigResponseSchema });

/** Whether the site has Google sign-in configured: a setting of the server, so asked once per visit. */
export const googleConfigQueryOptions = () =>
  queryOptions({ queryKey: ['google-sign-in', 'config'], queryFn: getGoogleConfig, staleTime: Infinity, gcTime: Infinity });

export const useGoogleConfig = () => useQuery(googleConfigQueryOptions());

/**
 * Read before the server renders /login and /register: the button is then in the page as sent,
 * and the browser starts no read of it while the page hydrates (a read starting then made React
 * draw the whole form again in one long task).
 */
export const prefetchGoogleConfig: PagePrefetch = (queryClient) => queryClient.prefetchQuery(googleConfigQueryOptions());
