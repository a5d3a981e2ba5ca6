import type { TEvent, TEventDetail } from '@action-plus/contract';
import type { Database } from '#db/client';
import { isOrganiserOfEvent } from './event-organisers-repository';
import { findEventById } from './event-repository';
import { findUpcomingSeriesDates } from './event-series-repository';

/** The event as its page shows it: with the other dates of its series still to come (decision 023). */
export async function withSeriesDates(db: Database, event: TEvent, now = new Date()): Promise<TEventDetail> {
  return { ...event, series_upcoming_dates: event.series_id === null ? [] : await findUpcomingSeriesDates(db, event.series_id, event.id, now) };
}

/** GET /api/events/{id}: the event and its series' other upcoming dates, or undefined when it does not exist. */
export async function findEventDetail(db: Database, id: number, userId?: number, now = new Date()): Promise<TEventDetail | undefined> {
  const event = await findEventById(db, id, userId, now);
  if (!event) return undefined;
  const detail = await withSeriesDates(db, event, now);
  return userId === undefined ? detail : { ...detail, is_organiser: await isOrganiserOfEvent(db, id, userId) };
}
