import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { admin, member } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { Header } from './header';

describe('Header', () => {
  it('shows guests Log In and Sign Up and no member links', () => {
    renderWithProviders(<Header />, { user: null });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Kindness Challenges' })).toHaveAttribute(
      'href',
      '/kindness-challenges',
    );
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
  });

  it('shows members the Dashboard link and their menu, and no Admin link', async () => {
    renderWithProviders(<Header />, { user: member });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
    expect(await screen.findByRole('button', { name: /^Ada Lovelace .*account menu$/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).toBeNull();
  });

  it('puts the badge it is handed beside Kindness Connections, for members only (desktop, phone menu and its toggle)', async () => {
    const badge = <span data-testid="badge">, 2 unread messages</span>;
    const { unmount } = renderWithProviders(<Header connectionsBadge={badge} />, { user: member });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: /^Kindness Connections ?, 2 unread messages$/ })).toBeInTheDocument();
    expect(screen.getAllByTestId('badge')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<Header connectionsBadge={badge} />, { user: null });
    expect(screen.queryByTestId('badge')).toBeNull();
  });

  it('shows the Admin link by role, not by user id', () => {
    renderWithProviders(<Header />, { user: { ...member, id: 1, role: 'member' } });
    expect(within(screen.getByRole('navigation', { name: 'Main' })).queryByRole('link', { name: 'Admin' })).toBeNull();
  });

  it('shows the Admin link to an admin whatever their id', () => {
    renderWithProviders(<Header />, { user: admin });
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Admin' }),
    ).toHaveAttribute('href', '/admin');
  });

  it('links Challenges and Connections to their long paths, so the page open is marked current', () => {
    renderWithProviders(<Header />, { user: null, path: '/kindness-connections' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const connections = within(nav).getByRole('link', { name: 'Kindness Connections' });
    expect(connections).toHaveAttribute('href', '/kindness-connections');
    expect(connections).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Kindness Challenges' })).not.toHaveAttribute('aria-current');
  });

  it('marks Kindness Challenges current on /kindness-challenges', () => {
    renderWithProviders(<Header />, { user: null, path: '/kindness-challenges' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Kindness Challenges' })).toHaveAttribute('aria-current', 'page');
  });
});
