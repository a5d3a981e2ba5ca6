import { and, eq, lte, sql } from 'drizzle-orm';
import { isMailConsentKind } from '@action-plus/contract';
import type { Database } from '#db/client';
import { announcements, mailOutbox } from '#db/schema';
import { findRecipientsAfter } from './segment-recipients';
import type { MailUnsubscribeLinks } from './unsubscribe-links';

/** How often the job looks for announcements due or being written. */
export const ANNOUNCEMENT_OUTBOX_INTERVAL_MS = 5_000;
/** Recipients written per transaction: each batch and the cursor's move commit together. */
export const ANNOUNCEMENT_OUTBOX_BATCH_SIZE = 500;

/** Moves every scheduled announcement whose time has come to `queued`: the conditional update is the claim, once whatever the number of instances. */
export async function queueDueAnnouncements(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .update(announcements)
    .set({ state: 'queued', sentAt: sql`${announcements.scheduledAt}`, updatedAt: now })
    .where(and(eq(announcements.state, 'scheduled'), lte(announcements.scheduledAt, now)))
    .returning({ id: announcements.id });
  return due.length;
}

/**
 * Writes the next batch of one queued announcement's recipients to the outbox, under the
 * announcement's row lock: the recipients after its cursor, their rows, and the cursor moved to the
 * last of them, in one transaction. A crash loses the batch whole (the next run writes it again from
 * the same cursor); two instances wait for each other on the lock and the second reads the cursor
 * the first moved; the unique (announcement, address) index would refuse a copy written twice
 * anyway. With no recipient left, the announcement goes on to `sending`. Returns the rows written,
 * 0 once none is left (at least 1 for a batch done), or null when the announcement was not (or no longer) `queued`.
 */
export async function writeNextRecipientBatch(
  db: Database,
  id: number,
  options: { unsubscribeLinks: MailUnsubscribeLinks; batchSize?: number },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [announcement] = await tx
      .select()
      .from(announcements)
      .where(and(eq(announcements.id, id), eq(announcements.state, 'queued')))
      .for('update');
    if (!announcement) return null;
    const recipients = await findRecipientsAfter(tx, {
      kind: announcement.kind,
      segment: announcement.segment,
      afterUserId: announcement.recipientsCursor,
      limit: options.batchSize ?? ANNOUNCEMENT_OUTBOX_BATCH_SIZE,
    });
    if (recipients.length === 0) {
      await tx.update(announcements).set({ state: 'sending', updatedAt: new Date() }).where(eq(announcements.id, id));
      return 0;
    }
    const { kind } = announcement;
    // The bodies are drawn when each copy leaves (one drawing for all); the row carries what is the
    // recipient's own: their address and their signed unsubscribe link.
    const inserted = await tx
      .insert(mailOutbox)
      .values(
        recipients.map((recipient) => ({
          recipient: recipient.email,
          subject: announcement.subject,
          textBody: '',
          htmlBody: '',
          headers: isMailConsentKind(kind)
            ? ({
                'List-Unsubscribe': `<${options.unsubscribeLinks.linksFor(recipient.userId, kind).oneClickUrl}>`,
                'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
              } as Record<string, string>)
            : {},
          announcementId: id,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: mailOutbox.id });
    await tx
      .update(announcements)
      .set({ recipientsCursor: recipients.at(-1)!.userId })
      .where(eq(announcements.id, id));
    // A batch some other run already wrote inserts nothing, yet moves the cursor on: it counts as done.
    return Math.max(inserted.length, 1);
  });
}

/** The job's run: due announcements queued, then every queued one written whole, batch after batch. Returns the rows written. */
export async function writeAnnouncementOutboxes(db: Database, options: { unsubscribeLinks: MailUnsubscribeLinks; batchSize?: number }): Promise<number> {
  await queueDueAnnouncements(db);
  const queued = await db.select({ id: announcements.id }).from(announcements).where(eq(announcements.state, 'queued')).orderBy(announcements.id);
  let written = 0;
  for (const { id } of queued) {
    for (;;) {
      const count = await writeNextRecipientBatch(db, id, options);
      if (count === null || count === 0) break;
      written += count;
      // Between batches, the requests waiting get their turn: the embedded database answers
      // without leaving the event loop, and 20 batches in a row would hold every page for seconds.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return written;
}
