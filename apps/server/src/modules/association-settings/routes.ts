import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ASSOCIATION_SETTINGS_LIMITS,
  ASSOCIATION_SETTINGS_MESSAGES,
  ASSOCIATION_SETTINGS_SECTIONS,
  ZErrorSchema,
  ZFirstStartSchema,
  ZRestoreSettingsSectionSchema,
  ZSaveSettingsSectionSchema,
  ZSettingsConflictSchema,
  ZSettingsHistorySchema,
  ZSettingsSectionParamsSchema,
  ZSettingsSectionVersionSchema,
  ZAdminAssociationSettingsSchema,
  type TAssociationSettingsSection,
  type TSettingsSectionVersion,
} from '@action-plus/contract';
import type { AppContext } from '#context';
import { currentUser } from '#plugins/authentication';
import { emptyAfterEachWrite } from '#lib/stamped-read-cache';
import { isIdentityPending } from '../setup/identity-prompt';
import { restoreSettingsSection, saveSettingsSection } from './save-settings-section';
import { findCurrentSections, findSectionHistory, toSectionVersion } from './settings-repository';

/** The public document: each section as its schema wrote it (the schemas' transforms stay out of the OpenAPI document). */
const ZPublicAssociationSettingsSchema = z.object(
  Object.fromEntries(ASSOCIATION_SETTINGS_SECTIONS.map((section) => [section, z.record(z.string(), z.unknown())])),
);

/** The 409's body: what the admin must know, and the section as the other admin saved it. */
const conflictAnswer = (current: Parameters<typeof toSectionVersion>[0]) => ({
  detail: ASSOCIATION_SETTINGS_MESSAGES.conflict(current.savedByName),
  current: toSectionVersion(current),
});

const adminErrors = { 400: ZErrorSchema, 401: ZErrorSchema, 403: ZErrorSchema, 404: ZErrorSchema };

export const associationSettingsRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  // A save changes what every page shows: the next read, this instance's first, sees it.
  emptyAfterEachWrite(app, context.visitorsReadCache);

  // Public, the same for everyone, and read by the server's first render of every page.
  app.get('/api/association', { schema: { tags: ['association'], response: { 200: ZPublicAssociationSettingsSchema } } }, async () =>
    context.associationSettings.read(),
  );

  app.get(
    '/api/admin/association-settings',
    {
      onRequest: app.requirePermission('settings.manage'),
      schema: { tags: ['association'], response: { 200: ZAdminAssociationSettingsSchema, 401: ZErrorSchema, 403: ZErrorSchema } },
    },
    async (_request, reply) => {
      const sections = await findCurrentSections(context.db);
      const answer = Object.fromEntries(
        ASSOCIATION_SETTINGS_SECTIONS.flatMap((section) => {
          const row = sections.get(section);
          return row ? [[section, toSectionVersion(row)]] : [];
        }),
      ) as Record<TAssociationSettingsSection, TSettingsSectionVersion>;
      return reply.header('cache-control', 'private, no-store').send({ sections: answer });
    },
  );

  app.get(
    '/api/admin/first-start',
    {
      onRequest: app.requirePermission('settings.manage'),
      schema: { tags: ['association'], response: { 200: ZFirstStartSchema, 401: ZErrorSchema, 403: ZErrorSchema } },
    },
    async (_request, reply) => reply.header('cache-control', 'private, no-store').send({ identity_pending: await isIdentityPending(context.db) }),
  );

  app.put(
    '/api/admin/association-settings/:section',
    {
      onRequest: app.requirePermission('settings.manage'),
      bodyLimit: ASSOCIATION_SETTINGS_LIMITS.BODY_BYTES,
      schema: {
        tags: ['association'],
        params: ZSettingsSectionParamsSchema,
        body: ZSaveSettingsSectionSchema,
        response: { 200: ZSettingsSectionVersionSchema, 409: ZSettingsConflictSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const outcome = await saveSettingsSection(context.db, {
        section: request.params.section,
        readVersion: request.body.version,
        value: request.body.value,
        userId: currentUser(request).id,
        actor: currentUser(request),
      });
      if ('conflict' in outcome) return reply.status(409).send(conflictAnswer(outcome.conflict));
      return toSectionVersion(outcome.saved);
    },
  );

  app.get(
    '/api/admin/association-settings/:section/history',
    {
      onRequest: app.requirePermission('settings.manage'),
      schema: { tags: ['association'], params: ZSettingsSectionParamsSchema, response: { 200: ZSettingsHistorySchema, ...adminErrors } },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'private, no-store')
        .send({ versions: (await findSectionHistory(context.db, request.params.section)).map(toSectionVersion) }),
  );

  app.post(
    '/api/admin/association-settings/:section/restore',
    {
      onRequest: app.requirePermission('settings.manage'),
      schema: {
        tags: ['association'],
        params: ZSettingsSectionParamsSchema,
        body: ZRestoreSettingsSectionSchema,
        response: { 200: ZSettingsSectionVersionSchema, 409: ZSettingsConflictSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const outcome = await restoreSettingsSection(context.db, {
        section: request.params.section,
        readVersion: request.body.version,
        restoreVersion: request.body.restore_version,
        userId: currentUser(request).id,
        actor: currentUser(request),
      });
      if ('conflict' in outcome) return reply.status(409).send(conflictAnswer(outcome.conflict));
      return toSectionVersion(outcome.saved);
    },
  );
};
