import { createHmac, timingSafeEqual } from 'node:crypto';

/** The largest account id (PostgreSQL's integer). */
const MAX_ACCOUNT_ID = 2_147_483_647;

export interface SignedTokens {
  /** `<account id>.<fields…>.<signature>`: what a mail's link carries. */
  sign: (userId: number, ...fields: string[]) => string;
  /** The account and the fields a token names, or null when it is not of this shape or not the server's signature. */
  read: (token: string) => { userId: number; fields: string[] } | null;
}

/**
 * The tokens of the links mails carry (a reminders' opt-out, an unsubscribe from a kind of mail): an
 * HMAC of the account's id and the fields under the server's secret and the link's purpose, so that
 * a link cannot be forged for another account, purpose or field, needs no storage and is the same on
 * every instance. An id has one spelling (no leading zero): a token is not valid twice over.
 */
export function createSignedTokens(options: { secret: string; purpose: string; shape: RegExp }): SignedTokens {
  const signatureOf = (userId: number, fields: readonly string[]) =>
    createHmac('sha256', options.secret)
      .update([options.purpose, userId, ...fields].join(':'))
      .digest('base64url');
  return {
    sign: (userId, ...fields) => [userId, ...fields, signatureOf(userId, fields)].join('.'),
    read(token) {
      if (!options.shape.test(token)) return null;
      const parts = token.split('.');
      const signature = parts.pop() ?? '';
      const [id = '', ...fields] = parts;
      const userId = Number(id);
      if (!Number.isSafeInteger(userId) || userId < 1 || userId > MAX_ACCOUNT_ID || String(userId) !== id) return null;
      const expected = Buffer.from(signatureOf(userId, fields));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, fields } : null;
    },
  };
}
