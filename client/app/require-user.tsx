import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';

/** Member-only routes: a spinner while the user loads, then the page, or /auth?redirect={this path}. */
export function RequireUser() {
  const { data: user, isLoading } = useUser();
  const location = useLocation();
  if (isLoading) return <PageSpinner label="Checking your account" />;
  if (!user) return <Navigate to={paths.auth({ redirect: location.pathname + location.search })} replace />;
  return <Outlet />;
}
