import {
  ASSOCIATION,
  MEMBERSHIP_RENEWAL_PATH,
  MEMBERSHIP_TYPE_LABELS,
  daysBetween,
  type TMembershipReminderKind,
  type TMembershipType,
} from '@action-plus/contract';
import { formatCalendarDate } from '#lib/paris-time';
import { composeMail, type MailContent } from '../mail/mail-layout';

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
export function membershipReminderMail(details: MembershipReminderDetails): MailContent {
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
  const otherWays = `Vous pouvez aussi renouveler auprès de l'association\u00a0: ${ASSOCIATION.phoneDisplay} ou ${ASSOCIATION.email}.`;
  if (details.kind === 'lapsed') {
    return composeMail({
      subject: `Votre adhésion à ${ASSOCIATION.name} a expiré`,
      greeting: `Bonjour ${details.firstName},`,
      blocks: [
        `Votre adhésion à ${ASSOCIATION.name} a pris fin le ${endText}. Ce serait une joie de vous compter encore parmi nos membres\u00a0: renouvelez-la en ligne depuis votre espace membre.`,
        facts,
        renewLink,
        otherWays,
        'Si vous avez déjà renouvelé, ne tenez pas compte de ce message.',
      ],
    });
  }
  const when = whenItEnds(details.endDate, details.today);
  return composeMail({
    subject:
      details.kind === 'ends-in-30-days'
        ? `Votre adhésion à ${ASSOCIATION.name} se termine le ${endText}`
        : `Rappel\u00a0: votre adhésion à ${ASSOCIATION.name} se termine ${when}`,
    greeting: `Bonjour ${details.firstName},`,
    blocks: [
      `Votre adhésion à ${ASSOCIATION.name} se termine ${when}, le ${endText}. Pour rester membre sans interruption, renouvelez-la en ligne depuis votre espace membre\u00a0: la nouvelle période commencera à la fin de l'actuelle, sans perdre un seul jour.`,
      facts,
      renewLink,
      otherWays,
      'Merci de votre soutien\u202f!',
    ],
  });
}
