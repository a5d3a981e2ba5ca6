/**
 * What the mail choices' pages say that the API never says (issue 27): the profile's section « Mes
 * choix de mails » and the unsubscribe page. Each kind's name and purpose, and what the API answers
 * (saved, unsubscribed, link invalid), are the contract's (`MAIL_CONSENT_DEFINITIONS`,
 * `MAIL_PREFERENCES_MESSAGES`).
 */

export const MAIL_PREFERENCES_SECTION_MESSAGES = {
  title: 'Mes choix de mails',
  legend: 'Les mails que je souhaite recevoir',
  chosenOn: (date: string, source: string) => `Choisi le ${date} (${source.toLocaleLowerCase('fr-FR')}).`,
  neverChosen: 'Pas encore choisi.',
  membershipNote:
    'Les informations qui font partie de votre adhésion (convocation à l’assemblée générale, changement de cotisation) vous sont envoyées quels que soient ces choix.',
  archiveLink: 'Relire les annonces publiées sur le site',
  save: 'Enregistrer mes choix',
  saveBusy: 'Enregistrement…',
  saveFailed: 'Vos choix n’ont pas pu être enregistrés.',
  loading: 'Chargement de vos choix…',
  loadFailed: 'Vos choix de mails n’ont pas pu être chargés.',
} as const;

export const MAIL_UNSUBSCRIBE_PAGE_MESSAGES = {
  heading: 'Se désabonner',
  intro: (label: string) => `Vous ne souhaitez plus recevoir les mails «\u202f${label}\u202f» de l’association\u202f?`,
  introUnknownKind: 'Vous ne souhaitez plus recevoir ce type de mails de l’association\u202f?',
  otherKindsStay: 'Vos autres choix de mails restent tels qu’ils sont.',
  submit: 'Me désabonner',
  busy: 'Désabonnement…',
  failed: 'Le désabonnement n’a pas abouti. Réessayez dans un instant.',
  toPreferences: 'Choisir tous mes mails dans mon profil',
} as const;
