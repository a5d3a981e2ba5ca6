import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSignedTokens } from '#lib/signed-tokens';

const SECRET = 'un-secret-de-test-assez-long-0123456789';
const SHAPE = /^\d{1,10}\.(?:a|b)\.[\w-]{43}$/;

describe('the signed tokens of mails’ links', () => {
  const tokens = createSignedTokens({ secret: SECRET, purpose: 'essai', shape: SHAPE });

  it('reads back what it signed, and signs as links already in mailboxes were signed', () => {
    const token = tokens.sign(42, 'a');
    expect(tokens.read(token)).toEqual({ userId: 42, fields: ['a'] });
    // The links mailed before this module existed: HMAC-SHA256 of « purpose:id:fields », base64url.
    expect(token).toBe(`42.a.${createHmac('sha256', SECRET).update('essai:42:a').digest('base64url')}`);
  });

  it('refuses another account, another field, another purpose, another secret, another spelling of the id', () => {
    const signature = tokens.sign(42, 'a').split('.')[2];
    expect(tokens.read(`43.a.${signature}`)).toBeNull();
    expect(tokens.read(`42.b.${signature}`)).toBeNull();
    expect(tokens.read(`042.a.${signature}`)).toBeNull();
    expect(createSignedTokens({ secret: SECRET, purpose: 'autre', shape: SHAPE }).read(tokens.sign(42, 'a'))).toBeNull();
    expect(createSignedTokens({ secret: `${SECRET}!`, purpose: 'essai', shape: SHAPE }).read(tokens.sign(42, 'a'))).toBeNull();
  });

  it('refuses a token out of its shape or naming an id no account can have', () => {
    for (const token of ['', '42.a', `42.c.${'A'.repeat(43)}`, `0.a.${'A'.repeat(43)}`, `9999999999.a.${'A'.repeat(43)}`, `42.a.${'A'.repeat(43)}.x`]) {
      expect(tokens.read(token), token).toBeNull();
    }
  });
});
