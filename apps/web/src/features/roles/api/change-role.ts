import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZMessageSchema, type TMessage, type TRoleChangeRequest } from '@action-plus/contract';
import { api } from '#lib/api-client';

export type RoleChange = TRoleChangeRequest & { action: 'grant' | 'remove' };

/** POST /api/admin/roles/grant or /remove (roles.manage), confirmed by the admin's password. */
export const changeRole = ({ action, ...request }: RoleChange): Promise<TMessage> =>
  api.post(`/api/admin/roles/${action}`, request, { schema: ZMessageSchema });

export function useChangeRole() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['roles'] }) });
}
