import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emailConfirmationMessages as msg } from '@common/schemas/account';
import type { CurrentUser } from '@common/schemas/users';
import { userQueryKey } from '@/lib/auth';
import { member, publicConfig } from '@/test/fixtures';
import { mockApi, type MockRoutes } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { ConfirmEmailView } from './confirm-email-view';

const TOKEN = 'c'.repeat(43);
const CONFIRM = 'POST /api/auth/confirm-email' as const;
const unconfirmed: CurrentUser = { ...member, emailVerified: false };

const mockServer = (routes: MockRoutes) => mockApi({ 'GET /api/config': publicConfig, ...routes });

function renderAt(path: string, user: CurrentUser | null) {
  return renderWithProviders(<ConfirmEmailView />, { path, route: '/confirm-email', user });
}

const confirmButton = () => screen.getByRole('button', { name: 'Confirm My E-mail Address' });

describe('ConfirmEmailView', () => {
  it('confirms nothing on opening (a mail scanner may open links); the button posts the token and says it worked', async () => {
    const api = mockServer({ [CONFIRM]: { message: msg.confirmed, user: { ...unconfirmed, emailVerified: true } } });
    const { queryClient } = renderAt(`/confirm-email?token=${TOKEN}`, unconfirmed);
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm Your E-mail Address' })).toBeInTheDocument();
    expect(api.callsTo(CONFIRM)).toEqual([]);

    await userEvent.click(confirmButton());
    const heading = await screen.findByRole('heading', { level: 1, name: 'E-mail Address Confirmed' });
    // The answer is announced: its heading has the focus.
    expect(heading).toHaveFocus();
    expect(screen.getByText(msg.confirmed)).toBeInTheDocument();
    expect(api.callsTo(CONFIRM).map((c) => c.body)).toEqual([{ token: TOKEN }]);
    // The cached member is confirmed now (the banner goes), and the page leads on.
    expect(queryClient.getQueryData<CurrentUser>(userQueryKey)?.emailVerified).toBe(true);
    expect(screen.getByRole('link', { name: 'Continue to KindRipple' })).toHaveAttribute('href', '/');
  });

  it('is pressed with the keyboard too, and shows that it is working meanwhile', async () => {
    let answer: (v: unknown) => void = () => {};
    const api = mockServer({ [CONFIRM]: () => new Promise((resolve) => (answer = resolve)) });
    renderAt(`/confirm-email?token=${TOKEN}`, null);
    confirmButton().focus();
    await userEvent.keyboard('{Enter}');
    const busy = await screen.findByRole('button', { name: 'Confirming…' });
    // Busy but not disabled, so the focus stays on it; a second Enter posts nothing more.
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(busy).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(api.callsTo(CONFIRM)).toHaveLength(1);
    answer({ message: msg.confirmed });
    // A guest (the link opened in another browser) is sent to log in.
    expect(await screen.findByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth?tab=login');
  });

  it('explains an expired link and offers a new one to the signed-in member who still waits', async () => {
    const api = mockServer({
      [CONFIRM]: { status: 400, body: { message: msg.expired } },
      'POST /api/auth/resend-confirmation': { message: msg.sent },
    });
    renderAt(`/confirm-email?token=${TOKEN}`, unconfirmed);
    await userEvent.click(confirmButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'This Link Does Not Work' })).toHaveFocus();
    expect(screen.getByText(msg.expired)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send a New Link' }));
    await screen.findByText('Confirmation link sent');
    expect(within(toasts()[0]).getByText(msg.sent)).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/resend-confirmation')).toHaveLength(1);
  });

  it('sends a guest with an unknown link to log in, where the banner offers a new one', async () => {
    mockServer({ [CONFIRM]: { status: 400, body: { message: msg.unknown } } });
    renderAt(`/confirm-email?token=${TOKEN}`, null);
    await userEvent.click(confirmButton());
    expect(await screen.findByText(msg.unknown)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In to Get a New Link' })).toHaveAttribute('href', '/auth?tab=login');
  });

  it('says "Already Confirmed" for a link used before', async () => {
    mockServer({ [CONFIRM]: { status: 400, body: { message: msg.used } } });
    renderAt(`/confirm-email?token=${TOKEN}`, member);
    await userEvent.click(confirmButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Already Confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue to KindRipple' })).toBeInTheDocument();
  });

  it('offers Try again when the server cannot be reached, instead of calling the link dead', async () => {
    let online = false;
    mockServer({
      [CONFIRM]: () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { message: msg.confirmed };
      },
    });
    renderAt(`/confirm-email?token=${TOKEN}`, null);
    await userEvent.click(confirmButton());
    expect(
      await screen.findByRole('heading', { name: 'We could not confirm your address just now' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('This Link Does Not Work')).not.toBeInTheDocument();
    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'E-mail Address Confirmed' })).toBeInTheDocument();
  });

  it('says the link is incomplete when it has no token, and calls nothing', async () => {
    const api = mockServer({});
    renderAt('/confirm-email', unconfirmed);
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid Confirmation Link' })).toBeInTheDocument();
    expect(screen.getByText(msg.tokenRequired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a New Link' })).toBeInTheDocument();
    expect(api.callsTo(CONFIRM)).toEqual([]);
  });
});
