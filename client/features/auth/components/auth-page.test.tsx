import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicConfig } from '@common/schemas/meta';
import type { CurrentUser } from '@common/schemas/users';
import { Toaster } from '@/components/ui/toaster';
import { userQueryKey } from '@/lib/auth';
import { LOGIN_REDIRECT_KEY } from '@/lib/login-redirect';
import { createQueryClient } from '@/lib/query-client';
import { AuthPage } from './auth-page';

const config: PublicConfig = { siteName: 'KindRipple', publicUrl: 'http://localhost', contactEmail: 'hello@kindripple.org', captchaProvider: 'none' };
const member: CurrentUser = { id: 3, username: 'ann@example.test', displayName: 'Ann Kind', avatar: '/avatars/2.png', points: 10, role: 'member' };

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

function renderAt(url: string, opts: { user?: CurrentUser | null; config?: PublicConfig | null } = {}) {
  const client = createQueryClient();
  if (opts.user !== undefined) client.setQueryData(userQueryKey, opts.user);
  if (opts.config !== null) client.setQueryData(['/api/config'], opts.config ?? config);
  client.setQueryData(['/api/predefined-avatars'], ['/avatars/1.png', '/avatars/2.png']);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        {/* The header's guest links, as far as this page is concerned. */}
        <nav>
          <Link to="/auth?tab=login">Log In</Link>
          <Link to="/auth?tab=register">Sign Up</Link>
        </nav>
        <Routes>
          <Route path="/auth" element={<AuthPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('AuthPage', () => {
  it('opens the Login tab unless tab=register, and is marked noindex', async () => {
    renderAt('/auth?tab=anything', { user: null });
    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to KindRipple' })).toBeInTheDocument();
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'));
  });

  it('opens Register with tab=register', async () => {
    renderAt('/auth?tab=register', { user: null });
    expect(await screen.findByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('shows Loading, written out under the spinner, while the configuration is missing', () => {
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    renderAt('/auth', { user: null, config: null });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    // Visible text, not only a screen-reader label.
    expect(screen.getByText('Loading…')).not.toHaveClass('sr-only');
  });

  it('sends a signed-in member to the redirect parameter, never off-site', async () => {
    renderAt('/auth?redirect=%2Fprofile', { user: member });
    expect(await screen.findByTestId('where')).toHaveTextContent('/profile');
  });

  it('refuses an off-site redirect and sends a signed-in member home', async () => {
    renderAt('/auth?redirect=%2F%2Fevil.example', { user: member });
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  it('validates registration step 1 with the spec texts', async () => {
    renderAt('/auth?tab=register', { user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 7 characters')).toBeInTheDocument();
    expect(screen.getByText('You must agree to be kind and accept our terms to join our community')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
  });

  it('switches to the forgot-password mode and back', async () => {
    renderAt('/auth', { user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to KindRipple' })).toBeInTheDocument();
  });

  it('leaves the forgot-password mode when the header opens Sign Up or Log In', async () => {
    renderAt('/auth?tab=login', { user: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Sign Up' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to KindRipple' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();

    // The same URL again is a new visit too.
    await userEvent.click(screen.getByRole('link', { name: 'Log In' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    await userEvent.click(screen.getByRole('link', { name: 'Log In' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to KindRipple' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
  });

  it('after login goes to the stored login redirect and forgets it (used once)', async () => {
    window.localStorage.setItem(LOGIN_REDIRECT_KEY, '/stories');
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify(member), { status: 200, headers: { 'content-type': 'application/json' } }));
    renderAt('/auth?redirect=%2Fprofile', { user: null });
    await userEvent.type(await screen.findByLabelText('Username or Email'), 'ann@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/stories');
    expect(window.localStorage.getItem(LOGIN_REDIRECT_KEY)).toBeNull();
    expect(await screen.findByText('Welcome back, Ann Kind!')).toBeInTheDocument();
  });

  it('shows the login failure toast with the server message', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'Invalid username/email or password' }), { status: 401, headers: { 'content-type': 'application/json' } }));
    renderAt('/auth', { user: null });
    await userEvent.type(await screen.findByLabelText('Username or Email'), 'ann@example.test');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username/email or password')).toBeInTheDocument();
  });
});
