import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@common/schemas/users';
import { createQueryClient } from '@/lib/query-client';
import { MobileMenu } from './mobile-menu';

function Where() {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
}

function renderMenu(user: CurrentUser | null, at: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[at]}>
        <MobileMenu user={user} />
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const member: CurrentUser = { id: 7, username: 'ada@example.test', displayName: 'Ada Lovelace', avatar: null, points: 125, role: 'member' };

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.getByRole('navigation', { name: 'Mobile' });
}

describe('MobileMenu', () => {
  it('closes when a link to the page already open is tapped, and gives focus back to the toggle', async () => {
    const user = renderMenu(null, '/about-us');
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('link', { name: 'Our Story' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/about-us');
    expect(menu).not.toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when Home is tapped on the home page', async () => {
    const user = renderMenu(null, '/');
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('link', { name: 'Home' }));
    expect(menu).not.toBeVisible();
  });

  it('closes when a member taps an account link to the page already open', async () => {
    const user = renderMenu(member, '/profile');
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('button', { name: /Account/ }));
    await user.click(within(menu).getByRole('link', { name: 'My Profile' }));
    expect(menu).not.toBeVisible();
  });

  it('closes and goes to the login tab when Log In is tapped on /auth', async () => {
    const user = renderMenu(null, '/auth?tab=register');
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Log In' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/auth?tab=login');
    expect(menu).not.toBeVisible();
  });

  it('still closes after going to another page', async () => {
    const user = renderMenu(null, '/');
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('link', { name: 'Our Story' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/about-us');
    expect(menu).not.toBeVisible();
  });

  it('links Challenges and Connect to their long paths and marks the page open as current', async () => {
    const user = renderMenu(null, '/kindness-challenges');
    const menu = await openMenu(user);
    const challenges = within(menu).getByRole('link', { name: 'Challenges' });
    expect(challenges).toHaveAttribute('href', '/kindness-challenges');
    expect(challenges).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Connect' })).toHaveAttribute('href', '/kindness-connections');
    expect(within(menu).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
