import { websiteDisplayOf, WAITING_LIST_MESSAGES } from '@action-plus/contract';
import { composeMail, type MailBlock, type MailDraft } from './mail-layout';

/** What the event mails show of an event, already written as Paris's clocks show it. */
export interface EventMailDetails {
  title: string;
  /** « samedi 14 mars 2027 » */
  dateText: string;
  /** « 19 h 30 » */
  timeText: string;
  location: string;
  /** The event's page on the site. */
  url: string;
}

/** The links of the reminders' opt-out: the page a person opens, and the one-click address mail clients POST to (RFC 8058). */
export interface RemindersOffLinks {
  pageUrl: string;
  oneClickUrl: string;
}

const detailsBlock = (event: EventMailDetails): MailBlock => ({
  kind: 'details',
  rows: [
    { label: 'Événement', value: event.title },
    { label: 'Date', value: event.dateText },
    { label: 'Heure', value: event.timeText },
    { label: 'Lieu', value: event.location },
  ],
});

const eventLink = (event: EventMailDetails): MailBlock => ({ kind: 'action', label: "Voir l'événement", url: event.url });

/** The opt-out's note in the body, and the headers that let a mail client offer it in one click. */
function withRemindersOff(draft: MailDraft, links: RemindersOffLinks): MailDraft {
  return {
    write: (association) => ({
      ...draft.write(association),
      headers: { 'List-Unsubscribe': `<${links.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    }),
  };
}

const remindersOffNote = (links: RemindersOffLinks): MailBlock => ({
  kind: 'note',
  // The text ends without a colon: the plain-text mail puts one after the link's label, before its address.
  text: 'Vous recevez ce message parce que vous participez à cet événement ou figurez sur sa liste d’attente. Pour ne plus recevoir de rappels ni d’avis de changement, vous pouvez',
  label: 'désactiver les rappels',
  url: links.pageUrl,
});

/** Sent when a member joins: the .ics goes with it (the caller attaches it). */
export function eventJoinedMail(options: { firstName: string; event: EventMailDetails }): MailDraft {
  return composeMail({
    subject: `Inscription confirmée\u00a0: ${options.event.title}`,
    greeting: `Bonjour ${options.firstName},`,
    blocks: [
      'Votre inscription est bien enregistrée. Voici le rappel de l’événement\u202f; le fichier joint l’ajoute à votre agenda.',
      detailsBlock(options.event),
      eventLink(options.event),
      'Si vous ne pouvez plus venir, désinscrivez-vous depuis la page de l’événement\u00a0: votre place ira à la personne suivante sur la liste d’attente.',
    ],
  });
}

export function eventLeftMail(options: { firstName: string; event: EventMailDetails }): MailDraft {
  return composeMail({
    subject: `Désinscription confirmée\u00a0: ${options.event.title}`,
    greeting: `Bonjour ${options.firstName},`,
    blocks: [
      `Votre désinscription de « ${options.event.title} » (${options.event.dateText} à ${options.event.timeText}) est enregistrée. Votre place est libérée\u202f; merci de l’avoir signalé.`,
      eventLink(options.event),
    ],
  });
}

/** A place freed up and the person at the head of the line got it: they now take part (the .ics goes with it). */
export function waitingListPromotionMail(options: { firstName: string; event: EventMailDetails }): MailDraft {
  return composeMail({
    subject: `Une place s'est libérée pour vous\u00a0: ${options.event.title}`,
    greeting: `Bonjour ${options.firstName},`,
    blocks: [
      'Bonne nouvelle\u00a0: une place s’est libérée et vous étiez en tête de la liste d’attente. Votre inscription est confirmée\u202f; le fichier joint ajoute l’événement à votre agenda.',
      detailsBlock(options.event),
      eventLink(options.event),
      'Si vous ne pouvez plus venir, désinscrivez-vous depuis la page de l’événement\u00a0: la place ira à la personne suivante.',
    ],
  });
}

/**
 * Sent when a member joins a full event's waiting list: where they stand, what happens next, and
 * how to leave the line (the event's page or the profile, whose link goes with it).
 */
export function waitingListJoinedMail(options: { firstName: string; event: EventMailDetails; position: number; profileUrl: string }): MailDraft {
  const { event } = options;
  return composeMail({
    subject: `Liste d’attente\u00a0: ${event.title}`,
    greeting: `Bonjour ${options.firstName},`,
    blocks: [
      `${WAITING_LIST_MESSAGES.position(options.position)} de «\u00a0${event.title}\u00a0» (${event.dateText} à ${event.timeText}).`,
      'Quand une place se libère, elle revient à la première personne de la liste. Quand ce sera votre tour, la place vous sera attribuée automatiquement et nous vous écrirons pour vous le confirmer\u00a0: vous n’aurez rien à faire.',
      detailsBlock(event),
      eventLink(event),
      'Vous ne souhaitez plus attendre\u202f? Quittez la liste d’attente depuis la page de l’événement ou depuis votre profil, onglet «\u00a0Événements\u00a0»\u00a0: les personnes suivantes avanceront d’une place.',
      { kind: 'action', label: 'Ouvrir mon profil', url: options.profileUrl },
    ],
  });
}

/** The organiser removed the person from the event (or from its waiting list). */
export function removedByOrganiserMail(options: { firstName: string; event: EventMailDetails; wasWaiting: boolean }): MailDraft {
  return composeMail(({ contact }) => ({
    subject: options.wasWaiting
      ? `Votre place sur la liste d'attente est annulée\u00a0: ${options.event.title}`
      : `Votre inscription à ${options.event.title} a été annulée`,
    greeting: `Bonjour ${options.firstName},`,
    blocks: [
      options.wasWaiting
        ? `L’équipe organisatrice a annulé votre place sur la liste d’attente de « ${options.event.title} » (${options.event.dateText} à ${options.event.timeText}).`
        : `L’équipe organisatrice a annulé votre inscription à « ${options.event.title} » (${options.event.dateText} à ${options.event.timeText}).`,
      `Pour toute question, écrivez-nous\u00a0: ${contact.email}.`,
    ],
  }));
}

export interface EventChange {
  /** « Date », « Heure », « Lieu » */
  label: string;
  before: string;
  after: string;
}

/** Date, time or place changed: what it was, what it is now. */
export function eventChangedMail(options: { firstName: string; event: EventMailDetails; changes: EventChange[]; links: RemindersOffLinks }): MailDraft {
  return withRemindersOff(
    composeMail({
      subject: `Changement pour ${options.event.title}`,
      greeting: `Bonjour ${options.firstName},`,
      blocks: [
        `L’équipe organisatrice a modifié « ${options.event.title} »\u00a0:`,
        { kind: 'details', rows: options.changes.map((change) => ({ label: change.label, value: `${change.before} → ${change.after}` })) },
        'L’événement a désormais lieu\u00a0:',
        detailsBlock(options.event),
        eventLink(options.event),
        remindersOffNote(options.links),
      ],
    }),
    options.links,
  );
}

export function eventCancelledMail(options: { firstName: string; event: EventMailDetails; links: RemindersOffLinks }): MailDraft {
  return withRemindersOff(
    composeMail(({ contact }) => ({
      subject: `Événement annulé\u00a0: ${options.event.title}`,
      greeting: `Bonjour ${options.firstName},`,
      blocks: [
        `Nous sommes désolés\u00a0: « ${options.event.title} », prévu le ${options.event.dateText} à ${options.event.timeText} (${options.event.location}), est annulé.`,
        `Retrouvez nos autres événements sur ${websiteDisplayOf(contact.website)}.`,
        remindersOffNote(options.links),
      ],
    })),
    options.links,
  );
}

/** `day`: « demain » on time; « aujourd'hui » when the reminder went late (the site was down the evening before). */
export function eventReminderMail(options: { firstName: string; event: EventMailDetails; day: 'demain' | "aujourd'hui"; links: RemindersOffLinks }): MailDraft {
  return withRemindersOff(
    composeMail({
      subject: `Rappel\u00a0: ${options.event.title}, ${options.day} à ${options.event.timeText}`,
      greeting: `Bonjour ${options.firstName},`,
      blocks: [
        `Petit rappel\u00a0: vous participez à cet événement, qui a lieu ${options.day}.`,
        detailsBlock(options.event),
        eventLink(options.event),
        'Si vous ne pouvez plus venir, désinscrivez-vous depuis la page de l’événement\u00a0: votre place ira à la personne suivante sur la liste d’attente.',
        remindersOffNote(options.links),
      ],
    }),
    options.links,
  );
}
