import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZMemberListResponseSchema, type TMemberListItem } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { membershipKeys } from './membership-keys';

/** GET /api/admin/members: every member once, with their current or latest membership. */
export async function getMembers(signal?: AbortSignal): Promise<TMemberListItem[]> {
  return (await api.get('/api/admin/members', { schema: ZMemberListResponseSchema, signal })).members;
}

export const getMembersQueryOptions = () => queryOptions({ queryKey: membershipKeys.members(), queryFn: ({ signal }) => getMembers(signal) });

export const useMembers = () => useQuery(getMembersQueryOptions());
