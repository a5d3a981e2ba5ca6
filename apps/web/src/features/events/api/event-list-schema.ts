// Loaded on demand by get-events.ts, with zod, apart from the home page's first view.
export { ZEventListResponseSchema } from '@action-plus/contract';
