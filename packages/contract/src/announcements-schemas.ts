import { z } from 'zod';
import {
  ANNOUNCEMENT_ARCHIVES,
  ANNOUNCEMENT_KINDS,
  ANNOUNCEMENT_LIMITS,
  ANNOUNCEMENT_MESSAGES,
  ANNOUNCEMENT_STATES,
  decodeAnnouncementCursor,
  MAIL_CONSENT_KINDS,
  MAIL_CONSENT_SOURCES,
  MAIL_PREFERENCES_MESSAGES,
  MAIL_UNSUBSCRIBE_TOKEN,
  MAIL_UNSUBSCRIBE_TOKEN_MAX,
} from './announcements';
import { ID_RANGE } from './common';
import { zText } from './fields';
import { stopWhenTooLong } from './limits';
import './zod-locale';

// ─── Consent ─────────────────────────────────────────────────────────────────

export const ZMailConsentKindSchema = z.enum(MAIL_CONSENT_KINDS, { error: MAIL_PREFERENCES_MESSAGES.kindInvalid });
export const ZMailConsentSourceSchema = z.enum(MAIL_CONSENT_SOURCES);

/** One kind of mail as the account chose it: never asked yet is `consented: false` with no date nor source. */
export const ZMailPreferenceSchema = z.object({
  kind: ZMailConsentKindSchema,
  consented: z.boolean(),
  /** ISO (UTC) instant of the last change, or null when never chosen. */
  changed_at: z.string().nullable(),
  source: ZMailConsentSourceSchema.nullable(),
});
export type TMailPreference = z.infer<typeof ZMailPreferenceSchema>;

/** GET /api/users/me/mail-preferences: every kind, in `MAIL_CONSENT_KINDS`' order. */
export const ZMailPreferencesResponseSchema = z.object({ preferences: z.array(ZMailPreferenceSchema) });
export type TMailPreferencesResponse = z.infer<typeof ZMailPreferencesResponseSchema>;

const zChoice = z.boolean({ error: MAIL_PREFERENCES_MESSAGES.choiceRequired });

/** PUT /api/users/me/mail-preferences: every kind's choice; only the changed ones get a new date (source `profile`). */
export const ZMailPreferencesRequestSchema = z.object({
  association_news: zChoice,
  new_events: zChoice,
  volunteer_calls: zChoice,
});
export type TMailPreferencesRequest = z.infer<typeof ZMailPreferencesRequestSchema>;

export const ZMailPreferencesUpdateResponseSchema = ZMailPreferencesResponseSchema.extend({ message: z.string() });
export type TMailPreferencesUpdateResponse = z.infer<typeof ZMailPreferencesUpdateResponseSchema>;

/** POST /api/auth/register's `mail_consents`: the kinds checked at sign-up (none by default). */
export const ZMailConsentsSchema = z
  .array(ZMailConsentKindSchema, { error: MAIL_PREFERENCES_MESSAGES.kindInvalid })
  .max(MAIL_CONSENT_KINDS.length * 2, MAIL_PREFERENCES_MESSAGES.kindInvalid)
  .transform((kinds) => [...new Set(kinds)]);

/** The query of the unsubscribe link (GET and POST /api/mail-preferences/unsubscribe, the page /desabonnement). */
export const ZMailUnsubscribeQuerySchema = z.object({
  token: zText('Le lien', { error: MAIL_PREFERENCES_MESSAGES.linkInvalid })
    .max(MAIL_UNSUBSCRIBE_TOKEN_MAX, stopWhenTooLong(MAIL_PREFERENCES_MESSAGES.linkInvalid))
    .regex(MAIL_UNSUBSCRIBE_TOKEN, MAIL_PREFERENCES_MESSAGES.linkInvalid),
});
export type TMailUnsubscribeQuery = z.infer<typeof ZMailUnsubscribeQuerySchema>;

/** GET /api/mail-preferences/unsubscribe: what the link would turn off (nothing changes: mail scanners open links). */
export const ZMailUnsubscribeInfoResponseSchema = z.object({ kind: ZMailConsentKindSchema, label: z.string() });
export type TMailUnsubscribeInfoResponse = z.infer<typeof ZMailUnsubscribeInfoResponseSchema>;

/** POST /api/mail-preferences/unsubscribe (RFC 8058 one-click): that kind is turned off. */
export const ZMailUnsubscribeResponseSchema = z.object({ message: z.string(), kind: ZMailConsentKindSchema });
export type TMailUnsubscribeResponse = z.infer<typeof ZMailUnsubscribeResponseSchema>;

// ─── Announcements ───────────────────────────────────────────────────────────

export const ZAnnouncementKindSchema = z.enum(ANNOUNCEMENT_KINDS, { error: ANNOUNCEMENT_MESSAGES.kindInvalid });
export const ZAnnouncementStateSchema = z.enum(ANNOUNCEMENT_STATES);
export const ZAnnouncementArchiveSchema = z.enum(ANNOUNCEMENT_ARCHIVES, { error: ANNOUNCEMENT_MESSAGES.archiveInvalid });

const zRecordId = (message: string) => z.number({ error: message }).int(message).min(ID_RANGE.min, message).max(ID_RANGE.max, message);

/** Who an announcement reaches (always intersected with the kind's consent, `membership` aside). */
export const ZAnnouncementSegmentSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('consenting') }),
    z.object({ type: z.literal('active_members') }),
    z.object({ type: z.literal('lapsed_members') }),
    z.object({ type: z.literal('event_participants'), event_id: zRecordId(ANNOUNCEMENT_MESSAGES.eventRequired) }),
    z.object({ type: z.literal('event_waiting_list'), event_id: zRecordId(ANNOUNCEMENT_MESSAGES.eventRequired) }),
    z.object({
      type: z.literal('donors_of_year'),
      year: z
        .number({ error: ANNOUNCEMENT_MESSAGES.yearInvalid })
        .int(ANNOUNCEMENT_MESSAGES.yearInvalid)
        .min(ANNOUNCEMENT_LIMITS.YEAR_MIN, ANNOUNCEMENT_MESSAGES.yearInvalid)
        .max(ANNOUNCEMENT_LIMITS.YEAR_MAX, ANNOUNCEMENT_MESSAGES.yearInvalid),
    }),
  ],
  { error: ANNOUNCEMENT_MESSAGES.segmentInvalid },
);
export type TAnnouncementSegment = z.infer<typeof ZAnnouncementSegmentSchema>;

/** An event or a published article shown as a card under the text. */
export const ZAnnouncementAttachmentSchema = z
  .discriminatedUnion(
    'type',
    [
      z.object({ type: z.literal('event'), id: zRecordId(ANNOUNCEMENT_MESSAGES.attachedEventNotFound) }),
      z.object({ type: z.literal('article'), id: zRecordId(ANNOUNCEMENT_MESSAGES.articleNotFound) }),
    ],
    { error: ANNOUNCEMENT_MESSAGES.attachmentInvalid },
  )
  .nullable();
export type TAnnouncementAttachment = z.infer<typeof ZAnnouncementAttachmentSchema>;

/** `membership` goes to the active members only: the one kind sent whatever the choices. */
const membershipOnlyToActiveMembers = (value: { kind: string; segment: TAnnouncementSegment }, context: z.RefinementCtx) => {
  if (value.kind === 'membership' && value.segment.type !== 'active_members')
    context.addIssue({ code: 'custom', message: ANNOUNCEMENT_MESSAGES.membershipNeedsActiveMembers, path: ['segment'] });
};

/** POST /api/admin/announcements, PUT /api/admin/announcements/{id} and the preview: the whole announcement. */
export const ZAnnouncementRequestSchema = z
  .object({
    subject: zText('L’objet', { error: ANNOUNCEMENT_MESSAGES.subjectRequired })
      .trim()
      .min(1, ANNOUNCEMENT_MESSAGES.subjectRequired)
      .max(ANNOUNCEMENT_LIMITS.SUBJECT_MAX, stopWhenTooLong(ANNOUNCEMENT_MESSAGES.subjectTooLong)),
    body_markdown: zText('Le texte', { error: ANNOUNCEMENT_MESSAGES.bodyRequired, multiLine: true })
      .max(ANNOUNCEMENT_LIMITS.BODY_MAX, stopWhenTooLong(ANNOUNCEMENT_MESSAGES.bodyTooLong))
      .refine((body) => body.trim().length > 0, ANNOUNCEMENT_MESSAGES.bodyRequired),
    kind: ZAnnouncementKindSchema,
    segment: ZAnnouncementSegmentSchema,
    attachment: ZAnnouncementAttachmentSchema.default(null),
    archive: ZAnnouncementArchiveSchema.default('none'),
  })
  .superRefine(membershipOnlyToActiveMembers);
export type TAnnouncementInput = z.input<typeof ZAnnouncementRequestSchema>;
export type TAnnouncementRequest = z.output<typeof ZAnnouncementRequestSchema>;

/** POST /api/admin/announcements/recipients-count: how many accounts the choice reaches now. */
export const ZAnnouncementRecipientsCountRequestSchema = z
  .object({ kind: ZAnnouncementKindSchema, segment: ZAnnouncementSegmentSchema })
  .superRefine(membershipOnlyToActiveMembers);
export type TAnnouncementRecipientsCountRequest = z.infer<typeof ZAnnouncementRecipientsCountRequestSchema>;
export const ZAnnouncementRecipientsCountResponseSchema = z.object({ count: z.number().int() });
export type TAnnouncementRecipientsCountResponse = z.infer<typeof ZAnnouncementRecipientsCountResponseSchema>;

/** POST /api/admin/announcements/preview: the mail exactly as a recipient sees it (an example unsubscribe link). */
export const ZAnnouncementPreviewResponseSchema = z.object({ subject: z.string(), html: z.string(), text: z.string() });
export type TAnnouncementPreviewResponse = z.infer<typeof ZAnnouncementPreviewResponseSchema>;

const ISO_INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/**
 * An ISO instant whose every part exists on the calendar and the clock: `Date.parse` would read the
 * 31st of February as the 3rd of March, and send on a day nobody chose.
 */
function isCalendarInstant(value: string): boolean {
  const parts = ISO_INSTANT.exec(value);
  if (!parts) return false;
  const [year, month, day, hour, minute, second = 0, offsetHours = 0, offsetMinutes = 0] = parts
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const daysInMonth = new Date(Date.UTC(year!, month!, 0)).getUTCDate();
  return (
    month! >= 1 &&
    month! <= 12 &&
    day! >= 1 &&
    day! <= daysInMonth &&
    hour! <= 23 &&
    minute! <= 59 &&
    second <= 59 &&
    offsetHours <= 14 &&
    offsetMinutes <= 59 &&
    !Number.isNaN(Date.parse(value))
  );
}

/** POST /api/admin/announcements/{id}/send: now (null) or at an ISO instant in the future (within `SCHEDULE_MAX_DAYS`). */
export const ZAnnouncementSendRequestSchema = z.object({
  scheduled_at: zText('La date d’envoi', { error: ANNOUNCEMENT_MESSAGES.scheduledAtInvalid })
    .trim()
    .max(ANNOUNCEMENT_LIMITS.SCHEDULED_AT_MAX, stopWhenTooLong(ANNOUNCEMENT_MESSAGES.scheduledAtInvalid))
    .refine(isCalendarInstant, ANNOUNCEMENT_MESSAGES.scheduledAtInvalid)
    .nullable()
    .default(null),
});
export type TAnnouncementSendInput = z.input<typeof ZAnnouncementSendRequestSchema>;
export type TAnnouncementSendRequest = z.output<typeof ZAnnouncementSendRequestSchema>;

/** The mails of an announcement, counted from its outbox rows. */
export const ZAnnouncementCountsSchema = z.object({
  /** Rows written to the outbox so far (the whole list once the state is past `queued`). */
  recipients: z.number().int(),
  /** Waiting to be sent (or retried). */
  queued: z.number().int(),
  sent: z.number().int(),
  /** Given up after the retries. */
  failed: z.number().int(),
});
export type TAnnouncementCounts = z.infer<typeof ZAnnouncementCountsSchema>;

export const ZAnnouncementProgressSchema = ZAnnouncementCountsSchema.extend({
  /** The first failures (at most `ANNOUNCEMENT_LIMITS.FAILURES_SHOWN`), each with its recipient's address and the SMTP error. */
  failures: z.array(z.object({ recipient: z.string(), error: z.string() })),
});
export type TAnnouncementProgress = z.infer<typeof ZAnnouncementProgressSchema>;

/** An announcement as the list shows it. Instants are ISO (UTC). */
export const ZAnnouncementSummarySchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  kind: ZAnnouncementKindSchema,
  segment: ZAnnouncementSegmentSchema,
  state: ZAnnouncementStateSchema,
  scheduled_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  created_at: z.string(),
  progress: ZAnnouncementCountsSchema,
});
export type TAnnouncementSummary = z.infer<typeof ZAnnouncementSummarySchema>;

/** GET /api/admin/announcements/{id} (and the answer of every write). */
export const ZAnnouncementSchema = ZAnnouncementSummarySchema.extend({
  body_markdown: z.string(),
  attachment: ZAnnouncementAttachmentSchema,
  archive: ZAnnouncementArchiveSchema,
  author_first_name: z.string(),
  updated_at: z.string(),
  progress: ZAnnouncementProgressSchema,
});
export type TAnnouncement = z.infer<typeof ZAnnouncementSchema>;

/** GET /api/admin/announcements: newest first. */
export const ZAnnouncementListResponseSchema = z.object({ announcements: z.array(ZAnnouncementSummarySchema) });
export type TAnnouncementListResponse = z.infer<typeof ZAnnouncementListResponseSchema>;

// ─── The archive ─────────────────────────────────────────────────────────────

/** GET /api/announcements: the sent announcements published on the site, newest first, a page at a time. */
export const ZAnnouncementArchiveQuerySchema = z.object({
  cursor: zText('La page demandée', { error: ANNOUNCEMENT_MESSAGES.cursorInvalid })
    .max(ANNOUNCEMENT_LIMITS.CURSOR_MAX, stopWhenTooLong(ANNOUNCEMENT_MESSAGES.cursorInvalid))
    .refine((value) => decodeAnnouncementCursor(value) !== null, ANNOUNCEMENT_MESSAGES.cursorInvalid)
    .optional(),
  limit: z.coerce
    .number({ error: ANNOUNCEMENT_MESSAGES.listQueryInvalid })
    .int(ANNOUNCEMENT_MESSAGES.listQueryInvalid)
    .min(1, ANNOUNCEMENT_MESSAGES.listQueryInvalid)
    .max(50, ANNOUNCEMENT_MESSAGES.listQueryInvalid)
    .optional(),
});
export type TAnnouncementArchiveQuery = z.input<typeof ZAnnouncementArchiveQuerySchema>;

export const ZArchivedAnnouncementCardSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  kind: ZAnnouncementKindSchema,
  archive: ZAnnouncementArchiveSchema,
  sent_at: z.string(),
});
export type TArchivedAnnouncementCard = z.infer<typeof ZArchivedAnnouncementCardSchema>;

export const ZAnnouncementArchiveResponseSchema = z.object({
  announcements: z.array(ZArchivedAnnouncementCardSchema),
  next_cursor: z.string().nullable(),
});
export type TAnnouncementArchiveResponse = z.infer<typeof ZAnnouncementArchiveResponseSchema>;

/** The card an attached event or article is shown as, on the site and in the mail. */
export const ZAnnouncementAttachmentCardSchema = z.object({
  type: z.enum(['event', 'article']),
  id: z.number().int(),
  title: z.string(),
  /** The page's path on the site (`/events/12`, `/actualites/mon-article`). */
  path: z.string(),
  /** The event's start or the article's publication, ISO (UTC). */
  date: z.string().nullable(),
  summary: z.string(),
});
export type TAnnouncementAttachmentCard = z.infer<typeof ZAnnouncementAttachmentCardSchema>;

/** GET /api/announcements/{id}: the text as sanitised HTML (the news' renderer). */
export const ZArchivedAnnouncementSchema = ZArchivedAnnouncementCardSchema.extend({
  body_html: z.string(),
  attachment: ZAnnouncementAttachmentCardSchema.nullable(),
});
export type TArchivedAnnouncement = z.infer<typeof ZArchivedAnnouncementSchema>;
