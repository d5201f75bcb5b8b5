import { summaryFixture } from '../test/fixtures';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/components/ui/use-toast';
import { createQueryClient } from '@/lib/query-client';
import { RippleSummaryView } from './ripple-summary-view';

vi.mock('@/components/ui/use-toast', async (importOriginal) => ({ ...(await importOriginal<object>()), toast: vi.fn() }));

const summary = summaryFixture('seedAAAAAA', 'Hello');

/** The API: subscribe answers `subscribeAnswer`; anything else (the site's public config) is not there. */
function stubApi(subscribeAnswer?: { message: string }) {
  const fetchMock = vi.fn(async (url: RequestInfo | URL) =>
    String(url).endsWith('/subscribe') && subscribeAnswer ? new Response(JSON.stringify(subscribeAnswer), { status: 200 }) : new Response('{"message":"Not Found"}', { status: 404 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderView(onDepth = vi.fn()) {
  function Page() {
    const [depth, setDepth] = useState(6);
    return (
      <RippleSummaryView
        summary={summary}
        depthLimit={depth}
        onDepthLimit={(n) => {
          onDepth(n);
          setDepth(n);
        }}
        ownerKey={null}
      />
    );
  }
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/ripple/seedAAAAAA']}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onDepth;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(toast).mockClear();
});

describe('RippleSummaryView: Tree Depth Limit', () => {
  it('shows the limit it loads: above 20 becomes 20 at once, while an empty box or 0 waits for the blur', async () => {
    stubApi();
    const onDepth = renderView();
    const user = userEvent.setup();
    const box = screen.getByLabelText('Tree Depth Limit');
    expect(box).toHaveValue(6);

    await user.clear(box);
    expect(box).toHaveValue(null);
    await user.type(box, '25');
    expect(box).toHaveValue(20);
    expect(onDepth).toHaveBeenLastCalledWith(20);
    expect(onDepth).not.toHaveBeenCalledWith(25);

    // Clearing to type a new number works: the box stays empty and nothing loads until a number comes.
    onDepth.mockClear();
    await user.clear(box);
    expect(box).toHaveValue(null);
    expect(onDepth).not.toHaveBeenCalled();
    await user.type(box, '3');
    expect(box).toHaveValue(3);
    expect(onDepth).toHaveBeenLastCalledWith(3);

    await user.clear(box);
    await user.type(box, '0');
    expect(box).toHaveValue(0);
    await user.tab();
    expect(box).toHaveValue(1);
    expect(onDepth).toHaveBeenLastCalledWith(1);

    await user.clear(box);
    await user.tab();
    expect(box).toHaveValue(6);
    expect(onDepth).toHaveBeenLastCalledWith(6);
  });
});

describe('RippleSummaryView: Subscribe to Updates', () => {
  it("shows the spec's toast, and a lasting line asking to open the mail to confirm", async () => {
    const fetchMock = stubApi({ message: 'Please check your inbox: we have sent you a mail about following this ripple.' });
    renderView();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Subscribe to Updates' }));
    await user.type(screen.getByLabelText('Email address'), 'mia@example.test');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fetchMock).toHaveBeenCalledWith('/api/ripples/summary/seedAAAAAA/subscribe', expect.objectContaining({ body: '{"email":"mia@example.test"}' }));
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith({ title: 'Subscription successful!', description: "We'll email you when this ripple grows" });
    expect(screen.getByText(/One more step/)).toHaveTextContent(
      'One more step: we’ve sent a mail to mia@example.test. If you don’t follow this ripple yet, open the confirmation link in it to start getting updates.',
    );
  });
});
