import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZFirstStartSchema, type TFirstStart } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { associationSettingsKeys } from './association-settings-keys';

/** GET /api/admin/first-start: whether a new site still waits for its admins to present the association (admins only). */
export const getFirstStart = (signal?: AbortSignal): Promise<TFirstStart> => api.get('/api/admin/first-start', { schema: ZFirstStartSchema, signal });

export const getFirstStartQueryOptions = () => queryOptions({ queryKey: associationSettingsKeys.firstStart(), queryFn: ({ signal }) => getFirstStart(signal) });

export function useFirstStart() {
  return useQuery(getFirstStartQueryOptions());
}
