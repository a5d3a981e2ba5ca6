/**
 * What the contact form and the admin's inbox say that the API never says. What the API answers
 * (required fields, too many messages…) is `CONTACT_MESSAGES` in the contract.
 */
export const CONTACT_PAGE_MESSAGES = {
  sendFailed: "Erreur lors de l'envoi du message.",
  networkFailed: "Erreur lors de l'envoi du message. Veuillez réessayer.",
  sending: 'Envoi en cours...',
  submit: 'Envoyer le message',
  noScript: 'Ce formulaire a besoin de JavaScript, désactivé dans votre navigateur. Écrivez-nous directement à',
  noAccess: "Vous n'avez pas accès à cette section.",
  noSubject: 'Sans sujet',
  readMore: 'Lire la suite',
  statusUnread: 'Non lu',
  statusRead: 'Lu',
  statusAnswered: 'Répondu',
  empty: 'Aucun message pour le moment.',
  loading: 'Chargement des messages...',
  loadFailed: 'Erreur lors du chargement des messages.',
  markReadFailed: 'Impossible de marquer le message comme lu.',
  replySent: 'Votre réponse a été envoyée.',
  replyFailed: "Erreur lors de l'envoi de la réponse.",
  copied: 'Réponse copiée dans le presse-papiers.',
  copyFailed: 'Impossible de copier la réponse dans le presse-papiers.',

  // The contact form.
  formLabel: 'Formulaire de contact',
  nameLabel: 'Nom',
  emailLabel: 'Adresse e-mail',
  subjectLabel: 'Sujet',
  messageLabel: 'Message',
  requiredFieldsNote: "Les champs marqués d'un astérisque (*) sont obligatoires.",

  // The admin's inbox: a message and the reply to it.
  close: 'Fermer',
  reply: 'Répondre',
  senderLabel: 'De',
  senderEmailLabel: 'E-mail',
  dateLabel: 'Date',
  replyTitle: 'Répondre au message',
  recipientLabel: 'À',
  cancel: 'Annuler',
  copyAndClose: 'Copier et Fermer',
  replyBusy: 'Envoi...',
  replySubmit: 'Envoyer',
  replySentAsShown: 'Le message part tel que vous le voyez\u00a0: salutation, signature et citation comprises, à modifier librement.',

  // The association's details and map.
  detailsLabel: 'Nos coordonnées',
  addressTitle: 'Adresse',
  phoneTitle: 'Téléphone',
  emailTitle: 'E-mail',
  websiteTitle: 'Site web',
  openingHoursTitle: "Horaires d'ouverture",
  mapTitle: (address: string) => `Plan d'accès\u00a0: ${address}`,
  enlargeMap: 'Agrandir le plan',
  showMap: 'Afficher le plan',
  showMapNote: 'Le plan est fourni par OpenStreetMap\u00a0: l’afficher charge sa carte depuis openstreetmap.org.',
  opensInNewTab: " (s'ouvre dans un nouvel onglet)",
} as const;

export const CONTACT_PAGE_SETTINGS = {
  /** Characters of a message shown on its card before 'Lire la suite' (spec §9). */
  previewLength: 100,
  /** How long the form's success or error notice stays (spec §9). */
  noticeMs: 5000,
} as const;
