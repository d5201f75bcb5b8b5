import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authMessages } from '@common/schemas/auth';
import type { CurrentUser } from '@common/schemas/users';
import { userQueryKey } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { DeleteAccountCard } from './delete-account-card';

const member: CurrentUser = { id: 7, username: 'fay@example.test', displayName: 'Fay', avatar: null, points: 0, role: 'member' };

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openDialog() {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ message: 'Your account has been deleted' }), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  const client = createQueryClient();
  client.setQueryData(userQueryKey, member);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/profile']}>
        <DeleteAccountCard user={member} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Delete Account' }));
  return { fetch, client, field: await screen.findByLabelText('Username') };
}

describe('DeleteAccountCard', () => {
  it('asks for the account username and sends nothing until it matches', async () => {
    const { fetch, field } = await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByText(authMessages.deleteConfirm)).toBeInTheDocument();
    await userEvent.type(field, 'someone@example.test');
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    expect(field).toHaveAccessibleDescription(authMessages.deleteConfirm);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('takes the username in any letter case, with spaces around it, and sends it trimmed', async () => {
    const { fetch, field, client } = await openDialog();
    await userEvent.type(field, '  FAY@Example.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Delete My Account' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/user');
    expect(init?.method).toBe('DELETE');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'FAY@Example.test' });
    await waitFor(() => expect(client.getQueryData(userQueryKey)).toBeNull());
  });
});
