import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { directoryUploadStore, uploadStoreFor } from '#modules/uploads/upload-store';

const id = 'ab'.padEnd(32, '0');
const bytes = Buffer.from('%PDF-1.4\n%%EOF\n');

describe('the documents of the uploads store (an assembly’s PDFs, decision 045)', () => {
  const directories: string[] = [];
  afterAll(async () => {
    for (const directory of directories) await rm(directory, { recursive: true, force: true });
  });

  it('the database store keeps the bytes in the row', async () => {
    const store = uploadStoreFor(undefined);
    expect(await store.putDocument(id, bytes)).toEqual(bytes);
    expect(await store.getDocument(id, bytes)).toEqual(bytes);
    expect(await store.getDocument(id, null)).toBeUndefined();
  });

  it('the directory store writes a file apart from the images’ shards, reads it back and removes it; the row then keeps nothing', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'documents-'));
    directories.push(directory);
    const store = directoryUploadStore(directory);
    expect(await store.putDocument(id, bytes)).toBeNull();
    expect(await readdir(directory)).toEqual(['documents']);
    expect(await readdir(path.join(directory, 'documents', 'ab'))).toEqual([`${id}.pdf`]);
    expect(await store.getDocument(id, null)).toEqual(bytes);
    // The images' sweep looks only at the top shards: a document is never taken for an unnamed image.
    const listed = [];
    for await (const entry of store.listStored()) listed.push(entry);
    expect(listed).toEqual([]);
    await store.removeDocument(id);
    expect(await store.getDocument(id, null)).toBeUndefined();
    await expect(store.removeDocument(id)).resolves.toBeUndefined();
    await expect(store.getDocument('../../etc/passwd', null)).rejects.toThrow();
  });
});
