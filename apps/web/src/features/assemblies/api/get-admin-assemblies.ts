import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZAssemblyListResponseSchema, type TAssemblyListResponse } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { assemblyKeys } from './assembly-keys';

/** GET /api/admin/assemblies (assemblies.manage): every assembly with its state. */
export const getAdminAssemblies = (signal?: AbortSignal): Promise<TAssemblyListResponse> =>
  api.get('/api/admin/assemblies', { schema: ZAssemblyListResponseSchema, signal });

export const useAdminAssemblies = () => useQuery(queryOptions({ queryKey: assemblyKeys.adminList(), queryFn: ({ signal }) => getAdminAssemblies(signal) }));
