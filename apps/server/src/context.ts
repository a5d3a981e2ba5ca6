import { resolveJwtSecret, type Config } from './config';
import type { Database } from './db/client';
import { createAssociationSettingsReader, type AssociationSettingsReader } from './modules/association-settings/association-settings-reader';
import { createAccessTokens, type AccessTokens } from './modules/auth/access-tokens';
import { createEventsReadCache, revalidationIntervalFor, type EventsReadCache } from './modules/events/events-read-cache';
import { createEventMails, type EventMails } from './modules/events/event-mails';
import type { StampedReadCache } from './lib/stamped-read-cache';
import { createMailer, type Mailer } from './modules/mail/mailer';
import { createMailUnsubscribeLinks, type MailUnsubscribeLinks } from './modules/announcements/unsubscribe-links';
import { createHelloAssoClient, type HelloAssoClient } from './modules/payments/helloasso-client';
import { createTreasuryReadCache } from './modules/treasury/treasury-read-cache';
import { uploadStoreFor, type UploadStore } from './modules/uploads/upload-store';

/** The window of the sign-in routes' limit per client address: `AUTH_RATE_LIMIT_MAX` requests per minute. */
const SIGN_IN_RATE_LIMIT_WINDOW_MS = 60_000;

/** What every module needs, built once by main.ts (or by a test) through createAppContext and handed to buildApp. */
export interface AppContext {
  config: Config;
  db: Database;
  accessTokens: AccessTokens;
  /** Every mail goes through its outbox: stored first, then sent and retried. */
  mailer: Mailer;
  /** The signed one-click unsubscribe links of announcements (issue 27), one kind of mail per link. */
  mailUnsubscribeLinks: MailUnsubscribeLinks;
  /** The events' mails to participants: the mailer, the site's address, the signed reminders opt-out links. */
  eventMails: EventMails;
  /**
   * The limit per client address of each route that guesses a secret or sends a mail (login,
   * register, password reset, address confirmation and change, password change, contact, Google),
   * counted in the database so that it holds across instances: requests allowed per `timeWindow`
   * milliseconds. Routes take it as `config: { rateLimit: context.signInRateLimit }`.
   */
  signInRateLimit: { max: number; timeWindow: number };
  /**
   * What visitors read (the events list, event heads, rendered pages), this app's own: the events
   * module's writes empty it, other instances' writes are seen through its fingerprint.
   */
  visitorsReadCache: EventsReadCache;
  /** The treasurer's figures as sent, this app's own: every route's write empties it (app.ts), others' through its fingerprint. */
  treasuryReadCache: StampedReadCache;
  /** The association's identity and texts, as its admins last saved them (modules/association-settings). */
  associationSettings: AssociationSettingsReader;
  /** HelloAsso's Checkout API when it is configured; undefined hides every online payment (decision 025). */
  helloAsso?: HelloAssoClient;
  /** Where uploaded images' bytes are kept: the database, or UPLOADS_DIR (decision 045). */
  uploadStore: UploadStore;
}

export interface AppContextOptions {
  /** Delays between a failed mail's attempts; the mailer's own by default. */
  mailRetryDelaysMs?: readonly number[];
}

/** The shared services of one app, each made once here from the config and the database. */
export function createAppContext(config: Config, db: Database, options: AppContextOptions = {}): AppContext {
  const jwtSecret = resolveJwtSecret(config);
  const revalidateEveryMs = revalidationIntervalFor(db);
  const visitorsReadCache = createEventsReadCache(db, { revalidateEveryMs });
  const associationSettings = createAssociationSettingsReader(db, visitorsReadCache);
  const mailer = createMailer({ config, db, associationSettings, ...(options.mailRetryDelaysMs ? { retryDelaysMs: options.mailRetryDelaysMs } : {}) });
  return {
    config,
    db,
    accessTokens: createAccessTokens(jwtSecret),
    mailer,
    eventMails: createEventMails({ mailer, publicUrl: config.publicUrl, secret: jwtSecret }),
    mailUnsubscribeLinks: createMailUnsubscribeLinks({ publicUrl: config.publicUrl, secret: jwtSecret }),
    signInRateLimit: { max: config.authRateLimitMax, timeWindow: SIGN_IN_RATE_LIMIT_WINDOW_MS },
    visitorsReadCache,
    treasuryReadCache: createTreasuryReadCache(db, { revalidateEveryMs }),
    associationSettings,
    uploadStore: uploadStoreFor(config.uploadsDir),
    ...(config.helloAsso ? { helloAsso: createHelloAssoClient(config.helloAsso) } : {}),
  };
}
