/**
 * The home page's latest articles: how many (the contract's `NEWS_LIMITS.HOME_COUNT`) and their
 * cache key, under news-keys.ts's `lists()` so that a saved article refreshes them. Written here,
 * in a module of their own: the home page's first view reads them to find the articles the server
 * sent, and must carry neither the contract's news module nor the query's code (a module goes whole
 * into the chunk of its first importer). latest-news.test.tsx holds them equal to the contract's
 * and the keys'.
 */
export const LATEST_NEWS_COUNT = 3;
export const LATEST_NEWS_QUERY_KEY = ['news', 'list', 'latest', LATEST_NEWS_COUNT] as const;
