/**
 * Every cache key of the news feature, from the widest to the narrowest, so that a change can
 * refresh exactly what it touched: an article saved or deleted refreshes everything under `all`
 * (the public lists, the home page's, the article and the administration's list).
 */
export const newsKeys = {
  all: ['news'] as const,
  lists: () => [...newsKeys.all, 'list'] as const,
  /** /actualites, page after page, of one tag or of all (null). */
  pages: (tag: string | null) => [...newsKeys.lists(), 'pages', tag] as const,
  article: (slug: string) => [...newsKeys.all, 'article', slug] as const,
  admin: () => [...newsKeys.all, 'admin'] as const,
  adminList: () => [...newsKeys.admin(), 'list'] as const,
  adminArticle: (id: number) => [...newsKeys.admin(), 'article', id] as const,
  eventChoices: () => [...newsKeys.admin(), 'events'] as const,
  preview: (body: string) => [...newsKeys.admin(), 'preview', body] as const,
};
