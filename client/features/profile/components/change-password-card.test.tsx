import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ChangePasswordCard } from './change-password-card';

const WRONG = 'Current password is incorrect';

describe('ChangePasswordCard', () => {
  it('says a wrong current password under that field and focuses it', async () => {
    mockApi({
      'POST /api/user/change-password': { status: 400, body: { message: WRONG, errors: { currentPassword: WRONG } } },
    });
    renderWithProviders(<ChangePasswordCard />, { user: member, path: '/profile' });
    const current = screen.getByLabelText('Current Password');
    await userEvent.type(current, 'not-my-password');
    await userEvent.type(screen.getByLabelText('New Password'), 'Quiet-Harbour-58');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), 'Quiet-Harbour-58');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await expect.poll(() => current.getAttribute('aria-invalid')).toBe('true');
    expect(current).toHaveAccessibleDescription(WRONG);
    expect(current).toHaveFocus();
  });
});
