import { z } from 'zod';
import { accentContrastOf, DEFAULT_ACCENT_COLOUR, formatContrastRatio, HEX_COLOUR, MINIMUM_TEXT_CONTRAST } from './colour-contrast';
import { isUploadedImageUrl } from './events';
import { zText } from './fields';
import { EMAIL_SHAPE, LIMITS, stopWhenTooLong } from './limits';
import { MEMBERSHIP_AMOUNT_MAX_EUROS } from './memberships';
import './zod-locale';

/**
 * The association's settings: who it is and what its pages say, edited by its admins from
 * « Paramètres de l'association » (/admin/association) and stored in the database, one versioned
 * row per save of a section (decision 040). Keys are the contract's names (camelCase), since a
 * settings document is read whole by the pages, the mails and the documents.
 *
 * Each section is saved on its own, so that a save never touches another section's values, and
 * carries the version it was read at, so that two admins saving the same section at once do not
 * overwrite each other silently (409).
 */

/** `label` is the field's name in a sentence ('Le nom'); the value is trimmed. */
const zLine = (label: string, max: number, options: { optional?: boolean } = {}) => {
  const base = zText(label, { error: `${label} est obligatoire.` })
    .trim()
    .max(max, stopWhenTooLong(`${label} ne doit pas dépasser ${max} caractères.`));
  return options.optional ? base : base.min(1, `${label} est obligatoire.`);
};

/** A text of several lines (a paragraph, a quote). */
const zParagraph = (label: string, max: number) =>
  zText(label, { multiLine: true, error: `${label} est obligatoire.` })
    .trim()
    .max(max, stopWhenTooLong(`${label} ne doit pas dépasser ${max} caractères.`))
    .min(1, `${label} est obligatoire.`);

const zList = <T extends z.ZodType>(item: T, label: string, min: number, max: number) =>
  z
    .array(item)
    .min(min, min === 1 ? `${label}\u00a0: au moins un élément est nécessaire.` : `${label}\u00a0: au moins ${min} éléments sont nécessaires.`)
    .max(max, `${label}\u00a0: ${max} éléments au plus.`);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const zIsoDate = (label: string) =>
  zText(label)
    .max(10, stopWhenTooLong(`${label} doit être une date (AAAA-MM-JJ).`))
    .regex(ISO_DATE, `${label} doit être une date (AAAA-MM-JJ).`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
      message: `${label} n'est pas une date du calendrier.`,
    });

/** The Luhn check of SIREN and SIRET numbers (La Poste's establishments excepted, as INSEE does). */
function passesLuhn(digits: string): boolean {
  if (digits.startsWith('356000000')) return true;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const withoutSpaces = (value: string) => value.replace(/[\s\u00a0\u202f]/g, '');

/** A French phone number, written as people read it: « 03 87 56 75 00 ». Accepts +33 and any spacing. */
export const FRENCH_PHONE = /^(?:\+33|0033|0)[1-9]\d{8}$/;
export const formatFrenchPhone = (value: string): string => {
  const digits = withoutSpaces(value).replace(/^(?:\+33|0033)/, '0');
  return digits.replace(/(\d{2})(?=\d)/g, '$1 ');
};
const zFrenchPhone = (label: string) =>
  zLine(label, 20)
    .refine((value) => FRENCH_PHONE.test(withoutSpaces(value).replace(/[.-]/g, '')), {
      message: `${label} doit être un numéro français à 10 chiffres (par exemple 03 87 56 75 00).`,
    })
    .transform((value) => formatFrenchPhone(value.replace(/[.-]/g, '')));

const zEmail = (label: string) => zLine(label, LIMITS.emailMax).regex(EMAIL_SHAPE, `${label} n'est pas une adresse e-mail valide.`);

const zWebAddress = (label: string) =>
  zLine(label, 300).refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
      } catch {
        return false;
      }
    },
    { message: `${label} doit être une adresse web complète, commençant par https://.` },
  );

/**
 * An image uploaded to this site (`POST /api/upload-multiple-images` answers its `image_url`,
 * `/uploads/<id>.webp`), or '' for none. Never an address elsewhere: the pages, the receipt's PDF
 * and the content security policy only trust our own. Defaulted, so that a section saved before
 * the field existed reads as « none ».
 */
const zUploadedImage = (label: string) =>
  zText(label)
    .trim()
    .max(100, stopWhenTooLong(`${label} doit être une image envoyée sur le site.`))
    .refine((value) => value === '' || isUploadedImageUrl(value), { message: `${label} doit être une image envoyée sur le site (/uploads/…).` })
    .default('');

/** The accent colour's refusal, with the contrast measured. */
export const accentColourTooPale = (ratio: number) =>
  `Cette couleur n'est pas assez contrastée\u00a0: ${formatContrastRatio(ratio)} pour 1, il faut au moins ${formatContrastRatio(MINIMUM_TEXT_CONTRAST)} pour 1 (WCAG AA) avec le texte blanc des boutons et sur le fond des pages.`;

/** `#rrggbb`, readable with white text on it and as text on the pages (WCAG AA); the site's own accent by default. */
const zAccentColour = zText("La couleur d'accent")
  .trim()
  .max(7, stopWhenTooLong("La couleur d'accent s'écrit #rrggbb (par exemple #9c3d1a)."))
  .regex(HEX_COLOUR, "La couleur d'accent s'écrit #rrggbb (par exemple #9c3d1a).")
  .transform((value) => value.toLowerCase())
  .superRefine((value, context) => {
    const ratio = accentContrastOf(value);
    if (ratio < MINIMUM_TEXT_CONTRAST) context.addIssue({ code: 'custom', message: accentColourTooPale(ratio) });
  })
  .default(DEFAULT_ACCENT_COLOUR);

export const ASSOCIATION_LEGAL_FORMS = ['local-law', 'law-1901'] as const;
export type TAssociationLegalForm = (typeof ASSOCIATION_LEGAL_FORMS)[number];

export const ZIdentitySettingsSchema = z
  .object({
    name: zLine("Le nom de l'association", 80),
    alternateName: zLine('Le sigle', 40, { optional: true }),
    /**
     * What the association is, in a few words (« Association culturelle et solidaire »): the home
     * page's line and its title add « à {ville} ». Stored values from before it existed get the
     * plain word (migration 0005 wrote the seeded association's own).
     */
    descriptor: zLine("La nature de l'association", 80).default('Association'),
    shortDescription: zLine('La présentation courte', 300),
    tagline: zLine("L'accroche de la page d'accueil", 120),
    foundedYear: z
      .number({ error: "L'année de création doit être un nombre." })
      .int("L'année de création doit être un nombre entier.")
      .min(1800, "L'année de création doit être postérieure à 1800.")
      .max(2100, "L'année de création doit être antérieure à 2100."),
    /** `local-law`: Alsace-Moselle (registre du tribunal judiciaire, no RNA); `law-1901`: the rest of France (RNA). */
    legalForm: z.enum(ASSOCIATION_LEGAL_FORMS, { error: 'Choisissez la forme juridique\u00a0: droit local ou loi 1901.' }),
    /** Local law: the town of the tribunal judiciaire whose register holds the association. */
    registryCourt: zLine('Le tribunal du registre', 60, { optional: true }),
    /** Local law: the register's number (« volume / folio » or the court's reference). */
    registrationNumber: zLine("Le numéro d'inscription au registre", 40, { optional: true }).refine((value) => /^[\p{L}\p{N} ./-]*$/u.test(value), {
      message: "Le numéro d'inscription ne peut contenir que des lettres, des chiffres, des espaces, des points, des barres et des tirets.",
    }),
    /** Loi 1901: the RNA number, W and nine digits. */
    rnaNumber: zLine('Le numéro RNA', 10, { optional: true })
      .transform((value) => value.toUpperCase())
      .refine((value) => value === '' || /^W\d{9}$/.test(value), { message: 'Le numéro RNA commence par W suivi de 9 chiffres (par exemple W572012345).' }),
    /** Optional: the SIREN (9 digits) or SIRET (14 digits), if the association has one. */
    siret: zLine('Le numéro SIREN ou SIRET', 20, { optional: true })
      .transform(withoutSpaces)
      .refine((value) => value === '' || (/^(?:\d{9}|\d{14})$/.test(value) && passesLuhn(value)), {
        message: 'Le numéro SIREN (9 chiffres) ou SIRET (14 chiffres) est invalide.',
      }),
    /** Shown in the header beside the name, which is its text alternative; '' keeps the drawn mark. */
    logoUrl: zUploadedImage('Le logo'),
    accentColour: zAccentColour,
  })
  .superRefine((identity, context) => {
    if (identity.legalForm === 'law-1901' && identity.rnaNumber === '') {
      context.addIssue({ code: 'custom', path: ['rnaNumber'], message: 'Le numéro RNA est obligatoire pour une association loi 1901.' });
    }
    if (identity.legalForm === 'local-law') {
      if (identity.registryCourt === '')
        context.addIssue({ code: 'custom', path: ['registryCourt'], message: 'Le tribunal du registre est obligatoire en droit local.' });
      if (identity.registrationNumber === '') {
        context.addIssue({ code: 'custom', path: ['registrationNumber'], message: "Le numéro d'inscription au registre est obligatoire en droit local." });
      }
    }
  });
export type TIdentitySettings = z.infer<typeof ZIdentitySettingsSchema>;

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type TWeekday = (typeof WEEKDAYS)[number];

const HOUR = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
const zHour = (label: string) =>
  zText(label)
    .max(5, stopWhenTooLong(`${label} doit être une heure (HH:MM).`))
    .regex(HOUR, `${label} doit être une heure (HH:MM).`);

const ZOpeningSlotSchema = z
  .object({ opens: zHour("L'heure d'ouverture"), closes: zHour("L'heure de fermeture") })
  .refine((slot) => slot.opens < slot.closes, { message: "L'heure de fermeture doit suivre l'heure d'ouverture.", path: ['closes'] });

export const ZContactSettingsSchema = z.object({
  address: z.object({
    street: zLine('La rue', 120),
    postalCode: zLine('Le code postal', 5).regex(/^\d{5}$/, 'Le code postal doit comporter 5 chiffres.'),
    city: zLine('La ville', 80),
    region: zLine('La région', 80, { optional: true }),
    country: zLine('Le pays', 60),
    countryCode: zLine('Le code du pays', 2).regex(/^[A-Z]{2}$/, 'Le code du pays est de deux lettres majuscules (FR).'),
  }),
  /** The association's place on the map (the contact page's map and the structured data). */
  location: z.object({
    latitude: z
      .number({ error: 'La latitude doit être un nombre.' })
      .min(-90, 'La latitude est comprise entre -90 et 90.')
      .max(90, 'La latitude est comprise entre -90 et 90.'),
    longitude: z
      .number({ error: 'La longitude doit être un nombre.' })
      .min(-180, 'La longitude est comprise entre -180 et 180.')
      .max(180, 'La longitude est comprise entre -180 et 180.'),
  }),
  phone: zFrenchPhone('Le téléphone'),
  email: zEmail("L'adresse e-mail"),
  website: zWebAddress("L'adresse du site"),
  /** One entry per day of the week, Monday first; a day without slots is closed. */
  openingHours: z
    .array(z.object({ day: z.enum(WEEKDAYS), slots: zList(ZOpeningSlotSchema, 'Les horaires du jour', 0, 3) }))
    .length(7, 'Les horaires comptent les sept jours de la semaine.')
    .refine((days) => days.every((entry, index) => entry.day === WEEKDAYS[index]), { message: 'Les jours sont donnés du lundi au dimanche.' }),
  /** Exceptions: the association is closed from `from` to `to` (a summer closing, a holiday). */
  closures: zList(
    z
      .object({ from: zIsoDate('Le premier jour'), to: zIsoDate('Le dernier jour'), label: zLine('Le motif', 80) })
      .refine((closure) => closure.from <= closure.to, { message: 'Le dernier jour doit suivre le premier.', path: ['to'] }),
    'Les fermetures',
    0,
    12,
  ),
});
export type TContactSettings = z.infer<typeof ZContactSettingsSchema>;

export const ZTeamSettingsSchema = z.object({
  officers: zList(
    z.object({
      name: zLine('Le nom', LIMITS.nameMax),
      role: zLine('La fonction', 60),
      isPublicationDirector: z.boolean(),
      /** Published on the about page only if the person agreed; '' shows their initials. */
      photoUrl: zUploadedImage('La photo'),
    }),
    'Le bureau',
    1,
    12,
  ).refine((officers) => officers.filter((officer) => officer.isPublicationDirector).length === 1, {
    message: 'Une seule personne du bureau est directrice de la publication.',
  }),
});
export type TTeamSettings = z.infer<typeof ZTeamSettingsSchema>;

/** The pages' own words, where they speak of what the association does (defaults: neutral wording). */
export const PRESENTATION_TEXT_DEFAULTS = {
  homeIntro: 'Rencontres, ateliers et moments de partage\u00a0: découvrez nos activités et rejoignez-nous.',
  contactIntro: 'Une question, une envie de participer ou de proposer un projet\u202f? Notre équipe vous répond avec plaisir.',
  donationIntro: 'Votre don permet à l’association de mener ses activités et ses actions de solidarité.',
} as const;

export const ZPresentationSettingsSchema = z.object({
  values: zList(z.object({ name: zLine('Le nom de la valeur', 40), description: zParagraph('La description de la valeur', 300) }), 'Les valeurs', 1, 8),
  mission: zList(zParagraph('Le paragraphe', 1000), 'La mission', 1, 6),
  purposes: zList(z.object({ title: zLine("Le titre de l'objet", 80), text: zParagraph("Le texte de l'objet", 400) }), 'Les objets des statuts', 0, 10),
  /** The about page's history; an entry without a date comes last (« aujourd'hui »). */
  timeline: zList(
    z.object({
      date: z.union([zIsoDate("La date de l'étape"), z.null()]),
      title: zLine("Le titre de l'étape", 100),
      text: zParagraph("Le texte de l'étape", 400),
    }),
    "L'histoire",
    0,
    12,
  ),
  /** The home page's paragraph under the tagline. */
  homeIntro: zParagraph("L'introduction de la page d'accueil", 400).default(PRESENTATION_TEXT_DEFAULTS.homeIntro),
  /** The contact page's first lines, above the association's details. */
  contactIntro: zParagraph("L'introduction de la page de contact", 400).default(PRESENTATION_TEXT_DEFAULTS.contactIntro),
  /** The donation page's first lines: what a gift makes possible. */
  donationIntro: zParagraph("L'introduction de la page de don", 600).default(PRESENTATION_TEXT_DEFAULTS.donationIntro),
});
export type TPresentationSettings = z.infer<typeof ZPresentationSettingsSchema>;

export const ZTestimonialsSettingsSchema = z.object({
  testimonials: zList(
    z.object({
      quote: zParagraph('Le témoignage', 600),
      author: zLine("L'auteur", 60),
      role: zLine('La qualité', 60, { optional: true }),
      isHidden: z.boolean(),
    }),
    'Les témoignages',
    0,
    12,
  ),
});
export type TTestimonialsSettings = z.infer<typeof ZTestimonialsSettingsSchema>;

/** The home page's figures: each counted from the data, or a fixed value the association gives. */
export const FIGURE_SOURCES = ['events-held', 'active-members', 'participants-this-year', 'fixed'] as const;
export type TFigureSource = (typeof FIGURE_SOURCES)[number];

export const ZFiguresSettingsSchema = z.object({
  figures: zList(
    z
      .object({
        source: z.enum(FIGURE_SOURCES, { error: 'Choisissez ce que compte le chiffre.' }),
        label: zLine("L'intitulé du chiffre", 40),
        /** Only for `fixed`. */
        value: z
          .number({ error: 'La valeur doit être un nombre.' })
          .int('La valeur doit être un nombre entier.')
          .min(0, 'La valeur ne peut pas être négative.')
          .nullable(),
      })
      .refine((figure) => figure.source !== 'fixed' || figure.value !== null, { message: 'Donnez la valeur du chiffre fixe.', path: ['value'] }),
    'Les chiffres',
    0,
    4,
  ),
});
export type TFiguresSettings = z.infer<typeof ZFiguresSettingsSchema>;

export const ZLinksSettingsSchema = z.object({
  socialLinks: zList(z.object({ label: zLine('Le nom du réseau', 40), url: zWebAddress("L'adresse du profil") }), 'Les réseaux sociaux', 0, 8),
});
export type TLinksSettings = z.infer<typeof ZLinksSettingsSchema>;

/** The host, named in the legal notices (LCEN art. 6). */
export const ZHostSettingsSchema = z.object({
  name: zLine("Le nom de l'hébergeur", 100),
  address: zLine("L'adresse de l'hébergeur", 200),
  phone: zLine("Le téléphone de l'hébergeur", 30),
});
export type THostSettings = z.infer<typeof ZHostSettingsSchema>;

/**
 * Tax receipts for donations (Cerfa n° 11580). A receipt wrongly issued is fined: `eligible` is
 * set only once the association has confirmed that it is of general interest (decision 026), and
 * `wealthTaxEligible` only for the few organisations article 978 (the IFI) concerns (decision 036).
 */
export const ZTaxReceiptsSettingsSchema = z.object({
  eligible: z.boolean(),
  wealthTaxEligible: z.boolean(),
  quality: zLine("La qualité de l'organisme", 200),
  object: zParagraph("L'objet de l'organisme", 600),
  signatory: z.object({ name: zLine('Le nom du signataire', LIMITS.nameMax), title: zLine('La fonction du signataire', 60) }),
  place: zLine('Le lieu de signature', 80),
  /** The signature printed on the receipts; '' prints the signatory's name (or TAX_RECEIPT_SIGNATURE_FILE's image). */
  signatureImageUrl: zUploadedImage("L'image de la signature"),
});
export type TTaxReceiptsSettings = z.infer<typeof ZTaxReceiptsSettingsSchema>;

/** The bounds of the dues section, kept apart so that its schema, above the limits, can read them. */
const DUES_LIMITS = {
  /** Durations offered at once: the membership forms show them in one list. */
  DUES_OFFERS_MAX: 8,
  /** Ten years: beyond, a typo rather than a membership. */
  DUES_DURATION_MONTHS_MAX: 120,
  /** The admin's forms refuse more (MEMBERSHIP_AMOUNT_MAX_EUROS), so an offer does too. */
  DUES_AMOUNT_CENTS_MAX: MEMBERSHIP_AMOUNT_MAX_EUROS * 100,
  DUES_VAT_MENTION_MAX: 200,
  DUES_ADDITIONAL_MENTION_MAX: 500,
} as const;

/**
 * The dues (spec §9's durations and prices) and what every invoice states. Prices are cents, so
 * that no float ever rounds one. The membership types (standard, premium, vip) are the
 * specification's and stay in code. A membership keeps the duration and amount it was recorded
 * with: a change here applies only to the memberships recorded or paid for from then on.
 */
export const ZDuesSettingsSchema = z
  .object({
    /** In the order the membership forms list them. */
    offers: zList(
      z.object({
        durationMonths: z
          .number({ error: 'La durée doit être un nombre de mois.' })
          .int('La durée doit être un nombre entier de mois.')
          .min(1, "La durée est d'au moins 1 mois.")
          .max(DUES_LIMITS.DUES_DURATION_MONTHS_MAX, `La durée ne doit pas dépasser ${DUES_LIMITS.DUES_DURATION_MONTHS_MAX} mois.`),
        amountCents: z
          .number({ error: 'Le montant doit être un nombre.' })
          .int('Le montant ne peut pas avoir plus de deux décimales.')
          .min(0, 'Le montant ne peut pas être négatif.')
          .max(DUES_LIMITS.DUES_AMOUNT_CENTS_MAX, `Le montant ne peut pas dépasser ${MEMBERSHIP_AMOUNT_MAX_EUROS}\u00a0€.`),
      }),
      'Les durées proposées',
      1,
      DUES_LIMITS.DUES_OFFERS_MAX,
    ),
    /** The duration the membership forms start on: one of the offers'. */
    defaultDurationMonths: z.number({ error: 'Choisissez la durée proposée par défaut.' }).int('Choisissez la durée proposée par défaut.'),
    invoiceMentions: z.object({
      /** Dues that buy no individual service are outside the scope of VAT (article 293 B of the CGI is the wrong reference for them). */
      vat: zLine('La mention relative à la TVA', DUES_LIMITS.DUES_VAT_MENTION_MAX),
      /** Printed under it when set (a reference to the statutes, a rescrit…). */
      additional: zText('La mention complémentaire', { multiLine: true })
        .trim()
        .max(
          DUES_LIMITS.DUES_ADDITIONAL_MENTION_MAX,
          stopWhenTooLong(`La mention complémentaire ne doit pas dépasser ${DUES_LIMITS.DUES_ADDITIONAL_MENTION_MAX} caractères.`),
        ),
    }),
  })
  .superRefine((dues, context) => {
    const seen = new Set<number>();
    dues.offers.forEach((offer, index) => {
      if (seen.has(offer.durationMonths)) {
        context.addIssue({ code: 'custom', path: ['offers', index, 'durationMonths'], message: 'Cette durée est déjà proposée plus haut.' });
      }
      seen.add(offer.durationMonths);
    });
    if (!seen.has(dues.defaultDurationMonths)) {
      context.addIssue({ code: 'custom', path: ['defaultDurationMonths'], message: 'La durée proposée par défaut doit être l’une des durées proposées.' });
    }
  });
export type TDuesSettings = z.infer<typeof ZDuesSettingsSchema>;

/** The bounds of the statutes' section (days, percent, proxies), kept apart as the dues' are. */
const STATUTES_LIMITS = {
  /** Three months: statutes rarely ask more for a convocation or a voters' cut-off. */
  STATUTES_DAYS_MAX: 90,
  STATUTES_QUORUM_PERCENT_MAX: 100,
  /** Ten proxies held by one member: beyond, a typo rather than statutes. */
  STATUTES_PROXIES_MAX: 10,
} as const;

/**
 * The majorities a resolution may need. `simple`: more votes for than against, abstentions not
 * counted; `absolute`: more than half of the voters present or represented, so an abstention
 * counts against; `two-thirds` and `three-quarters`: that share of the votes cast (for and against).
 */
export const MAJORITY_RULES = ['simple', 'absolute', 'two-thirds', 'three-quarters'] as const;
export type TMajorityRule = (typeof MAJORITY_RULES)[number];

/** A whole number of days, from 0 to the statutes' largest. */
const zDays = (label: string) =>
  z
    .number({ error: `${label} doit être un nombre de jours.` })
    .int(`${label} doit être un nombre entier de jours.`)
    .min(0, `${label} ne peut pas être négatif.`)
    .max(STATUTES_LIMITS.STATUTES_DAYS_MAX, `${label} ne doit pas dépasser ${STATUTES_LIMITS.STATUTES_DAYS_MAX} jours.`);

const zMajority = z.enum(MAJORITY_RULES, { error: 'Choisissez une majorité.' });

/**
 * The general assembly's rules, as the association's own statutes write them (issue 28): the
 * defaults are those of common statutes, and its admins change them to match theirs. Who may vote:
 * the members whose membership is current on the cut-off day, the assembly's day or
 * `voterCutOffDaysBefore` days before it, honorary members only when the statutes let them.
 */
export const ZStatutesSettingsSchema = z.object({
  /** 0: the assembly's day. */
  voterCutOffDaysBefore: zDays('Le délai d’arrêté de la liste des votants'),
  honoraryMembersVote: z.boolean({ error: 'Indiquez si les membres d’honneur votent.' }),
  convocationDaysBefore: zDays('Le délai de convocation'),
  /** Of the voters, present or represented; 0: no quorum. */
  quorumPercent: z
    .number({ error: 'Le quorum doit être un pourcentage.' })
    .int('Le quorum doit être un pourcentage entier.')
    .min(0, 'Le quorum ne peut pas être négatif.')
    .max(STATUTES_LIMITS.STATUTES_QUORUM_PERCENT_MAX, `Le quorum ne doit pas dépasser ${STATUTES_LIMITS.STATUTES_QUORUM_PERCENT_MAX}\u00a0%.`),
  majorities: z.object({
    ordinary: zMajority,
    statutesChange: zMajority,
    dissolution: zMajority,
  }),
  proxiesPerMember: z
    .number({ error: 'Le nombre de pouvoirs doit être un nombre.' })
    .int('Le nombre de pouvoirs doit être un nombre entier.')
    .min(0, 'Le nombre de pouvoirs ne peut pas être négatif.')
    .max(STATUTES_LIMITS.STATUTES_PROXIES_MAX, `Un membre ne peut pas détenir plus de ${STATUTES_LIMITS.STATUTES_PROXIES_MAX} pouvoirs.`),
  /** Whether, the quorum not reached, a second assembly may follow and decide without quorum. */
  secondAssemblyWithoutQuorum: z.boolean({ error: 'Indiquez si une seconde assemblée peut se tenir sans quorum.' }),
});
export type TStatutesSettings = z.infer<typeof ZStatutesSettingsSchema>;

/** Every section, in the order of the settings page. */
export const ASSOCIATION_SETTINGS_SCHEMAS = {
  identity: ZIdentitySettingsSchema,
  contact: ZContactSettingsSchema,
  team: ZTeamSettingsSchema,
  presentation: ZPresentationSettingsSchema,
  testimonials: ZTestimonialsSettingsSchema,
  figures: ZFiguresSettingsSchema,
  links: ZLinksSettingsSchema,
  host: ZHostSettingsSchema,
  taxReceipts: ZTaxReceiptsSettingsSchema,
  dues: ZDuesSettingsSchema,
  statutes: ZStatutesSettingsSchema,
} as const;

export type TAssociationSettingsSection = keyof typeof ASSOCIATION_SETTINGS_SCHEMAS;
export const ASSOCIATION_SETTINGS_SECTIONS = Object.keys(ASSOCIATION_SETTINGS_SCHEMAS) as TAssociationSettingsSection[];

/** The whole document, as every reader gets it: GET /api/association. */
export type TAssociationSettings = { [Section in TAssociationSettingsSection]: z.output<(typeof ASSOCIATION_SETTINGS_SCHEMAS)[Section]> };
export const ZAssociationSettingsSchema = z.object(ASSOCIATION_SETTINGS_SCHEMAS);

export const ZSettingsSectionParamsSchema = z.object({
  section: z.enum(ASSOCIATION_SETTINGS_SECTIONS as [TAssociationSettingsSection, ...TAssociationSettingsSection[]]),
});

const zVersion = z.number({ error: 'La version lue est obligatoire.' }).int().min(1).max(2_147_483_647);

/** A section as saved: its value, its version (1 for the first), who saved it and when. */
export const ZSettingsSectionVersionSchema = z.object({
  version: z.number().int(),
  value: z.unknown(),
  saved_at: z.string(),
  /** Null for the values the installation started with. */
  saved_by_name: z.string().nullable(),
});
export type TSettingsSectionVersion = z.infer<typeof ZSettingsSectionVersionSchema>;

/** GET /api/admin/association-settings: each section's current version. */
export const ZAdminAssociationSettingsSchema = z.object({ sections: z.record(z.string(), ZSettingsSectionVersionSchema) });
export type TAdminAssociationSettings = { sections: Record<TAssociationSettingsSection, TSettingsSectionVersion> };

/**
 * PUT /api/admin/association-settings/{section}: `version` is the one the admin's form was read at;
 * the server refuses the save (409) when the section has been saved since, with the current one.
 */
export const ZSaveSettingsSectionSchema = z.object({ version: zVersion, value: z.unknown() });
export type TSaveSettingsSection = z.infer<typeof ZSaveSettingsSectionSchema>;

/** POST /api/admin/association-settings/{section}/restore: saves `restore_version`'s value as a new version. */
export const ZRestoreSettingsSectionSchema = z.object({ version: zVersion, restore_version: zVersion });
export type TRestoreSettingsSection = z.infer<typeof ZRestoreSettingsSectionSchema>;

/** The 409's body: the message, and the section as another admin saved it. */
export const ZSettingsConflictSchema = z.object({ detail: z.string(), current: ZSettingsSectionVersionSchema });
export type TSettingsConflict = z.infer<typeof ZSettingsConflictSchema>;

/** GET /api/admin/association-settings/{section}/history: the most recent first. */
export const ZSettingsHistorySchema = z.object({ versions: z.array(ZSettingsSectionVersionSchema) });
export type TSettingsHistory = z.infer<typeof ZSettingsHistorySchema>;

/** GET /api/admin/first-start: whether a new site still waits for its admins to present the association. */
export const ZFirstStartSchema = z.object({ identity_pending: z.boolean() });
export type TFirstStart = z.infer<typeof ZFirstStartSchema>;

export const ASSOCIATION_SETTINGS_LIMITS = {
  /** Versions listed by the history (the most recent); older ones are kept but not listed. */
  HISTORY_LISTED: 50,
  /** A section's JSON body: the longest, the presentation, is a few KB. */
  BODY_BYTES: 64 * 1024,
  ...DUES_LIMITS,
  ...STATUTES_LIMITS,
} as const;
