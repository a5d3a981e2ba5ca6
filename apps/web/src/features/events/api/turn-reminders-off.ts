import { useMutation } from '@tanstack/react-query';
import type { TMessage } from '@action-plus/contract';
import { loadMessageSchema } from './load-event-schemas';
import { api } from '#lib/api-client';

/** POST /api/event-reminders/unsubscribe?token=…: the opt-out link's confirmation, without a session. */
export function turnRemindersOff(token: string): Promise<TMessage> {
  const query = new URLSearchParams({ token });
  return api.post(`/api/event-reminders/unsubscribe?${query.toString()}`, {}, { schema: loadMessageSchema });
}

export function useTurnRemindersOff() {
  return useMutation({ mutationFn: turnRemindersOff });
}
