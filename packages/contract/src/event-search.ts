/**
 * Finding events (issue 14): the list's search, filters and pages, and the calendar feeds. Plain
 * data, no zod (schemas: event-search-schemas.ts), so that a page showing events loads this alone.
 */

import { decodeCursorText, encodeCursorText, MAX_CURSOR_INSTANT_MS } from './keyset-cursor';

/** Bounds of GET /api/events's search and pages. */
export const EVENT_SEARCH_LIMITS = {
  /** A search longer than this is refused before anything reads it. */
  QUERY_MAX: 100,
  /** GET /api/events without `limit` answers this many events, and says whether more follow. */
  DEFAULT_PAGE_SIZE: 20,
  /** An opaque cursor is never longer than this. */
  CURSOR_MAX: 64,
  /** The public feed holds at most this many upcoming events, the soonest. */
  FEED_MAX_EVENTS: 500,
} as const;

/** The `month` filter: 'YYYY-MM', as Paris's calendar reads the event's day. */
export const EVENT_MONTH_SHAPE = /^(19|2\d)\d{2}-(0[1-9]|1[0-2])$/;

/** What the API says about the list's search and the calendar feeds. */
export const EVENT_SEARCH_MESSAGES = {
  cursorInvalid: 'Curseur de pagination invalide\u00a0: reprenez la liste depuis le début.',
  searchTooLong: `La recherche ne doit pas dépasser ${EVENT_SEARCH_LIMITS.QUERY_MAX} caractères.`,
  searchInvalid: 'La recherche doit être un texte.',
  monthInvalid: 'Le mois doit être au format AAAA-MM (par exemple 2030-07).',
  typeInvalid: "Le type d'événement doit être concert, exposition, conférence, théâtre ou atelier.",
  calendarFeedNotFound: "Agenda introuvable\u00a0: ce lien n'existe pas ou a été renouvelé.",
  calendarFeedRenewed: "Votre lien d'agenda a été renouvelé\u00a0: l'ancien ne fonctionne plus.",
} as const;

/** The public subscription feed of upcoming events (RFC 5545). */
export const EVENTS_FEED_PATH = '/api/events/feed.ics';

/**
 * A member's private feed of the events they joined, at a secret address. The secret is a query
 * parameter named `token`, which the request log masks (lib/log-redaction.ts), unlike a path.
 */
export const MEMBER_FEED_PATH = '/api/events/member-feed.ics';
export const memberCalendarFeedPath = (token: string) => `${MEMBER_FEED_PATH}?token=${encodeURIComponent(token)}`;

/** The same feed for a calendar application: `webcal://` makes it offer to subscribe. */
export const toWebcalUrl = (httpUrl: string) => httpUrl.replace(/^https?:\/\//, 'webcal://');

/**
 * Where a page of the list stops: which part (upcoming 'u' or past 'p') and the last event's start
 * and id, so that the next page starts right after it even among events starting at the same time.
 */
export type TEventCursor = { part: 'u' | 'p'; startsAtMs: number; id: number };

const CURSOR_TEXT = /^([up]):(-?\d{1,16}):(\d{1,10})$/;
const MAX_ID = 2_147_483_647;

export const encodeEventCursor = (cursor: TEventCursor): string => encodeCursorText(`${cursor.part}:${cursor.startsAtMs}:${cursor.id}`);

/** The cursor an answer handed out, or null for anything else. */
export function decodeEventCursor(value: string): TEventCursor | null {
  const text = decodeCursorText(value, EVENT_SEARCH_LIMITS.CURSOR_MAX);
  if (text === null) return null;
  const match = CURSOR_TEXT.exec(text);
  if (!match) return null;
  const startsAtMs = Number(match[2]);
  const id = Number(match[3]);
  if (Math.abs(startsAtMs) > MAX_CURSOR_INSTANT_MS || id < 1 || id > MAX_ID) return null;
  return { part: match[1] as 'u' | 'p', startsAtMs, id };
}

/**
 * How the search folds accents: each letter of `FROM` reads as the letter of `TO` at the same place,
 * after lower case (both sides: `foldForSearch` here, SQL's `translate(lower(…))` on the server).
 */
export const SEARCH_FOLD = { FROM: 'àâäáãåçéèêëíìîïñóòôöõúùûüýÿ', TO: 'aaaaaaceeeeiiiinooooouuuuyy' } as const;
const FOLDED_LETTER = new Map([...SEARCH_FOLD.FROM].map((letter, index) => [letter, SEARCH_FOLD.TO[index]!]));

/**
 * A text as the search compares it: lower case, without accents or ligatures, so that « theatre »
 * finds « Théâtre » and « oeuvre » finds « Œuvre ».
 */
export function foldForSearch(text: string): string {
  let folded = '';
  for (const letter of text.toLowerCase()) folded += FOLDED_LETTER.get(letter) ?? letter;
  return folded.replaceAll('œ', 'oe').replaceAll('æ', 'ae');
}
