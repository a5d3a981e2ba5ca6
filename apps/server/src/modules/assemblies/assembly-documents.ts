import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { ASSEMBLY_LIMITS, ASSEMBLY_MESSAGES, assemblyDocumentPath, type TAssemblyDocument } from '@action-plus/contract';
import type { Database, Transaction } from '#db/client';
import { assemblyDocuments } from '#db/schema';
import { AppError, badRequest, conflict, notFound } from '#lib/errors';
import { recordAudit } from '../audit/record-audit';
import type { UploadStore } from '../uploads/upload-store';
import { lockAssembly, type AssemblyRow } from './assembly-repository';
import type { AssemblyManager } from './save-assembly';

type DocumentRow = typeof assemblyDocuments.$inferSelect;
type Reader = Database | Transaction;

/** What every PDF starts with (a few bytes of junk before it are tolerated by readers, not by us). */
const PDF_MAGIC = Buffer.from('%PDF-');

/** Judged by its bytes: its name and announced type prove nothing. */
export const isPdf = (bytes: Buffer) => bytes.length > PDF_MAGIC.length && bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);

/**
 * The name the download offers: the title's letters and digits without accents, dashes between
 * words, `.pdf`; nothing a header or a file system could misread (no quote, slash or control).
 */
export function safeFileNameOf(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${base || 'document'}.pdf`;
}

const toDocument = (row: DocumentRow): TAssemblyDocument => ({
  id: row.id,
  position: row.position,
  title: row.title,
  file_name: row.fileName,
  size_bytes: row.sizeBytes,
  created_at: row.createdAt.toISOString(),
  url: assemblyDocumentPath(row.assemblyId, row.id),
});

/** The assembly's documents in their order, without their bytes. */
export async function listDocuments(db: Reader, assemblyId: number): Promise<TAssemblyDocument[]> {
  const rows = await db
    .select({
      id: assemblyDocuments.id,
      assemblyId: assemblyDocuments.assemblyId,
      position: assemblyDocuments.position,
      title: assemblyDocuments.title,
      fileName: assemblyDocuments.fileName,
      fileId: assemblyDocuments.fileId,
      sizeBytes: assemblyDocuments.sizeBytes,
      content: sql<null>`null`,
      uploadedBy: assemblyDocuments.uploadedBy,
      createdAt: assemblyDocuments.createdAt,
    })
    .from(assemblyDocuments)
    .where(eq(assemblyDocuments.assemblyId, assemblyId))
    .orderBy(asc(assemblyDocuments.position), asc(assemblyDocuments.id));
  return rows.map(toDocument);
}

const requireNotClosed = (assembly: AssemblyRow) => {
  if (assembly.state === 'closed') throw conflict(ASSEMBLY_MESSAGES.documentsClosed);
};

/** Renumbers the documents 0, 1, 2… with `moved` at `position` (clamped to the end). */
async function renumber(tx: Transaction, assemblyId: number, moved?: { id: number; position: number }): Promise<void> {
  const rows = await tx
    .select({ id: assemblyDocuments.id })
    .from(assemblyDocuments)
    .where(eq(assemblyDocuments.assemblyId, assemblyId))
    .orderBy(asc(assemblyDocuments.position), asc(assemblyDocuments.id));
  const ids = rows.map((row) => row.id).filter((id) => id !== moved?.id);
  if (moved) ids.splice(Math.min(moved.position, ids.length), 0, moved.id);
  for (const [position, id] of ids.entries()) await tx.update(assemblyDocuments).set({ position }).where(eq(assemblyDocuments.id, id));
}

/**
 * Attaches a PDF to an assembly not yet closed. The bytes go to the store first (a file, synced,
 * with UPLOADS_DIR), then the row under the assembly's lock says the document exists.
 */
export async function addDocument(
  db: Database,
  store: UploadStore,
  assemblyId: number,
  document: { title: string; position: number | null; bytes: Buffer },
  manager: AssemblyManager,
): Promise<TAssemblyDocument> {
  if (!isPdf(document.bytes)) throw badRequest(ASSEMBLY_MESSAGES.documentNotPdf);
  if (document.bytes.length > ASSEMBLY_LIMITS.DOCUMENT_MAX_BYTES) throw new AppError('payload_too_large', ASSEMBLY_MESSAGES.documentTooLarge);
  const fileId = randomBytes(16).toString('hex');
  const content = await store.putDocument(fileId, document.bytes);
  try {
    return await db.transaction(async (tx) => {
      const assembly = await lockAssembly(tx, assemblyId);
      requireNotClosed(assembly);
      const [counted] = await tx.select({ count: count() }).from(assemblyDocuments).where(eq(assemblyDocuments.assemblyId, assemblyId));
      const existing = Number(counted?.count ?? 0);
      if (existing >= ASSEMBLY_LIMITS.DOCUMENTS_MAX) throw conflict(ASSEMBLY_MESSAGES.tooManyDocuments);
      const [row] = await tx
        .insert(assemblyDocuments)
        .values({
          assemblyId,
          position: existing,
          title: document.title,
          fileName: safeFileNameOf(document.title),
          fileId,
          sizeBytes: document.bytes.length,
          content,
          uploadedBy: manager.id,
        })
        .returning();
      if (document.position !== null && document.position < existing) await renumber(tx, assemblyId, { id: row!.id, position: document.position });
      await recordAudit(tx, {
        actor: manager,
        action: 'assembly.document_add',
        targetType: 'assembly',
        targetId: assemblyId,
        after: { title: document.title, size_bytes: document.bytes.length },
      });
      const [stored] = await tx.select().from(assemblyDocuments).where(eq(assemblyDocuments.id, row!.id));
      return toDocument(stored!);
    });
  } catch (error) {
    await store.removeDocument(fileId);
    throw error;
  }
}

/** Renames a document, or moves it among the assembly's, while the assembly is not closed. */
export async function updateDocument(
  db: Database,
  assemblyId: number,
  documentId: number,
  request: { title: string; position: number | null },
  manager: AssemblyManager,
): Promise<void> {
  await db.transaction(async (tx) => {
    const assembly = await lockAssembly(tx, assemblyId);
    requireNotClosed(assembly);
    const [row] = await tx
      .update(assemblyDocuments)
      .set({ title: request.title, fileName: safeFileNameOf(request.title) })
      .where(and(eq(assemblyDocuments.id, documentId), eq(assemblyDocuments.assemblyId, assemblyId)))
      .returning({ title: assemblyDocuments.title });
    if (!row) throw notFound(ASSEMBLY_MESSAGES.documentNotFound);
    if (request.position !== null) await renumber(tx, assemblyId, { id: documentId, position: request.position });
    await recordAudit(tx, {
      actor: manager,
      action: 'assembly.document_update',
      targetType: 'assembly',
      targetId: assemblyId,
      after: { title: request.title },
    });
  });
}

/** Removes a document while the assembly is not closed; its file, if any, once the row is gone. */
export async function deleteDocument(db: Database, store: UploadStore, assemblyId: number, documentId: number, manager: AssemblyManager): Promise<void> {
  const fileId = await db.transaction(async (tx) => {
    const assembly = await lockAssembly(tx, assemblyId);
    requireNotClosed(assembly);
    const [row] = await tx
      .delete(assemblyDocuments)
      .where(and(eq(assemblyDocuments.id, documentId), eq(assemblyDocuments.assemblyId, assemblyId)))
      .returning({ fileId: assemblyDocuments.fileId, title: assemblyDocuments.title });
    if (!row) throw notFound(ASSEMBLY_MESSAGES.documentNotFound);
    await renumber(tx, assemblyId);
    await recordAudit(tx, { actor: manager, action: 'assembly.document_remove', targetType: 'assembly', targetId: assemblyId, before: { title: row.title } });
    return row.fileId;
  });
  await store.removeDocument(fileId);
}

/** A document's name and bytes, for its download; a French 404 when it is gone. */
export async function readDocument(db: Reader, store: UploadStore, assemblyId: number, documentId: number): Promise<{ fileName: string; bytes: Buffer }> {
  const [row] = await db
    .select()
    .from(assemblyDocuments)
    .where(and(eq(assemblyDocuments.id, documentId), eq(assemblyDocuments.assemblyId, assemblyId)));
  const bytes = row ? await store.getDocument(row.fileId, row.content) : undefined;
  if (!row || !bytes) throw notFound(ASSEMBLY_MESSAGES.documentNotFound);
  return { fileName: row.fileName, bytes };
}
