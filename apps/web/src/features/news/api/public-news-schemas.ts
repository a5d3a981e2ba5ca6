// Loaded on demand by latest-news-query.ts, with zod, apart from the home page's first view.
export { ZNewsListResponseSchema } from '@action-plus/contract';
