import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RippleSummary } from '@common/schemas/ripples';
import { createQueryClient } from '@/lib/query-client';
import { publicConfig } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { rippleSummaryQuery } from '../api/get-ripple-summary';
import { noteFixture } from '../test/fixtures';
import { RippleNoteView } from './ripple-note-view';

const note = { ...noteFixture('noteAAAAAA', 'seedAAAAAA', 'Thank you for the soup'), viewCount: 3 };

describe('RippleNoteView', () => {
  it("after thanks, marks the ripple's cached trees out of date so 'View Ripple Tree' shows the new count", async () => {
    const api = mockApi({
      'GET /api/config': publicConfig,
      'GET /api/ripples/node/noteAAAAAA': note,
      'POST /api/ripples/node/noteAAAAAA/thank': { thanksCount: 1, alreadyThanked: false },
    });
    const queryClient = createQueryClient();
    const tree = rippleSummaryQuery('seedAAAAAA', 6, null).queryKey;
    queryClient.setQueryData(tree, { seedCode: 'seedAAAAAA' } as RippleSummary);
    renderWithProviders(<RippleNoteView code="noteAAAAAA" />, { queryClient });
    await userEvent.click(await screen.findByRole('button', { name: 'Say Thanks' }));
    expect(
      screen.getByRole('heading', { level: 1, name: 'A Ripple of Kindness, passed on 1 time' }),
    ).toBeInTheDocument();
    const sent = await screen.findByRole('button', { name: 'Thanks sent' });
    // Marked unavailable, not disabled, so the focus stays where the press left it; a second press sends nothing.
    expect(sent).toHaveAttribute('aria-disabled', 'true');
    expect(sent).toHaveFocus();
    await userEvent.click(sent);
    expect(api.callsTo('POST /api/ripples/node/noteAAAAAA/thank')).toHaveLength(1);
    expect(screen.getByText(/1 thank you/)).toBeInTheDocument();
    expect(queryClient.getQueryState(tree)?.isInvalidated).toBe(true);
  });

  it("answers a missing note with the note's 'Ripple Not Found' words", async () => {
    mockApi({
      'GET /api/config': publicConfig,
      'GET /api/ripples/node/goneAAAAAA': { status: 404, body: { message: 'Ripple not found' } },
    });
    renderWithProviders(<RippleNoteView code="goneAAAAAA" />);
    expect(await screen.findByRole('heading', { name: 'Ripple Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This ripple may have expired or the link is incorrect.')).toBeInTheDocument();
    expect(screen.queryByText(/Ripple not found\./)).not.toBeInTheDocument();
  });

  it("shows the server's own words for a note its owner hid", async () => {
    mockApi({
      'GET /api/config': publicConfig,
      'GET /api/ripples/node/hideAAAAAA': {
        status: 404,
        body: { message: 'This note was hidden by the ripple’s owner.' },
      },
    });
    renderWithProviders(<RippleNoteView code="hideAAAAAA" />);
    expect(await screen.findByRole('heading', { name: 'Ripple Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This note was hidden by the ripple’s owner.')).toBeInTheDocument();
    expect(screen.queryByText(/expired or the link is incorrect/)).not.toBeInTheDocument();
  });
});
