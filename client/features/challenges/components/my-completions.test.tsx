import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CompletedChallenge } from '@common/schemas/challenges';
import { member } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { MyCompletions } from './my-completions';

const done = (id: number, hasStory: boolean): CompletedChallenge => ({
  id,
  completedAt: '2026-03-02T10:00:00Z',
  completionDate: '2026-03-02',
  pointsEarned: 50,
  hasStory,
  challenge: { id: id + 100, title: `Challenge ${id}`, summary: 'Be kind.', image: null, bonusPoints: 25 },
});

const storyForm = ({ challengeId, onDone }: { challengeId: number; onDone: () => void }) => (
  <button type="button" onClick={onDone}>
    story form for {challengeId}
  </button>
);

describe('MyCompletions', () => {
  it('lists completions with their points and offers the story only where none was shared', async () => {
    mockApi({ 'GET /api/user/completedChallenges': [done(1, false), done(2, true)] });
    renderWithProviders(<MyCompletions storyForm={storyForm} />, { user: member });
    expect(await screen.findByText('Challenge 1')).toBeInTheDocument();
    expect(screen.getAllByText(/\+50 points/)).toHaveLength(2);
    expect(screen.getByText('Story shared')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Share Your Story' }));
    const dialog = screen.getByRole('dialog', { name: 'Share Your Kindness Story' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'story form for 101' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has an empty state that leads to the challenge', async () => {
    mockApi({ 'GET /api/user/completedChallenges': [] });
    renderWithProviders(<MyCompletions storyForm={storyForm} />, { user: member });
    expect(await screen.findByRole('link', { name: 'See the current challenge' })).toHaveAttribute(
      'href',
      '/kindness-challenges',
    );
  });
});
