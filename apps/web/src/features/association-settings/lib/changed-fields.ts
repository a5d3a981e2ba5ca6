import {
  formatEuros,
  MAJORITY_RULE_LABELS,
  WEEKDAY_NAMES,
  WEEKDAYS,
  type TAssociationLegalForm,
  type TAssociationSettingsSection,
  type TFigureSource,
  type TMajorityRule,
} from '@action-plus/contract';
import {
  ASSOCIATION_SETTINGS_PAGE_MESSAGES as M,
  CONTACT_LABELS,
  DUES_LABELS,
  FIGURES_LABELS,
  FIGURE_SOURCE_LABELS,
  HOST_LABELS,
  IDENTITY_LABELS,
  IMAGE_FIELD_LABELS,
  LEGAL_FORM_LABELS,
  LINKS_LABELS,
  PRESENTATION_LABELS,
  STATUTES_LABELS,
  TAX_RECEIPTS_LABELS,
  TEAM_LABELS,
  TESTIMONIALS_LABELS,
} from '../messages';

/** One field that differs between two values of a section, as the preview writes it. */
export type FieldChange = { path: string; label: string; before: string; after: string };

/**
 * How a field is named and written. A path's list indexes are `*` in its pattern; `label` gets
 * them counted from 1. A field with `format` is written whole (a day's hours), not field by field.
 */
type FieldDescription = { label: (numbers: number[]) => string; format?: (value: unknown) => string };

const PREVIEW_MAX_CHARACTERS = 120;

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('fr-FR') + text.slice(1);
const field = (label: string): FieldDescription => ({ label: () => label });
/** A field of a list's item: « Personne 2, fonction ». */
const itemField = (itemOf: (index: number) => string, label: string, format?: FieldDescription['format']): FieldDescription => ({
  label: ([index = 1]) => `${itemOf(index)}, ${lowerFirst(label)}`,
  format,
});

type Slot = { opens: string; closes: string };
const formatSlots = (value: unknown) => {
  const slots = (value as { slots?: Slot[] } | undefined)?.slots ?? [];
  return slots.length === 0 ? CONTACT_LABELS.closed : slots.map((slot) => `${slot.opens}-${slot.closes}`).join(', ');
};
const formatClosure = (value: unknown) => {
  const closure = value as { from: string; to: string; label: string };
  return CONTACT_LABELS.closureSummary(closure.from, closure.to, closure.label);
};

/** A resolution kind's majority, named as the form's choice names it. */
const majority = (label: string): FieldDescription => ({
  label: () => `${STATUTES_LABELS.majoritiesLegend}, ${lowerFirst(label)}`,
  format: (value) => MAJORITY_RULE_LABELS[value as TMajorityRule] ?? String(value),
});

/** An image is named, not given by its address. */
const writeImage = () => IMAGE_FIELD_LABELS.imageValue;

const FIELDS: Record<TAssociationSettingsSection, Record<string, FieldDescription>> = {
  identity: {
    name: field(IDENTITY_LABELS.name),
    alternateName: field(IDENTITY_LABELS.alternateName),
    descriptor: field(IDENTITY_LABELS.descriptor),
    shortDescription: field(IDENTITY_LABELS.shortDescription),
    tagline: field(IDENTITY_LABELS.tagline),
    foundedYear: field(IDENTITY_LABELS.foundedYear),
    legalForm: { label: () => IDENTITY_LABELS.legalForm, format: (value) => LEGAL_FORM_LABELS[value as TAssociationLegalForm] ?? String(value) },
    registryCourt: field(IDENTITY_LABELS.registryCourt),
    registrationNumber: field(IDENTITY_LABELS.registrationNumber),
    rnaNumber: field(IDENTITY_LABELS.rnaNumber),
    siret: field(IDENTITY_LABELS.siret),
    logoUrl: { label: () => IDENTITY_LABELS.logo, format: writeImage },
    accentColour: field(IDENTITY_LABELS.accentColour),
  },
  contact: {
    'address.street': field(CONTACT_LABELS.street),
    'address.postalCode': field(CONTACT_LABELS.postalCode),
    'address.city': field(CONTACT_LABELS.city),
    'address.region': field(CONTACT_LABELS.region),
    'address.country': field(CONTACT_LABELS.country),
    'address.countryCode': field(CONTACT_LABELS.countryCode),
    'location.latitude': field(CONTACT_LABELS.latitude),
    'location.longitude': field(CONTACT_LABELS.longitude),
    phone: field(CONTACT_LABELS.phone),
    email: field(CONTACT_LABELS.email),
    website: field(CONTACT_LABELS.website),
    'openingHours.*': {
      label: ([index = 1]) => CONTACT_LABELS.openingHoursOf(WEEKDAY_NAMES[WEEKDAYS[index - 1] ?? 'monday']),
      format: formatSlots,
    },
    'closures.*': { label: ([index = 1]) => CONTACT_LABELS.closureOf(index), format: formatClosure },
  },
  team: {
    'officers.*.name': itemField(TEAM_LABELS.officerOf, TEAM_LABELS.name),
    'officers.*.role': itemField(TEAM_LABELS.officerOf, TEAM_LABELS.role),
    'officers.*.isPublicationDirector': itemField(TEAM_LABELS.officerOf, TEAM_LABELS.publicationDirectorLegend),
    'officers.*.photoUrl': itemField(TEAM_LABELS.officerOf, TEAM_LABELS.photo, writeImage),
  },
  presentation: {
    homeIntro: field(PRESENTATION_LABELS.homeIntro),
    contactIntro: field(PRESENTATION_LABELS.contactIntro),
    donationIntro: field(PRESENTATION_LABELS.donationIntro),
    'values.*.name': itemField(PRESENTATION_LABELS.valueOf, PRESENTATION_LABELS.valueName),
    'values.*.description': itemField(PRESENTATION_LABELS.valueOf, PRESENTATION_LABELS.valueDescription),
    'mission.*': { label: ([index = 1]) => `${PRESENTATION_LABELS.missionLegend}, ${lowerFirst(PRESENTATION_LABELS.paragraphOf(index))}` },
    'purposes.*.title': itemField(PRESENTATION_LABELS.purposeOf, PRESENTATION_LABELS.purposeTitle),
    'purposes.*.text': itemField(PRESENTATION_LABELS.purposeOf, PRESENTATION_LABELS.purposeText),
    'timeline.*.date': itemField(PRESENTATION_LABELS.stepOf, PRESENTATION_LABELS.stepDate),
    'timeline.*.title': itemField(PRESENTATION_LABELS.stepOf, PRESENTATION_LABELS.stepTitle),
    'timeline.*.text': itemField(PRESENTATION_LABELS.stepOf, PRESENTATION_LABELS.stepText),
  },
  testimonials: {
    'testimonials.*.quote': itemField(TESTIMONIALS_LABELS.testimonialOf, TESTIMONIALS_LABELS.quote),
    'testimonials.*.author': itemField(TESTIMONIALS_LABELS.testimonialOf, TESTIMONIALS_LABELS.author),
    'testimonials.*.role': itemField(TESTIMONIALS_LABELS.testimonialOf, TESTIMONIALS_LABELS.role),
    'testimonials.*.isHidden': itemField(TESTIMONIALS_LABELS.testimonialOf, TESTIMONIALS_LABELS.isHidden),
  },
  figures: {
    'figures.*.source': itemField(FIGURES_LABELS.figureOf, FIGURES_LABELS.source, (value) => FIGURE_SOURCE_LABELS[value as TFigureSource] ?? String(value)),
    'figures.*.label': itemField(FIGURES_LABELS.figureOf, FIGURES_LABELS.label),
    'figures.*.value': itemField(FIGURES_LABELS.figureOf, FIGURES_LABELS.value),
  },
  links: {
    'socialLinks.*.label': itemField(LINKS_LABELS.linkOf, LINKS_LABELS.label),
    'socialLinks.*.url': itemField(LINKS_LABELS.linkOf, LINKS_LABELS.url),
  },
  host: { name: field(HOST_LABELS.name), address: field(HOST_LABELS.address), phone: field(HOST_LABELS.phone) },
  taxReceipts: {
    eligible: field(TAX_RECEIPTS_LABELS.eligible),
    wealthTaxEligible: field(TAX_RECEIPTS_LABELS.wealthTaxEligible),
    quality: field(TAX_RECEIPTS_LABELS.quality),
    object: field(TAX_RECEIPTS_LABELS.object),
    'signatory.name': field(`${TAX_RECEIPTS_LABELS.signatoryLegend}, ${lowerFirst(TAX_RECEIPTS_LABELS.signatoryName)}`),
    'signatory.title': field(`${TAX_RECEIPTS_LABELS.signatoryLegend}, ${lowerFirst(TAX_RECEIPTS_LABELS.signatoryTitle)}`),
    place: field(TAX_RECEIPTS_LABELS.place),
    signatureImageUrl: { label: () => TAX_RECEIPTS_LABELS.signatureImage, format: writeImage },
  },
  dues: {
    'offers.*.durationMonths': itemField(DUES_LABELS.offerOf, DUES_LABELS.durationMonths, (value) => DUES_LABELS.durationOption(Number(value))),
    'offers.*.amountCents': itemField(DUES_LABELS.offerOf, DUES_LABELS.amountEuros, (value) => formatEuros(Number(value))),
    defaultDurationMonths: { label: () => DUES_LABELS.defaultDuration, format: (value) => DUES_LABELS.durationOption(Number(value)) },
    'invoiceMentions.vat': field(DUES_LABELS.vatMention),
    'invoiceMentions.additional': field(DUES_LABELS.additionalMention),
  },
  statutes: {
    voterCutOffDaysBefore: field(STATUTES_LABELS.voterCutOffDaysBefore),
    honoraryMembersVote: field(STATUTES_LABELS.honoraryMembersVote),
    convocationDaysBefore: field(STATUTES_LABELS.convocationDaysBefore),
    quorumPercent: field(STATUTES_LABELS.quorumPercent),
    'majorities.ordinary': majority(STATUTES_LABELS.ordinaryMajority),
    'majorities.statutesChange': majority(STATUTES_LABELS.statutesChangeMajority),
    'majorities.dissolution': majority(STATUTES_LABELS.dissolutionMajority),
    proxiesPerMember: field(STATUTES_LABELS.proxiesPerMember),
    secondAssemblyWithoutQuorum: field(STATUTES_LABELS.secondAssemblyWithoutQuorum),
  },
};

const patternOf = (path: string) => path.replace(/(^|\.)\d+(?=\.|$)/g, '$1*');
const indexesOf = (path: string) => [...path.matchAll(/(?:^|\.)(\d+)(?=\.|$)/g)].map((match) => Number(match[1]) + 1);

/** Each field of a value under its path ('officers.1.name'), in the value's order; a described whole field stays whole. */
function flatten(value: unknown, descriptions: Record<string, FieldDescription>, path = '', into = new Map<string, unknown>()): Map<string, unknown> {
  const isWhole = path !== '' && descriptions[patternOf(path)]?.format !== undefined;
  if (!isWhole && value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, descriptions, path ? `${path}.${key}` : key, into);
  } else {
    into.set(path, value);
  }
  return into;
}

function shorten(text: string): string {
  return text.length > PREVIEW_MAX_CHARACTERS ? `${text.slice(0, PREVIEW_MAX_CHARACTERS - 1).trimEnd()}…` : text;
}

function write(value: unknown, description: FieldDescription | undefined): string {
  if (value === undefined || value === null || value === '' || (typeof value === 'number' && Number.isNaN(value))) return M.emptyValue;
  if (description?.format) return shorten(description.format(value));
  if (typeof value === 'boolean') return value ? M.yes : M.no;
  return shorten(String(value));
}

/**
 * The fields that differ from `before` to `after`, each named as the form names it: what the
 * preview lists before a save, and what another admin changed when a save is refused.
 */
export function listChangedFields(section: TAssociationSettingsSection, before: unknown, after: unknown): FieldChange[] {
  const descriptions = FIELDS[section];
  const beforeFields = flatten(before, descriptions);
  const afterFields = flatten(after, descriptions);
  const paths = [...afterFields.keys(), ...[...beforeFields.keys()].filter((path) => !afterFields.has(path))];
  return paths.flatMap((path) => {
    const previous = beforeFields.get(path);
    const next = afterFields.get(path);
    if (JSON.stringify(previous) === JSON.stringify(next)) return [];
    const description = descriptions[patternOf(path)];
    return [{ path, label: description ? description.label(indexesOf(path)) : path, before: write(previous, description), after: write(next, description) }];
  });
}
