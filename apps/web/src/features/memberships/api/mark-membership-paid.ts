import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMarkMembershipPaidResponseSchema, type TMarkMembershipPaidRequest } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { membershipKeys } from './membership-keys';

/** POST /api/admin/memberships/{membershipId}/payment: dues « À régler » are now paid; the member is mailed the invoice. */
export function markMembershipPaid({ membershipId, ...request }: TMarkMembershipPaidRequest & { membershipId: number }) {
  return api.post(`/api/admin/memberships/${membershipId}/payment`, request, { schema: ZMarkMembershipPaidResponseSchema });
}

export function useMarkMembershipPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMembershipPaid,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membershipKeys.all }),
  });
}
