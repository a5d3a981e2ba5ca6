import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTeamResponseSchema, type TTeamResponse } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { roleKeys } from './role-keys';

/** GET /api/admin/roles/candidates?q= (roles.manage): accounts by name or e-mail, with their roles. */
export const searchAccounts = (search: string, signal?: AbortSignal): Promise<TTeamResponse> =>
  api.get(`/api/admin/roles/candidates?q=${encodeURIComponent(search)}`, { schema: ZTeamResponseSchema, signal });

/** Asks only once the search has two characters, as the server does. */
export const useAccountSearch = (search: string) =>
  useQuery(
    queryOptions({ queryKey: roleKeys.candidates(search), queryFn: ({ signal }) => searchAccounts(search, signal), enabled: search.trim().length >= 2 }),
  );
