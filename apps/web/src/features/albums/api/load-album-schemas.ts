/**
 * The schemas of the album answers visitors' pages read, loaded with zod when an answer has to be
 * read: the gallery and an event's album, drawn from the server's data, never build them to start.
 */
export const loadAlbumListSchema = () => import('./public-album-schemas').then((module) => module.ZAlbumListResponseSchema);
export const loadEventAlbumSchema = () => import('./public-album-schemas').then((module) => module.ZEventAlbumResponseSchema);
