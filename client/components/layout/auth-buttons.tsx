import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { storeLoginRedirect } from '@/lib/login-redirect';

/** Log In and Sign Up: each remembers the current page, then opens the matching tab of /auth. */
export function useGoToAuth() {
  const location = useLocation();
  const navigate = useNavigate();
  return (tab: 'login' | 'register') => {
    storeLoginRedirect(location.pathname + location.search);
    navigate(paths.auth({ tab }));
  };
}

/** The guest's Log In and Sign Up buttons in the desktop header. */
export function AuthButtons() {
  const goToAuth = useGoToAuth();
  return (
    <div className="flex items-center gap-2">
      <Button variant="ghost" size="sm" onClick={() => goToAuth('login')}>
        Log In
      </Button>
      <Button size="sm" onClick={() => goToAuth('register')}>
        Sign Up
      </Button>
    </div>
  );
}
