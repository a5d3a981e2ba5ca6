import type { TCreateEventRequest, TEvent } from '@action-plus/contract';
import type { Database } from '#db/client';
import { events } from '#db/schema';
import { findEventById } from './event-repository';
import { fromParisDateTime } from '#lib/paris-time';
import { recordAudit, type AuditActor } from '../audit/record-audit';

/** `actor`: the admin whose act the journal records, in the same transaction (none: not journaled, as in the seed). */
export async function createEvent(db: Database, request: TCreateEventRequest, createdBy: number, { actor }: { actor?: AuditActor } = {}): Promise<TEvent> {
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(events)
      .values({
        title: request.title,
        description: request.description,
        startsAt: fromParisDateTime(request.date, request.time),
        type: request.type,
        location: request.location,
        image: request.image,
        images: request.images,
        maxParticipants: request.max_participants,
        isFeatured: request.isFeatured,
        createdBy,
      })
      .returning({ id: events.id });
    if (actor !== undefined) await recordAudit(tx, { actor, action: 'event.create', targetType: 'event', targetId: row!.id, after: request });
    return row!.id;
  });
  return (await findEventById(db, id))!;
}
