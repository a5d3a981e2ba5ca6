import { formatParisDateTime } from '#lib/paris-time';
import type { TAssociationSettings } from '@action-plus/contract';
import { mailSignatureText } from '../mail/mail-layout';

/**
 * The reply an admin starts from, the whole mail as it will be sent: the greeting with the sender's
 * name, an empty line for their words, the association's signature, and the sender's message quoted.
 * It is the only place these are written: the admin may change or remove any of them, and the server
 * sends what they validated (contactReplyMail adds nothing), so that no greeting appears twice.
 */
export function buildContactReplyDraft(message: { name: string; message: string; createdAt: Date }, association: TAssociationSettings): string {
  const quoted = message.message
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
  return [
    `Bonjour ${message.name.trim()},`,
    '',
    mailSignatureText(association),
    `Votre message du ${formatParisDateTime(message.createdAt)}\u00a0:\n${quoted}`,
  ].join('\n\n');
}
