import { lazy, Suspense } from 'react';
import type { TEventDetail } from '@action-plus/contract';
import EventDetailPage, { type EventPageAdditions } from '#features/events/pages/event-detail-page';
import { useIsHydrated } from '#lib/use-is-hydrated';

export { prefetch } from '#features/events/pages/event-detail-page';

/** The album's pieces, each its own chunk: an upcoming event's page, and every other page, never loads them. */
const EventAlbum = lazy(() => import('#features/albums/components/event-album').then((module) => ({ default: module.EventAlbum })));
const AlbumManager = lazy(() => import('#features/albums/components/album-manager').then((module) => ({ default: module.AlbumManager })));

/**
 * Drawn once the app runs, never in the server's render nor the hydration: the server's
 * renderToString would leave a suspended lazy piece as an unfinished boundary, which the browser
 * reports as an error while it hydrates. The album is not part of the page the server keeps.
 */
function PastEventAlbum({ event }: { event: TEventDetail }) {
  const isHydrated = useIsHydrated();
  if (!isHydrated || !event.isPast) return null;
  return (
    <Suspense fallback={null}>
      <EventAlbum eventId={event.id} eventTitle={event.title} />
    </Suspense>
  );
}

/** Adding, describing, ordering and removing the photos: the event's managers, once it has taken place. */
function PastEventAlbumManager({ event }: { event: TEventDetail }) {
  const isHydrated = useIsHydrated();
  if (!isHydrated || !event.isPast) return null;
  return (
    <Suspense fallback={null}>
      <AlbumManager eventId={event.id} />
    </Suspense>
  );
}

const ADDITIONS: EventPageAdditions = { AfterDescription: PastEventAlbum, ForManagers: PastEventAlbumManager };

/** An event's page (features/events) with the album of the event (features/albums), composed here since a feature never imports another. */
export default function EventDetailRoute() {
  return <EventDetailPage additions={ADDITIONS} />;
}
