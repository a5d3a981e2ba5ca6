import { and, eq, inArray, sql } from 'drizzle-orm';
import { isMailConsentKind, PATHS, toParisDate } from '@action-plus/contract';
import type { Database } from '#db/client';
import type { AssociationSettingsReader } from '../association-settings/association-settings-reader';
import { announcements, mailOutbox } from '#db/schema';
import type { Mailer } from '../mail/mailer';
import { BULK_CONNECTIONS, DEFAULT_RETRY_DELAYS_MS } from '../mail/mailer';
import { countAttempt } from '../throttling/rate-limit-counters';
import { announcementMail, renderAnnouncement, type RenderedAnnouncement } from './announcement-mails';
import { ANNOUNCEMENT_MAIL_MAX_ATTEMPTS } from './announcement-repository';
import { stillReceives } from './segment-recipients';

/** How often the paced sender looks for mails to send. */
export const ANNOUNCEMENT_SENDING_INTERVAL_MS = 2_000;
/** The rate counter every instance shares (rate_limit_counters). */
const RATE_KEY = 'announcement-mails';
const MINUTE_MS = 60_000;
/**
 * How long a claimed copy is held before another run may take it again, unless the configuration
 * says otherwise (ANNOUNCEMENT_CLAIM_LEASE_SECONDS): a process killed between the claim and the SMTP
 * server's answer leaves its copy to be sent after this (never sooner, so that a slow SMTP answer is
 * not sent twice by another instance).
 */
export const ANNOUNCEMENT_CLAIM_LEASE_MS = 60_000;

export interface AnnouncementSenderOptions {
  mailer: Mailer;
  associationSettings: AssociationSettingsReader;
  publicUrl: string;
  mailsPerMinute: number;
  /** Waits before the 2nd, 3rd… attempt of a copy (the outbox's own by default). */
  retryDelaysMs?: readonly number[];
  leaseMs?: number;
  everyMs?: number;
}

/**
 * Asks the shared counter for up to `wanted` sends in this minute's window, in one atomic upsert
 * (throttling/rate-limit-counters.ts): the counter moves by `wanted`, and what was left under the
 * rate before this run's share is what it may send. Of several instances asking at once, the sum of
 * what they are given never exceeds the rate.
 */
async function claimSendingSlots(db: Database, wanted: number, mailsPerMinute: number): Promise<number> {
  const { hits } = await countAttempt(db, RATE_KEY, MINUTE_MS, wanted);
  return Math.max(0, Math.min(wanted, mailsPerMinute - (hits - wanted)));
}

type ClaimedCopy = {
  id: number;
  recipient: string;
  subject: string;
  headers: Record<string, string>;
  attempts: number;
  announcementId: number;
  /** Whether the address is still a confirmed account's that would receive the announcement now. */
  stillWanted: boolean;
};

/**
 * Claims up to `count` copies due now: each row's attempts move by one and its retry time by the
 * lease, under `for update skip locked`, so that two instances never take the same copy and a copy
 * whose sender died is taken again once its lease has passed.
 */
async function claimCopies(db: Database, count: number, leaseMs: number, maxAttempts: number): Promise<ClaimedCopy[]> {
  const result = await db.execute(sql`
    update mail_outbox set attempts = attempts + 1, retry_at = now() + ${leaseMs} * interval '1 millisecond'
    where id in (
      select id from mail_outbox
      where announcement_id is not null and sent_at is null and attempts < ${maxAttempts} and (retry_at is null or retry_at <= now())
      order by announcement_id, id
      limit ${count}
      for update skip locked
    )
    returning id, recipient, subject, headers, attempts, announcement_id as "announcementId",
      exists (
        select 1 from users u join announcements a on a.id = mail_outbox.announcement_id
        where lower(u.email) = lower(mail_outbox.recipient) and ${stillReceives(sql`a.kind`, toParisDate())}
      ) as "stillWanted"`);
  return (result as unknown as { rows: ClaimedCopy[] }).rows;
}

/** The page of the unsubscribe link, from the one-click address the row carries (same signed token). */
function linksOfRow(headers: Record<string, string>, publicUrl: string) {
  const oneClick = /^<(.+)>$/.exec(headers['List-Unsubscribe'] ?? '')?.[1];
  if (!oneClick) return null;
  return { oneClickUrl: oneClick, pageUrl: `${publicUrl}${PATHS.mailUnsubscribe}${new URL(oneClick).search}` };
}

/** Marks sent every `sending` announcement none of whose copies is left to try. */
/** Those whose last copy has left are `sent`, with their copies counted for good (the outbox's rows go after 36 months). */
async function markFinishedAnnouncements(db: Database, maxAttempts: number): Promise<void> {
  const copiesOf = (condition = sql`true`) =>
    sql<number>`(select count(*)::integer from mail_outbox o where o.announcement_id = ${announcements.id} and ${condition})`;
  await db
    .update(announcements)
    .set({
      state: 'sent',
      updatedAt: new Date(),
      finalRecipients: copiesOf(),
      finalSent: copiesOf(sql`o.sent_at is not null`),
      finalFailed: copiesOf(sql`o.sent_at is null and o.attempts >= ${maxAttempts}`),
    })
    .where(
      and(
        eq(announcements.state, 'sending'),
        sql`not exists (select 1 from mail_outbox o where o.announcement_id = ${announcements.id} and o.sent_at is null and o.attempts < ${maxAttempts})`,
      ),
    );
}

/**
 * The paced sender's run: as many copies as the shared rate allows now (all instances together), each
 * claimed by its row, drawn with its recipient's links and handed to the SMTP server; a failure is
 * retried after the outbox's delays, and given up after its attempts (the announcement's page lists it).
 * Returns the copies sent.
 */
export async function sendAnnouncementMails(
  db: Database,
  options: AnnouncementSenderOptions,
  drawings = new Map<number, Promise<RenderedAnnouncement>>(),
): Promise<number> {
  const retryDelaysMs = options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const maxAttempts = options.retryDelaysMs ? options.retryDelaysMs.length + 1 : ANNOUNCEMENT_MAIL_MAX_ATTEMPTS;
  const everyMs = options.everyMs ?? ANNOUNCEMENT_SENDING_INTERVAL_MS;
  // This run's share of a minute: the rate spread over the runs of a minute, not spent in one burst.
  const wanted = Math.max(1, Math.ceil((options.mailsPerMinute * everyMs) / MINUTE_MS));
  const [pending] = await db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      sql`${mailOutbox.announcementId} is not null and ${mailOutbox.sentAt} is null and ${mailOutbox.attempts} < ${maxAttempts} and (${mailOutbox.retryAt} is null or ${mailOutbox.retryAt} <= now())`,
    )
    .limit(1);
  if (!pending) {
    await markFinishedAnnouncements(db, maxAttempts);
    return 0;
  }
  const slots = await claimSendingSlots(db, wanted, options.mailsPerMinute);
  if (slots === 0) return 0;
  const claimed = await claimCopies(db, slots, options.leaseMs ?? ANNOUNCEMENT_CLAIM_LEASE_MS, maxAttempts);
  // Hours may pass between the copies' writing and their sending (10 000 at 30 a minute): an account
  // deleted, an address no longer confirmed, a consent withdrawn or, for an information to members,
  // a membership ended meanwhile gets nothing, and the copy (the only place the deleted account's
  // address was left) goes.
  const dropped = claimed.filter((copy) => !copy.stillWanted).map((copy) => copy.id);
  if (dropped.length > 0) await db.delete(mailOutbox).where(inArray(mailOutbox.id, dropped));
  const copies = claimed.filter((copy) => copy.stillWanted);
  const association = await options.associationSettings.read();
  const drawingOf = (announcementId: number) => {
    let drawing = drawings.get(announcementId);
    if (!drawing) {
      drawing = (async () => {
        const [announcement] = await db.select().from(announcements).where(eq(announcements.id, announcementId));
        return renderAnnouncement(db, announcement!, options.publicUrl);
      })();
      drawings.set(announcementId, drawing);
    }
    return drawing;
  };
  let sent = 0;
  const sendCopy = async (copy: ClaimedCopy) => {
    const rendered = await drawingOf(copy.announcementId);
    const links = isMailConsentKind(rendered.kind) ? linksOfRow(copy.headers, options.publicUrl) : null;
    const mail = announcementMail(rendered, { publicUrl: options.publicUrl, links }).write(association);
    try {
      await options.mailer.transmit({
        id: copy.id,
        to: copy.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers ?? {},
        // A copy sent again after a crash (its SMTP answer came, its row was not yet marked) carries
        // the same Message-ID, by which mailboxes keep one.
        messageId: `<announcement-${copy.announcementId}-${copy.id}@${new URL(options.publicUrl).hostname}>`,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const delay = retryDelaysMs[copy.attempts - 1] ?? 0;
      await db
        .update(mailOutbox)
        .set({ lastError: message.slice(0, 2000), retryAt: sql`now() + ${delay} * interval '1 millisecond'` })
        .where(eq(mailOutbox.id, copy.id));
      return;
    }
    // Marked at once, copy by copy: a crash after the SMTP server's answer sends again at most the copies in flight.
    await db.update(mailOutbox).set({ sentAt: new Date(), lastError: null, retryAt: null, headers: {} }).where(eq(mailOutbox.id, copy.id));
    sent += 1;
  };
  // A few copies at a time, one per kept SMTP connection.
  const queue = [...copies];
  await Promise.all(
    Array.from({ length: Math.min(BULK_CONNECTIONS, queue.length) }, async () => {
      for (let copy = queue.shift(); copy; copy = queue.shift()) await sendCopy(copy);
    }),
  );
  await markFinishedAnnouncements(db, maxAttempts);
  return sent;
}

/** Forgets the drawings of announcements no longer sending (called by the job between runs). */
export async function forgetFinishedDrawings(db: Database, drawings: Map<number, Promise<RenderedAnnouncement>>): Promise<void> {
  if (drawings.size === 0) return;
  const stillSending = await db
    .select({ id: announcements.id })
    .from(announcements)
    .where(and(inArray(announcements.id, [...drawings.keys()]), inArray(announcements.state, ['queued', 'sending'])));
  const kept = new Set(stillSending.map((row) => row.id));
  for (const id of drawings.keys()) if (!kept.has(id)) drawings.delete(id);
}
