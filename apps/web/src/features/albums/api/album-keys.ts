/**
 * Every cache key of the albums, from the widest to the narrowest: an event's album holds its
 * managers' view under it, so that invalidating one album refreshes both.
 */
export const albumKeys = {
  all: ['albums'] as const,
  /** The gallery's pages. */
  lists: () => [...albumKeys.all, 'list'] as const,
  /** The visible photos of an event, in order. */
  eventAlbum: (eventId: number) => [...albumKeys.all, 'event', eventId] as const,
  /** Every photo of an event, hidden ones included: its managers' view. */
  managedAlbum: (eventId: number) => [...albumKeys.eventAlbum(eventId), 'manage'] as const,
};
