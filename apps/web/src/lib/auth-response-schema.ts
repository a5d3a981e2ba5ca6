// Loaded on demand by api-client.ts (`loadAuthResponseSchema`), with zod, apart from the first view.
export { ZAuthResponseSchema } from '@action-plus/contract';
