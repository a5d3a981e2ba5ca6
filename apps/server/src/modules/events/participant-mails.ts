import { PATHS, type TEvent } from '@action-plus/contract';
import {
  eventCancelledMail,
  eventChangedMail,
  eventJoinedMail,
  eventLeftMail,
  eventReminderMail,
  removedByOrganiserMail,
  waitingListJoinedMail,
  waitingListPromotionMail,
  type EventChange,
} from '../mail/event-mail-templates';
import type { OutgoingMail } from '../mail/mailer';
import { eventMailDetails, withEventCalendar, type EventMails } from './event-mails';
import type { EventPerson } from './waiting-list-repository';

/**
 * One builder per mail a participant gets. Confirmations of the person's own action (joining,
 * joining the line, leaving) and what happens to them alone (a promotion, a removal) always go; the notices they did
 * not ask for (reminders, changes, cancellations) go only to those who keep reminders on, and carry
 * the one-click opt-out (RFC 8058).
 */
export const participantMails = {
  joined: (mails: EventMails, event: TEvent, person: EventPerson): OutgoingMail => ({
    to: person.email,
    ...withEventCalendar(eventJoinedMail({ firstName: person.firstName, event: eventMailDetails(event, mails.publicUrl) }), event, mails.publicUrl),
  }),
  left: (mails: EventMails, event: TEvent, person: EventPerson): OutgoingMail => ({
    to: person.email,
    ...eventLeftMail({ firstName: person.firstName, event: eventMailDetails(event, mails.publicUrl) }),
  }),
  waitingListJoined: (mails: EventMails, event: TEvent, person: EventPerson, position: number): OutgoingMail => ({
    to: person.email,
    ...waitingListJoinedMail({
      firstName: person.firstName,
      event: eventMailDetails(event, mails.publicUrl),
      position,
      profileUrl: `${mails.publicUrl}${PATHS.profile}`,
    }),
  }),
  promoted: (mails: EventMails, event: TEvent, person: EventPerson): OutgoingMail => ({
    to: person.email,
    ...withEventCalendar(waitingListPromotionMail({ firstName: person.firstName, event: eventMailDetails(event, mails.publicUrl) }), event, mails.publicUrl),
  }),
  removed: (mails: EventMails, event: TEvent, person: EventPerson, wasWaiting: boolean): OutgoingMail => ({
    to: person.email,
    ...removedByOrganiserMail({ firstName: person.firstName, event: eventMailDetails(event, mails.publicUrl), wasWaiting }),
  }),
  changed: (mails: EventMails, event: TEvent, person: EventPerson, changes: EventChange[]): OutgoingMail => ({
    to: person.email,
    ...eventChangedMail({
      firstName: person.firstName,
      event: eventMailDetails(event, mails.publicUrl),
      changes,
      links: mails.remindersOffLinks(person.userId),
    }),
  }),
  cancelled: (mails: EventMails, event: TEvent, person: EventPerson): OutgoingMail => ({
    to: person.email,
    ...eventCancelledMail({ firstName: person.firstName, event: eventMailDetails(event, mails.publicUrl), links: mails.remindersOffLinks(person.userId) }),
  }),
  reminder: (mails: EventMails, event: TEvent, person: EventPerson, day: 'demain' | "aujourd'hui"): OutgoingMail => ({
    to: person.email,
    ...eventReminderMail({ firstName: person.firstName, event: eventMailDetails(event, mails.publicUrl), day, links: mails.remindersOffLinks(person.userId) }),
  }),
};

/** Whom the unasked-for notices (changes, cancellations) go to: participants and waiting list, reminders on, each once. */
export function noticeRecipients(people: EventPerson[]): EventPerson[] {
  const seen = new Set<number>();
  return people.filter((person) => person.eventRemindersEnabled && !seen.has(person.userId) && seen.add(person.userId));
}
