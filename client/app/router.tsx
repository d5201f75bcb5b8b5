import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, Navigate, type RouteObject, useLocation } from 'react-router';
import { paths, routePatterns } from '@/config/paths';
import { rippleNoteQuery } from '@/features/ripples/api/get-ripple-note';
import { RequireUser } from './require-user';
import { RootLayout, RootLayoutFallback } from './routes/root-layout';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

/** Lazily loads a route module whose default export is the page. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** Sends an old short path to its long name, keeping the query string and hash of the link that was followed. */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

/**
 * The route table (part 1 §2). Member-only routes sit under RequireUser; their pages arrive with their features.
 * Given the app's query client, a ripple link's note is asked for while the page's code loads, not after it (the
 * cache keeps it, so the page makes no second request and counts no second view).
 */
export const createRoutes = (queryClient?: QueryClient): RouteObject[] => [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <RootLayoutFallback />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: paths.aboutUs, lazy: page(() => import('./routes/about-us')) },
      { path: paths.howItWorks, lazy: page(() => import('./routes/how-it-works')) },
      { path: paths.faq, lazy: page(() => import('./routes/faq')) },
      { path: paths.terms, lazy: page(() => import('./routes/terms')) },
      { path: paths.privacy, lazy: page(() => import('./routes/privacy')) },
      { path: routePatterns.auth, lazy: page(() => import('./routes/auth')) },
      { path: paths.resetPassword, lazy: page(() => import('./routes/reset-password')) },
      { path: paths.confirmEmail, lazy: page(() => import('./routes/confirm-email')) },
      { path: paths.appeal, lazy: page(() => import('./routes/appeal')) },
      {
        path: routePatterns.rippleNote,
        lazy: page(() => import('./routes/ripple-note')),
        loader: queryClient
          ? ({ params }) => {
              void queryClient.prefetchQuery(rippleNoteQuery(params.code ?? ''));
              return null;
            }
          : undefined,
      },
      { path: routePatterns.ripple, lazy: page(() => import('./routes/ripple')) },
      { path: paths.kindnessChallenges, lazy: page(() => import('./routes/kindness-challenges')) },
      { path: paths.stories, lazy: page(() => import('./routes/stories')) },
      { path: paths.challenges, element: <RedirectKeepingQuery to={paths.kindnessChallenges} /> },
      { path: paths.connections, element: <RedirectKeepingQuery to={paths.kindnessConnections} /> },
      { path: paths.kindnessConnections, lazy: page(() => import('./routes/kindness-connections')) },
      {
        element: <RequireUser />,
        children: [
          { path: paths.dashboard, lazy: page(() => import('./routes/dashboard')) },
          { path: paths.profile, lazy: page(() => import('./routes/profile')) },
          { path: paths.admin, lazy: page(() => import('./routes/admin/admin')) },
          { path: paths.adminConnections, lazy: page(() => import('./routes/admin/connections')) },
          { path: routePatterns.adminArea, element: <NotFoundRoute /> },
          { path: routePatterns.chat, lazy: page(() => import('./routes/chat')) },
          { path: routePatterns.user, lazy: page(() => import('./routes/user-profile')) },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/** The route table without the early requests (tests mount its pieces). */
export const routes = createRoutes();

/** The browser router over the route table, for main.tsx, sharing the app's query client. */
export const createRouter = (queryClient: QueryClient) => createBrowserRouter(createRoutes(queryClient));
