import { eq } from 'drizzle-orm';
import { EVENT_MESSAGES, type TEventParticipantsResponse } from '@action-plus/contract';
import type { Database } from '#db/client';
import { events } from '#db/schema';
import { notFound } from '#lib/errors';
import { findParticipants, findWaitingList, type ListedPerson } from './participant-repository';

export interface ParticipantLists {
  event: { id: number; title: string };
  participants: ListedPerson[];
  waitingList: ListedPerson[];
}

/**
 * Who is coming and who is waiting, for the organiser. Both lists are read in one repeatable-read
 * snapshot: a promotion committed between two separate reads would otherwise show the promoted
 * person in both lists, or in neither.
 */
export async function listParticipants(db: Database, eventId: number): Promise<ParticipantLists> {
  return db.transaction(
    async (tx) => {
      const [event] = await tx.select({ id: events.id, title: events.title }).from(events).where(eq(events.id, eventId));
      if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
      const [participants, waitingList] = [await findParticipants(tx, eventId), await findWaitingList(tx, eventId)];
      return { event, participants, waitingList };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The API's shape of the lists (GET /api/events/{id}/participants). */
export function toParticipantsResponse({ event, participants, waitingList }: ParticipantLists): TEventParticipantsResponse {
  const personOf = ({ userId, firstName, lastName, email }: ListedPerson) => ({ user_id: userId, firstName, lastName, email });
  return {
    event_id: event.id,
    participants: participants.map((participant) => ({ ...personOf(participant), registered_at: participant.since.toISOString() })),
    waiting_list: waitingList.map((waiting, index) => ({ ...personOf(waiting), waiting_since: waiting.since.toISOString(), position: index + 1 })),
  };
}
