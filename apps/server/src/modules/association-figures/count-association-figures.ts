import { and, countDistinct, eq, gte, lt } from 'drizzle-orm';
import { toParisDate, type TAssociationFigures } from '@action-plus/contract';
import type { Database } from '#db/client';
import { events, registrations } from '#db/schema';
import { fromParisDateTime } from '#lib/paris-time';
import { countListedEvents } from '../events/find-event-page';
import { countMembersActiveOn } from '../memberships/membership-repository';

/** The people registered to at least one event of Paris's calendar year of `now`, held or to come. */
async function countParticipantsOfYear(db: Database, now: Date): Promise<number> {
  const year = Number(toParisDate(now).slice(0, 4));
  const [row] = await db
    .select({ count: countDistinct(registrations.userId) })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(and(gte(events.startsAt, fromParisDateTime(`${year}-01-01`, '00:00')), lt(events.startsAt, fromParisDateTime(`${year + 1}-01-01`, '00:00'))));
  return row?.count ?? 0;
}

/** The home page's figures, counted from the data at `now`: events held (the past list's count), members with a running membership, this year's participants. */
export async function countAssociationFigures(db: Database, now = new Date()): Promise<TAssociationFigures> {
  const [eventsHeld, activeMembers, participantsThisYear] = await Promise.all([
    countListedEvents(db, 'past', now),
    countMembersActiveOn(db, toParisDate(now)),
    countParticipantsOfYear(db, now),
  ]);
  return { events_held: eventsHeld, active_members: activeMembers, participants_this_year: participantsThisYear };
}
