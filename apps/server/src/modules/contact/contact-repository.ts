import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { TContactMessage } from '@action-plus/contract';
import type { Database } from '../../db/client';
import { contactMessages } from '../../db/schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

/** What the admin inbox may show of a message. */
export function toContactMessage(row: ContactMessageRow): TContactMessage {
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
  };
}

export async function insertContactMessage(
  db: Database,
  fields: { name: string; email: string; subject: string | null; message: string; userId?: number | null },
): Promise<ContactMessageRow> {
  const [row] = await db.insert(contactMessages).values(fields).returning();
  if (!row) throw new Error('contact_messages insert returned nothing');
  return row;
}

export async function countContactMessagesFromAddressSince(db: Database, email: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(and(sql`lower(${contactMessages.email}) = lower(${email})`, gt(contactMessages.createdAt, since)));
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
