/** Every id column is a PostgreSQL `integer`: an id outside this range names nothing. */
export const ID_RANGE = { min: 1, max: 2_147_483_647 } as const;

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
  tooManyRequests: 'Trop de tentatives. Veuillez patienter quelques minutes avant de réessayer.',
} as const;
