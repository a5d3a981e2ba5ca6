/**
 * « Annonces » (issue 27): the association's mails to the people it knows, with their consent. The
 * kinds of mail one may choose, the announcements' kinds, segments, states and archive, their
 * limits, French words and messages, and the keyset cursor of the archive. Plain data, no zod
 * (schemas: announcements-schemas.ts).
 */

import { frenchNumber } from './french-typography';
import { decodeCursorText, encodeCursorText, MAX_CURSOR_INSTANT_MS } from './keyset-cursor';

/** The archive's heading, its tab's title. */
export const ANNOUNCEMENTS_PAGE_HEADING = 'Annonces';

// ─── Consent ─────────────────────────────────────────────────────────────────

/** The kinds of mail a person chooses to receive (none by default): each a separate consent. */
export const MAIL_CONSENT_KINDS = ['association_news', 'new_events', 'volunteer_calls'] as const;
export type TMailConsentKind = (typeof MAIL_CONSENT_KINDS)[number];

/** What the profile, the sign-up form and the unsubscribe page say of each kind: its name and its purpose. */
export const MAIL_CONSENT_DEFINITIONS: Record<TMailConsentKind, { label: string; purpose: string }> = {
  association_news: { label: 'La vie de l’association', purpose: 'Les actualités et les lettres d’information de l’association.' },
  new_events: { label: 'Les nouveaux événements', purpose: 'L’annonce des prochains événements de l’association.' },
  volunteer_calls: { label: 'Appels à bénévoles', purpose: 'Les appels à l’aide pour préparer et tenir les événements.' },
};

/** Where the profile shows « Mes choix de mails »: every announcement links to `/profile#choix-de-mails`. */
export const MAIL_PREFERENCES_ANCHOR = 'choix-de-mails';

/** How a choice was made: at sign-up, in the profile, or by a mail's unsubscribe link. */
export const MAIL_CONSENT_SOURCES = ['signup', 'profile', 'mail_link'] as const;
export type TMailConsentSource = (typeof MAIL_CONSENT_SOURCES)[number];

export const MAIL_CONSENT_SOURCE_LABELS: Record<TMailConsentSource, string> = {
  signup: 'À l’inscription',
  profile: 'Dans votre profil',
  mail_link: 'Par le lien d’un mail',
};

/**
 * The token of a mail's one-click unsubscribe link: `<account id>.<kind>.<HMAC-SHA256 under the JWT
 * secret, base64url>`. It names the account and the one kind it turns off. The id is written one way
 * only (no leading zero): a link altered in any character is refused.
 */
export const MAIL_UNSUBSCRIBE_TOKEN = /^[1-9]\d{0,9}\.(?:association_news|new_events|volunteer_calls)\.[\w-]{43}$/;
export const MAIL_UNSUBSCRIBE_TOKEN_MAX = 80;

export const MAIL_PREFERENCES_MESSAGES = {
  saved: 'Vos choix de mails sont enregistrés.',
  unsubscribed: (label: string) => `Vous ne recevrez plus les mails «\u202f${label}\u202f».`,
  linkInvalid: 'Ce lien de désabonnement n’est pas valide. Vous pouvez choisir vos mails dans votre profil.',
  kindInvalid: 'Ce type de mail n’existe pas.',
  choiceRequired: 'Indiquez oui ou non pour chaque type de mail.',
  /** The sign-up form's and the profile's explanation above the choices. */
  explanation:
    'Choisissez les mails que vous souhaitez recevoir de l’association. Vous pourrez changer d’avis à tout moment dans votre profil ou par le lien en bas de chaque mail.',
} as const;

// ─── Announcements ───────────────────────────────────────────────────────────

/**
 * An announcement's kind: one of the consent kinds, or `membership`, the information that is part
 * of membership (a general assembly's convocation, a change of dues), sent to the active members
 * whatever their choices, and saying why.
 */
export const ANNOUNCEMENT_KINDS = [...MAIL_CONSENT_KINDS, 'membership'] as const;
export type TAnnouncementKind = (typeof ANNOUNCEMENT_KINDS)[number];

export const ANNOUNCEMENT_KIND_LABELS: Record<TAnnouncementKind, string> = {
  association_news: MAIL_CONSENT_DEFINITIONS.association_news.label,
  new_events: MAIL_CONSENT_DEFINITIONS.new_events.label,
  volunteer_calls: MAIL_CONSENT_DEFINITIONS.volunteer_calls.label,
  membership: 'Information aux membres',
};

export const isMailConsentKind = (kind: string): kind is TMailConsentKind => (MAIL_CONSENT_KINDS as readonly string[]).includes(kind);

/** What a `membership` announcement says instead of an unsubscribe link. */
export const MEMBERSHIP_ANNOUNCEMENT_REASON =
  'Vous recevez ce message en tant que membre de l’association, quels que soient vos choix de mails, car il concerne votre adhésion.';

/**
 * Who an announcement reaches. Whatever the segment, a kind other than `membership` reaches only the
 * accounts that chose it; `membership` goes only with `active_members`. Recipients are accounts with
 * a confirmed address, each once.
 */
export const ANNOUNCEMENT_SEGMENT_TYPES = [
  'consenting',
  'active_members',
  'lapsed_members',
  'event_participants',
  'event_waiting_list',
  'donors_of_year',
] as const;
export type TAnnouncementSegmentType = (typeof ANNOUNCEMENT_SEGMENT_TYPES)[number];

export const ANNOUNCEMENT_SEGMENT_LABELS: Record<TAnnouncementSegmentType, string> = {
  consenting: 'Toutes les personnes qui ont choisi ce type de mail',
  active_members: 'Les membres à jour de leur adhésion',
  lapsed_members: 'Les membres dont l’adhésion a pris fin cette année',
  event_participants: 'Les participants d’un événement',
  event_waiting_list: 'La liste d’attente d’un événement',
  donors_of_year: 'Les donateurs d’une année',
};

/**
 * An announcement's life: a draft is edited; a scheduled one waits for its time; a queued one has
 * its recipients being written to the outbox; a sending one is sent at the configured rate; a sent
 * one has no mail left to send (some may have failed: its progress says so).
 */
export const ANNOUNCEMENT_STATES = ['draft', 'scheduled', 'queued', 'sending', 'sent'] as const;
export type TAnnouncementState = (typeof ANNOUNCEMENT_STATES)[number];

export const ANNOUNCEMENT_STATE_LABELS: Record<TAnnouncementState, string> = {
  draft: 'Brouillon',
  scheduled: 'Programmée',
  queued: 'En préparation',
  sending: 'En cours d’envoi',
  sent: 'Envoyée',
};

/** Whether a sent announcement is published on the site, and to whom. */
export const ANNOUNCEMENT_ARCHIVES = ['none', 'members', 'public'] as const;
export type TAnnouncementArchive = (typeof ANNOUNCEMENT_ARCHIVES)[number];

export const ANNOUNCEMENT_ARCHIVE_LABELS: Record<TAnnouncementArchive, string> = {
  none: 'Non publiée sur le site',
  members: 'Publiée pour les membres connectés',
  public: 'Publiée pour tous',
};

export const ANNOUNCEMENT_LIMITS = {
  SUBJECT_MAX: 200,
  BODY_MAX: 50_000,
  /** Mails a minute by default, under small SMTP providers' limits (ANNOUNCEMENT_MAILS_PER_MINUTE). */
  DEFAULT_MAILS_PER_MINUTE: 30,
  /** The failures an announcement's page lists (the counts hold them all). */
  FAILURES_SHOWN: 50,
  /** Announcements a page of `/annonces` lists. */
  PAGE_SIZE: 12,
  /** The longest cursor accepted (a base64url of `a:<ms>:<id>`). */
  CURSOR_MAX: 64,
  /** The years a `donors_of_year` segment may name. */
  YEAR_MIN: 2000,
  YEAR_MAX: 2100,
  /** How far ahead an announcement may be scheduled: a year, not a typo's year 9999. */
  SCHEDULE_MAX_DAYS: 366,
  /** The longest ISO instant `scheduled_at` may be. */
  SCHEDULED_AT_MAX: 40,
} as const;

export const ANNOUNCEMENT_MESSAGES = {
  notFound: 'Annonce introuvable.',
  created: 'Annonce enregistrée.',
  updated: 'Annonce mise à jour.',
  deleted: 'Annonce supprimée.',
  subjectRequired: 'L’objet est obligatoire.',
  subjectTooLong: `L’objet ne doit pas dépasser ${ANNOUNCEMENT_LIMITS.SUBJECT_MAX} caractères.`,
  bodyRequired: 'Le texte de l’annonce est obligatoire.',
  bodyTooLong: `Le texte ne doit pas dépasser ${frenchNumber(ANNOUNCEMENT_LIMITS.BODY_MAX)} caractères.`,
  kindInvalid: 'Ce type d’annonce n’existe pas.',
  segmentInvalid: 'Choisissez les destinataires.',
  eventRequired: 'Choisissez l’événement.',
  eventNotFound: 'Cet événement n’existe pas.',
  articleNotFound: 'Cet article n’existe pas ou n’est pas publié.',
  /** The attached card's event (`eventNotFound` is the recipients' event: each shows under its own field). */
  attachedEventNotFound: 'L’événement joint n’existe pas.',
  yearInvalid: `L’année doit être comprise entre ${ANNOUNCEMENT_LIMITS.YEAR_MIN} et ${ANNOUNCEMENT_LIMITS.YEAR_MAX}.`,
  attachmentInvalid: 'La pièce jointe doit être un événement ou un article.',
  archiveInvalid: 'Choisissez où publier l’annonce.',
  membershipNeedsActiveMembers: 'Une information aux membres est envoyée aux membres à jour de leur adhésion seulement, quels que soient leurs choix de mails.',
  notEditable: 'Cette annonce est déjà partie\u00a0: elle ne peut plus être modifiée ni supprimée.',
  alreadySent: 'Cette annonce a déjà été envoyée ou est en cours d’envoi.',
  scheduledAtInvalid: 'La date et l’heure d’envoi ne sont pas valides.',
  scheduledAtPast: 'La date d’envoi programmée doit être dans le futur.',
  scheduledAtTooFar: 'La date d’envoi programmée doit être dans moins d’un an.',
  noRecipient: 'Aucun destinataire ne correspond à ce choix.',
  queued: 'L’annonce part\u00a0: ses mails sont envoyés peu à peu.',
  scheduled: 'L’annonce est programmée.',
  testSent: (email: string) => `Un essai a été envoyé à ${email}.`,
  cursorInvalid: 'La page demandée n’existe pas.',
  listQueryInvalid: 'Paramètres de recherche invalides.',
  /** The mail's footer: the link that turns this kind off, and the one to every choice. */
  unsubscribeLink: 'Ne plus recevoir ces mails',
  preferencesLink: 'Choisir mes mails',
  unsubscribeReason: (label: string) => `Vous recevez ce message car vous avez choisi de recevoir les mails «\u202f${label}\u202f».`,
} as const;

export interface TAnnouncementCursor {
  sentAtMs: number;
  id: number;
}

/** The next page of `/annonces`: after this announcement (newest first). */
export const encodeAnnouncementCursor = ({ sentAtMs, id }: TAnnouncementCursor): string => encodeCursorText(`a:${sentAtMs}:${id}`);

export function decodeAnnouncementCursor(value: string): TAnnouncementCursor | null {
  const text = decodeCursorText(value, ANNOUNCEMENT_LIMITS.CURSOR_MAX);
  const match = text === null ? null : /^a:(\d{1,16}):(\d{1,10})$/.exec(text);
  if (!match) return null;
  const sentAtMs = Number(match[1]);
  const id = Number(match[2]);
  if (sentAtMs > MAX_CURSOR_INSTANT_MS || id < 1 || id > 2_147_483_647) return null;
  return { sentAtMs, id };
}
