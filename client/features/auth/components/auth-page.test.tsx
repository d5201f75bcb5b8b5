import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@common/schemas/users';
import { LOGIN_REDIRECT_KEY } from '@/lib/login-redirect';
import { member, publicConfig } from '@/test/fixtures';
import { mockApi, type MockRoutes } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { AuthPage } from './auth-page';

/** The site's configuration and avatar gallery, and whatever else the test answers. */
const mockServer = (routes: MockRoutes = {}) =>
  mockApi({
    'GET /api/config': publicConfig,
    'GET /api/predefined-avatars': { avatars: ['/avatars/1.png', '/avatars/2.png'] },
    ...routes,
  });

/** /auth, with the header's guest links as far as this page is concerned; any other address shows where it went. */
function renderAt(path: string, user: CurrentUser | null) {
  return renderWithProviders(
    <>
      <nav>
        <Link to="/auth?tab=login">Log In</Link>
        <Link to="/auth?tab=register">Sign Up</Link>
      </nav>
      <AuthPage />
    </>,
    { path, route: '/auth', user },
  );
}

describe('AuthPage', () => {
  it('opens the Login tab unless tab=register, and is marked noindex', async () => {
    mockServer();
    renderAt('/auth?tab=anything', null);
    expect(await screen.findByRole('tab', { name: 'Login', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to KindRipple' })).toBeInTheDocument();
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'),
    );
  });

  it('goes by Tab from the tabs straight to the first field, with no stop on the panel itself', async () => {
    mockServer();
    const user = userEvent.setup();
    renderAt('/auth?tab=login', null);
    const tab = await screen.findByRole('tab', { name: 'Login', selected: true });
    tab.focus();
    await user.tab();
    expect(screen.getByLabelText('Username or Email')).toHaveFocus();
  });

  it('opens Register with tab=register', async () => {
    mockServer();
    renderAt('/auth?tab=register', null);
    expect(await screen.findByRole('tab', { name: 'Register', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });

  it('shows Loading, written out under the spinner, while the configuration is missing', () => {
    mockServer({ 'GET /api/config': () => new Promise(() => undefined) });
    renderAt('/auth', null);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    // Visible text, not only a screen-reader label.
    expect(screen.getByText('Loading…')).not.toHaveClass('sr-only');
  });

  it('sends a signed-in member to the redirect parameter, never off-site', async () => {
    mockServer();
    renderAt('/auth?redirect=%2Fprofile', member);
    expect(await screen.findByTestId('where')).toHaveTextContent('/profile');
  });

  it('refuses an off-site redirect and sends a signed-in member to the dashboard', async () => {
    mockServer();
    renderAt('/auth?redirect=%2F%2Fevil.example', member);
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/dashboard$/);
  });

  it('sends a signed-in member to the dashboard when no redirect is given', async () => {
    mockServer();
    renderAt('/auth', member);
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/dashboard$/);
  });

  it('validates registration step 1 with the spec texts', async () => {
    mockServer();
    renderAt('/auth?tab=register', null);
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 7 characters')).toBeInTheDocument();
    expect(
      screen.getByText('You must agree to be kind and accept our terms to join our community'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
  });

  it('switches to the forgot-password mode and back', async () => {
    mockServer();
    renderAt('/auth', null);
    await userEvent.click(await screen.findByRole('button', { name: 'Forgot your password?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to KindRipple' })).toBeInTheDocument();
  });

  it('leaves the forgot-password mode when the header opens Sign Up or Log In', async () => {
    mockServer();
    renderAt('/auth?tab=login', null);
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
    const api = mockServer({ 'POST /api/login': member });
    renderAt('/auth?redirect=%2Fprofile', null);
    await userEvent.type(await screen.findByLabelText('Username or Email'), member.username);
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/stories');
    expect(window.localStorage.getItem(LOGIN_REDIRECT_KEY)).toBeNull();
    expect(await screen.findByText(`Welcome back, ${member.displayName}!`)).toBeInTheDocument();
    expect(api.callsTo('POST /api/login').map((c) => c.body)).toEqual([{ username: member.username, password: 'abc' }]);
  });

  it('shows the login failure toast with the server message', async () => {
    mockServer({ 'POST /api/login': { status: 401, body: { message: 'Invalid username/email or password' } } });
    renderAt('/auth', null);
    await userEvent.type(await screen.findByLabelText('Username or Email'), member.username);
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username/email or password')).toBeInTheDocument();
  });
});
