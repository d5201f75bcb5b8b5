import { describe, expect, it } from 'vitest';
import { NAMELESS_MEMBER, nameMessages } from '../../../common/names';
import { buildUser } from '../../test/factories';
import { uniqueEmail, useTestApp } from '../../test/harness';
import { findAccountByEmail } from '../users/users.service';

const { t, http } = useTestApp();

const PASSWORD = 'Gentle-River-42';

const register = (displayName: string, username = uniqueEmail()) =>
  http.post('/api/register', { username, password: PASSWORD, displayName, avatar: '/avatars/2.png' });

describe('display names at registration', () => {
  it('refuses the brand, the staff titles and their look-alikes with the message on the field, and creates nothing', async () => {
    for (const name of ['KindRipple', 'Admin', 'Ａｄｍｉｎ', 'Аdmin', 'KindRippIe', 'Moderator', 'KindRipple Team']) {
      const username = uniqueEmail();
      const res = await register(name, username);
      expect(res.statusCode, name).toBe(400);
      expect(res.json(), name).toEqual({
        message: nameMessages.reserved,
        errors: { displayName: nameMessages.reserved },
      });
      expect(await findAccountByEmail(t.db, username), name).toBeUndefined();
    }
  });

  it('refuses invisible characters and names without a letter or digit, with the message on the field', async () => {
    for (const [name, message] of [
      ['Ad\u200Bmin', nameMessages.invisible],
      ['\u3164', nameMessages.invisible],
      ['\u2800', nameMessages.invisible],
      ['Ann\uFE0F', nameMessages.invisible],
      ['Ann\u{E0041}', nameMessages.invisible],
      ['!!!', nameMessages.letterOrNumber],
    ]) {
      const res = await register(name);
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().errors, JSON.stringify(name)).toEqual({ displayName: message });
    }
  });

  it('accepts ordinary names in many scripts, and a longer name that merely holds a common word, stored normalised', async () => {
    for (const [name, stored] of [
      ['José', 'José'],
      ['李雷', '李雷'],
      ['Анна', 'Анна'],
      ['محمد', 'محمد'],
      ['Nguyễn Văn A', 'Nguyễn Văn A'],
      ['Adminah', 'Adminah'],
      ['Kind Rita', 'Kind Rita'],
      [' Ｚｏｅ\u0308\u3000 Ｌｉ ', 'Zoë Li'],
    ]) {
      const username = uniqueEmail();
      const res = await register(name, username);
      expect(res.statusCode, name).toBe(201);
      expect(res.json().displayName, name).toBe(stored);
      expect((await findAccountByEmail(t.db, username))?.displayName, name).toBe(stored);
    }
  });
});

describe('display names stored before these rules', () => {
  it('are left as they are, and shown normalised without invisible characters', async () => {
    const spoof = await buildUser(t.db, { displayName: ' Ａｄ\u200Bｍｉｎ\uFE0F ' });
    const blank = await buildUser(t.db, { displayName: '\u3164' });
    const { http: viewer } = await http.member();

    expect((await viewer.get(`/api/users/${spoof.id}`)).json().displayName).toBe('Admin');
    expect((await viewer.get(`/api/users/${blank.id}`)).json().displayName).toBe(NAMELESS_MEMBER);
    // The member's own account as GET /api/user answers it.
    expect((await http.as(spoof).get('/api/user')).json().displayName).toBe('Admin');
    // The row itself is not rewritten.
    expect((await findAccountByEmail(t.db, spoof.username))?.displayName).toBe(' Ａｄ\u200Bｍｉｎ\uFE0F ');
  });
});
