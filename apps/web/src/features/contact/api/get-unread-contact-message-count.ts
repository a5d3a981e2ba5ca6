import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZUnreadContactMessageCountSchema } from '@action-plus/contract';
import { api } from '#lib/api-client';
import { contactMessageKeys } from './contact-message-keys';

/** GET /api/admin/contact-messages/unread-count: how many messages no admin has opened yet (admins only). */
export const getUnreadContactMessageCount = async (signal?: AbortSignal): Promise<number> =>
  (await api.get('/api/admin/contact-messages/unread-count', { schema: ZUnreadContactMessageCountSchema, signal })).unread_count;

export const getUnreadContactMessageCountQueryOptions = () =>
  queryOptions({ queryKey: contactMessageKeys.unreadCount(), queryFn: ({ signal }) => getUnreadContactMessageCount(signal) });

export function useUnreadContactMessageCount() {
  return useQuery(getUnreadContactMessageCountQueryOptions());
}
