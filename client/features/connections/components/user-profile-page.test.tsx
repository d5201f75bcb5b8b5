import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UserProfileAnswer } from '@common/schemas/connections';
import { member, publicConfig } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { UserProfilePage } from './user-profile-page';

const answer = (over: Partial<UserProfileAnswer> = {}): UserProfileAnswer => ({
  user: { id: 11, displayName: 'Sam Helper', avatar: null, memberSince: '2025-03-10T12:00:00.000Z' },
  profile: {
    canHelp: true,
    needsHelp: true,
    interests: ['Reading', 'Chess club'],
    languages: ['English', 'Polish'],
    helpCategories: ['language', 'career'],
    bio: 'I teach English and love a good chat.',
  },
  reviews: {
    average: 4.5,
    count: 2,
    latest: [{ id: 1, rating: 5, comment: 'So patient and kind', createdAt: '2026-11-20T10:00:00.000Z' }],
  },
  ...over,
});

const PROFILE = 'GET /api/connections/user-profile/11';

describe('UserProfilePage', () => {
  it('shows the avatar fallback, badges, member since, about, ways to help, languages, interests and reviews', async () => {
    mockApi({ 'GET /api/config': publicConfig, [PROFILE]: answer() });
    renderWithProviders(<UserProfilePage userId="11" />, { user: member });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sam Helper' })).toBeInTheDocument();
    expect(screen.getByText('Available to Help')).toBeInTheDocument();
    expect(screen.getByText('Open to Support')).toBeInTheDocument();
    expect(screen.getByText('Member since March 2025')).toBeInTheDocument();
    expect(screen.getByText('I teach English and love a good chat.')).toBeInTheDocument();
    for (const h of ['About', 'Ways I Can Help', 'Languages', 'Interests & Hobbies', 'Reviews'])
      expect(screen.getByRole('heading', { name: h })).toBeInTheDocument();
    expect(screen.getByText('Language exchange')).toBeInTheDocument();
    expect(screen.getByText('Chess club')).toBeInTheDocument();
    expect(screen.getByText('(2 reviews)')).toBeInTheDocument();
    expect(screen.getByText('4.5')).toBeInTheDocument();
    expect(screen.getByText('So patient and kind')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '5 out of 5' })).toBeInTheDocument();
    expect(document.title).toBe('Member Profile · KindRipple');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/user/11');
  });

  it('uses the bio fallback, and says Profile Incomplete when everything is empty', async () => {
    mockApi({
      'GET /api/config': publicConfig,
      [PROFILE]: answer({
        profile: { canHelp: false, needsHelp: false, interests: ['Music'], languages: [], helpCategories: [], bio: '' },
      }),
      'GET /api/connections/user-profile/12': answer({
        user: { id: 12, displayName: 'Quiet One', avatar: null, memberSince: '2026-01-01T00:00:00.000Z' },
        profile: null,
        reviews: { average: null, count: 0, latest: [] },
      }),
    });
    const { unmount } = renderWithProviders(<UserProfilePage userId="11" />, { user: member });
    expect(await screen.findByText('This user hasn’t added a bio yet.')).toBeInTheDocument();
    unmount();
    renderWithProviders(<UserProfilePage userId="12" />, { user: member });
    expect(await screen.findByRole('heading', { name: 'Profile Incomplete' })).toBeInTheDocument();
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByText('Available to Help')).toBeNull();
  });

  it('says Profile Not Found for a 404 and a bad id, and offers Try again for other failures', async () => {
    mockApi({
      'GET /api/config': publicConfig,
      [PROFILE]: { status: 404, body: { message: 'Profile not found' } },
      'GET /api/connections/user-profile/13': { status: 500, body: { message: 'Oops' } },
    });
    const first = renderWithProviders(<UserProfilePage userId="11" />, { user: member });
    expect(await screen.findByRole('heading', { name: 'Profile Not Found' })).toBeInTheDocument();
    expect(screen.getByText('This user profile could not be found or is no longer available.')).toBeInTheDocument();
    first.unmount();
    const second = renderWithProviders(<UserProfilePage userId="abc" />, { user: member });
    expect(screen.getByRole('heading', { name: 'Profile Not Found' })).toBeInTheDocument();
    second.unmount();
    renderWithProviders(<UserProfilePage userId="13" />, { user: member });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('blocks and reports from the profile, and shows the member their own with an edit link instead', async () => {
    const api = mockApi({
      'GET /api/config': publicConfig,
      [PROFILE]: answer(),
      'POST /api/connections/blocks': { status: 201, body: { message: 'Blocked' } },
      'POST /api/connections/reports': { status: 201, body: { id: 3, message: 'Thanks' } },
      'GET /api/connections/user-profile/7': answer({
        user: { id: 7, displayName: 'Ada Lovelace', avatar: null, memberSince: '2025-01-01T00:00:00.000Z' },
      }),
    });
    const view = renderWithProviders(<UserProfilePage userId="11" />, {
      user: member,
      route: '/user/:userId',
      path: '/user/11',
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report' }));
    await user.click(screen.getByRole('radio', { name: 'Spam or scam' }));
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(toasts()[0]).toHaveTextContent('Report sent'));
    expect(api.callsTo('POST /api/connections/reports')[0].body).toEqual({
      reportedUserId: 11,
      reason: 'Spam or scam',
    });
    expect(api.callsTo('POST /api/connections/blocks')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await user.click(screen.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(api.callsTo('POST /api/connections/blocks')).toHaveLength(1));
    expect(api.callsTo('POST /api/connections/blocks')[0].body).toEqual({ userId: 11 });
    expect(await screen.findByTestId('where')).toHaveTextContent('/kindness-connections?tab=profile');
    view.unmount();
    renderWithProviders(<UserProfilePage userId="7" />, { user: member });
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/kindness-connections?tab=profile',
    );
    expect(screen.queryByRole('button', { name: 'Report' })).toBeNull();
  });
});
