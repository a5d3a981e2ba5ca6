import { CONTACT_INBOX_PATH, CONTACT_LIMITS, CONTACT_MESSAGES } from '@action-plus/contract';
import type { AppContext } from '#context';
import { AppError } from '#lib/errors';
import { contactNotificationMail } from '../mail/templates';
import { countContactMessagesFromAddressSince, insertContactMessage, type ContactMessageRow } from './contact-repository';

/**
 * Stores a visitor's message (unread) and notifies the association's inbox. `senderId` is the
 * signed-in sender's account, if any (the message is tied to it only from the account's own
 * address). The message is kept whatever happens to the notification: the admin inbox on the site
 * shows it either way.
 */
export async function sendContactMessage(
  context: Pick<AppContext, 'db' | 'config' | 'mailer' | 'associationSettings'>,
  fields: { name: string; email: string; subject: string | null; message: string; senderId: number | null },
  log: { error: (object: object, message: string) => void },
): Promise<ContactMessageRow> {
  const oneHourAgo = new Date(Date.now() - 60 * 60 * 1000);
  if ((await countContactMessagesFromAddressSince(context.db, fields.email, oneHourAgo)) >= CONTACT_LIMITS.messagesPerAddressPerHour) {
    throw new AppError('too_many_requests', CONTACT_MESSAGES.tooManyFromAddress);
  }
  const stored = await insertContactMessage(context.db, fields);
  try {
    await context.mailer.queueMail({
      to: context.config.contactInbox ?? (await context.associationSettings.read()).contact.email,
      ...contactNotificationMail({ ...fields, receivedAt: stored.createdAt, inboxUrl: `${context.config.publicUrl}${CONTACT_INBOX_PATH}` }),
    });
  } catch (error) {
    log.error({ err: error, contactMessageId: stored.id }, 'notification du message de contact non mise en file');
  }
  return stored;
}
