import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@common/schemas/users';
import { userQueryKey } from '@/lib/auth';
import { member, publicConfig } from '@/test/fixtures';
import { mockApi, type MockRoutes } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { AuthPage } from './auth-page';
import { ResetPasswordView } from './reset-password-view';

const TOKEN = 'a'.repeat(43);
const VERIFY = `GET /api/auth/verify-reset-token/${TOKEN}` as const;

/** The site's configuration and avatar gallery (for /auth), and whatever else the test answers. */
const mockServer = (routes: MockRoutes) =>
  mockApi({
    'GET /api/config': publicConfig,
    'GET /api/predefined-avatars': { avatars: ['/avatars/1.png'] },
    ...routes,
  });

/** /reset-password, with /auth beside it; any other address shows where it went. */
function renderAt(path: string, user: CurrentUser | null = null) {
  return renderWithProviders(<ResetPasswordView />, {
    path,
    route: '/reset-password',
    routes: [{ path: '/auth', element: <AuthPage /> }],
    user,
  }).queryClient;
}

describe('ResetPasswordView: checking the link', () => {
  it('offers Try again when the link cannot be checked (no connection), not "Expired Reset Link"', async () => {
    let online = false;
    mockServer({
      [VERIFY]: () => {
        if (!online) throw new TypeError('Failed to fetch');
        return { valid: true };
      },
    });
    renderAt(`/reset-password?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Failed to verify token' })).toBeInTheDocument();
    expect(screen.queryByText('Expired Reset Link')).not.toBeInTheDocument();

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
  });

  it('offers Try again when the server has a problem', async () => {
    mockServer({ [VERIFY]: { status: 503, body: { message: 'Something went wrong on our side' } } });
    renderAt(`/reset-password?token=${TOKEN}`);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Expired Reset Link')).not.toBeInTheDocument();
  });

  it('says "Expired Reset Link" when the server refuses the token or finds it spent', async () => {
    mockServer({ [VERIFY]: { status: 400, body: { message: 'Invalid token' } } });
    renderAt(`/reset-password?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Expired Reset Link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute('href', '/auth?tab=login');
  });

  it('says "Expired Reset Link" for a token that is no longer valid', async () => {
    mockServer({ [VERIFY]: { valid: false } });
    renderAt(`/reset-password?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Expired Reset Link' })).toBeInTheDocument();
  });
});

describe('ResetPasswordView: after the reset', () => {
  it('forgets the signed-in member (the server ended every session), so Login with New Password shows the login form', async () => {
    const api = mockServer({
      [VERIFY]: { valid: true },
      'POST /api/auth/reset-password': { message: 'Your password has been reset.' },
    });
    const queryClient = renderAt(`/reset-password?token=${TOKEN}`, member);
    await userEvent.type(await screen.findByLabelText('New Password'), 'Quiet-Harbour-58');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Quiet-Harbour-58');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Password Reset Successful' })).toBeInTheDocument();
    expect(queryClient.getQueryData(userQueryKey)).toBeNull();
    expect(api.callsTo('POST /api/auth/reset-password').map((c) => c.body)).toEqual([
      { token: TOKEN, newPassword: 'Quiet-Harbour-58', confirmPassword: 'Quiet-Harbour-58' },
    ]);

    await userEvent.click(screen.getByRole('link', { name: 'Login with New Password' }));
    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });
});
