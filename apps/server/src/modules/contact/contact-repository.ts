import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { TAssociationSettings, TContactMessage } from '@action-plus/contract';
import type { Database } from '#db/client';
import { contactMessages, users } from '#db/schema';
import { buildContactReplyDraft } from './contact-reply-draft';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** What the admin inbox may show of a message. */
/** The message as the inbox shows it, with the reply the admin starts from, signed as `association`. */
export function toContactMessage(row: ContactMessageRow, association: TAssociationSettings): TContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    read_at: row.readAt?.toISOString() ?? null,
    reply:
      row.replySubject !== null && row.replyMessage !== null && row.repliedAt !== null
        ? { subject: row.replySubject, message: row.replyMessage, replied_at: row.repliedAt.toISOString() }
        : null,
    reply_draft: buildContactReplyDraft(row, association),
  };
}

/**
 * Stores a message. A signed-in sender's message is tied to their account (and so given back in its
 * personal-data export, with our reply) only when it carries the account's own address, whatever its
 * case: our reply goes to the address the form carries, which may be someone else's.
 */
export async function insertContactMessage(
  db: Database,
  { senderId, ...fields }: { name: string; email: string; subject: string | null; message: string; senderId: number | null },
): Promise<ContactMessageRow> {
  const userId =
    senderId === null
      ? null
      : sql<number | null>`(select ${users.id} from ${users} where ${users.id} = ${senderId} and lower(${users.email}) = lower(${fields.email}))`;
  const [row] = await db
    .insert(contactMessages)
    .values({ ...fields, userId })
    .returning();
  if (!row) throw new Error('contact_messages : l’insertion n’a renvoyé aucune ligne');
  return row;
}

export async function countContactMessagesFromAddressSince(db: Database, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(and(sql`lower(${contactMessages.email}) = lower(${email})`, gt(contactMessages.createdAt, since)));
  return row?.count ?? 0;
}

/** Messages no admin has opened yet (the navbar's badge): one count over the status. */
export async function countUnreadContactMessages(db: Database): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(eq(contactMessages.status, 'unread'));
  return row?.count ?? 0;
}

export function findContactMessages(db: Database): Promise<ContactMessageRow[]> {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}

export async function findContactMessageById(db: Database, id: number): Promise<ContactMessageRow | undefined> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  return row;
}

/** Unread becomes read; a message already read or answered keeps its status and first reading time. */
export async function markContactMessageRead(db: Database, id: number): Promise<ContactMessageRow | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({
      status: sql`case when ${contactMessages.status} = 'unread' then 'read' else ${contactMessages.status} end`,
      readAt: sql`coalesce(${contactMessages.readAt}, now())`,
    })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}

export async function saveContactReply(db: Database, id: number, reply: { subject: string; message: string }): Promise<ContactMessageRow | undefined> {
  const [row] = await db
    .update(contactMessages)
    .set({
      status: 'answered',
      readAt: sql`coalesce(${contactMessages.readAt}, now())`,
      replySubject: reply.subject,
      replyMessage: reply.message,
      repliedAt: new Date(),
    })
    .where(eq(contactMessages.id, id))
    .returning();
  return row;
}
