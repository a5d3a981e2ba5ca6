import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accentStylesheetOf, COMMON_MESSAGES, DEFAULT_ACCENT_COLOUR, isReadableAccent, ZErrorSchema, zText } from '@action-plus/contract';
import { notFound } from '#lib/errors';
import { escapeHtml } from './static-page-heads';

/**
 * The association's accent colour (`identity.accentColour`) reaches the pages as a stylesheet the
 * server writes, linked from every page's head: the content security policy allows no inline
 * style (`style-src 'self'`), and no script is needed. Its address is the colour itself, so that it
 * is the same file for every instance, cached forever, and a new colour is a new address.
 */
const STYLESHEET_FILE = /^([0-9a-f]{6})\.css$/;

export const accentStylesheetPathOf = (accent: string) => `/association-theme/${accent.slice(1).toLowerCase()}.css`;

/** The <head> line that gives the pages the association's accent; none for the stylesheet's own. */
export const renderAccentStylesheetLink = (accent: string): string =>
  accent.toLowerCase() === DEFAULT_ACCENT_COLOUR ? '' : `<link rel="stylesheet" href="${escapeHtml(accentStylesheetPathOf(accent))}" />\n    `;

export const accentStylesheetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/association-theme/:file',
    {
      schema: {
        tags: ['association'],
        params: z.object({ file: zText('Le nom du fichier') }),
        produces: ['text/css'],
        response: { 200: z.string().describe('text/css'), 404: ZErrorSchema },
      },
    },
    async (request, reply) => {
      const hex = STYLESHEET_FILE.exec(request.params.file)?.[1];
      // Only a colour the settings would accept: no page of the site links to another.
      if (!hex || !isReadableAccent(`#${hex}`)) throw notFound(COMMON_MESSAGES.notFound);
      return reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(accentStylesheetOf(`#${hex}`));
    },
  );
};
