import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member, publicConfig } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { comment, story } from '../test/fixtures';
import { StoriesPage } from './stories-page';

const page = (ids: number[], nextCursor: string | null = null) => ({ items: ids.map((i) => story(i)), nextCursor });

function renderStories(user: typeof member | null = member, currentChallengeId: number | null = null) {
  return renderWithProviders(<StoriesPage currentChallengeId={currentChallengeId} />, {
    user: user as never,
    path: '/stories',
  });
}

describe('StoriesPage', () => {
  it('loads ten at a time from the server and continues from its cursor with Load More Stories', async () => {
    const api = mockApi({
      'GET /api/config': publicConfig,
      'GET /api/stories': (req) =>
        req.query.get('cursor') === 'c1' ? page([11, 12]) : page([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 'c1'),
      'GET /api/stories/:id/liked': false,
    });
    renderStories();
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'Load More Stories' }));
    await expect.poll(() => screen.getAllByRole('article').length).toBe(12);
    expect(screen.queryByRole('button', { name: 'Load More Stories' })).not.toBeInTheDocument();
    const [first, second] = api.callsTo('GET /api/stories');
    expect(Object.fromEntries(first.query)).toEqual({ status: 'approved', sortBy: 'recent', limit: '10' });
    expect(second.query.get('cursor')).toBe('c1');
  });

  it('asks the server for the most liked when the toggle says so', async () => {
    const api = mockApi({
      'GET /api/config': publicConfig,
      'GET /api/stories': (req) => page(req.query.get('sortBy') === 'mostLiked' ? [5] : [1]),
    });
    renderStories(null);
    expect(await screen.findByText(/Story number 1/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Most Liked' }));
    expect(await screen.findByText(/Story number 5/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Most Liked' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.callsTo('GET /api/stories').map((c) => c.query.get('sortBy'))).toEqual(['recent', 'mostLiked']);
  });

  it('has a loading, an empty and an error state', async () => {
    mockApi({ 'GET /api/config': publicConfig, 'GET /api/stories': () => new Promise(() => undefined) });
    const loading = renderStories(null);
    expect(screen.getByTestId('stories-skeleton')).toBeInTheDocument();
    loading.unmount();
    mockApi({ 'GET /api/config': publicConfig, 'GET /api/stories': page([]) });
    const empty = renderStories(null);
    expect(await screen.findByText('No stories to display at the moment.')).toBeInTheDocument();
    empty.unmount();
    mockApi({ 'GET /api/config': publicConfig, 'GET /api/stories': { status: 500, body: { message: 'x' } } });
    renderStories(null);
    expect(await screen.findByRole('heading', { name: 'We couldn’t load the stories' })).toBeInTheDocument();
  });

  it('shows the card as the spec lists it: time, badge, 180 characters with Read more / Show less, the photo', async () => {
    const long = 'A'.repeat(170) + ' and then the rest of it goes on.';
    mockApi({
      'GET /api/config': publicConfig,
      'GET /api/stories': {
        items: [
          story(1, { content: long, image: '/uploads/stories/x.webp' }),
          story(2, { challenge: { id: 4, title: 'Old one' } }),
        ],
        nextCursor: null,
      },
    });
    renderStories(null, 1);
    const [first, second] = await screen.findAllByRole('article');
    expect(within(first).getByText('Current Challenge')).toBeInTheDocument();
    expect(within(second).getByText('Old one')).toBeInTheDocument();
    expect(within(first).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(first).queryByText(long)).not.toBeInTheDocument();
    expect(within(first).getByText(`${long.slice(0, 180).trimEnd()}…`)).toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: 'Read more' }));
    expect(within(first).getByText(long)).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(first).getByRole('button', { name: /View the photo/ }));
    expect(screen.getByRole('dialog', { name: /Photo from Bea Brave’s story/ })).toBeInTheDocument();
  });

  it('shows text with HTML as text', async () => {
    mockApi({
      'GET /api/config': publicConfig,
      'GET /api/stories': {
        items: [story(1, { content: '<b>bold</b><img src=x onerror=alert(1)>' })],
        nextCursor: null,
      },
    });
    renderStories(null);
    expect(await screen.findByText('<b>bold</b><img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('asks a guest who presses like to sign up or log in', async () => {
    const api = mockApi({ 'GET /api/config': publicConfig, 'GET /api/stories': page([1]) });
    renderStories(null);
    await userEvent.click(await screen.findByRole('button', { name: '3 likes, like this story' }));
    const dialog = screen.getByRole('dialog', { name: 'Join to like stories' });
    expect(within(dialog).getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/auth?tab=register&redirect=%2Fstories',
    );
    expect(within(dialog).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/auth?tab=login&redirect=%2Fstories',
    );
    expect(api.calls.filter((c) => c.path.includes('/like'))).toHaveLength(0);
  });

  it('lets a member like and unlike, showing the server’s count; never their own story', async () => {
    const api = mockApi({
      'GET /api/config': publicConfig,
      'GET /api/stories': {
        items: [story(1), story(2, { author: { id: member.id, displayName: 'Ada', avatar: null } })],
        nextCursor: null,
      },
      'GET /api/stories/:id/liked': false,
      'POST /api/stories/:id/like': { liked: true, likes: 4 },
      'DELETE /api/stories/:id/like': { liked: false, likes: 3 },
    });
    renderStories();
    const [first, own] = await screen.findAllByRole('article');
    await userEvent.click(await within(first).findByRole('button', { name: '3 likes, like this story' }));
    const unlike = await within(first).findByRole('button', { name: '4 likes, unlike this story' });
    expect(unlike).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(unlike);
    expect(await within(first).findByRole('button', { name: '3 likes, like this story' })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: /like this story/ })).toBeDisabled();
    expect(api.callsTo('GET /api/stories/:id/liked').map((c) => c.params.id)).toEqual(['1']);
  });

  it('says when a like fails', async () => {
    mockApi({
      'GET /api/config': publicConfig,
      'GET /api/stories': page([1]),
      'GET /api/stories/:id/liked': false,
      'POST /api/stories/:id/like': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderStories();
    await userEvent.click(await screen.findByRole('button', { name: /like this story/ }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('Failed to like story');
  });

  it('shows the comments to a guest, lets a member write, delete their own and report others', async () => {
    let list = [comment(1, 1), comment(2, 1, { author: { id: member.id, displayName: 'Ada', avatar: null } })];
    const api = mockApi({
      'GET /api/config': publicConfig,
      'GET /api/stories': { items: [story(1, { commentCount: 2 })], nextCursor: null },
      'GET /api/stories/:id/liked': false,
      'GET /api/stories/:id/comments': () => ({ items: list, nextCursor: null }),
      'POST /api/stories/:id/comments': (req) => {
        const c = comment(3, 1, { content: (req.body as { content: string }).content });
        list = [...list, c];
        return { status: 201, body: c };
      },
      'DELETE /api/comments/:id': (req) => {
        list = list.filter((c) => String(c.id) !== req.params.id);
        return { message: 'Comment deleted' };
      },
      'POST /api/comments/:id/report': { status: 201, body: { message: 'Thanks' } },
    });
    renderStories();
    await userEvent.click(await screen.findByRole('button', { name: '2 comments' }));
    const comments = await screen.findByRole('list', { name: 'Comments' });
    expect(within(comments).getByText('Comment 1')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Add a comment'), '  So lovely!  ');
    await userEvent.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await within(comments).findByText('So lovely!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/stories/:id/comments')[0].body).toEqual({ content: 'So lovely!' });

    await userEvent.click(within(comments).getByRole('button', { name: 'Delete comment' }));
    await expect.poll(() => within(comments).queryByText('Comment 2')).toBeNull();

    const reportButtons = within(comments).getAllByRole('button', { name: 'Report comment' });
    await userEvent.click(reportButtons[0]);
    const dialog = screen.getByRole('dialog', { name: 'Report this comment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Please choose a reason');
    await userEvent.click(within(dialog).getByLabelText('Spam or advertising'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /api/comments/:id/report')[0].body).toEqual({ reason: 'Spam or advertising' });
  });

  it('lets a member report a story', async () => {
    const api = mockApi({
      'GET /api/config': publicConfig,
      'GET /api/stories': page([1]),
      'GET /api/stories/:id/liked': false,
      'POST /api/stories/:id/report': { status: 201, body: { message: 'Thanks' } },
    });
    renderStories();
    await userEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = screen.getByRole('dialog', { name: 'Report this story' });
    await userEvent.click(within(dialog).getByLabelText('Bullying or harassment'));
    await userEvent.type(within(dialog).getByLabelText('Details (optional)'), 'Mean words');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    await expect.poll(() => toasts()[0]?.textContent).toContain('Thank you for telling us');
    expect(api.callsTo('POST /api/stories/:id/report')[0]).toMatchObject({
      params: { id: '1' },
      body: { reason: 'Bullying or harassment', description: 'Mean words' },
    });
  });

  it('blocks a commenter from the comment’s menu after asking: their comments leave the list, the toast says where to undo', async () => {
    let blocked = false;
    const api = mockApi({
      'GET /api/config': publicConfig,
      'GET /api/stories': { items: [story(1, { commentCount: 2 })], nextCursor: null },
      'GET /api/stories/:id/liked': false,
      'GET /api/stories/:id/comments': () => ({
        items: [comment(1, 1), comment(2, 1, { author: { id: 12, displayName: 'Dee Dear', avatar: null } })].filter(
          (c) => !blocked || c.author.id !== 11,
        ),
        nextCursor: null,
      }),
      'POST /api/connections/blocks': () => {
        blocked = true;
        return { status: 201, body: { message: 'User blocked' } };
      },
    });
    renderStories();
    await userEvent.click(await screen.findByRole('button', { name: '2 comments' }));
    const comments = await screen.findByRole('list', { name: 'Comments' });
    await userEvent.click(within(comments).getByRole('button', { name: 'More for Cy Kind’s comment' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Block Cy Kind' }));
    const dialog = screen.getByRole('dialog', { name: 'Block Cy Kind?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /api/connections/blocks')).toHaveLength(0);

    await userEvent.click(within(comments).getByRole('button', { name: 'More for Cy Kind’s comment' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Block Cy Kind' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Block Cy Kind?' })).getByRole('button', { name: 'Block' }),
    );
    await expect.poll(() => within(comments).queryByText('Comment 1')).toBeNull();
    expect(within(comments).getByText('Comment 2')).toBeInTheDocument();
    expect(api.callsTo('POST /api/connections/blocks')[0].body).toEqual({ userId: 11 });
    await expect.poll(() => toasts()[0]?.textContent).toContain('Cy Kind is blocked');
    expect(toasts()[0]?.textContent).toContain('People you blocked');
  });

  it('offers the story’s menu only on others’ stories, to members; a refused block says why', async () => {
    mockApi({
      'GET /api/config': publicConfig,
      'GET /api/stories': {
        items: [story(1), story(2, { author: { id: member.id, displayName: 'Ada', avatar: null } })],
        nextCursor: null,
      },
      'GET /api/stories/:id/liked': false,
      'POST /api/connections/blocks': { status: 400, body: { message: 'The KindRipple team can’t be blocked.' } },
    });
    renderStories();
    const [theirs, mine] = await screen.findAllByRole('article');
    expect(within(mine).queryByRole('button', { name: /^More for/ })).toBeNull();
    await userEvent.click(within(theirs).getByRole('button', { name: 'More for Bea Brave’s story' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Block Bea Brave' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Block Bea Brave?' })).getByRole('button', { name: 'Block' }),
    );
    await expect.poll(() => toasts()[0]?.textContent).toContain('can’t be blocked');
  });

  it('shows guests no menu', async () => {
    mockApi({ 'GET /api/config': publicConfig, 'GET /api/stories': page([1]) });
    renderStories(null);
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^More for/ })).toBeNull();
  });
});
