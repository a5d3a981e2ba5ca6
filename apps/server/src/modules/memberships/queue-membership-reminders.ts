import { and, eq, gt, gte, inArray, lte, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { MEMBERSHIP_REMINDER_SETTINGS, addDays, dueMembershipReminderOf, formatMemberNumber } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { membershipReminders, memberships, users } from '#db/schema';
import type { Mailer } from '../mail/mailer';
import { toParisDateTime } from '#lib/paris-time';
import { membershipReminderMail } from './membership-reminder-mails';

/** How often the job looks for due reminders (it also runs at start). */
export const MEMBERSHIP_REMINDERS_INTERVAL_MS = 15 * 60 * 1000;

export interface MembershipReminderMails {
  mailer: Mailer;
  /** The site's address, for the link to renew. */
  publicUrl: string;
}

/**
 * The reminders' calendar day at `now`: Paris's date, the day before until
 * `sendFromParisTime`, so that the day's reminders wait for the morning.
 */
export function remindersDayAt(now: Date): string {
  const { date, time } = toParisDateTime(now);
  return time < MEMBERSHIP_REMINDER_SETTINGS.sendFromParisTime ? addDays(date, -1) : date;
}

const later = alias(memberships, 'later_membership');

/**
 * Only a member's membership that ends last is ever reminded: a later one (a renewal continuing
 * it, or a new one after a lapse) means the member has already renewed.
 */
const hasNoLaterMembership = (executor: Database | Transaction) =>
  notExists(
    executor
      .select({ one: sql`1` })
      .from(later)
      .where(and(eq(later.userId, memberships.userId), ne(later.id, memberships.id), gt(later.endDate, memberships.endDate))),
  );

/**
 * Queues the reminders due at `now` (`dueMembershipReminderOf`: the most relevant one only). Each
 * is claimed by inserting its row into `membership_reminders` (unique per membership and kind) with
 * ON CONFLICT DO NOTHING in the transaction that stores its mail: of several instances running this
 * at once exactly one queues it, a rollback leaves the claim free, and a run at start sends what a
 * stopped site missed. Returns the number of mails queued.
 */
export async function queueDueMembershipReminders(db: Database, mails: MembershipReminderMails, { now = new Date() }: { now?: Date } = {}) {
  const today = remindersDayAt(now);
  const settings = MEMBERSHIP_REMINDER_SETTINGS;
  const candidates = await db
    .select({
      id: memberships.id,
      endDate: memberships.endDate,
      membershipType: memberships.membershipType,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      joinedAt: users.createdAt,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        lte(memberships.startDate, today),
        gte(memberships.endDate, addDays(today, -settings.lapsedNoticeWithinDays)),
        lte(memberships.endDate, addDays(today, settings.firstNoticeDays)),
        hasNoLaterMembership(db),
      ),
    );
  if (candidates.length === 0) return 0;
  const sent = await db
    .select({ membershipId: membershipReminders.membershipId, kind: membershipReminders.kind })
    .from(membershipReminders)
    .where(
      inArray(
        membershipReminders.membershipId,
        candidates.map((candidate) => candidate.id),
      ),
    );
  const alreadySent = new Set(sent.map((row) => `${row.membershipId}:${row.kind}`));

  let queued = 0;
  for (const candidate of candidates) {
    const kind = dueMembershipReminderOf(candidate.endDate, today);
    if (!kind || alreadySent.has(`${candidate.id}:${kind}`)) continue;
    let storedIds: number[] = [];
    await db.transaction(async (tx) => {
      // Renewed since the candidates were read: nothing to remind.
      const [stillLatest] = await tx
        .select({ id: memberships.id })
        .from(memberships)
        .where(and(eq(memberships.id, candidate.id), hasNoLaterMembership(tx)));
      if (!stillLatest) return;
      const [claimed] = await tx
        .insert(membershipReminders)
        .values({ membershipId: candidate.id, kind, sentAt: now })
        .onConflictDoNothing({ target: [membershipReminders.membershipId, membershipReminders.kind] })
        .returning({ id: membershipReminders.id });
      if (!claimed) return;
      storedIds = await mails.mailer.storeMails(tx, [
        {
          to: candidate.email,
          ...membershipReminderMail({
            kind,
            firstName: candidate.firstName,
            memberNumber: formatMemberNumber(candidate.userId, candidate.joinedAt),
            membershipType: candidate.membershipType,
            endDate: candidate.endDate,
            today,
            publicUrl: mails.publicUrl,
          }),
        },
      ]);
    });
    if (storedIds.length > 0) {
      mails.mailer.sendStoredMails(storedIds);
      queued += storedIds.length;
    }
  }
  return queued;
}
