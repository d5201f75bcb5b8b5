import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PREDEFINED_INTERESTS, PREDEFINED_LANGUAGES, underAgeRefusal } from '@common/schemas/connections';
import { member, publicConfig } from '@/test/fixtures';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders, toasts } from '@/test/render';
import { profile, request } from '../test/fixtures';
import { ConnectionsPage } from './connections-page';

const base = { 'GET /api/config': publicConfig };
const emptyPage = { items: [], nextCursor: null };
const noProfile = {
  'GET /api/connections/profile': { status: 404, body: { message: 'No profile' } },
  'GET /api/connections/blocks': { items: [], nextCursor: null },
};
const REFUSAL = underAgeRefusal('hello@kindripple.test');

const yearsAgo = (n: number) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - n);
  d.setDate(d.getDate() - 1);
  return d.toISOString().slice(0, 10);
};

describe('ConnectionsPage', () => {
  it('shows guests a landing page that explains Connections and its safety, with log-in and join links', async () => {
    mockApi(base);
    renderWithProviders(<ConnectionsPage />, { user: null, path: '/kindness-connections' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kindness Connections' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /How we keep it safe/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join for free' })).toHaveAttribute(
      'href',
      '/auth?tab=register&redirect=%2Fkindness-connections',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/auth?tab=login&redirect=%2Fkindness-connections',
    );
    expect(screen.getByRole('link', { name: 'findahelpline.com' })).toHaveAttribute(
      'href',
      'https://findahelpline.com',
    );
    expect(screen.getByText(/not a crisis or emergency service/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Kindness Connections · KindRipple'));
  });

  it('asks a member without a profile for their date of birth on a neutral screen; the server judges it', async () => {
    window.localStorage.setItem('connections-age-refused', '1');
    const api = mockApi({
      ...base,
      ...noProfile,
      'POST /api/connections/profile/date-of-birth': { status: 403, body: { message: REFUSAL, ageRefused: true } },
    });
    renderWithProviders(<ConnectionsPage />, { user: member, path: '/kindness-connections' });
    const dob = await screen.findByLabelText('Date of birth');
    // The old browser-only memory is not the control: the server said this account may answer, and it is forgotten.
    expect(window.localStorage.getItem('connections-age-refused')).toBeNull();
    expect(dob).toHaveValue('');
    expect(screen.queryByText(/13/)).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your date of birth');
    // A day still to come is a mistake in the date, not an age.
    await user.type(dob, '2999-01-01');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('That date has not happened yet');
    expect(api.callsTo('POST /api/connections/profile/date-of-birth')).toHaveLength(0);
    await user.clear(dob);
    await user.type(dob, yearsAgo(12));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // The server's own words, a way to reach the team and a way to delete the account.
    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
    expect(api.callsTo('POST /api/connections/profile/date-of-birth')[0].body).toEqual({ dateOfBirth: yearsAgo(12) });
    expect(screen.queryByLabelText('Date of birth')).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/faq#contact');
    expect(screen.getByRole('link', { name: 'Delete my account' })).toHaveAttribute('href', '/profile#delete-account');
  });

  it('opens on the refusal on any device once the account answered under 13', async () => {
    mockApi({
      ...base,
      'GET /api/connections/profile': { status: 403, body: { message: REFUSAL, ageRefused: true } },
    });
    renderWithProviders(<ConnectionsPage />, { user: member, path: '/kindness-connections' });
    expect(await screen.findByText(REFUSAL)).toBeInTheDocument();
    expect(screen.queryByLabelText('Date of birth')).toBeNull();
    expect(screen.getByRole('link', { name: 'Delete my account' })).toBeInTheDocument();
  });

  it('shows a bad date the server refused under the field', async () => {
    mockApi({
      ...base,
      ...noProfile,
      'POST /api/connections/profile/date-of-birth': {
        status: 400,
        body: {
          message: 'That date has not happened yet.',
          errors: { dateOfBirth: 'That date has not happened yet.' },
        },
      },
    });
    renderWithProviders(<ConnectionsPage />, { user: member, path: '/kindness-connections' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Date of birth'), yearsAgo(20));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That date has not happened yet.');
    expect(screen.getByLabelText('Date of birth')).toBeInTheDocument();
  });

  it('creates a profile: Save only when complete, custom entries trimmed and de-duplicated, the date sent once', async () => {
    const api = mockApi({
      ...base,
      ...noProfile,
      'POST /api/connections/profile/date-of-birth': { status: 204 },
      'POST /api/connections/profile': (req) => ({ status: 201, body: { ...profile(), ...(req.body as object) } }),
      'GET /api/connections/requests': emptyPage,
    });
    renderWithProviders(<ConnectionsPage />, { user: member, path: '/kindness-connections' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Date of birth'), yearsAgo(15));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const save = await screen.findByRole('button', { name: 'Save profile' });
    expect(save).toBeDisabled();
    const interests = screen.getByRole('group', { name: /Interests & hobbies/ });
    expect(within(interests).getAllByRole('button', { pressed: false })).toHaveLength(PREDEFINED_INTERESTS.length);
    const languages = screen.getByRole('group', { name: /Languages/ });
    expect(within(languages).getAllByRole('button', { pressed: false })).toHaveLength(PREDEFINED_LANGUAGES.length);
    await user.click(within(interests).getByRole('button', { name: 'Reading' }));
    await user.type(screen.getByLabelText('Add an interest'), '  Chess   club {Enter}');
    await user.type(screen.getByLabelText('Add an interest'), 'chess club{Enter}');
    await user.type(screen.getByLabelText('Add an interest'), 'reading{Enter}');
    expect(within(interests).getByRole('button', { name: 'Remove Chess club' })).toBeInTheDocument();
    await user.click(within(languages).getByRole('button', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Language exchange' }));
    const bio = screen.getByLabelText('About you');
    await user.type(bio, 'Hi there');
    expect(screen.getByText(/^8\/500/)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.type(bio, '!!');
    expect(save).toBeEnabled();
    await user.click(save);
    await waitFor(() => expect(api.callsTo('POST /api/connections/profile')).toHaveLength(1));
    expect(api.callsTo('POST /api/connections/profile')[0].body).toEqual({
      canHelp: true,
      needsHelp: false,
      interests: ['Reading', 'Chess club'],
      languages: ['English'],
      helpCategories: ['language'],
      bio: 'Hi there!!',
      preferredCommunication: ['chat'],
      availableHours: 'flexible',
      isActive: true,
      mailWhenAway: true,
      dateOfBirth: yearsAgo(15),
    });
    expect(await screen.findByRole('tab', { name: 'Find Kindness', selected: true })).toBeInTheDocument();
  });

  it('shows the server’s refusal when the profile cannot be created', async () => {
    mockApi({
      ...base,
      ...noProfile,
      'POST /api/connections/profile/date-of-birth': { status: 204 },
      'POST /api/connections/profile': { status: 403, body: { message: 'Please confirm your e-mail address first.' } },
    });
    renderWithProviders(<ConnectionsPage />, { user: member, path: '/kindness-connections' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Date of birth'), yearsAgo(30));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('button', { name: 'Reading' }));
    await user.click(screen.getByRole('button', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Mentorship' }));
    await user.type(screen.getByLabelText('About you'), 'Happy to listen and help.');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(toasts()[0]).toHaveTextContent('ErrorPlease confirm your e-mail address first.'));
  });

  it('shows a member with a profile the four tabs, Find Kindness first, and the two buttons', async () => {
    mockApi({
      ...base,
      'GET /api/connections/profile': profile(),
      'GET /api/connections/requests': { items: [request()], nextCursor: null },
      'GET /api/connections/conversations': { items: [], nextCursor: null },
    });
    renderWithProviders(<ConnectionsPage />, { user: member, path: '/kindness-connections' });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Find Kindness', 'Conversations', 'My Requests', 'Profile']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Practising English conversation' })).toBeInTheDocument();
    expect(screen.getByText(/don’t share contact details/)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(tabs[1]);
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Offer Kindness' }));
    expect(screen.getByRole('tab', { name: 'Find Kindness' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Ask for Kindness' }));
    expect(await screen.findByRole('dialog', { name: 'Ask for Help' })).toBeInTheDocument();
  });

  it('tells a member whose address is not confirmed yet what waits for the confirmation', async () => {
    mockApi({
      ...base,
      'GET /api/connections/profile': profile(),
      'GET /api/connections/requests': emptyPage,
    });
    renderWithProviders(<ConnectionsPage />, {
      user: { ...member, emailVerified: false },
      path: '/kindness-connections',
    });
    expect(await screen.findByRole('note')).toHaveTextContent('Please confirm your e-mail address first');
    expect(await screen.findByText('No open requests right now')).toBeInTheDocument();
  });

  it('offers Try again when the profile cannot be loaded', async () => {
    let calls = 0;
    mockApi({
      ...base,
      'GET /api/connections/profile': () => (++calls === 1 ? { status: 500, body: { message: 'Oops' } } : profile()),
      'GET /api/connections/requests': emptyPage,
    });
    renderWithProviders(<ConnectionsPage />, { user: member, path: '/kindness-connections' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('tab', { name: 'Find Kindness' })).toBeInTheDocument();
    expect(await screen.findByText('No open requests right now')).toBeInTheDocument();
  });

  it('shows a member without a profile the people they blocked (from a story card, say), to undo a block', async () => {
    let items = [{ id: 11, displayName: 'Cy Kind', avatar: null, blockedAt: new Date().toISOString() }];
    const api = mockApi({
      ...base,
      ...noProfile,
      'GET /api/connections/blocks': () => ({ items, nextCursor: null }),
      'DELETE /api/connections/blocks/:userId': () => {
        items = [];
        return { message: 'User unblocked' };
      },
    });
    renderWithProviders(<ConnectionsPage />, { user: member, path: '/kindness-connections?tab=profile' });
    const card = await screen.findByRole('region', { name: 'People you blocked' });
    expect(screen.getByLabelText('Date of birth')).toBeInTheDocument();
    // A blocked member's page cannot open: the name is not a link.
    expect(within(card).getByText('Cy Kind').closest('a')).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Unblock' }));
    await expect.poll(() => screen.queryByRole('region', { name: 'People you blocked' })).toBeNull();
    expect(api.callsTo('DELETE /api/connections/blocks/:userId')[0].params).toEqual({ userId: '11' });
  });
});
