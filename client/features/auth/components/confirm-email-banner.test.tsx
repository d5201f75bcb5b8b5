import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emailConfirmationMessages as msg } from '@common/schemas/account';
import type { CurrentUser } from '@common/schemas/users';
import { member } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { ConfirmEmailBanner } from './confirm-email-banner';

const RESEND = 'POST /api/auth/resend-confirmation' as const;
const unconfirmed: CurrentUser = { ...member, emailVerified: false };
const banner = () => screen.queryByRole('region', { name: 'Please confirm your e-mail address' });

describe('ConfirmEmailBanner', () => {
  it('shows nothing to a guest or a confirmed member', () => {
    const { unmount } = renderWithProviders(<ConfirmEmailBanner />, { user: null });
    expect(banner()).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<ConfirmEmailBanner />, { user: member });
    expect(banner()).not.toBeInTheDocument();
  });

  it('tells an unconfirmed member where the link went, and Resend sends a new one (a toast says so)', async () => {
    const api = mockApi({ [RESEND]: { message: msg.sent } });
    renderWithProviders(<ConfirmEmailBanner />, { user: unconfirmed });
    const region = banner()!;
    expect(within(region).getByText(unconfirmed.username)).toBeInTheDocument();
    await userEvent.click(within(region).getByRole('button', { name: 'Resend' }));
    await screen.findByText('Confirmation link sent');
    expect(within(toasts()[0]).getByText(msg.sent)).toBeInTheDocument();
    expect(api.callsTo(RESEND)).toHaveLength(1);
    // The banner stays until the link is opened.
    expect(banner()).toBeInTheDocument();
  });

  it('says to wait when the hourly limit is reached', async () => {
    const limited =
      'We have already sent you several links. Please check your inbox and spam folder, or wait 42 minutes and try again.';
    mockApi({ [RESEND]: { status: 429, body: { message: limited }, headers: { 'retry-after': '2520' } } });
    renderWithProviders(<ConfirmEmailBanner />, { user: unconfirmed });
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await screen.findByText('Please wait a little');
    expect(within(toasts()[0]).getByText(limited)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('goes away when the server finds the address confirmed already (in another browser)', async () => {
    mockApi({ [RESEND]: { message: msg.alreadyConfirmed, user: { ...unconfirmed, emailVerified: true } } });
    renderWithProviders(<ConfirmEmailBanner />, { user: unconfirmed });
    await userEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await screen.findByText('Already confirmed');
    expect(banner()).not.toBeInTheDocument();
  });
});
