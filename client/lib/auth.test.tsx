import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { member } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { useUser, userQueryKey } from './auth';
import { createQueryClient } from './query-client';

function Name() {
  const { data } = useUser();
  return <p>{data ? data.displayName : 'guest'}</p>;
}

describe('useUser', () => {
  it('keeps the known member fresh (the spec default: never stale): a page opened later does not ask again', async () => {
    const api = mockApi({ 'GET /api/user': member });
    const queryClient = createQueryClient();
    // Loaded ten minutes ago.
    queryClient.setQueryData(userQueryKey, member, { updatedAt: Date.now() - 10 * 60_000 });
    renderWithProviders(<Name />, { queryClient });
    expect(screen.getByText(member.displayName)).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(api.calls).toHaveLength(0);
  });

  it('takes a 401 to mean a guest', async () => {
    mockApi({ 'GET /api/user': { status: 401, body: { message: 'Not logged in' } } });
    renderWithProviders(<Name />);
    expect(await screen.findByText('guest')).toBeInTheDocument();
  });
});
