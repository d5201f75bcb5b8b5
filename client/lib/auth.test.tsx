import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@common/schemas/users';
import { useUser, userQueryKey } from './auth';
import { createQueryClient } from './query-client';

const member: CurrentUser = { id: 5, username: 'dee@example.test', displayName: 'Dee', avatar: null, points: 40, role: 'member' };

function Name() {
  const { data } = useUser();
  return <p>{data ? data.displayName : 'guest'}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useUser', () => {
  it('keeps the known member fresh (the spec default: never stale): a page opened later does not ask again', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(member), { status: 200, headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    const client = createQueryClient();
    // Loaded ten minutes ago.
    client.setQueryData(userQueryKey, member, { updatedAt: Date.now() - 10 * 60_000 });
    render(
      <QueryClientProvider client={client}>
        <Name />
      </QueryClientProvider>,
    );
    expect(screen.getByText('Dee')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
  });
});
