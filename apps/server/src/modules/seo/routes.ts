import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGE_NAMES, PAGES, PATHS } from '@action-plus/contract';
import type { AppContext } from '#context';
import { findEventIds } from '../events/event-repository';
import { listArticleSlugsOnSite } from '../news/news-repository';

/** The pages a visitor can read without an account that the table lists for search engines. */
const PUBLIC_PAGES = PAGE_NAMES.flatMap((name) => {
  const page = PAGES[name];
  return 'isInSitemap' in page && page.isInSitemap ? [page.path] : [];
});

/** Pages behind a sign-in, and the API: nothing for a search engine there. */
const DISALLOWED = [
  '/profile',
  '/admin',
  '/api',
  PATHS.eventCreate,
  '/events/edit',
  '/events/*/emargement',
  PATHS.resetPassword,
  PATHS.confirmEmail,
  PATHS.googleSignIn,
  PATHS.remindersOff,
];

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

export const seoRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (app, { context }) => {
  const { db, config } = context;

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const [eventIds, articleSlugs] = await Promise.all([findEventIds(db), listArticleSlugsOnSite(db)]);
    const entries = [
      ...PUBLIC_PAGES.map((path) => `  <url><loc>${escapeXml(`${config.publicUrl}${path}`)}</loc></url>`),
      ...eventIds.map((id) => `  <url><loc>${escapeXml(`${config.publicUrl}${PATHS.eventDetail(id)}`)}</loc></url>`),
      ...articleSlugs.map((slug) => `  <url><loc>${escapeXml(`${config.publicUrl}${PATHS.newsArticle(slug)}`)}</loc></url>`),
    ];
    const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=300').send(body);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) => {
    const body = ['User-agent: *', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${config.publicUrl}/sitemap.xml`, ''].join('\n');
    return reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);
  });
};
