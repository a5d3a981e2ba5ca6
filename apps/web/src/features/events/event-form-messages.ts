import { EVENT_DEFAULTS, UPLOAD_LIMITS } from '@action-plus/contract';

/**
 * What the forms that create and edit an event say: their labels, hints, client-side errors and
 * toasts. Apart from the event pages' words (messages.ts), which the home page loads with its
 * latest events: the forms' weigh a kilobyte its first view does not need (decision 019's budget).
 */
export const EVENT_FORM_MESSAGES = {
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
  maxParticipantsOnEditHint: `Au moins ${EVENT_DEFAULTS.MIN_PARTICIPANTS}.`,
  featuredLabel: 'Événement spécial (mis en avant)',
  imagesLabel: 'Images',
  imagesHint: `JPEG, PNG, WebP, GIF ou AVIF\u202f; au plus ${UPLOAD_LIMITS.MAX_FILES} images de ${UPLOAD_LIMITS.MAX_FILE_BYTES / 1024 / 1024} Mo.`,
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
  created: 'Événement créé avec succès\u202f!',
  createFailed: "Une erreur est survenue lors de la création de l'événement",
  updateSubmit: 'Enregistrer les modifications',
  updateBusy: 'Enregistrement...',
  updated: 'Événement mis à jour avec succès\u202f! Redirection...',
  updateFailed: "Une erreur s'est produite lors de la mise à jour de l'événement",
  requiredFieldsNote: 'Les champs marqués d’un astérisque (*) sont obligatoires.',
} as const;
