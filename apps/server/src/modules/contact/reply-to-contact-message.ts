import { CONTACT_MESSAGES } from '@action-plus/contract';
import type { AppContext } from '#context';
import { notFound } from '#lib/errors';
import { contactReplyMail } from '../mail/templates';
import { findContactMessageById, saveContactReply, type ContactMessageRow } from './contact-repository';
import { recordAudit, type AuditActor } from '../audit/record-audit';

/**
 * Mails an admin's reply to the sender exactly as they validated it (they started from the message's
 * `reply_draft`, which holds the greeting and the signature), keeps it with the message and marks the
 * message answered.
 */
export async function replyToContactMessage(
  context: Pick<AppContext, 'db' | 'mailer'>,
  id: number,
  reply: { subject: string; message: string },
  actor?: AuditActor,
): Promise<ContactMessageRow> {
  const original = await findContactMessageById(context.db, id);
  if (!original) throw notFound(CONTACT_MESSAGES.notFound);
  await context.mailer.queueMail({
    to: original.email,
    ...contactReplyMail(reply),
  });
  const saved = await context.db.transaction(async (tx) => {
    const replied = await saveContactReply(tx, id, reply);
    if (replied && actor !== undefined) {
      await recordAudit(tx, {
        actor,
        action: 'contact.reply',
        targetType: 'contact_message',
        targetId: id,
        after: { to: original.email, subject: reply.subject },
      });
    }
    return replied;
  });
  if (!saved) throw notFound(CONTACT_MESSAGES.notFound);
  return saved;
}
