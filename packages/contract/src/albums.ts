/**
 * Photo albums of events (issue 26): an event that has taken place keeps its photos, each
 * re-encoded to WebP in two sizes without its metadata (EXIF, GPS). Limits and French words; plain
 * data, no zod (schemas: album-schemas.ts).
 */

import { decodeCursorText, encodeCursorText, MAX_CURSOR_INSTANT_MS } from './keyset-cursor';

/** The gallery's heading, its tab's title and the navbar's link. */
export const GALLERY_PAGE_HEADING = 'Galerie';

export const ALBUM_LIMITS = {
  /** A phone's photo of today weighs a few MB; a camera's, up to about 20. */
  MAX_PHOTO_BYTES: 20 * 1024 * 1024,
  /** Files one request may carry: the page sends them one by one, each with its own progress. */
  MAX_FILES_PER_REQUEST: 1,
  MAX_PHOTOS_PER_ALBUM: 500,
  CAPTION_MAX: 300,
  ALT_MAX: 250,
  /** Albums a page of the gallery lists. */
  PAGE_SIZE: 12,
  CURSOR_MAX: 64,
  REMOVAL_REASON_MAX: 1000,
  /** Judged by the bytes, not by the name nor the announced type. HEIC is what iPhones take. */
  ACCEPTED_MIME_TYPES: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'],
  ACCEPT_ATTRIBUTE: 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif',
} as const;

export const ALBUM_MESSAGES = {
  albumEmpty: 'Aucune photo pour le moment.',
  eventNotPast: 'Les photos s’ajoutent une fois l’événement passé.',
  photoNotFound: 'Photo introuvable.',
  photoTooLarge: `Une photo ne doit pas dépasser ${ALBUM_LIMITS.MAX_PHOTO_BYTES / 1024 / 1024} Mo.`,
  onePhotoPerRequest: 'Envoyez les photos une par une.',
  albumFull: `Un album compte au plus ${ALBUM_LIMITS.MAX_PHOTOS_PER_ALBUM} photos.`,
  notAPhoto: (fileName: string) => `« ${fileName} » n’est pas une photo JPEG, PNG, WebP ou HEIC.`,
  unreadablePhoto: (fileName: string) => `« ${fileName} » n’a pas pu être lue\u00a0: le fichier est peut-être abîmé.`,
  captionTooLong: `La légende ne doit pas dépasser ${ALBUM_LIMITS.CAPTION_MAX} caractères.`,
  altTooLong: `La description ne doit pas dépasser ${ALBUM_LIMITS.ALT_MAX} caractères.`,
  orderInvalid: 'L’ordre envoyé ne correspond pas aux photos de l’album.',
  photoUpdated: 'Photo mise à jour.',
  photoDeleted: 'Photo supprimée.',
  orderSaved: 'Ordre des photos enregistré.',
  coverSaved: 'Couverture de l’album choisie.',
  reasonTooLong: `Le message ne doit pas dépasser ${ALBUM_LIMITS.REMOVAL_REASON_MAX} caractères.`,
  removalRequested: 'Votre demande de retrait a été transmise à l’association, qui vous répondra par e-mail.',
  removalSubject: 'Demande de retrait d’une photo',
  cursorInvalid: 'La page demandée n’existe pas.',
} as const;

export interface TAlbumCursor {
  startsAtMs: number;
  eventId: number;
}

/** The next page of the gallery: after this event (the most recent first). */
export const encodeAlbumCursor = ({ startsAtMs, eventId }: TAlbumCursor): string => encodeCursorText(`g:${startsAtMs}:${eventId}`);

export function decodeAlbumCursor(value: string): TAlbumCursor | null {
  const text = decodeCursorText(value, ALBUM_LIMITS.CURSOR_MAX);
  const match = text === null ? null : /^g:(\d{1,16}):(\d{1,10})$/.exec(text);
  if (!match) return null;
  const startsAtMs = Number(match[1]);
  const eventId = Number(match[2]);
  if (startsAtMs > MAX_CURSOR_INSTANT_MS || eventId < 1 || eventId > 2_147_483_647) return null;
  return { startsAtMs, eventId };
}
