import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRegistrationStatus } from '@action-plus/contract';
import { loadRegistrationStatusSchema } from './load-event-schemas';
import { api } from '#lib/api-client';
import { eventKeys } from './event-keys';

/** GET /api/events/{id}/check-registration: `{registered}` for the logged-in member. */
export function checkRegistration(eventId: number, signal?: AbortSignal): Promise<TRegistrationStatus> {
  return api.get(`/api/events/${eventId}/check-registration`, { schema: loadRegistrationStatusSchema, signal });
}

export const checkRegistrationQueryOptions = (eventId: number, userId: number) =>
  queryOptions({
    queryKey: eventKeys.registration(eventId, userId),
    queryFn: ({ signal }) => checkRegistration(eventId, signal),
  });

/** Disabled while nobody is logged in: visitors are never registered. */
export function useRegistrationStatus(eventId: number, userId: number | null | undefined) {
  return useQuery({ ...checkRegistrationQueryOptions(eventId, userId ?? 0), enabled: typeof userId === 'number' && eventId > 0 });
}
