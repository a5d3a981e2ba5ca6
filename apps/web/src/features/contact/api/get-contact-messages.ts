import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZContactMessageListSchema, type TContactMessage } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { contactMessageKeys } from './contact-message-keys';

/** GET /api/admin/contact-messages: every message, the newest first (admins only). */
export const getContactMessages = (signal?: AbortSignal): Promise<TContactMessage[]> =>
  api.get('/api/admin/contact-messages', { schema: ZContactMessageListSchema, signal });

export const getContactMessagesQueryOptions = () => queryOptions({ queryKey: contactMessageKeys.list(), queryFn: ({ signal }) => getContactMessages(signal) });

export function useContactMessages({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...getContactMessagesQueryOptions(), enabled: isEnabled });
}
