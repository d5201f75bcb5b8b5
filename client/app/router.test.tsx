import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { paths, routePatterns } from '@/config/paths';
import { RippleNoteView } from '@/features/ripples/components/ripple-note-view';
import { noteFixture } from '@/features/ripples/test/fixtures';
import { createQueryClient } from '@/lib/query-client';
import { publicConfig } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, Where } from '@/test/render';
import { createRoutes, routes } from './router';

/** The redirect entry of the real route table, mounted without the layout (which needs the API), and its target. */
function renderAt(from: string, short: string, long: string) {
  const route = routes[0]?.children?.find((r) => r.path === short);
  if (!route?.element) throw new Error(`no route for ${short}`);
  return renderWithProviders(route.element as ReactElement, {
    path: from,
    route: short,
    routes: [{ path: long, element: <Where /> }],
  }).router;
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

describe('route table loading', () => {
  it('shows the page shell while the first page loads, so React Router has a HydrateFallback to render', () => {
    const root = routes[0];
    expect(root?.hydrateFallbackElement ?? root?.HydrateFallback).toBeTruthy();
  });
});

describe('a ripple link', () => {
  it('asks for its note while the page loads, once: the page takes it from the cache and counts no second view', async () => {
    const api = mockApi({
      'GET /api/config': publicConfig,
      'GET /api/ripples/node/:code': (req) => noteFixture(String(req.params.code), 'seedAAAAAA', 'Thanks for the lift'),
    });
    const queryClient = createQueryClient();
    const route = createRoutes(queryClient)[0]?.children?.find((r) => r.path === routePatterns.rippleNote);
    const loader = route?.loader as ((args: { params: Record<string, string> }) => unknown) | undefined;
    expect(loader).toBeTypeOf('function');
    loader?.({ params: { code: 'noteAAAAAA' } });
    await expect.poll(() => api.callsTo('GET /api/ripples/node/:code').length).toBe(1);
    loader?.({ params: { code: 'noteAAAAAA' } }); // a second visit while the note is kept asks nothing
    renderWithProviders(<RippleNoteView code="noteAAAAAA" />, { queryClient });
    expect(await screen.findByText('Thanks for the lift', { exact: false })).toBeInTheDocument();
    expect(api.callsTo('GET /api/ripples/node/:code')).toHaveLength(1);
  });
});
