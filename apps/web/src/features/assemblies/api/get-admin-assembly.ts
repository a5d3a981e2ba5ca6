import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAssemblySchema, ZAssemblyVotersResponseSchema, type TAssembly, type TAssemblyVotersResponse } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { ASSEMBLY_SETTINGS } from '../messages';
import { assemblyKeys } from './assembly-keys';

/** GET /api/admin/assemblies/{id}: the whole assembly, its resolutions, results and live quorum. */
export const getAdminAssembly = (id: number, signal?: AbortSignal): Promise<TAssembly> =>
  api.get(`/api/admin/assemblies/${id}`, { schema: ZAssemblySchema, signal });

/** Read again every few seconds while the session is open: the quorum moves as people are checked in elsewhere. */
export const useAdminAssembly = (id: number) =>
  useQuery({
    ...queryOptions({ queryKey: assemblyKeys.adminAssembly(id), queryFn: ({ signal }) => getAdminAssembly(id, signal) }),
    enabled: id > 0,
    refetchInterval: (query) => (query.state.data?.state === 'open' ? ASSEMBLY_SETTINGS.SESSION_REFRESH_MS : false),
  });

/** GET /api/admin/assemblies/{id}/voters: the frozen list with answers, proxies and check-ins, and the late renewals. */
export const getAssemblyVoters = (id: number, signal?: AbortSignal): Promise<TAssemblyVotersResponse> =>
  api.get(`/api/admin/assemblies/${id}/voters`, { schema: ZAssemblyVotersResponseSchema, signal });

export const useAssemblyVoters = (id: number, isEnabled: boolean, isLive: boolean) =>
  useQuery({
    ...queryOptions({ queryKey: assemblyKeys.adminVoters(id), queryFn: ({ signal }) => getAssemblyVoters(id, signal) }),
    enabled: isEnabled,
    refetchInterval: isLive ? ASSEMBLY_SETTINGS.SESSION_REFRESH_MS : false,
  });
