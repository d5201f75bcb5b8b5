import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { routes } from './router';

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search + l.hash}</p>;
}

/** The redirect entry of the real route table, mounted without the layout (which needs the API). */
function redirectRoute(path: string): RouteObject {
  const route = routes[0]?.children?.find((r) => r.path === path);
  if (!route) throw new Error(`no route for ${path}`);
  return { path, element: route.element };
}

function renderAt(from: string, short: string, long: string) {
  const router = createMemoryRouter([redirectRoute(short), { path: long, element: <Where /> }], { initialEntries: [from] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('route table redirects', () => {
  it('sends /challenges to /kindness-challenges with its query string and hash', async () => {
    const router = renderAt('/challenges?tab=past#top', paths.challenges, paths.kindnessChallenges);
    expect(await screen.findByTestId('where')).toHaveTextContent('/kindness-challenges?tab=past#top');
    // Replaced, not pushed: Back does not bounce through the old path.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends /connections to /kindness-connections with its query string and hash', async () => {
    renderAt('/connections?offer=1#help', paths.connections, paths.kindnessConnections);
    expect(await screen.findByTestId('where')).toHaveTextContent('/kindness-connections?offer=1#help');
  });
});
