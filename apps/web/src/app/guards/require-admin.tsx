import { Navigate, Outlet } from 'react-router';
import { PATHS } from '#config/paths';
import { useAuth } from '#lib/auth';
import { ReleaseVersion } from '../layout/release-version';
import { RouteLoading } from '../layout/route-loading';

/** Admin pages, with the version the server runs below them: anyone else is sent to the home page (the server refuses their calls anyway). */
export function RequireAdmin() {
  const { isAdmin, isLoading } = useAuth();
  if (isLoading) return <RouteLoading />;
  if (!isAdmin) return <Navigate to={PATHS.home} replace />;
  return (
    <>
      <Outlet />
      <ReleaseVersion />
    </>
  );
}
