import { eq } from 'drizzle-orm';
import { EVENT_MESSAGES } from '@action-plus/contract';
import type { Database } from '#db/client';
import { events } from '#db/schema';
import { notFound } from '#lib/errors';
import { deleteUnreferencedUploads, uploadIdsOf } from '../uploads/upload-repository';

/** The registrations go with the event (ON DELETE CASCADE); its images too, unless shown elsewhere. */
export async function deleteEvent(db: Database, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(events).where(eq(events.id, id)).returning({ image: events.image, images: events.images });
    if (!deleted) throw notFound(EVENT_MESSAGES.eventNotFound);
    await deleteUnreferencedUploads(tx, uploadIdsOf([deleted.image, ...deleted.images]));
  });
}
