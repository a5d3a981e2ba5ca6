import ical from 'ical-generator';
import {
  ASSEMBLY_LIMITS,
  assemblyMemberPath,
  MEMBERSHIP_ANNOUNCEMENT_REASON,
  RESOLUTION_KIND_LABELS,
  type TAgendaItem,
  type TAssemblyDocument,
  type TAssociationSettings,
  type TResolution,
} from '@action-plus/contract';
import { formatParisWeekdayDate, toParisDateTime } from '#lib/paris-time';
import { composeMail, type MailBlock, type MailDraft } from '../mail/mail-layout';
import type { AssemblyRow } from './assembly-repository';

/** How long the calendar shows an assembly: the evening, whatever its agenda. */
const CALENDAR_DURATION_MS = 3 * 60 * 60 * 1000;

/** The assembly as an iCalendar file: its instants in UTC, its place, its online address and the page to answer. */
export function buildAssemblyCalendar(assembly: AssemblyRow, publicUrl: string, association: TAssociationSettings): string {
  const calendar = ical({ name: association.identity.name, prodId: { company: association.identity.name, product: 'Assemblées générales', language: 'FR' } });
  calendar.createEvent({
    id: `assemblee-${assembly.id}@${new URL(publicUrl).hostname}`,
    start: assembly.startsAt,
    end: new Date(assembly.startsAt.getTime() + CALENDAR_DURATION_MS),
    summary: `${assembly.title} — ${association.identity.name}`,
    location: assembly.place ?? assembly.onlineUrl ?? undefined,
    url: `${publicUrl}${assemblyMemberPath(assembly.id)}`,
    description: assembly.onlineUrl ? `En ligne\u00a0: ${assembly.onlineUrl}` : undefined,
    organizer: { name: association.identity.name, email: association.contact.email },
  });
  return calendar.toString();
}

export interface AssemblyMailDetails {
  firstName: string;
  assembly: AssemblyRow;
  agenda: readonly TAgendaItem[];
  resolutions: readonly TResolution[];
  /** The documents attached (report, accounts, budget): listed by title, read on the assembly's page. */
  documents?: readonly TAssemblyDocument[];
  publicUrl: string;
}

function assemblyBlocks(details: AssemblyMailDetails): MailBlock[] {
  const { assembly, agenda, resolutions, publicUrl } = details;
  const documents = details.documents ?? [];
  const pageUrl = `${publicUrl}${assemblyMemberPath(assembly.id)}`;
  const rows = [
    { label: 'Date', value: formatParisWeekdayDate(assembly.startsAt) },
    { label: 'Heure', value: toParisDateTime(assembly.startsAt).time.replace(':', '\u00a0h\u00a0') },
    ...(assembly.place ? [{ label: 'Lieu', value: assembly.place }] : []),
    ...(assembly.onlineUrl ? [{ label: 'En ligne', value: assembly.onlineUrl }] : []),
  ];
  return [
    { kind: 'details', rows },
    ...(agenda.length > 0 ? [`Ordre du jour\u00a0:\n${agenda.map((item, index) => `${index + 1}. ${item.title}`).join('\n')}`] : []),
    ...(resolutions.length > 0
      ? [
          `Soumis au vote\u00a0:\n${resolutions.map((resolution) => `– ${resolution.title} (${RESOLUTION_KIND_LABELS[resolution.kind].toLocaleLowerCase('fr')})`).join('\n')}`,
        ]
      : []),
    // The downloads need a session (the members' page signs in first): the mail links to the page.
    ...(documents.length > 0
      ? [
          `Documents joints\u00a0:\n${documents.map((document) => `– ${document.title}`).join('\n')}`,
          { kind: 'note' as const, text: 'Lisez-les, une fois connecté(e), sur la page de l’assemblée.', label: 'Page de l’assemblée', url: pageUrl },
        ]
      : []),
    'Dites-nous si vous serez présent, absent, ou si vous donnez votre pouvoir à un autre membre qui votera pour vous.',
    { kind: 'action', label: 'Répondre à la convocation', url: pageUrl },
    MEMBERSHIP_ANNOUNCEMENT_REASON,
  ];
}

const calendarAttachment = (details: AssemblyMailDetails, association: TAssociationSettings) => ({
  filename: `assemblee-generale-${details.assembly.id}.ics`,
  contentType: 'text/calendar; charset=utf-8',
  contentBase64: Buffer.from(buildAssemblyCalendar(details.assembly, details.publicUrl, association)).toString('base64'),
});

/** The convocation, to every voter: the day, the place, the agenda, what is voted, the answer's link and the .ics. */
export function convocationMail(details: AssemblyMailDetails): MailDraft {
  return composeMail((association) => ({
    subject: `Convocation\u00a0: ${details.assembly.title}`,
    greeting: `Bonjour ${details.firstName},`,
    blocks: [`Vous êtes convoqué(e) à l’assemblée générale de ${association.identity.name}.`, ...assemblyBlocks(details)],
    attachments: [calendarAttachment(details, association)],
  }));
}

/** The reminder, `REMINDER_DAYS_BEFORE` days before, to the voters who have not answered. */
export function assemblyReminderMail(details: AssemblyMailDetails): MailDraft {
  return composeMail((association) => ({
    subject: `Rappel\u00a0: ${details.assembly.title} dans ${ASSEMBLY_LIMITS.REMINDER_DAYS_BEFORE}\u00a0jours`,
    greeting: `Bonjour ${details.firstName},`,
    blocks: [
      `L’assemblée générale de ${association.identity.name} a lieu dans ${ASSEMBLY_LIMITS.REMINDER_DAYS_BEFORE}\u00a0jours et vous n’avez pas encore répondu à la convocation.`,
      ...assemblyBlocks(details),
    ],
    attachments: [calendarAttachment(details, association)],
  }));
}
