import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMembershipCreatedResponseSchema, type TRenewMembershipRequest } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { membershipKeys } from './membership-keys';

/** POST /api/admin/members/{id}/renew → {membership_id} */
export function renewMembership({ memberId, ...request }: TRenewMembershipRequest & { memberId: number }) {
  return api.post(`/api/admin/members/${memberId}/renew`, request, { schema: ZMembershipCreatedResponseSchema });
}

export function useRenewMembership() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewMembership,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}
