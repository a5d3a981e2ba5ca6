import { toParisDate, type TAssociationFigures } from '@action-plus/contract';
import type { Database } from '#db/client';
import { countListedEvents } from '../events/find-event-page';
import { countMembersActiveOn } from '../memberships/membership-repository';

/** The home page's figures, counted from the data at `now`: events held (the past list's count) and members with a running membership. */
export async function countAssociationFigures(db: Database, now = new Date()): Promise<TAssociationFigures> {
  const [eventsHeld, activeMembers] = await Promise.all([countListedEvents(db, 'past', now), countMembersActiveOn(db, toParisDate(now))]);
  return { events_held: eventsHeld, active_members: activeMembers };
}
