import type { TAlbumPhoto } from '@action-plus/contract';
import { ALBUM_PAGE_MESSAGES } from '../messages';

/**
 * What a photo says to those who do not see it: its description, else its caption, else
 * « Photo n de l'événement » (n from 1, its place in the album): never an image without words.
 */
export function photoAltOf(photo: Pick<TAlbumPhoto, 'alt' | 'caption'>, index: number): string {
  return photo.alt.trim() || photo.caption.trim() || ALBUM_PAGE_MESSAGES.fallbackAlt(index + 1);
}
