import { eq } from 'drizzle-orm';
import {
  MEMBERSHIP_MESSAGES,
  eurosToCents,
  membershipStatusOn,
  newMembershipPeriod,
  renewalPeriod,
  toParisDate,
  type TMembership,
  type TMembershipType,
} from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { memberships, users } from '#db/schema';
import { conflict, notFound } from '#lib/errors';
import { issueInvoice } from '../invoices/issue-invoice';
import { findMembershipsOfUser, pickLatestEndingMembership, toMembershipResponse } from './membership-repository';

async function lockMember(tx: Transaction, userId: number) {
  // Locking the member serialises two admins recording a membership for the same person at once.
  const [member] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!member) throw notFound(MEMBERSHIP_MESSAGES.memberNotFound);
  return member;
}

async function insertMembershipWithInvoice(
  tx: Transaction,
  member: typeof users.$inferSelect,
  values: { membershipType: TMembershipType; startDate: string; endDate: string; durationMonths: number; amountCents: number; renewalCount: number },
  today: string,
): Promise<TMembership> {
  const [membership] = await tx
    .insert(memberships)
    .values({ userId: member.id, ...values })
    .returning();
  // Issued with the membership, in the same transaction: the number is spent only if both exist.
  const invoice = await issueInvoice(tx, membership!, member);
  return toMembershipResponse(membership!, invoice.number, today);
}

/** A first membership (or a new one after a lapse), starting today. 409 while one is still running. */
export async function createMembership(
  db: Database,
  request: { userId: number; membershipType: TMembershipType; durationMonths: number; amountEuros: number },
): Promise<TMembership> {
  const today = toParisDate();
  return db.transaction(async (tx) => {
    const member = await lockMember(tx, request.userId);
    const existing = await findMembershipsOfUser(tx, member.id);
    const latest = pickLatestEndingMembership(existing);
    if (latest && (membershipStatusOn(latest.membership, today) === 'active' || latest.membership.startDate > today)) {
      throw conflict(MEMBERSHIP_MESSAGES.alreadyActive);
    }
    return insertMembershipWithInvoice(
      tx,
      member,
      {
        membershipType: request.membershipType,
        ...newMembershipPeriod(request.durationMonths, today),
        durationMonths: request.durationMonths,
        amountCents: eurosToCents(request.amountEuros),
        renewalCount: 0,
      },
      today,
    );
  });
}

/**
 * A renewal is a new membership row (its own period, amount and invoice) following the latest one:
 * from its end date while it runs, from today once it has lapsed. A member who never had one gets a
 * first membership of the default type.
 */
export async function renewMembership(
  db: Database,
  request: { userId: number; durationMonths: number; amountEuros: number; membershipType?: TMembershipType },
): Promise<TMembership> {
  return db.transaction(async (tx) =>
    renewMembershipInTransaction(tx, {
      userId: request.userId,
      durationMonths: request.durationMonths,
      amountCents: eurosToCents(request.amountEuros),
      ...(request.membershipType ? { membershipType: request.membershipType } : {}),
    }),
  );
}

/**
 * The renewal (or first membership) inside the caller's transaction, with its invoice: what an
 * online payment records in the transaction that marks it paid (modules/payments).
 */
export async function renewMembershipInTransaction(
  tx: Transaction,
  request: { userId: number; durationMonths: number; amountCents: number; membershipType?: TMembershipType },
  today = toParisDate(),
): Promise<TMembership> {
  const member = await lockMember(tx, request.userId);
  const latest = pickLatestEndingMembership(await findMembershipsOfUser(tx, member.id));
  return insertMembershipWithInvoice(
    tx,
    member,
    {
      membershipType: request.membershipType ?? latest?.membership.membershipType ?? 'standard',
      ...renewalPeriod(latest?.membership, request.durationMonths, today),
      durationMonths: request.durationMonths,
      amountCents: request.amountCents,
      renewalCount: latest ? latest.membership.renewalCount + 1 : 0,
    },
    today,
  );
}
