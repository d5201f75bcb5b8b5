import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member as someone } from '@/test/fixtures';
import { renderWithProviders } from '@/test/render';
import { ChallengesMenu, UserMenu } from './user-menu';

const member = { ...someone, displayName: 'Augusta Ada King, Countess of Lovelace' };

/** Tailwind's `hidden` token on the element or an ancestor inside `root` (happy-dom loads no CSS, so the class is what decides). */
function hiddenByClass(el: HTMLElement, root: HTMLElement) {
  for (let node: HTMLElement | null = el; node && node !== root.parentElement; node = node.parentElement) {
    if (node.classList.contains('hidden')) return true;
  }
  return false;
}

describe('UserMenu', () => {
  it('shows the avatar initials, display name and points in the trigger at every desktop width', async () => {
    renderWithProviders(<UserMenu user={member} />, { user: member });
    const trigger = screen.getByRole('button', { name: /account menu$/ });
    const name = within(trigger).getByText(member.displayName);
    const points = within(trigger).getByText('125 points');
    // The desktop header appears at lg: nothing in the trigger may wait for a wider breakpoint.
    expect(hiddenByClass(name, trigger)).toBe(false);
    expect(hiddenByClass(points, trigger)).toBe(false);
    expect(await within(trigger).findByText('AA')).toBeInTheDocument();
  });

  it('cuts a long display name short and keeps the whole name in its tooltip', () => {
    renderWithProviders(<UserMenu user={member} />, { user: member });
    const name = within(screen.getByRole('button', { name: /account menu$/ })).getByText(member.displayName);
    expect(name).toHaveAttribute('title', member.displayName);
    expect(name).toHaveClass('truncate');
    expect([...name.classList].some((c) => /^max-w-/.test(c))).toBe(true);
  });
});

describe('ChallengesMenu', () => {
  it('sends Current Challenges to /kindness-challenges', async () => {
    renderWithProviders(<ChallengesMenu />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kindness Challenges' }));
    expect(await screen.findByRole('menuitem', { name: 'Current Challenges' })).toHaveAttribute(
      'href',
      '/kindness-challenges',
    );
  });

  it('looks current on the User Stories page', () => {
    renderWithProviders(<ChallengesMenu />, { path: '/stories' });
    expect(screen.getByRole('button', { name: 'Kindness Challenges' })).toHaveClass('bg-brand-50');
  });

  it('does not look current elsewhere', () => {
    renderWithProviders(<ChallengesMenu />, { path: '/about-us' });
    expect(screen.getByRole('button', { name: 'Kindness Challenges' })).not.toHaveClass('bg-brand-50');
  });
});
