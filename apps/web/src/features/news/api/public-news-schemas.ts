// Loaded on demand by load-news-schemas.ts, with zod: no visitor's page builds a schema to start.
export { ZNewsArticleSchema, ZNewsListResponseSchema } from '@action-plus/contract';
