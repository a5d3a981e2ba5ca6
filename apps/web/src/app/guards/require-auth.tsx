import { Navigate, Outlet, useLocation } from 'react-router';
import { PATHS } from '#config/paths';
import { useAuth } from '#lib/auth';
import { RouteLoading } from '../layout/route-loading';

/** Login-required pages: 'Chargement...' while the session loads, then /login (with where to return, the section's anchor included). */
export function RequireAuth() {
  const { user, isLoading } = useAuth();
  const location = useLocation();
  if (isLoading) return <RouteLoading />;
  if (!user) return <Navigate to={PATHS.login} replace state={{ from: location.pathname + location.search + location.hash }} />;
  return <Outlet />;
}
