import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { Header } from '@/components/layout/header';
import { PageSpinner } from '@/components/ui/spinner';

/** Moves focus to the page content after client-side navigation, so screen readers start at the new page. */
function useFocusOnNavigate() {
  const { pathname } = useLocation();
  useEffect(() => {
    const main = document.getElementById('main');
    if (main && document.activeElement !== document.body) main.focus({ preventScroll: true });
  }, [pathname]);
}

/** Every page: header, the page itself, footer. */
export function RootLayout() {
  useFocusOnNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
    </div>
  );
}
