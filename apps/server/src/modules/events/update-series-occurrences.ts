import { conflict, notFound } from '#lib/errors';
import {
  EVENT_MESSAGES,
  EVENT_SERIES_MESSAGES,
  seriesDaysBetween,
  shiftSeriesDate,
  type TEvent,
  type TSeriesScope,
  type TUpdateEventRequest,
} from '@action-plus/contract';
import type { Database } from '#db/client';
import { countParticipants, findEventById, type EventRow } from './event-repository';
import { lockSeriesOccurrences } from './event-series-repository';
import { toParisDateTime } from '#lib/paris-time';
import { collectEventMails, type EventMails } from './event-mails';
import { updateEvent } from './update-event';
import type { AuditActor } from '../audit/record-audit';

type SeriesChange = { request: TUpdateEventRequest; dayShift: number };

/**
 * What an edit of one date changes, to be carried to the series' other dates: only the fields whose
 * value differs from that date's (the form sends them all), so that another date's own edit
 * (another title, a larger room) survives an unrelated change. A new date moves the others by as
 * many days; a new time sets theirs.
 */
function changeOf(current: EventRow, request: TUpdateEventRequest): SeriesChange {
  const start = toParisDateTime(current.startsAt);
  const changed: TUpdateEventRequest = {};
  if (request.title !== undefined && request.title !== current.title) changed.title = request.title;
  if (request.description !== undefined && request.description !== current.description) changed.description = request.description;
  if (request.location !== undefined && request.location !== current.location) changed.location = request.location;
  if (request.type !== undefined && request.type !== current.type) changed.type = request.type;
  if (request.image !== undefined && request.image !== current.image) changed.image = request.image;
  if (request.images !== undefined && JSON.stringify(request.images) !== JSON.stringify(current.images)) changed.images = request.images;
  if (request.max_participants !== undefined && request.max_participants !== current.maxParticipants) changed.max_participants = request.max_participants;
  if (request.isFeatured !== undefined && request.isFeatured !== current.isFeatured) changed.isFeatured = request.isFeatured;
  if (request.time !== undefined && request.time !== start.time) changed.time = request.time;
  const dayShift = request.date !== undefined ? seriesDaysBetween(start.date, request.date) : 0;
  return { request: changed, dayShift };
}

/** The request for another date: the changed fields, its own date moved by the same number of days. */
function requestForOtherDate(occurrence: EventRow, change: SeriesChange): TUpdateEventRequest {
  if (change.dayShift === 0) return change.request;
  return { ...change.request, date: shiftSeriesDate(toParisDateTime(occurrence.startsAt).date, change.dayShift) };
}

/**
 * PUT /api/events/{id}?scope=…: `this` edits the one date (as for a single event); `following`
 * edits it and carries its changes to every later date of its series, `upcoming` to every date of
 * its series still to come, the earlier ones included (decision 023). Each date goes
 * through `updateEvent`, which tells its participants of a new date, time or place; all in one
 * transaction (`updateEvent`'s own becomes a savepoint), so that a date refusing the change (a
 * capacity below its participants, named by its date) refuses it for all.
 */
export async function updateSeriesOccurrences(
  db: Database,
  id: number,
  request: TUpdateEventRequest,
  scope: TSeriesScope,
  { mails, actor }: { mails?: EventMails; actor?: AuditActor } = {},
): Promise<TEvent> {
  if (scope === 'this') return updateEvent(db, id, request, { mails, actor });
  // The dates' mails are stored by this one transaction and sent once it has committed.
  const outbox = collectEventMails(mails);
  await db.transaction(async (tx) => {
    const locked = await lockSeriesOccurrences(tx, id, scope);
    if (!locked) throw notFound(EVENT_MESSAGES.eventNotFound);
    const { current, occurrences } = locked;
    const others = occurrences.filter((occurrence) => occurrence.id !== id);
    const change = changeOf(current, request);

    // Every date is checked before any is changed, so that the refusal names the first date that cannot take it.
    for (const [occurrence, maxParticipants] of [
      [current, request.max_participants] as const,
      ...others.map((occurrence) => [occurrence, change.request.max_participants] as const),
    ]) {
      if (maxParticipants === undefined || maxParticipants >= occurrence.maxParticipants) continue;
      const participantCount = await countParticipants(tx, occurrence.id);
      if (maxParticipants < participantCount) {
        throw conflict(EVENT_SERIES_MESSAGES.capacityBelowParticipantsOn(toParisDateTime(occurrence.startsAt).date, participantCount));
      }
    }

    await updateEvent(tx, id, request, { mails, outbox, actor });
    for (const occurrence of others) {
      const otherRequest = requestForOtherDate(occurrence, change);
      if (Object.keys(otherRequest).length > 0) await updateEvent(tx, occurrence.id, otherRequest, { mails, outbox, actor });
    }
  });
  outbox.sendAfterCommit();
  return (await findEventById(db, id))!;
}
