import type { TPermission } from './roles';

/**
 * The table of the site's pages: one row per page, the one place a page is added. The contract
 * keeps what the server needs (the path, who may see the page, how it is rendered, the query
 * parameters its first render reads); the web app extends each row with the page's module
 * (apps/web/src/app/pages.ts) and its head lives in `PAGE_HEADS` (page-heads.ts), both typed by
 * this table's names so that a page missing from either fails the typecheck. `PATHS`,
 * `isKnownPage` and `renderedPageAddress` (paths.ts), the router, the server's heads and the
 * sitemap all derive from it.
 *
 * A path is a react-router pattern; a `:parameter` in it is a database id (digits), except `:slug`,
 * an article's address words (news.ts's `NEWS_SLUG_PATTERN`).
 */

/**
 * Who may see a page: the web app puts member and admin pages behind their guard. An `admin` page
 * names the permission it needs (decision 041): the guard and the menu read it.
 */
export type TPageAccess = 'public' | 'member' | 'admin';

/**
 * How the server sends a page. Every page is sent rendered, as a visitor's first view of it
 * (the session still being restored): a guarded page thus arrives as its « Chargement… » state,
 * never with private data.
 * - `kept`: rendered once per address and day, kept in the events' visitor cache;
 * - `per-request`: rendered at each request, never kept (its address carries a one-time token).
 */
export type TPageRendering = 'kept' | 'per-request';

export interface TPage {
  path: string;
  access: TPageAccess;
  /** For an `admin` page: what the account's roles must allow to open it. */
  permission?: TPermission;
  rendering: TPageRendering;
  /**
   * A form whose fields stay disabled until the app has hydrated the page, so that nothing typed
   * before can be lost (lib/use-is-hydrated.ts in the web app).
   */
  hasForm?: boolean;
  /**
   * The query parameters the page's first render reads, each with the pattern a valid value
   * matches. The server renders (and keeps) a page under its path and these parameters only, and
   * the page reads its query through the same filter (the web's `usePageQuery`), so that
   * `/events?utm_source=x` is the one render of `/events` and both sides draw the same thing.
   */
  queryParameters?: Readonly<Record<string, RegExp>>;
  /** Listed in /sitemap.xml (the event pages are listed there by id). */
  isInSitemap?: boolean;
}

/** Marks a reset link as an invitation: only the page's wording changes. */
export const INVITATION_QUERY_PARAM = 'invitation';

/** A one-time link's token as the server issues it (base64url). */
const ONE_TIME_TOKEN = /^[\w-]+$/;

export const PAGES = {
  home: { path: '/', access: 'public', rendering: 'kept', isInSitemap: true },
  about: { path: '/about', access: 'public', rendering: 'kept', isInSitemap: true },
  events: { path: '/events', access: 'public', rendering: 'kept', isInSitemap: true },
  eventDetail: { path: '/events/:id', access: 'public', rendering: 'kept' },
  eventCreate: { path: '/events/create', access: 'admin', permission: 'events.create', rendering: 'kept' },
  eventEdit: { path: '/events/edit/:id', access: 'admin', permission: 'events.manage_own', rendering: 'kept' },
  /** The organiser's attendance sheet (« feuille d'émargement »), made to be printed. */
  eventAttendance: { path: '/events/:id/emargement', access: 'admin', permission: 'events.manage_own', rendering: 'kept' },
  profile: { path: '/profile', access: 'member', rendering: 'kept' },
  adminMemberships: { path: '/admin/memberships', access: 'admin', permission: 'members.read', rendering: 'kept' },
  /** The treasurer's view: figures, charts and the accountant's yearly exports. */
  adminTreasury: { path: '/admin/tresorerie', access: 'admin', permission: 'treasury.read', rendering: 'kept' },
  contact: { path: '/contact', access: 'public', rendering: 'kept', hasForm: true, isInSitemap: true },
  login: { path: '/login', access: 'public', rendering: 'kept', hasForm: true, isInSitemap: true },
  register: { path: '/register', access: 'public', rendering: 'kept', hasForm: true, isInSitemap: true },
  forgotPassword: { path: '/forgot-password', access: 'public', rendering: 'kept', hasForm: true, isInSitemap: true },
  resetPassword: {
    path: '/reset-password',
    access: 'public',
    rendering: 'per-request',
    hasForm: true,
    queryParameters: { token: ONE_TIME_TOKEN, [INVITATION_QUERY_PARAM]: /^1$/ },
  },
  /** Where the links that confirm an e-mail address land (sign-up, change of address). */
  confirmEmail: { path: '/confirm-email', access: 'public', rendering: 'per-request', hasForm: true, queryParameters: { token: ONE_TIME_TOKEN } },
  /**
   * Where the Google sign-in lands, in the popup or after a full-page redirect. A failure after a
   * redirect is drawn from the query alone, at once; every other landing waits for the session.
   * The patterns are google.ts's values (paths.test.ts checks they agree), written here so that the
   * table does not bring the sign-in's schemas into every page's first view.
   */
  googleSignIn: {
    path: '/connexion/google',
    access: 'public',
    rendering: 'kept',
    queryParameters: {
      status: /^(ok|error)$/,
      mode: /^(popup|redirect)$/,
      error: /^(cancelled|unverified_email|expired|unavailable|disabled|conflict|too_many_requests|failed)$/,
    },
  },
  /** Where the reminders' opt-out link of an event mail lands: a button confirms (opening it changes nothing). */
  remindersOff: {
    path: '/rappels/desactiver',
    access: 'public',
    rendering: 'per-request',
    hasForm: true,
    queryParameters: { token: /^[\w.-]{1,80}$/ },
  },
  privacy: { path: '/confidentialite', access: 'public', rendering: 'kept', isInSitemap: true },
  terms: { path: '/conditions', access: 'public', rendering: 'kept', isInSitemap: true },
  legalNotice: { path: '/mentions-legales', access: 'public', rendering: 'kept', isInSitemap: true },
  /** « Faire un don »: the form (paid through HelloAsso), or how to give by cheque or transfer; `paiement` is the return's result. */
  donate: {
    path: '/faire-un-don',
    access: 'public',
    rendering: 'kept',
    hasForm: true,
    isInSitemap: true,
    queryParameters: { paiement: /^(recu|en-attente|annule|invalide)$/ },
  },
  /** The donations received, recorded by hand (cheque, transfer, cash) or online, and their receipts. */
  adminDonations: { path: '/admin/dons', access: 'admin', permission: 'donations.manage', rendering: 'kept' },
  /** « Paramètres de l'association »: the settings every page, mail and document reads, one section at a time. */
  adminAssociation: { path: '/admin/association', access: 'admin', permission: 'settings.manage', rendering: 'kept' },
  /** « Équipe et droits »: who holds which role (decision 041). */
  adminRoles: { path: '/admin/roles', access: 'admin', permission: 'roles.manage', rendering: 'kept' },
  /** « Journal »: every administrative act, who did it and when (decision 042). */
  adminJournal: { path: '/admin/journal', access: 'admin', permission: 'journal.read', rendering: 'kept' },
  /** « Actualités »: the published articles, newest first, by tag (issue 26). */
  news: { path: '/actualites', access: 'public', rendering: 'kept', isInSitemap: true, queryParameters: { etiquette: /^\S.{0,159}$/ } },
  /** One article, by its slug (listed in the sitemap one by one; an old slug is redirected). */
  newsArticle: { path: '/actualites/:slug', access: 'public', rendering: 'kept' },
  /** « Galerie »: the events' photo albums, the most recent event first (issue 26). */
  gallery: { path: '/galerie', access: 'public', rendering: 'kept', isInSitemap: true },
  /** Writing the articles: the list, the editor with its preview, the schedule. */
  adminNews: { path: '/admin/actualites', access: 'admin', permission: 'news.write', rendering: 'kept' },
  /** « Annonces »: the sent announcements published on the site, newest first (issue 27). */
  announcements: { path: '/annonces', access: 'public', rendering: 'kept', isInSitemap: true },
  /** One archived announcement (a members-only one is read signed in: the page loads it once the session is restored). */
  announcement: { path: '/annonces/:id', access: 'public', rendering: 'kept' },
  /** Where an announcement's unsubscribe link lands: a button confirms (opening it changes nothing). */
  mailUnsubscribe: {
    path: '/desabonnement',
    access: 'public',
    rendering: 'per-request',
    hasForm: true,
    queryParameters: { token: /^[\w.-]{1,80}$/ },
  },
  /** Writing and sending announcements: the list with each one's progress. */
  adminAnnouncements: { path: '/admin/annonces', access: 'admin', permission: 'announcements.send', rendering: 'kept' },
  /** A new announcement: the editor, the recipients and their count, the preview. */
  adminAnnouncementNew: { path: '/admin/annonces/nouvelle', access: 'admin', permission: 'announcements.send', rendering: 'kept' },
  /** One announcement: edited while a draft or scheduled, then its progress. */
  adminAnnouncementEdit: { path: '/admin/annonces/:id', access: 'admin', permission: 'announcements.send', rendering: 'kept' },
  /** « Assemblées générales » of a member: those they are a voter of, and the past ones' minutes (issue 28). */
  assemblies: { path: '/assemblees', access: 'member', rendering: 'kept' },
  /** One assembly as its voter reads it: the answer, the proxies, the votes, the results (the convocation links here: `assemblyMemberPath`). */
  assembly: { path: '/assemblees/:id', access: 'member', rendering: 'kept' },
  /** Preparing and running the general assemblies: the list with their states. */
  adminAssemblies: { path: '/admin/assemblees', access: 'admin', permission: 'assemblies.manage', rendering: 'kept' },
  /** A new assembly: its title, day, time and place. */
  adminAssemblyNew: { path: '/admin/assemblees/nouvelle', access: 'admin', permission: 'assemblies.manage', rendering: 'kept' },
  /** One assembly: prepared while a draft, then its voters, convocation, session and minutes. */
  adminAssembly: { path: '/admin/assemblees/:id', access: 'admin', permission: 'assemblies.manage', rendering: 'kept' },
} as const satisfies Record<string, TPage>;

export type TPageName = keyof typeof PAGES;

export const PAGE_NAMES = Object.keys(PAGES) as TPageName[];

const PARAMETER = /:\w+/g;

/** What a parameter matches in a path: a slug for `:slug`, digits (an id) for any other. */
const parameterPattern = (parameter: string) => (parameter === ':slug' ? '[a-z0-9]+(?:-[a-z0-9]+)*' : '\\d+');

/** '/events/:id' → /^\/events\/\d+$/ */
const patternOf = (path: string) => new RegExp(`^${path.replace(/[/]/g, '\\/').replace(PARAMETER, parameterPattern)}$`);

const PAGE_PATTERNS = PAGE_NAMES.map((name) => ({ name, pattern: patternOf(PAGES[name].path) }));

/** The page answering a path without trailing slashes ('/' for the home page), or null (the 404 page). */
export function findPage(pathname: string): { name: TPageName; page: TPage } | null {
  const match = PAGE_PATTERNS.find(({ pattern }) => pattern.test(pathname));
  return match ? { name: match.name, page: PAGES[match.name] } : null;
}

export type TPathTo<P extends string> = P extends `${string}:${string}` ? (id: number | string) => string : P;

/** The address of a page: its path, or for a page of one record a function of the record's id. */
export function pathTo<P extends string>(path: P): TPathTo<P> {
  return (path.includes(':') ? (id: number | string) => path.replace(PARAMETER, String(id)) : path) as TPathTo<P>;
}
