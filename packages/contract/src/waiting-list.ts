/**
 * What the API says about the waiting list, the organiser's removal of a participant and the
 * day-before reminders (plain data: schemas in waiting-list-schemas.ts).
 */
export const WAITING_LIST_MESSAGES = {
  joined: (position: number) => `Vous êtes sur la liste d'attente (position ${position}). Nous vous écrirons dès qu'une place se libère.`,
  left: "Vous avez quitté la liste d'attente.",
  /** Where the member stands, in the profile and in the confirmation mail. */
  position: (position: number) => `Vous êtes n°\u00a0${position} sur la liste d'attente`,
  alreadyWaiting: "Vous êtes déjà sur la liste d'attente de cet événement.",
  notWaiting: "Vous n'êtes pas sur la liste d'attente de cet événement.",
  alreadyRegistered: "Vous êtes déjà inscrit à cet événement\u00a0: la liste d'attente n'est pas pour vous.",
  placesLeft: "Il reste des places\u00a0: inscrivez-vous directement à l'événement.",
  eventPast: "Cet événement est déjà passé\u00a0: sa liste d'attente est close.",

  // The organiser's removal (DELETE /api/events/{id}/participants/{userId}).
  participantRemoved: "La personne a été retirée de l'événement et prévenue par e-mail.",
  waitingEntryRemoved: "La personne a été retirée de la liste d'attente et prévenue par e-mail.",
  personNotFound: "Cette personne n'est ni inscrite à cet événement ni sur sa liste d'attente.",

  // Day-before reminders and their one-click opt-out (RFC 8058).
  remindersDisabled: 'Vous ne recevrez plus de rappels ni d’avis de changement pour les événements. Vous pouvez les réactiver depuis votre profil.',
  reminderLinkInvalid: "Ce lien de désinscription n'est pas valide. Vous pouvez désactiver les rappels depuis votre profil.",
} as const;

/** The `token` of a reminders opt-out link: the account's id, a dot, the server's signature of it. */
export const REMINDERS_LINK_TOKEN = /^\d{1,10}\.[\w-]{43}$/;
