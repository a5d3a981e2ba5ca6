import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAssociationFiguresSchema } from '@action-plus/contract';
import type { AppContext } from '#context';
import { countAssociationFigures } from './count-association-figures';

export const associationFiguresRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  // Public, and the same for everyone: kept in the visitors' cache, which is emptied when an event or a
  // membership changes and expires when the next event starts and at Paris's midnight (events-read-cache.ts).
  app.get('/api/association-figures', { schema: { tags: ['association'], response: { 200: ZAssociationFiguresSchema } } }, async () =>
    context.visitorsReadCache.read('association-figures', () => countAssociationFigures(context.db)),
  );
};
