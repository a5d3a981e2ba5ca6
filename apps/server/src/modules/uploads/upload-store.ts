import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { UploadVariant } from './upload-repository';

/** An encoded image's bytes, as the upload and album routes produce them. */
export interface UploadBytes {
  id: string;
  cardImage: Buffer;
  fullImage: Buffer;
}

/** What an `uploads` row keeps of the bytes: both (database store), or neither (they are files). */
export interface BytesInRow {
  cardImage: Buffer | null;
  fullImage: Buffer | null;
}

/**
 * Where upload bytes live (decision 045). The `uploads` row always exists and says the image does:
 * its dimensions, who uploaded it; its byte columns hold the bytes only in the database store.
 */
export interface UploadStore {
  readonly kind: 'database' | 'directory';
  /** Puts the bytes where this store keeps them (a file is whole and synced on return); what the row keeps. */
  put(image: UploadBytes): Promise<BytesInRow>;
  /** A variant's bytes: the row's when it holds them (not moved yet), else this store's. */
  get(id: string, variant: UploadVariant, inRow: Buffer | null): Promise<Buffer | undefined>;
  /**
   * A document's bytes (a PDF attached to an assembly), under a random 32-digit id: put before its
   * row is written, as an image's; returns what the row keeps (the bytes, or null when they are a file).
   */
  putDocument(id: string, bytes: Buffer): Promise<Buffer | null>;
  getDocument(id: string, inRow: Buffer | null): Promise<Buffer | undefined>;
  /** Removes a document's file once its row is deleted (nothing to do in the database store). */
  removeDocument(id: string): Promise<void>;
}

const databaseUploadStore: UploadStore = {
  kind: 'database',
  put: async ({ cardImage, fullImage }) => ({ cardImage, fullImage }),
  get: async (_id, _variant, inRow) => inRow ?? undefined,
  putDocument: async (_id, bytes) => bytes,
  getDocument: async (_id, inRow) => inRow ?? undefined,
  removeDocument: async () => undefined,
};

/** A document's id: 32 hexadecimal digits, checked before any path is built from it. */
const DOCUMENT_ID = /^[a-f0-9]{32}$/;

/** Ids are 32 hexadecimal digits (checked by the routes): no name can leave the directory. */
const fileNameOf = (id: string, variant: UploadVariant) => `${id}${variant === 'card' ? '-card' : ''}.webp`;
/** 256 sub-directories by the id's first two digits: no directory grows to tens of thousands of entries. */
const shardOf = (id: string) => id.slice(0, 2);
const STORED_FILE = /^([a-f0-9]{32})(-card)?\.webp$/;

async function writeSynced(file: string, bytes: Buffer): Promise<void> {
  // Written aside, synced, then renamed: a reader or a crash never sees half a file.
  const aside = `${file}.${randomBytes(6).toString('hex')}.partiel`;
  const handle = await open(aside, 'w', 0o644);
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(aside, file);
}

async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export interface DirectoryUploadStore extends UploadStore {
  readonly kind: 'directory';
  /** Every file with the id it stores (null: a write a crash interrupted) and when it was written. */
  listStored(): AsyncGenerator<{ id: string | null; file: string; modifiedAt: Date }>;
  /** Removes a file, unless it was written again after `notAfter` (the same image uploaded anew). */
  removeIfUnchanged(file: string, notAfter: Date): Promise<boolean>;
  /** Every document file with the id it stores (null: a write a crash interrupted) and when it was written. */
  listStoredDocuments(): AsyncGenerator<{ id: string | null; file: string; modifiedAt: Date }>;
}

/** Files under `directory`, which several instances share as one mounted volume. */
export function directoryUploadStore(directory: string): DirectoryUploadStore {
  const pathOf = (id: string, variant: UploadVariant) => path.join(directory, shardOf(id), fileNameOf(id, variant));
  // Documents live apart, under documents/<2 digits>/: the images' sweep lists only the top shards.
  const documentPathOf = (id: string) => {
    if (!DOCUMENT_ID.test(id)) throw new Error('Identifiant de document invalide.');
    return path.join(directory, 'documents', shardOf(id), `${id}.pdf`);
  };
  return {
    kind: 'directory',
    async put({ id, cardImage, fullImage }) {
      const shard = path.join(directory, shardOf(id));
      await mkdir(shard, { recursive: true });
      await writeSynced(pathOf(id, 'full'), fullImage);
      await writeSynced(pathOf(id, 'card'), cardImage);
      await syncDirectory(shard);
      return { cardImage: null, fullImage: null };
    },
    async get(id, variant, inRow) {
      if (inRow) return inRow;
      try {
        return await readFile(pathOf(id, variant));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async putDocument(id, bytes) {
      const file = documentPathOf(id);
      await mkdir(path.dirname(file), { recursive: true });
      await writeSynced(file, bytes);
      await syncDirectory(path.dirname(file));
      return null;
    },
    async getDocument(id, inRow) {
      if (inRow) return inRow;
      try {
        return await readFile(documentPathOf(id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async removeDocument(id) {
      await unlink(documentPathOf(id)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    },
    async *listStored() {
      const shards = await readdir(directory).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const shard of shards.filter((name) => /^[a-f0-9]{2}$/.test(name)).sort()) {
        for (const name of await readdir(path.join(directory, shard))) {
          const file = path.join(directory, shard, name);
          const id = STORED_FILE.exec(name)?.[1];
          // A `.partiel` file is a write a crash interrupted: no row names it.
          if (!id && !name.endsWith('.partiel')) continue;
          const modifiedAt = await stat(file).then(
            (status) => status.mtime,
            () => undefined,
          );
          if (modifiedAt) yield { id: id ?? null, file, modifiedAt };
        }
      }
    },
    async *listStoredDocuments() {
      const root = path.join(directory, 'documents');
      const shards = await readdir(root).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      for (const shard of shards.filter((name) => /^[a-f0-9]{2}$/.test(name)).sort()) {
        for (const name of await readdir(path.join(root, shard))) {
          const file = path.join(root, shard, name);
          const id = /^([a-f0-9]{32})\.pdf$/.exec(name)?.[1];
          if (!id && !name.endsWith('.partiel')) continue;
          const modifiedAt = await stat(file).then(
            (status) => status.mtime,
            () => undefined,
          );
          if (modifiedAt) yield { id: id ?? null, file, modifiedAt };
        }
      }
    },
    async removeIfUnchanged(file, notAfter) {
      const status = await stat(file).catch(() => undefined);
      if (!status || status.mtime.getTime() > notAfter.getTime()) return false;
      await unlink(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
      return true;
    },
  };
}

/** The store the configuration names: a directory when `UPLOADS_DIR` is set, else the database. */
export const uploadStoreFor = (uploadsDir: string | undefined): UploadStore => (uploadsDir ? directoryUploadStore(uploadsDir) : databaseUploadStore);

export const isDirectoryStore = (store: UploadStore): store is DirectoryUploadStore => store.kind === 'directory';
