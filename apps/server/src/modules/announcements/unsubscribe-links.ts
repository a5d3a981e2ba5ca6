import { MAIL_UNSUBSCRIBE_TOKEN, PATHS, type TMailConsentKind } from '@action-plus/contract';
import { createSignedTokens } from '#lib/signed-tokens';

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

/** The signed unsubscribe links of announcements (lib/signed-tokens.ts), one per account and kind. */
export function createMailUnsubscribeLinks(options: { publicUrl: string; secret: string }): MailUnsubscribeLinks {
  const tokens = createSignedTokens({ secret: options.secret, purpose: 'mail-unsubscribe', shape: MAIL_UNSUBSCRIBE_TOKEN });
  return {
    linksFor(userId, kind) {
      const query = new URLSearchParams({ token: tokens.sign(userId, kind) }).toString();
      return { pageUrl: `${options.publicUrl}${PATHS.mailUnsubscribe}?${query}`, oneClickUrl: `${options.publicUrl}${MAIL_UNSUBSCRIBE_API_PATH}?${query}` };
    },
    read(token) {
      const signed = tokens.read(token);
      // The token's shape admits the kinds of mail one chooses only.
      return signed ? { userId: signed.userId, kind: signed.fields[0] as TMailConsentKind } : null;
    },
  };
}
