import { Navigate, Outlet, useLocation } from 'react-router';
import { findPage } from '@action-plus/contract';
import { ButtonLink, Container } from '#components/ui';
import { PATHS } from '#config/paths';
import { useAuth } from '#lib/auth';
import { ReleaseVersion } from '../layout/release-version';
import { usePageTitle } from '#lib/use-page-title';
import { RouteLoading } from '../layout/route-loading';
import styles from '../routes/not-found.module.css';
import { SHELL_MESSAGES } from '../messages';

/**
 * Admin pages, with the version the server runs below them: a visitor is sent to /login and comes
 * back after signing in (the spec's login-required wrapper); an account whose roles do not give the
 * page's permission is told the page is not for them (the server refuses their calls anyway).
 */
export function RequireAdmin() {
  const { user, can, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <RouteLoading />;
  if (!user) return <Navigate to={PATHS.login} replace state={{ from: location.pathname + location.search }} />;
  // The page's own permission (decision 041); a page the table does not know stays the admins'.
  const permission = findPage(location.pathname)?.page.permission;
  if (!(permission ? can(permission) : user.role === 'admin')) return <AdminsOnly />;
  return (
    <>
      <Outlet />
      <ReleaseVersion />
    </>
  );
}

function AdminsOnly() {
  usePageTitle(SHELL_MESSAGES.adminsOnlyTitle);
  return (
    <Container size="narrow" className={styles.page}>
      <h1>{SHELL_MESSAGES.adminsOnlyTitle}</h1>
      <p>{SHELL_MESSAGES.adminsOnlyText}</p>
      <ButtonLink to={PATHS.home}>{SHELL_MESSAGES.backHome}</ButtonLink>
    </Container>
  );
}
