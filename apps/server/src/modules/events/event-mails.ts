import { PATHS, REMINDERS_LINK_TOKEN, type TEvent } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import type { EventMailDetails, RemindersOffLinks } from '../mail/event-mail-templates';
import type { MailDraft } from '../mail/mail-layout';
import type { Mailer, OutgoingMail } from '../mail/mailer';
import { buildEventCalendar } from './build-event-calendar';
import { formatParisWeekdayDate, toParisDateTime } from '#lib/paris-time';
import { createSignedTokens } from '#lib/signed-tokens';

/** Where the one-click opt-out of RFC 8058 is POSTed (also the API the opt-out page calls). */
export const REMINDERS_OFF_API_PATH = '/api/event-reminders/unsubscribe';

/**
 * What the events' actions need to write to participants: the mailer (through the outbox, in the
 * action's transaction), the site's address for links, and the signature of the opt-out links.
 */
export interface EventMails {
  mailer: Mailer;
  publicUrl: string;
  /** The links that turn a member's reminders off, signed so that nobody can forge another member's. */
  remindersOffLinks: (userId: number) => RemindersOffLinks;
  /** The account an opt-out token names, or null when the token is not the server's signature. */
  userOfRemindersOffToken: (token: string) => number | null;
}

/**
 * `secret` is the server's JWT secret: the opt-out token is an HMAC of the account's id under it,
 * so it cannot be guessed, needs no storage and is the same on every instance.
 */
export function createEventMails(options: { mailer: Mailer; publicUrl: string; secret: string }): EventMails {
  const tokens = createSignedTokens({ secret: options.secret, purpose: 'event-reminders-off', shape: REMINDERS_LINK_TOKEN });
  return {
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    remindersOffLinks(userId) {
      const query = new URLSearchParams({ token: tokens.sign(userId) }).toString();
      return { pageUrl: `${options.publicUrl}${PATHS.remindersOff}?${query}`, oneClickUrl: `${options.publicUrl}${REMINDERS_OFF_API_PATH}?${query}` };
    },
    userOfRemindersOffToken: (token) => tokens.read(token)?.userId ?? null,
  };
}

/** « samedi 14 mars 2027 » */
export const formatEventDate = formatParisWeekdayDate;
/** « 19 h 30 » */
export const formatEventTime = (instant: Date) => toParisDateTime(instant).time.replace(':', ' h ');

export function eventMailDetails(event: Pick<TEvent, 'id' | 'title' | 'location' | 'starts_at'>, publicUrl: string): EventMailDetails {
  const start = new Date(event.starts_at);
  return {
    title: event.title,
    dateText: formatEventDate(start),
    timeText: formatEventTime(start),
    location: event.location,
    url: `${publicUrl}${PATHS.eventDetail(event.id)}`,
  };
}

/** The event's .ics, attached to the mails that register someone. */
export function withEventCalendar(draft: MailDraft, event: TEvent, publicUrl: string): MailDraft {
  return {
    write: (association) => ({
      ...draft.write(association),
      attachments: [
        {
          filename: `evenement-${event.id}.ics`,
          contentType: 'text/calendar; charset=utf-8',
          contentBase64: Buffer.from(buildEventCalendar(event, publicUrl, association)).toString('base64'),
        },
      ],
    }),
  };
}

/**
 * The mails of one action: stored in the outbox by the action's transaction (a rollback leaves
 * none), sent once it has committed. Without `mails` (a script, a test of the rule alone), none.
 */
export function collectEventMails(mails: EventMails | undefined): EventMailOutbox {
  const stored: number[] = [];
  return {
    async store(tx: Database | Transaction, outgoing: OutgoingMail[]) {
      if (!mails || outgoing.length === 0) return;
      stored.push(...(await mails.mailer.storeMails(tx, outgoing)));
    },
    sendAfterCommit() {
      if (mails && stored.length > 0) mails.mailer.sendStoredMails(stored);
    },
  };
}

/**
 * What an action stores its mails into. An action given one by its caller (a series edit running
 * it once per date inside its own transaction) leaves the sending to the caller, after the
 * caller's commit; otherwise it makes its own and sends after its transaction.
 */
export interface EventMailOutbox {
  store: (tx: Database | Transaction, outgoing: OutgoingMail[]) => Promise<void>;
  sendAfterCommit: () => void;
}
