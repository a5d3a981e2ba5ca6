import { createHash } from 'node:crypto';
import { EVENT_MESSAGES, UPLOAD_LIMITS } from '@action-plus/contract';
import type { Database } from '#db/client';
import { AppError } from '#lib/errors';
import { insertUpload, toUploadUrl } from './upload-repository';
import type { UploadStore } from './upload-store';

export interface ReceivedFile {
  fileName: string;
  bytes: Buffer;
}

export interface EncodedImage {
  id: string;
  cardImage: Buffer;
  fullImage: Buffer;
  width: number;
  height: number;
}

const ACCEPTED = new Set<string>(UPLOAD_LIMITS.ACCEPTED_MIME_TYPES);

type Sharp = typeof import('sharp');
let sharpLoading: Promise<Sharp> | undefined;
/** sharp and libvips hold about 10 MB once loaded: loaded on the first upload, not at start (decision 015). */
export const loadSharp = () => (sharpLoading ??= import('sharp').then((module) => module.default as Sharp));

/** The type a file's first bytes reveal. file-type (and its readers) load with the first upload too (decision 048). */
export async function detectFileType(bytes: Uint8Array): Promise<{ mime: string } | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  return fileTypeFromBuffer(bytes);
}

/** What sharp reads: a file's bytes, or pixels another decoder produced (HEIC: RGBA, 4 channels). */
export type ImageSource = Buffer | { pixels: Uint8Array; width: number; height: number };

/** Sharp writes no metadata unless asked: EXIF (GPS position, camera), ICC and XMP all go. */
async function encodeVariant(source: ImageSource, width: number) {
  const sharp = await loadSharp();
  const image = Buffer.isBuffer(source)
    ? sharp(source, { failOn: 'error' })
    : sharp(source.pixels, { raw: { width: source.width, height: source.height, channels: 4 } });
  return image.rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer({ resolveWithObject: true });
}

/**
 * Both WebP variants of an image; its id is a digest of the bytes received, so that the same image
 * uploaded twice is stored once. Throws what sharp throws on bytes it cannot read.
 */
export async function encodeImage(bytes: Buffer, source: ImageSource = bytes): Promise<EncodedImage> {
  const full = await encodeVariant(source, UPLOAD_LIMITS.FULL_WIDTH);
  const card = await encodeVariant(source, UPLOAD_LIMITS.CARD_WIDTH);
  return {
    id: createHash('sha256').update(bytes).digest('hex').slice(0, 32),
    fullImage: full.data,
    cardImage: card.data,
    width: full.info.width,
    height: full.info.height,
  };
}

/**
 * Judges a file by its first bytes (its name and announced type prove nothing), then re-encodes it:
 * what is stored and served is always an image sharp produced, never the bytes received.
 */
export async function encodeUploadedImage(file: ReceivedFile): Promise<EncodedImage> {
  const detected = await detectFileType(file.bytes);
  if (!detected || !ACCEPTED.has(detected.mime)) throw new AppError('unsupported_media_type', EVENT_MESSAGES.notAnImage(file.fileName));
  try {
    return await encodeImage(file.bytes);
  } catch {
    throw new AppError('unsupported_media_type', EVENT_MESSAGES.unreadableImage(file.fileName));
  }
}

/** Every file is checked and encoded before any is stored: one bad file stores nothing. */
export async function storeUploadedImages(db: Database, store: UploadStore, files: ReceivedFile[], uploadedBy: number) {
  const encoded: EncodedImage[] = [];
  for (const file of files) encoded.push(await encodeUploadedImage(file));
  for (const image of encoded) await insertUpload(db, store, { ...image, uploadedBy });
  return encoded.map((image) => ({
    image_url: toUploadUrl(image.id, 'full'),
    card_url: toUploadUrl(image.id, 'card'),
    width: image.width,
    height: image.height,
  }));
}
