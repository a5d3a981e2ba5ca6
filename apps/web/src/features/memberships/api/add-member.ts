import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZCreatedMemberUserResponseSchema,
  ZMembershipCreatedResponseSchema,
  type TCreateMemberUserRequest,
  type TMembershipPaymentFields,
  type TMembershipType,
} from '@action-plus/contract';
import { api } from '#lib/api-client';
import { membershipKeys } from './membership-keys';

export type TAddMemberInput = TCreateMemberUserRequest & { membershipType: TMembershipType; duration: number; amount: number } & TMembershipPaymentFields;

/**
 * The add-member form: POST /api/admin/create-user (the person receives an invitation to choose
 * their password), then POST /api/admin/create-membership for them.
 */
export async function addMember({ membershipType, duration, amount, paymentMethod, paidOn, ...person }: TAddMemberInput) {
  const user = await api.post('/api/admin/create-user', person, { schema: ZCreatedMemberUserResponseSchema });
  const created = await api.post(
    '/api/admin/create-membership',
    { userId: user.id, membershipType, duration, amount, paymentMethod, ...(paidOn ? { paidOn } : {}) },
    { schema: ZMembershipCreatedResponseSchema },
  );
  return { user, membership: created.membership };
}

export function useAddMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addMember,
    // Even a half-done addition (account created, membership refused) shows in the list.
    onSettled: () => queryClient.invalidateQueries({ queryKey: membershipKeys.members() }),
  });
}
