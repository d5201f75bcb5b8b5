import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { PageSpinner } from '@/components/ui/spinner';
import { ConfirmEmailBanner } from '@/features/auth/components/confirm-email-banner';
import { useUser } from '@/lib/auth';
import { scrollRestorationKey } from '@/lib/scroll-key';

// Members only: the unread badge and the live event stream of Kindness Connections (guests never download them).
const UnreadBadge = lazy(() =>
  import('@/features/connections/components/unread-badge').then((m) => ({ default: m.UnreadBadge })),
);
const ConnectionsLive = lazy(() =>
  import('@/features/connections/components/unread-badge').then((m) => ({ default: m.ConnectionsLive })),
);
// Only for a member whose name is held for carrying contact details (decision 054).
const NewNameDialog = lazy(() =>
  import('@/features/profile/components/new-name-dialog').then((m) => ({ default: m.NewNameDialog })),
);

/**
 * Moves focus to the page content after client-side navigation, so screen readers start at the new page. Not on
 * the first page of a load (the browser starts there anyway); but also when the focused control went away with
 * the old page (the Log In button after logging in), which leaves the focus on the body.
 */
function useFocusOnNavigate() {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);
}

/** Every page: header, the banner of a member whose address waits for confirmation, the page itself, footer. */
export function RootLayout() {
  useFocusOnNavigate();
  return (
    <Shell>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration getKey={scrollRestorationKey} />
    </Shell>
  );
}

/**
 * What shows while the first page's code loads: the same header and footer around a spinner, so the page
 * does not start blank (React Router's HydrateFallback).
 */
export function RootLayoutFallback() {
  return (
    <Shell>
      <PageSpinner />
    </Shell>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const { data: user } = useUser();
  const badge = user ? (
    <Suspense fallback={null}>
      <UnreadBadge />
    </Suspense>
  ) : null;
  return (
    <div className="flex min-h-dvh flex-col">
      <Header connectionsBadge={badge} />
      {user ? (
        <Suspense fallback={null}>
          <ConnectionsLive memberId={user.id} />
        </Suspense>
      ) : null}
      <ConfirmEmailBanner />
      {user?.nameNeedsChange ? (
        <Suspense fallback={null}>
          <NewNameDialog user={user} />
        </Suspense>
      ) : null}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <Footer />
    </div>
  );
}
