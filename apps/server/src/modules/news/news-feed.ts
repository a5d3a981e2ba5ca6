import { NEWS_LIMITS, NEWS_PAGE_HEADING, PATHS, type TAssociationSettings } from '@action-plus/contract';
import type { Database } from '#db/client';
import { listLatestArticlesOnSite } from './news-repository';
import { renderArticleBody } from './render-markdown';

const escapeXml = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * `/actualites/flux.xml`: the latest articles as an Atom feed (RFC 4287), each with its summary and
 * its whole body as HTML, for feed readers and the association's partners' sites.
 */
export async function renderNewsFeed(db: Database, publicUrl: string, association: TAssociationSettings): Promise<string> {
  const articles = await listLatestArticlesOnSite(db, NEWS_LIMITS.FEED_COUNT);
  const feedUrl = `${publicUrl}/actualites/flux.xml`;
  const listUrl = `${publicUrl}${PATHS.news}`;
  const updated = articles.reduce((latest, article) => Math.max(latest, article.updatedAt.getTime(), article.publishedAt?.getTime() ?? 0), 0);
  const entries = await Promise.all(
    articles.map(async (article) => {
      const url = `${publicUrl}${PATHS.newsArticle(article.slug)}`;
      const html = await renderArticleBody(db, article.body, publicUrl);
      return [
        '  <entry>',
        // The id never changes, even if the slug did before publication: the article's number.
        `    <id>${escapeXml(`${listUrl}#article-${article.id}`)}</id>`,
        `    <title>${escapeXml(article.title)}</title>`,
        `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
        `    <published>${article.publishedAt!.toISOString()}</published>`,
        `    <updated>${new Date(Math.max(article.updatedAt.getTime(), article.publishedAt!.getTime())).toISOString()}</updated>`,
        `    <author><name>${escapeXml(article.authorFirstName || association.identity.name)}</name></author>`,
        ...article.tags.map((tag) => `    <category term="${escapeXml(tag)}"/>`),
        `    <summary>${escapeXml(article.summary)}</summary>`,
        `    <content type="html">${escapeXml(html)}</content>`,
        '  </entry>',
      ].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">',
    `  <id>${escapeXml(listUrl)}</id>`,
    `  <title>${escapeXml(`${NEWS_PAGE_HEADING} – ${association.identity.name}`)}</title>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(feedUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(listUrl)}"/>`,
    `  <updated>${new Date(updated || Date.now()).toISOString()}</updated>`,
    `  <author><name>${escapeXml(association.identity.name)}</name></author>`,
    ...entries,
    '</feed>',
    '',
  ].join('\n');
}
