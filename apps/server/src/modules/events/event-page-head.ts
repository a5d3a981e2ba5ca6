import { EVENT_DEFAULTS, formatPageTitle, PATHS, type TAssociationSettings, type TEvent } from '@action-plus/contract';
import type { AppContext } from '#context';
import type { PageHead, PageHeadProvider } from '../pages/routes';
import { renderPageHead, toScriptJson } from '../pages/static-page-heads';
import { findEventById } from './event-repository';
import { parisOffsetMinutes } from '#lib/paris-time';

const EVENT_PAGE = /^\/events\/(\d+)\/?$/;
const META_DESCRIPTION_LENGTH = 160;

function summarize(text: string, length: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= length ? flat : `${flat.slice(0, length - 1).trimEnd()}…`;
}

const absoluteUrl = (url: string, publicUrl: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);

/** ISO 8601 with Paris's offset of that day, as schema.org expects ('2025-06-21T19:00:00+02:00'). */
function toParisIsoString(event: TEvent, minutesLater = 0): string {
  const instant = new Date(event.starts_at).getTime() + minutesLater * 60_000;
  const offset = parisOffsetMinutes(instant);
  const wallClock = new Date(instant + offset * 60_000).toISOString().slice(0, 19);
  const sign = offset >= 0 ? '+' : '-';
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${wallClock}${sign}${hours}:${minutes}`;
}

export function renderEventHead(event: TEvent, publicUrl: string, association: TAssociationSettings): string {
  const canonical = `${publicUrl}${PATHS.eventDetail(event.id)}`;
  const description = summarize(event.description, META_DESCRIPTION_LENGTH);
  const images = [event.image, ...event.images].filter((url): url is string => Boolean(url)).map((url) => absoluteUrl(url, publicUrl));
  const uniqueImages = [...new Set(images)];
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    description: event.description,
    startDate: toParisIsoString(event),
    endDate: toParisIsoString(event, EVENT_DEFAULTS.CALENDAR_DURATION_MINUTES),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.location, address: event.location },
    ...(uniqueImages.length > 0 ? { image: uniqueImages } : {}),
    organizer: { '@type': 'Organization', name: association.identity.name, url: association.contact.website },
    maximumAttendeeCapacity: event.max_participants,
    remainingAttendeeCapacity: Math.max(0, event.max_participants - event.participant_count),
    url: canonical,
  };
  const head = renderPageHead({
    siteName: association.identity.name,
    title: formatPageTitle(association, event.title),
    description,
    url: canonical,
    imageUrl: uniqueImages[0],
  });
  return `${head}\n    <script type="application/ld+json">${toScriptJson(structuredData)}</script>`;
}

const UNKNOWN_EVENT: PageHead = Object.freeze({ head: '', status: 404 as const });

/**
 * The head of /events/{id} as the server first sends it; an unknown event is the app's 404.
 * Answers are kept in the visitors' cache, as are the pages built from them (the pages plugin);
 * an unknown event's is not, so that a walk through ids cannot push the real ones out.
 */
export function createEventPageHead({ db, visitorsReadCache, config, associationSettings }: AppContext): PageHeadProvider {
  return async (pathname) => {
    const match = EVENT_PAGE.exec(pathname);
    if (!match) return null;
    const id = Number(match[1]);
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) return UNKNOWN_EVENT;
    return visitorsReadCache.read<PageHead>(
      `head:${id}`,
      async () => {
        const [event, association] = await Promise.all([findEventById(db, id), associationSettings.read()]);
        return event ? { head: renderEventHead(event, config.publicUrl, association) } : UNKNOWN_EVENT;
      },
      (head) => head !== UNKNOWN_EVENT,
    );
  };
}
