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

/**
 * The query parameters a page reads while the server renders it (apps/web/src/entry-server.tsx),
 * each with the pattern a valid value matches. The server renders and keeps a page under its path
 * and these parameters only, so `/events?utm_source=x` is `/events`: one render, one cache entry.
 * None today: the pages that read their query (the reset link's token, Google's answer) are forms,
 * which the browser draws. A page whose first render starts reading a parameter must name it here,
 * or the server's render would not be the one the browser hydrates.
 */
export const RENDERED_PAGE_QUERY_PARAMETERS: readonly { page: RegExp; parameters: Readonly<Record<string, RegExp>> }[] = [];

/** Longer values are never valid: a pattern is only tried on a short string. */
const QUERY_VALUE_MAX_LENGTH = 200;

/**
 * A page's address as the server renders and keeps it: `pathname`, then, of the query `search`
 * ('?a=1&b=2' or ''), only the valid parameters the page reads, in their declared order.
 */
export function renderedPageAddress(pathname: string, search: string, declarations = RENDERED_PAGE_QUERY_PARAMETERS): string {
  const declaration = declarations.find(({ page }) => page.test(pathname));
  if (!declaration || search.length <= 1) return pathname;
  const query = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [name, pattern] of Object.entries(declaration.parameters)) {
    const value = query.get(name);
    if (value !== null && value.length <= QUERY_VALUE_MAX_LENGTH && pattern.test(value)) kept.set(name, value);
  }
  const reduced = kept.toString();
  return reduced ? `${pathname}?${reduced}` : pathname;
}
