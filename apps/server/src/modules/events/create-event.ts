import type { TCreateEventRequest, TEvent } from '@action-plus/contract';
import type { Database } from '#db/client';
import { events } from '#db/schema';
import { findEventById } from './event-repository';
import { fromParisDateTime } from '#lib/paris-time';

export async function createEvent(db: Database, request: TCreateEventRequest, createdBy: number): Promise<TEvent> {
  const [row] = await db
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
  return (await findEventById(db, row!.id))!;
}
