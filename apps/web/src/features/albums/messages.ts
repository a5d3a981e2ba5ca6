import { ALBUM_LIMITS } from '@action-plus/contract';

/**
 * What the album pieces and the gallery say, that the API never says: headings, labels, accessible
 * names, busy states and fallbacks. What the API answers (a photo too large, saved, removed…) is
 * `ALBUM_MESSAGES` in the contract; the gallery's heading is its `GALLERY_PAGE_HEADING`.
 */
export const ALBUM_PAGE_MESSAGES = {
  // The album on a past event's page.
  albumHeading: 'Album photos',
  albumLoadFailed: "L'album photos n'a pas pu être chargé.",
  openPhoto: (position: number, total: number, alt: string) => `Agrandir la photo ${position} sur ${total}, ${alt}`,
  /** What a photo without a description says to those who do not see it, when it has no caption either. */
  fallbackAlt: (position: number) => `Photo ${position} de l'événement`,

  // The viewer.
  viewerTitle: (eventTitle: string) => `Photos de « ${eventTitle} »`,
  counter: (position: number, total: number) => `${position} / ${total}`,
  counterLabel: (position: number, total: number) => `Photo ${position} sur ${total}`,
  previousPhoto: 'Photo précédente',
  nextPhoto: 'Photo suivante',
  viewerHint: 'Flèches gauche et droite pour passer d’une photo à l’autre, Échap pour fermer.',

  // Asking for a photo to be removed.
  removalOpen: 'Demander le retrait de cette photo',
  removalHeading: 'Demander le retrait de cette photo',
  removalIntro: "Vous figurez sur cette photo et ne souhaitez pas qu'elle soit publiée\u202f? L'association reçoit votre demande et vous répond par e-mail.",
  removalReasonLabel: 'Message (facultatif)',
  removalReasonHint: `Au plus ${ALBUM_LIMITS.REMOVAL_REASON_MAX} caractères.`,
  removalSubmit: 'Envoyer la demande',
  removalBusy: 'Envoi…',
  removalCancel: 'Annuler',
  removalFailed: "La demande n'a pas pu être envoyée. Réessayez.",
  removalLoginPrompt: 'Vous figurez sur cette photo et souhaitez son retrait\u202f?',
  removalLoginLink: 'Connectez-vous pour demander son retrait',

  // Managing the album (the event's managers).
  managerHeading: "Gérer l'album photos",
  managerLoadFailed: "Les photos de l'album n'ont pas pu être chargées.",
  addHeading: 'Ajouter des photos',
  imageRightsNote: 'Avant de publier, assurez-vous que les personnes reconnaissables sont d’accord\u00a0: chacun a droit à son image.',
  filesLabel: 'Photos à ajouter',
  filesHint: `JPEG, PNG, WebP ou HEIC, ${ALBUM_LIMITS.MAX_PHOTO_BYTES / 1024 / 1024} Mo au plus par photo. Vous pouvez en choisir plusieurs\u00a0: elles partent une par une.`,
  queueHeading: 'Envois',
  queueProgress: (fileName: string) => `Envoi de « ${fileName} »`,
  queueWaiting: 'En attente',
  queueSending: (percent: number) => `Envoi en cours\u00a0: ${percent}\u00a0%`,
  queueDone: 'Ajoutée à l’album',
  queueRetry: 'Réessayer',
  queueRetryOf: (fileName: string) => `Réessayer l'envoi de « ${fileName} »`,
  queueClear: 'Effacer la liste des envois',
  queueSummary: (done: number, total: number) => `${done} photo${done > 1 ? 's' : ''} ajoutée${done > 1 ? 's' : ''} sur ${total}.`,
  uploadFailed: "L'envoi a échoué. Vérifiez votre connexion, puis réessayez.",

  photosHeading: (count: number) => `Photos de l'album (${count})`,
  photoLabel: (position: number) => `Photo ${position}`,
  captionLabel: 'Légende',
  altLabel: "Description pour les personnes qui ne voient pas l'image",
  /** Added to each field's name (« Légende de la photo 2 »), so that a screen reader going from field to field knows whose it is. */
  ofPhoto: (position: number) => ` de la photo ${position}`,
  altHint: 'Ce que montre la photo, en une phrase.',
  save: 'Enregistrer',
  saveOf: (position: number) => `Enregistrer la légende et la description de la photo ${position}`,
  saveBusy: 'Enregistrement…',
  saveFailed: "La photo n'a pas pu être enregistrée.",
  hiddenBadge: 'Masquée',
  coverBadge: 'Couverture',
  hide: 'Masquer',
  hideOf: (position: number) => `Masquer la photo ${position}`,
  show: 'Afficher',
  showOf: (position: number) => `Afficher la photo ${position}`,
  chooseCover: 'Choisir comme couverture',
  chooseCoverOf: (position: number) => `Choisir la photo ${position} comme couverture`,
  moveUp: 'Monter',
  moveUpOf: (position: number) => `Monter la photo ${position}`,
  moveDown: 'Descendre',
  moveDownOf: (position: number) => `Descendre la photo ${position}`,
  moved: (position: number, total: number) => `Photo déplacée en position ${position} sur ${total}.`,
  orderFailed: "L'ordre des photos n'a pas pu être enregistré.",
  coverFailed: "La couverture n'a pas pu être choisie.",
  delete: 'Supprimer',
  deleteOf: (position: number) => `Supprimer la photo ${position}`,
  deleteHeading: 'Supprimer cette photo',
  deleteConfirm: "La photo sera retirée de l'album et effacée. Cette action est définitive.",
  deleteBusy: 'Suppression…',
  deleteFailed: "La photo n'a pas pu être supprimée.",
  cancel: 'Annuler',

  // The gallery (/galerie).
  galleryIntro: 'Les souvenirs de nos événements, du plus récent au plus ancien.',
  galleryLoading: 'Chargement des albums…',
  galleryLoadFailed: 'Les albums n’ont pas pu être chargés.',
  galleryEmpty: 'Aucun album pour le moment. Les photos de nos prochains événements viendront ici.',
  photoCount: (count: number) => (count > 1 ? `${count} photos` : `${count} photo`),
  showMore: 'Voir plus',
  loadingMore: 'Chargement…',
  loadMoreFailed: 'Les albums suivants n’ont pas pu être chargés.',
} as const;

export const ALBUM_PAGE_SETTINGS = {
  /** A horizontal move longer than this, in CSS pixels, is a swipe to the next or previous photo. */
  SWIPE_THRESHOLD_PX: 40,
  TOAST_MS: 3000,
} as const;
