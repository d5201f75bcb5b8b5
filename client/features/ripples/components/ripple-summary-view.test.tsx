import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { publicConfig } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { summaryFixture } from '../test/fixtures';
import { RippleSummaryView } from './ripple-summary-view';

const summary = summaryFixture('seedAAAAAA', 'Hello');
const SUBSCRIBE = 'POST /api/ripples/summary/seedAAAAAA/subscribe';

function renderView(onDepth = vi.fn(), path = '/ripple/seedAAAAAA') {
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
  const { router } = renderWithProviders(<Page />, { path });
  return { onDepth, router };
}

describe('RippleSummaryView: Tree Depth Limit', () => {
  it('shows the limit it loads: above 20 becomes 20 at once, while an empty box or 0 waits for the blur', async () => {
    mockApi({ 'GET /api/config': publicConfig });
    const { onDepth } = renderView();
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
    const api = mockApi({
      'GET /api/config': publicConfig,
      [SUBSCRIBE]: { message: 'Please check your inbox: we have sent you a mail about following this ripple.' },
    });
    renderView();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Subscribe to Updates' }));
    await user.type(await screen.findByLabelText('Email address'), 'mia@example.test');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(SUBSCRIBE).map((c) => c.body)).toEqual([{ email: 'mia@example.test' }]);
    // One toast, the spec's words (not the server's message).
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0]).toHaveTextContent(/^Subscription successful!We'll email you when this ripple grows/);
    expect(screen.getByText(/One more step/)).toHaveTextContent(
      'One more step: we’ve sent a mail to mia@example.test. If you don’t follow this ripple yet, open the confirmation link in it to start getting updates.',
    );
  });

  it("asks for an address with the spec's toast, and says under the field when it is not one", async () => {
    const api = mockApi({ 'GET /api/config': publicConfig });
    renderView();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Subscribe to Updates' }));
    await user.type(await screen.findByLabelText('Email address'), '   ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(toasts()[0]).toHaveTextContent('Email required');

    await user.type(screen.getByLabelText('Email address'), 'mia@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid email address'),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(api.callsTo(SUBSCRIBE)).toHaveLength(0);
  });
});

describe('RippleSummaryView: Subscribe to Updates, refused', () => {
  it('says what the server found wrong with the address under the field, not in a toast, and keeps the dialog', async () => {
    mockApi({
      'GET /api/config': publicConfig,
      [SUBSCRIBE]: {
        status: 400,
        body: { message: 'Please check the form', errors: { email: 'Please enter a valid email address' } },
      },
    });
    renderView();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Subscribe to Updates' }));
    await user.type(await screen.findByLabelText('Email address'), 'mia@example.test');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription(
        expect.stringContaining('Please enter a valid email address'),
      ),
    );
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(toasts()).toHaveLength(0);
  });

  it('says a refusal that is not about the address in a toast', async () => {
    mockApi({
      'GET /api/config': publicConfig,
      [SUBSCRIBE]: { status: 429, body: { message: 'Too many attempts. Please wait 60 minutes and try again.' } },
    });
    renderView();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Subscribe to Updates' }));
    await user.type(await screen.findByLabelText('Email address'), 'mia@example.test');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toHaveTextContent(
      'Failed to subscribeToo many attempts. Please wait 60 minutes and try again.',
    );
  });
});

describe('RippleSummaryView: the link in the confirmation mail', () => {
  it('confirms with one click, says so, and drops ?verify= from the address', async () => {
    const CONFIRM = 'POST /api/ripples/subscriptions/confirm';
    const api = mockApi({
      'GET /api/config': publicConfig,
      [CONFIRM]: { message: 'Subscription confirmed', seedCode: 'seedAAAAAA' },
    });
    const { router } = renderView(vi.fn(), '/ripple/seedAAAAAA?verify=abcdEFGH12345678');
    const banner = screen.getByRole('region', { name: 'Confirm your subscription' });
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Confirm subscription' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Confirm your subscription' })).toBeNull());
    expect(api.callsTo(CONFIRM).map((c) => c.body)).toEqual([{ token: 'abcdEFGH12345678' }]);
    expect(toasts()[0]).toHaveTextContent("Subscription confirmedWe'll email you when this ripple grows");
    expect(router.state.location.search).toBe('');
  });
});
