import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COMMON_MESSAGES, EVENT_MESSAGES, UPLOAD_LIMITS, ZErrorSchema, ZUploadResponseSchema, zText } from '@action-plus/contract';
import type { AppContext } from '#context';
import { AppError, badRequest, notFound } from '#lib/errors';
import { currentUser } from '#plugins/authentication';
import { storeUploadedImages, type ReceivedFile } from './store-uploaded-images';
import { findUploadImage, parseUploadFileName } from './upload-repository';

const FIELD_NAME = 'files';

/** The multipart plugin's limit errors, said in French (they would otherwise be a vague 4xx). */
function translateMultipartError(error: unknown): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('payload_too_large', EVENT_MESSAGES.fileTooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new AppError('payload_too_large', EVENT_MESSAGES.tooManyFiles);
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return badRequest(EVENT_MESSAGES.notMultipart);
  // Anything else is the parser refusing the body (no boundary, a truncated part): the client's
  // malformed request, not the server's fault.
  return error instanceof AppError ? error : badRequest(EVENT_MESSAGES.notMultipart);
}

async function receiveFiles(request: FastifyRequest): Promise<ReceivedFile[]> {
  if (!request.isMultipart()) throw badRequest(EVENT_MESSAGES.notMultipart);
  const files: ReceivedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== FIELD_NAME) {
        await part.toBuffer();
        continue;
      }
      files.push({ fileName: part.filename || 'image', bytes: await part.toBuffer() });
    }
  } catch (error) {
    throw translateMultipartError(error);
  }
  if (files.length === 0) throw badRequest(EVENT_MESSAGES.noFiles);
  return files;
}

/** Images every server instance serves, from the database or the shared directory; a CDN may cache them forever. */
export const uploadRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db, uploadStore } = context;

  // Scoped to this plugin: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: UPLOAD_LIMITS.MAX_FILE_BYTES,
      files: UPLOAD_LIMITS.MAX_FILES,
      fields: 20,
      parts: UPLOAD_LIMITS.MAX_FILES + 20,
      fieldSize: 1024 * 100,
    },
  });

  app.post(
    '/api/upload-multiple-images',
    {
      onRequest: app.requirePermission('images.upload'),
      schema: {
        tags: ['uploads'],
        consumes: ['multipart/form-data'],
        response: { 200: ZUploadResponseSchema, 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema, 413: ZErrorSchema, 415: ZErrorSchema },
      },
    },
    async (request) => {
      const files = await receiveFiles(request);
      if (files.length > UPLOAD_LIMITS.MAX_FILES) throw new AppError('payload_too_large', EVENT_MESSAGES.tooManyFiles);
      return { uploaded_files: await storeUploadedImages(db, uploadStore, files, currentUser(request).id) };
    },
  );

  app.get(
    '/uploads/:file',
    {
      schema: {
        tags: ['uploads'],
        params: z.object({ file: zText('Le nom du fichier') }),
        produces: ['image/webp'],
        response: { 200: z.any().describe('image/webp'), 404: ZErrorSchema },
      },
    },
    async (request, reply) => {
      const parsed = parseUploadFileName(request.params.file);
      const image = parsed ? await findUploadImage(db, uploadStore, parsed.id, parsed.variant) : undefined;
      if (!image) throw notFound(COMMON_MESSAGES.notFound);
      return reply.type('image/webp').header('cache-control', 'public, max-age=31536000, immutable').send(image);
    },
  );
};
