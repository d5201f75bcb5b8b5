import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@common/schemas/users';
import { createQueryClient } from '@/lib/query-client';
import { userQueryKey } from '@/lib/auth';
import { Header } from './header';

function renderHeader(user: CurrentUser | null, at = '/') {
  const client = createQueryClient();
  client.setQueryData(userQueryKey, user);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        <Header />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const member: CurrentUser = { id: 7, username: 'ada@example.test', displayName: 'Ada Lovelace', avatar: null, points: 125, role: 'member' };

describe('Header', () => {
  it('shows guests Log In and Sign Up and no member links', () => {
    renderHeader(null);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Kindness Challenges' })).toHaveAttribute('href', '/kindness-challenges');
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('shows members the Dashboard link and their menu, and no Admin link', async () => {
    renderHeader(member);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(await screen.findByRole('button', { name: /^Ada Lovelace .*account menu$/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
  });

  it('shows the Admin link by role, not by user id', () => {
    renderHeader({ ...member, id: 1, role: 'member' });
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('shows the Admin link to an admin whatever their id', () => {
    renderHeader({ ...member, id: 42, role: 'admin' });
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('links Challenges and Connections to their long paths, so the page open is marked current', () => {
    renderHeader(null, '/kindness-connections');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const connections = within(nav).getByRole('link', { name: 'Kindness Connections' });
    expect(connections).toHaveAttribute('href', '/kindness-connections');
    expect(connections).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Kindness Challenges' })).not.toHaveAttribute('aria-current');
  });

  it('marks Kindness Challenges current on /kindness-challenges', () => {
    renderHeader(null, '/kindness-challenges');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Kindness Challenges' })).toHaveAttribute('aria-current', 'page');
  });
});
