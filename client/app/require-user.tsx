import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadFailed } from '@/components/ui/load-failed';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';

/**
 * Member-only routes: a spinner while the user loads, then the page, or /auth?redirect={this path} for a guest.
 * When the account cannot be checked at all (no connection), the member is not sent to log in again.
 */
export function RequireUser() {
  const { data: user, isLoading, isError, isFetching, refetch } = useUser();
  const location = useLocation();
  if (isLoading) return <PageSpinner label="Checking your account" />;
  if (isError)
    return <LoadFailed title="We couldn’t check your account" onRetry={() => void refetch()} retrying={isFetching} />;
  if (!user) return <Navigate to={paths.auth({ redirect: location.pathname + location.search })} replace />;
  return <Outlet />;
}
