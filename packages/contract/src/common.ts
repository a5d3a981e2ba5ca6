import { z } from 'zod';

/** Every API error: one French sentence for the person in front of the screen. */
export const ZErrorSchema = z.object({ detail: z.string() });
export type TError = z.infer<typeof ZErrorSchema>;

export const ZMessageSchema = z.object({ message: z.string() });
export type TMessage = z.infer<typeof ZMessageSchema>;

export const ZIdParamsSchema = z.object({
  id: z.coerce.number({ error: 'Identifiant invalide.' }).int('Identifiant invalide.').positive('Identifiant invalide.'),
});
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
