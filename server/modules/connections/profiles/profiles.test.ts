import { describe, expect, it } from 'vitest';
import { CONNECTIONS_TEXT } from '../../../../common/schemas/connections';
import { useTestApp } from '../../../test/harness';
import { ADULT_DOB, memberWithProfile, profileBody, TEEN_DOB } from '../../../test/factories';

let now = new Date('2025-06-10T12:00:00Z');
const { http } = useTestApp({}, { clock: () => now });

describe('help profiles', () => {
  it('creates, reads and updates the profile, with the aliases, and never returns the date of birth', async () => {
    const { http: me, user } = await http.member();
    expect((await me.get('/api/connections/profile')).statusCode).toBe(404);
    expect((await me.get('/api/connections/profile')).json().message).toBe(CONNECTIONS_TEXT.noProfile);

    const created = await me.post('/api/connections/profile', {
      ...profileBody(),
      needsHelp: undefined,
      canReceiveHelp: true,
      bio: undefined,
      introduction: 'I like to help with homework.',
      interests: [' Chess ', 'chess', 'Reading'],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      userId: user.id,
      needsHelp: true,
      bio: 'I like to help with homework.',
      interests: ['Chess', 'Reading'],
      ageBand: '18+',
      preferredCommunication: ['chat'],
      availableHours: 'flexible',
      isActive: true,
      mailWhenAway: true,
    });
    expect(created.body).not.toContain(ADULT_DOB);
    expect((await me.post('/api/connections/profile', profileBody())).statusCode).toBe(409);

    const updated = await me.put('/api/connections/profile', {
      ...profileBody({ dateOfBirth: TEEN_DOB }),
      bio: 'Changed my bio text.',
      mailWhenAway: false,
    });
    expect(updated.statusCode, updated.body).toBe(200);
    // The date of birth cannot be changed by the member: still an adult.
    expect(updated.json()).toMatchObject({ bio: 'Changed my bio text.', ageBand: '18+', mailWhenAway: false });
    expect((await me.get('/api/connections/profile')).json()).toMatchObject({ bio: 'Changed my bio text.' });
  });

  it('refuses bad input with the field messages, and under-13s kindly without keeping a profile', async () => {
    const { http: me } = await http.member();
    const bad = await me.post('/api/connections/profile', { ...profileBody(), interests: [], bio: 'short' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Please choose at least one interest');

    // Under 13 (the answer is then held against the account: date-of-birth.test.ts).
    const { http: child } = await http.member();
    const refused = await child.post('/api/connections/profile', profileBody({ dateOfBirth: '2013-06-11' }));
    expect([refused.statusCode, refused.json().ageRefused]).toEqual([403, true]);
    expect((await child.get('/api/connections/profile')).statusCode).toBe(403);
    // Turning 13 today is old enough.
    const thirteen = await me.post('/api/connections/profile', profileBody({ dateOfBirth: '2012-06-10' }));
    expect(thirteen.json()).toMatchObject({ ageBand: '13-17' });
    expect((await me.put('/api/connections/profile', { bio: 'x' })).statusCode).toBe(400);
    const contact = await me.put(
      '/api/connections/profile',
      profileBody({ bio: 'Find me on Instagram @sam_j anytime' }),
    );
    expect(contact.statusCode).toBe(400);
    expect(contact.json().message).toBe(CONNECTIONS_TEXT.requestContact);
  });

  it('lets only confirmed members create or change a profile, and guests nothing', async () => {
    const { http: unconfirmed } = await http.member({ emailVerified: false });
    expect((await unconfirmed.post('/api/connections/profile', profileBody())).statusCode).toBe(403);
    expect((await http.get('/api/connections/profile')).statusCode).toBe(401);
    const { http: noProfile } = await http.member();
    expect((await noProfile.put('/api/connections/profile', profileBody())).statusCode).toBe(404);
  });
});

describe('member profiles (GET /api/connections/user-profile/{id})', () => {
  it('shows the card, the help profile and reviews, never the e-mail; other pool and blocks answer 404', async () => {
    const adult = await memberWithProfile(http);
    const other = await memberWithProfile(http);
    const teen = await memberWithProfile(http, { dob: TEEN_DOB });
    const res = await other.http.get(`/api/connections/user-profile/${adult.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { id: adult.user.id, displayName: adult.user.displayName },
      profile: { canHelp: true, bio: profileBody().bio },
      reviews: { average: null, count: 0, latest: [] },
    });
    expect(res.body).not.toContain(adult.user.username);
    expect(res.body).not.toContain(ADULT_DOB);
    expect((await teen.http.get(`/api/connections/user-profile/${adult.user.id}`)).statusCode).toBe(404);
    expect((await adult.http.get(`/api/connections/user-profile/${teen.user.id}`)).statusCode).toBe(404);
    expect((await adult.http.get('/api/connections/user-profile/99999999')).statusCode).toBe(404);
    expect((await adult.http.get('/api/connections/user-profile/abc')).statusCode).toBe(400);

    await other.http.post('/api/connections/blocks', { userId: adult.user.id });
    expect((await other.http.get(`/api/connections/user-profile/${adult.user.id}`)).statusCode).toBe(404);
    expect((await adult.http.get(`/api/connections/user-profile/${other.user.id}`)).statusCode).toBe(404);
    expect((await http.get(`/api/connections/user-profile/${adult.user.id}`)).statusCode).toBe(401);
  });

  it('moves a member to the adult pool on their 18th birthday', async () => {
    const teen = await memberWithProfile(http, { dob: '2007-06-11' });
    expect((await teen.http.get('/api/connections/profile')).json().ageBand).toBe('13-17');
    now = new Date('2025-06-11T00:30:00Z');
    expect((await teen.http.get('/api/connections/profile')).json().ageBand).toBe('18+');
  });
});
