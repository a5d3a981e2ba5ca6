import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TUploadResponse } from '@action-plus/contract';

export interface Upload {
  name: string;
  bytes: Buffer;
  type?: string;
  field?: string;
}

/** A multipart body as a browser's FormData would send it. */
export async function toMultipart(files: Upload[]) {
  const form = new FormData();
  for (const file of files)
    form.append(file.field ?? 'files', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }), file.name);
  const encoded = new Response(form);
  return { payload: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } };
}

/** One image sent to `POST /api/upload-multiple-images` as the pages send it; what the server answers for it. */
export async function uploadImageThroughApi(
  app: FastifyInstance,
  authorization: Record<string, string>,
  file: Upload,
): Promise<TUploadResponse['uploaded_files'][number]> {
  const body = await toMultipart([file]);
  const response = await app.inject({
    method: 'POST',
    url: '/api/upload-multiple-images',
    headers: { ...authorization, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TUploadResponse).uploaded_files[0]!;
}
