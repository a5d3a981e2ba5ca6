import { z } from 'zod';
import { zText } from './fields';
import { LIMITS, stopWhenTooLong } from './limits';
import { EVENT_DEFAULTS, EVENT_LIST_WHEN, EVENT_MESSAGES, EVENT_TIME_SHAPE, EVENT_TYPES, isCalendarDate, UPLOADS_PATH_PREFIX } from './events';
import { eventSearchQueryFields } from './event-search-schemas';
import './zod-locale';

export const ZEventTypeSchema = z.enum(EVENT_TYPES, {
  error: "Le type d'événement doit être concert, exposition, conférence, théâtre ou atelier.",
});

/** Forms send '' or null for a field left empty: that means "not given". */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const ZImageUrlSchema = zText("L'adresse de l'image", { error: EVENT_MESSAGES.imageUrlInvalid })
  .trim()
  .max(LIMITS.urlMax, stopWhenTooLong(EVENT_MESSAGES.imageUrlInvalid))
  .refine((value) => value.startsWith(UPLOADS_PATH_PREFIX) || /^https?:\/\/\S+$/i.test(value), EVENT_MESSAGES.imageUrlInvalid);

/** Number inputs arrive as strings from some forms: '42' is accepted, '4.5' and 'abc' are not. */
const placesField = (max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: message }).int(message).min(EVENT_DEFAULTS.MIN_PARTICIPANTS, message).max(max, message),
  );

/** Spec §5: the 1 000 places' bound holds on creation only; an edit may go beyond (decision 038). */
const editedPlacesField = placesField(EVENT_DEFAULTS.EDIT_MAX_PARTICIPANTS, EVENT_MESSAGES.maxParticipantsOnEditInvalid);

const eventFields = {
  title: zText('Le titre', { error: EVENT_MESSAGES.titleRequired })
    .trim()
    .min(1, EVENT_MESSAGES.titleRequired)
    .max(EVENT_DEFAULTS.TITLE_MAX, EVENT_MESSAGES.titleTooLong),
  description: zText('La description', { error: EVENT_MESSAGES.descriptionRequired, multiLine: true })
    .trim()
    .min(1, EVENT_MESSAGES.descriptionRequired)
    .max(EVENT_DEFAULTS.DESCRIPTION_MAX, EVENT_MESSAGES.descriptionTooLong),
  date: zText('La date', { error: EVENT_MESSAGES.dateRequired })
    .trim()
    .min(1, EVENT_MESSAGES.dateRequired)
    .max('AAAA-MM-JJ'.length, stopWhenTooLong(EVENT_MESSAGES.dateInvalid))
    .refine(isCalendarDate, EVENT_MESSAGES.dateInvalid),
  time: zText("L'heure", { error: EVENT_MESSAGES.timeInvalid })
    .trim()
    .max('HH:MM'.length, stopWhenTooLong(EVENT_MESSAGES.timeInvalid))
    .regex(EVENT_TIME_SHAPE, EVENT_MESSAGES.timeInvalid),
  type: ZEventTypeSchema.nullable(),
  location: zText('Le lieu', { error: EVENT_MESSAGES.locationRequired })
    .trim()
    .min(1, EVENT_MESSAGES.locationRequired)
    .max(EVENT_DEFAULTS.LOCATION_MAX, EVENT_MESSAGES.locationTooLong),
  image: ZImageUrlSchema.nullable(),
  images: z.array(ZImageUrlSchema, { error: EVENT_MESSAGES.imageUrlInvalid }).max(EVENT_DEFAULTS.IMAGES_MAX, EVENT_MESSAGES.tooManyImages),
  max_participants: placesField(EVENT_DEFAULTS.MAX_PARTICIPANTS, EVENT_MESSAGES.maxParticipantsInvalid),
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
  max_participants: z
    .preprocess(emptyToUndefined, eventFields.max_participants.optional())
    .transform((value) => value ?? EVENT_DEFAULTS.DEFAULT_MAX_PARTICIPANTS),
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
  max_participants: z.preprocess(emptyToUndefined, editedPlacesField.optional()),
  isFeatured: eventFields.isFeatured.optional(),
});
export type TUpdateEventRequest = z.output<typeof ZUpdateEventRequestSchema>;

/** The edit form's request: every field of a new event, with the edit's bound on places. */
export const ZEditedEventFormSchema = ZCreateEventRequestSchema.extend({
  max_participants: z.preprocess(emptyToUndefined, editedPlacesField.optional()).transform((value) => value ?? EVENT_DEFAULTS.DEFAULT_MAX_PARTICIPANTS),
});
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
  /** The event has as many participants as places (« Complet »): new members go on its waiting list. */
  is_full: z.boolean(),
  /** Present when the request is signed in: the member's place on the waiting list (1 = next), or null. */
  waitingListPosition: z.number().int().nullable().optional(),
  created_at: z.string(),
  created_by: z.number().int().nullable(),
  /** The series this event is one date of (event-series.ts), or null for a single event. */
  series_id: z.number().int().nullable(),
  /**
   * GET /api/events only, on an upcoming date of a series: the list shows a series once, at its next
   * date, and this counts its later dates that the same search and filters hold (« et 3 autres
   * dates »; decision 023). 0 when it has none; absent elsewhere.
   */
  series_later_dates_count: z.number().int().nonnegative().optional(),
});
export type TEvent = z.infer<typeof ZEventSchema>;

/** One date of a series as its other dates' pages list it: where it leads and when it is (Paris time). */
export const ZSeriesDateSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  time: z.string(),
  starts_at: z.string(),
});
export type TSeriesDate = z.infer<typeof ZSeriesDateSchema>;

/**
 * GET /api/events/{id}, and the event as saved by POST and PUT: the event, with the other dates of
 * its series still to come, soonest first (empty for a single event or a series with none left).
 */
export const ZEventDetailSchema = ZEventSchema.extend({
  series_upcoming_dates: z.array(ZSeriesDateSchema),
  /** GET only, when the request is signed in: the account created the event or is one of its co-organisers. */
  is_organiser: z.boolean().optional(),
});
export type TEventDetail = z.infer<typeof ZEventDetailSchema>;

/**
 * GET /api/events?when=upcoming|past&limit=N&cursor=…&q=…&type=…&month=YYYY-MM. Upcoming events
 * soonest first, past ones most recent first; without `when`, the upcoming ones then the past ones.
 * One page at a time (`limit`, by default EVENT_SEARCH_LIMITS.DEFAULT_PAGE_SIZE): the answer's
 * `next_cursor` asks for the next (event-search.ts, decision 021).
 */
export const ZListEventsQuerySchema = z.object({
  ...eventSearchQueryFields,
  when: z.enum(EVENT_LIST_WHEN, { error: EVENT_MESSAGES.listQueryInvalid }).optional(),
  limit: z.coerce
    .number({ error: EVENT_MESSAGES.listQueryInvalid })
    .int(EVENT_MESSAGES.listQueryInvalid)
    .min(1, EVENT_MESSAGES.listQueryInvalid)
    .max(EVENT_DEFAULTS.LIST_LIMIT_MAX, EVENT_MESSAGES.listQueryInvalid)
    .optional(),
});
export type TListEventsQuery = z.infer<typeof ZListEventsQuerySchema>;

/**
 * GET /api/events (with `has_more` and `next_cursor`, null on the last page) and GET
 * /api/users/me/events (the member's events: upcoming soonest first, then past most recent first).
 */
export const ZEventListResponseSchema = z.object({
  events: z.array(ZEventSchema),
  has_more: z.boolean().optional(),
  next_cursor: z.string().nullable().optional(),
});
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

/** POST /api/events (201) and PUT /api/events/{id} (200): the event as saved, as its page shows it. */
export const ZEventMutationResponseSchema = ZEventDetailSchema;

/** DELETE /api/events/{id} */
export const ZDeleteEventResponseSchema = z.object({ message: z.string() });

/** POST /api/upload-multiple-images: one item per file, in the order sent. */
export const ZUploadResponseSchema = z.object({
  uploaded_files: z.array(z.object({ image_url: z.string(), card_url: z.string(), width: z.number().int(), height: z.number().int() })),
});
export type TUploadResponse = z.infer<typeof ZUploadResponseSchema>;
