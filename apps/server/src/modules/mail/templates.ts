import { ASSOCIATION } from '@action-plus/contract';
import { composeMail, type MailContent } from './mail-layout';

const formatParisDate = (date: Date) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(date);

export function passwordResetMail(options: { firstName: string; link: string }): MailContent {
  return composeMail({
    subject: `Réinitialisation de votre mot de passe – ${ASSOCIATION.name}`,
    greeting: `Bonjour ${options.firstName},`,
    blocks: [
      `Vous avez demandé à réinitialiser le mot de passe de votre compte ${ASSOCIATION.name}. Ce lien est valable une heure et ne sert qu'une fois.`,
      { kind: 'action', label: 'Choisir un nouveau mot de passe', url: options.link },
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe actuel reste valable.",
    ],
  });
}

/** For the memberships feature: an account created by an admin, whose owner chooses a password. */
export function invitationMail(options: { firstName: string; link: string; validityText: string }): MailContent {
  return composeMail({
    subject: `Bienvenue chez ${ASSOCIATION.name} : choisissez votre mot de passe`,
    greeting: `Bonjour ${options.firstName},`,
    blocks: [
      `Un compte membre vient d'être créé pour vous sur le site de l'association ${ASSOCIATION.name}. Pour vous connecter, choisissez votre mot de passe (lien valable ${options.validityText}, utilisable une seule fois).`,
      { kind: 'action', label: 'Choisir mon mot de passe', url: options.link },
    ],
  });
}

export function contactNotificationMail(options: {
  name: string;
  email: string;
  subject: string | null;
  message: string;
  receivedAt: Date;
  inboxUrl: string;
}): MailContent {
  return composeMail({
    subject: `Nouveau message de contact : ${options.subject ?? 'Sans sujet'}`,
    blocks: [
      'Un nouveau message a été envoyé depuis le formulaire de contact du site.',
      {
        kind: 'details',
        rows: [
          { label: 'Nom', value: options.name },
          { label: 'E-mail', value: options.email },
          { label: 'Sujet', value: options.subject ?? 'Sans sujet' },
          { label: 'Reçu le', value: formatParisDate(options.receivedAt) },
        ],
      },
      { kind: 'quote', text: options.message },
      { kind: 'action', label: 'Répondre depuis le site', url: options.inboxUrl },
    ],
  });
}

export function contactReplyMail(options: {
  name: string;
  subject: string;
  reply: string;
  originalMessage: string;
  originalDate: Date;
}): MailContent {
  return composeMail({
    subject: options.subject,
    greeting: `Bonjour ${options.name},`,
    blocks: [
      options.reply,
      `Votre message du ${formatParisDate(options.originalDate)} :`,
      { kind: 'quote', text: options.originalMessage },
    ],
  });
}
