import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rippleNodes } from '../../../db/schema';
import { buildRipple, passRipple } from '../../../test/factories';
import { useTestApp } from '../../../test/harness';
import { renderNoteCard } from './previews.card';

const { t, http } = useTestApp();

describe('link previews', () => {
  it('answers /r/{code} and /ripple/{code} with the note in Open Graph and Twitter meta tags', async () => {
    const seed = await buildRipple(http, { message: 'You are the reason I smiled today "really"', senderName: 'Mia' });
    const note = await http.get(`/r/${seed.nodeCode}`);
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-type']).toContain('text/html');
    expect(note.body).toContain('<meta property="og:title" content="A Ripple of Kindness from Mia" />');
    expect(note.body).toContain(
      '<meta property="og:description" content="You are the reason I smiled today &quot;really&quot;" />',
    );
    expect(note.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(note.body).toContain(`<meta property="og:url" content="http://localhost:3000/r/${seed.nodeCode}" />`);
    expect(note.body).toContain(
      `<meta property="og:image" content="http://localhost:3000/r/${seed.nodeCode}/card.png" />`,
    );
    const card = await http.get(`/r/${seed.nodeCode}/card.png`);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const seedCard = await http.get(`/ripple/${seed.seedCode}/card.png`);
    expect(seedCard.headers['content-type']).toBe('image/png');
    expect((await http.get('/r/Zz9Zz9Zz9Z/card.png')).statusCode).toBe(404);
    const alt = await http.get(`/ripple/${seed.nodeCode}`);
    expect(alt.body).toContain('A Ripple of Kindness from Mia');
    const summary = await http.get(`/ripple/${seed.seedCode}?key=whatever`);
    expect(summary.body).toContain('A Ripple of Kindness that reached 0 people');
    expect(summary.body).toContain('<meta name="robots" content="noindex" />');
    const missing = await http.get('/r/Zz9Zz9Zz9Z');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Ripple Not Found');
  });

  it('draws the card of a note whose text holds the characters XML escapes (& < > " \')', async () => {
    const text = `Tom & "Jerry" <b>it's</b> > all`;
    const png = await renderNoteCard({ message: text, senderName: `O'Neil & <Co>`, label: text, footer: text });
    const meta = await sharp(png).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
  });

  it('still draws the link-preview card of a note stored before these checks with characters XML cannot hold', async () => {
    const created = await buildRipple(http, { message: 'Old note' });
    await t.db
      .update(rippleNodes)
      .set({ message: 'Old\u0001note \uFFFE with odd bytes', senderName: 'Ed\u0002' })
      .where(eq(rippleNodes.nodeCode, created.nodeCode));
    const card = await http.get(`/r/${created.nodeCode}/card.png`);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
  });

  it('shows a note its owner hid as not found, never its words, on its page, its picture and the summary’s', async () => {
    const seed = await buildRipple(http, { message: 'The first words, later hidden', senderName: 'Quentin Pell' });
    const passed = await passRipple(http, { code: seed.nodeCode, message: 'A rude reply', senderName: 'Troll' });
    const { nodes } = (await http.get(`/api/ripples/summary/${seed.seedCode}`)).json();
    const hide = (message: string) => {
      const node = nodes.find((n: { message: string }) => n.message === message);
      return http.post(`/api/ripples/summary/${seed.seedCode}/nodes/${node.id}/hide`, {
        key: seed.ownerKey,
        hidden: true,
      });
    };
    // Rendered while visible, so a kept picture must not outlive the hiding.
    expect((await http.get(`/r/${passed.nodeCode}/card.png`)).statusCode).toBe(200);
    expect((await http.get(`/ripple/${seed.seedCode}/card.png`)).statusCode).toBe(200);
    expect((await hide('A rude reply')).statusCode).toBe(200);
    expect((await hide('The first words, later hidden')).statusCode).toBe(200);

    for (const path of [`/r/${passed.nodeCode}`, `/ripple/${passed.nodeCode}`, `/r/${seed.nodeCode}`]) {
      const page = await http.get(path);
      expect(page.statusCode, path).toBe(404);
      expect(page.body, path).toContain('<title>Ripple Not Found · KindRipple</title>');
      expect(page.body, path).not.toMatch(/A rude reply|Troll|The first words|Quentin Pell/);
    }
    expect((await http.get(`/r/${passed.nodeCode}/card.png`)).statusCode).toBe(404);
    expect((await http.get(`/r/${seed.nodeCode}/card.png`)).statusCode).toBe(404);

    // The summary still has a page (the ripple goes on), without the hidden first note's words or its picture.
    const summary = await http.get(`/ripple/${seed.seedCode}`);
    expect(summary.statusCode).toBe(200);
    expect(summary.body).toContain('A Ripple of Kindness that reached 1 person');
    expect(summary.body).toContain(
      '<meta property="og:description" content="See how far this kindness has travelled." />',
    );
    expect(summary.body).not.toMatch(/The first words|Quentin Pell|card\.png/);
    expect((await http.get(`/ripple/${seed.seedCode}/card.png`)).statusCode).toBe(404);
  });

  it('answers a code that cannot be one with the not-found page, as the API answers it with an error', async () => {
    for (const path of ['/r/not-a-code!', '/ripple/%3Cscript%3E', `/r/${'a'.repeat(13)}`]) {
      const page = await http.get(path);
      expect(page.statusCode, path).toBe(404);
      expect(page.body, path).toContain('Ripple Not Found');
    }
    expect((await http.get('/ripple/not-a-code!/card.png')).statusCode).toBe(404);
  });
});
