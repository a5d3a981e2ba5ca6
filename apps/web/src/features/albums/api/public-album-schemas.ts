// Loaded on demand by load-album-schemas.ts, with zod: no visitor's page builds a schema to start.
export { ZAlbumListResponseSchema, ZEventAlbumResponseSchema } from '@action-plus/contract';
