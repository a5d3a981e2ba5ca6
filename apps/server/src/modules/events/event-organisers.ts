import { and, asc, eq, sql } from 'drizzle-orm';
import { EVENT_MESSAGES, permissionsOf, ROLE_MESSAGES, GRANTABLE_ROLES, type TEventOrganisersResponse } from '@action-plus/contract';
import type { Database } from '#db/client';
import { accountRoles, eventOrganisers, events, users } from '#db/schema';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '#lib/errors';
import type { AuthenticatedUser } from '#plugins/authentication';

async function findCreator(db: Database, eventId: number): Promise<{ createdBy: number | null }> {
  const [event] = await db.select({ createdBy: events.createdBy }).from(events).where(eq(events.id, eventId));
  if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
  return event;
}

/** Co-organisers are assigned by the event's creator, or by whoever manages every event; not by another co-organiser. */
export async function assertMayAssignOrganisers(db: Database, eventId: number, user: Pick<AuthenticatedUser, 'id' | 'permissions'>): Promise<void> {
  const { createdBy } = await findCreator(db, eventId);
  if (!user.permissions.includes('events.manage_any') && createdBy !== user.id) throw forbidden(ROLE_MESSAGES.eventNotManaged);
}

/** The event's creator first, then its co-organisers by name. */
export async function listEventOrganisers(db: Database, eventId: number): Promise<TEventOrganisersResponse['organisers']> {
  const { createdBy } = await findCreator(db, eventId);
  const creator =
    createdBy === null
      ? []
      : await db.select({ user_id: users.id, first_name: users.firstName, last_name: users.lastName }).from(users).where(eq(users.id, createdBy));
  const others = await db
    .select({ user_id: users.id, first_name: users.firstName, last_name: users.lastName })
    .from(eventOrganisers)
    .innerJoin(users, eq(users.id, eventOrganisers.userId))
    .where(eq(eventOrganisers.eventId, eventId))
    .orderBy(asc(users.lastName), asc(users.firstName));
  return [
    ...creator.map((row) => ({ ...row, is_creator: true })),
    ...others.filter((row) => row.user_id !== createdBy).map((row) => ({ ...row, is_creator: false })),
  ];
}

/** Only an account whose roles let it manage its events (an organiser) is made co-organiser. */
export async function addEventOrganiser(db: Database, eventId: number, email: string, addedBy: number): Promise<void> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (!account) throw notFound(ROLE_MESSAGES.accountNotFound);
  const held = new Set((await db.select({ role: accountRoles.role }).from(accountRoles).where(eq(accountRoles.userId, account.id))).map(({ role }) => role));
  if (!permissionsOf(GRANTABLE_ROLES.filter((role) => held.has(role))).includes('events.manage_own')) throw badRequest(ROLE_MESSAGES.notAnOrganiser);
  try {
    await db.insert(eventOrganisers).values({ eventId, userId: account.id, addedBy });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(ROLE_MESSAGES.alreadyOrganiser);
    throw error;
  }
}

export async function removeEventOrganiser(db: Database, eventId: number, userId: number): Promise<void> {
  const removed = await db
    .delete(eventOrganisers)
    .where(and(eq(eventOrganisers.eventId, eventId), eq(eventOrganisers.userId, userId)))
    .returning({ userId: eventOrganisers.userId });
  if (removed.length === 0) throw notFound(ROLE_MESSAGES.notAnOrganiserOfEvent);
}
