import { ALBUM_LIMITS, ALBUM_MESSAGES } from '@action-plus/contract';
import { AppError } from '#lib/errors';
import { detectFileType, encodeImage, type EncodedImage, type ImageSource, type ReceivedFile } from '../uploads/store-uploaded-images';

const ACCEPTED = new Set<string>(ALBUM_LIMITS.ACCEPTED_MIME_TYPES);
const HEIF = new Set(['image/heic', 'image/heif']);

type HeicDecode = (input: { buffer: Uint8Array }) => Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
let heicLoading: Promise<HeicDecode> | undefined;
/**
 * sharp's own libheif reads AVIF only (HEVC is not in its build): iPhones' HEIC photos are decoded
 * by libheif compiled to WebAssembly, loaded on the first such photo, never at start.
 */
const loadHeicDecoder = () => (heicLoading ??= import('heic-decode').then((module) => module.default as HeicDecode));

async function sourceOf(bytes: Buffer, mime: string): Promise<ImageSource> {
  if (!HEIF.has(mime)) return bytes;
  const decoded = await (await loadHeicDecoder())({ buffer: bytes });
  return { pixels: new Uint8Array(decoded.data.buffer, decoded.data.byteOffset, decoded.data.byteLength), width: decoded.width, height: decoded.height };
}

/**
 * A photo for an album: judged by its first bytes (JPEG, PNG, WebP, HEIC), then re-encoded to WebP
 * in two sizes without any metadata (EXIF and its GPS position, XMP, ICC): what is served is always
 * what sharp produced, never the bytes received.
 */
export async function encodePhoto(file: ReceivedFile): Promise<EncodedImage> {
  const detected = await detectFileType(file.bytes);
  if (!detected || !ACCEPTED.has(detected.mime)) throw new AppError('unsupported_media_type', ALBUM_MESSAGES.notAPhoto(file.fileName));
  try {
    return await encodeImage(file.bytes, await sourceOf(file.bytes, detected.mime));
  } catch {
    throw new AppError('unsupported_media_type', ALBUM_MESSAGES.unreadablePhoto(file.fileName));
  }
}
