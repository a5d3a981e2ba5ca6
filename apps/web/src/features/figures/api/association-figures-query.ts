import { queryOptions } from '@tanstack/react-query';
import type { TAssociationFigures } from '@action-plus/contract';
import { api } from '#lib/api-client';

/** The answer's schema, loaded with zod when an answer is read: the home page opens with the server's figures. */
const loadAssociationFiguresSchema = () => import('./association-figures-schema').then((module) => module.ZAssociationFiguresSchema);

/** GET /api/association-figures: the events held and the active members, counted by the server. */
export const getAssociationFigures = (signal?: AbortSignal): Promise<TAssociationFigures> =>
  api.get('/api/association-figures', { schema: loadAssociationFiguresSchema, signal });

/** Without the query hooks: the home page's prefetch names it, its first view reads no query. */
export const getAssociationFiguresQueryOptions = () =>
  queryOptions({ queryKey: ['association-figures'] as const, queryFn: ({ signal }) => getAssociationFigures(signal) });
