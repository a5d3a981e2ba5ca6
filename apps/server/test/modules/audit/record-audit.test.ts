import { describe, expect, it } from 'vitest';
import { actingRoleOf, changedFields, redactSecrets } from '#modules/audit/record-audit';

describe('what the journal keeps of a value', () => {
  it('drops passwords, tokens, hashes and secrets at any depth, and keeps the rest', () => {
    const value = {
      title: 'Atelier',
      password: 'motdepasse',
      passwordHash: '$argon2id$…',
      nested: { accessToken: 'jwt', clientSecret: 's', kept: 1, list: [{ token_hash: 'h', name: 'Inès' }] },
      when: new Date('2026-03-01T10:00:00Z'),
      nothing: undefined,
    };
    expect(redactSecrets(value)).toEqual({
      title: 'Atelier',
      nested: { kept: 1, list: [{ name: 'Inès' }] },
      when: '2026-03-01T10:00:00.000Z',
    });
    expect(JSON.stringify(redactSecrets(value))).not.toMatch(/motdepasse|argon|jwt|"s"|"h"/);
  });

  it('keeps only the fields a change touched, before and after', () => {
    expect(changedFields({ title: 'A', location: 'Metz', max: 10 }, { title: 'B', location: 'Metz', max: 12 })).toEqual({
      before: { title: 'A', max: 10 },
      after: { title: 'B', max: 12 },
    });
    expect(changedFields({ address: { city: 'Metz', street: '1 rue' } }, { address: { street: '1 rue', city: 'Metz' } })).toEqual({ before: {}, after: {} });
  });

  it('names the narrowest of the account’s roles that allows the act, else member', () => {
    expect(actingRoleOf({ roles: ['admin'] }, 'donation.record')).toBe('admin');
    expect(actingRoleOf({ roles: ['admin', 'treasurer'] }, 'donation.record')).toBe('treasurer');
    expect(actingRoleOf({ roles: ['treasurer', 'organiser'] }, 'event.update')).toBe('organiser');
    expect(actingRoleOf({ roles: ['secretary', 'admin'] }, 'settings.save')).toBe('admin');
    // A download says nothing of the permission it used: the widest role held.
    expect(actingRoleOf({ roles: ['organiser', 'admin'] }, 'export.download')).toBe('admin');
    expect(actingRoleOf({ roles: ['organiser', 'treasurer'] }, 'export.download')).toBe('treasurer');
    expect(actingRoleOf({ roles: [] }, 'tax_receipt.issue')).toBe('member');
  });
});
