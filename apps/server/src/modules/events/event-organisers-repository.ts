import { and, eq, exists, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#db/client';
import { eventOrganisers, events } from '#db/schema';

/**
 * Whether the account created the event or was made one of its co-organisers: what an organiser
 * (`events.manage_own`) needs to manage it. A missing event is simply not theirs.
 */
export async function isOrganiserOfEvent(db: Database | Transaction, eventId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(
      and(
        eq(events.id, eventId),
        or(
          eq(events.createdBy, userId),
          exists(
            db
              .select({ one: sql`1` })
              .from(eventOrganisers)
              .where(and(eq(eventOrganisers.eventId, events.id), eq(eventOrganisers.userId, userId))),
          ),
        ),
      ),
    );
  return row !== undefined;
}
