import { z } from 'zod';
import { LIMITS, stopWhenTooLong } from './fields';

/** The kinds of event (spec §3); each has its icon in the profile. */
export const EVENT_TYPES = ['concert', 'exposition', 'conférence', 'théâtre', 'atelier'] as const;
export const ZEventTypeSchema = z.enum(EVENT_TYPES, {
  error: "Le type d'événement doit être concert, exposition, conférence, théâtre ou atelier.",
});
export type TEventType = z.infer<typeof ZEventTypeSchema>;

/** The labels shown for each type (cards, profile). */
export const EVENT_TYPE_LABELS: Record<TEventType, string> = {
  concert: 'Concert',
  exposition: 'Exposition',
  conférence: 'Conférence',
  théâtre: 'Théâtre',
  atelier: 'Atelier',
};

/** Business constants of spec §9 about events. */
export const EVENT_DEFAULTS = {
  /** Shown (and stored) when no time is given. */
  DEFAULT_TIME: '19:00',
  DEFAULT_MAX_PARTICIPANTS: 50,
  MIN_PARTICIPANTS: 1,
  MAX_PARTICIPANTS: 1000,
  /** Shown when an event has no location (the API always has one; older data may not). */
  DEFAULT_LOCATION: 'Paris',
  /** Cards cut the description at this many characters. */
  DESCRIPTION_PREVIEW_LENGTH: 100,
  /** The home page shows this many events: the first ones of GET /api/events. */
  HOME_EVENT_COUNT: 3,
  /** The profile's overview shows this many of the member's next events. */
  PROFILE_OVERVIEW_EVENT_COUNT: 3,
  /** When the member's events cannot be loaded, the profile falls back to this many events. */
  PROFILE_FALLBACK_EVENT_COUNT: 5,
  /** 'Participant régulier' badge for strictly more events than this. */
  REGULAR_PARTICIPANT_THRESHOLD: 5,
  /** Carousels show at most this many indicator dots (plus a 'more' dot). */
  CAROUSEL_MAX_DOTS: 5,
  /** The detail page's image carousel shows this many slides around the current one. */
  DETAIL_VISIBLE_SLIDES: 5,
  /** Toasts after joining or leaving, in milliseconds. */
  TOAST_MS: 3000,
  /** Delay before going back to the event after a successful edit, in milliseconds. */
  EDIT_REDIRECT_MS: 2000,
  /** Delay before sending a visitor to /login, in milliseconds. */
  LOGIN_REDIRECT_MS: 2000,
  /** Events are dated in this zone, whatever the server's or the browser's zone. */
  TIME_ZONE: 'Europe/Paris',
  /** The .ics gives an event this duration, the product having no end time. */
  CALENDAR_DURATION_MINUTES: 120,
  TITLE_MAX: 200,
  DESCRIPTION_MAX: 10_000,
  LOCATION_MAX: 200,
  IMAGES_MAX: 20,
  /** GET /api/events?limit=N accepts at most this. */
  LIST_LIMIT_MAX: 1000,
} as const;

/** Uploads (POST /api/upload-multiple-images). */
export const UPLOAD_LIMITS = {
  MAX_FILES: 10,
  MAX_FILE_BYTES: 10 * 1024 * 1024,
  /** Judged by the bytes, not by the name nor the announced type. */
  ACCEPTED_MIME_TYPES: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
  /** For the file input's `accept`; the server checks the bytes anyway. */
  ACCEPT_ATTRIBUTE: 'image/jpeg,image/png,image/webp,image/gif,image/avif',
  /** Widths of the WebP variants the server keeps (never enlarged). */
  CARD_WIDTH: 640,
  FULL_WIDTH: 1600,
} as const;

/**
 * An uploaded image is served at `/uploads/<id>.webp` (full size, the `image_url` the API returns
 * and events store) and `/uploads/<id>-card.webp` (640 px wide, for cards and thumbnails).
 * Both are immutable: a new image gets a new id.
 */
export const UPLOADS_PATH_PREFIX = '/uploads/';
const UPLOAD_FULL_URL = /^\/uploads\/([a-f0-9]{32})\.webp$/;

/** The card variant of an uploaded image; any other URL (https://…) is returned unchanged. */
export function toCardImageUrl(imageUrl: string): string {
  const match = UPLOAD_FULL_URL.exec(imageUrl);
  return match ? `${UPLOADS_PATH_PREFIX}${match[1]}-card.webp` : imageUrl;
}

export const EVENT_MESSAGES = {
  // Server answers (the `detail` of a 4xx, or the `message` of a 200).
  eventNotFound: 'Événement non trouvé',
  joinSuccess: 'Vous êtes inscrit à cet événement!',
  leaveSuccess: 'Vous êtes désinscrit de cet événement!',
  alreadyRegistered: 'Vous êtes déjà inscrit à cet événement.',
  notRegistered: "Vous n'êtes pas inscrit à cet événement.",
  eventFull: 'Cet événement est complet : il ne reste plus de place.',
  eventPast: 'Cet événement est déjà passé : les inscriptions sont closes.',
  maxBelowParticipants: (participantCount: number) =>
    `Le nombre maximum de participants ne peut pas être inférieur au nombre d'inscrits (${participantCount}).`,
  created: 'Événement créé avec succès!',
  updated: 'Événement mis à jour avec succès! Redirection...',
  deleted: 'Événement supprimé avec succès!',

  // Validation (spec §5).
  titleRequired: 'Le titre est obligatoire.',
  titleTooLong: `Le titre ne doit pas dépasser ${EVENT_DEFAULTS.TITLE_MAX} caractères.`,
  descriptionRequired: 'La description est obligatoire.',
  descriptionTooLong: `La description ne doit pas dépasser ${EVENT_DEFAULTS.DESCRIPTION_MAX} caractères.`,
  dateRequired: 'La date est obligatoire.',
  dateInvalid: 'La date doit être une date valide (AAAA-MM-JJ).',
  timeInvalid: "L'heure doit être au format HH:MM.",
  locationRequired: 'Le lieu est obligatoire.',
  locationTooLong: `Le lieu ne doit pas dépasser ${EVENT_DEFAULTS.LOCATION_MAX} caractères.`,
  maxParticipantsInvalid: `Le nombre maximum de participants doit être un nombre entier entre ${EVENT_DEFAULTS.MIN_PARTICIPANTS} et ${EVENT_DEFAULTS.MAX_PARTICIPANTS}.`,
  imageUrlInvalid: "L'adresse de l'image doit commencer par /uploads/, http:// ou https://.",
  tooManyImages: `Un événement ne peut pas avoir plus de ${EVENT_DEFAULTS.IMAGES_MAX} images.`,
  listQueryInvalid: 'Paramètres de liste invalides : when vaut upcoming ou past, limit est un entier positif.',

  // Uploads.
  noFiles: 'Aucune image reçue : ajoutez au moins un fichier dans le champ « files ».',
  notAnImage: (fileName: string) =>
    `Le fichier « ${fileName} » n'est pas une image acceptée (JPEG, PNG, WebP, GIF ou AVIF).`,
  unreadableImage: (fileName: string) => `L'image « ${fileName} » est illisible ou endommagée.`,
  tooManyFiles: `Vous pouvez envoyer au plus ${UPLOAD_LIMITS.MAX_FILES} images à la fois.`,
  fileTooLarge: `Chaque image doit peser au plus ${UPLOAD_LIMITS.MAX_FILE_BYTES / 1024 / 1024} Mo.`,
  notMultipart: 'Les images doivent être envoyées en multipart/form-data, dans le champ « files ».',
  uploadFailed: "Erreur lors de l'envoi des images.",

  // Client-side messages of spec §2 and §8.
  pageHeading: 'Nos Événements',
  createLink: 'Créer un événement',
  upcomingHeading: 'Événements à venir',
  pastHeading: 'Événements passés',
  emptyUpcoming: 'Aucun événement à venir pour le moment. Revenez bientôt !',
  emptyPast: 'Aucun événement passé à afficher.',
  loading: 'Chargement des événements...',
  loadFailed: 'Erreur lors du chargement des événements. Veuillez réessayer.',
  homeLoadFailed: 'Erreur lors du chargement des événements',
  retry: 'Réessayer',
  featuredBadge: 'Événement spécial',
  pastBadge: 'Passé',
  seeDetails: 'Voir les détails',
  learnMore: 'En savoir plus',
  participate: 'Participer',
  registered: 'Inscrit',
  hoverRegister: "S'inscrire",
  hoverUnregister: 'Se désinscrire',
  unlimited: '∞',
  joinFailed: "Erreur lors de l'inscription",
  leaveFailed: 'Erreur lors de la désinscription',
  operationFailed: "Erreur lors de l'opération",
  loginToRegisterPrompt: 'Veuillez vous connecter pour vous inscrire à cet événement',
  loginToRegisterLink: 'Connectez-vous pour vous inscrire',
  backToEvents: 'Retour aux événements',
  addToCalendar: 'Ajouter à mon agenda',
  detailLoadFailed: "Impossible de charger les détails de l'événement",
  detailJoinFailed: "Une erreur est survenue lors de l'inscription à l'événement",
  detailLeaveFailed: "Une erreur est survenue lors de la désinscription de l'événement",
  edit: 'Modifier',
  delete: 'Supprimer',
  cancel: 'Annuler',
  deleteConfirmList: 'Êtes-vous sûr de vouloir supprimer cet événement ? Cette action est irréversible.',
  deleteConfirmDetail: 'Êtes-vous sûr de vouloir supprimer cet événement?',
  deleteFailed: "Une erreur s'est produite lors de la suppression de l'événement.",
  createSubmit: "Créer l'événement",
  createBusy: 'Création...',
  createFailed: "Une erreur est survenue lors de la création de l'événement",
  editHeading: "Modifier l'événement",
  updateFailed: "Une erreur s'est produite lors de la mise à jour de l'événement",
  profileEventsLoadFailed: "Nous n'avons pas pu récupérer vos événements pour le moment.",
  profileLeaveFailed: "Erreur lors de la désinscription de l'événement.",
  emptyAgenda: 'Votre agenda est vide',
} as const;

// ─── Fields ─────────────────────────────────────────────────────────────────

export const EVENT_DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;
export const EVENT_TIME_SHAPE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar day written YYYY-MM-DD (2025-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  if (!EVENT_DATE_SHAPE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day && year >= 1900 && year <= 2999;
}

/** Forms send '' or null for a field left empty: that means "not given". */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const ZImageUrlSchema = z
  .string({ error: EVENT_MESSAGES.imageUrlInvalid })
  .trim()
  .max(LIMITS.urlMax, stopWhenTooLong(EVENT_MESSAGES.imageUrlInvalid))
  .refine((value) => value.startsWith(UPLOADS_PATH_PREFIX) || /^https?:\/\/\S+$/i.test(value), EVENT_MESSAGES.imageUrlInvalid);

const eventFields = {
  title: z
    .string({ error: EVENT_MESSAGES.titleRequired })
    .trim()
    .min(1, EVENT_MESSAGES.titleRequired)
    .max(EVENT_DEFAULTS.TITLE_MAX, EVENT_MESSAGES.titleTooLong),
  description: z
    .string({ error: EVENT_MESSAGES.descriptionRequired })
    .trim()
    .min(1, EVENT_MESSAGES.descriptionRequired)
    .max(EVENT_DEFAULTS.DESCRIPTION_MAX, EVENT_MESSAGES.descriptionTooLong),
  date: z
    .string({ error: EVENT_MESSAGES.dateRequired })
    .trim()
    .min(1, EVENT_MESSAGES.dateRequired)
    .max('AAAA-MM-JJ'.length, stopWhenTooLong(EVENT_MESSAGES.dateInvalid))
    .refine(isCalendarDate, EVENT_MESSAGES.dateInvalid),
  time: z
    .string({ error: EVENT_MESSAGES.timeInvalid })
    .trim()
    .max('HH:MM'.length, stopWhenTooLong(EVENT_MESSAGES.timeInvalid))
    .regex(EVENT_TIME_SHAPE, EVENT_MESSAGES.timeInvalid),
  type: ZEventTypeSchema.nullable(),
  location: z
    .string({ error: EVENT_MESSAGES.locationRequired })
    .trim()
    .min(1, EVENT_MESSAGES.locationRequired)
    .max(EVENT_DEFAULTS.LOCATION_MAX, EVENT_MESSAGES.locationTooLong),
  image: ZImageUrlSchema.nullable(),
  images: z.array(ZImageUrlSchema, { error: EVENT_MESSAGES.imageUrlInvalid }).max(EVENT_DEFAULTS.IMAGES_MAX, EVENT_MESSAGES.tooManyImages),
  // Number inputs arrive as strings from some forms: '42' is accepted, '4.5' and 'abc' are not.
  max_participants: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: EVENT_MESSAGES.maxParticipantsInvalid })
      .int(EVENT_MESSAGES.maxParticipantsInvalid)
      .min(EVENT_DEFAULTS.MIN_PARTICIPANTS, EVENT_MESSAGES.maxParticipantsInvalid)
      .max(EVENT_DEFAULTS.MAX_PARTICIPANTS, EVENT_MESSAGES.maxParticipantsInvalid),
  ),
  isFeatured: z.boolean({ error: 'Le champ « isFeatured » doit valoir true ou false.' }),
};

/**
 * POST /api/events. `created_by` and `created_at` (sent by the original client) are ignored: the
 * server takes them from the token and its clock. Empty optional fields get their defaults.
 */
export const ZCreateEventRequestSchema = z.object({
  title: eventFields.title,
  description: eventFields.description,
  date: eventFields.date,
  time: z.preprocess(emptyToUndefined, eventFields.time.default(EVENT_DEFAULTS.DEFAULT_TIME)),
  type: z.preprocess(emptyToUndefined, ZEventTypeSchema.optional()).transform((value) => value ?? null),
  location: eventFields.location,
  image: z.preprocess(emptyToUndefined, ZImageUrlSchema.optional()).transform((value) => value ?? null),
  images: z.preprocess((value) => (value === null ? undefined : value), eventFields.images.default([])),
  max_participants: z.preprocess(emptyToUndefined, eventFields.max_participants.optional()).transform(
    (value) => value ?? EVENT_DEFAULTS.DEFAULT_MAX_PARTICIPANTS,
  ),
  isFeatured: z.preprocess((value) => (value === null ? undefined : value), eventFields.isFeatured.default(false)),
});
export type TCreateEventRequest = z.output<typeof ZCreateEventRequestSchema>;
export type TCreateEventInput = z.input<typeof ZCreateEventRequestSchema>;

/**
 * PUT /api/events/{id}: the fields sent replace the event's; the fields left out keep their value.
 * `image: null` (or '') removes the main image, `type: null` the type.
 */
export const ZUpdateEventRequestSchema = z.object({
  title: eventFields.title.optional(),
  description: eventFields.description.optional(),
  date: eventFields.date.optional(),
  time: z.preprocess(emptyToUndefined, eventFields.time.optional()),
  type: z.preprocess((value) => (value === '' ? null : value), eventFields.type.optional()),
  location: eventFields.location.optional(),
  image: z.preprocess((value) => (value === '' ? null : value), eventFields.image.optional()),
  images: eventFields.images.optional(),
  max_participants: z.preprocess(emptyToUndefined, eventFields.max_participants.optional()),
  isFeatured: eventFields.isFeatured.optional(),
});
export type TUpdateEventRequest = z.output<typeof ZUpdateEventRequestSchema>;
export type TUpdateEventInput = z.input<typeof ZUpdateEventRequestSchema>;

// ─── Responses ──────────────────────────────────────────────────────────────

/**
 * An event as the API shows it (field names of spec §7). `date` and `time` are in Europe/Paris;
 * `starts_at` is the same instant in ISO 8601 (UTC). `isPast` says which list it belongs to
 * (upcoming: starts now or later). `isParticipating` is present only when the request carried a
 * valid access token.
 */
export const ZEventSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  time: z.string(),
  starts_at: z.string(),
  type: ZEventTypeSchema.nullable(),
  location: z.string(),
  image: z.string().nullable(),
  images: z.array(z.string()),
  max_participants: z.number().int(),
  participant_count: z.number().int(),
  isFeatured: z.boolean(),
  isPast: z.boolean(),
  isParticipating: z.boolean().optional(),
  created_at: z.string(),
  created_by: z.number().int().nullable(),
});
export type TEvent = z.infer<typeof ZEventSchema>;

export const EVENT_LIST_WHEN = ['upcoming', 'past'] as const;

/**
 * GET /api/events?when=upcoming|past&limit=N. Without `when`: every event. Order: by date and time,
 * latest first (so the upcoming ones come before the past ones, each newest-first).
 */
export const ZListEventsQuerySchema = z.object({
  when: z.enum(EVENT_LIST_WHEN, { error: EVENT_MESSAGES.listQueryInvalid }).optional(),
  limit: z.coerce
    .number({ error: EVENT_MESSAGES.listQueryInvalid })
    .int(EVENT_MESSAGES.listQueryInvalid)
    .min(1, EVENT_MESSAGES.listQueryInvalid)
    .max(EVENT_DEFAULTS.LIST_LIMIT_MAX, EVENT_MESSAGES.listQueryInvalid)
    .optional(),
});
export type TListEventsQuery = z.infer<typeof ZListEventsQuerySchema>;

/** GET /api/events and GET /api/users/me/events (the latter sorted by date, soonest first). */
export const ZEventListResponseSchema = z.object({ events: z.array(ZEventSchema) });
export type TEventListResponse = z.infer<typeof ZEventListResponseSchema>;

/** GET /api/events/{id}/check-registration */
export const ZRegistrationStatusSchema = z.object({ registered: z.boolean() });
export type TRegistrationStatus = z.infer<typeof ZRegistrationStatusSchema>;

/** POST /api/events/{id}/join and DELETE /api/events/{id}/register. */
export const ZParticipationResponseSchema = z.object({
  message: z.string(),
  registered: z.boolean(),
  participant_count: z.number().int(),
});
export type TParticipationResponse = z.infer<typeof ZParticipationResponseSchema>;

/** POST /api/events (201) and PUT /api/events/{id} (200): the event as saved. */
export const ZEventMutationResponseSchema = ZEventSchema;

/** DELETE /api/events/{id} */
export const ZDeleteEventResponseSchema = z.object({ message: z.string() });

/** POST /api/upload-multiple-images: one item per file, in the order sent. */
export const ZUploadResponseSchema = z.object({
  uploaded_files: z.array(z.object({ image_url: z.string(), card_url: z.string(), width: z.number().int(), height: z.number().int() })),
});
export type TUploadResponse = z.infer<typeof ZUploadResponseSchema>;
