import { z } from 'zod';
import { ID_RANGE } from './common';
import './zod-locale';

/** Every API error: one French sentence for the person in front of the screen. */
export const ZErrorSchema = z.object({ detail: z.string() });
export type TError = z.infer<typeof ZErrorSchema>;

export const ZMessageSchema = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessageSchema>;

/**
 * An id in a path (`/api/events/:id`). Outside the column's range it is not sent to the database
 * (where it would overflow): the error handler answers any path that fails its params schema 404.
 */
export const ZIdSchema = z.coerce
  .number({ error: 'Identifiant invalide.' })
  .int('Identifiant invalide.')
  .min(ID_RANGE.min, 'Identifiant invalide.')
  .max(ID_RANGE.max, 'Identifiant invalide.');

export const ZIdParamsSchema = z.object({ id: ZIdSchema });
export type TIdParams = z.infer<typeof ZIdParamsSchema>;
