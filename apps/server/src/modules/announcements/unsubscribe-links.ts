import { createHmac, timingSafeEqual } from 'node:crypto';
import { MAIL_UNSUBSCRIBE_TOKEN, PATHS, type TMailConsentKind } from '@action-plus/contract';

/** Where the one-click unsubscribe of RFC 8058 is POSTed (also the API the unsubscribe page calls). */
export const MAIL_UNSUBSCRIBE_API_PATH = '/api/mail-preferences/unsubscribe';

export interface UnsubscribeLinks {
  /** The page a person opens: it says what the link turns off, and a button confirms. */
  pageUrl: string;
  /** The address mail clients POST to (List-Unsubscribe). */
  oneClickUrl: string;
}

export interface MailUnsubscribeLinks {
  linksFor: (userId: number, kind: TMailConsentKind) => UnsubscribeLinks;
  /** The account and kind a token names, or null when it is not the server's signature. */
  read: (token: string) => { userId: number; kind: TMailConsentKind } | null;
}

/**
 * The signed unsubscribe links of announcements, as the events' reminders opt-out does (events/
 * event-mails.ts): an HMAC of the account's id and the kind under the JWT secret, so that a link
 * cannot be forged for another account or kind, needs no storage and is the same on every instance.
 */
export function createMailUnsubscribeLinks(options: { publicUrl: string; secret: string }): MailUnsubscribeLinks {
  const signatureOf = (userId: number, kind: TMailConsentKind) =>
    createHmac('sha256', options.secret).update(`mail-unsubscribe:${userId}:${kind}`).digest('base64url');
  return {
    linksFor(userId, kind) {
      const query = new URLSearchParams({ token: `${userId}.${kind}.${signatureOf(userId, kind)}` }).toString();
      return { pageUrl: `${options.publicUrl}${PATHS.mailUnsubscribe}?${query}`, oneClickUrl: `${options.publicUrl}${MAIL_UNSUBSCRIBE_API_PATH}?${query}` };
    },
    read(token) {
      if (!MAIL_UNSUBSCRIBE_TOKEN.test(token)) return null;
      const [id, kind, signature] = token.split('.') as [string, TMailConsentKind, string];
      const userId = Number(id);
      if (!Number.isSafeInteger(userId) || userId < 1 || userId > 2_147_483_647) return null;
      const expected = Buffer.from(signatureOf(userId, kind));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, kind } : null;
    },
  };
}
