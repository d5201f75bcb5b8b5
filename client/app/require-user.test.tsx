import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { userQueryKey } from '@/lib/auth';
import { RequireUser } from './require-user';

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

function renderAt(path: string, user: unknown, stubFetch = true) {
  const client = createQueryClient();
  if (user !== undefined) client.setQueryData(userQueryKey, user);
  // Still loading: the request for /api/user never answers.
  else if (stubFetch) vi.stubGlobal('fetch', () => new Promise(() => {}));
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<RequireUser />}>
            <Route path="/dashboard" element={<p>Members only</p>} />
          </Route>
          <Route path="/auth" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('RequireUser', () => {
  it('shows a spinner while the user loads', () => {
    renderAt('/dashboard', undefined);
    expect(screen.getByRole('status')).toHaveTextContent('Checking your account');
  });

  it('sends a guest to /auth with the page (and its query) as redirect', () => {
    renderAt('/dashboard?tab=rewards', null);
    expect(screen.getByTestId('where').textContent).toBe(`/auth?redirect=${encodeURIComponent('/dashboard?tab=rewards')}`);
  });

  it('shows the page to a member', () => {
    renderAt('/dashboard', { id: 3, username: 'a@b.co', displayName: 'A', avatar: null, points: 0, role: 'member' });
    expect(screen.getByText('Members only')).toBeInTheDocument();
  });

  it('does not send a member to log in when their account cannot be checked, and tries again on request', async () => {
    const member = { id: 3, username: 'a@b.co', displayName: 'A', avatar: null, points: 0, role: 'member' };
    let online = false;
    vi.stubGlobal('fetch', async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(member), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    renderAt('/dashboard', undefined, false);
    expect(await screen.findByRole('heading', { name: 'We couldn’t check your account' })).toBeInTheDocument();
    expect(screen.queryByTestId('where')).toBeNull();
    online = true;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Members only')).toBeInTheDocument();
  });
});

