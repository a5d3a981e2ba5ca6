import { and, asc, count, desc, eq, lt, or, sql } from 'drizzle-orm';
import { ALBUM_LIMITS, decodeAlbumCursor, encodeAlbumCursor, type TAlbumListResponse, type TAlbumPhoto } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { eventPhotos, events, uploads } from '#db/schema';
import { toParisDateTime } from '#lib/paris-time';
import { toUploadUrl } from '../uploads/upload-repository';

const photoColumns = {
  id: eventPhotos.id,
  uploadId: eventPhotos.uploadId,
  caption: eventPhotos.caption,
  alt: eventPhotos.alt,
  position: eventPhotos.position,
  isHidden: eventPhotos.isHidden,
  isCover: eventPhotos.isCover,
  width: uploads.width,
  height: uploads.height,
};

type PhotoRow = {
  id: number;
  uploadId: string;
  caption: string;
  alt: string;
  position: number;
  isHidden: boolean;
  isCover: boolean;
  width: number;
  height: number;
};

export function toAlbumPhoto(row: PhotoRow): TAlbumPhoto {
  return {
    id: row.id,
    image_url: toUploadUrl(row.uploadId, 'full'),
    card_url: toUploadUrl(row.uploadId, 'card'),
    width: row.width,
    height: row.height,
    caption: row.caption,
    alt: row.alt,
    position: row.position,
    is_hidden: row.isHidden,
    is_cover: row.isCover,
  };
}

/** An album's photos in its order; the hidden ones only for its managers. */
export async function listAlbumPhotos(db: Database | Transaction, eventId: number, { withHidden }: { withHidden: boolean }): Promise<TAlbumPhoto[]> {
  const rows = await db
    .select(photoColumns)
    .from(eventPhotos)
    .innerJoin(uploads, eq(uploads.id, eventPhotos.uploadId))
    .where(and(eq(eventPhotos.eventId, eventId), withHidden ? undefined : eq(eventPhotos.isHidden, false)))
    .orderBy(asc(eventPhotos.position), asc(eventPhotos.id));
  return rows.map(toAlbumPhoto);
}

export async function findAlbumPhoto(db: Database | Transaction, eventId: number, photoId: number): Promise<TAlbumPhoto | undefined> {
  const [row] = await db
    .select(photoColumns)
    .from(eventPhotos)
    .innerJoin(uploads, eq(uploads.id, eventPhotos.uploadId))
    .where(and(eq(eventPhotos.eventId, eventId), eq(eventPhotos.id, photoId)));
  return row && toAlbumPhoto(row);
}

export async function countAlbumPhotos(db: Database | Transaction, eventId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(eventPhotos).where(eq(eventPhotos.eventId, eventId));
  return row?.total ?? 0;
}

/**
 * The gallery: events with at least one visible photo, the most recent first, each with its cover
 * (the chosen one if visible, else its first visible photo) and its count of visible photos.
 */
export async function listAlbums(db: Database, cursor: string | undefined): Promise<TAlbumListResponse> {
  const after = cursor ? decodeAlbumCursor(cursor) : null;
  const visible = db
    .select({
      eventId: eventPhotos.eventId,
      photoCount: sql<number>`count(*)::int`.as('photo_count'),
    })
    .from(eventPhotos)
    .where(eq(eventPhotos.isHidden, false))
    .groupBy(eventPhotos.eventId)
    .as('visible');
  const rows = await db
    .select({ id: events.id, title: events.title, startsAt: events.startsAt, photoCount: visible.photoCount })
    .from(events)
    .innerJoin(visible, eq(visible.eventId, events.id))
    .where(
      after
        ? or(lt(events.startsAt, new Date(after.startsAtMs)), and(eq(events.startsAt, new Date(after.startsAtMs)), lt(events.id, after.eventId)))
        : undefined,
    )
    .orderBy(desc(events.startsAt), desc(events.id))
    .limit(ALBUM_LIMITS.PAGE_SIZE + 1);
  const page = rows.slice(0, ALBUM_LIMITS.PAGE_SIZE);
  const covers = await Promise.all(
    page.map(async (event) => {
      const [cover] = await db
        .select(photoColumns)
        .from(eventPhotos)
        .innerJoin(uploads, eq(uploads.id, eventPhotos.uploadId))
        .where(and(eq(eventPhotos.eventId, event.id), eq(eventPhotos.isHidden, false)))
        .orderBy(desc(eventPhotos.isCover), asc(eventPhotos.position), asc(eventPhotos.id))
        .limit(1);
      return cover!;
    }),
  );
  const last = page.at(-1);
  return {
    albums: page.map((event, index) => {
      const cover = toAlbumPhoto(covers[index]!);
      return {
        event_id: event.id,
        event_title: event.title,
        event_date: toParisDateTime(event.startsAt).date,
        photo_count: event.photoCount,
        cover: { card_url: cover.card_url, width: cover.width, height: cover.height, alt: cover.alt || cover.caption || event.title },
      };
    }),
    next_cursor: rows.length > ALBUM_LIMITS.PAGE_SIZE && last ? encodeAlbumCursor({ startsAtMs: last.startsAt.getTime(), eventId: last.id }) : null,
  };
}
