import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@common/schemas/users';
import { member } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, Where } from '@/test/render';
import { RequireUser } from './require-user';

function renderAt(path: string, user?: CurrentUser | null) {
  return renderWithProviders(
    <Routes>
      <Route element={<RequireUser />}>
        <Route path="/dashboard" element={<p>Members only</p>} />
      </Route>
      <Route path="/auth" element={<Where />} />
    </Routes>,
    { path, user },
  );
}

describe('RequireUser', () => {
  it('shows a spinner while the user loads', () => {
    // Still loading: the request for /api/user never answers.
    mockApi({ 'GET /api/user': () => new Promise(() => {}) });
    renderAt('/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Checking your account');
  });

  it('sends a guest to /auth with the page (and its query) as redirect', () => {
    renderAt('/dashboard?tab=rewards', null);
    expect(screen.getByTestId('where').textContent).toBe(
      `/auth?redirect=${encodeURIComponent('/dashboard?tab=rewards')}`,
    );
  });

  it('shows the page to a member', () => {
    renderAt('/dashboard', member);
    expect(screen.getByText('Members only')).toBeInTheDocument();
  });

  it('does not send a member to log in when their account cannot be checked, and tries again on request', async () => {
    let online = false;
    mockApi({
      'GET /api/user': () => {
        if (!online) throw new TypeError('Failed to fetch');
        return member;
      },
    });
    renderAt('/dashboard');
    expect(await screen.findByRole('heading', { name: 'We couldn’t check your account' })).toBeInTheDocument();
    expect(screen.queryByTestId('where')).toBeNull();
    online = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Members only')).toBeInTheDocument();
  });
});
