import { EVENT_DEFAULTS, UPLOAD_LIMITS, type TEventType } from '@action-plus/contract';

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
  emptyUpcoming: 'Aucun événement à venir pour le moment. Revenez bientôt !',
  emptyPast: 'Aucun événement passé à afficher.',
  loading: 'Chargement des événements...',
  loadFailed: 'Erreur lors du chargement des événements. Veuillez réessayer.',
  homeLoadFailed: 'Erreur lors du chargement des événements',
  retry: 'Réessayer',

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
  edit: 'Modifier',
  delete: 'Supprimer',
  deleteHeading: "Supprimer l'événement",
  deleteConfirmDetail: 'Êtes-vous sûr de vouloir supprimer cet événement?',
  deleteBusy: 'Suppression...',
  deleteFailed: "Une erreur s'est produite lors de la suppression de l'événement.",

  // Create and edit forms.
  createHeading: 'Créer un événement',
  editHeading: "Modifier l'événement",
  titleLabel: 'Titre',
  descriptionLabel: 'Description',
  dateFieldLabel: 'Date',
  timeFieldLabel: 'Heure',
  timeHint: `Par défaut ${EVENT_DEFAULTS.DEFAULT_TIME}.`,
  typeLabel: "Type d'événement",
  typePlaceholder: 'Aucun type',
  locationFieldLabel: 'Lieu',
  maxParticipantsLabel: 'Nombre maximum de participants',
  maxParticipantsHint: `Entre ${EVENT_DEFAULTS.MIN_PARTICIPANTS} et ${EVENT_DEFAULTS.MAX_PARTICIPANTS}, ${EVENT_DEFAULTS.DEFAULT_MAX_PARTICIPANTS} par défaut.`,
  featuredLabel: 'Événement spécial (mis en avant)',
  imagesLabel: 'Images',
  imagesHint: `JPEG, PNG, WebP, GIF ou AVIF ; au plus ${UPLOAD_LIMITS.MAX_FILES} images de ${UPLOAD_LIMITS.MAX_FILE_BYTES / 1024 / 1024} Mo.`,
  imageUrlLabel: "Adresse d'une image (optionnel)",
  imageUrlHint: 'Une adresse web commençant par https://',
  newImagesHeading: 'Nouvelles images',
  existingImagesHeading: 'Images actuelles',
  removeImage: 'Supprimer',
  removeImageOf: (position: number) => `Supprimer l'image ${position}`,
  previewAlt: (fileName: string) => `Aperçu de ${fileName}`,
  existingImageAlt: (position: number) => `Image actuelle ${position}`,
  notAnImageFile: (fileName: string) => `Le fichier « ${fileName} » n'est pas une image.`,
  fileTooLarge: (fileName: string) => `L'image « ${fileName} » dépasse ${UPLOAD_LIMITS.MAX_FILE_BYTES / 1024 / 1024} Mo.`,
  tooManyFiles: `Vous pouvez ajouter au plus ${UPLOAD_LIMITS.MAX_FILES} images à la fois.`,
  uploadBusy: 'Envoi des images...',
  uploadFailed: "Erreur lors de l'envoi des images.",
  createSubmit: "Créer l'événement",
  createBusy: 'Création...',
  created: 'Événement créé avec succès!',
  createFailed: "Une erreur est survenue lors de la création de l'événement",
  updateSubmit: 'Enregistrer les modifications',
  updateBusy: 'Enregistrement...',
  updated: 'Événement mis à jour avec succès! Redirection...',
  updateFailed: "Une erreur s'est produite lors de la mise à jour de l'événement",
  cancel: 'Annuler',
  requiredFieldsNote: 'Les champs marqués d’un astérisque (*) sont obligatoires.',

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
