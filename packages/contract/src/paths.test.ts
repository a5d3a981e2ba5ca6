import { describe, expect, it } from 'vitest';
import { findPage, PAGES } from './pages';
import { GOOGLE_SIGN_IN_ERROR_CODES, GOOGLE_SIGN_IN_MODES, ZGoogleLandingQuerySchema } from './google';
import { isKnownPage, PATHS, renderedPageAddress } from './paths';

describe('the table of pages', () => {
  it('gives every page its address, a function of the id for a page of one record', () => {
    expect(PATHS.about).toBe('/about');
    expect(PATHS.eventDetail(12)).toBe('/events/12');
    expect(PATHS.eventEdit('7')).toBe('/events/edit/7');
  });

  it('knows a page by its path, its parameters being ids, with or without trailing slashes', () => {
    expect(findPage('/events/12')?.name).toBe('eventDetail');
    expect(findPage('/events/create')?.name).toBe('eventCreate');
    expect(findPage('/events/abc')).toBeNull();
    expect(isKnownPage('/events/')).toBe(true);
    expect(isKnownPage('/')).toBe(true);
    expect(isKnownPage('/events/edit/')).toBe(false);
    expect(isKnownPage('/page-qui-n-existe-pas')).toBe(false);
  });
});

describe('the address a page is rendered and kept under', () => {
  it('drops every query parameter of a page that declares none', () => {
    expect(renderedPageAddress('/events', '?v=1&utm_source=lettre')).toBe('/events');
    expect(renderedPageAddress('/events/12', '?x=%00%ff')).toBe('/events/12');
    expect(renderedPageAddress('/', '')).toBe('/');
  });

  it("keeps a one-time link's token and the invitation marker, and nothing else", () => {
    expect(PAGES.resetPassword.rendering).toBe('per-request');
    expect(renderedPageAddress('/reset-password', '?utm=x&invitation=1&token=abc_DEF-123')).toBe('/reset-password?token=abc_DEF-123&invitation=1');
    expect(renderedPageAddress('/reset-password', '?token=a%3Cb&invitation=oui')).toBe('/reset-password');
    expect(renderedPageAddress('/confirm-email', '?token=abc')).toBe('/confirm-email?token=abc');
  });

  it('keeps only the valid parameters a page declares, in their declared order', () => {
    const findDeclaration = (pathname: string) => (pathname === '/events' ? { when: /^(upcoming|past)$/, page: /^\d{1,3}$/ } : undefined);
    expect(renderedPageAddress('/events', '?junk=1&page=2&when=past', findDeclaration)).toBe('/events?when=past&page=2');
    expect(renderedPageAddress('/events', '?when=hier&page=2', findDeclaration)).toBe('/events?page=2');
    expect(renderedPageAddress('/events', `?when=past&page=${'9'.repeat(300)}`, findDeclaration)).toBe('/events?when=past');
    expect(renderedPageAddress('/events', '?when=past&when=upcoming', findDeclaration)).toBe('/events?when=past');
    expect(renderedPageAddress('/about', '?when=past', findDeclaration)).toBe('/about');
  });
});

describe('the Google sign-in landing', () => {
  it("declares exactly google.ts's statuses, modes and error codes, the page's first render reading no other", () => {
    const declared = PAGES.googleSignIn.queryParameters;
    const accepted = (pattern: RegExp, values: readonly string[]) => values.filter((value) => pattern.test(value));
    expect(accepted(declared.status, ['ok', 'error', 'OK', 'okay'])).toEqual(ZGoogleLandingQuerySchema.shape.status.unwrap().options);
    expect(accepted(declared.mode, [...GOOGLE_SIGN_IN_MODES, 'popups'])).toEqual([...GOOGLE_SIGN_IN_MODES]);
    expect(accepted(declared.error, [...GOOGLE_SIGN_IN_ERROR_CODES, 'failed2', 'Cancelled', ''])).toEqual([...GOOGLE_SIGN_IN_ERROR_CODES]);
    expect(renderedPageAddress('/connexion/google', '?status=error&mode=redirect&error=conflict&utm=1')).toBe(
      '/connexion/google?status=error&mode=redirect&error=conflict',
    );
  });
});
