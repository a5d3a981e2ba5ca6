import { describe, expect, it } from 'vitest';
import { ACCOUNT_SECURITY_MESSAGES, countWithUnit, EMAIL_LINK_VALIDITY_TEXT, RECENT_SIGN_IN_MAX_AGE_MS, RECENT_SIGN_IN_MAX_AGE_TEXT } from './account-security';
import { ONE_TIME_LINK_DURATIONS_MS } from './password-reset';

describe('durations said in French', () => {
  it('makes the unit agree with its number: singular below 2, plural from 2', () => {
    expect(countWithUnit(1, 'jour', 'jours')).toBe('1 jour');
    expect(countWithUnit(1.5, 'jour', 'jours')).toBe('1,5 jour');
    expect(countWithUnit(2, 'heure', 'heures')).toBe('2 heures');
    expect(countWithUnit(24, 'heure', 'heures')).toBe('24 heures');
  });

  it('says how long the links last from the durations the server applies', () => {
    expect(EMAIL_LINK_VALIDITY_TEXT.email_verification).toBe(countWithUnit(ONE_TIME_LINK_DURATIONS_MS.email_verification / 86_400_000, 'jour', 'jours'));
    expect(EMAIL_LINK_VALIDITY_TEXT.email_change).toBe(countWithUnit(ONE_TIME_LINK_DURATIONS_MS.email_change / 3_600_000, 'heure', 'heures'));
    expect(EMAIL_LINK_VALIDITY_TEXT.email_verification).toBe('7 jours');
  });

  it('says the recent sign-in window from the one the server checks', () => {
    const window = countWithUnit(RECENT_SIGN_IN_MAX_AGE_MS / 60_000, 'minute', 'minutes');
    expect(ACCOUNT_SECURITY_MESSAGES.recentSignInRequired).toContain(`dater de moins de ${window}\u00a0:`);
    expect(RECENT_SIGN_IN_MAX_AGE_TEXT).toBe(window);
  });
});
