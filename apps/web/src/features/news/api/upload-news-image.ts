import { ZUploadResponseSchema } from '@action-plus/contract';
import { api } from '#lib/api-client';

/**
 * POST /api/upload-multiple-images (images.upload) with one image → its full-size address
 * (`/uploads/<id>.webp`), which the article names (its cover, or an image of its text). A refused
 * file answers a French `detail`.
 */
export async function uploadNewsImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('files', file, file.name);
  const response = await api.post('/api/upload-multiple-images', body, { schema: ZUploadResponseSchema });
  return response.uploaded_files[0]!.image_url;
}
