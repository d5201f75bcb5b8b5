import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@common/schemas/users';
import { member } from '@/test/fixtures';
import { renderWithProviders, Where } from '@/test/render';
import { MobileMenu } from './mobile-menu';

function renderMenu(user: CurrentUser | null, path: string) {
  return renderWithProviders(
    <>
      <MobileMenu user={user} />
      <Where />
    </>,
    { user, path },
  );
}

async function openMenu() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  return { user, menu: screen.getByRole('navigation', { name: 'Mobile' }) };
}

describe('MobileMenu', () => {
  it('closes when a link to the page already open is tapped, and gives focus back to the toggle', async () => {
    renderMenu(null, '/about-us');
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('link', { name: 'Our Story' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/about-us');
    expect(menu).not.toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when Home is tapped on the home page', async () => {
    renderMenu(null, '/');
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('link', { name: 'Home' }));
    expect(menu).not.toBeVisible();
  });

  it('closes when a member taps an account link to the page already open', async () => {
    renderMenu(member, '/profile');
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: /Account/ }));
    await user.click(within(menu).getByRole('link', { name: 'My Profile' }));
    expect(menu).not.toBeVisible();
  });

  it('closes and goes to the login tab when Log In is tapped on /auth', async () => {
    renderMenu(null, '/auth?tab=register');
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('button', { name: 'Log In' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/auth?tab=login');
    expect(menu).not.toBeVisible();
  });

  it('still closes after going to another page', async () => {
    renderMenu(null, '/');
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('link', { name: 'Our Story' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/about-us');
    expect(menu).not.toBeVisible();
  });

  it('closes when the browser goes back to the page before, and opens again on the next tap', async () => {
    const { router } = renderMenu(null, '/faq');
    await act(() => router.navigate('/about-us'));
    const { user, menu } = await openMenu();
    expect(menu).toBeVisible();
    await act(() => router.navigate(-1));
    expect(screen.getByTestId('where')).toHaveTextContent('/faq');
    expect(menu).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(menu).toBeVisible();
  });

  it('links Challenges and Connect to their long paths and marks the page open as current', async () => {
    renderMenu(null, '/kindness-challenges');
    const { menu } = await openMenu();
    const challenges = within(menu).getByRole('link', { name: 'Challenges' });
    expect(challenges).toHaveAttribute('href', '/kindness-challenges');
    expect(challenges).toHaveAttribute('aria-current', 'page');
    expect(within(menu).getByRole('link', { name: 'Connect' })).toHaveAttribute('href', '/kindness-connections');
    expect(within(menu).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });
});
