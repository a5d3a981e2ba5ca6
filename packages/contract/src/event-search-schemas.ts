import { z } from 'zod';
import { zText } from './fields';
import { stopWhenTooLong } from './limits';
import { EVENT_TYPES } from './events';
import { decodeEventCursor, EVENT_MONTH_SHAPE, EVENT_SEARCH_LIMITS, EVENT_SEARCH_MESSAGES } from './event-search';
import './zod-locale';

/**
 * The search, filters and cursor of GET /api/events (spread into ZListEventsQuerySchema). Every
 * string is measured before any pattern is tried; the cursor is the one an answer handed out.
 */
export const eventSearchQueryFields = {
  /** Searched in the title, the description and the place, whatever the case and the accents. */
  q: zText('La recherche', { error: EVENT_SEARCH_MESSAGES.searchInvalid })
    .max(EVENT_SEARCH_LIMITS.QUERY_MAX, stopWhenTooLong(EVENT_SEARCH_MESSAGES.searchTooLong))
    .trim()
    .optional(),
  type: z.enum(EVENT_TYPES, { error: EVENT_SEARCH_MESSAGES.typeInvalid }).optional(),
  month: zText('Le mois', { error: EVENT_SEARCH_MESSAGES.monthInvalid })
    .max('AAAA-MM'.length, stopWhenTooLong(EVENT_SEARCH_MESSAGES.monthInvalid))
    .regex(EVENT_MONTH_SHAPE, EVENT_SEARCH_MESSAGES.monthInvalid)
    .optional(),
  cursor: zText('La page demandée', { error: EVENT_SEARCH_MESSAGES.cursorInvalid })
    .max(EVENT_SEARCH_LIMITS.CURSOR_MAX, stopWhenTooLong(EVENT_SEARCH_MESSAGES.cursorInvalid))
    .refine((value) => decodeEventCursor(value) !== null, EVENT_SEARCH_MESSAGES.cursorInvalid)
    .optional(),
};

/** GET /api/users/me/calendar-feed and its renewal: the member's private feed. */
export const ZCalendarFeedResponseSchema = z.object({
  /** https://…/api/events/member-feed.ics?token=… */
  url: z.string(),
  /** The same as webcal://…, which calendar applications offer to subscribe to. */
  webcal_url: z.string(),
  message: z.string().optional(),
});
export type TCalendarFeedResponse = z.infer<typeof ZCalendarFeedResponseSchema>;

/** The private feed's query: the token as issued (32 random bytes, base64url); any other is unknown (404). */
export const ZMemberFeedQuerySchema = z.object({
  token: zText("L'adresse de l'agenda", { error: EVENT_SEARCH_MESSAGES.calendarFeedNotFound }).max(
    EVENT_SEARCH_LIMITS.CURSOR_MAX,
    stopWhenTooLong(EVENT_SEARCH_MESSAGES.calendarFeedNotFound),
  ),
});
