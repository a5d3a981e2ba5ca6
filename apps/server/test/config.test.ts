import { ANNOUNCEMENT_LIMITS } from '@action-plus/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '#config';
import { createTestApp } from './support/test-app';

const SECRET = 'un-secret-de-production-assez-long-pour-hs256';
const production = (environment: Record<string, string>) => () => loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/action-plus-config', ...environment });

describe('configuration in production', () => {
  it('starts with no configuration at all: embedded database, http://localhost', () => {
    const config = production({})();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.isProduction).toBe(true);
  });

  it('accepts a complete site: PostgreSQL, a shared secret, https, Google with its secret', () => {
    const config = production({
      DATABASE_URL: 'postgres://actionplus@db/actionplus',
      JWT_SECRET: SECRET,
      PUBLIC_URL: 'https://actionplusmetz.org/',
      GOOGLE_CLIENT_ID: 'client',
      GOOGLE_CLIENT_SECRET: 'secret',
    })();
    expect(config.publicUrl).toBe('https://actionplusmetz.org');
  });

  it('accepts plain http on this machine only', () => {
    for (const url of ['http://localhost:8080', 'http://127.0.0.1:3000', 'http://[::1]:3000']) expect(production({ PUBLIC_URL: url })().publicUrl).toBe(url);
  });

  it('refuses an SMTP_URL nodemailer could not send through, at start rather than at the first mail', () => {
    for (const url of ['smtp.exemple.fr', 'https://smtp.exemple.fr', 'smtp://'])
      expect(production({ SMTP_URL: url })).toThrow(/SMTP_URL: SMTP_URL est l’adresse du serveur de mail/);
    for (const url of ['smtp://127.0.0.1:2525', 'smtps://utilisateur:mot%20de%20passe@smtp.exemple.fr:465?pool=true'])
      expect(production({ SMTP_URL: url })().smtpUrl).toBe(url);
  });

  it('refuses PostgreSQL without JWT_SECRET, which several instances must share', () => {
    expect(production({ DATABASE_URL: 'postgres://actionplus@db/actionplus' })).toThrow(/JWT_SECRET: obligatoire en production avec DATABASE_URL/);
  });

  it('refuses a public address that is not https, or not an address', () => {
    expect(production({ PUBLIC_URL: 'http://actionplusmetz.org' })).toThrow(/PUBLIC_URL: PUBLIC_URL doit commencer par https:\/\//);
    expect(production({ PUBLIC_URL: 'actionplusmetz.org' })).toThrow(/PUBLIC_URL: PUBLIC_URL doit être une adresse complète/);
    expect(production({ OIDC_ISSUER: 'http://idp.exemple.fr' })).toThrow(/OIDC_ISSUER: OIDC_ISSUER doit commencer par https:\/\//);
  });

  it('refuses half of the Google settings', () => {
    expect(production({ GOOGLE_CLIENT_ID: 'client' })).toThrow(/GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID et GOOGLE_CLIENT_SECRET vont ensemble/);
  });

  it('lists every problem at once', () => {
    const attempt = production({ DATABASE_URL: 'postgres://db/a', PUBLIC_URL: 'http://actionplusmetz.org', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(attempt).toThrow(/Configuration invalide :\n {2}- JWT_SECRET: .*\n {2}- PUBLIC_URL: .*\n {2}- GOOGLE_CLIENT_ID: /);
    expect(production({ PORT: 'abc', PUBLIC_URL: 'http://actionplusmetz.org' })).toThrow(/PORT/);
  });

  it('reads the announcements’ rate and claim lease, and refuses what is not a whole number in range, in French', () => {
    expect(production({})()).toMatchObject({ announcementMailsPerMinute: ANNOUNCEMENT_LIMITS.DEFAULT_MAILS_PER_MINUTE, announcementClaimLeaseMs: undefined });
    expect(production({ ANNOUNCEMENT_MAILS_PER_MINUTE: '120', ANNOUNCEMENT_CLAIM_LEASE_SECONDS: '5' })()).toMatchObject({
      announcementMailsPerMinute: 120,
      announcementClaimLeaseMs: 5_000,
    });
    for (const [value, message] of [
      ['soixante', 'ANNOUNCEMENT_CLAIM_LEASE_SECONDS est un nombre entier de secondes, par exemple 60.'],
      ['1.5', 'ANNOUNCEMENT_CLAIM_LEASE_SECONDS est un nombre entier de secondes, par exemple 60.'],
      ['0', 'ANNOUNCEMENT_CLAIM_LEASE_SECONDS vaut au moins 1.'],
      ['3601', 'ANNOUNCEMENT_CLAIM_LEASE_SECONDS vaut au plus 3600.'],
    ]) {
      expect(production({ ANNOUNCEMENT_CLAIM_LEASE_SECONDS: value! }), value).toThrow(`ANNOUNCEMENT_CLAIM_LEASE_SECONDS: ${message}`);
    }
    expect(production({ ANNOUNCEMENT_MAILS_PER_MINUTE: '0' })).toThrow('ANNOUNCEMENT_MAILS_PER_MINUTE: ANNOUNCEMENT_MAILS_PER_MINUTE vaut au moins 1.');
  });

  it('asks nothing of a development or test run', () => {
    expect(loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'postgres://db/a', PUBLIC_URL: 'http://site.local' }).publicUrl).toBe('http://site.local');
  });
});

describe('HSTS', () => {
  it('is sent when the public address is https, and not otherwise', async () => {
    for (const [publicUrl, expected] of [
      ['https://actionplusmetz.org', 'max-age=15552000'],
      ['http://localhost:3000', undefined],
    ] as const) {
      const testApp = await createTestApp({ config: { publicUrl } });
      try {
        const response = await testApp.app.inject({ method: 'GET', url: '/api/health' });
        expect(response.headers['strict-transport-security']).toBe(expected);
      } finally {
        await testApp.close();
      }
    }
  });
});
