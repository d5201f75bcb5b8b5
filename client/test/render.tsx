import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import type { CurrentUser } from '@common/schemas/users';
import { Toaster } from '@/components/ui/toaster';
import { userQueryKey } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';

export interface RenderOptions {
  /** The signed-in member (null: a guest), as useUser gives it. Left out, GET /api/user goes to the mock. */
  user?: CurrentUser | null;
  /** The address the app is at. */
  path?: string;
  /** The route pattern `ui` answers (`'/ripple/:code'` for useParams); any other address shows <Where />. */
  route?: string;
  /** More pages beside `ui`, for links that lead elsewhere. */
  routes?: RouteObject[];
  /** A client the test prepared or wants to look into; by default the app's own settings (no retries). */
  queryClient?: QueryClient;
}

/** Shows the router's address (data-testid="where"), for tests that check where a link or redirect went. */
export function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search + l.hash}</p>;
}

/**
 * Renders `ui` as the app would: the query client, a router at `path`, and the toaster. Pair it with mockApi
 * for the calls the screen makes.
 *
 *   renderWithProviders(<ProfilePage />, { user: member, path: '/profile' });
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { user, path = '/', route = '*', routes = [], queryClient = createQueryClient() } = options;
  if (user !== undefined) queryClient.setQueryData(userQueryKey, user);
  const router = createMemoryRouter(
    [{ path: route, element: ui }, ...routes, ...(route === '*' ? [] : [{ path: '*', element: <Where /> }])],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, queryClient, router };
}

/** The toasts on screen, newest first (an open dialog hides them from the accessibility tree, not from view). */
export function toasts(): HTMLElement[] {
  const region = screen.queryByRole('region', { name: /^Notifications/, hidden: true });
  return region ? within(region).queryAllByRole('listitem', { hidden: true }) : [];
}
