import { EVENT_DEFAULTS, toCardImageUrl, type TEvent } from '@action-plus/contract';
import defaultEventImage from '../assets/default-event.svg';
import { EVENT_PAGE_MESSAGES, EVENT_PAGE_SETTINGS } from '../messages';

/** The intrinsic size of card images (16:10), given to <img> so the page does not jump while they load. */
export const CARD_IMAGE_SIZE = { width: 640, height: 400 } as const;

export const DEFAULT_EVENT_IMAGE = defaultEventImage;

/** Spec §9: cards show the first 100 characters, then an ellipsis. */
export function truncateDescription(description: string, length: number = EVENT_PAGE_SETTINGS.DESCRIPTION_PREVIEW_LENGTH): string {
  const text = description.trim();
  return text.length > length ? `${text.slice(0, length).trimEnd()}...` : text;
}

/** Older data may have no capacity: then it is unlimited (∞). */
export function getMaxParticipants(event: Pick<TEvent, 'max_participants'>): number | null {
  return event.max_participants > 0 ? event.max_participants : null;
}

/** '12 / 50', or '12 / ∞' without a capacity. */
export function formatParticipants(event: Pick<TEvent, 'participant_count' | 'max_participants'>): string {
  const max = getMaxParticipants(event);
  return `${event.participant_count} / ${max ?? EVENT_PAGE_MESSAGES.unlimited}`;
}

export const getEventLocation = (event: Pick<TEvent, 'location'>) => event.location?.trim() || EVENT_PAGE_SETTINGS.DEFAULT_LOCATION;

export const getEventTime = (event: Pick<TEvent, 'time'>) => event.time?.trim() || EVENT_DEFAULTS.DEFAULT_TIME;

/** Every picture of the event, main image first, without duplicates. */
export function getEventImages(event: Pick<TEvent, 'image' | 'images'>): string[] {
  return [...new Set([event.image, ...(event.images ?? [])].filter((url): url is string => Boolean(url)))];
}

/** The card-sized picture of the event, or the default image. */
export function getCardImage(event: Pick<TEvent, 'image' | 'images'>): string {
  const [first] = getEventImages(event);
  return first ? toCardImageUrl(first) : DEFAULT_EVENT_IMAGE;
}

/**
 * The instant the event starts. The API gives `starts_at`; older shapes only `date` (+ `time`),
 * read as Paris wall time (close enough for a calendar badge, which shows the day only).
 */
export function getEventStart(event: Pick<TEvent, 'starts_at' | 'date' | 'time'>): string {
  return event.starts_at || `${event.date}T${getEventTime(event)}:00`;
}
