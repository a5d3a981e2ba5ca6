import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZContactMessageSchema, type TContactMessage, type TContactReplyRequest } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { contactMessageKeys } from './contact-message-keys';
import { replaceContactMessage } from './replace-contact-message';

/** POST /api/admin/contact-messages/{id}/reply: the server mails it and keeps it with the message. */
export const replyToContactMessage = ({ id, ...reply }: TContactReplyRequest & { id: number }): Promise<TContactMessage> =>
  api.post(`/api/admin/contact-messages/${id}/reply`, reply, { schema: ZContactMessageSchema });

export function useReplyToContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToContactMessage,
    onSuccess: (updated) => {
      replaceContactMessage(queryClient, updated);
      // The navbar's badge counts what is still unread.
      void queryClient.invalidateQueries({ queryKey: contactMessageKeys.unreadCount() });
    },
  });
}
