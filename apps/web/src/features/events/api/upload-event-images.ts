import { useMutation } from '@tanstack/react-query';
import { ZUploadResponseSchema, type TUploadResponse } from '@action-plus/contract';
import { api } from '#lib/api-client';

/** POST /api/upload-multiple-images (admin): multipart, the field `files` repeated once per image. */
export async function uploadEventImages(files: readonly File[]): Promise<TUploadResponse['uploaded_files']> {
  const body = new FormData();
  files.forEach((file) => body.append('files', file, file.name));
  const response = await api.post('/api/upload-multiple-images', body, { schema: ZUploadResponseSchema });
  return response.uploaded_files;
}

export function useUploadEventImages() {
  return useMutation({ mutationFn: uploadEventImages });
}
