import { describe, expect, it } from 'vitest';
import { defaultOfferOf, offeredDurationsOf } from './association-settings';
import { ASSOCIATION_SETTINGS_LIMITS, ZDuesSettingsSchema, type TDuesSettings } from './association-settings-schemas';
import { SEEDED_ASSOCIATION_SETTINGS } from './association-settings-seed';

const SEEDED = SEEDED_ASSOCIATION_SETTINGS.dues;

/** The French messages of a refused value, by the path of the field they are shown next to. */
function refusals(value: unknown): Record<string, string> {
  const parsed = ZDuesSettingsSchema.safeParse(value);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const withOffers = (offers: unknown[], changes: Partial<TDuesSettings> = {}) => ({ ...SEEDED, offers, ...changes });

describe("the association's dues", () => {
  it('start as the four durations and prices the site asked until 1.1, twelve months proposed first, outside the scope of VAT', () => {
    expect(ZDuesSettingsSchema.parse(SEEDED)).toEqual(SEEDED);
    expect(offeredDurationsOf(SEEDED)).toEqual([6, 12, 24, 36]);
    expect(defaultOfferOf(SEEDED)).toEqual({ durationMonths: 12, amountCents: 2500 });
    expect(SEEDED.invoiceMentions).toEqual({ vat: "Cotisation hors du champ d'application de la TVA", additional: '' });
  });

  it('accept from one to eight offers of whole months between 1 and 120, free ones included', () => {
    expect(refusals(withOffers([{ durationMonths: 1, amountCents: 0 }], { defaultDurationMonths: 1 }))).toEqual({});
    const eight = Array.from({ length: 8 }, (_, index) => ({ durationMonths: index + 1, amountCents: 1000 }));
    expect(refusals(withOffers(eight, { defaultDurationMonths: 8 }))).toEqual({});
    expect(
      refusals(withOffers([{ durationMonths: 120, amountCents: ASSOCIATION_SETTINGS_LIMITS.DUES_AMOUNT_CENTS_MAX }], { defaultDurationMonths: 120 })),
    ).toEqual({});

    expect(refusals(withOffers([]))).toMatchObject({ offers: 'Les durées proposées\u00a0: au moins un élément est nécessaire.' });
    expect(refusals(withOffers([...eight, { durationMonths: 9, amountCents: 1000 }]))).toMatchObject({
      offers: 'Les durées proposées\u00a0: 8 éléments au plus.',
    });
  });

  it('refuse, next to the field, a duration that is not a whole number of months from 1 to 120, or that is offered twice', () => {
    const offers = (durationMonths: unknown) => withOffers([{ durationMonths, amountCents: 1500 }, ...SEEDED.offers.slice(1)]);
    expect(refusals(offers(0))).toEqual({ 'offers.0.durationMonths': "La durée est d'au moins 1 mois." });
    expect(refusals(offers(121))).toEqual({ 'offers.0.durationMonths': 'La durée ne doit pas dépasser 120 mois.' });
    expect(refusals(offers(1.5))).toEqual({ 'offers.0.durationMonths': 'La durée doit être un nombre entier de mois.' });
    expect(refusals(offers('6'))).toEqual({ 'offers.0.durationMonths': 'La durée doit être un nombre de mois.' });
    expect(refusals(offers(24))).toEqual({ 'offers.2.durationMonths': 'Cette durée est déjà proposée plus haut.' });
  });

  it('refuse a negative amount, a fraction of a cent, or more than the largest due an admin may record', () => {
    const offers = (amountCents: unknown) => withOffers([{ durationMonths: 6, amountCents }, ...SEEDED.offers.slice(1)]);
    expect(refusals(offers(-1))).toEqual({ 'offers.0.amountCents': 'Le montant ne peut pas être négatif.' });
    expect(refusals(offers(1500.5))).toEqual({ 'offers.0.amountCents': 'Le montant ne peut pas avoir plus de deux décimales.' });
    expect(refusals(offers(1_000_001))).toEqual({ 'offers.0.amountCents': 'Le montant ne peut pas dépasser 10000\u00a0€.' });
  });

  it('propose by default one of the offered durations', () => {
    expect(refusals({ ...SEEDED, defaultDurationMonths: 18 })).toEqual({
      defaultDurationMonths: 'La durée proposée par défaut doit être l’une des durées proposées.',
    });
    expect(refusals({ ...SEEDED, defaultDurationMonths: null })).toEqual({ defaultDurationMonths: 'Choisissez la durée proposée par défaut.' });
  });

  it('require the VAT mention and bound both mentions, trimmed', () => {
    const mentions = (invoiceMentions: unknown) => refusals({ ...SEEDED, invoiceMentions });
    expect(mentions({ vat: '  ', additional: '' })).toEqual({ 'invoiceMentions.vat': 'La mention relative à la TVA est obligatoire.' });
    expect(mentions({ vat: 'x'.repeat(201), additional: '' })).toEqual({
      'invoiceMentions.vat': 'La mention relative à la TVA ne doit pas dépasser 200 caractères.',
    });
    expect(mentions({ vat: 'TVA', additional: 'x'.repeat(501) })).toEqual({
      'invoiceMentions.additional': 'La mention complémentaire ne doit pas dépasser 500 caractères.',
    });
    const parsed = ZDuesSettingsSchema.parse({ ...SEEDED, invoiceMentions: { vat: ' TVA non applicable ', additional: ' Statuts, article 8.\nMerci. ' } });
    expect(parsed.invoiceMentions).toEqual({ vat: 'TVA non applicable', additional: 'Statuts, article 8.\nMerci.' });
  });
});
