import type { TAlbumPhoto, TEventAlbumResponse } from '@action-plus/contract';

/** A photo as the album's answers carry it; each test changes what it is about. */
export function buildPhoto(id: number, overrides: Partial<TAlbumPhoto> = {}): TAlbumPhoto {
  return {
    id,
    image_url: `/uploads/${String(id).padStart(32, 'a')}.webp`,
    card_url: `/uploads/${String(id).padStart(32, 'a')}-card.webp`,
    width: 1600,
    height: 1200,
    caption: '',
    alt: '',
    position: id,
    is_hidden: false,
    is_cover: false,
    ...overrides,
  };
}

/** An event's album: the photos given, in that order. */
export const albumOf = (eventId: number, photos: TAlbumPhoto[]): TEventAlbumResponse => ({
  event_id: eventId,
  photos: photos.map((photo, position) => ({ ...photo, position })),
});
