import type { RouteObject } from 'react-router';
import type { ComponentType } from 'react';
import { PATHS } from '../config/paths';
import type { PageHandle, PagePrefetch } from '../lib/page-prefetch';
import { Layout } from './layout/layout';
import { RouteLoading } from './layout/route-loading';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';

/**
 * The route table, shared by the browser's router (app/start-app.tsx) and the server's first
 * render (entry-server.tsx). Every page is its own chunk, loaded on first visit. A page module
 * exports its component as `default`, and may export the data it opens with as `prefetch`
 * (lib/page-prefetch.ts). Owners of a page change only its line here.
 */
const page = (load: () => Promise<{ default: ComponentType; prefetch?: PagePrefetch }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => {
    const module = await load();
    return { Component: module.default, handle: { prefetch: module.prefetch } satisfies PageHandle };
  },
});

export const routes: RouteObject[] = [
  {
    path: PATHS.home,
    Component: Layout,
    HydrateFallback: RouteLoading,
    children: [
      { index: true, ...page(() => import('./routes/home')) },
      { path: PATHS.about, ...page(() => import('../features/about/pages/about-page')) },
      { path: PATHS.events, ...page(() => import('../features/events/pages/events-page')) },
      { path: '/events/:id', ...page(() => import('../features/events/pages/event-detail-page')) },
      { path: PATHS.contact, ...page(() => import('../features/contact/pages/contact-page')) },
      { path: PATHS.login, ...page(() => import('../features/auth/pages/login-page')) },
      { path: PATHS.register, ...page(() => import('../features/auth/pages/register-page')) },
      { path: PATHS.forgotPassword, ...page(() => import('../features/auth/pages/forgot-password-page')) },
      { path: PATHS.resetPassword, ...page(() => import('../features/auth/pages/reset-password-page')) },
      { path: PATHS.confirmEmail, ...page(() => import('../features/auth/pages/confirm-email-page')) },
      { path: PATHS.googleSignIn, ...page(() => import('../features/auth/pages/google-sign-in-page')) },
      { path: PATHS.privacy, ...page(() => import('../features/legal/pages/privacy-page')) },
      { path: PATHS.terms, ...page(() => import('../features/legal/pages/terms-page')) },
      { path: PATHS.legalNotice, ...page(() => import('../features/legal/pages/legal-notice-page')) },
      {
        Component: RequireAuth,
        children: [{ path: PATHS.profile, ...page(() => import('./routes/profile')) }],
      },
      {
        Component: RequireAdmin,
        children: [
          { path: PATHS.eventCreate, ...page(() => import('../features/events/pages/event-create-page')) },
          { path: '/events/edit/:id', ...page(() => import('../features/events/pages/event-edit-page')) },
          { path: PATHS.adminMemberships, ...page(() => import('../features/memberships/pages/admin-memberships-page')) },
        ],
      },
      { path: '*', ...page(() => import('./routes/not-found')) },
    ],
  },
];
