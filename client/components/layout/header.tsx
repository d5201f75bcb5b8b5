import { lazy, Suspense, type ReactNode } from 'react';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { AuthButtons } from './auth-buttons';
import { Logo } from './logo';
import { MobileMenu } from './mobile-menu';
import { HeaderLink } from './nav-link';

// Dropdown menus are only for members: guests (and the home page's first load) do not download them.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
const ChallengesMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.ChallengesMenu })));

/**
 * The site header: logo, main navigation, and the account area (guest buttons or the user menu).
 * `connectionsBadge` (the unread messages of Kindness Connections) is handed in by the app, beside its link.
 */
export function Header({ connectionsBadge }: { connectionsBadge?: ReactNode } = {}) {
  const { data: user = null, isLoading } = useUser();
  return (
    <header className="sticky top-0 z-40 border-b border-neutral-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      {/* One line from 1024 px: the logo and the links keep their width, and the user menu's name gives way first. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:gap-3 xl:gap-4">
        <Logo className="shrink-0" />
        <nav aria-label="Main" className="hidden shrink-0 items-center gap-0.5 lg:flex xl:gap-1">
          <HeaderLink to={paths.home} end>
            Home
          </HeaderLink>
          {user ? (
            <Suspense fallback={<HeaderLink to={paths.kindnessChallenges}>Kindness Challenges</HeaderLink>}>
              <ChallengesMenu />
            </Suspense>
          ) : (
            <HeaderLink to={paths.kindnessChallenges}>Kindness Challenges</HeaderLink>
          )}
          <HeaderLink to={paths.kindnessConnections}>
            Kindness Connections
            {user ? connectionsBadge : null}
          </HeaderLink>
          <HeaderLink to={paths.aboutUs}>Our Story</HeaderLink>
          {user ? <HeaderLink to={paths.dashboard}>Dashboard</HeaderLink> : null}
          {user?.role === 'admin' ? <HeaderLink to={paths.admin}>Admin</HeaderLink> : null}
        </nav>
        <div className="hidden min-w-0 lg:block">
          {isLoading ? (
            <div className="h-9 w-44" aria-hidden />
          ) : user ? (
            <Suspense fallback={<div className="h-9 w-44" aria-hidden />}>
              <UserMenu user={user} />
            </Suspense>
          ) : (
            <AuthButtons />
          )}
        </div>
        <MobileMenu user={user} connectionsBadge={user ? connectionsBadge : null} />
      </div>
    </header>
  );
}
