import type {
  TAssociationSettings,
  TAssociationSettingsSection,
  TContactSettings,
  TDuesSettings,
  TIdentitySettings,
  TMajorityRule,
  TTeamSettings,
  TWeekday,
} from './association-settings-schemas';

/**
 * What the pages, mails and documents derive from the association's settings
 * (association-settings-schemas.ts), written once for the server and the browser alike.
 */

export const ASSOCIATION_SETTINGS_SECTION_TITLES: Record<TAssociationSettingsSection, string> = {
  identity: 'Identité et forme juridique',
  contact: 'Coordonnées et horaires',
  team: 'Bureau',
  presentation: 'Textes des pages, valeurs, mission et histoire',
  testimonials: 'Témoignages',
  figures: "Chiffres de la page d'accueil",
  links: 'Réseaux sociaux',
  host: 'Hébergeur du site',
  taxReceipts: 'Reçus fiscaux',
  dues: 'Cotisations et factures',
  statutes: 'Statuts\u00a0: assemblée générale',
};

export const ASSOCIATION_SETTINGS_MESSAGES = {
  saved: (section: TAssociationSettingsSection) => `« ${ASSOCIATION_SETTINGS_SECTION_TITLES[section]} » enregistré.`,
  restored: (version: number) => `La version ${version} a été rétablie.`,
  conflict: (savedBy: string | null) =>
    `${savedBy ?? 'Quelqu’un'} a enregistré cette section pendant que vous la modifiiez. Vos changements n’ont pas été enregistrés\u00a0: comparez-les à la version actuelle, puis enregistrez de nouveau.`,
  unknownVersion: 'Cette version n’existe pas dans l’historique.',
  unchanged: 'Rien n’a changé depuis la version actuelle.',
} as const;

const LOCAL_LAW_STATUS = 'Association de droit local (Alsace-Moselle), articles 21 à 79-III du code civil local';
const LAW_1901_STATUS = 'Association régie par la loi du 1er juillet 1901 et le décret du 16 août 1901';

/** What the association is and where: « Association culturelle et solidaire à Metz ». */
export const descriptorLineOf = ({ identity, contact }: Pick<TAssociationSettings, 'identity' | 'contact'>): string =>
  `${identity.descriptor} à ${contact.address.city}`;

/** The same line inside a sentence: its first letter lowered, unless the word is an acronym (« ONG »). */
export const descriptorPhraseOf = (association: Pick<TAssociationSettings, 'identity' | 'contact'>): string => {
  const line = descriptorLineOf(association);
  const [first = '', second = ''] = line;
  return second === second.toLowerCase() ? first.toLowerCase() + line.slice(1) : line;
};

/** The association's legal status, as the legal notices, the invoices and the receipts state it. */
export const legalStatusOf = (identity: TIdentitySettings): string => (identity.legalForm === 'local-law' ? LOCAL_LAW_STATUS : LAW_1901_STATUS);

/** Why a local-law association shows a court registration rather than an RNA number; nothing for loi 1901. */
export const legalStatusNoteOf = (identity: TIdentitySettings): string | null =>
  identity.legalForm === 'local-law'
    ? "Les associations dont le siège est situé en Moselle, dans le Bas-Rhin ou dans le Haut-Rhin relèvent du droit local et non de la loi du 1er juillet 1901\u00a0: elles sont inscrites au registre des associations du tribunal judiciaire et n'ont pas de numéro RNA."
    : null;

/** Where the association is registered: « inscrite au registre des associations du tribunal judiciaire de Metz » or « déclarée au répertoire national des associations ». */
export const registryOf = (identity: TIdentitySettings): string =>
  identity.legalForm === 'local-law'
    ? `inscrite au registre des associations du tribunal judiciaire de ${identity.registryCourt}`
    : 'déclarée au répertoire national des associations';

/** « inscrite au registre des associations du tribunal judiciaire de Metz sous le n° R… » or « déclarée au RNA sous le n° W… ». */
export const registrationOf = (identity: TIdentitySettings): string => `${registryOf(identity)} sous le n° ${registrationNumberOf(identity)}`;

/** The name of the registration number: « N° d'inscription » (the court's register) or « N° RNA ». */
export const registrationNumberLabelOf = (identity: TIdentitySettings): string => (identity.legalForm === 'local-law' ? "N° d'inscription" : 'N° RNA');

/** « SIREN » for 9 digits, « SIRET » for 14 (`identity.siret`, when set). */
export const siretLabelOf = (siret: string): string => (siret.length === 9 ? 'SIREN' : 'SIRET');

/** The number that identifies the association: the register's or the RNA's. */
export const registrationNumberOf = (identity: TIdentitySettings): string =>
  identity.legalForm === 'local-law' ? identity.registrationNumber : identity.rnaNumber;

/** « actionplusmetz.org » for « https://actionplusmetz.org/ ». */
export const websiteDisplayOf = (website: string): string =>
  website
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/\/$/, '');

/** « +33 3 87 56 75 00 », for structured data. */
export const internationalPhoneOf = (phone: string): string => `+33 ${phone.slice(1)}`;

/** « tel:+33387567500 ». */
export const phoneHrefOf = (phone: string): string => `tel:+33${phone.replace(/\s/g, '').slice(1)}`;

export const formatPostalAddress = (contact: TContactSettings, separator = ', '): string =>
  [contact.address.street, `${contact.address.postalCode} ${contact.address.city}`, contact.address.country].join(separator);

/** The officer who is the publication director (the team section holds exactly one). */
export const publicationDirectorOf = (team: TTeamSettings) => team.officers.find((officer) => officer.isPublicationDirector) ?? team.officers[0]!;

/** The days' French names, as the pages, the settings form and the opening hours write them. */
export const WEEKDAY_NAMES: Record<TWeekday, string> = {
  monday: 'Lundi',
  tuesday: 'Mardi',
  wednesday: 'Mercredi',
  thursday: 'Jeudi',
  friday: 'Vendredi',
  saturday: 'Samedi',
  sunday: 'Dimanche',
};
const SCHEMA_DAYS: Record<TWeekday, string> = {
  monday: 'Mo',
  tuesday: 'Tu',
  wednesday: 'We',
  thursday: 'Th',
  friday: 'Fr',
  saturday: 'Sa',
  sunday: 'Su',
};

/** « 9h00 », « 18h30 ». */
const frenchHour = (hour: string) => `${Number(hour.slice(0, 2))}h${hour.slice(3)}`;

type DayGroup = { first: TWeekday; last: TWeekday; slots: TContactSettings['openingHours'][number]['slots'] };

/** Consecutive days with the same hours, as one group (« Lundi - Vendredi »). */
function groupDays(contact: TContactSettings): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const { day, slots } of contact.openingHours) {
    const previous = groups.at(-1);
    if (previous && JSON.stringify(previous.slots) === JSON.stringify(slots)) previous.last = day;
    else groups.push({ first: day, last: day, slots });
  }
  return groups;
}

/** The opening hours as people read them: `{ days: 'Lundi - Vendredi', hours: '9h00 - 18h00' }`, « Fermé » for a closed day. */
export function openingHoursLines(contact: TContactSettings): { days: string; hours: string }[] {
  return groupDays(contact).map(({ first, last, slots }) => ({
    days: first === last ? WEEKDAY_NAMES[first] : `${WEEKDAY_NAMES[first]} - ${WEEKDAY_NAMES[last]}`,
    hours: slots.length === 0 ? 'Fermé' : slots.map((slot) => `${frenchHour(slot.opens)} - ${frenchHour(slot.closes)}`).join(', '),
  }));
}

/** The opening hours in schema.org's `openingHours` form: « Mo-Fr 09:00-18:00 ». */
export function openingHoursSpecification(contact: TContactSettings): string[] {
  return groupDays(contact).flatMap(({ first, last, slots }) => {
    const days = first === last ? SCHEMA_DAYS[first] : `${SCHEMA_DAYS[first]}-${SCHEMA_DAYS[last]}`;
    return slots.map((slot) => `${days} ${slot.opens}-${slot.closes}`);
  });
}

/** The closures not yet over on `today` (YYYY-MM-DD, Paris), the soonest first. */
export const closuresFrom = (contact: TContactSettings, today: string) =>
  contact.closures.filter((closure) => closure.to >= today).sort((first, second) => first.from.localeCompare(second.from));

/** The testimonials the home page shows. */
export const shownTestimonials = (settings: Pick<TAssociationSettings, 'testimonials'>) =>
  settings.testimonials.testimonials.filter((testimonial) => !testimonial.isHidden);

/** A duration the association offers, and its price in cents. */
export type TDuesOffer = TDuesSettings['offers'][number];

/** The durations offered, in the order the forms list them. */
export const offeredDurationsOf = (dues: TDuesSettings): number[] => dues.offers.map((offer) => offer.durationMonths);

/** The price of a duration the association offers, in cents; undefined for any other duration. */
export const priceOfDuration = (dues: TDuesSettings, durationMonths: number): number | undefined =>
  dues.offers.find((offer) => offer.durationMonths === durationMonths)?.amountCents;

/** The offer the membership forms start on (the schema keeps the default among the offers). */
export const defaultOfferOf = (dues: TDuesSettings): TDuesOffer =>
  dues.offers.find((offer) => offer.durationMonths === dues.defaultDurationMonths) ?? dues.offers[0]!;

/** « 6, 12, 24 ou 36 »: choices as a French sentence gives them. */
export const frenchListOf = (items: readonly (string | number)[]): string => new Intl.ListFormat('fr', { type: 'disjunction' }).format(items.map(String));

/** The majorities the statutes may ask of a resolution, as the settings page and the minutes name them. */
export const MAJORITY_RULE_LABELS: Record<TMajorityRule, string> = {
  simple: 'Majorité simple (plus de voix pour que de voix contre)',
  absolute: 'Majorité absolue (plus de la moitié des présents et représentés)',
  'two-thirds': 'Deux tiers des suffrages exprimés',
  'three-quarters': 'Trois quarts des suffrages exprimés',
};
