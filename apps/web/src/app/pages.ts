import type { ComponentType } from 'react';
import type { TPageName } from '@action-plus/contract';
import type { PagePrefetch } from '#lib/page-prefetch';

/**
 * What a page module exports: its component as `default`, and the data it opens with as
 * `prefetch` (lib/page-prefetch.ts), read before the server renders it.
 */
export type PageModule = { default: ComponentType; prefetch?: PagePrefetch };

/** Pages of one module, named once: the start chunk carries one preload list for them (decision 019's budget). */
const announcementsArchive = () => import('#features/announcements/pages/announcements-page');
const adminAnnouncements = () => import('#features/announcements/pages/admin-announcements-page');
const memberAssemblies = () => import('#features/assemblies/pages/assemblies-page');
const adminAssemblies = () => import('#features/assemblies/pages/admin-assemblies-page');

/**
 * The web's half of the table of pages: the module of each page of the contract's `PAGES` (path,
 * guard, rendering), loaded on first visit as its own chunk. Typed by the contract's names: a page
 * missing here, or one the contract does not list, fails the typecheck. The router
 * (app/router.tsx) is built from both halves.
 */
export const PAGE_MODULES: { readonly [K in TPageName]: () => Promise<PageModule> } = {
  home: () => import('./routes/home'),
  about: () => import('#features/about/pages/about-page'),
  events: () => import('#features/events/pages/events-page'),
  eventDetail: () => import('./routes/event-detail'),
  eventCreate: () => import('#features/events/pages/event-create-page'),
  eventEdit: () => import('#features/events/pages/event-edit-page'),
  eventAttendance: () => import('#features/events/pages/attendance-sheet-page'),
  gallery: () => import('#features/albums/pages/gallery-page'),
  profile: () => import('./routes/profile'),
  adminMemberships: () => import('#features/memberships/pages/admin-memberships-page'),
  adminTreasury: () => import('#features/treasury/pages/treasury-page'),
  contact: () => import('#features/contact/pages/contact-page'),
  login: () => import('#features/auth/pages/login-page'),
  register: () => import('#features/auth/pages/register-page'),
  forgotPassword: () => import('#features/auth/pages/forgot-password-page'),
  resetPassword: () => import('#features/auth/pages/reset-password-page'),
  confirmEmail: () => import('#features/auth/pages/confirm-email-page'),
  googleSignIn: () => import('#features/auth/pages/google-sign-in-page'),
  remindersOff: () => import('#features/events/pages/reminders-off-page'),
  privacy: () => import('#features/legal/pages/privacy-page'),
  terms: () => import('#features/legal/pages/terms-page'),
  legalNotice: () => import('#features/legal/pages/legal-notice-page'),
  donate: () => import('#features/donations/pages/donate-page'),
  adminDonations: () => import('#features/donations/pages/admin-donations-page'),
  adminAssociation: () => import('#features/association-settings/pages/association-settings-page'),
  adminJournal: () => import('#features/journal/pages/journal-page'),
  adminRoles: () => import('#features/roles/pages/roles-page'),
  news: () => import('#features/news/pages/news-page'),
  newsArticle: () => import('#features/news/pages/news-article-page'),
  adminNews: () => import('#features/news/pages/admin-news-page'),
  announcements: announcementsArchive,
  announcement: announcementsArchive,
  mailUnsubscribe: () => import('#features/mail-preferences/pages/unsubscribe-page'),
  adminAnnouncements: adminAnnouncements,
  adminAnnouncementNew: adminAnnouncements,
  adminAnnouncementEdit: adminAnnouncements,
  assemblies: memberAssemblies,
  assembly: memberAssemblies,
  adminAssemblies: adminAssemblies,
  adminAssemblyNew: adminAssemblies,
  adminAssembly: adminAssemblies,
};
