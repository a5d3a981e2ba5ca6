import { formatPageTitle, NEWS_LIMITS, PATHS, type TAssociationSettings, type TNewsArticle } from '@action-plus/contract';
import type { AppContext } from '#context';
import type { PageHead, PageHeadProvider } from '../pages/routes';
import { renderPageHead, toScriptJson } from '../pages/static-page-heads';
import { findArticleOnSiteBySlug, toArticleCard } from './news-repository';
import { renderArticleBody } from './render-markdown';

const ARTICLE_PAGE = /^\/actualites\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

/**
 * The article on the site at this slug (its current one or an old one), as the API and the page
 * send it, kept in the visitors' cache; null is not kept, so that a walk through made-up slugs
 * never pushes real pages out.
 */
export function readArticleOnSite({ db, config, visitorsReadCache }: Pick<AppContext, 'db' | 'config' | 'visitorsReadCache'>, slug: string) {
  if (slug.length > NEWS_LIMITS.SLUG_MAX + 12) return Promise.resolve(null);
  return visitorsReadCache.read<TNewsArticle | null>(
    `news:${slug}`,
    async () => {
      const article = await findArticleOnSiteBySlug(db, slug);
      if (!article) return null;
      return { ...toArticleCard(article), body_html: await renderArticleBody(db, article.body, config.publicUrl), updated_at: article.updatedAt.toISOString() };
    },
    (article) => article !== null,
  );
}

const absoluteUrl = (url: string, publicUrl: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);

export function renderArticleHead(article: TNewsArticle, publicUrl: string, association: TAssociationSettings): string {
  const canonical = `${publicUrl}${PATHS.newsArticle(article.slug)}`;
  const image = article.cover_image ? absoluteUrl(article.cover_image, publicUrl) : undefined;
  const structuredData = {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.summary,
    datePublished: article.published_at,
    dateModified: article.updated_at,
    author: { '@type': 'Person', name: article.author_first_name },
    publisher: { '@type': 'Organization', name: association.identity.name, url: association.contact.website },
    ...(image ? { image: [image] } : {}),
    ...(article.tags.length > 0 ? { keywords: article.tags.join(', ') } : {}),
    mainEntityOfPage: canonical,
    url: canonical,
  };
  const head = renderPageHead({
    siteName: association.identity.name,
    title: formatPageTitle(association, article.title),
    description: article.summary,
    url: canonical,
    type: 'article',
    imageUrl: image,
  });
  return `${head}\n    <meta property="article:published_time" content="${article.published_at}" />\n    <script type="application/ld+json">${toScriptJson(structuredData)}</script>`;
}

const UNKNOWN_ARTICLE: PageHead = Object.freeze({ head: '', status: 404 as const });

/** The head of /actualites/{slug}: the article's, a 301 to its current slug for an old one, or the app's 404. */
export function createNewsPageHead(context: AppContext): PageHeadProvider {
  return async (pathname) => {
    const match = ARTICLE_PAGE.exec(pathname);
    if (!match) return null;
    const slug = match[1]!;
    const article = await readArticleOnSite(context, slug);
    if (!article) return UNKNOWN_ARTICLE;
    if (article.slug !== slug) return { head: '', redirectTo: PATHS.newsArticle(article.slug) };
    return renderArticleHead(article, context.config.publicUrl, await context.associationSettings.read());
  };
}
