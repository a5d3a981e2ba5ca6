// Loaded on demand by load-mail-preferences-schemas.ts, with zod: the unsubscribe page starts without them.
export { ZMailUnsubscribeInfoResponseSchema, ZMailUnsubscribeResponseSchema } from '@action-plus/contract';
