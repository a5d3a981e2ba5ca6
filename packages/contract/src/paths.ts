/** The site's pages, in one place for the router, the links, the server's 404s and the sitemap. */
export const PATHS = {
  home: '/',
  about: '/about',
  events: '/events',
  eventDetail: (id: number | string) => `/events/${id}`,
  eventCreate: '/events/create',
  eventEdit: (id: number | string) => `/events/edit/${id}`,
  profile: '/profile',
  adminMemberships: '/admin/memberships',
  contact: '/contact',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  /** Where the links that confirm an e-mail address land (sign-up, change of address). */
  confirmEmail: '/confirm-email',
  /** Where the Google sign-in lands, in the popup or after a full-page redirect. */
  googleSignIn: '/connexion/google',
  privacy: '/confidentialite',
  terms: '/conditions',
  legalNotice: '/mentions-legales',
} as const;

/** Every page the web app answers; anything else is its 404 page, served with status 404. */
export const PAGE_PATTERNS: readonly RegExp[] = [
  /^\/$/,
  /^\/about$/,
  /^\/events$/,
  /^\/events\/create$/,
  /^\/events\/edit\/\d+$/,
  /^\/events\/\d+$/,
  /^\/profile$/,
  /^\/admin\/memberships$/,
  /^\/contact$/,
  /^\/login$/,
  /^\/register$/,
  /^\/forgot-password$/,
  /^\/reset-password$/,
  /^\/confirm-email$/,
  /^\/connexion\/google$/,
  /^\/confidentialite$/,
  /^\/conditions$/,
  /^\/mentions-legales$/,
];

export const isKnownPage = (pathname: string) => PAGE_PATTERNS.some((pattern) => pattern.test(pathname.replace(/\/+$/, '') || '/'));
