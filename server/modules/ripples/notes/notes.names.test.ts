import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nameMessages } from '../../../../common/names';
import { rippleNodes } from '../../../db/schema';
import { buildRipple, passRipple } from '../../../test/factories';
import { useTestApp } from '../../../test/harness';
import { noteCard, rippleCard } from '../previews/previews.presenter';

const { t, http } = useTestApp();

const countNotes = async () => Number((await t.db.select({ n: sql<number>`count(*)` }).from(rippleNodes))[0].n);
const create = (senderName: string) =>
  http.post('/api/ripples', { message: 'A kind note', senderName, shareChannel: 'copy' });

describe('sender names of ripple notes', () => {
  it('refuses the brand, the staff titles and their look-alikes when starting or passing on, and stores nothing', async () => {
    const seed = await buildRipple(http);
    const before = await countNotes();
    for (const name of ['KindRipple Team', 'Admin', 'Ａｄｍｉｎ', 'Аdmin', 'KindRippIe', 'Moderator', 'Kind Ripple']) {
      const started = await create(name);
      expect(started.statusCode, name).toBe(400);
      expect(started.json(), name).toEqual({
        message: nameMessages.reserved,
        errors: { senderName: nameMessages.reserved },
      });
      const passed = await http.post(`/api/ripples/node/${seed.nodeCode}/pass`, {
        message: 'Passing it on',
        senderName: name,
        shareChannel: 'copy',
      });
      expect(passed.statusCode, name).toBe(400);
      expect(passed.json().errors, name).toEqual({ senderName: nameMessages.reserved });
    }
    expect(await countNotes()).toBe(before);
  });

  it('refuses invisible characters and names without a letter or digit, with the message on the field', async () => {
    const seed = await buildRipple(http);
    for (const [name, message] of [
      ['Ad\u200Bmin', nameMessages.invisible],
      ['\u3164', nameMessages.invisible],
      ['\u2800', nameMessages.invisible],
      ['A\uFE0F', nameMessages.invisible],
      ['Mia\u{E0020}', nameMessages.invisible],
      ['!!!', nameMessages.letterOrNumber],
    ]) {
      const started = await create(name);
      expect(started.statusCode, JSON.stringify(name)).toBe(400);
      expect(started.json().errors, JSON.stringify(name)).toEqual({ senderName: message });
      const passed = await http.post(`/api/ripples/node/${seed.nodeCode}/pass`, {
        message: 'Passing it on',
        senderName: name,
        shareChannel: 'copy',
      });
      expect(passed.json().errors, JSON.stringify(name)).toEqual({ senderName: message });
    }
  });

  it('accepts ordinary names and longer names that merely hold a common word, stored normalised', async () => {
    for (const [name, stored] of [
      ['Zoë', 'Zoë'],
      ['محمد', 'محمد'],
      ['Kind Rita', 'Kind Rita'],
      ['Adminah', 'Adminah'],
      ['  Ｍｉａ\u00A0\u00A0Ｌｅｅ ', 'Mia Lee'],
    ]) {
      const seed = await buildRipple(http, { senderName: name });
      const passed = await passRipple(http, { code: seed.nodeCode, senderName: name });
      for (const code of [seed.nodeCode, passed.nodeCode]) {
        const [row] = await t.db.select().from(rippleNodes).where(eq(rippleNodes.nodeCode, code));
        expect(row.senderName, name).toBe(stored);
      }
      expect(seed.shareText, name).toContain(`— ${stored}\n`);
    }
  });
});

describe('sender names stored before these rules', () => {
  it('are left as they are, and shown normalised on the note, its share text, the tree and the link preview', async () => {
    const seed = await buildRipple(http, { message: 'An old note' });
    const spoof = ' Ａｄ\u200Bｍｉｎ\u3164 ';
    await t.db.update(rippleNodes).set({ senderName: spoof }).where(eq(rippleNodes.nodeCode, seed.nodeCode));

    const note = (await http.get(`/api/ripples/node/${seed.nodeCode}`)).json();
    expect(note.senderName).toBe('Admin');
    expect(note.shareText).toContain('— Admin\n');
    const tree = (await http.get(`/api/ripples/summary/${seed.seedCode}`)).json();
    expect(tree.nodes[0].senderName).toBe('Admin');
    const page = await http.get(`/r/${seed.nodeCode}`);
    expect(page.body).toContain('<title>A Ripple of Kindness from Admin</title>');
    expect(page.body).not.toContain('\u200B');
    // The link-preview pictures.
    expect(noteCard({ nodeCode: seed.nodeCode, message: 'x', senderName: spoof }).senderName).toBe('Admin');
    expect(
      rippleCard({ seedCode: seed.seedCode, peopleReached: 1, firstNote: { message: 'x', senderName: spoof } })
        ?.senderName,
    ).toBe('Admin');

    const [row] = await t.db.select().from(rippleNodes).where(eq(rippleNodes.nodeCode, seed.nodeCode));
    expect(row.senderName).toBe(spoof);
  });

  it('with nothing visible left, show as an unsigned note', async () => {
    const seed = await buildRipple(http, { message: 'Another old note' });
    await t.db.update(rippleNodes).set({ senderName: '\u2800' }).where(eq(rippleNodes.nodeCode, seed.nodeCode));
    const note = (await http.get(`/api/ripples/node/${seed.nodeCode}`)).json();
    expect(note.senderName).toBeNull();
    expect(note.shareText).not.toContain('—');
    expect((await http.get(`/r/${seed.nodeCode}`)).body).toContain('<title>A Ripple of Kindness</title>');
  });
});
