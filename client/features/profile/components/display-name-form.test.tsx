import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { nameMessages } from '@common/names';
import type { CurrentUser } from '@common/schemas/users';
import { useUser } from '@/lib/auth';
import { member } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { DisplayNameCard } from './display-name-card';
import { NewNameDialog } from './new-name-dialog';

const RENAME = 'PUT /api/user/display-name';
const held: CurrentUser = { ...member, displayName: 'Kind member', nameNeedsChange: true };

/** The card as /profile shows it, and the name the header shows (both read the user query). */
function Profile() {
  const { data: user } = useUser();
  if (!user) return null;
  return (
    <>
      <p data-testid="header-name">{user.displayName}</p>
      <DisplayNameCard user={user} />
    </>
  );
}

/** The app's shell with the dialog, as the root layout mounts it for a member whose name is held. */
function Shell() {
  const { data: user } = useUser();
  return (
    <>
      <p data-testid="header-name">{user?.displayName}</p>
      {user?.nameNeedsChange ? <NewNameDialog user={user} /> : null}
    </>
  );
}

describe('DisplayNameCard', () => {
  it('saves a new name: the toast, and the header shows it at once', async () => {
    const api = mockApi({ [RENAME]: { displayName: 'Ada King' } });
    renderWithProviders(<Profile />, { user: member, path: '/profile' });
    const field = screen.getByRole('textbox', { name: 'Display name' });
    expect(field).toHaveValue('Ada Lovelace');
    await userEvent.clear(field);
    await userEvent.type(field, 'Ada King');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('header-name')).toHaveTextContent('Ada King'));
    expect(api.callsTo(RENAME)[0]?.body).toEqual({ displayName: 'Ada King' });
    expect(toasts()[0]).toHaveTextContent('Display name saved');
  });

  it.each([
    ['a reserved name', 'Аdmin', nameMessages.reserved],
    // The contact guard runs on the server only (decision 052): the form learns of it from the answer.
    ['a name with contact details', 'call 07700900123', nameMessages.contact],
  ])("says the server's refusal of %s under the field and focuses it, keeping the name", async (_c, typed, message) => {
    mockApi({ [RENAME]: { status: 400, body: { message, errors: { displayName: message } } } });
    renderWithProviders(<Profile />, { user: member, path: '/profile' });
    const field = screen.getByRole('textbox', { name: 'Display name' });
    await userEvent.clear(field);
    await userEvent.type(field, typed);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(field).toHaveFocus();
    expect(screen.getByTestId('header-name')).toHaveTextContent('Ada Lovelace');
  });

  it('tells a member whose name is held, and starts from an empty field', () => {
    renderWithProviders(<Profile />, { user: held, path: '/profile' });
    expect(screen.getByText(/Your name included contact details/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveValue('');
  });
});

describe('NewNameDialog', () => {
  it('asks a member whose name is held for a new one; saving closes it and releases the hold', async () => {
    mockApi({ [RENAME]: { displayName: 'Sam' } });
    const { queryClient } = renderWithProviders(<Shell />, { user: held, path: '/' });
    const dialog = await screen.findByRole('dialog', { name: 'Please choose a new display name' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Display name' }), 'Sam');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByTestId('header-name')).toHaveTextContent('Sam');
    expect(queryClient.getQueryData<CurrentUser>(['/api/user'])?.nameNeedsChange).toBeUndefined();
  });

  it('can be left for later, and the name stays held', async () => {
    mockApi({});
    const { queryClient } = renderWithProviders(<Shell />, { user: held, path: '/' });
    const dialog = await screen.findByRole('dialog', { name: 'Please choose a new display name' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(queryClient.getQueryData<CurrentUser>(['/api/user'])?.nameNeedsChange).toBe(true);
  });
});
