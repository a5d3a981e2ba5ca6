import { inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '#db/client';
import { assemblyDocuments, uploads } from '#db/schema';
import { isDirectoryStore, type DirectoryUploadStore, type UploadStore } from './upload-store';

/** Rows moved per transaction: about 300 KB of bytes each, a few MB held at once. */
const MOVE_BATCH = 20;
/** Rows looked up per query by the sweep. */
const SWEEP_BATCH = 500;
/**
 * A file no row names is removed only once it is this old: an upload writes its files before its
 * row, and an image uploaded again rewrites them, so a young file may be named in a moment.
 */
export const UNNAMED_FILE_GRACE_MS = 60 * 60 * 1000;

/**
 * Moves the bytes rows still hold (uploaded before UPLOADS_DIR was set) into files, a batch per
 * transaction: the rows are claimed (`skip locked`, so instances share the work and none moves a row
 * twice), their files written and synced, then their bytes cleared; a crash before the commit leaves
 * the bytes in the row and, at worst, a file written twice. Returns the number of images moved.
 */
export async function moveUploadBytesToFiles(db: Database, store: DirectoryUploadStore): Promise<number> {
  let moved = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: uploads.id, cardImage: uploads.cardImage, fullImage: uploads.fullImage })
        .from(uploads)
        .where(isNotNull(uploads.fullImage))
        .limit(MOVE_BATCH)
        .for('update', { skipLocked: true });
      for (const row of rows) await store.put({ id: row.id, cardImage: row.cardImage!, fullImage: row.fullImage! });
      if (rows.length > 0)
        await tx
          .update(uploads)
          .set({ cardImage: null, fullImage: null })
          .where(
            inArray(
              uploads.id,
              rows.map((row) => row.id),
            ),
          );
      return rows.length;
    });
    moved += count;
    if (count < MOVE_BATCH) break;
  }
  // The bytes' pages are free now: a plain VACUUM gives the emptied end of the table back to the
  // disk (and to the embedded database's backup), without locking out readers or writers.
  if (moved > 0) await db.execute(sql`vacuum ${uploads}`);
  return moved;
}

/**
 * Moves the bytes of documents (an assembly's PDFs) still in their rows into files, as
 * `moveUploadBytesToFiles` does for images: claimed a few at a time (`skip locked`), written and
 * synced, then cleared in the same transaction. Returns the number of documents moved.
 */
export async function moveDocumentBytesToFiles(db: Database, store: DirectoryUploadStore): Promise<number> {
  let moved = 0;
  // Documents weigh up to 20 MB each: a few per transaction.
  const batch = 4;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: assemblyDocuments.id, fileId: assemblyDocuments.fileId, content: assemblyDocuments.content })
        .from(assemblyDocuments)
        .where(isNotNull(assemblyDocuments.content))
        .limit(batch)
        .for('update', { skipLocked: true });
      for (const row of rows) await store.putDocument(row.fileId, row.content!);
      if (rows.length > 0)
        await tx
          .update(assemblyDocuments)
          .set({ content: null })
          .where(
            inArray(
              assemblyDocuments.id,
              rows.map((row) => row.id),
            ),
          );
      return rows.length;
    });
    moved += count;
    if (count < batch) break;
  }
  if (moved > 0) await db.execute(sql`vacuum ${assemblyDocuments}`);
  return moved;
}

async function removeUnnamed(db: Database, store: DirectoryUploadStore, files: { id: string | null; file: string }[], notAfter: Date): Promise<number> {
  const ids = [...new Set(files.map((entry) => entry.id).filter((id): id is string => id !== null))];
  const named = new Set(ids.length === 0 ? [] : (await db.select({ id: uploads.id }).from(uploads).where(inArray(uploads.id, ids))).map((row) => row.id));
  let removed = 0;
  for (const entry of files) {
    if (entry.id !== null && named.has(entry.id)) continue;
    if (await store.removeIfUnchanged(entry.file, notAfter)) removed += 1;
  }
  return removed;
}

/**
 * Removes the files no row names any more: those of images deleted (their row went in the deleting
 * transaction, so they were no longer served from that moment) and writes a crash interrupted.
 * Returns the number of files removed.
 */
export async function sweepUnnamedUploadFiles(db: Database, store: DirectoryUploadStore, now = new Date()): Promise<number> {
  const notAfter = new Date(now.getTime() - UNNAMED_FILE_GRACE_MS);
  let removed = 0;
  let batch: { id: string | null; file: string }[] = [];
  for await (const entry of store.listStored()) {
    if (entry.modifiedAt.getTime() > notAfter.getTime()) continue;
    batch.push(entry);
    if (batch.length >= SWEEP_BATCH) {
      removed += await removeUnnamed(db, store, batch, notAfter);
      batch = [];
    }
  }
  return removed + (batch.length > 0 ? await removeUnnamed(db, store, batch, notAfter) : 0);
}

/**
 * Removes the document files no row names any more, older than the grace period: a removal that a
 * crash interrupted after its row's deletion, a write whose row never came. Returns the files removed.
 */
export async function sweepUnnamedDocumentFiles(db: Database, store: DirectoryUploadStore, now = new Date()): Promise<number> {
  const notAfter = new Date(now.getTime() - UNNAMED_FILE_GRACE_MS);
  const entries: { id: string | null; file: string }[] = [];
  for await (const entry of store.listStoredDocuments()) if (entry.modifiedAt.getTime() <= notAfter.getTime()) entries.push(entry);
  const ids = [...new Set(entries.map((entry) => entry.id).filter((id): id is string => id !== null))];
  const named = new Set<string>();
  for (let start = 0; start < ids.length; start += SWEEP_BATCH) {
    const rows = await db
      .select({ fileId: assemblyDocuments.fileId })
      .from(assemblyDocuments)
      .where(inArray(assemblyDocuments.fileId, ids.slice(start, start + SWEEP_BATCH)));
    for (const row of rows) named.add(row.fileId);
  }
  let removed = 0;
  for (const entry of entries) {
    if (entry.id !== null && named.has(entry.id)) continue;
    if (await store.removeIfUnchanged(entry.file, notAfter)) removed += 1;
  }
  return removed;
}

/**
 * What to tell the admin when the database store is configured but images (or an assembly's
 * documents) have their bytes in files (UPLOADS_DIR was given, then removed): they are not served
 * until it is given again.
 */
export async function uploadsOutOfReach(db: Database, store: UploadStore): Promise<string | undefined> {
  if (isDirectoryStore(store)) return undefined;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(uploads)
    .where(isNull(uploads.fullImage));
  const inFiles = row?.count ?? 0;
  const [documents] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(assemblyDocuments)
    .where(isNull(assemblyDocuments.content));
  const documentsInFiles = documents?.count ?? 0;
  if (inFiles === 0 && documentsInFiles === 0) return undefined;
  const what = [...(inFiles > 0 ? [`${inFiles} images`] : []), ...(documentsInFiles > 0 ? [`${documentsInFiles} documents d’assemblée générale`] : [])].join(
    ' et ',
  );
  return `${what} ont leurs octets dans le dossier UPLOADS_DIR, qui n’est plus donné\u00a0: ${inFiles > 0 ? 'elles ne s’affichent pas' : 'ils ne se téléchargent pas'}. Redonnez UPLOADS_DIR (le même dossier) et redémarrez le site.`;
}
