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
      'POST /api/user/totp/setup': {
        otpauthUrl: `otpauth://totp/KindRipple:admin%40x.test?secret=${SECRET}&issuer=KindRipple`,
        secret: SECRET,
      },
      'POST /api/user/totp/enable': (req) => {
        if ((req.body as { code: string }).code !== '123456')
          return { status: 400, body: { message: totpMessages.codeWrong, errors: { code: totpMessages.codeWrong } } };
        enabled = true;
        return { message: totpMessages.enabled, recoveryCodes: CODES };
      },
    });
    renderWithProviders(<TwoFactorCard />, { user: admin });
    await user.click(await screen.findByRole('button', { name: 'Set up two-factor sign-in' }));
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

  it('turns off with a code', async () => {
    const user = userEvent.setup();
    let enabled = true;
    const api = mockApi({
      'GET /api/user/totp': () => ({ enabled, recoveryCodesLeft: enabled ? 4 : 0 }),
      'DELETE /api/user/totp': () => {
        enabled = false;
        return { message: totpMessages.disabled };
      },
    });
    renderWithProviders(<TwoFactorCard />, { user: admin });
    expect(await screen.findByText(/4 recovery codes left/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    expect(await screen.findByText(totpMessages.codeRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Code from your app, or a recovery code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn off two-factor sign-in' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain(totpMessages.disabled);
    expect(api.callsTo('DELETE /api/user/totp')[0]!.body).toEqual({ code: '123456' });
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
