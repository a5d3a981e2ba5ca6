import {
  MEMBERSHIP_RENEWAL_PATH,
  MEMBERSHIP_TYPE_LABELS,
  daysBetween,
  type TContactSettings,
  type TMembershipReminderKind,
  type TMembershipType,
} from '@action-plus/contract';
import { formatCalendarDate } from '#lib/paris-time';
import { composeMail, type MailDraft } from '../mail/mail-layout';

/** « aujourd'hui », « demain », « dans 7 jours ». */
function whenItEnds(endDate: string, today: string): string {
  const daysLeft = daysBetween(today, endDate);
  if (daysLeft <= 0) return "aujourd'hui";
  if (daysLeft === 1) return 'demain';
  return `dans ${daysLeft} jours`;
}

export interface MembershipReminderDetails {
  kind: TMembershipReminderKind;
  firstName: string;
  memberNumber: string;
  membershipType: TMembershipType;
  endDate: string;
  /** Paris's calendar date the reminder is written on. */
  today: string;
  publicUrl: string;
}

/** The reminder mails of a membership that ends (30 and 7 days before) or has ended (the day after), in French. */
export function membershipReminderMail(details: MembershipReminderDetails): MailDraft {
  const endText = formatCalendarDate(details.endDate);
  const renewLink = { kind: 'action' as const, label: 'Renouveler mon adhésion', url: `${details.publicUrl}${MEMBERSHIP_RENEWAL_PATH}` };
  const facts = {
    kind: 'details' as const,
    rows: [
      { label: 'N° de membre', value: details.memberNumber },
      { label: 'Adhésion', value: MEMBERSHIP_TYPE_LABELS[details.membershipType] },
      { label: details.kind === 'lapsed' ? 'Terminée le' : 'Se termine le', value: endText },
    ],
  };
  const otherWays = (contact: TContactSettings) => `Vous pouvez aussi renouveler auprès de l'association\u00a0: ${contact.phone} ou ${contact.email}.`;
  if (details.kind === 'lapsed') {
    return composeMail(({ identity, contact }) => ({
      subject: `Votre adhésion à ${identity.name} a expiré`,
      greeting: `Bonjour ${details.firstName},`,
      blocks: [
        `Votre adhésion à ${identity.name} a pris fin le ${endText}. Ce serait une joie de vous compter encore parmi nos membres\u00a0: renouvelez-la en ligne depuis votre espace membre.`,
        facts,
        renewLink,
        otherWays(contact),
        'Si vous avez déjà renouvelé, ne tenez pas compte de ce message.',
      ],
    }));
  }
  const when = whenItEnds(details.endDate, details.today);
  return composeMail(({ identity, contact }) => ({
    subject:
      details.kind === 'ends-in-30-days'
        ? `Votre adhésion à ${identity.name} se termine le ${endText}`
        : `Rappel\u00a0: votre adhésion à ${identity.name} se termine ${when}`,
    greeting: `Bonjour ${details.firstName},`,
    blocks: [
      `Votre adhésion à ${identity.name} se termine ${when}, le ${endText}. Pour rester membre sans interruption, renouvelez-la en ligne depuis votre espace membre\u00a0: la nouvelle période commencera à la fin de l'actuelle, sans perdre un seul jour.`,
      facts,
      renewLink,
      otherWays(contact),
      'Merci de votre soutien\u202f!',
    ],
  }));
}
