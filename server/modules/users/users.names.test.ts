import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NAMELESS_MEMBER, nameMessages } from '../../../common/names';
import { accountMessages } from '../../../common/schemas/account';
import { users } from '../../db/schema';
import { buildUser, matchedPair } from '../../test/factories';
import { uniqueEmail, useTestApp } from '../../test/harness';
import { holdDisplayName } from './users.queries';
import { findAccountByEmail, holdNamesWithContactDetails } from './users.service';

// Names without contact details, and a rename (decision 054).
const { t, http } = useTestApp();

const PASSWORD = 'Gentle-River-42';

const register = (displayName: unknown, username = uniqueEmail()) =>
  http.post('/api/register', { username, password: PASSWORD, displayName, avatar: '/avatars/2.png' });

/** Names with contact details, in the shapes members try. */
const CONTACT_NAMES = [
  'snap samsmith10',
  'call 07700900123',
  'samsmith@gmail.com',
  'Sam 07700 900 123',
  'sam at gmail dot com',
  '@samsmith',
  'sam.smith.com',
  'www.samsmith.uk',
  'IG: sam_smith',
  'sam_smith (tg)',
  'Sam on WhatsApp',
  'snapchat sam',
  'Ｓａｍ ０７７００９００１２３',
];

/** Names the rule leaves alone: digits, scripts, emoji where decision 029 allows them, words next to app names. */
const ORDINARY_NAMES = [
  'Ollie123',
  'Sam 2009',
  'Agent 007',
  'Ben 10',
  'José',
  '李雷',
  'Анна',
  'محمد',
  'हिन्दी',
  'Zoë 🌻',
  'J.R. Smith',
  'Mr. Line',
  'Kim Snap',
  'Line Dancer',
  'Signal Sam',
];

const rowOf = async (id: number) => {
  const [row] = await t.db
    .select({ displayName: users.displayName, held: users.heldDisplayName })
    .from(users)
    .where(eq(users.id, id));
  return row;
};

describe('display names with contact details at registration', () => {
  it('are refused with the message on the field, and nothing is created', async () => {
    for (const name of CONTACT_NAMES) {
      const username = uniqueEmail();
      const res = await register(name, username);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({
        message: nameMessages.contact,
        errors: { displayName: nameMessages.contact },
      });
      expect(await findAccountByEmail(t.db, username), name).toBeUndefined();
    }
  });

  it('keeps ordinary names, with digits, in any script, with a one-character emoji', async () => {
    for (const name of ORDINARY_NAMES) {
      const res = await register(name);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(201);
      expect(res.json().displayName, name).toBe(name);
      expect(res.json().nameNeedsChange, name).toBeUndefined();
    }
  });
});

describe('PUT /api/user/display-name', () => {
  it('renames the caller, and only the caller: the next request and other members see the new name', async () => {
    const { user, http: me } = await http.member({ displayName: 'Ada' });
    const { user: other, http: viewer } = await http.member({ displayName: 'Grace' });

    const res = await me.put('/api/user/display-name', { displayName: '  Ａｄａ  Lovelace 🌻 ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ displayName: 'Ada Lovelace 🌻' });
    expect(res.headers['cache-control']).toBe('no-store');

    expect((await me.get('/api/user')).json().displayName).toBe('Ada Lovelace 🌻');
    expect((await viewer.get(`/api/users/${user.id}`)).json().displayName).toBe('Ada Lovelace 🌻');
    expect((await rowOf(other.id))?.displayName).toBe('Grace');
    expect((await viewer.get('/api/user')).json().displayName).toBe('Grace');
  });

  it('refuses what registration refuses, each rule with its message on the field, and keeps the name', async () => {
    const { user, http: me } = await http.member({ displayName: 'Ada' });
    const cases: [unknown, string][] = [
      ['', accountMessages.displayNameRequired],
      ['   ', accountMessages.displayNameRequired],
      ['x'.repeat(51), accountMessages.displayNameMax],
      ['Ann\u0007', 'Display name contains characters we cannot show'],
      ['Ann\u202E', 'Display name contains characters we cannot show'],
      ['Ad\u200Bmin', nameMessages.invisible],
      ['Ann\uFE0F', nameMessages.invisible],
      ['!!!', nameMessages.letterOrNumber],
      ['Admin', nameMessages.reserved],
      ['Аdmin', nameMessages.reserved],
      ['KindRipple Team', nameMessages.reserved],
      ['Sam the Moderator', nameMessages.reserved],
      ['snap samsmith10', nameMessages.contact],
      ['call 07700900123', nameMessages.contact],
      ['samsmith@gmail.com', nameMessages.contact],
      [42, accountMessages.displayNameRequired],
      [null, accountMessages.displayNameRequired],
    ];
    for (const [displayName, message] of cases) {
      const res = await me.put('/api/user/display-name', { displayName });
      expect(res.statusCode, JSON.stringify(displayName)).toBe(400);
      expect(res.json(), JSON.stringify(displayName)).toEqual({ message, errors: { displayName: message } });
    }
    const missing = await me.put('/api/user/display-name', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({ displayName: accountMessages.displayNameRequired });
    expect((await rowOf(user.id))?.displayName).toBe('Ada');
  });

  it('keeps the limits of a name: 50 characters after normalising', async () => {
    const { http: me } = await http.member();
    const fifty = 'ｘ'.repeat(50);
    const res = await me.put('/api/user/display-name', { displayName: fifty });
    expect(res.statusCode).toBe(200);
    expect(res.json().displayName).toBe('x'.repeat(50));
  });

  it('is refused to a guest, and to a request that is not from our pages', async () => {
    const guest = await http.put('/api/user/display-name', { displayName: 'Ada' });
    expect(guest.statusCode).toBe(401);

    const { user, http: me } = await http.member({ displayName: 'Ada' });
    const forged = await me.put(
      '/api/user/display-name',
      { displayName: 'Forged' },
      { headers: { origin: 'https://elsewhere.example' } },
    );
    expect(forged.statusCode).toBe(403);
    expect((await rowOf(user.id))?.displayName).toBe('Ada');
  });

  it('stops a member renaming over and over (10 an hour)', async () => {
    const { http: me } = await http.member();
    for (let i = 0; i < 10; i++) {
      expect((await me.put('/api/user/display-name', { displayName: `Ada ${i}` })).statusCode).toBe(200);
    }
    expect((await me.put('/api/user/display-name', { displayName: 'Ada again' })).statusCode).toBe(429);
    // Counted per member: someone else may still rename.
    const { http: other } = await http.member();
    expect((await other.put('/api/user/display-name', { displayName: 'Grace' })).statusCode).toBe(200);
  });
});

describe('holdNamesWithContactDetails: names stored before the rule', () => {
  it('holds the names with contact details, keeps the others, and changes nothing the second time', async () => {
    const contact = await Promise.all(CONTACT_NAMES.map((displayName) => buildUser(t.db, { displayName })));
    // Stored names are checked as they are shown: an invisible character does not hide a number.
    const hidden = await buildUser(t.db, { displayName: '0770\u200B0900123' });
    const ordinary = await Promise.all(ORDINARY_NAMES.map((displayName) => buildUser(t.db, { displayName })));

    expect(await holdNamesWithContactDetails(t.db)).toBeGreaterThanOrEqual(contact.length + 1);
    for (const u of [...contact, hidden]) {
      expect(await rowOf(u.id), u.displayName).toEqual({ displayName: NAMELESS_MEMBER, held: u.displayName });
    }
    for (const u of ordinary)
      expect(await rowOf(u.id), u.displayName).toEqual({ displayName: u.displayName, held: null });

    expect(await holdNamesWithContactDetails(t.db)).toBe(0);
    expect(await rowOf(contact[0]!.id)).toEqual({ displayName: NAMELESS_MEMBER, held: contact[0]!.displayName });
  });

  it("shows 'Kind member' to everyone else, asks the owner for a new name, and a rename releases it", async () => {
    const { requester, helper, conversationId } = await matchedPair(http);
    // A name the member had before the rule (the row is written as it was then).
    await t.db.update(users).set({ displayName: 'Sam 07700 900123' }).where(eq(users.id, helper.user.id));
    const sent = await helper.http.post(`/api/connections/conversations/${conversationId}/messages`, {
      content: 'Happy to help!',
    });
    expect(sent.statusCode).toBe(201);
    const { http: admin } = await http.admin();

    await holdNamesWithContactDetails(t.db);

    // Others: the member card, the conversation list (a SQL join) and the chat's request card.
    const card = await requester.http.get(`/api/users/${helper.user.id}`);
    expect(card.json().displayName).toBe(NAMELESS_MEMBER);
    const list = await requester.http.get('/api/connections/conversations');
    expect(list.json().items[0].otherParticipant.displayName).toBe(NAMELESS_MEMBER);
    expect(list.body).not.toContain('07700');
    for (const url of [
      `/api/connections/conversations/${conversationId}`,
      `/api/connections/conversations/${conversationId}/messages`,
    ]) {
      const res = await requester.http.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('07700');
    }

    // The owner: the flag on the current user, at sign-in too.
    const mine = (await helper.http.get('/api/user')).json();
    expect(mine).toMatchObject({ displayName: NAMELESS_MEMBER, nameNeedsChange: true });
    expect((await requester.http.get('/api/user')).json().nameNeedsChange).toBeUndefined();

    // The admins see the held name in Manage Users.
    const rows = (await admin.get('/api/admin/users', { query: { search: helper.user.username } })).json().items;
    expect(rows[0]).toMatchObject({ displayName: NAMELESS_MEMBER, heldDisplayName: 'Sam 07700 900123' });

    // A refused rename keeps the hold; a good one releases it.
    expect((await helper.http.put('/api/user/display-name', { displayName: 'Sam 07700900123' })).statusCode).toBe(400);
    expect((await helper.http.get('/api/user')).json().nameNeedsChange).toBe(true);
    const renamed = await helper.http.put('/api/user/display-name', { displayName: 'Sam' });
    expect(renamed.json()).toEqual({ displayName: 'Sam' });
    const after = (await helper.http.get('/api/user')).json();
    expect(after.displayName).toBe('Sam');
    expect(after.nameNeedsChange).toBeUndefined();
    expect(await rowOf(helper.user.id)).toEqual({ displayName: 'Sam', held: null });
    expect((await requester.http.get(`/api/users/${helper.user.id}`)).json().displayName).toBe('Sam');
    const released = (await admin.get('/api/admin/users', { query: { search: helper.user.username } })).json();
    expect(released.items[0].heldDisplayName).toBeUndefined();
  });

  it('carries the flag in the login answer', async () => {
    const user = await buildUser(t.db, { displayName: 'snap samsmith10', password: PASSWORD });
    await holdNamesWithContactDetails(t.db);
    const res = await http.post('/api/login', { username: user.username, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ displayName: NAMELESS_MEMBER, nameNeedsChange: true });
  });

  it('leaves a name alone when it changed after the sweep read it', async () => {
    const user = await buildUser(t.db, { displayName: 'Sam' });
    expect(await holdDisplayName(t.db, { userId: user.id, displayName: 'call 07700900123' })).toBe(false);
    expect(await rowOf(user.id)).toEqual({ displayName: 'Sam', held: null });
  });

  it("never keeps a held name beside a shown name other than 'Kind member' (the database refuses it)", async () => {
    const user = await buildUser(t.db, { displayName: 'call 07700900123' });
    await expect(
      t.db.update(users).set({ heldDisplayName: 'call 07700900123' }).where(eq(users.id, user.id)),
    ).rejects.toThrow();
    expect(await rowOf(user.id)).toEqual({ displayName: 'call 07700900123', held: null });
  });
});
