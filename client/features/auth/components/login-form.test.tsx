import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LOGIN_CHECK_MESSAGE, authMessages } from '@common/schemas/auth';
import type { PublicConfig } from '@common/schemas/meta';
import { member, publicConfig } from '@/test/fixtures';
import { mockApi, type MockHandler } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { LoginForm, SOLVE_CHECK_FIRST } from './login-form';

// The real widget solves proof of work in a browser (e2e/accounts.e2e.ts); here a button hands over a token, and
// each reset is counted, so a test can tell a used solution from a fresh one.
const widget = vi.hoisted(() => ({ solved: 0, resets: 0 }));
vi.mock('./captcha', async () => {
  const { createElement, forwardRef, useImperativeHandle } = await import('react');
  return {
    Captcha: forwardRef<{ reset(): void }, { onToken: (token: string | null) => void }>(function FakeCaptcha(
      { onToken },
      ref,
    ) {
      useImperativeHandle(ref, () => ({
        reset() {
          widget.resets += 1;
          onToken(null);
        },
      }));
      return createElement(
        'button',
        { type: 'button', onClick: () => onToken(`solved-${(widget.solved += 1)}`) },
        "I'm not a robot",
      );
    }),
  };
});

const LOGIN = 'POST /api/login';
const altcha: PublicConfig = { ...publicConfig, captchaProvider: 'altcha' };
const refused = (message: string, captchaRequired?: boolean) => ({
  status: 401,
  body: { message, ...(captchaRequired ? { captchaRequired } : {}) },
});

/** The login answers, one per call, in order (the last one repeats). */
function answers(...replies: MockHandler[]) {
  let call = 0;
  return mockApi({ [LOGIN]: () => replies[Math.min(call++, replies.length - 1)] });
}

function renderForm(config: PublicConfig = altcha) {
  renderWithProviders(<LoginForm config={config} redirectParam={null} onForgot={() => undefined} />, {
    user: null,
    path: '/auth',
  });
}

async function tryLogin(user: ReturnType<typeof userEvent.setup>, password = 'Kind-Password-1') {
  const name = screen.getByLabelText('Username or Email');
  if (!(name as HTMLInputElement).value) await user.type(name, member.username);
  await user.clear(screen.getByLabelText('Password'));
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

const check = () => screen.queryByRole('region', { name: 'One quick check' });

describe('LoginForm: the check after repeated failed logins', () => {
  it('shows the check when the server asks, explains it, moves the focus to it, and sends its solution with the next try', async () => {
    const api = answers(refused(authMessages.invalidCredentials, true), member);
    const user = userEvent.setup();
    renderForm();
    expect(check()).not.toBeInTheDocument();

    await tryLogin(user, 'Wrong-guess-5');
    const region = await screen.findByRole('region', { name: 'One quick check' });
    expect(region).toHaveAccessibleDescription(/several unsuccessful attempts to log in to this account/);
    await waitFor(() => expect(region).toHaveFocus());
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText(authMessages.invalidCredentials)).toBeInTheDocument();
    expect(api.callsTo(LOGIN)[0].headers['x-recaptcha-token']).toBeUndefined();

    // Keyboard: the next Tab reaches the check itself.
    await user.tab();
    expect(screen.getByRole('button', { name: "I'm not a robot" })).toHaveFocus();

    // Login before solving it: said on the form, nothing sent, the focus back on the check.
    await tryLogin(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(SOLVE_CHECK_FIRST);
    expect(region).toHaveFocus();
    expect(api.callsTo(LOGIN)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: "I'm not a robot" }));
    expect(screen.queryByText(SOLVE_CHECK_FIRST)).not.toBeInTheDocument();
    await tryLogin(user);
    expect(await screen.findByText(`Welcome back, ${member.displayName}!`)).toBeInTheDocument();
    const second = api.callsTo(LOGIN)[1];
    expect(second.headers['x-recaptcha-token']).toBe(`solved-${widget.solved}`);
    // The token travels in its header only, as at registration.
    expect(second.body).toEqual({ username: member.username, password: 'Kind-Password-1' });
  });

  it('asks for a fresh solution after a failed try: a solution works once', async () => {
    const api = answers(refused(authMessages.invalidCredentials, true));
    const user = userEvent.setup();
    renderForm();
    await tryLogin(user, 'Wrong-guess-5');
    await screen.findByRole('region', { name: 'One quick check' });

    await user.click(screen.getByRole('button', { name: "I'm not a robot" }));
    const resetsBefore = widget.resets;
    await tryLogin(user, 'Wrong-guess-6');
    await waitFor(() => expect(api.callsTo(LOGIN)).toHaveLength(2));
    await waitFor(() => expect(widget.resets).toBe(resetsBefore + 1));

    await tryLogin(user, 'Wrong-guess-7');
    expect(await screen.findByRole('alert')).toHaveTextContent(SOLVE_CHECK_FIRST);
    expect(api.callsTo(LOGIN)).toHaveLength(2);
  });

  it('shows the check when the account already needed it before this form knew (the check’s own message)', async () => {
    answers(refused(LOGIN_CHECK_MESSAGE, true));
    const user = userEvent.setup();
    renderForm();
    await tryLogin(user, 'Right-password-1');
    expect(await screen.findByRole('region', { name: 'One quick check' })).toBeInTheDocument();
    expect(await screen.findByText(LOGIN_CHECK_MESSAGE)).toBeInTheDocument();
  });

  it('shows no check for an ordinary wrong password, nor when the site has no captcha', async () => {
    const api = answers(refused(authMessages.invalidCredentials), refused(authMessages.invalidCredentials, true));
    const user = userEvent.setup();
    renderForm(publicConfig);
    await tryLogin(user, 'Wrong-guess-1');
    await waitFor(() => expect(api.callsTo(LOGIN)).toHaveLength(1));
    expect(check()).not.toBeInTheDocument();
    await tryLogin(user, 'Wrong-guess-2');
    await waitFor(() => expect(api.callsTo(LOGIN)).toHaveLength(2));
    expect(check()).not.toBeInTheDocument();
    expect(api.calls.every((c) => c.headers['x-recaptcha-token'] === undefined)).toBe(true);
  });
});
