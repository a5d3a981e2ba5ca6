import { and, eq, inArray } from 'drizzle-orm';
import { ANNOUNCEMENT_LIMITS, ANNOUNCEMENT_MESSAGES, type TAnnouncementRequest, type TAnnouncementSendRequest } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { announcements, events, users } from '#db/schema';
import { badRequest, conflict, notFound } from '#lib/errors';
import type { AuthenticatedUser } from '#plugins/authentication';
import { changedFields, recordAudit } from '../audit/record-audit';
import { findAttachmentCard } from './announcement-mails';
import { findAnnouncement, type AnnouncementRow } from './announcement-repository';

export type AnnouncementAuthor = Pick<AuthenticatedUser, 'id' | 'roles'>;

/** States in which an announcement is still the author's: edited, rescheduled, deleted. */
const EDITABLE_STATES = ['draft', 'scheduled'] as const;

const journaledFields = (row: AnnouncementRow) => ({
  subject: row.subject,
  body_markdown: row.bodyMarkdown,
  kind: row.kind,
  segment: row.segment,
  attachment: row.attachment,
  archive: row.archive,
  state: row.state,
  scheduled_at: row.scheduledAt,
});

/**
 * The event a segment names and the attachment must exist: a French 400 otherwise, never a mail to
 * nobody by mistake, nor a preview or a count that silently leaves them out.
 */
export async function checkReferences(
  db: Database,
  request: Pick<TAnnouncementRequest, 'segment'> & Partial<Pick<TAnnouncementRequest, 'attachment'>>,
): Promise<void> {
  const { segment, attachment } = request;
  if (segment.type === 'event_participants' || segment.type === 'event_waiting_list') {
    const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, segment.event_id));
    if (!event) throw badRequest(ANNOUNCEMENT_MESSAGES.eventNotFound);
  }
  if (attachment && !(await findAttachmentCard(db, attachment))) {
    throw badRequest(attachment.type === 'event' ? ANNOUNCEMENT_MESSAGES.attachedEventNotFound : ANNOUNCEMENT_MESSAGES.articleNotFound);
  }
}

const contentOf = (request: TAnnouncementRequest) => ({
  subject: request.subject,
  bodyMarkdown: request.body_markdown,
  kind: request.kind,
  segment: request.segment,
  attachment: request.attachment,
  archive: request.archive,
});

export async function createAnnouncement(db: Database, request: TAnnouncementRequest, author: AnnouncementAuthor): Promise<AnnouncementRow> {
  await checkReferences(db, request);
  return db.transaction(async (tx) => {
    const [writer] = await tx.select({ firstName: users.firstName }).from(users).where(eq(users.id, author.id));
    const [created] = await tx
      .insert(announcements)
      .values({ ...contentOf(request), authorId: author.id, authorFirstName: writer?.firstName ?? '' })
      .returning();
    await recordAudit(tx, {
      actor: author,
      action: 'announcement.create',
      targetType: 'announcement',
      targetId: created!.id,
      after: journaledFields(created!),
    });
    return created!;
  });
}

/** The announcement under its row lock, if it is still editable: 404 when absent, 409 once it has left. */
async function lockEditable(tx: Transaction, id: number, refusal: string = ANNOUNCEMENT_MESSAGES.notEditable): Promise<AnnouncementRow> {
  const [row] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
  if (!row) throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
  if (!(EDITABLE_STATES as readonly string[]).includes(row.state)) throw conflict(refusal);
  return row;
}

export async function updateAnnouncement(db: Database, id: number, request: TAnnouncementRequest, author: AnnouncementAuthor): Promise<AnnouncementRow> {
  await checkReferences(db, request);
  return db.transaction(async (tx) => {
    const previous = await lockEditable(tx, id);
    const [updated] = await tx
      .update(announcements)
      .set({ ...contentOf(request), updatedAt: new Date() })
      .where(eq(announcements.id, id))
      .returning();
    await recordAudit(tx, {
      actor: author,
      action: 'announcement.update',
      targetType: 'announcement',
      targetId: id,
      ...changedFields(journaledFields(previous), journaledFields(updated!)),
    });
    return updated!;
  });
}

export async function deleteAnnouncement(db: Database, id: number, author: AnnouncementAuthor): Promise<void> {
  await db.transaction(async (tx) => {
    const previous = await lockEditable(tx, id);
    await tx.delete(announcements).where(eq(announcements.id, id));
    await recordAudit(tx, { actor: author, action: 'announcement.delete', targetType: 'announcement', targetId: id, before: journaledFields(previous) });
  });
}

/**
 * Sends now or at a time. Now: the announcement becomes `queued` at once and the request answers;
 * the outbox is written afterwards, in batches, by the delivery job (whatever the recipients'
 * number, the request does not wait for them). Later: `scheduled`, and the job moves it to `queued`
 * when due, once whatever the number of instances (its conditional update is the claim).
 */
export async function sendAnnouncement(
  db: Database,
  id: number,
  request: TAnnouncementSendRequest,
  author: AnnouncementAuthor,
  now = new Date(),
): Promise<AnnouncementRow> {
  const scheduledAt = request.scheduled_at === null ? null : new Date(request.scheduled_at);
  if (scheduledAt && scheduledAt.getTime() <= now.getTime()) throw badRequest(ANNOUNCEMENT_MESSAGES.scheduledAtPast);
  if (scheduledAt && scheduledAt.getTime() > now.getTime() + ANNOUNCEMENT_LIMITS.SCHEDULE_MAX_DAYS * 86_400_000) {
    throw badRequest(ANNOUNCEMENT_MESSAGES.scheduledAtTooFar);
  }
  return db.transaction(async (tx) => {
    // Two senders at once: the second waits on the lock, then finds it gone.
    const previous = await lockEditable(tx, id, ANNOUNCEMENT_MESSAGES.alreadySent);
    const [updated] = await tx
      .update(announcements)
      .set(scheduledAt ? { state: 'scheduled', scheduledAt, updatedAt: now } : { state: 'queued', scheduledAt: null, sentAt: now, updatedAt: now })
      .where(and(eq(announcements.id, id), inArray(announcements.state, [...EDITABLE_STATES])))
      .returning();
    await recordAudit(tx, {
      actor: author,
      action: 'announcement.send',
      targetType: 'announcement',
      targetId: id,
      ...changedFields(journaledFields(previous), journaledFields(updated!)),
    });
    return updated!;
  });
}

export async function requireAnnouncement(db: Database, id: number): Promise<AnnouncementRow> {
  const row = await findAnnouncement(db, id);
  if (!row) throw notFound(ANNOUNCEMENT_MESSAGES.notFound);
  return row;
}
