import { PATHS, ROLE_DEFINITIONS, type TGrantableRole } from '@action-plus/contract';
import { composeMail } from '../mail/mail-layout';
import type { OutgoingMail } from '../mail/mailer';

/** Tells the person concerned that a role was given to them or taken back, and by whom. */
export function roleChangedMail(options: {
  to: { email: string; firstName: string };
  role: TGrantableRole;
  isGranted: boolean;
  by: { firstName: string; lastName: string };
  publicUrl: string;
}): OutgoingMail {
  const { to, role, isGranted, by } = options;
  const { name, description } = ROLE_DEFINITIONS[role];
  const content = composeMail(({ identity }) => ({
    subject: isGranted ? `Vous êtes désormais ${name} de ${identity.name}` : `Votre rôle de ${name} de ${identity.name} a été retiré`,
    greeting: `Bonjour ${to.firstName},`,
    blocks: [
      isGranted
        ? `${by.firstName} ${by.lastName} vous a donné le rôle «\u202f${name}\u202f» sur le site de ${identity.name}. Ce rôle permet\u00a0: ${description}`
        : `${by.firstName} ${by.lastName} vous a retiré le rôle «\u202f${name}\u202f» sur le site de ${identity.name}. Votre compte reste celui d'un membre.`,
      'Si ce changement vous surprend, répondez à ce message.',
      { kind: 'action' as const, label: 'Ouvrir le site', url: `${options.publicUrl}${PATHS.home}` },
    ],
  }));
  return { to: to.email, ...content };
}
