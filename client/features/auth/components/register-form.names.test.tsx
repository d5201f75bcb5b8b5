import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { nameMessages } from '@common/names';
import { publicConfig } from '@/test/fixtures';
import { mockApi, type MockRoutes } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { RegisterForm } from './register-form';

const REGISTER = 'POST /api/register';

/** The form, with a server that has the avatar gallery and answers `routes`. */
function renderForm(routes: MockRoutes = {}) {
  const api = mockApi({ 'GET /api/predefined-avatars': { avatars: ['/avatars/1.png'] }, ...routes });
  renderWithProviders(<RegisterForm config={publicConfig} redirectParam={null} />, {
    user: null,
    path: '/auth?tab=register',
  });
  return api;
}

async function fillStep1(user: ReturnType<typeof userEvent.setup>, displayName: string) {
  await user.type(screen.getByLabelText('Email'), 'bea@example.test');
  await user.type(screen.getByLabelText('Display Name'), displayName);
  await user.type(screen.getByLabelText('Password'), 'Warm-Blanket-36');
  await user.type(screen.getByLabelText('Confirm Password'), 'Warm-Blanket-36');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('RegisterForm: the display name', () => {
  it('says under the field when the name holds an invisible character, and stays on step 1', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillStep1(user, 'Bea\u3164');
    const name = screen.getByLabelText('Display Name');
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining(nameMessages.invisible)));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: 'Choose Your Avatar' })).not.toBeInTheDocument();
  });

  it('says under the field when the name has no letter or digit', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillStep1(user, '!!!');
    await waitFor(() =>
      expect(screen.getByLabelText('Display Name')).toHaveAccessibleDescription(
        expect.stringContaining(nameMessages.letterOrNumber),
      ),
    );
  });

  it.each([
    ['a reserved name', 'Аdmin', nameMessages.reserved],
    // The contact guard runs on the server only (decision 052): the form learns of it from the answer.
    ['a name with contact details', 'snap samsmith10', nameMessages.contact],
  ])('goes back to step 1 with the server’s message on the field for %s', async (_case, typed, message) => {
    const api = renderForm({
      [REGISTER]: { status: 400, body: { message, errors: { displayName: message } } },
    });
    const user = userEvent.setup();
    await fillStep1(user, typed);
    await screen.findByRole('heading', { name: 'Choose Your Avatar' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(api.callsTo(REGISTER)).toHaveLength(1));
    const name = await screen.findByLabelText('Display Name');
    await waitFor(() => expect(name).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(name).toHaveFocus();
  });
});
