import multipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ALBUM_LIMITS,
  ALBUM_MESSAGES,
  EVENT_MESSAGES,
  PATHS,
  ZAddPhotoResponseSchema,
  ZAlbumCoverRequestSchema,
  ZAlbumListQuerySchema,
  ZAlbumListResponseSchema,
  ZErrorSchema,
  ZEventAlbumResponseSchema,
  ZIdParamsSchema,
  ZMessageSchema,
  ZPhotoParamsSchema,
  ZPhotoRemovalRequestSchema,
  ZReorderPhotosRequestSchema,
  ZUpdatePhotoRequestSchema,
} from '@action-plus/contract';
import type { AppContext } from '#context';
import { eventPhotos, events, users } from '#db/schema';
import { AppError, badRequest, notFound } from '#lib/errors';
import { currentUser } from '#plugins/authentication';
import { insertContactMessage } from '../contact/contact-repository';
import { emptyAfterEachWrite } from '#lib/stamped-read-cache';
import type { ReceivedFile } from '../uploads/store-uploaded-images';
import { listAlbumPhotos, listAlbums } from './album-repository';
import { addPhoto, deletePhoto, reorderPhotos, setAlbumCover, updatePhoto } from './change-album';
import { encodePhoto } from './encode-photo';

const tags = ['albums'];
const errors = { 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema, 404: ZErrorSchema, 409: ZErrorSchema };

/** The one photo a request carries (the page sends them one by one, each with its progress). */
async function receivePhoto(request: FastifyRequest): Promise<ReceivedFile> {
  if (!request.isMultipart()) throw badRequest(EVENT_MESSAGES.notMultipart);
  const files: ReceivedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'files') files.push({ fileName: part.filename || 'photo', bytes });
    }
  } catch (error) {
    const code = (error as { code?: string } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', ALBUM_MESSAGES.photoTooLarge);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError('payload_too_large', ALBUM_MESSAGES.onePhotoPerRequest);
    throw error instanceof AppError ? error : badRequest(EVENT_MESSAGES.notMultipart);
  }
  if (files.length === 0) throw badRequest(EVENT_MESSAGES.noFiles);
  return files[0]!;
}

/**
 * The events' photo albums (issue 26): read by everyone, changed by whoever manages the event
 * (`requireEventManagement`), each change journaled; a member asks for a photo's removal through
 * the admins' inbox.
 */
export const albumRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db, visitorsReadCache } = context;
  emptyAfterEachWrite(app, visitorsReadCache);
  await app.register(multipart, {
    limits: { fileSize: ALBUM_LIMITS.MAX_PHOTO_BYTES, files: ALBUM_LIMITS.MAX_FILES_PER_REQUEST, fields: 5, parts: 6, fieldSize: 1024 },
  });

  async function requireEvent(eventId: number) {
    const [event] = await db.select({ id: events.id, title: events.title }).from(events).where(eq(events.id, eventId));
    if (!event) throw notFound(EVENT_MESSAGES.eventNotFound);
    return event;
  }

  app.get(
    '/api/events/:id/photos',
    { schema: { tags, params: ZIdParamsSchema, response: { 200: ZEventAlbumResponseSchema, 400: ZErrorSchema, 404: ZErrorSchema } } },
    async (request) => {
      const eventId = request.params.id;
      return visitorsReadCache.read(`album:${eventId}`, async () => {
        await requireEvent(eventId);
        return { event_id: eventId, photos: await listAlbumPhotos(db, eventId, { withHidden: false }) };
      });
    },
  );

  app.get(
    '/api/albums',
    { schema: { tags, querystring: ZAlbumListQuerySchema, response: { 200: ZAlbumListResponseSchema, 400: ZErrorSchema } } },
    async (request) => (request.query.cursor ? listAlbums(db, request.query.cursor) : visitorsReadCache.read('albums', () => listAlbums(db, undefined))),
  );

  app.get(
    '/api/events/:id/photos/manage',
    { onRequest: app.requireEventManagement, schema: { tags, params: ZIdParamsSchema, response: { 200: ZEventAlbumResponseSchema, ...errors } } },
    async (request) => {
      await requireEvent(request.params.id);
      return { event_id: request.params.id, photos: await listAlbumPhotos(db, request.params.id, { withHidden: true }) };
    },
  );

  app.post(
    '/api/events/:id/photos',
    {
      onRequest: app.requireEventManagement,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: ZIdParamsSchema,
        response: { 201: ZAddPhotoResponseSchema, ...errors, 413: ZErrorSchema, 415: ZErrorSchema },
      },
    },
    async (request, reply) => {
      await requireEvent(request.params.id);
      const image = await encodePhoto(await receivePhoto(request));
      return reply.status(201).send({ photo: await addPhoto(db, context.uploadStore, request.params.id, image, currentUser(request)) });
    },
  );

  app.put(
    '/api/events/:id/photos/order',
    {
      onRequest: app.requireEventManagement,
      schema: { tags, params: ZIdParamsSchema, body: ZReorderPhotosRequestSchema, response: { 200: ZMessageSchema, ...errors } },
    },
    async (request) => {
      await reorderPhotos(db, request.params.id, request.body.photo_ids, currentUser(request));
      return { message: ALBUM_MESSAGES.orderSaved };
    },
  );

  app.put(
    '/api/events/:id/photos/cover',
    {
      onRequest: app.requireEventManagement,
      schema: { tags, params: ZIdParamsSchema, body: ZAlbumCoverRequestSchema, response: { 200: ZMessageSchema, ...errors } },
    },
    async (request) => {
      await setAlbumCover(db, request.params.id, request.body.photo_id, currentUser(request));
      return { message: ALBUM_MESSAGES.coverSaved };
    },
  );

  app.put(
    '/api/events/:id/photos/:photoId',
    {
      onRequest: app.requireEventManagement,
      schema: { tags, params: ZPhotoParamsSchema, body: ZUpdatePhotoRequestSchema, response: { 200: ZAddPhotoResponseSchema, ...errors } },
    },
    async (request) => ({ photo: await updatePhoto(db, request.params.id, request.params.photoId, request.body, currentUser(request)) }),
  );

  app.delete(
    '/api/events/:id/photos/:photoId',
    { onRequest: app.requireEventManagement, schema: { tags, params: ZPhotoParamsSchema, response: { 200: ZMessageSchema, ...errors } } },
    async (request) => {
      await deletePhoto(db, request.params.id, request.params.photoId, currentUser(request));
      return { message: ALBUM_MESSAGES.photoDeleted };
    },
  );

  app.post(
    '/api/photos/:id/removal-request',
    {
      onRequest: app.requireUser,
      config: { rateLimit: context.signInRateLimit },
      schema: {
        tags,
        params: ZIdParamsSchema,
        body: ZPhotoRemovalRequestSchema,
        response: { 201: ZMessageSchema, 400: ZErrorSchema, 401: ZErrorSchema, 404: ZErrorSchema, 429: ZErrorSchema },
      },
    },
    async (request, reply) => {
      const [photo] = await db
        .select({ eventId: eventPhotos.eventId, title: events.title })
        .from(eventPhotos)
        .innerJoin(events, eq(events.id, eventPhotos.eventId))
        .where(and(eq(eventPhotos.id, request.params.id), eq(eventPhotos.isHidden, false)));
      if (!photo) throw notFound(ALBUM_MESSAGES.photoNotFound);
      const [member] = await db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, currentUser(request).id));
      const address = `${context.config.publicUrl}${PATHS.eventDetail(photo.eventId)}#photo-${request.params.id}`;
      const reason = request.body.reason ? `\n\nMessage\u00a0:\n${request.body.reason}` : '';
      await insertContactMessage(db, {
        name: `${member!.firstName} ${member!.lastName}`.trim(),
        email: member!.email,
        subject: ALBUM_MESSAGES.removalSubject,
        message: `Je demande le retrait de la photo n° ${request.params.id} de l’album « ${photo.title} »\u00a0: ${address}${reason}`,
        senderId: currentUser(request).id,
      });
      return reply.status(201).send({ message: ALBUM_MESSAGES.removalRequested });
    },
  );
};
