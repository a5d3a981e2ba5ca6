import type { TEventType } from '@action-plus/contract';

/**
 * What the event pages say and how they behave, that the API never says: labels, accessible names,
 * busy states, client-side errors, toasts and their timings. What the API answers (an event not
 * found, joined, full…) is `EVENT_MESSAGES` in the contract.
 */
export const EVENT_PAGE_MESSAGES = {
  // Lists of spec §2 and §8.
  createLink: 'Créer un événement',
  upcomingHeading: 'Événements à venir',
  pastHeading: 'Événements passés',
  emptyUpcoming: 'Aucun événement à venir pour le moment. Revenez bientôt\u202f!',
  emptyPast: 'Aucun événement passé à afficher.',
  loading: 'Chargement des événements...',
  loadFailed: 'Erreur lors du chargement des événements. Veuillez réessayer.',
  homeLoadFailed: 'Erreur lors du chargement des événements',
  fewUpcoming: 'D’autres rendez-vous seront annoncés bientôt\u00a0: revenez nous voir, ou abonnez-vous à notre agenda depuis la page des événements.',

  // Carousels of /events and of the detail page.
  carouselPrevious: 'Événements précédents',
  carouselNext: 'Événements suivants',
  carouselDots: 'Choisir la position du carrousel',
  carouselGoTo: (position: number, total: number) => `Aller à l'événement ${position} sur ${total}`,
  carouselMore: (remaining: number) => `Voir les ${remaining} événements suivants`,
  carouselHint: 'Utilisez les flèches gauche et droite pour parcourir les événements.',
  imagePrevious: 'Image précédente',
  imageNext: 'Image suivante',
  imageGoTo: (position: number, total: number) => `Afficher l'image ${position} sur ${total}`,
  imageAlt: (title: string, position: number, total: number) => `${title}, image ${position} sur ${total}`,

  // Cards.
  featuredBadge: 'Événement spécial',
  pastBadge: 'Passé',
  seeDetails: 'Voir les détails',
  learnMore: 'En savoir plus',
  participate: 'Participer',
  registered: 'Inscrit',
  hoverRegister: "S'inscrire",
  hoverUnregister: 'Se désinscrire',
  unlimited: '∞',
  participantsLabel: (count: number, max: number | null) =>
    max === null ? `${count} participants, places illimitées` : `${count} participants sur ${max} places`,
  locationLabel: 'Lieu',
  timeLabel: 'Heure',
  dateLabel: 'Date',

  // Joining and leaving.
  joinFailed: "Erreur lors de l'inscription",
  leaveFailed: 'Erreur lors de la désinscription',
  operationFailed: "Erreur lors de l'opération",
  loginToRegisterPrompt: 'Veuillez vous connecter pour vous inscrire à cet événement',
  loginToRegisterLink: 'Connectez-vous pour vous inscrire',

  // Detail page.
  backToEvents: 'Retour aux événements',
  addToCalendar: 'Ajouter à mon agenda',
  detailLoadFailed: "Impossible de charger les détails de l'événement",
  detailJoinFailed: "Une erreur est survenue lors de l'inscription à l'événement",
  detailLeaveFailed: "Une erreur est survenue lors de la désinscription de l'événement",
  register: "S'inscrire à l'événement",
  unregister: 'Se désinscrire',
  registeredNotice: 'Vous êtes inscrit à cet événement.',
  participantsHeading: 'Participants',
  placesLeft: (count: number) => (count === 0 ? 'Plus aucune place' : count === 1 ? '1 place restante' : `${count} places restantes`),
  edit: 'Modifier',
  delete: 'Supprimer',
  deleteHeading: "Supprimer l'événement",
  deleteConfirmDetail: 'Êtes-vous sûr de vouloir supprimer cet événement\u202f?',
  deleteBusy: 'Suppression...',
  deleteFailed: "Une erreur s'est produite lors de la suppression de l'événement.",

  // The event page's dialogs.
  cancel: 'Annuler',

  // The member's events in the profile.
  profileEventsLoadFailed: "Nous n'avons pas pu récupérer vos événements pour le moment.",
  profileLeaveFailed: "Erreur lors de la désinscription de l'événement.",
  emptyAgenda: 'Votre agenda est vide',
  discoverEvents: 'Découvrir nos événements',
  myEventsLoading: 'Chargement de vos événements...',
  myEventsLabel: 'Mes événements',
  myUpcomingTab: (count: number) => `À venir (${count})`,
  myPastTab: (count: number) => `Passés (${count})`,
  noUpcomingRegistration: "Vous n'êtes inscrit à aucun événement à venir.",
  noPastParticipation: "Vous n'avez participé à aucun événement passé.",
  myNextEventsTitle: 'Mes prochains événements',
  eventCount: (count: number) => (count > 1 ? 'Événements' : 'Événement'),
} as const;

/** The labels shown for each type (cards, profile). */
export const EVENT_TYPE_LABELS: Record<TEventType, string> = {
  concert: 'Concert',
  exposition: 'Exposition',
  conférence: 'Conférence',
  théâtre: 'Théâtre',
  atelier: 'Atelier',
};

/** Finding events on /events (search, filters, pages) and the calendar feeds (decision 021). */
export const EVENT_FINDING_MESSAGES = {
  searchLabel: 'Rechercher un événement',
  searchHint: 'Titre, description ou lieu',
  typeFilterLabel: 'Type',
  anyType: 'Tous les types',
  monthFilterLabel: 'Mois',
  searchSubmit: 'Rechercher',
  clearFilters: 'Effacer les filtres',
  filtersRegion: 'Rechercher et filtrer les événements',
  resultCount: (count: number, hasMore: boolean) =>
    count === 0
      ? 'Aucun événement ne correspond à votre recherche.'
      : `${count} ${count > 1 ? 'événements trouvés' : 'événement trouvé'}${hasMore ? ', et d’autres à afficher' : ''}.`,
  noUpcomingMatch: 'Aucun événement à venir ne correspond à votre recherche.',
  noPastMatch: 'Aucun événement passé ne correspond à votre recherche.',
  showMoreUpcoming: "Afficher plus d'événements à venir",
  showMorePast: "Afficher plus d'événements passés",
  loadingMore: 'Chargement…',
  loadMoreFailed: 'Impossible de charger la suite. Veuillez réessayer.',
  subscribeFeed: "S'abonner à l'agenda des événements",
  subscribeFeedHint: 'Ajoute les événements à venir à votre application d’agenda (Google Agenda, Apple Calendrier, Outlook…), tenus à jour.',
  feedHelpSummary: 'Comment s’abonner\u202f?',
  feedAddressLabel: 'Adresse de l’agenda à copier',
  feedHelpSteps: [
    'Google Agenda\u00a0: « Autres agendas », « + », « À partir de l’URL », puis collez l’adresse.',
    'Apple Calendrier\u00a0: le lien ci-dessus ouvre l’abonnement\u202f; sinon « Fichier », « Nouvel abonnement à un calendrier », puis collez l’adresse.',
    'Outlook\u00a0: « Ajouter un calendrier », « S’abonner à partir du web », puis collez l’adresse.',
  ],
  // The member's private feed, in the profile.
  myFeedHeading: 'Mon agenda personnel',
  myFeedIntro:
    "Abonnez votre application d'agenda à cette adresse secrète\u00a0: elle y retrouvera les événements auxquels vous êtes inscrit, tenus à jour. Ne la partagez pas.",
  myFeedLabel: 'Adresse de mon agenda',
  myFeedLoading: 'Chargement de votre adresse d’agenda…',
  myFeedLoadFailed: "Impossible d'afficher l'adresse de votre agenda pour le moment.",
  copy: "Copier l'adresse",
  copied: 'Adresse copiée dans le presse-papiers.',
  copyFailed: "La copie a échoué\u00a0: sélectionnez l'adresse et copiez-la vous-même.",
  subscribe: "S'abonner",
  renew: "Renouveler l'adresse",
  renewBusy: 'Renouvellement…',
  renewConfirm: "Renouveler l'adresse\u202f? L'ancienne cessera de fonctionner\u00a0: les agendas qui la suivent ne seront plus mis à jour.",
  renewFailed: 'Le renouvellement a échoué. Veuillez réessayer.',
  cancel: 'Annuler',
} as const;

/** How /events pages through its lists. */
export const EVENT_FINDING_SETTINGS = {
  /** Each list (upcoming, past) loads this many events at a time. */
  LIST_PAGE_SIZE: 12,
} as const;

/** How the event pages lay out and time what they show (spec §9). */
export const EVENT_PAGE_SETTINGS = {
  /** Shown when an event has no location (the API always has one; older data may not). */
  DEFAULT_LOCATION: 'Paris',
  /** Cards cut the description at this many characters. */
  DESCRIPTION_PREVIEW_LENGTH: 100,
  /** The home page shows this many events: the first ones of GET /api/events. */
  HOME_EVENT_COUNT: 3,
  /** The profile's overview shows this many of the member's next events. */
  PROFILE_OVERVIEW_EVENT_COUNT: 3,
  /** 'Participant régulier' badge for strictly more events than this. */
  REGULAR_PARTICIPANT_THRESHOLD: 5,
  /** Carousels show at most this many indicator dots (plus a 'more' dot). */
  CAROUSEL_MAX_DOTS: 5,
  /** The detail page's image carousel shows this many slides around the current one. */
  DETAIL_VISIBLE_SLIDES: 5,
  /** Toasts after joining or leaving, in milliseconds. */
  TOAST_MS: 3000,
  /** Delay before going back to the event after a successful edit, in milliseconds. */
  EDIT_REDIRECT_MS: 2000,
  /** Delay before sending a visitor to /login, in milliseconds. */
  LOGIN_REDIRECT_MS: 2000,
} as const;

/** What the event pages say about series (decision 023): the form's repetition, the scope of an edit or a deletion. */
export const EVENT_SERIES_PAGE_MESSAGES = {
  // The create form's repetition.
  recurrenceLegend: 'Répétition',
  frequencyNone: 'Ne se répète pas',
  frequencyWeekly: 'Chaque semaine',
  frequencyMonthly: 'Chaque mois',
  weekdays: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'] as const,
  weeklyRule: (weekday: string) => `Tous les ${weekday}s, à la même heure.`,
  monthlyRule: (rank: number | 'last', weekday: string) =>
    rank === 'last'
      ? `Le dernier ${weekday} de chaque mois, à la même heure (tous les mois n'ont pas de 5e ${weekday}).`
      : `Le ${rank === 1 ? '1er' : `${rank}e`} ${weekday} de chaque mois, à la même heure.`,
  ruleNeedsDate: 'Choisissez la date de la première séance\u00a0: les suivantes en découlent.',
  endLegend: 'Fin de la répétition',
  endUntil: "Jusqu'à une date",
  endCount: 'Après un nombre de dates',
  untilLabel: "Jusqu'au (inclus)",
  countLabel: 'Nombre de dates',
  countHint: 'La première date comprise, au plus 52\u202f; la dernière au plus deux ans après la première.',
  seriesCreated: (count: number) => `Série de ${count} dates créée avec succès\u202f!`,

  // The event page, the edit page and the deletion.
  partOfSeries: "Cet événement fait partie d'une série.",
  otherDatesHeading: 'Les autres dates de la série',
  noOtherUpcomingDate: 'Aucune autre date de cette série n’est à venir.',
  /** A date of the series on its other dates' pages: 'jeudi 3 décembre 2026 à 19:00'. */
  otherDate: (longDate: string, time: string) => `${longDate} à ${time}`,
  /** On a card of /events, after the series' next date: the later dates it stands for. */
  laterDates: (count: number) => (count === 1 ? 'et 1 autre date' : `et ${count} autres dates`),
  editScopeLegend: 'Appliquer les modifications à',
  deleteScopeLegend: 'Que voulez-vous supprimer\u202f?',
  scopeThis: 'Cette date seulement',
  scopeThisHint: 'Les autres dates de la série restent telles quelles.',
  scopeFollowing: 'Cette date et les suivantes',
  scopeFollowingHint: 'Cette date et les dates qui la suivent dans la série\u202f; celles d’avant restent telles quelles.',
  scopeUpcoming: 'Toutes les dates à venir',
  scopeUpcomingHint:
    'Toutes les dates de la série qui n’ont pas encore eu lieu, celles d’avant cette date comprises\u202f; les dates passées restent telles quelles.',
} as const;

/** The organiser's panel on an event's page and the attendance sheet (admins only). */
export const ORGANISER_MESSAGES = {
  panelHeading: 'Espace organisateur',
  participantsHeading: (count: number) => `Participants (${count})`,
  waitingListHeading: (count: number) => `Liste d'attente (${count})`,
  participantsCaption: 'Personnes inscrites, dans l’ordre de leur inscription',
  waitingListCaption: 'Personnes en attente d’une place, la première servie en premier',
  noParticipants: "Personne n'est encore inscrit.",
  noWaiting: "Personne n'attend de place.",
  nameColumn: 'Nom',
  firstNameColumn: 'Prénom',
  emailColumn: 'E-mail',
  registeredAtColumn: 'Inscrit le',
  waitingSinceColumn: 'En attente depuis le',
  positionColumn: 'Position',
  actionsColumn: 'Actions',
  loading: 'Chargement des participants…',
  loadFailed: 'Impossible de charger la liste des participants.',

  remove: 'Retirer',
  removePerson: (name: string) => `Retirer ${name}`,
  removeHeading: 'Retirer une personne',
  removeParticipantConfirm: (name: string, title: string) =>
    `Retirer ${name} des participants de « ${title} »\u202f? Cette personne sera prévenue par e-mail, et sa place ira à la première personne de la liste d'attente.`,
  removeWaitingConfirm: (name: string, title: string) =>
    `Retirer ${name} de la liste d'attente de « ${title} »\u202f? Cette personne sera prévenue par e-mail.`,
  removeBusy: 'Retrait…',
  removeFailed: 'Impossible de retirer cette personne. Veuillez réessayer.',
  cancel: 'Annuler',

  downloadCsv: 'Télécharger la liste (CSV)',
  downloadBusy: 'Téléchargement…',
  downloadFailed: 'Impossible de télécharger la liste. Veuillez réessayer.',
  attendanceSheetLink: "Feuille d'émargement",

  // The co-organisers (decision 041).
  organisersHeading: 'Organisateurs',
  organisersCaption: 'Les personnes qui gèrent cet événement',
  creatorBadge: 'Créateur',
  organisersLoading: 'Chargement des organisateurs…',
  organisersLoadFailed: 'Impossible de charger les organisateurs.',
  organisersHint: 'Un co-organisateur gère cet événement comme vous\u00a0: modification, participants, listes et émargement.',
  organiserCandidateLabel: 'Ajouter un co-organisateur',
  organiserCandidatePlaceholder: 'Choisissez un organisateur',
  organiserChoiceRequired: 'Choisissez un organisateur.',
  addOrganiser: 'Ajouter',
  addOrganiserBusy: 'Ajout…',
  addOrganiserFailed: "Impossible d'ajouter ce co-organisateur. Veuillez réessayer.",
  noOrganiserCandidates: "Aucun autre compte n'a le rôle Organisateur.",
  rolesPageLink: 'Attribuer ce rôle dans « Équipe et droits »',
  removeOrganiser: (name: string) => `Retirer ${name} des co-organisateurs`,
  removeOrganiserFailed: 'Impossible de retirer ce co-organisateur. Veuillez réessayer.',

  // The attendance sheet.
  sheetHeading: "Feuille d'émargement",
  sheetPageTitle: (title: string) => `Feuille d'émargement\u00a0: ${title}`,
  sheetWhen: (date: string, time: string) => `${date} à ${time}`,
  sheetCaption: 'Participants, par ordre alphabétique du nom',
  numberColumn: 'N°',
  signatureColumn: 'Signature',
  sheetCount: (count: number) => (count > 1 ? `${count} participants inscrits` : `${count} participant inscrit`),
  sheetEmpty: "Aucun participant inscrit\u00a0: la feuille n'a aucune ligne à signer.",
  print: 'Imprimer',
  backToEvent: "Retour à l'événement",
} as const;

/** What the pages say about a full event, its waiting list and the reminders' opt-out page (the API's answers are WAITING_LIST_MESSAGES). */
export const WAITING_LIST_PAGE_MESSAGES = {
  fullBadge: 'Complet',
  joinWaitingList: "Rejoindre la liste d'attente",
  leaveWaitingList: "Quitter la liste d'attente",
  waitingBadge: (position: number) => `En attente (n° ${position})`,
  waitingNotice: (position: number) =>
    position === 1
      ? "Vous êtes en tête de la liste d'attente\u00a0: la prochaine place libérée sera la vôtre, et nous vous écrirons."
      : `Vous êtes n° ${position} sur la liste d'attente. Nous vous écrirons dès qu'une place sera pour vous.`,
  fullNotice: "Cet événement est complet. Rejoignez la liste d'attente\u00a0: si une place se libère, elle vous sera attribuée automatiquement.",
  joinFailed: "Erreur lors de l'inscription sur la liste d'attente",
  leaveFailed: "Erreur lors du retrait de la liste d'attente",
  // The profile's events tab: the lines the member is in.
  profileHeading: (count: number) => `Listes d'attente (${count})`,
  profileIntro: 'Quand une place se libère, elle revient à la première personne de la liste, et nous lui écrivons.',

  // The page a reminders' opt-out link opens.
  remindersOffHeading: 'Ne plus recevoir les rappels',
  remindersOffIntro:
    "Vous ne recevrez plus les rappels de la veille ni les avis de changement ou d'annulation des événements. Les confirmations de vos propres inscriptions continueront d'arriver.",
  remindersOffSubmit: 'Désactiver les rappels',
  remindersOffBusy: 'Enregistrement...',
  remindersOffFailed: "Nous n'avons pas pu désactiver les rappels. Veuillez réessayer.",
  remindersOffBackToProfile: 'Gérer mes préférences dans mon profil',
} as const;
