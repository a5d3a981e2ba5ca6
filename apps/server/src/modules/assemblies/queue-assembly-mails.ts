import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { addDays, ASSEMBLY_LIMITS } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { assemblies, assemblyVoters, users } from '#db/schema';
import { toParisDateTime } from '#lib/paris-time';
import type { Mailer } from '../mail/mailer';
import { remindersDayAt } from '../memberships/queue-membership-reminders';
import { assemblyReminderMail, convocationMail, type AssemblyMailDetails } from './assembly-mails';
import { listDocuments } from './assembly-documents';
import { readAgenda, readResolutions, type AssemblyRow } from './assembly-repository';

/** How often the reminders' job looks for an assembly due (it also runs at start). */
export const ASSEMBLY_REMINDERS_INTERVAL_MS = 15 * 60 * 1000;

export interface AssemblyMails {
  mailer: Mailer;
  /** The site's address, for the link to answer. */
  publicUrl: string;
}

/**
 * Stores one mail per voter in the outbox, in the caller's transaction: a membership information,
 * sent whatever the voter's choices of mail, to the accounts whose address is confirmed (as the
 * announcements' `membership` kind, decision 047). `onlyWithoutAnswer` keeps the voters who have
 * not answered. Returns the outbox ids, to send once the transaction has committed.
 */
async function storeAssemblyMails(
  tx: Transaction,
  mails: AssemblyMails,
  assembly: AssemblyRow,
  build: (details: AssemblyMailDetails) => ReturnType<typeof convocationMail>,
  onlyWithoutAnswer: boolean,
): Promise<number[]> {
  const [agenda, resolutions, documents, recipients] = await Promise.all([
    readAgenda(tx, assembly.id),
    readResolutions(tx, assembly),
    listDocuments(tx, assembly.id),
    tx
      .select({ email: users.email, firstName: users.firstName })
      .from(assemblyVoters)
      .innerJoin(users, eq(users.id, assemblyVoters.userId))
      .where(
        and(eq(assemblyVoters.assemblyId, assembly.id), isNotNull(users.emailVerifiedAt), onlyWithoutAnswer ? eq(assemblyVoters.answer, 'none') : undefined),
      ),
  ]);
  if (recipients.length === 0) return [];
  return mails.mailer.storeMails(
    tx,
    recipients.map((recipient) => ({
      to: recipient.email,
      ...build({ firstName: recipient.firstName, assembly, agenda, resolutions, documents, publicUrl: mails.publicUrl }),
    })),
  );
}

/** The convocation of every voter, stored by the convening transaction. */
export const storeConvocations = (tx: Transaction, mails: AssemblyMails, assembly: AssemblyRow) =>
  storeAssemblyMails(tx, mails, assembly, convocationMail, false);

/**
 * Queues the reminder of each convened assembly due at `now` (from 09:00 Paris time,
 * `REMINDER_DAYS_BEFORE` days before its day, until it starts) to its voters who have not answered.
 * The claim is the conditional update of `reminder_sent_at` in the transaction that stores the
 * mails: once per assembly whatever the number of instances; a rollback leaves it free.
 */
export async function queueDueAssemblyReminders(db: Database, mails: AssemblyMails, { now = new Date() }: { now?: Date } = {}): Promise<number> {
  const today = remindersDayAt(now);
  const candidates = await db
    .select()
    .from(assemblies)
    .where(and(eq(assemblies.state, 'convened'), isNull(assemblies.reminderSentAt), gt(assemblies.startsAt, now)));
  let queued = 0;
  for (const candidate of candidates) {
    if (today < addDays(toParisDateTime(candidate.startsAt).date, -ASSEMBLY_LIMITS.REMINDER_DAYS_BEFORE)) continue;
    const ids = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(assemblies)
        .set({ reminderSentAt: now })
        .where(and(eq(assemblies.id, candidate.id), eq(assemblies.state, 'convened'), isNull(assemblies.reminderSentAt)))
        .returning();
      if (!claimed) return [];
      return storeAssemblyMails(tx, mails, claimed, assemblyReminderMail, true);
    });
    if (ids.length > 0) {
      mails.mailer.sendStoredMails(ids);
      queued += ids.length;
    }
  }
  return queued;
}
