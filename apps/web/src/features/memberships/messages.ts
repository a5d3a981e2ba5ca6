/**
 * What the membership pages say that the API never says. What the API answers (member not found,
 * duration not offered…) is `MEMBERSHIP_MESSAGES` in the contract.
 */
export const MEMBERSHIP_PAGE_MESSAGES = {
  requiredFields: 'Tous les champs obligatoires doivent être remplis',
  memberAdded: 'Membre ajouté avec succès\u202f!',
  addMemberFailed: "Erreur lors de l'ajout du membre\u00a0: ",
  renewed: 'Adhésion renouvelée avec succès\u202f!',
  renewFailed: 'Erreur lors du renouvellement',
  invoiceDownloadFailed: 'Erreur lors du téléchargement de la facture',
  membersLoadFailed: 'Impossible de charger la liste des membres.',
  noMembership: 'Aucune adhésion',
  activeMemberBadge: 'Membre actif',
  regularParticipantBadge: 'Participant régulier',

  // The admin's list of members.
  pageTitle: 'Gestion des Memberships',
  addMember: 'Ajouter un membre',
  searchLabel: 'Rechercher un membre',
  searchPlaceholder: 'Rechercher un membre par nom ou email...',
  filterLabel: "Filtrer par statut d'adhésion",
  exportCsv: 'Exporter en CSV',
  membersLoading: 'Chargement des membres...',
  tableCaption: (shown: number, total: number) => `Membres (${shown} sur ${total})`,
  tableRegion: 'Tableau des membres',
  noMatchingMember: 'Aucun membre ne correspond à votre recherche.',
  details: 'Détails',
  detailsOf: (name: string) => `Voir les détails de ${name}`,
  renew: 'Renouveler',
  renewOf: (name: string) => `Renouveler l'adhésion de ${name}`,
  invoice: 'Facture',
  invoiceOf: (name: string) => `Télécharger la facture de ${name}`,

  // The member's own card and memberships (profile).
  cardTitle: 'Ma carte de membre',
  noMembershipYet: 'Aucune adhésion pour le moment.',
  /** The card's way to join or renew: online when the site takes payments, else the association's own ways. */
  joinOnline: 'Adhérer en ligne',
  renewOnline: 'Renouveler en ligne',
  joinOffline:
    "Pour adhérer ou renouveler, réglez votre cotisation auprès de l'association, par chèque, espèces ou virement\u00a0: écrivez-nous et nous vous dirons comment faire.",
  writeToUs: 'Nous écrire',
  myMembershipsTitle: 'Mon adhésion et mes factures',
  myMembershipsLoadFailed: 'Impossible de charger vos adhésions pour le moment.',
  noMembershipNow: 'Aucune adhésion pour le moment.',

  // Adding, renewing and showing a member (admin).
  invitationNote: "Le nouveau membre recevra un e-mail d'invitation pour choisir lui-même son mot de passe.",
  firstNameLabel: 'Prénom',
  lastNameLabel: 'Nom',
  emailLabel: 'E-mail',
  usernameLabel: "Nom d'utilisateur",
  typeLabel: "Type d'adhésion",
  durationLabel: 'Durée',
  amountLabel: 'Montant (€)',
  cancel: 'Annuler',
  addBusy: 'Ajout...',
  addSubmit: 'Ajouter le membre',
  renewTitle: (name: string) => `Renouveler l'adhésion de ${name}`,
  renewBusy: 'Renouvellement...',
  detailsTitle: 'Détails du membre',
  close: 'Fermer',
  nameTerm: 'Nom',
  emailTerm: 'E-mail',
  memberNumberTerm: 'N° de membre',
  joinedTerm: "Date d'inscription",
  currentMembershipHeading: 'Adhésion en cours',
  typeTerm: 'Type',
  startTerm: 'Début',
  endTerm: 'Fin',
  renewalsTerm: 'Renouvellements',
  amountTerm: 'Montant',
  statusTerm: 'Statut',
  memberSinceTerm: 'Membre depuis',
  membershipTerm: 'Adhésion',
} as const;

/** How the admin says a membership was paid (decision 036); the API's refusals are the contract's `MEMBERSHIP_PAYMENT_MESSAGES`. */
export const MEMBERSHIP_PAYMENT_PAGE_MESSAGES = {
  methodLabel: 'Paiement',
  methodPlaceholder: 'Choisir…',
  methodHint: 'Comment la cotisation a été réglée, ou qu’elle reste à régler\u00a0: la facture envoyée au membre le dira.',
  methodRequired: 'Indiquez comment la cotisation a été réglée, ou « Pas encore payée ».',
  dueOption: 'Pas encore payée (à régler)',
  paidOnLabel: 'Date du paiement',
  freeAmountNote: 'Une adhésion gratuite a un montant de 0 €.',
  paidOn: (date: string, method: string) => `Payée le ${date} (${method.toLowerCase()})`,
  notRecorded: 'Paiement non enregistré',
  markPaid: 'Marquer comme payée',
  markPaidOf: (period: string) => `Marquer comme payée l’adhésion ${period}`,
  markPaidSubmit: 'Enregistrer le paiement',
  markPaidBusy: 'Enregistrement…',
  markPaidFailed: 'Le paiement n’a pas pu être enregistré',
} as const;

/** What the pages say of membership states (the states' own labels are the contract's `MEMBER_STATE_LABELS`). */
export const MEMBERSHIP_STATE_PAGE_MESSAGES = {
  expiresOn: (date: string) => `Expire le ${date}`,
  startsOn: (date: string) => `Commence le ${date}`,
  lapsedOn: (date: string) => `Votre adhésion a expiré le ${date}.`,
  renewedUntil: (date: string) => `Renouvelée jusqu'au ${date}`,
  renewalTerm: 'Renouvellement',
  renewHint: 'Renouvelez-la depuis « Mon adhésion et mes factures », dans l’onglet Paramètres.',
  membershipsHeading: 'Adhésions',
  remindersHeading: 'Rappels envoyés',
  noReminder: 'Aucun rappel envoyé.',
  reminderSentOn: (date: string) => `envoyé le ${date}`,
  detailsLoadFailed: 'Impossible de charger les adhésions et les rappels de ce membre.',
  periodOf: (start: string, end: string) => `du ${start} au ${end}`,
} as const;

/** The member's online payment of their dues through HelloAsso (profile). */
export const MEMBERSHIP_ONLINE_PAYMENT_MESSAGES = {
  renewTitle: 'Renouveler mon adhésion en ligne',
  joinTitle: 'Adhérer en ligne',
  renewIntro: "Votre nouvelle période commencera à la fin de l'adhésion en cours (ou aujourd'hui si elle est terminée).",
  joinIntro: "Votre adhésion commencera aujourd'hui.",
  durationLabel: 'Durée',
  durationOption: (months: number, price: string) => `${months} mois\u00a0: ${price}`,
  pay: (price: string) => `Payer ${price} avec HelloAsso`,
  redirecting: 'Redirection vers HelloAsso…',
  securedBy: "Le paiement se fait sur HelloAsso, la plateforme de paiement des associations\u00a0: l'association ne voit jamais vos coordonnées bancaires.",
  startFailed: "Le paiement n'a pas pu commencer. Veuillez réessayer.",
} as const;
