import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import { EVENT_MESSAGES, GRANTABLE_ROLES, permissionsOf, ROLE_MESSAGES, type TEventOrganiser, type TEventOrganisersResponse } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { accountRoles, eventOrganisers, events, users } from '#db/schema';
import { badRequest, conflict, forbidden, notFound } from '#lib/errors';
import type { AuthenticatedUser } from '#plugins/authentication';
import { recordAudit } from '../audit/record-audit';

type Assigner = Pick<AuthenticatedUser, 'id' | 'roles' | 'permissions'>;

/** The roles whose holders an event is assigned to: they manage the events given to them, not every event. */
const ASSIGNABLE_ROLES = GRANTABLE_ROLES.filter((role) => {
  const permissions = permissionsOf([role]);
  return permissions.includes('events.manage_own') && !permissions.includes('events.manage_any');
});

const accountColumns = { user_id: users.id, first_name: users.firstName, last_name: users.lastName };

async function findCreator(db: Database | Transaction, eventId: number): Promise<{ createdBy: number | null }> {
  const [event] = await db.select({ createdBy: events.createdBy }).from(events).where(eq(events.id, eventId));
  if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
  return event;
}

/** Co-organisers are assigned by the event's creator, or by whoever manages every event; not by another co-organiser. */
const mayAssign = (user: Assigner, createdBy: number | null) => user.permissions.includes('events.manage_any') || createdBy === user.id;

/** Refuses who may not assign the event's co-organisers; answers its creator. */
async function assertMayAssignOrganisers(db: Database | Transaction, eventId: number, user: Assigner): Promise<{ createdBy: number | null }> {
  const event = await findCreator(db, eventId);
  if (!mayAssign(user, event.createdBy)) throw forbidden(ROLE_MESSAGES.eventNotManaged);
  return event;
}

/** The event's creator first, then its co-organisers by name. */
async function listOrganisers(db: Database, eventId: number, createdBy: number | null): Promise<TEventOrganiser[]> {
  const creator = createdBy === null ? [] : await db.select(accountColumns).from(users).where(eq(users.id, createdBy));
  const others = await db
    .select(accountColumns)
    .from(eventOrganisers)
    .innerJoin(users, eq(users.id, eventOrganisers.userId))
    .where(eq(eventOrganisers.eventId, eventId))
    .orderBy(asc(users.lastName), asc(users.firstName));
  return [
    ...creator.map((row) => ({ ...row, is_creator: true })),
    ...others.filter((row) => row.user_id !== createdBy).map((row) => ({ ...row, is_creator: false })),
  ];
}

/** The accounts one may still add: organisers who neither created the event nor were given it. */
async function listCandidates(db: Database, eventId: number, createdBy: number | null): Promise<TEventOrganisersResponse['candidates']> {
  const rows = await db
    .selectDistinct(accountColumns)
    .from(accountRoles)
    .innerJoin(users, eq(users.id, accountRoles.userId))
    .where(
      and(
        inArray(accountRoles.role, ASSIGNABLE_ROLES),
        notExists(
          db
            .select({ one: sql`1` })
            .from(eventOrganisers)
            .where(and(eq(eventOrganisers.eventId, eventId), eq(eventOrganisers.userId, users.id))),
        ),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
  return rows.filter((row) => row.user_id !== createdBy);
}

export async function describeEventOrganisers(db: Database, eventId: number, user: Assigner): Promise<TEventOrganisersResponse> {
  const { createdBy } = await findCreator(db, eventId);
  const mayAssignHere = mayAssign(user, createdBy);
  return {
    organisers: await listOrganisers(db, eventId, createdBy),
    may_assign: mayAssignHere,
    candidates: mayAssignHere ? await listCandidates(db, eventId, createdBy) : [],
  };
}

async function nameOf(tx: Transaction, userId: number): Promise<string | undefined> {
  const [account] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  return account && `${account.firstName} ${account.lastName}`.trim();
}

/** Only an account whose roles let it manage the events given to it (an organiser) is made co-organiser; the act is journaled. */
export async function addEventOrganiser(db: Database, eventId: number, userId: number, actor: Assigner): Promise<void> {
  await db.transaction(async (tx) => {
    const { createdBy } = await assertMayAssignOrganisers(tx, eventId, actor);
    if (userId === createdBy) throw conflict(ROLE_MESSAGES.alreadyOrganiser);
    const held = await tx.select({ role: accountRoles.role }).from(accountRoles).where(eq(accountRoles.userId, userId));
    const name = await nameOf(tx, userId);
    if (name === undefined) throw notFound(ROLE_MESSAGES.accountNotFound);
    const roles = GRANTABLE_ROLES.filter((role) => held.some((row) => row.role === role));
    if (!permissionsOf(roles).includes('events.manage_own')) throw badRequest(ROLE_MESSAGES.notAnOrganiser);
    const [inserted] = await tx
      .insert(eventOrganisers)
      .values({ eventId, userId, addedBy: actor.id })
      .onConflictDoNothing()
      .returning({ userId: eventOrganisers.userId });
    if (!inserted) throw conflict(ROLE_MESSAGES.alreadyOrganiser);
    await recordAudit(tx, { actor, action: 'event.organiser_add', targetType: 'event', targetId: eventId, after: { co_organiser: { id: userId, name } } });
  });
}

export async function removeEventOrganiser(db: Database, eventId: number, userId: number, actor: Assigner): Promise<void> {
  await db.transaction(async (tx) => {
    await assertMayAssignOrganisers(tx, eventId, actor);
    const removed = await tx
      .delete(eventOrganisers)
      .where(and(eq(eventOrganisers.eventId, eventId), eq(eventOrganisers.userId, userId)))
      .returning({ userId: eventOrganisers.userId });
    if (removed.length === 0) throw notFound(ROLE_MESSAGES.notAnOrganiserOfEvent);
    const name = (await nameOf(tx, userId)) ?? null;
    await recordAudit(tx, { actor, action: 'event.organiser_remove', targetType: 'event', targetId: eventId, before: { co_organiser: { id: userId, name } } });
  });
}
