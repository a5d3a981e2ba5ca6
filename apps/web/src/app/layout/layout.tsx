import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PATHS } from '#config/paths';
import { useAuth } from '#lib/auth';
import { loadQueryClient } from '#lib/query-client-store';
import { Footer } from './footer';
import { LegalLine } from './legal-line';
import { Navbar } from './navbar';
import { PageLoadBoundary } from './page-load-boundary';
import { RouteLoading } from './route-loading';
import styles from './layout.module.css';
import { SHELL_MESSAGES } from '../messages';

/** A new site's question to its admins, loaded with the query cache for admins only: never in a visitor's first view. */
const FirstStartNotice = lazy(() =>
  Promise.all([import('#features/association-settings/components/first-start-notice'), loadQueryClient()]).then(([module]) => ({
    default: module.FirstStartNotice,
  })),
);

/** The frame of every page: skip link, navigation bar, main content, and the footer on the home page, the legal line elsewhere. */
export function Layout() {
  const { pathname } = useLocation();
  const { can } = useAuth();
  const mainRef = useRef<HTMLElement>(null);
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // After a client-side navigation, screen readers and keyboards start again from the new content.
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a href="#contenu" className={styles.skipLink}>
        {SHELL_MESSAGES.skipToContent}
      </a>
      <Navbar />
      <main id="contenu" ref={mainRef} tabIndex={-1} className={styles.main}>
        {can('settings.manage') && (
          <Suspense fallback={null}>
            <FirstStartNotice />
          </Suspense>
        )}
        {/* A page's chunk loading on its first visit (app/lazy-page.tsx). */}
        <PageLoadBoundary>
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        </PageLoadBoundary>
      </main>
      {pathname === PATHS.home ? <Footer /> : <LegalLine />}
    </>
  );
}
