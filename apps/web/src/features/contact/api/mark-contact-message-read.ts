import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZContactMessageSchema, type TContactMessage } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { contactMessageKeys } from './contact-message-keys';
import { replaceContactMessage } from './replace-contact-message';

/** PUT /api/admin/contact-messages/{id}/read with an empty body, as the spec's client sends. */
export const markContactMessageRead = (id: number): Promise<TContactMessage> =>
  api.put(`/api/admin/contact-messages/${id}/read`, {}, { schema: ZContactMessageSchema });

export function useMarkContactMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markContactMessageRead,
    onSuccess: (updated) => {
      replaceContactMessage(queryClient, updated);
      // The navbar's badge counts what is still unread.
      void queryClient.invalidateQueries({ queryKey: contactMessageKeys.unreadCount() });
    },
  });
}
