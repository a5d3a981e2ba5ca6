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
  /^\/connexion\/google$/,
  /^\/confidentialite$/,
  /^\/conditions$/,
  /^\/mentions-legales$/,
];

/**
 * '/events/' → '/events'. A loop, not `/\/+$/`: that pattern retries from every slash of a long
 * run that does not end the string, quadratic on a URL of thousands of slashes.
 */
export function withoutTrailingSlashes(path: string): string {
  let end = path.length;
  while (end > 0 && path.charCodeAt(end - 1) === SLASH) end -= 1;
  return path.slice(0, end);
}
const SLASH = '/'.charCodeAt(0);

export const isKnownPage = (pathname: string) => PAGE_PATTERNS.some((pattern) => pattern.test(withoutTrailingSlashes(pathname) || '/'));
