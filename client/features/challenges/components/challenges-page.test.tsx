import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member, publicConfig } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { endedChallenge, runningChallenge, upcomingChallenge } from '../test/fixtures';
import { ChallengesPage } from './challenges-page';
import { CAROUSEL_STEP_PX } from './challenge-carousel';

const storyStep = ({ onDone }: { onDone: () => void }) => (
  <button type="button" onClick={onDone}>
    story step
  </button>
);

function renderPage(user = member) {
  return renderWithProviders(<ChallengesPage storyStep={storyStep} rewards={<p>rewards here</p>} />, {
    user,
    path: '/kindness-challenges',
  });
}

function memberWorld(over: Record<string, unknown> = {}) {
  return mockApi({
    'GET /api/config': publicConfig,
    'GET /api/challenges/current': runningChallenge(),
    'GET /api/challenges/upcoming': [],
    'GET /api/challenges/recent': [],
    'GET /api/user/completedChallenges': [],
    ...over,
  });
}

describe('ChallengesPage', () => {
  it('shows a guest the way in (log in and register), never an empty page, and calls nothing', () => {
    const api = mockApi({ 'GET /api/config': publicConfig });
    renderPage(null as never);
    expect(screen.getByRole('heading', { name: 'Sign in to take on the current challenge' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/auth?tab=login');
    expect(screen.getByRole('link', { name: 'Join for Free' })).toHaveAttribute('href', '/auth?tab=register');
    expect(screen.getByText('rewards here')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path !== '/api/config')).toHaveLength(0);
  });

  it('holds the hero’s place while the challenge loads', () => {
    memberWorld({ 'GET /api/challenges/current': () => new Promise(() => undefined) });
    renderPage();
    expect(screen.getByTestId('challenge-skeleton')).toBeInTheDocument();
  });

  it('shows the current challenge with its points, completions and a live countdown', async () => {
    memberWorld();
    renderPage();
    const hero = await screen.findByRole('region', { name: 'Thank a neighbour' });
    expect(within(hero).getByText('50 points')).toBeInTheDocument();
    expect(within(hero).getByText('+25 for your story')).toBeInTheDocument();
    expect(within(hero).getByText('12 members have completed it')).toBeInTheDocument();
    expect(within(hero).getByText(/Time left: 3 days, 5 hours and/)).toBeInTheDocument();
    expect(within(screen.getByTestId('countdown')).getByText('03')).toBeInTheDocument();
  });

  it('refuses a completion without the confirmation or with a date after today', async () => {
    const api = memberWorld({ 'POST /api/challenges/:id/complete': { message: 'ok', pointsEarned: 50 } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as Completed' }));
    expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
      'Please confirm that you completed this challenge.',
    );
    const date = screen.getByLabelText('When did you complete it?');
    await userEvent.clear(date);
    await userEvent.type(date, '2999-01-01');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Completed' }));
    expect(date).toHaveAccessibleDescription('The completion date cannot be later than today');
    await userEvent.clear(date);
    await userEvent.type(date, '2000-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Completed' }));
    expect(date).toHaveAccessibleDescription('The completion date cannot be before the challenge started');
    expect(api.callsTo('POST /api/challenges/:id/complete')).toHaveLength(0);
  });

  it('completes the challenge, says so, then offers the story step', async () => {
    const api = memberWorld({
      'POST /api/challenges/:id/complete': { message: 'Done', pointsEarned: 50 },
      'GET /api/user': { ...member, points: member.points + 50 },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Completed' }));
    expect(await screen.findByRole('heading', { name: /Challenge Completed! 🎉/ })).toBeInTheDocument();
    expect(screen.getByText(/You earned 50 points/, { selector: 'p' })).toBeInTheDocument();
    expect(toasts()[0]).toHaveTextContent('Challenge Completed! 🎉');
    const [call] = api.callsTo('POST /api/challenges/:id/complete');
    expect(call.params.id).toBe('1');
    expect((call.body as { completionDate: string }).completionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await userEvent.click(screen.getByRole('button', { name: 'Share Your Story' }));
    await userEvent.click(screen.getByRole('button', { name: 'story step' }));
    expect(screen.getByText(/Thank you for sharing your story!/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share Your Story' })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal as an error toast', async () => {
    memberWorld({
      'POST /api/challenges/:id/complete': { status: 400, body: { message: 'This challenge has ended' } },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Mark as Completed' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('This challenge has ended');
  });

  it('starts at the completed step for a member who already completed it', async () => {
    memberWorld({
      'GET /api/user/completedChallenges': [
        {
          id: 3,
          completedAt: '',
          completionDate: '2026-01-01',
          pointsEarned: 50,
          hasStory: false,
          challenge: { id: 1, title: 'x', summary: 'y', image: null, bonusPoints: 25 },
        },
      ],
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: /Challenge Completed! 🎉/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark as Completed' })).not.toBeInTheDocument();
  });

  it('says when no challenge runs, and shows Coming Soon with the days until each starts', async () => {
    memberWorld({
      'GET /api/challenges/current': null,
      'GET /api/challenges/upcoming': [upcomingChallenge(5, 4), upcomingChallenge(6, 1)],
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No challenge is running right now' })).toBeInTheDocument();
    const soon = await screen.findByRole('region', { name: 'Coming Soon Challenges' });
    expect(within(soon).getByText('Starts in 4 days')).toBeInTheDocument();
    expect(within(soon).getByText('Starts in 1 day')).toBeInTheDocument();
  });

  it('shows the carousel of recent challenges instead of Coming Soon, scrolled 340 px by its arrows', async () => {
    memberWorld({
      'GET /api/challenges/upcoming': [upcomingChallenge(5, 4)],
      'GET /api/challenges/recent': [endedChallenge(8, 2), endedChallenge(9, 20)],
    });
    renderPage();
    const carousel = await screen.findByRole('region', { name: 'Additional Challenges' });
    expect(screen.queryByRole('region', { name: 'Coming Soon Challenges' })).not.toBeInTheDocument();
    const cards = within(carousel).getAllByRole('article');
    expect(cards).toHaveLength(2);
    const row = screen.getByTestId('challenge-carousel');
    const moves: number[] = [];
    row.scrollBy = ((opts: ScrollToOptions) => moves.push(opts.left ?? 0)) as typeof row.scrollBy;
    within(carousel).getByRole('button', { name: 'Scroll challenges right' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(within(carousel).getByRole('button', { name: 'Scroll challenges left' }));
    expect(moves).toEqual([CAROUSEL_STEP_PX, -CAROUSEL_STEP_PX]);
  });

  it('offers Try again when the challenge cannot load', async () => {
    memberWorld({ 'GET /api/challenges/current': { status: 500, body: { message: 'boom' } } });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'We couldn’t load the challenge' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
