import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMyMembershipsResponseSchema, type TMyMembershipsResponse } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { membershipKeys } from './membership-keys';

/** GET /api/users/me/memberships: the member's own memberships, most recent first. */
export function getMyMemberships(signal?: AbortSignal): Promise<TMyMembershipsResponse> {
  return api.get('/api/users/me/memberships', { schema: ZMyMembershipsResponseSchema, signal });
}

export const getMyMembershipsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: membershipKeys.mineOf(userId), queryFn: ({ signal }) => getMyMemberships(signal) });

export function useMyMemberships(userId: number | null | undefined) {
  return useQuery({ ...getMyMembershipsQueryOptions(userId ?? 0), enabled: typeof userId === 'number' });
}
