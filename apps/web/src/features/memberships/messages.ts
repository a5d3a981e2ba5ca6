import type { TMembershipStatus } from '@action-plus/contract';

/**
 * What the membership pages say that the API never says. What the API answers (member not found,
 * duration not offered…) is `MEMBERSHIP_MESSAGES` in the contract.
 */
export const MEMBERSHIP_PAGE_MESSAGES = {
  requiredFields: 'Tous les champs obligatoires doivent être remplis',
  memberAdded: 'Membre ajouté avec succès!',
  addMemberFailed: "Erreur lors de l'ajout du membre: ",
  renewed: 'Adhésion renouvelée avec succès!',
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
  retry: 'Réessayer',
  tableCaption: (shown: number, total: number) => `Membres (${shown} sur ${total})`,
  noMatchingMember: 'Aucun membre ne correspond à votre recherche.',
  expiringSoonBadge: 'Expire bientôt',
  details: 'Détails',
  detailsOf: (name: string) => `Voir les détails de ${name}`,
  renew: 'Renouveler',
  renewOf: (name: string) => `Renouveler l'adhésion de ${name}`,
  invoice: 'Facture',
  invoiceOf: (name: string) => `Télécharger la facture de ${name}`,

  // The member's own card and memberships (profile).
  cardTitle: 'Ma carte de membre',
  inactiveMembershipBadge: 'Adhésion inactive',
  noMembershipYet: "Aucune adhésion pour le moment : contactez l'association pour adhérer.",
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

export const MEMBERSHIP_STATUS_LABELS: Record<TMembershipStatus, string> = {
  active: 'Actif',
  inactive: 'Inactif',
};
