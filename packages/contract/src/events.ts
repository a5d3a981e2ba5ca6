/**
 * What is known about events besides their schemas: types and their labels, limits, uploads,
 * messages. No zod here: a page that only shows events loads this without the validator
 * (schemas: event-schemas.ts).
 */
import { ASSOCIATION_TIME_ZONE } from './time-zone';

/** The kinds of event (spec §3); each has its icon in the profile. */
export const EVENT_TYPES = ['concert', 'exposition', 'conférence', 'théâtre', 'atelier'] as const;
export type TEventType = (typeof EVENT_TYPES)[number];

/** Business constants of spec §9 about events. */
export const EVENT_DEFAULTS = {
  /** Shown (and stored) when no time is given. */
  DEFAULT_TIME: '19:00',
  DEFAULT_MAX_PARTICIPANTS: 50,
  MIN_PARTICIPANTS: 1,
  /** Spec §5 bounds the places to 1 000 on creation only. */
  MAX_PARTICIPANTS: 1000,
  /** An edit may raise them beyond (spec §5); this bound only keeps the number sane (decision 038). */
  EDIT_MAX_PARTICIPANTS: 100_000,
  /** Events are dated in this zone, whatever the server's or the browser's zone. */
  TIME_ZONE: ASSOCIATION_TIME_ZONE,
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

/** Whether `url` is the full-size address of an image uploaded to this site (`/uploads/<id>.webp`). */
export const isUploadedImageUrl = (url: string): boolean => UPLOAD_FULL_URL.test(url);

/** The card variant of an uploaded image; any other URL (https://…) is returned unchanged. */
export function toCardImageUrl(imageUrl: string): string {
  const match = UPLOAD_FULL_URL.exec(imageUrl);
  return match ? `${UPLOADS_PATH_PREFIX}${match[1]}-card.webp` : imageUrl;
}

/** What the API says about events: the `detail` of its 4xx, the `message` of its 200, its validation. */
export const EVENT_MESSAGES = {
  // Server answers (the `detail` of a 4xx, or the `message` of a 200).
  eventNotFound: 'Événement non trouvé',
  joinSuccess: 'Vous êtes inscrit à cet événement\u202f!',
  leaveSuccess: 'Vous êtes désinscrit de cet événement\u202f!',
  alreadyRegistered: 'Vous êtes déjà inscrit à cet événement.',
  notRegistered: "Vous n'êtes pas inscrit à cet événement.",
  eventFull: 'Cet événement est complet\u00a0: il ne reste plus de place.',
  eventPast: 'Cet événement est déjà passé\u00a0: les inscriptions sont closes.',
  maxBelowParticipants: (participantCount: number) =>
    `Le nombre maximum de participants ne peut pas être inférieur au nombre d'inscrits (${participantCount}).`,
  deleted: 'Événement supprimé avec succès\u202f!',

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
  maxParticipantsOnEditInvalid: `Le nombre maximum de participants doit être un nombre entier entre ${EVENT_DEFAULTS.MIN_PARTICIPANTS} et 100\u202f000.`,
  imageUrlInvalid: "L'adresse de l'image doit commencer par /uploads/, http:// ou https://.",
  tooManyImages: `Un événement ne peut pas avoir plus de ${EVENT_DEFAULTS.IMAGES_MAX} images.`,
  listQueryInvalid: 'Paramètres de liste invalides\u00a0: when vaut upcoming ou past, limit est un entier positif.',

  // Uploads.
  noFiles: 'Aucune image reçue\u00a0: ajoutez au moins un fichier dans le champ « files ».',
  notAnImage: (fileName: string) => `Le fichier « ${fileName} » n'est pas une image acceptée (JPEG, PNG, WebP, GIF ou AVIF).`,
  unreadableImage: (fileName: string) => `L'image « ${fileName} » est illisible ou endommagée.`,
  tooManyFiles: `Vous pouvez envoyer au plus ${UPLOAD_LIMITS.MAX_FILES} images à la fois.`,
  fileTooLarge: `Chaque image doit peser au plus ${UPLOAD_LIMITS.MAX_FILE_BYTES / 1024 / 1024} Mo.`,
  notMultipart: 'Les images doivent être envoyées en multipart/form-data, dans le champ « files ».',

  /** The events page's title, which the server writes into the page's head. */
  pageHeading: 'Nos Événements',
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

/** The `when` of GET /api/events. */
export const EVENT_LIST_WHEN = ['upcoming', 'past'] as const;
