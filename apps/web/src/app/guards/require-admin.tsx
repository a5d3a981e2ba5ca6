import { Navigate, Outlet, useLocation } from 'react-router';
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
 * back after signing in (the spec's login-required wrapper); a member is told the page is for admins
 * (the server refuses their calls anyway).
 */
export function RequireAdmin() {
  const { user, isAdmin, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <RouteLoading />;
  if (!user) return <Navigate to={PATHS.login} replace state={{ from: location.pathname + location.search }} />;
  if (!isAdmin) return <AdminsOnly />;
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
