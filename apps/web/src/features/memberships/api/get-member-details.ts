import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMemberDetailsResponseSchema, type TMemberDetailsResponse } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { membershipKeys } from './membership-keys';

/** GET /api/admin/members/{id}: the member, every membership with its state, and the reminders sent. */
export function getMemberDetails(userId: number, signal?: AbortSignal): Promise<TMemberDetailsResponse> {
  return api.get(`/api/admin/members/${userId}`, { schema: ZMemberDetailsResponseSchema, signal });
}

export const getMemberDetailsQueryOptions = (userId: number) =>
  queryOptions({ queryKey: membershipKeys.memberDetails(userId), queryFn: ({ signal }) => getMemberDetails(userId, signal) });

export function useMemberDetails(userId: number | null | undefined) {
  return useQuery({ ...getMemberDetailsQueryOptions(userId ?? 0), enabled: typeof userId === 'number' });
}
