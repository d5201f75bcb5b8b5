import { summaryFixture } from '../test/fixtures';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RippleNote } from '@common/schemas/ripples';
import { createQueryClient } from '@/lib/query-client';
import { RipplePage } from './ripple-page';

afterEach(() => vi.unstubAllGlobals());

const summary = summaryFixture;

const note: RippleNote = {
  nodeCode: 'noteCODE22',
  message: 'You make mornings better',
  senderName: 'Ana',
  depth: 1,
  city: null,
  country: null,
  viewCount: 1,
  thanksCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  thanked: false,
  chain: { peopleReached: 2, maxDepth: 1, cities: [], seedCode: 'seedCODE11', status: 'active' },
  nodeUrl: 'http://x/r/noteCODE22',
  shareText: 'share',
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const missing = () => json({ message: 'Ripple not found' }, 404);

/** Answers fetch by address; each handler gets the full URL. */
function stubApi(handler: (url: string) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => handler(String(input)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The app's /ripple/{code} route, as client/app/routes/ripple.tsx composes it. */
function Route() {
  const { code = '' } = useParams();
  return <RipplePage code={code} />;
}

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/ripple/:code', element: <Route /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const SUMMARY_WORDS = 'This ripple summary may have expired or the link is incorrect.';

describe('RipplePage (/ripple/{code})', () => {
  it("answers an unknown code with the summary's own 'Ripple Not Found' words", async () => {
    const fetchMock = stubApi(() => missing());
    renderAt('/ripple/unknownCd1');
    expect(await screen.findByRole('heading', { name: 'Ripple Not Found' })).toBeInTheDocument();
    expect(screen.getByText(SUMMARY_WORDS)).toBeInTheDocument();
    expect(screen.queryByText(/Ripple not found\. This ripple may have expired/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    // It did look for a note with that code first.
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/ripples/node/unknownCd1');
  });

  it('does not look for a note when the link can only be a summary (the owner’s key)', async () => {
    const fetchMock = stubApi(() => missing());
    renderAt('/ripple/unknownCd1?key=secret');
    expect(await screen.findByText(SUMMARY_WORDS)).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([u]) => String(u)).some((u) => u.includes('/node/'))).toBe(false);
  });

  it("shows a note's page for a note's code", async () => {
    stubApi((url) => (url.startsWith('/api/ripples/node/noteCODE22') ? json(note) : missing()));
    renderAt('/ripple/noteCODE22');
    expect(await screen.findByText('“You make mornings better”')).toBeInTheDocument();
  });

  it('offers Try again, not Ripple Not Found, when the server has a problem', async () => {
    stubApi(() => json({ message: 'Internal Server Error' }, 500));
    renderAt('/ripple/seedCODE11');
    expect(await screen.findByRole('heading', { name: 'We couldn’t load this ripple' })).toBeInTheDocument();
    expect(screen.queryByText('Ripple Not Found')).toBeNull();
  });

  it('never shows the previous ripple while another loads, and starts the new one at the default depth', async () => {
    let releaseB: (r: Response) => void = () => {};
    const fetchMock = stubApi((url) => {
      if (url.startsWith('/api/ripples/summary/seedAAAAAA')) return json(summary('seedAAAAAA', 'Ripple A note'));
      if (url.startsWith('/api/ripples/summary/seedBBBBBB')) return new Promise<Response>((res) => (releaseB = res));
      return missing();
    });
    const router = renderAt('/ripple/seedAAAAAA');
    expect(await screen.findByText('“Ripple A note”')).toBeInTheDocument();
    const user = userEvent.setup();
    const depth = screen.getByLabelText('Tree Depth Limit');
    await user.clear(depth);
    await user.type(depth, '3');
    await waitFor(() => expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/ripples/summary/seedAAAAAA?limitDepth=3'));

    await act(() => router.navigate('/ripple/seedBBBBBB'));
    expect(screen.getByText('Loading ripple summary...')).toBeInTheDocument();
    expect(screen.queryByText('“Ripple A note”')).toBeNull();
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/ripples/summary/seedBBBBBB?limitDepth=6');

    await act(async () => releaseB(json(summary('seedBBBBBB', 'Ripple B note'))));
    expect(await screen.findByText('“Ripple B note”')).toBeInTheDocument();
    expect(screen.getByLabelText('Tree Depth Limit')).toHaveValue(6);
  });

  it('keeps the tree on screen while the same ripple loads another depth', async () => {
    let releaseDeeper: (r: Response) => void = () => {};
    stubApi((url) => {
      if (url === '/api/ripples/summary/seedAAAAAA?limitDepth=6') return json(summary('seedAAAAAA', 'Ripple A note'));
      if (url === '/api/ripples/summary/seedAAAAAA?limitDepth=9') return new Promise<Response>((res) => (releaseDeeper = res));
      return missing();
    });
    renderAt('/ripple/seedAAAAAA');
    expect(await screen.findByText('“Ripple A note”')).toBeInTheDocument();
    const user = userEvent.setup();
    const depth = screen.getByLabelText('Tree Depth Limit');
    await user.clear(depth);
    await user.type(depth, '9');
    expect(screen.queryByText('Loading ripple summary...')).toBeNull();
    expect(screen.getByText('“Ripple A note”')).toBeInTheDocument();
    await act(async () => releaseDeeper(json(summary('seedAAAAAA', 'Ripple A, deeper'))));
    expect(await screen.findByText('“Ripple A, deeper”')).toBeInTheDocument();
  });
});
