import { z } from 'zod';

/** Every API error: one French sentence for the person in front of the screen. */
export const ZErrorSchema = z.object({ detail: z.string() });
export type TError = z.infer<typeof ZErrorSchema>;

export const ZMessageSchema = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessageSchema>;

/** Every id column is a PostgreSQL `integer`: an id outside this range names nothing. */
export const ID_RANGE = { min: 1, max: 2_147_483_647 } as const;

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

/** Messages the whole API shares. */
export const COMMON_MESSAGES = {
  notFound: 'Ressource introuvable.',
  routeNotFound: "Cette adresse de l'API n'existe pas.",
  serverError: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
  invalidRequest: 'Requête invalide.',
  invalidJson: 'Le corps de la requête n’est pas un JSON valide.',
  payloadTooLarge: 'La requête est trop volumineuse.',
  unsupportedMediaType: 'Type de contenu non pris en charge.',
  authenticationRequired: 'Authentification requise. Veuillez vous connecter.',
  sessionExpired: 'Votre session a expiré. Veuillez vous reconnecter.',
  adminOnly: 'Accès réservé aux administrateurs.',
  tooManyRequests: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
} as const;
