import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZTeamResponseSchema, type TTeamResponse } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { roleKeys } from './role-keys';

/** GET /api/admin/roles (roles.manage): the accounts holding a role beyond member. */
export const getTeam = (signal?: AbortSignal): Promise<TTeamResponse> => api.get('/api/admin/roles', { schema: ZTeamResponseSchema, signal });

export const useTeam = () => useQuery(queryOptions({ queryKey: roleKeys.team, queryFn: ({ signal }) => getTeam(signal) }));
