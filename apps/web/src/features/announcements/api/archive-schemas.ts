// Loaded on demand by load-archive-schemas.ts, with zod: no visitor's page builds a schema to start.
export { ZAnnouncementArchiveResponseSchema, ZArchivedAnnouncementSchema } from '@action-plus/contract';
