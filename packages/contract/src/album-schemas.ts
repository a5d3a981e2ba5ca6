import { z } from 'zod';
import { ID_RANGE } from './common';
import { ZIdSchema } from './common-schemas';
import { zText } from './fields';
import { stopWhenTooLong } from './limits';
import { ALBUM_LIMITS, ALBUM_MESSAGES, decodeAlbumCursor } from './albums';
import './zod-locale';

/** One photo as the album shows it: both sizes (WebP), their dimensions, its words. */
export const ZAlbumPhotoSchema = z.object({
  id: z.number().int(),
  image_url: z.string(),
  card_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  caption: z.string(),
  alt: z.string(),
  position: z.number().int(),
  /** Managers' view only: a hidden photo is kept but not shown. */
  is_hidden: z.boolean(),
  is_cover: z.boolean(),
});
export type TAlbumPhoto = z.infer<typeof ZAlbumPhotoSchema>;

/** GET /api/events/{id}/photos (visible photos, in order) and …/photos/manage (all, for its managers). */
export const ZEventAlbumResponseSchema = z.object({
  event_id: z.number().int(),
  photos: z.array(ZAlbumPhotoSchema),
});
export type TEventAlbumResponse = z.infer<typeof ZEventAlbumResponseSchema>;

/** POST /api/events/{id}/photos (multipart, field `files`, one photo a request): the photo as stored. */
export const ZAddPhotoResponseSchema = z.object({ photo: ZAlbumPhotoSchema });
export type TAddPhotoResponse = z.infer<typeof ZAddPhotoResponseSchema>;

export const ZPhotoParamsSchema = z.object({ id: ZIdSchema, photoId: ZIdSchema });

/** PUT /api/events/{id}/photos/{photoId}: its caption, its description for those who do not see it, hidden or shown. */
export const ZUpdatePhotoRequestSchema = z.object({
  caption: zText('La légende').trim().max(ALBUM_LIMITS.CAPTION_MAX, stopWhenTooLong(ALBUM_MESSAGES.captionTooLong)),
  alt: zText('La description').trim().max(ALBUM_LIMITS.ALT_MAX, stopWhenTooLong(ALBUM_MESSAGES.altTooLong)),
  is_hidden: z.boolean(),
});
export type TUpdatePhotoRequest = z.infer<typeof ZUpdatePhotoRequestSchema>;

/** PUT /api/events/{id}/photos/order: every photo of the album, once each, in the new order. */
export const ZReorderPhotosRequestSchema = z.object({
  photo_ids: z
    .array(z.number().int().min(ID_RANGE.min).max(ID_RANGE.max), { error: ALBUM_MESSAGES.orderInvalid })
    .max(ALBUM_LIMITS.MAX_PHOTOS_PER_ALBUM, ALBUM_MESSAGES.orderInvalid),
});

/** PUT /api/events/{id}/photos/cover: the photo the gallery shows for the album. */
export const ZAlbumCoverRequestSchema = z.object({
  photo_id: z.number({ error: ALBUM_MESSAGES.photoNotFound }).int().min(ID_RANGE.min).max(ID_RANGE.max),
});

/** POST /api/photos/{id}/removal-request: a member asks for a photo of them to be removed (it reaches the admins' inbox). */
export const ZPhotoRemovalRequestSchema = z.object({
  reason: zText('Le message', { multiLine: true }).trim().max(ALBUM_LIMITS.REMOVAL_REASON_MAX, stopWhenTooLong(ALBUM_MESSAGES.reasonTooLong)).default(''),
});

/** GET /api/albums?cursor=: the albums, the most recent event first, each with its cover. */
export const ZAlbumListQuerySchema = z.object({
  cursor: zText('La page demandée', { error: ALBUM_MESSAGES.cursorInvalid })
    .max(ALBUM_LIMITS.CURSOR_MAX, stopWhenTooLong(ALBUM_MESSAGES.cursorInvalid))
    .refine((value) => decodeAlbumCursor(value) !== null, ALBUM_MESSAGES.cursorInvalid)
    .optional(),
});

export const ZAlbumSummarySchema = z.object({
  event_id: z.number().int(),
  event_title: z.string(),
  /** The event's day, Paris ('YYYY-MM-DD'). */
  event_date: z.string(),
  photo_count: z.number().int(),
  cover: ZAlbumPhotoSchema.pick({ card_url: true, width: true, height: true, alt: true }),
});
export type TAlbumSummary = z.infer<typeof ZAlbumSummarySchema>;

export const ZAlbumListResponseSchema = z.object({
  albums: z.array(ZAlbumSummarySchema),
  next_cursor: z.string().nullable(),
});
export type TAlbumListResponse = z.infer<typeof ZAlbumListResponseSchema>;
