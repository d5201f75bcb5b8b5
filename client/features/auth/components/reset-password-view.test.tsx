import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicConfig } from '@common/schemas/meta';
import type { CurrentUser } from '@common/schemas/users';
import { userQueryKey } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { AuthPage } from './auth-page';
import { ResetPasswordView } from './reset-password-view';

const config: PublicConfig = { siteName: 'KindRipple', publicUrl: 'http://localhost', contactEmail: 'hello@kindripple.org', captchaProvider: 'none' };
const member: CurrentUser = { id: 4, username: 'cy@example.test', displayName: 'Cy', avatar: '/avatars/3.png', points: 0, role: 'member' };
const TOKEN = 'a'.repeat(43);
const VERIFY = `/api/auth/verify-reset-token/${TOKEN}`;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers by "METHOD /path"; an answer that is an Error is thrown, as fetch does without a connection. */
function stubServer(routes: Record<string, () => Response | Error>) {
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const answer = routes[`${init.method ?? 'GET'} ${input}`]?.() ?? json({ message: 'not stubbed' }, 500);
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

function renderAt(url: string, user: CurrentUser | null = null) {
  const client = createQueryClient();
  client.setQueryData(userQueryKey, user);
  client.setQueryData(['/api/config'], config);
  client.setQueryData(['/api/predefined-avatars'], ['/avatars/1.png']);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordView />} />
          <Route path="/auth" element={<AuthPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ResetPasswordView: checking the link', () => {
  it('offers Try again when the link cannot be checked (no connection), not "Expired Reset Link"', async () => {
    let online = false;
    stubServer({ [`GET ${VERIFY}`]: () => (online ? json({ valid: true }) : new TypeError('Failed to fetch')) });
    renderAt(`/reset-password?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Failed to verify token' })).toBeInTheDocument();
    expect(screen.queryByText('Expired Reset Link')).not.toBeInTheDocument();

    online = true;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('New Password')).toBeInTheDocument();
  });

  it('offers Try again when the server has a problem', async () => {
    stubServer({ [`GET ${VERIFY}`]: () => json({ message: 'Something went wrong on our side' }, 503) });
    renderAt(`/reset-password?token=${TOKEN}`);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('Expired Reset Link')).not.toBeInTheDocument();
  });

  it('says "Expired Reset Link" when the server refuses the token or finds it spent', async () => {
    stubServer({ [`GET ${VERIFY}`]: () => json({ message: 'Invalid token' }, 400) });
    renderAt(`/reset-password?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Expired Reset Link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute('href', '/auth?tab=login');
  });

  it('says "Expired Reset Link" for a token that is no longer valid', async () => {
    stubServer({ [`GET ${VERIFY}`]: () => json({ valid: false }) });
    renderAt(`/reset-password?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'Expired Reset Link' })).toBeInTheDocument();
  });
});

describe('ResetPasswordView: after the reset', () => {
  it('forgets the signed-in member (the server ended every session), so Login with New Password shows the login form', async () => {
    stubServer({
      [`GET ${VERIFY}`]: () => json({ valid: true }),
      'POST /api/auth/reset-password': () => json({ message: 'Your password has been reset.' }),
    });
    const client = renderAt(`/reset-password?token=${TOKEN}`, member);
    await userEvent.type(await screen.findByLabelText('New Password'), 'Quiet-Harbour-58');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Quiet-Harbour-58');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('heading', { name: 'Password Reset Successful' })).toBeInTheDocument();
    expect(client.getQueryData(userQueryKey)).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Login with New Password' }));
    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(screen.queryByTestId('where')).not.toBeInTheDocument();
  });
});
