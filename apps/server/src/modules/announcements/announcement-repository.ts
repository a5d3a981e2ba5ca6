import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  ANNOUNCEMENT_LIMITS,
  type TAnnouncement,
  type TAnnouncementCounts,
  type TAnnouncementProgress,
  type TAnnouncementSummary,
} from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { announcements, mailOutbox } from '#db/schema';
import { DEFAULT_RETRY_DELAYS_MS } from '../mail/mailer';

export type AnnouncementRow = typeof announcements.$inferSelect;

/** An announcement's copy is given up after this many attempts (the outbox's own retries). */
export const ANNOUNCEMENT_MAIL_MAX_ATTEMPTS = DEFAULT_RETRY_DELAYS_MS.length + 1;

const NO_MAIL: TAnnouncementCounts = { recipients: 0, queued: 0, sent: 0, failed: 0 };

export async function findAnnouncement(db: Database | Transaction, id: number): Promise<AnnouncementRow | undefined> {
  const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
  return row;
}

/** Each announcement's mails counted from its outbox rows: sent, given up, and the rest still to go. */
export async function countMailsOf(
  db: Database,
  ids: readonly number[],
  maxAttempts = ANNOUNCEMENT_MAIL_MAX_ATTEMPTS,
): Promise<Map<number, TAnnouncementCounts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: mailOutbox.announcementId,
      recipients: sql<number>`count(*)::integer`,
      sent: sql<number>`(count(*) filter (where ${mailOutbox.sentAt} is not null))::integer`,
      failed: sql<number>`(count(*) filter (where ${mailOutbox.sentAt} is null and ${mailOutbox.attempts} >= ${maxAttempts}))::integer`,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.announcementId, [...ids]))
    .groupBy(mailOutbox.announcementId);
  return new Map(
    rows.map((row) => [
      row.id!,
      {
        recipients: Number(row.recipients),
        sent: Number(row.sent),
        failed: Number(row.failed),
        queued: Number(row.recipients) - Number(row.sent) - Number(row.failed),
      },
    ]),
  );
}

/** A sent announcement's counts kept on its row, else null (still leaving, or sent before they were kept and already purged). */
function finalCountsOf(row: AnnouncementRow): TAnnouncementCounts | null {
  if (row.state !== 'sent' || row.finalRecipients === null || row.finalSent === null || row.finalFailed === null) return null;
  return { recipients: row.finalRecipients, sent: row.finalSent, failed: row.finalFailed, queued: 0 };
}

async function progressOf(db: Database, row: AnnouncementRow): Promise<TAnnouncementProgress> {
  const { id } = row;
  const final = finalCountsOf(row);
  const [counts, failures] = await Promise.all([
    final ?? countMailsOf(db, [id]).then((counted) => counted.get(id) ?? NO_MAIL),
    db
      .select({ recipient: mailOutbox.recipient, error: mailOutbox.lastError })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.announcementId, id), isNull(mailOutbox.sentAt), isNotNull(mailOutbox.lastError)))
      .orderBy(asc(mailOutbox.id))
      .limit(ANNOUNCEMENT_LIMITS.FAILURES_SHOWN),
  ]);
  return { ...counts, failures: failures.map((failure) => ({ recipient: failure.recipient, error: failure.error ?? '' })) };
}

export function toAnnouncementSummary(row: AnnouncementRow, counts: TAnnouncementCounts = NO_MAIL): TAnnouncementSummary {
  return {
    id: row.id,
    subject: row.subject,
    kind: row.kind,
    segment: row.segment,
    state: row.state,
    scheduled_at: row.scheduledAt?.toISOString() ?? null,
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    progress: counts,
  };
}

export async function toAnnouncement(db: Database, row: AnnouncementRow): Promise<TAnnouncement> {
  const progress = row.state === 'draft' || row.state === 'scheduled' ? { ...NO_MAIL, failures: [] } : await progressOf(db, row);
  return {
    ...toAnnouncementSummary(row),
    body_markdown: row.bodyMarkdown,
    attachment: row.attachment ?? null,
    archive: row.archive,
    author_first_name: row.authorFirstName,
    updated_at: row.updatedAt.toISOString(),
    progress,
  };
}

/** Every announcement, newest first, with its counts. */
export async function listAnnouncements(db: Database): Promise<TAnnouncementSummary[]> {
  const rows = await db.select().from(announcements).orderBy(desc(announcements.createdAt), desc(announcements.id));
  const counts = await countMailsOf(
    db,
    rows.filter((row) => row.state !== 'draft' && row.state !== 'scheduled' && finalCountsOf(row) === null).map((row) => row.id),
  );
  return rows.map((row) => toAnnouncementSummary(row, finalCountsOf(row) ?? counts.get(row.id)));
}
