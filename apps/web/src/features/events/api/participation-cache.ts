import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { TEvent, TEventListResponse, TRegistrationStatus } from '@action-plus/contract';
import { eventKeys } from './event-keys';

type Snapshot = Array<[QueryKey, unknown]>;

/** A list in the cache: the home page's events, or the pages of /events's lists (get-event-pages.ts). */
type ListData = TEvent[] | InfiniteData<TEventListResponse, unknown>;

function mapListData(data: ListData | undefined, update: (event: TEvent) => TEvent): ListData | undefined {
  if (!data) return data;
  if (Array.isArray(data)) return data.map(update);
  return { ...data, pages: data.pages.map((page) => ({ ...page, events: page.events.map(update) })) };
}

function withParticipation(event: TEvent, isParticipating: boolean, participantCount?: number): TEvent {
  const wasParticipating = event.isParticipating === true;
  const count = participantCount ?? Math.max(0, event.participant_count + (isParticipating === wasParticipating ? 0 : isParticipating ? 1 : -1));
  return { ...event, isParticipating, participant_count: count };
}

/**
 * Spec §4: the participation flag flips at once (optimistic update), the count follows, and the
 * server's answer is fetched again afterwards. Returns what to restore if the call fails.
 */
export async function applyParticipation(
  queryClient: QueryClient,
  { event, userId, isParticipating }: { event: TEvent; userId: number; isParticipating: boolean },
): Promise<Snapshot> {
  await queryClient.cancelQueries({ queryKey: eventKeys.all });
  const snapshot: Snapshot = [
    ...queryClient.getQueriesData({ queryKey: eventKeys.lists() }),
    ...queryClient.getQueriesData({ queryKey: eventKeys.detail(event.id) }),
    ...queryClient.getQueriesData({ queryKey: eventKeys.mineOf(userId) }),
    ...queryClient.getQueriesData({ queryKey: eventKeys.registration(event.id, userId) }),
  ];
  const wasParticipating = isParticipatingIn(queryClient, event, userId);
  const update = (current: TEvent) =>
    current.id === event.id ? withParticipation({ ...current, isParticipating: wasParticipating }, isParticipating) : current;

  queryClient.setQueriesData<ListData>({ queryKey: eventKeys.lists() }, (data) => mapListData(data, update));
  queryClient.setQueryData<TEvent>(eventKeys.detail(event.id), (current) => (current ? update(current) : current));
  queryClient.setQueryData<TRegistrationStatus>(eventKeys.registration(event.id, userId), { registered: isParticipating });
  queryClient.setQueryData<TEvent[]>(eventKeys.mineOf(userId), (events) => {
    if (!events) return events;
    const others = events.filter((current) => current.id !== event.id);
    return isParticipating ? [...others, update(event)] : others;
  });
  return snapshot;
}

/** The participation as the cache knows it: the member's events, else the registration check, else the event's flag. */
function isParticipatingIn(queryClient: QueryClient, event: TEvent, userId: number): boolean {
  const mine = queryClient.getQueryData<TEvent[]>(eventKeys.mineOf(userId));
  if (mine) return mine.some((current) => current.id === event.id);
  const status = queryClient.getQueryData<TRegistrationStatus>(eventKeys.registration(event.id, userId));
  if (status) return status.registered;
  return event.isParticipating === true;
}

/** The server's count is the truth: written into every copy of the event before the refetch lands. */
export function applyParticipantCount(queryClient: QueryClient, eventId: number, participantCount: number): void {
  const update = (current: TEvent) => (current.id === eventId ? { ...current, participant_count: participantCount } : current);
  queryClient.setQueriesData<ListData>({ queryKey: eventKeys.lists() }, (data) => mapListData(data, update));
  queryClient.setQueryData<TEvent>(eventKeys.detail(eventId), (current) => (current ? update(current) : current));
}

export function restoreSnapshot(queryClient: QueryClient, snapshot: Snapshot | undefined): void {
  snapshot?.forEach(([key, data]) => queryClient.setQueryData(key, data));
}

/** After joining or leaving: the lists, the event, the member's events and the check are fetched anew. */
export function refetchParticipation(queryClient: QueryClient, eventId: number): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: eventKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: eventKeys.detail(eventId) }),
    queryClient.invalidateQueries({ queryKey: eventKeys.mine() }),
    queryClient.invalidateQueries({ queryKey: eventKeys.registrations() }),
  ]);
}
