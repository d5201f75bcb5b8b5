import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { member } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { hasSignedInHint, useUser, userQueryKey } from './auth';
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
    // A refetch on mount would have started by now (the query would be fetching): it is idle, and nothing was asked.
    expect(queryClient.getQueryState(userQueryKey)?.fetchStatus).toBe('idle');
    expect(api.calls).toHaveLength(0);
  });

  it('does not ask for a guest without the signed-in hint (no 401 in the console)', async () => {
    document.cookie = 'kr_signed_in=; path=/; max-age=0';
    expect(hasSignedInHint()).toBe(false);
    const api = mockApi({});
    renderWithProviders(<Name />);
    expect(await screen.findByText('guest')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('reads the hint by its exact name, with the __Host- prefix it has over https', () => {
    const jar = vi.spyOn(document, 'cookie', 'get');
    for (const [cookies, hinted] of [
      ['kr_signed_in=1', true],
      ['a=b; __Host-kr_signed_in=1; c=d', true],
      ['other=kr_signed_in=1', false],
      ['x_kr_signed_in=1', false],
      ['kr_signed_in=', false],
      ['kr_signed_in=10', false],
      ['', false],
    ] as const) {
      jar.mockReturnValue(cookies);
      expect(hasSignedInHint(), cookies).toBe(hinted);
    }
    jar.mockRestore();
  });

  it('takes a 401 to mean a guest (a hint that lies: the session ended)', async () => {
    mockApi({ 'GET /api/user': { status: 401, body: { message: 'Not logged in' } } });
    renderWithProviders(<Name />);
    expect(await screen.findByText('guest')).toBeInTheDocument();
  });
});
