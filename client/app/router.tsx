import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RequireUser } from './require-user';
import { RootLayout } from './routes/root-layout';
import { HomeRoute } from './routes/home';
import { NotFoundRoute } from './routes/not-found';
import { RouteError } from './routes/route-error';

/** Lazily loads a route module whose default export is the page. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

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
      { path: '/auth', lazy: page(() => import('./routes/auth')) },
      { path: paths.resetPassword, lazy: page(() => import('./routes/reset-password')) },
      { path: '/r/:code', lazy: page(() => import('./routes/ripple-note')) },
      { path: '/ripple/:code', lazy: page(() => import('./routes/ripple')) },
      { path: paths.challenges, element: <Navigate to={paths.kindnessChallenges} replace /> },
      { path: paths.connections, element: <Navigate to={paths.kindnessConnections} replace /> },
      {
        element: <RequireUser />,
        children: [
          { path: paths.dashboard, element: <NotFoundRoute /> },
          { path: paths.profile, lazy: page(() => import('./routes/profile')) },
          { path: `${paths.admin}/*`, element: <NotFoundRoute /> },
          { path: '/chat/:id', element: <NotFoundRoute /> },
          { path: '/user/:userId', element: <NotFoundRoute /> },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
