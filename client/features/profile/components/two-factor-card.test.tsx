import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { totpMessages } from '@common/schemas/totp';
import { admin, member, publicConfig } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { ProfilePage } from './profile-page';
import { TwoFactorCard } from './two-factor-card';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`);

describe('TwoFactorCard', () => {
  it('sets up with the QR code and the key, confirms with a first code, and shows the recovery codes once', async () => {
    const user = userEvent.setup();
    let enabled = false;
    const api = mockApi({
      'GET /api/user/totp': () => ({ enabled, recoveryCodesLeft: enabled ? 10 : 0 }),
      'POST /api/user/totp/setup': (req) =>
        (req.body as { password: string }).password === 'Right-Pass-1'
          ? {
              otpauthUrl: `otpauth://totp/KindRipple:admin%40x.test?secret=${SECRET}&issuer=KindRipple`,
              secret: SECRET,
            }
          : {
              status: 400,
              body: { message: totpMessages.passwordWrong, errors: { password: totpMessages.passwordWrong } },
            },
      'POST /api/user/totp/enable': (req) => {
        if ((req.body as { code: string }).code !== '123456')
          return { status: 400, body: { message: totpMessages.codeWrong, errors: { code: totpMessages.codeWrong } } };
        enabled = true;
        return { message: totpMessages.enabled, recoveryCodes: CODES };
      },
    });
    renderWithProviders(<TwoFactorCard />, { user: admin });
    // The current password first: none is refused before calling, a wrong one by the server, under the field.
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByText(totpMessages.passwordRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/totp/setup')).toHaveLength(0);
    await user.type(screen.getByLabelText('Current password'), 'Wrong-Pass-1');
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByText(totpMessages.passwordWrong)).toBeInTheDocument();
    expect(screen.queryByTestId('totp-secret')).toBeNull();
    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'Right-Pass-1');
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(await screen.findByRole('img', { name: /QR code/ })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png/),
    );
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    await user.type(screen.getByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    expect(await screen.findByText(totpMessages.codeWrong)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm and turn on' }));
    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(api.callsTo('POST /api/user/totp/enable').at(-1)!.body).toEqual({ code: '123456' });

    await user.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(await screen.findByText(/10 recovery codes left/)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
  });

  it('turns off with the password and a code; a pause of the codes shows when to try again', async () => {
    const user = userEvent.setup();
    let enabled = true;
    const paused = totpMessages.codesPaused(2, '10:04');
    const api = mockApi({
      'GET /api/user/totp': () => ({ enabled, recoveryCodesLeft: enabled ? 4 : 0 }),
      'DELETE /api/user/totp': (req) => {
        const body = req.body as { code: string; password: string };
        if (body.password !== 'Right-Pass-1')
          return {
            status: 400,
            body: { message: totpMessages.passwordWrong, errors: { password: totpMessages.passwordWrong } },
          };
        if (body.code === '000000') return { status: 429, body: { message: paused, retryAt: '2026-11-27T10:04:00Z' } };
        enabled = false;
        return { message: totpMessages.disabled };
      },
    });
    renderWithProviders(<TwoFactorCard />, { user: admin });
    expect(await screen.findByText(/4 recovery codes left/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByText(totpMessages.codeRequired)).toBeInTheDocument();
    expect(screen.getByText(totpMessages.passwordRequired)).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/user/totp')).toHaveLength(0);

    await user.type(screen.getByLabelText('Current password'), 'Wrong-Pass-1');
    await user.type(screen.getByLabelText('Code from your app, or a recovery code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByText(totpMessages.passwordWrong)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'Right-Pass-1');
    await user.clear(screen.getByLabelText('Code from your app, or a recovery code'));
    await user.type(screen.getByLabelText('Code from your app, or a recovery code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByText(paused)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Code from your app, or a recovery code'));
    await user.type(screen.getByLabelText('Code from your app, or a recovery code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain(totpMessages.disabled);
    expect(api.callsTo('DELETE /api/user/totp').at(-1)!.body).toEqual({ code: '123456', password: 'Right-Pass-1' });
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeInTheDocument();
  });

  it('is on the profile page for admins only', async () => {
    mockApi({
      'GET /api/user/totp': { enabled: false, recoveryCodesLeft: 0 },
      'GET /api/config': publicConfig,
      'GET /api/predefined-avatars': { avatars: ['/avatars/1.png'] },
    });
    const { unmount } = renderWithProviders(<ProfilePage />, { user: admin, path: '/profile' });
    expect(await screen.findByRole('heading', { name: 'Two-Factor Sign-In' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<ProfilePage />, { user: member, path: '/profile' });
    expect(await screen.findByRole('heading', { name: 'Change Password' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Two-Factor Sign-In' })).not.toBeInTheDocument();
  });
});
