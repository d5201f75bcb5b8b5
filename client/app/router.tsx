import { createBrowserRouter, Navigate, type RouteObject, useLocation } from 'react-router';
import { paths, routePatterns } from '@/config/paths';
import { RequireUser } from './require-user';
import { RootLayout } from './routes/root-layout';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

/** Lazily loads a route module whose default export is the page. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

/** Sends an old short path to its long name, keeping the query string and hash of the link that was followed. */
function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

/** The route table (part 1 §2). Member-only routes sit under RequireUser; their pages arrive with their features. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
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
      { path: routePatterns.rippleNote, lazy: page(() => import('./routes/ripple-note')) },
      { path: routePatterns.ripple, lazy: page(() => import('./routes/ripple')) },
      { path: paths.challenges, element: <RedirectKeepingQuery to={paths.kindnessChallenges} /> },
      { path: paths.connections, element: <RedirectKeepingQuery to={paths.kindnessConnections} /> },
      {
        element: <RequireUser />,
        children: [
          { path: paths.dashboard, element: <NotFoundRoute /> },
          { path: paths.profile, lazy: page(() => import('./routes/profile')) },
          { path: routePatterns.adminArea, element: <NotFoundRoute /> },
          { path: routePatterns.chat, element: <NotFoundRoute /> },
          { path: routePatterns.user, element: <NotFoundRoute /> },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

/** The browser router over the route table, for main.tsx. */
export const createRouter = () => createBrowserRouter(routes);
