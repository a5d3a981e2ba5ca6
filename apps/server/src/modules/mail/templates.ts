import { EMAIL_LINK_VALIDITY_TEXT } from '@action-plus/contract';
import { composeMail, composeWrittenMail, type MailDraft } from './mail-layout';
import { formatParisDateTime } from '#lib/paris-time';

export function passwordResetMail(options: { firstName: string; link: string }): MailDraft {
  return composeMail(({ identity }) => ({
    subject: `Réinitialisation de votre mot de passe – ${identity.name}`,
    greeting: `Bonjour ${options.firstName},`,
    blocks: [
      `Vous avez demandé à réinitialiser le mot de passe de votre compte ${identity.name}. Ce lien est valable une heure et ne sert qu'une fois.`,
      { kind: 'action', label: 'Choisir un nouveau mot de passe', url: options.link },
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message\u00a0: votre mot de passe actuel reste valable.",
    ],
  }));
}

/** For the memberships feature: an account created by an admin, whose owner chooses a password. */
export function invitationMail(options: { firstName: string; link: string; validityText: string }): MailDraft {
  return composeMail(({ identity }) => ({
    subject: `Bienvenue chez ${identity.name}\u00a0: choisissez votre mot de passe`,
    greeting: `Bonjour ${options.firstName},`,
    blocks: [
      `Un compte membre vient d'être créé pour vous sur le site de l'association ${identity.name}. Pour vous connecter, choisissez votre mot de passe (lien valable ${options.validityText}, utilisable une seule fois).`,
      { kind: 'action', label: 'Choisir mon mot de passe', url: options.link },
    ],
  }));
}

export function contactNotificationMail(options: {
  name: string;
  email: string;
  subject: string | null;
  message: string;
  receivedAt: Date;
  inboxUrl: string;
}): MailDraft {
  return composeMail({
    subject: `Nouveau message de contact\u00a0: ${options.subject ?? 'Sans sujet'}`,
    blocks: [
      'Un nouveau message a été envoyé depuis le formulaire de contact du site.',
      {
        kind: 'details',
        rows: [
          { label: 'Nom', value: options.name },
          { label: 'E-mail', value: options.email },
          { label: 'Sujet', value: options.subject ?? 'Sans sujet' },
          { label: 'Reçu le', value: formatParisDateTime(options.receivedAt) },
        ],
      },
      { kind: 'quote', text: options.message },
      { kind: 'action', label: 'Répondre depuis le site', url: options.inboxUrl },
    ],
  });
}

/**
 * An admin's reply, sent as they validated it: its greeting, signature and quotation come from the
 * draft they started from (contact/contact-reply-draft.ts) and are theirs to change; nothing is added.
 */
export function contactReplyMail(options: { subject: string; message: string }): MailDraft {
  return composeWrittenMail({ subject: options.subject, body: options.message });
}

const ifNotYou = (email: string) => `Si vous n'êtes pas à l'origine de cette demande, changez votre mot de passe et écrivez-nous\u00a0: ${email}.`;

/** After sign-up, or when the person asks again from the profile. */
export function emailConfirmationMail(options: { firstName: string; link: string }): MailDraft {
  return composeMail(({ identity }) => ({
    subject: `Confirmez votre adresse e-mail – ${identity.name}`,
    greeting: `Bonjour ${options.firstName},`,
    blocks: [
      `Pour confirmer que cette adresse est bien la vôtre, ouvrez le lien ci-dessous puis cliquez sur « Confirmer ». Il est valable ${EMAIL_LINK_VALIDITY_TEXT.email_verification} et ne sert qu'une fois.`,
      { kind: 'action', label: 'Confirmer mon adresse e-mail', url: options.link },
      "Si vous n'avez pas créé de compte sur notre site, ignorez ce message\u00a0: rien ne sera rattaché à cette adresse.",
    ],
  }));
}

/** Sent to the new address: the change takes effect only through this link. */
export function emailChangeConfirmationMail(options: { firstName: string; link: string }): MailDraft {
  return composeMail(({ identity }) => ({
    subject: `Confirmez votre nouvelle adresse e-mail – ${identity.name}`,
    greeting: `Bonjour ${options.firstName},`,
    blocks: [
      `Vous avez demandé que cette adresse devienne celle de votre compte ${identity.name}. Elle ne le deviendra qu'une fois ce lien ouvert et confirmé (valable ${EMAIL_LINK_VALIDITY_TEXT.email_change}, une seule fois).`,
      { kind: 'action', label: 'Confirmer ma nouvelle adresse', url: options.link },
      "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message\u00a0: rien ne changera.",
    ],
  }));
}

/** Sent to the current address when a change is asked: its owner learns of it before it happens. */
export function emailChangeRequestedMail(options: { firstName: string; newEmail: string }): MailDraft {
  return composeMail(({ contact, identity }) => ({
    subject: `Demande de changement d'adresse e-mail – ${identity.name}`,
    greeting: `Bonjour ${options.firstName},`,
    blocks: [
      `Un changement d'adresse e-mail a été demandé pour votre compte ${identity.name}. La nouvelle adresse ne sera enregistrée qu'une fois confirmée depuis la boîte de réception de\u00a0:`,
      { kind: 'details', rows: [{ label: 'Nouvelle adresse', value: options.newEmail }] },
      ifNotYou(contact.email),
    ],
  }));
}

/** Sent to the former address once the new one is confirmed. */
export function emailChangedMail(options: { firstName: string; newEmail: string }): MailDraft {
  return composeMail(({ contact, identity }) => ({
    subject: `Votre adresse e-mail a été changée – ${identity.name}`,
    greeting: `Bonjour ${options.firstName},`,
    blocks: [
      `L'adresse e-mail de votre compte ${identity.name} a été changée\u00a0: il utilise désormais la nouvelle adresse ci-dessous. Cette adresse-ci, à laquelle nous vous écrivons, n'est plus celle de votre compte.`,
      { kind: 'details', rows: [{ label: 'Nouvelle adresse', value: options.newEmail }] },
      ifNotYou(contact.email),
    ],
  }));
}

export function passwordChangedMail(options: { firstName: string; changedAt: Date }): MailDraft {
  return composeMail(({ contact, identity }) => ({
    subject: `Votre mot de passe a été modifié – ${identity.name}`,
    greeting: `Bonjour ${options.firstName},`,
    blocks: [
      `Le mot de passe de votre compte ${identity.name} a été modifié le ${formatParisDateTime(options.changedAt)}. Vos autres sessions ont été fermées.`,
      `Si vous n'êtes pas à l'origine de ce changement, choisissez un nouveau mot de passe avec « Mot de passe oublié » et écrivez-nous\u00a0: ${contact.email}.`,
    ],
  }));
}

/**
 * Someone had registered this address with a password without ever confirming it; its owner has
 * just signed in with Google, which proves the address, so the account is now theirs alone.
 */
export function googleTakeoverMail(options: { firstName: string; resetLink: string }): MailDraft {
  return composeMail(({ identity }) => ({
    subject: `Votre compte est désormais relié à Google – ${identity.name}`,
    greeting: `Bonjour ${options.firstName},`,
    blocks: [
      `Vous venez de vous connecter avec Google. Un compte ${identity.name} existait déjà avec cette adresse, mais elle n'avait jamais été confirmée\u00a0: rien ne prouvait qu'il était le vôtre.`,
      'Google ayant confirmé que cette adresse vous appartient, le compte vous revient\u00a0: son mot de passe a été supprimé, toutes ses sessions ont été fermées, et votre adresse est désormais confirmée. Vérifiez les informations de votre profil.',
      'Vous vous connectez maintenant avec Google. Pour vous connecter aussi avec un mot de passe, choisissez-en un\u00a0:',
      { kind: 'action', label: 'Choisir un mot de passe', url: options.resetLink },
    ],
  }));
}
