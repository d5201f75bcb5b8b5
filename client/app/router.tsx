import { createBrowserRouter, Navigate, type RouteObject, useLocation } from 'react-router';
import { paths, routePatterns } from '@/config/paths';
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

/** The route table (part 1 §2). Member-only routes sit under RequireUser; their pages arrive with their features. */
export const routes: RouteObject[] = [
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
      { path: routePatterns.rippleNote, lazy: page(() => import('./routes/ripple-note')) },
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

/** The browser router over the route table, for main.tsx. */
export const createRouter = () => createBrowserRouter(routes);
