import type {
  TAssociationSettings,
  TAssociationSettingsSection,
  TDuesSettings,
  TFiguresSettings,
  TIdentitySettings,
  TPresentationSettings,
} from '@action-plus/contract';

/**
 * What each section's form holds, and how it turns into the section's value and back. The form
 * holds the value as it is, but where an input needs another shape: the mission's paragraphs are
 * objects (react-hook-form's lists are lists of objects).
 */
export type SectionFormValues = {
  identity: TIdentitySettings;
  contact: TAssociationSettings['contact'];
  team: TAssociationSettings['team'];
  presentation: Omit<TPresentationSettings, 'mission'> & { mission: { text: string }[] };
  testimonials: TAssociationSettings['testimonials'];
  figures: TFiguresSettings;
  links: TAssociationSettings['links'];
  host: TAssociationSettings['host'];
  taxReceipts: TAssociationSettings['taxReceipts'];
  dues: Omit<TDuesSettings, 'offers'> & { offers: DuesOfferFormValues[] };
  statutes: TAssociationSettings['statutes'];
};

/** An offer as the dues' form holds it: the price in euros, as the admin types it (the settings keep cents). */
export type DuesOfferFormValues = { durationMonths: number; amountEuros: number };

/**
 * Cents for the euros typed. A price with more than two decimals stays a fraction of a cent, which
 * the contract's schema refuses next to the field, rather than being rounded behind the admin's back.
 */
function centsOf(euros: number): number {
  const cents = euros * 100;
  const rounded = Math.round(cents);
  return Math.abs(rounded - cents) < 1e-6 ? rounded : cents;
}

/** The form's values for a section's saved value. */
export function toFormValues<S extends TAssociationSettingsSection>(section: S, value: TAssociationSettings[S]): SectionFormValues[S] {
  if (section === 'presentation') {
    const presentation = value as TPresentationSettings;
    return { ...presentation, mission: presentation.mission.map((text) => ({ text })) } as SectionFormValues[S];
  }
  if (section === 'dues') {
    const dues = value as TDuesSettings;
    const offers = dues.offers.map((offer) => ({ durationMonths: offer.durationMonths, amountEuros: offer.amountCents / 100 }));
    return { ...structuredClone(dues), offers } as SectionFormValues[S];
  }
  return structuredClone(value) as SectionFormValues[S];
}

/**
 * The value a form's inputs make, before the contract's schema reads it: what the form holds
 * only to show it (the registration of the other legal form, a counted figure's value) is not sent.
 */
export function toSectionValue<S extends TAssociationSettingsSection>(section: S, form: SectionFormValues[S]): unknown {
  switch (section) {
    case 'identity': {
      const identity = form as TIdentitySettings;
      // The fields of the other legal form stay in the form, so that switching back finds them, but are not saved.
      return identity.legalForm === 'local-law' ? { ...identity, rnaNumber: '' } : { ...identity, registryCourt: '', registrationNumber: '' };
    }
    case 'presentation': {
      const presentation = form as SectionFormValues['presentation'];
      return { ...presentation, mission: presentation.mission.map((paragraph) => paragraph.text) };
    }
    case 'figures': {
      const { figures } = form as TFiguresSettings;
      return { figures: figures.map((figure) => ({ ...figure, value: figure.source === 'fixed' ? figure.value : null })) };
    }
    case 'dues': {
      const dues = form as SectionFormValues['dues'];
      return { ...dues, offers: dues.offers.map((offer) => ({ durationMonths: offer.durationMonths, amountCents: centsOf(offer.amountEuros) })) };
    }
    default:
      return form;
  }
}
