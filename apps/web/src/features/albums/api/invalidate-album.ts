import type { QueryClient } from '@tanstack/react-query';
import { albumKeys } from './album-keys';

/** After a change to an event's album: both of its views, and the gallery (its cover, its count). */
export const invalidateAlbum = (queryClient: QueryClient, eventId: number) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: albumKeys.eventAlbum(eventId) }), queryClient.invalidateQueries({ queryKey: albumKeys.lists() })]);
