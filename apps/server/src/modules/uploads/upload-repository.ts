import { eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '#db/client';
import { uploads } from '#db/schema';
import type { UploadBytes, UploadStore } from './upload-store';

/** `/uploads/<id>.webp` (full) or `/uploads/<id>-card.webp` (card), as the contract documents. */
const UPLOAD_URL = /^\/uploads\/([a-f0-9]{32})(-card)?\.webp$/;

export type UploadVariant = 'full' | 'card';

export function parseUploadFileName(fileName: string): { id: string; variant: UploadVariant } | null {
  const match = UPLOAD_URL.exec(`/uploads/${fileName}`);
  return match ? { id: match[1]!, variant: match[2] ? 'card' : 'full' } : null;
}

export const toUploadUrl = (id: string, variant: UploadVariant = 'full') => `/uploads/${id}${variant === 'card' ? '-card' : ''}.webp`;

/** The ids of the uploads among these image URLs (https://… ones are not ours). */
export function uploadIdsOf(urls: readonly (string | null | undefined)[]): string[] {
  const ids = urls.map((url) => (url ? UPLOAD_URL.exec(url)?.[1] : undefined)).filter((id): id is string => id !== undefined);
  return [...new Set(ids)];
}

/** The bytes go to the store first, then the row says the image exists: a reader never finds a row without its bytes. */
export async function insertUpload(
  db: Database | Transaction,
  store: UploadStore,
  upload: UploadBytes & { width: number; height: number; uploadedBy: number },
): Promise<void> {
  const bytes = await store.put(upload);
  // Same bytes, same id: uploading an image twice keeps one copy.
  await db
    .insert(uploads)
    .values({ ...upload, ...bytes })
    .onConflictDoNothing({ target: uploads.id });
}

/** A variant's bytes, or undefined once the row is gone (its file, if any, is swept later). */
export async function findUploadImage(db: Database | Transaction, store: UploadStore, id: string, variant: UploadVariant): Promise<Buffer | undefined> {
  const column = variant === 'card' ? uploads.cardImage : uploads.fullImage;
  const [row] = await db.select({ image: column }).from(uploads).where(eq(uploads.id, id));
  return row ? store.get(id, variant, row.image) : undefined;
}

/**
 * Deletes those of these uploads that no event, no album photo, no article (its cover or its body),
 * no profile and no version of the association's settings (its logo, an officer's photo, the
 * receipts' signature: a restore may bring an old one back) points to any more. Called after an event is deleted or loses images; an upload made for a
 * form not yet saved is never among them.
 */
export async function deleteUnreferencedUploads(tx: Database | Transaction, ids: readonly string[]): Promise<number> {
  if (ids.length === 0) return 0;
  // Table names written out: drizzle leaves columns unqualified, and "id" would be ambiguous below.
  const pattern = sql`'/uploads/' || "uploads"."id" || '%'`;
  const deleted = await tx
    .delete(uploads)
    .where(
      sql`${inArray(uploads.id, [...ids])}
        and not exists (select 1 from "events" as "e" where "e"."image" like ${pattern} or exists (select 1 from unnest("e"."images") as "image" where "image" like ${pattern}))
        and not exists (select 1 from "users" as "u" where "u"."profile_image" like ${pattern})
        and not exists (select 1 from "association_settings" as "s" where "s"."value"::text like '%' || ${pattern})
        and not exists (select 1 from "event_photos" as "p" where "p"."upload_id" = "uploads"."id")
        and not exists (select 1 from "news_articles" as "n" where "n"."cover_image" like ${pattern} or "n"."body" like '%' || ${pattern})`,
    )
    .returning({ id: uploads.id });
  return deleted.length;
}
