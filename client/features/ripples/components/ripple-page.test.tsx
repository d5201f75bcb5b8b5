import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { publicConfig } from '@/test/fixtures';
import { mockApi, type MockReply } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { noteFixture, summaryFixture as summary } from '../test/fixtures';
import { RipplePage } from './ripple-page';

const note = noteFixture('noteCODE22', 'seedCODE11', 'You make mornings better');
const missing: MockReply = { status: 404, body: { message: 'Ripple not found' } };

/** The app's /ripple/{code} route, as client/app/routes/ripple.tsx composes it. */
function Route() {
  const { code = '' } = useParams();
  return <RipplePage code={code} />;
}

const renderAt = (path: string) => renderWithProviders(<Route />, { path, route: '/ripple/:code' }).router;

const SUMMARY_WORDS = 'This ripple summary may have expired or the link is incorrect.';

describe('RipplePage (/ripple/{code})', () => {
  it("answers an unknown code with the summary's own 'Ripple Not Found' words", async () => {
    const api = mockApi({ 'GET /api/ripples/summary/:seed': missing, 'GET /api/ripples/node/:code': missing });
    renderAt('/ripple/unknownCd1');
    expect(await screen.findByRole('heading', { name: 'Ripple Not Found' })).toBeInTheDocument();
    expect(screen.getByText(SUMMARY_WORDS)).toBeInTheDocument();
    expect(screen.queryByText(/Ripple not found\. This ripple may have expired/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    // It did look for a note with that code first.
    expect(api.callsTo('GET /api/ripples/node/:code').map((c) => c.path)).toEqual(['/api/ripples/node/unknownCd1']);
  });

  it('does not look for a note when the link can only be a summary (the owner’s key)', async () => {
    const api = mockApi({ 'GET /api/ripples/summary/:seed': missing, 'GET /api/ripples/node/:code': missing });
    renderAt('/ripple/unknownCd1?key=secret');
    expect(await screen.findByText(SUMMARY_WORDS)).toBeInTheDocument();
    expect(api.callsTo('GET /api/ripples/node/:code')).toHaveLength(0);
  });

  it("shows a note's page for a note's code", async () => {
    mockApi({
      'GET /api/config': publicConfig,
      'GET /api/ripples/summary/:seed': missing,
      'GET /api/ripples/node/noteCODE22': note,
    });
    renderAt('/ripple/noteCODE22');
    expect(await screen.findByText('“You make mornings better”')).toBeInTheDocument();
  });

  it('offers Try again, not Ripple Not Found, when the server has a problem', async () => {
    mockApi({ 'GET /api/ripples/summary/:seed': { status: 500, body: { message: 'Internal Server Error' } } });
    renderAt('/ripple/seedCODE11');
    expect(await screen.findByRole('heading', { name: 'We couldn’t load this ripple' })).toBeInTheDocument();
    expect(screen.queryByText('Ripple Not Found')).toBeNull();
  });

  it('never shows the previous ripple while another loads, and starts the new one at the default depth', async () => {
    let releaseB: (answer: unknown) => void = () => {};
    const api = mockApi({
      'GET /api/config': publicConfig,
      'GET /api/ripples/summary/seedAAAAAA': summary('seedAAAAAA', 'Ripple A note'),
      'GET /api/ripples/summary/seedBBBBBB': () => new Promise((res) => (releaseB = res)),
    });
    const summaryCalls = () => api.calls.map((c) => `${c.path}?${c.query}`);
    const router = renderAt('/ripple/seedAAAAAA');
    expect(await screen.findByText('“Ripple A note”')).toBeInTheDocument();
    const user = userEvent.setup();
    const depth = screen.getByLabelText('Tree Depth Limit');
    await user.clear(depth);
    await user.type(depth, '3');
    await waitFor(() => expect(summaryCalls()).toContain('/api/ripples/summary/seedAAAAAA?limitDepth=3'));

    await act(() => router.navigate('/ripple/seedBBBBBB'));
    expect(screen.getByText('Loading ripple summary...')).toBeInTheDocument();
    expect(screen.queryByText('“Ripple A note”')).toBeNull();
    expect(summaryCalls()).toContain('/api/ripples/summary/seedBBBBBB?limitDepth=6');

    await act(async () => releaseB(summary('seedBBBBBB', 'Ripple B note')));
    expect(await screen.findByText('“Ripple B note”')).toBeInTheDocument();
    expect(screen.getByLabelText('Tree Depth Limit')).toHaveValue(6);
  });

  it('keeps the tree on screen while the same ripple loads another depth', async () => {
    let releaseDeeper: (answer: unknown) => void = () => {};
    mockApi({
      'GET /api/config': publicConfig,
      'GET /api/ripples/summary/seedAAAAAA?limitDepth=6': summary('seedAAAAAA', 'Ripple A note'),
      'GET /api/ripples/summary/seedAAAAAA?limitDepth=9': () => new Promise((res) => (releaseDeeper = res)),
    });
    renderAt('/ripple/seedAAAAAA');
    expect(await screen.findByText('“Ripple A note”')).toBeInTheDocument();
    const user = userEvent.setup();
    const depth = screen.getByLabelText('Tree Depth Limit');
    await user.clear(depth);
    await user.type(depth, '9');
    expect(screen.queryByText('Loading ripple summary...')).toBeNull();
    expect(screen.getByText('“Ripple A note”')).toBeInTheDocument();
    await act(async () => releaseDeeper(summary('seedAAAAAA', 'Ripple A, deeper')));
    expect(await screen.findByText('“Ripple A, deeper”')).toBeInTheDocument();
  });
});
