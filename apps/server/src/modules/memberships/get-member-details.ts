import { asc, desc, eq } from 'drizzle-orm';
import { MEMBERSHIP_MESSAGES, type TMemberDetailsResponse } from '@action-plus/contract';
import type { Database } from '#db/client';
import { invoices, membershipReminders, memberships, users } from '#db/schema';
import { notFound } from '#lib/errors';
import { invoiceSummaryColumns, toMemberListItem, toMembershipResponse } from './membership-repository';

/** One member for the admin's details: as the list shows them, every membership, and the reminders they were sent. */
export async function getMemberDetails(db: Database, userId: number, today: string): Promise<TMemberDetailsResponse> {
  const [person] = await db.select().from(users).where(eq(users.id, userId));
  if (!person) throw notFound(MEMBERSHIP_MESSAGES.memberNotFound);
  const [rows, reminders] = await Promise.all([
    db
      .select({ membership: memberships, ...invoiceSummaryColumns })
      .from(memberships)
      .leftJoin(invoices, eq(invoices.membershipId, memberships.id))
      .where(eq(memberships.userId, userId))
      .orderBy(asc(memberships.id)),
    db
      .select({ membershipId: membershipReminders.membershipId, kind: membershipReminders.kind, sentAt: membershipReminders.sentAt })
      .from(membershipReminders)
      .innerJoin(memberships, eq(memberships.id, membershipReminders.membershipId))
      .where(eq(memberships.userId, userId))
      .orderBy(desc(membershipReminders.sentAt), desc(membershipReminders.id)),
  ]);
  return {
    member: toMemberListItem(person, rows, today),
    memberships: rows
      .toSorted((a, b) => b.membership.startDate.localeCompare(a.membership.startDate) || b.membership.id - a.membership.id)
      .map((row) => toMembershipResponse(row, today)),
    reminders: reminders.map((reminder) => ({ membership_id: reminder.membershipId, kind: reminder.kind, sent_at: reminder.sentAt.toISOString() })),
  };
}
