import { CONTACT_MESSAGES } from '@action-plus/contract';
import type { AppContext } from '#context';
import { notFound } from '#lib/errors';
import { contactReplyMail } from '../mail/templates';
import { findContactMessageById, saveContactReply, type ContactMessageRow } from './contact-repository';

/** Mails an admin's reply to the sender, keeps it with the message and marks the message answered. */
export async function replyToContactMessage(
  context: Pick<AppContext, 'db' | 'mailer'>,
  id: number,
  reply: { subject: string; message: string },
): Promise<ContactMessageRow> {
  const original = await findContactMessageById(context.db, id);
  if (!original) throw notFound(CONTACT_MESSAGES.notFound);
  await context.mailer.queueMail({
    to: original.email,
    ...contactReplyMail({
      name: original.name,
      subject: reply.subject,
      reply: reply.message,
      originalMessage: original.message,
      originalDate: original.createdAt,
    }),
  });
  const saved = await saveContactReply(context.db, id, reply);
  if (!saved) throw notFound(CONTACT_MESSAGES.notFound);
  return saved;
}
