import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RippleNote, RippleSummary } from '@common/schemas/ripples';
import { createQueryClient } from '@/lib/query-client';
import { rippleSummaryQuery } from '../api/get-ripple-summary';
import { RippleNoteView } from './ripple-note-view';

afterEach(() => vi.unstubAllGlobals());

const note: RippleNote = {
  nodeCode: 'noteAAAAAA',
  message: 'Thank you for the soup',
  senderName: 'Ana',
  depth: 1,
  city: null,
  country: null,
  viewCount: 3,
  thanksCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  thanked: false,
  chain: { peopleReached: 2, maxDepth: 1, cities: [], seedCode: 'seedAAAAAA', status: 'active' },
  nodeUrl: 'http://x/r/noteAAAAAA',
  shareText: 'share',
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function renderNote(code: string, client = createQueryClient()) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <RippleNoteView code={code} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

describe('RippleNoteView', () => {
  it("after thanks, marks the ripple's cached trees out of date so 'View Ripple Tree' shows the new count", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: RequestInfo | URL) => {
        const u = String(url);
        if (u === '/api/ripples/node/noteAAAAAA') return json(note);
        if (u === '/api/ripples/node/noteAAAAAA/thank') return json({ thanksCount: 1, alreadyThanked: false });
        return json({ message: 'Not Found' }, 404);
      }),
    );
    const client = createQueryClient();
    const tree = rippleSummaryQuery('seedAAAAAA', 6, null).queryKey;
    client.setQueryData(tree, { seedCode: 'seedAAAAAA' } as RippleSummary);
    renderNote('noteAAAAAA', client);
    await userEvent.click(await screen.findByRole('button', { name: 'Say Thanks' }));
    expect(await screen.findByRole('button', { name: 'Thanks sent' })).toBeInTheDocument();
    expect(screen.getByText(/1 thank you/)).toBeInTheDocument();
    expect(client.getQueryState(tree)?.isInvalidated).toBe(true);
  });

  it("answers a missing note with the note's 'Ripple Not Found' words", async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ message: 'Ripple not found' }, 404)));
    renderNote('goneAAAAAA');
    expect(await screen.findByRole('heading', { name: 'Ripple Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Ripple not found. This ripple may have expired or the link is incorrect.')).toBeInTheDocument();
  });
});
