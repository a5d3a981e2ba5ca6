/**
 * The schemas of the answers visitors' pages read, loaded with zod when an answer has to be read:
 * a page drawn from the server's data (its first view) never builds them.
 */
export const loadNewsListSchema = () => import('./public-news-schemas').then((module) => module.ZNewsListResponseSchema);
export const loadNewsArticleSchema = () => import('./public-news-schemas').then((module) => module.ZNewsArticleSchema);
