import { listSeriesDates, toSeriesRule, type TCreateEventWithRecurrenceRequest, type TEvent } from '@action-plus/contract';
import type { Database } from '#db/client';
import { events, eventSeries } from '#db/schema';
import { findEventById } from './event-repository';
import { fromParisDateTime, toParisDateTime } from '#lib/paris-time';
import { recordAudit, type AuditActor } from '../audit/record-audit';

/**
 * A series (decision 023): its row and one event per date, all in one transaction, so that a
 * failure leaves no half series. Each date is a full event (its own capacity and participants)
 * at the same Paris wall-clock time, whatever the daylight saving time of its day. The request's
 * schema has checked the rule's bounds; the first date is answered, as for a single event.
 */
export async function createEventSeries(
  db: Database,
  request: TCreateEventWithRecurrenceRequest & { recurrence: NonNullable<TCreateEventWithRecurrenceRequest['recurrence']> },
  createdBy: number,
  { actor }: { actor?: AuditActor } = {},
): Promise<TEvent> {
  const dates = listSeriesDates(request.date, toSeriesRule(request.recurrence));
  const firstId = await db.transaction(async (tx) => {
    const [series] = await tx.insert(eventSeries).values({ frequency: request.recurrence.frequency, createdBy }).returning({ id: eventSeries.id });
    const rows = await tx
      .insert(events)
      .values(
        dates.map((date) => ({
          title: request.title,
          description: request.description,
          startsAt: fromParisDateTime(date, request.time),
          type: request.type,
          location: request.location,
          image: request.image,
          images: request.images,
          maxParticipants: request.max_participants,
          isFeatured: request.isFeatured,
          seriesId: series!.id,
          createdBy,
        })),
      )
      .returning({ id: events.id, startsAt: events.startsAt });
    if (actor !== undefined) {
      for (const row of rows)
        await recordAudit(tx, {
          actor,
          action: 'event.create',
          targetType: 'event',
          targetId: row.id,
          after: { ...request, date: toParisDateTime(row.startsAt).date, series_id: series!.id },
        });
    }
    return rows.reduce((first, row) => (row.startsAt < first.startsAt ? row : first)).id;
  });
  return (await findEventById(db, firstId))!;
}
