import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rippleChains, rippleEvents, rippleNodes } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { buildRipple, passRipple, rippleClient } from '../../test/ripple-factories';

let t: TestContext;
let r: ReturnType<typeof rippleClient>;
beforeAll(async () => {
  t = await buildTestApp();
  r = rippleClient(t);
});
afterAll(() => t.close());

describe('POST /api/ripples', () => {
  it('creates a ripple and answers the share link, the share text and the owner link', async () => {
    const res = await r.post('/api/ripples', { message: '  You make Mondays lighter.  ', senderName: ' Ana ', shareChannel: 'copy' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.nodeUrl).toMatch(/^http:\/\/localhost:3000\/r\/[A-Za-z0-9]{10}$/);
    expect(body.summaryUrl).toMatch(/^http:\/\/localhost:3000\/ripple\/[A-Za-z0-9]{10}\?key=[A-Za-z0-9]{32}$/);
    expect(body.shareText).toContain('You make Mondays lighter.');
    expect(body.shareText).toContain('— Ana');
    expect(body.shareText).toContain(body.nodeUrl);
    const [node] = await t.db.select().from(rippleNodes).where(eq(rippleNodes.nodeCode, body.nodeCode));
    expect(node).toMatchObject({ message: 'You make Mondays lighter.', senderName: 'Ana', depth: 0, parentNodeId: null, shareChannel: 'copy' });
    const [chain] = await t.db.select().from(rippleChains).where(eq(rippleChains.id, node.chainId));
    expect(chain).toMatchObject({ seedCode: body.seedCode, status: 'active', maxDepth: 0, nodeCount: 1, peopleReached: 0 });
    expect(body.nodeCode).not.toBe(body.seedCode);
  });

  it('refuses an empty, whitespace-only or missing message with "Message required"', async () => {
    for (const payload of [{ message: '' }, { message: '   \n\t ' }, {}]) {
      const res = await r.post('/api/ripples', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Message required');
    }
  });

  it('accepts 280 characters and refuses 281 (after trimming)', async () => {
    expect((await r.post('/api/ripples', { message: `  ${'a'.repeat(280)}  ` })).statusCode).toBe(201);
    const res = await r.post('/api/ripples', { message: 'a'.repeat(281) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toBeDefined();
  });

  it('refuses a sender name over 60 characters, an unknown share channel and a bad follow address', async () => {
    expect((await r.post('/api/ripples', { message: 'Hi', senderName: 'n'.repeat(61) })).statusCode).toBe(400);
    expect((await r.post('/api/ripples', { message: 'Hi', senderName: 'n'.repeat(60) })).statusCode).toBe(201);
    expect((await r.post('/api/ripples', { message: 'Hi', shareChannel: 'fax' })).statusCode).toBe(400);
    for (const channel of ['whatsapp', 'email', 'sms', 'copy', 'other']) {
      expect((await r.post('/api/ripples', { message: 'Hi', shareChannel: channel })).statusCode).toBe(201);
    }
    const bad = await r.post('/api/ripples', { message: 'Hi', subscribeEmail: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid email address');
  });

  it('keeps HTML and script in a message as plain text', async () => {
    const evil = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const created = await buildRipple(r, { message: evil, senderName: '<b>Eve</b>' });
    const note = (await r.get(`/api/ripples/node/${created.nodeCode}`)).json();
    expect(note.message).toBe(evil);
    expect(note.senderName).toBe('<b>Eve</b>');
    const page = await r.get(`/r/${created.nodeCode}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('looks up the city and country of the creator offline, and nothing for a private address', async () => {
    const geo = await buildRipple(r, { message: 'From afar' }, '81.2.69.160');
    const summary = (await r.get(`/api/ripples/summary/${geo.seedCode}`)).json();
    expect(summary.nodes[0]).toMatchObject({ city: 'Bracknell', country: 'GB' });
    expect(summary.nodes[0].latitude).toBeCloseTo(51.4, 0);
    expect(summary.cities).toEqual(['Bracknell, United Kingdom']);
    const local = await buildRipple(r, { message: 'From home' }, '192.168.1.20');
    const s2 = (await r.get(`/api/ripples/summary/${local.seedCode}`)).json();
    expect(s2.nodes[0]).toMatchObject({ city: null, country: null });
    expect(s2.cities).toEqual([]);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says so', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/ripples',
      payload: { message: 'Spoofed?' },
      headers: { origin: t.config.publicUrl, 'content-type': 'application/json', 'x-forwarded-for': '81.2.69.160' },
      remoteAddress: '10.1.2.3',
    });
    const summary = (await r.get(`/api/ripples/summary/${res.json().seedCode}`)).json();
    expect(summary.nodes[0].city).toBeNull();

    const proxied = await buildTestApp({ TRUST_PROXY: 'true' });
    const res2 = await proxied.app.inject({
      method: 'POST',
      url: '/api/ripples',
      payload: { message: 'Behind a proxy' },
      headers: { origin: proxied.config.publicUrl, 'content-type': 'application/json', 'x-forwarded-for': '81.2.69.160' },
      remoteAddress: '10.1.2.3',
    });
    const s2 = (await proxied.app.inject({ method: 'GET', url: `/api/ripples/summary/${res2.json().seedCode}` })).json();
    expect(s2.nodes[0].city).toBe('Bracknell');
    await proxied.close();
  });

  it('limits how many ripples one address can start', async () => {
    const ip = '198.51.100.250';
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await r.post('/api/ripples', { message: `Note ${i}` }, ip)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('GET /api/ripples/node/{code}', () => {
  it('answers the note with its ripple and counts a view once per visitor per day', async () => {
    const created = await buildRipple(r, { message: 'Thank you for the soup', senderName: 'Jo' });
    const first = await r.get(`/api/ripples/node/${created.nodeCode}`, '198.51.100.10');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      nodeCode: created.nodeCode,
      message: 'Thank you for the soup',
      senderName: 'Jo',
      depth: 0,
      viewCount: 1,
      thanksCount: 0,
      thanked: false,
      nodeUrl: created.nodeUrl,
      chain: { peopleReached: 1, maxDepth: 0, cities: [], seedCode: created.seedCode, status: 'active' },
    });
    expect(first.json().shareText).toContain(created.nodeUrl);
    for (let i = 0; i < 5; i++) await r.get(`/api/ripples/node/${created.nodeCode}`, '198.51.100.10');
    const again = await r.get(`/api/ripples/node/${created.nodeCode}`, '198.51.100.10');
    expect(again.json().viewCount).toBe(1);
    expect(again.json().chain.peopleReached).toBe(1);
    const other = await r.get(`/api/ripples/node/${created.nodeCode}`, '198.51.100.11');
    expect(other.json()).toMatchObject({ viewCount: 2, chain: { peopleReached: 2 } });
  });

  it('counts the view again on a new day, but the visitor only once per ripple', async () => {
    const created = await buildRipple(r, { message: 'Days go by' });
    await r.get(`/api/ripples/node/${created.nodeCode}`, '198.51.100.12');
    await t.db.update(rippleEvents).set({ day: sql`(now() at time zone 'utc')::date - 1` });
    const next = await r.get(`/api/ripples/node/${created.nodeCode}`, '198.51.100.12');
    expect(next.json()).toMatchObject({ viewCount: 2, chain: { peopleReached: 1 } });
  });

  it('does not count the creator opening their own note as reaching someone', async () => {
    const created = await buildRipple(r, { message: 'Mine' }, '198.51.100.13');
    const own = await r.get(`/api/ripples/node/${created.nodeCode}`, '198.51.100.13');
    expect(own.json().chain.peopleReached).toBe(0);
  });

  it('stores a salted hash of the address, never the address', async () => {
    const created = await buildRipple(r, { message: 'Privacy' });
    await r.get(`/api/ripples/node/${created.nodeCode}`, '198.51.100.77');
    const rows = await t.db.select({ ipHash: rippleEvents.ipHash }).from(rippleEvents);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.ipHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.ipHash).not.toContain('198.51.100.77');
    }
    const dump = JSON.stringify(await t.db.execute(sql`select * from ripple_events union all select null, null, null, visitor_hash, null, null, created_at from ripple_chain_visitors`));
    expect(dump).not.toContain('198.51.100.77');
  });

  it('answers 404 "Ripple not found" for an unknown code and 400 for a malformed one', async () => {
    const res = await r.get('/api/ripples/node/Zz9Zz9Zz9Z');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Ripple not found' });
    const bad = await r.get('/api/ripples/node/%3Cscript%3E');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Ripple not found');
  });
});

describe('POST /api/ripples/node/{code}/thank', () => {
  it('counts thanks once per visitor, however often they ask', async () => {
    const created = await buildRipple(r, { message: 'Thanks-worthy' });
    const url = `/api/ripples/node/${created.nodeCode}/thank`;
    const first = await r.post(url, {}, '198.51.100.20');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ thanksCount: 1, alreadyThanked: false });
    const repeats = await Promise.all(Array.from({ length: 8 }, () => r.post(url, {}, '198.51.100.20')));
    for (const res of repeats) expect(res.json()).toEqual({ thanksCount: 1, alreadyThanked: true });
    expect((await r.post(url, {}, '198.51.100.21')).json()).toEqual({ thanksCount: 2, alreadyThanked: false });
    const note = (await r.get(`/api/ripples/node/${created.nodeCode}`, '198.51.100.20')).json();
    expect(note).toMatchObject({ thanksCount: 2, thanked: true });
  });

  it('answers 404 for an unknown note', async () => {
    const res = await r.post('/api/ripples/node/Zz9Zz9Zz9Z/thank', {});
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Ripple not found');
  });
});

describe('POST /api/ripples/node/{code}/pass', () => {
  it('passes a note on as a child of the note it came from, with the counters kept on the ripple', async () => {
    const seed = await buildRipple(r, { message: 'Level zero' });
    const a = await passRipple(r, seed.nodeCode, { message: 'Level one A', senderName: 'Ben' }, '198.51.100.30');
    const b = await passRipple(r, seed.nodeCode, { message: 'Level one B' }, '198.51.100.31');
    const a1 = await passRipple(r, a.nodeCode, { message: 'Level two under A' }, '198.51.100.32');
    await passRipple(r, a1.nodeCode, { message: 'Level three' }, '198.51.100.33');
    expect(a.nodeUrl).toMatch(/\/r\/[A-Za-z0-9]{10}$/);
    expect(a.shareText).toContain('Level one A');

    const summary = (await r.get(`/api/ripples/summary/${seed.seedCode}`)).json();
    expect(summary).toMatchObject({ maxDepth: 3, nodeCount: 5, peopleReached: 4, truncated: false, isOwner: false, status: 'active' });
    const byMessage = Object.fromEntries(summary.nodes.map((n: { message: string }) => [n.message, n]));
    expect(byMessage['Level zero'].parentNodeId).toBeNull();
    expect(byMessage['Level one A'].parentNodeId).toBe(byMessage['Level zero'].id);
    expect(byMessage['Level one B'].parentNodeId).toBe(byMessage['Level zero'].id);
    expect(byMessage['Level two under A'].parentNodeId).toBe(byMessage['Level one A'].id);
    expect(byMessage['Level three']).toMatchObject({ depth: 3, parentNodeId: byMessage['Level two under A'].id });
    expect(b.nodeCode).not.toBe(a.nodeCode);
  });

  it('keeps the counters right under concurrent passes', async () => {
    const seed = await buildRipple(r, { message: 'Busy ripple' });
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => r.post(`/api/ripples/node/${seed.nodeCode}/pass`, { message: `Child ${i}` }, `192.0.2.${i + 1}`)));
    expect(results.every((res) => res.statusCode === 201)).toBe(true);
    const summary = (await r.get(`/api/ripples/summary/${seed.seedCode}`)).json();
    expect(summary).toMatchObject({ nodeCount: 13, maxDepth: 1, peopleReached: 12 });
  });

  it('counts peopleReached as at least the passed-on notes, even from one address', async () => {
    const seed = await buildRipple(r, { message: 'One household' }, '198.51.100.40');
    let code = seed.nodeCode;
    for (let i = 0; i < 3; i++) code = (await passRipple(r, code, { message: `Pass ${i}` }, '198.51.100.41')).nodeCode;
    const summary = (await r.get(`/api/ripples/summary/${seed.seedCode}`)).json();
    expect(summary).toMatchObject({ peopleReached: 3, maxDepth: 3 });
  });

  it('refuses bad input like creation does', async () => {
    const seed = await buildRipple(r, { message: 'Seed' });
    const url = `/api/ripples/node/${seed.nodeCode}/pass`;
    expect((await r.post(url, { message: '    ' })).json().message).toBe('Message required');
    expect((await r.post(url, { message: 'x'.repeat(281) })).statusCode).toBe(400);
    expect((await r.post(url, { message: 'ok', shareChannel: 'pigeon' })).statusCode).toBe(400);
    expect((await r.post('/api/ripples/node/Zz9Zz9Zz9Z/pass', { message: 'ok' })).statusCode).toBe(404);
  });
});

describe('GET /api/ripples/summary/{seedCode}', () => {
  it('limits the depth: 1-20, default 6, and a non-number means 6', async () => {
    const seed = await buildRipple(r, { message: 'Deep' });
    let code = seed.nodeCode;
    for (let i = 1; i <= 8; i++) code = (await passRipple(r, code, { message: `Depth ${i}` }, `192.0.2.${100 + i}`)).nodeCode;
    const depths = async (q: string) => (await r.get(`/api/ripples/summary/${seed.seedCode}${q}`)).json().nodes.map((n: { depth: number }) => n.depth);
    expect(await depths('')).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(await depths('?limitDepth=2')).toEqual([0, 1, 2]);
    expect(await depths('?limitDepth=abc')).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(await depths('?limitDepth=0')).toEqual([0, 1]);
    expect(await depths('?limitDepth=99')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const summary = (await r.get(`/api/ripples/summary/${seed.seedCode}?limitDepth=2`)).json();
    expect(summary.maxDepth).toBe(8);
    expect(summary.nodes[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), parentNodeId: null, message: 'Deep', viewCount: 0, thanksCount: 0, depth: 0, hidden: false }),
    );
  });

  it('answers 404 "Ripple not found" for an unknown seed code, and a note code is not a seed code', async () => {
    const seed = await buildRipple(r, { message: 'Seed' });
    expect((await r.get('/api/ripples/summary/Zz9Zz9Zz9Z')).json()).toEqual({ message: 'Ripple not found' });
    expect((await r.get(`/api/ripples/summary/${seed.nodeCode}`)).statusCode).toBe(404);
  });
});
