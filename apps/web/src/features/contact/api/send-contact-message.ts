import { useMutation } from '@tanstack/react-query';
import { ZMessageSchema, type TContactRequest, type TMessage } from '@action-plus/contract';
import { api } from '#lib/api-client';

/** POST /api/contact: public; answers the success sentence to show. */
export const sendContactMessage = (body: TContactRequest): Promise<TMessage> => api.post('/api/contact', body, { schema: ZMessageSchema });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
