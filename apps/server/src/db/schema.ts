import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ANNOUNCEMENT_ARCHIVES,
  ASSEMBLY_ANSWERS,
  ASSEMBLY_STATES,
  RESOLUTION_KINDS,
  RESOLUTION_VOTE_STATES,
  VOTE_CHOICES,
  ANNOUNCEMENT_KINDS,
  ANNOUNCEMENT_STATES,
  GRANTABLE_ROLES,
  MAIL_CONSENT_KINDS,
  MAIL_CONSENT_SOURCES,
  MEMBERSHIP_PAYMENT_METHODS,
  MEMBERSHIP_PAYMENT_STATUSES,
  NEWS_STATUSES,
  ONE_TIME_LINK_PURPOSES,
  type TAnnouncementAttachment,
  type TAnnouncementSegment,
  type TStatutesSettings,
} from '@action-plus/contract';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

// ─── Accounts ────────────────────────────────────────────────────────────────

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** Null for an account that has only ever signed in with Google, or was invited and has not chosen one. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['user', 'admin'] })
      .notNull()
      .default('user'),
    profileImage: text('profile_image'),
    googleSubject: text('google_subject').unique(),
    /** Set once the person proved they read this address (a link mailed to it, or Google's word). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * Carried by every access token and compared on each request: raising it (password reset or
     * change, role change, takeover) voids every access token issued before, at once.
     */
    sessionVersion: integer('session_version').notNull().default(0),
    /** The day-before reminders of joined events; confirmations of the member's own actions always go. */
    eventRemindersEnabled: boolean('event_reminders_enabled').notNull().default(true),
    /** The secret of the member's private calendar feed (the events they joined); null until first asked for, replaced on renewal. */
    calendarFeedToken: text('calendar_feed_token').unique(),
    createdAt: createdAt(),
  },
  (table) => [
    // Unique case-insensitively: 'Marie@x.fr' and 'marie@x.fr' are one person.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${table.email})`),
    uniqueIndex('users_username_lower_unique').on(sql`lower(${table.username})`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** Every token rotated from one sign-in shares its family: a sign-in is one session. */
    familyId: text('family_id').notNull(),
    /** When the person last proved who they are (password, Google, a link): kept through rotations. */
    signedInAt: timestamp('signed_in_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Set when the token was exchanged for its successor: presented again later, it was copied. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('refresh_tokens_user_idx').on(table.userId), index('refresh_tokens_family_idx').on(table.familyId)],
);

/** Links sent by mail that work once: password reset, invitations, address confirmations. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ONE_TIME_LINK_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address an address confirmation proves: the account's at sign-up, the pending new one for a change. */
    email: text('email'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('one_time_tokens_user_idx').on(table.userId)],
);

/**
 * The roles an account holds beyond `member`, which every account is (decision 041): the one truth
 * the guards read on every request. `users.role` mirrors whether `admin` is held, for the API's
 * `role` field.
 */
export const accountRoles = pgTable(
  'account_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: GRANTABLE_ROLES }).notNull(),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
    grantedBy: integer('granted_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.role] }), index('account_roles_role_idx').on(table.role)],
);

/** The co-organisers of an event: besides its creator, the organisers who manage it. */
export const eventOrganisers = pgTable(
  'event_organisers',
  {
    eventId: integer('event_id')
      .notNull()
      .references((): AnyPgColumn => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    addedBy: integer('added_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.userId] }), index('event_organisers_user_idx').on(table.userId)],
);

// ─── Events ──────────────────────────────────────────────────────────────────

/**
 * A repeating event as the admin described it; each occurrence is its own row of `events` (own
 * capacity, own participants) pointing here.
 */
export const eventSeries = pgTable('event_series', {
  id: serial('id').primaryKey(),
  frequency: text('frequency', { enum: ['weekly', 'monthly'] }).notNull(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    /** The one truth for date and time; the API shows both in Europe/Paris. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    type: text('type'),
    location: text('location').notNull(),
    image: text('image'),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    maxParticipants: integer('max_participants').notNull().default(50),
    isFeatured: boolean('is_featured').notNull().default(false),
    isSample: boolean('is_sample').notNull().default(false),
    seriesId: integer('series_id').references(() => eventSeries.id, { onDelete: 'set null' }),
    /**
     * Set by the instance that claimed the day-before reminders (a conditional update), in the
     * transaction that queues them: they go once, whatever the number of instances. Cleared when the
     * event moves, so that the new day gets its own.
     */
    remindersQueuedAt: timestamp('reminders_queued_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('events_starts_at_idx').on(table.startsAt), index('events_series_idx').on(table.seriesId)],
);

export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [unique('registrations_event_user_unique').on(table.eventId, table.userId), index('registrations_user_idx').on(table.userId)],
);

/**
 * Members waiting for a place at a full event, first come first served (`created_at`, then `id`).
 * When a place frees up, the first in line becomes a registration in the same transaction.
 */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('waiting_list_event_user_unique').on(table.eventId, table.userId),
    index('waiting_list_event_order_idx').on(table.eventId, table.createdAt, table.id),
    index('waiting_list_user_idx').on(table.userId),
  ],
);

/**
 * Uploaded images, re-encoded. Their bytes are in the row (the database store) or, when the row's
 * are null, in files under UPLOADS_DIR that every instance shares (decision 045).
 */
export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  cardImage: bytea('card_image'),
  fullImage: bytea('full_image'),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

// ─── Contact ─────────────────────────────────────────────────────────────────

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    /** The account that was signed in when the message was sent: what ties it to a person (export). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['unread', 'read', 'answered'] })
      .notNull()
      .default('unread'),
    readAt: timestamp('read_at', { withTimezone: true }),
    replySubject: text('reply_subject'),
    replyMessage: text('reply_message'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [index('contact_messages_created_idx').on(table.createdAt), index('contact_messages_user_idx').on(table.userId)],
);

/** Mails are written here first, then sent; a failed send is retried and never loses the mail. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Files sent with the mail (an event's .ics), their content in base64. */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; contentBase64: string }[]>().notNull().default([]),
    /** Extra headers, such as RFC 8058's List-Unsubscribe and List-Unsubscribe-Post. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    /**
     * The announcement this mail is one recipient's copy of (issue 27): such rows are sent by the
     * announcements' paced job, never by the immediate path, and counted for its progress.
     */
    announcementId: integer('announcement_id').references((): AnyPgColumn => announcements.id, { onDelete: 'cascade' }),
    /** When an announcement's mail may be tried (again): its claim sets it past the attempt, so a crash mid-send retries it later. */
    retryAt: timestamp('retry_at', { withTimezone: true }),
  },
  (table) => [
    // One copy per address and announcement: a batch written twice (a crash, two instances) inserts nothing the second time.
    uniqueIndex('mail_outbox_announcement_recipient_unique')
      .on(table.announcementId, sql`lower(${table.recipient})`)
      .where(sql`${table.announcementId} is not null`),
    // The paced sender's next mails: an announcement's unsent rows, in order.
    index('mail_outbox_announcement_pending_idx')
      .on(table.announcementId, table.id)
      .where(sql`${table.announcementId} is not null and ${table.sentAt} is null`),
  ],
);

// ─── Memberships and invoices ────────────────────────────────────────────────

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    membershipType: text('membership_type', { enum: ['standard', 'premium', 'vip'] }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    durationMonths: integer('duration_months').notNull(),
    amountCents: integer('amount_cents').notNull(),
    renewalCount: integer('renewal_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [index('memberships_user_idx').on(table.userId)],
);

/**
 * An issued invoice is an accounting record: it keeps a snapshot of what it billed, so that its
 * content never changes, and it outlives the membership and the account it came from (the
 * membership link is cleared when a member deletes their account; see docs/decisions).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    membershipId: integer('membership_id')
      .unique()
      .references(() => memberships.id, { onDelete: 'set null' }),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    billedName: text('billed_name').notNull(),
    billedEmail: text('billed_email').notNull(),
    memberNumber: text('member_number').notNull(),
    membershipType: text('membership_type', { enum: ['standard', 'premium', 'vip'] }).notNull(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    durationMonths: integer('duration_months').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /**
     * How the dues were settled (decision 036): paid (a method and a day), due (« À régler ») or
     * free. Null for an invoice issued by version 1.0.0, whose payment was not recorded (an online
     * one was filled in from its HelloAsso payment by the migration). The only part of an issued
     * invoice that changes: an admin marks a due invoice paid.
     */
    paymentStatus: text('payment_status', { enum: MEMBERSHIP_PAYMENT_STATUSES }),
    paymentMethod: text('payment_method', { enum: MEMBERSHIP_PAYMENT_METHODS }),
    paidOn: date('paid_on'),
    /**
     * The association as it was when the invoice was issued (its identity and contact sections):
     * a later move or new name leaves the issued document as it was. Null for an invoice issued
     * before version 1.1, which is drawn with the current settings.
     */
    issuer: jsonb('issuer'),
  },
  (table) => [
    unique('invoices_year_sequence_unique').on(table.year, table.sequence),
    check(
      'invoices_payment_check',
      sql`(${table.paymentStatus} = 'paid' and ${table.paymentMethod} is not null and ${table.paidOn} is not null) or (${table.paymentStatus} is distinct from 'paid' and ${table.paymentMethod} is null and ${table.paidOn} is null)`,
    ),
  ],
);

/** The last invoice number handed out per year: a row lock makes numbers gapless under concurrency. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

/**
 * The renewal reminders a membership has had: one row per membership and kind, inserted by the
 * instance that claims it (ON CONFLICT DO NOTHING) in the transaction that queues the mail, so each
 * goes once whatever the number of instances; also what the admin reads (who was reminded when).
 */
export const membershipReminders = pgTable(
  'membership_reminders',
  {
    id: serial('id').primaryKey(),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['ends-in-30-days', 'ends-in-7-days', 'lapsed'] }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('membership_reminders_membership_kind_unique').on(table.membershipId, table.kind)],
);

// ─── Payments, donations and tax receipts ────────────────────────────────────

/**
 * One online payment through HelloAsso's Checkout API: created with the checkout intent, confirmed
 * only once the server has read the intent's order from HelloAsso itself (on the payer's return or
 * by the webhook, whichever comes first: `status` moves from pending under a conditional update, so
 * one payment records one membership or one donation whatever the order of arrival).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose', { enum: ['membership', 'donation'] }).notNull(),
    checkoutIntentId: text('checkout_intent_id').notNull().unique(),
    /** HelloAsso's order, once paid: unique, so that a replayed notification records nothing. */
    orderId: text('order_id').unique(),
    /**
     * pending until HelloAsso's order pays it in full; abandoned when the payer refused or left the
     * checkout (a later payment of the same intent still records it); refunded when a paid order was
     * refunded, refused after its authorisation or contested (decision 034); failed when no intent
     * could be created.
     */
    status: text('status', { enum: ['pending', 'paid', 'failed', 'abandoned', 'refunded'] })
      .notNull()
      .default('pending'),
    /** Computed by the server from the contract's prices or the donation form, never from the browser's word. */
    amountCents: integer('amount_cents').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** What is paid: for a membership its type and duration. */
    membershipType: text('membership_type', { enum: ['standard', 'premium', 'vip'] }),
    durationMonths: integer('duration_months'),
    membershipId: integer('membership_id')
      .unique()
      .references(() => memberships.id, { onDelete: 'set null' }),
    donationId: integer('donation_id')
      .unique()
      .references(() => donations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When a paid order was found refunded, refused or contested, and HelloAsso's state that said so. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundState: text('refund_state'),
    /** The last time the server read this payment's intent from HelloAsso (return, notification or reconciliation). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (table) => [index('payments_user_idx').on(table.userId), index('payments_created_idx').on(table.createdAt), index('payments_status_idx').on(table.status)],
);

/** A gift of money: paid online (a payment), or received by cheque, transfer or cash and recorded by an admin. */
export const donations = pgTable(
  'donations',
  {
    id: serial('id').primaryKey(),
    amountCents: integer('amount_cents').notNull(),
    method: text('method', { enum: ['carte', 'cheque', 'virement', 'especes', 'prelevement'] }).notNull(),
    /** abandoned: the checkout was refused or left; refunded: HelloAsso refunded or the card was contested (decision 034). */
    status: text('status', { enum: ['pending', 'confirmed', 'cancelled', 'abandoned', 'refunded'] })
      .notNull()
      .default('pending'),
    /** The donor as the receipt names them: name and postal address are mandatory mentions. */
    donorFirstName: text('donor_first_name').notNull(),
    donorLastName: text('donor_last_name').notNull(),
    donorEmail: text('donor_email').notNull(),
    donorAddress: text('donor_address').notNull(),
    donorPostalCode: text('donor_postal_code').notNull(),
    donorCity: text('donor_city').notNull(),
    donorCountry: text('donor_country').notNull().default('France'),
    /** The account that gave, when signed in: what shows the receipts in the profile. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    /** The day the money was received (the receipt's date of payment). */
    receivedOn: date('received_on'),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('donations_user_idx').on(table.userId),
    index('donations_email_idx').on(sql`lower(${table.donorEmail})`),
    index('donations_received_idx').on(table.receivedOn),
  ],
);

/**
 * A tax receipt (Cerfa n° 11580) as issued: a snapshot of every mention, numbered without gaps per
 * year, never renumbered; a cancelled one keeps its number and says so. `kind` single: one donation;
 * yearly: a donor's summary of a year.
 */
export const taxReceipts = pgTable(
  'tax_receipts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['single', 'yearly'] }).notNull(),
    donationId: integer('donation_id')
      .unique()
      .references(() => donations.id, { onDelete: 'set null' }),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    donorName: text('donor_name').notNull(),
    donorEmail: text('donor_email').notNull(),
    donorAddress: text('donor_address').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** The day of payment ('YYYY-MM-DD') for a single receipt; null for a yearly one, which names its year. */
    paymentDate: date('payment_date'),
    /** Each method of payment it covers, as the receipt writes them. */
    paymentMethods: text('payment_methods').array().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Why it was cancelled when the gift itself was (the receipt prints it); null when a summary replaced it. */
    cancelReason: text('cancel_reason'),
    /**
     * The yearly summary that replaced this cancelled receipt (decision 026): a gift is counted on
     * exactly one valid receipt, and a summary covers the gifts of the receipts that point to it.
     */
    replacedById: integer('replaced_by_id').references((): AnyPgColumn => taxReceipts.id, { onDelete: 'set null' }),
    /**
     * The association as it was when the receipt was issued (identity, contact, tax-receipt
     * sections: its quality, object, signatory). Null for a receipt issued before version 1.1.
     */
    issuer: jsonb('issuer'),
  },
  (table) => [unique('tax_receipts_year_sequence_unique').on(table.year, table.sequence), index('tax_receipts_user_idx').on(table.userId)],
);

/** The last tax receipt number handed out per year: a row lock makes numbers gapless under concurrency. */
export const taxReceiptCounters = pgTable('tax_receipt_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull(),
});

// ─── Periodic jobs ───────────────────────────────────────────────────────────

/**
 * The last start of each periodic job that must run once per period whatever the number of
 * instances (the daily purge, the reconciliation): an instance runs it only when its conditional
 * upsert moves `last_started_at` forward (lib/periodic-job.ts).
 */
export const periodicJobRuns = pgTable('periodic_job_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
});

// ─── Throttling ──────────────────────────────────────────────────────────────

/**
 * Attempts counted per key over a fixed window, shared by every instance: the per-address limits of
 * the sign-in routes and the per-account count of failed logins. A row whose window has ended
 * counts as zero; the daily purge deletes it.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_window_ends_idx').on(table.windowEndsAt)],
);

// ─── The association's settings ──────────────────────────────────────────────

/**
 * The association's settings (the contract's association-settings-schemas.ts), one row per save of
 * a section: the current value of a section is its highest version, the others its history. A save
 * inserts the next version, so two saves of the same section from the same version cannot both
 * succeed (the primary key), whichever instance they reach. Rows are never updated nor deleted;
 * `saved_by` is null for the values the installation started with (migration 0003) and once the
 * admin who saved them is deleted (the name stays, as the history shows it).
 */
export const associationSettings = pgTable(
  'association_settings',
  {
    section: text('section').notNull(),
    version: integer('version').notNull(),
    value: jsonb('value').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
    savedByName: text('saved_by_name'),
  },
  (table) => [primaryKey({ columns: [table.section, table.version] })],
);

/**
 * The installation's first start (one row at most). A site started for the first time on an empty
 * database without the sample values (neither the embedded database nor SEED_DEMO) asks its first
 * admin to present the association: `identityConfirmedAt` stays null until an admin saves the
 * identity section. No row: nothing to ask (an upgraded site, or one started with the sample values).
 */
export const installation = pgTable(
  'installation',
  {
    id: integer('id').primaryKey().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    identityConfirmedAt: timestamp('identity_confirmed_at', { withTimezone: true }),
  },
  (table) => [check('installation_single_row', sql`${table.id} = 1`)],
);

// ─── The journal of administrative acts ──────────────────────────────────────

/**
 * One row per administrative act (decision 042), inserted in the same transaction as the act so
 * that an act never commits without its entry. Rows are never updated nor deleted through the site;
 * the daily purge deletes those older than the retention the privacy page states. `actor_id` is null
 * for the system (HelloAsso's notifications) and once the account is deleted: `actor_name` stays.
 * `before`/`after` hold the changed values, redacted of passwords, tokens, hashes and secrets.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [
    index('audit_log_at_id_idx').on(table.at.desc(), table.id.desc()),
    index('audit_log_actor_idx').on(table.actorId, table.at.desc(), table.id.desc()),
    index('audit_log_action_idx').on(table.action, table.at.desc(), table.id.desc()),
    index('audit_log_target_idx').on(table.targetType, table.targetId, table.at.desc(), table.id.desc()),
  ],
);

// ─── News (issue 26) ─────────────────────────────────────────────────────────

/**
 * The association's articles. `body` is the Markdown as written; pages render it on the server
 * (news/render-markdown.ts). A scheduled article is shown from `publish_at` on, and the periodic job
 * then marks it published (claimed by its own `UPDATE … WHERE status = 'scheduled'`). The author's
 * first name is kept: it stays on the article when the account goes.
 */
export const newsArticles = pgTable(
  'news_articles',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    body: text('body').notNull(),
    coverImage: text('cover_image'),
    coverAlt: text('cover_alt').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: NEWS_STATUSES }).notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    eventId: integer('event_id').references(() => events.id, { onDelete: 'set null' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorFirstName: text('author_first_name').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('news_articles_status', sql`${table.status} in ('draft', 'scheduled', 'published', 'archived')`),
    check('news_articles_scheduled_has_time', sql`${table.status} <> 'scheduled' or ${table.publishAt} is not null`),
    index('news_articles_listed_idx').on(table.status, table.publishedAt.desc(), table.id.desc()),
    index('news_articles_scheduled_idx').on(table.status, table.publishAt),
  ],
);

/** The slugs an article had before its title changed: their addresses redirect to the current one. */
export const newsSlugRedirects = pgTable('news_slug_redirects', {
  slug: text('slug').primaryKey(),
  articleId: integer('article_id')
    .notNull()
    .references(() => newsArticles.id, { onDelete: 'cascade' }),
});

// ─── Photo albums (issue 26) ─────────────────────────────────────────────────

/**
 * The photos of an event that has taken place, in the album's order. The image itself is an upload
 * (re-encoded WebP in two sizes, no metadata); a photo may be hidden without being deleted; at most
 * one is the album's cover (a partial unique index holds it).
 */
export const eventPhotos = pgTable(
  'event_photos',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    uploadId: text('upload_id')
      .notNull()
      .references(() => uploads.id),
    caption: text('caption').notNull().default(''),
    alt: text('alt').notNull().default(''),
    position: integer('position').notNull(),
    isHidden: boolean('is_hidden').notNull().default(false),
    isCover: boolean('is_cover').notNull().default(false),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('event_photos_album_idx').on(table.eventId, table.position, table.id),
    uniqueIndex('event_photos_one_cover_idx')
      .on(table.eventId)
      .where(sql`${table.isCover}`),
  ],
);

// ─── Announcements and mail consent (issue 27) ───────────────────────────────

/**
 * Each account's choice for each kind of mail, with when and how it was made (sign-up, profile, a
 * mail's link): the proof of consent the GDPR asks for. No row means never asked: not consented.
 */
export const mailConsents = pgTable(
  'mail_consents',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MAIL_CONSENT_KINDS }).notNull(),
    consented: boolean('consented').notNull(),
    source: text('source', { enum: MAIL_CONSENT_SOURCES }).notNull(),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check('mail_consents_kind', sql`${table.kind} in ('association_news', 'new_events', 'volunteer_calls')`),
    check('mail_consents_source', sql`${table.source} in ('signup', 'profile', 'mail_link')`),
    // Who chose a kind: every announcement but `membership` starts from these.
    index('mail_consents_consenting_idx')
      .on(table.kind, table.userId)
      .where(sql`${table.consented}`),
  ],
);

/**
 * An announcement: its text, kind, segment, and where its sending stands. `recipients_cursor` is the
 * last account id written to the outbox: each batch of recipients advances it in the transaction that
 * inserts them, so a crash resumes after the last committed batch. Its mails are `mail_outbox` rows
 * carrying its id; its progress is counted from them.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    bodyMarkdown: text('body_markdown').notNull(),
    kind: text('kind', { enum: ANNOUNCEMENT_KINDS }).notNull(),
    segment: jsonb('segment').$type<TAnnouncementSegment>().notNull(),
    attachment: jsonb('attachment').$type<TAnnouncementAttachment>(),
    archive: text('archive', { enum: ANNOUNCEMENT_ARCHIVES }).notNull().default('none'),
    state: text('state', { enum: ANNOUNCEMENT_STATES }).notNull().default('draft'),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /** When its mails started to leave (the move to `queued`): the archive's date. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    recipientsCursor: integer('recipients_cursor').notNull().default(0),
    /**
     * Its copies counted when the last one left (the move to `sent`, migration 0015): the outbox's
     * rows go after 36 months with the addresses they hold, the announcement's figures stay.
     */
    finalRecipients: integer('final_recipients'),
    finalSent: integer('final_sent'),
    finalFailed: integer('final_failed'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorFirstName: text('author_first_name').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('announcements_state', sql`${table.state} in ('draft', 'scheduled', 'queued', 'sending', 'sent')`),
    check('announcements_kind', sql`${table.kind} in ('association_news', 'new_events', 'volunteer_calls', 'membership')`),
    check('announcements_archive', sql`${table.archive} in ('none', 'members', 'public')`),
    check('announcements_scheduled_has_time', sql`${table.state} <> 'scheduled' or ${table.scheduledAt} is not null`),
    index('announcements_due_idx').on(table.state, table.scheduledAt),
    index('announcements_archive_idx').on(table.archive, table.sentAt.desc(), table.id.desc()),
  ],
);

// ─── General assemblies (issue 28, decision 050) ─────────────────────────────

/**
 * A general assembly. `statutes` is the statutes' section as it was when the voters' list was
 * frozen: quorum, majorities and proxies stay those the assembly was convened under.
 */
export const assemblies = pgTable(
  'assemblies',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    place: text('place'),
    onlineUrl: text('online_url'),
    state: text('state', { enum: ASSEMBLY_STATES }).notNull().default('draft'),
    cutOffDate: date('cut_off_date'),
    votersFrozenAt: timestamp('voters_frozen_at', { withTimezone: true }),
    statutes: jsonb('statutes').$type<TStatutesSettings>(),
    convocationSentAt: timestamp('convocation_sent_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    chairName: text('chair_name'),
    secretaryName: text('secretary_name'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The reminder to the voters who have not answered, claimed once by its conditional update. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /**
     * The association as it was when the assembly closed (its identity and contact sections): the
     * minutes keep the name and address of that day, as an invoice keeps its issuer. Null until it closes.
     */
    issuer: jsonb('issuer'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('assemblies_state', sql`${table.state} in ('draft', 'convened', 'open', 'closed')`),
    check('assemblies_frozen_before_convened', sql`${table.state} = 'draft' or ${table.votersFrozenAt} is not null`),
    index('assemblies_starts_at_idx').on(table.startsAt.desc()),
  ],
);

export const assemblyAgendaItems = pgTable(
  'assembly_agenda_items',
  {
    id: serial('id').primaryKey(),
    assemblyId: integer('assembly_id')
      .notNull()
      .references(() => assemblies.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
  },
  (table) => [index('assembly_agenda_items_assembly_idx').on(table.assemblyId, table.position)],
);

/**
 * The documents attached to an assembly (the annual report, the accounts, the budget): PDFs only.
 * Their bytes follow the uploads' store (decision 045): in `content` without UPLOADS_DIR, else a
 * file named by `file_id` under UPLOADS_DIR/documents, `content` then null.
 */
export const assemblyDocuments = pgTable(
  'assembly_documents',
  {
    id: serial('id').primaryKey(),
    assemblyId: integer('assembly_id')
      .notNull()
      .references(() => assemblies.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    /** The name the download offers, made safe from the title. */
    fileName: text('file_name').notNull(),
    /** 32 random hexadecimal digits: the file's name in the directory store. */
    fileId: text('file_id').notNull().unique(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('assembly_documents_assembly_idx').on(table.assemblyId, table.position)],
);

export const assemblyResolutions = pgTable(
  'assembly_resolutions',
  {
    id: serial('id').primaryKey(),
    assemblyId: integer('assembly_id')
      .notNull()
      .references(() => assemblies.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    kind: text('kind', { enum: RESOLUTION_KINDS }).notNull(),
    seats: integer('seats'),
    voteState: text('vote_state', { enum: RESOLUTION_VOTE_STATES }).notNull().default('pending'),
    /** Present and represented when the vote closed (the absolute majority's base, the paper totals' bound). */
    attendanceAtClose: integer('attendance_at_close'),
    paperYes: integer('paper_yes').notNull().default(0),
    paperNo: integer('paper_no').notNull().default(0),
    /** Paper abstentions, or an election's blank paper ballots. */
    paperAbstain: integer('paper_abstain').notNull().default(0),
  },
  (table) => [
    check('assembly_resolutions_kind', sql`${table.kind} in ('ordinary', 'statutes_change', 'dissolution', 'election')`),
    check('assembly_resolutions_vote_state', sql`${table.voteState} in ('pending', 'open', 'closed')`),
    check('assembly_resolutions_seats', sql`(${table.kind} = 'election') = (${table.seats} is not null)`),
    check('assembly_resolutions_paper', sql`${table.paperYes} >= 0 and ${table.paperNo} >= 0 and ${table.paperAbstain} >= 0`),
    index('assembly_resolutions_assembly_idx').on(table.assemblyId, table.position),
  ],
);

export const assemblyCandidates = pgTable(
  'assembly_candidates',
  {
    id: serial('id').primaryKey(),
    resolutionId: integer('resolution_id')
      .notNull()
      .references(() => assemblyResolutions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    paperVotes: integer('paper_votes').notNull().default(0),
  },
  (table) => [index('assembly_candidates_resolution_idx').on(table.resolutionId, table.position)],
);

/**
 * The voters, frozen at the cut-off: each with their answer to the convocation, the proxy they gave
 * (accepted or not) and their check-in. The names are kept: the attendance list outlives an account.
 */
export const assemblyVoters = pgTable(
  'assembly_voters',
  {
    id: serial('id').primaryKey(),
    assemblyId: integer('assembly_id')
      .notNull()
      .references(() => assemblies.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    answer: text('answer', { enum: ASSEMBLY_ANSWERS }).notNull().default('none'),
    proxyHolderId: integer('proxy_holder_id').references((): AnyPgColumn => assemblyVoters.id),
    proxyAcceptedAt: timestamp('proxy_accepted_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
  },
  (table) => [
    unique('assembly_voters_assembly_user').on(table.assemblyId, table.userId),
    check('assembly_voters_answer', sql`${table.answer} in ('none', 'present', 'absent', 'proxy')`),
    check('assembly_voters_proxy', sql`(${table.answer} = 'proxy') = (${table.proxyHolderId} is not null)`),
    check('assembly_voters_not_own_proxy', sql`${table.proxyHolderId} is null or ${table.proxyHolderId} <> ${table.id}`),
    index('assembly_voters_holder_idx').on(table.proxyHolderId),
  ],
);

/**
 * Who has voted on a resolution, for themselves or as a proxy's holder: one row per voter and
 * resolution, which the primary key makes exactly once on any number of instances. It says nothing
 * of the ballot, which `assembly_ballots` holds apart (decision 050).
 */
export const assemblyVoteRecords = pgTable(
  'assembly_vote_records',
  {
    resolutionId: integer('resolution_id')
      .notNull()
      .references(() => assemblyResolutions.id, { onDelete: 'cascade' }),
    voterId: integer('voter_id')
      .notNull()
      .references(() => assemblyVoters.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.resolutionId, table.voterId] })],
);

/**
 * A secret ballot: its resolution, its choice and the hash of its receipt code, nothing else. No
 * voter, no time, no serial: its key is random, so neither a column nor an order ties it to a voter
 * (decision 050 says what else was done and what a database superuser could still see).
 */
export const assemblyBallots = pgTable(
  'assembly_ballots',
  {
    id: uuid('id').primaryKey(),
    resolutionId: integer('resolution_id')
      .notNull()
      .references(() => assemblyResolutions.id, { onDelete: 'cascade' }),
    choice: text('choice', { enum: VOTE_CHOICES }),
    /** An election's chosen candidates (empty: a blank ballot). */
    candidateIds: integer('candidate_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    receiptHash: text('receipt_hash').notNull().unique(),
  },
  (table) => [
    check('assembly_ballots_choice', sql`${table.choice} is null or ${table.choice} in ('yes', 'no', 'abstain')`),
    index('assembly_ballots_resolution_idx').on(table.resolutionId),
  ],
);
