import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rippleNodes } from '../../../db/schema';
import { buildRipple } from '../../../test/factories';
import { useTestApp } from '../../../test/harness';

const { t, http } = useTestApp();

const countNotes = async () => Number((await t.db.select({ n: sql<number>`count(*)` }).from(rippleNodes))[0].n);

describe('text a ripple note may hold', () => {
  it('refuses control characters and bidi overrides in a note or a name, and stores nothing', async () => {
    const before = await countNotes();
    for (const message of ['Hello\u0001there', 'Kind\u0000words', 'Thanks \u202Eevil', 'Broken \uD800 half']) {
      const res = await http.post('/api/ripples', { message, shareChannel: 'copy' });
      expect(res.statusCode, JSON.stringify(message)).toBe(400);
      expect(res.json().message).toBe('Your message contains characters we cannot show. Please remove them.');
    }
    const name = await http.post('/api/ripples', {
      message: 'A kind note',
      senderName: 'Ana\u202Enivek',
      shareChannel: 'copy',
    });
    expect(name.statusCode).toBe(400);
    expect(name.json().message).toBe('Your name contains characters we cannot show. Please remove them.');
    const seed = await buildRipple(http, { message: 'Pass me on' });
    const pass = await http.post(`/api/ripples/node/${seed.nodeCode}/pass`, {
      message: 'On\u0007wards',
      shareChannel: 'copy',
    });
    expect(pass.statusCode).toBe(400);
    expect(await countNotes()).toBe(before + 1);
  });

  it('keeps line breaks and emoji, and turns Windows line breaks into plain ones', async () => {
    const created = await buildRipple(http, {
      message: 'Thank you 💛\r\nfor everything\nyou do',
      senderName: 'Zoë 🌻',
    });
    const [node] = await t.db.select().from(rippleNodes).where(eq(rippleNodes.nodeCode, created.nodeCode));
    expect(node.message).toBe('Thank you 💛\nfor everything\nyou do');
    expect(node.senderName).toBe('Zoë 🌻');
  });
});
