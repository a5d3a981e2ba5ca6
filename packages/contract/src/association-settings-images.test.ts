import { describe, expect, it } from 'vitest';
import { ZIdentitySettingsSchema, ZTaxReceiptsSettingsSchema, ZTeamSettingsSchema } from './association-settings-schemas';
import { SEEDED_ASSOCIATION_SETTINGS as ACTION_PLUS } from './association-settings-seed';

const UPLOAD = '/uploads/0123456789abcdef0123456789abcdef.webp';
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("the association's images and accent colour in its settings", () => {
  it('read a section saved before they existed as no image and the site’s own accent', () => {
    const { logoUrl: _logo, accentColour: _accent, ...savedBefore } = ACTION_PLUS.identity;
    const identity = ZIdentitySettingsSchema.parse(savedBefore);
    expect(identity.logoUrl).toBe('');
    expect(identity.accentColour).toBe('#9c3d1a');
    const officers = ACTION_PLUS.team.officers.map(({ photoUrl: _photo, ...officer }) => officer);
    expect(ZTeamSettingsSchema.parse({ officers }).officers[0]!.photoUrl).toBe('');
    const { signatureImageUrl: _signature, ...taxReceipts } = ACTION_PLUS.taxReceipts;
    expect(ZTaxReceiptsSettingsSchema.parse(taxReceipts).signatureImageUrl).toBe('');
  });

  it('accept images uploaded to the site and refuse any other address', () => {
    expect(ZIdentitySettingsSchema.parse({ ...ACTION_PLUS.identity, logoUrl: UPLOAD }).logoUrl).toBe(UPLOAD);
    for (const elsewhere of [
      'https://exemple.org/logo.png',
      '/uploads/../secret.webp',
      '/uploads/0123456789abcdef0123456789abcdef-card.webp',
      'javascript:alert(1)',
    ]) {
      const result = ZIdentitySettingsSchema.safeParse({ ...ACTION_PLUS.identity, logoUrl: elsewhere });
      expect(firstMessage(result), elsewhere).toBe('Le logo doit être une image envoyée sur le site (/uploads/…).');
    }
    const officers = [{ ...ACTION_PLUS.team.officers[0]!, photoUrl: 'https://exemple.org/photo.jpg' }];
    expect(firstMessage(ZTeamSettingsSchema.safeParse({ officers }))).toBe('La photo doit être une image envoyée sur le site (/uploads/…).');
    expect(firstMessage(ZTaxReceiptsSettingsSchema.safeParse({ ...ACTION_PLUS.taxReceipts, signatureImageUrl: 'http://exemple.org/s.png' }))).toBe(
      "L'image de la signature doit être une image envoyée sur le site (/uploads/…).",
    );
  });

  it('refuse an accent colour too pale for white text or for the page, saying the ratio measured', () => {
    const result = ZIdentitySettingsSchema.safeParse({ ...ACTION_PLUS.identity, accentColour: '#f2b441' });
    expect(firstMessage(result)).toBe(
      "Cette couleur n'est pas assez contrastée\u00a0: 1,74 pour 1, il faut au moins 4,50 pour 1 (WCAG AA) avec le texte blanc des boutons et sur le fond des pages.",
    );
    expect(firstMessage(ZIdentitySettingsSchema.safeParse({ ...ACTION_PLUS.identity, accentColour: '#767676' }))).toContain('4,30 pour 1');
    expect(firstMessage(ZIdentitySettingsSchema.safeParse({ ...ACTION_PLUS.identity, accentColour: 'rouge' }))).toBe(
      "La couleur d'accent s'écrit #rrggbb (par exemple #9c3d1a).",
    );
    expect(ZIdentitySettingsSchema.parse({ ...ACTION_PLUS.identity, accentColour: '#1D4ED8' }).accentColour).toBe('#1d4ed8');
  });
});
