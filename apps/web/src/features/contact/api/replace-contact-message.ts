import type { QueryClient } from '@tanstack/react-query';
import type { TContactMessage } from '@action-plus/contract';
import { contactMessageKeys } from './contact-message-keys';

/** Puts the server's fresh copy of one message into the cached list, so badges update at once. */
export function replaceContactMessage(queryClient: QueryClient, updated: TContactMessage): void {
  queryClient.setQueryData<TContactMessage[]>(contactMessageKeys.list(), (messages) =>
    messages?.map((message) => (message.id === updated.id ? updated : message)),
  );
}
