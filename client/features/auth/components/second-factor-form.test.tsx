import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { totpMessages } from '@common/schemas/totp';
import { admin, publicConfig } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { LoginForm } from './login-form';

function renderForm() {
  return renderWithProviders(<LoginForm config={publicConfig} redirectParam={null} onForgot={() => undefined} />, {
    user: null,
    path: '/auth',
  });
}

async function passwordStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Username or Email'), admin.username);
  await user.type(screen.getByLabelText('Password'), 'Kind-Password-1');
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login with a second factor', () => {
  it('asks for the code after the password, says when it is wrong, and signs in with the right one', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /api/login': { twoFactorRequired: true },
      'POST /api/login/second-factor': (req) =>
        (req.body as { code: string }).code === '123456'
          ? admin
          : { status: 401, body: { message: totpMessages.codeWrong, errors: { code: totpMessages.codeWrong } } },
    });
    const { router } = renderForm();
    await passwordStep(user);
    const code = await screen.findByLabelText('Authentication code');
    await expect.poll(() => document.activeElement).toBe(code);
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();

    // Nothing is sent for something that is no code.
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText(totpMessages.codeRequired)).toBeInTheDocument();
    expect(api.callsTo('POST /api/login/second-factor')).toHaveLength(0);

    await user.type(code, '654 321');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText(totpMessages.codeWrong)).toBeInTheDocument();
    expect(api.callsTo('POST /api/login/second-factor')[0]!.body).toEqual({ code: '654321' });

    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('Login successful');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('says when codes are paused and when to try again, and stays on the step for a recovery code', async () => {
    const user = userEvent.setup();
    const paused = totpMessages.codesPaused(4, '10:05');
    mockApi({
      'POST /api/login': { twoFactorRequired: true },
      'POST /api/login/second-factor': (req) =>
        /^\d{6}$/.test((req.body as { code: string }).code)
          ? { status: 429, body: { message: paused, retryAt: '2026-11-27T10:05:00Z' } }
          : admin,
    });
    renderForm();
    await passwordStep(user);
    await user.type(await screen.findByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByText(paused)).toBeInTheDocument();
    expect(paused).toContain('until 10:05 UTC');
    await user.type(screen.getByLabelText('Authentication code'), 'abcde-fghjk');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('Login successful');
  });

  it('takes a recovery code, and goes back to the password when the pending login is over', async () => {
    const user = userEvent.setup();
    const api = mockApi({
      'POST /api/login': { twoFactorRequired: true },
      'POST /api/login/second-factor': { status: 401, body: { message: totpMessages.pendingGone, loginAgain: true } },
    });
    renderForm();
    await passwordStep(user);
    await user.type(await screen.findByLabelText('Authentication code'), 'ABCDE-FGHJK');
    await user.click(screen.getByRole('button', { name: 'Verify and log in' }));
    expect(await screen.findByLabelText('Password')).toHaveValue('');
    expect(api.callsTo('POST /api/login/second-factor')[0]!.body).toEqual({ code: 'abcde-fghjk' });
    await expect.poll(() => toasts()[0]?.textContent).toContain('log in again');
  });

  it('Back to login returns to the password step', async () => {
    const user = userEvent.setup();
    mockApi({ 'POST /api/login': { twoFactorRequired: true } });
    renderForm();
    await passwordStep(user);
    await user.click(await screen.findByRole('button', { name: 'Back to login' }));
    expect(screen.getByLabelText('Username or Email')).toHaveValue(admin.username);
  });
});
