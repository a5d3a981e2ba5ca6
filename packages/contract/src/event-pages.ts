import { EVENT_DEFAULTS, UPLOAD_LIMITS } from './events';

/**
 * The web pages' own words about events (labels, accessible names, busy states) that the spec
 * leaves unnamed; the spec's messages themselves are `EVENT_MESSAGES` in `events.ts`.
 */
export const EVENT_PAGE_MESSAGES = {
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
  participantsLabel: (count: number, max: number | null) =>
    max === null ? `${count} participants, places illimitées` : `${count} participants sur ${max} places`,
  locationLabel: 'Lieu',
  timeLabel: 'Heure',
  dateLabel: 'Date',

  // Detail page.
  register: "S'inscrire à l'événement",
  unregister: 'Se désinscrire',
  registeredNotice: 'Vous êtes inscrit à cet événement.',
  participantsHeading: 'Participants',
  deleteHeading: "Supprimer l'événement",
  deleteBusy: 'Suppression...',

  // Create and edit forms.
  createHeading: 'Créer un événement',
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
  fileTooLarge: (fileName: string) =>
    `L'image « ${fileName} » dépasse ${UPLOAD_LIMITS.MAX_FILE_BYTES / 1024 / 1024} Mo.`,
  tooManyFiles: `Vous pouvez ajouter au plus ${UPLOAD_LIMITS.MAX_FILES} images à la fois.`,
  uploadBusy: 'Envoi des images...',
  updateSubmit: 'Enregistrer les modifications',
  updateBusy: 'Enregistrement...',
  cancel: 'Annuler',
  requiredFieldsNote: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
} as const;
