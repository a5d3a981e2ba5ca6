import { ANNOUNCEMENT_LIMITS, frenchNumber } from '@action-plus/contract';

/**
 * What the announcements' pages say that the API never says (issue 27): labels, hints, accessible
 * names, busy and empty states, the editor's timings. What the API answers (saved, sent, a field
 * refused…) and the kinds', segments' and states' French names are the contract's
 * (`ANNOUNCEMENT_MESSAGES`, `ANNOUNCEMENT_*_LABELS`).
 */

const persons = (count: number) => (count === 1 ? '1 personne' : `${frenchNumber(count)} personnes`);

/** « Annonces » in the administration: the list. */
export const ANNOUNCEMENT_ADMIN_MESSAGES = {
  intro:
    'Écrivez aux membres et aux personnes que l’association connaît. Chaque annonce ne part qu’aux personnes qui ont choisi d’en recevoir de ce type, sauf les informations aux membres, qui font partie de l’adhésion.',
  newAnnouncement: 'Nouvelle annonce',
  listLoading: 'Chargement des annonces…',
  listFailed: 'Les annonces n’ont pas pu être chargées.',
  empty: 'Aucune annonce pour l’instant.',
  tableLabel: 'Annonces',
  tableHint: 'Faites défiler le tableau horizontalement pour voir toutes les colonnes.',
  subjectColumn: 'Objet',
  kindColumn: 'Type',
  stateColumn: 'État',
  whenColumn: 'Envoi',
  progressColumn: 'Mails',
  actionsColumn: 'Actions',
  notSent: '—',
  scheduledFor: (when: string) => `prévu le ${when}`,
  sentOn: (when: string) => `le ${when}`,
  progressSummary: (sent: number, recipients: number, failed: number) =>
    `${frenchNumber(sent)} sur ${frenchNumber(recipients)} envoyé${sent > 1 ? 's' : ''}${failed > 0 ? `, ${frenchNumber(failed)} en échec` : ''}`,
  open: 'Ouvrir',
  openAnnouncement: (subject: string) => `Ouvrir «\u202f${subject}\u202f»`,
} as const;

/** The editor of an announcement, its recipients, its preview and its sending. */
export const ANNOUNCEMENT_EDITOR_MESSAGES = {
  newHeading: 'Nouvelle annonce',
  editHeading: 'Modifier l’annonce',
  progressHeading: 'Envoi de l’annonce',
  backToList: 'Retour aux annonces',
  loadFailed: 'L’annonce n’a pas pu être chargée.',
  requiredNote: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
  subjectLabel: 'Objet du mail',
  kindLabel: 'Type d’annonce',
  kindHint: 'Une annonce ne part qu’aux personnes qui ont choisi ce type de mail\u202f; une information aux membres part à tous les membres à jour.',
  recipientsLegend: 'Destinataires',
  segmentLabel: 'À qui',
  segmentHintMembership: 'Une information aux membres part aux membres à jour de leur adhésion, quels que soient leurs choix.',
  segmentHint: 'Parmi elles, seules les personnes qui ont choisi ce type de mail le recevront.',
  eventLabel: 'Événement',
  eventChoose: 'Choisir un événement',
  eventsFailed: 'Les événements n’ont pas pu être chargés.',
  eventOption: (title: string, date: string) => `${title} (${date})`,
  yearLabel: 'Année des dons',
  attachmentLabel: 'Carte jointe',
  attachmentHint: 'Un événement ou un article, montré comme une carte sous le texte.',
  attachmentNone: 'Aucune',
  attachmentEventsGroup: 'Événements',
  attachmentArticlesGroup: 'Articles',
  attachmentEventOption: (title: string, date: string) => `Événement\u00a0: ${title} (${date})`,
  attachmentArticleOption: (title: string) => `Article\u00a0: ${title}`,
  archiveLegend: 'Publication sur le site',
  archiveHint: 'Une fois envoyée, l’annonce peut aussi se lire sur la page Annonces.',
  bodyLabel: 'Texte de l’annonce',
  bodyHint: 'En Markdown\u00a0: la barre d’outils écrit la mise en forme pour vous.',
  // The recipients' count.
  countLoading: 'Calcul du nombre de destinataires…',
  countFailed: 'Le nombre de destinataires n’a pas pu être calculé.',
  countIncomplete: 'Choisissez les destinataires pour savoir combien de personnes recevront l’annonce.',
  count: (count: number) => (count === 0 ? 'Aucune personne ne recevra cette annonce.' : `Cette annonce sera envoyée à ${persons(count)}.`),
  // The preview.
  previewHeading: 'Aperçu du mail',
  previewEmpty: 'L’aperçu du mail s’affiche ici dès que l’objet et le texte sont écrits.',
  previewLoading: 'Mise à jour de l’aperçu…',
  previewFailed: 'L’aperçu n’a pas pu être mis à jour.',
  previewFrameTitle: (subject: string) => `Aperçu du mail «\u202f${subject}\u202f»`,
  previewSubject: 'Objet\u00a0:',
  previewText: 'Version texte du mail',
  // The actions.
  save: 'Enregistrer le brouillon',
  saveBusy: 'Enregistrement…',
  saveFailed: 'L’annonce n’a pas pu être enregistrée.',
  sendTest: 'M’envoyer un test',
  sendTestBusy: 'Envoi du test…',
  testFailed: 'Le test n’a pas pu être envoyé.',
  sendNow: 'Envoyer maintenant',
  schedule: 'Programmer',
  delete: 'Supprimer',
  deleteHeading: 'Supprimer l’annonce',
  deleteConfirm: (subject: string) => `Supprimer définitivement «\u202f${subject}\u202f»\u202f? Elle ne partira pas.`,
  deleteBusy: 'Suppression…',
  deleteFailed: 'L’annonce n’a pas pu être supprimée.',
  cancel: 'Annuler',
  // The confirmation.
  sendHeading: 'Envoyer l’annonce',
  scheduleHeading: 'Programmer l’annonce',
  sendConfirm: (subject: string, count: number) => `Envoyer «\u202f${subject}\u202f» maintenant à ${persons(count)}\u202f?`,
  scheduleConfirm: (subject: string, count: number) =>
    `«\u202f${subject}\u202f» partira à la date choisie, aux personnes qui y correspondront alors (${persons(count)} aujourd’hui).`,
  sendCountUnknown: 'Le nombre de destinataires n’est pas encore connu.',
  sendIrreversible: 'Une fois partie, l’annonce ne peut plus être modifiée.',
  scheduleDateLabel: 'Date d’envoi',
  scheduleTimeLabel: 'Heure d’envoi',
  scheduleTimeHint: 'Heure de Metz.',
  scheduleRequired: 'Choisissez la date et l’heure d’envoi.',
  confirmSend: 'Envoyer',
  confirmSchedule: 'Programmer l’envoi',
  sendBusy: 'Envoi…',
  sendFailed: 'L’annonce n’a pas pu partir.',
  // The progress.
  scheduledNotice: (when: string) => `Cette annonce est programmée pour le ${when}. Vous pouvez encore la modifier.`,
  progressLabel: 'Progression de l’envoi',
  progressRecipients: 'Destinataires',
  progressQueued: 'En attente',
  progressSent: 'Envoyés',
  progressFailed: 'En échec',
  progressRefreshing: 'Mise à jour automatique pendant l’envoi.',
  failuresHeading: 'Mails en échec',
  failuresLabel: 'Mails en échec et leur raison',
  failureRecipient: 'Destinataire',
  failureReason: 'Raison',
  sentAt: (when: string) => `Envoyée le ${when}.`,
  contentHeading: 'Contenu',
  kindOf: 'Type\u00a0:',
  segmentOf: 'Destinataires\u00a0:',
  archiveOf: 'Site\u00a0:',
} as const;

/** /annonces and /annonces/:id. */
export const ANNOUNCEMENT_ARCHIVE_MESSAGES = {
  intro: 'Les annonces envoyées par l’association à ses membres, à relire ici.',
  membersOnlyNote: 'Connectez-vous pour lire aussi les annonces réservées aux membres.',
  membersOnly: 'Réservée aux membres',
  loading: 'Chargement des annonces…',
  loadFailed: 'Les annonces n’ont pas pu être chargées.',
  empty: 'Aucune annonce publiée pour le moment.',
  showMore: 'Voir plus',
  loadingMore: 'Chargement…',
  loadMoreFailed: 'Les annonces suivantes n’ont pas pu être chargées.',
  backToList: 'Retour aux annonces',
  announcementLoading: 'Chargement de l’annonce…',
  announcementLoadFailed: 'L’annonce n’a pas pu être chargée.',
  sentOn: 'Envoyée le',
  attachedEvent: 'Événement',
  attachedArticle: 'Article',
} as const;

export const ANNOUNCEMENT_EDITOR_SETTINGS = {
  /** The recipients' count and the preview are asked for once the writer has paused this long. */
  COUNT_DEBOUNCE_MS: 400,
  PREVIEW_DEBOUNCE_MS: 500,
  /** While the outbox is written and sent, the progress is read again this often. */
  PROGRESS_REFRESH_MS: 3000,
  /** The events the segments' and the card's choices offer. */
  EVENT_CHOICES: 100,
  ARTICLE_CHOICES: 50,
  SUBJECT_MAX: ANNOUNCEMENT_LIMITS.SUBJECT_MAX,
} as const;
