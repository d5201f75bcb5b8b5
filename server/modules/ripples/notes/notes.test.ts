import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rippleChains, rippleEvents, rippleNodes, rippleReports } from '../../../db/schema';
import { buildRipple, passRipple } from '../../../test/factories';
import { nextIp, useTestApp } from '../../../test/harness';
import { hashIp } from '../ripples.codes';

const { t, http } = useTestApp();

describe('POST /api/ripples', () => {
  it('creates a ripple and answers the share link, the share text and the owner link', async () => {
    const res = await http.post('/api/ripples', {
      message: '  You make Mondays lighter.  ',
      senderName: ' Ana ',
      shareChannel: 'copy',
    });
    expect(res.statusCode).toBe(201);
    // The answer carries the owner link: no cache may keep it.
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.nodeUrl).toMatch(/^http:\/\/localhost:3000\/r\/[A-Za-z0-9]{10}$/);
    expect(body.summaryUrl).toMatch(/^http:\/\/localhost:3000\/ripple\/[A-Za-z0-9]{10}\?key=[A-Za-z0-9]{32}$/);
    expect(body.shareText).toContain('You make Mondays lighter.');
    expect(body.shareText).toContain('— Ana');
    expect(body.shareText).toContain(body.nodeUrl);
    const [node] = await t.db.select().from(rippleNodes).where(eq(rippleNodes.nodeCode, body.nodeCode));
    expect(node).toMatchObject({
      message: 'You make Mondays lighter.',
      senderName: 'Ana',
      depth: 0,
      parentNodeId: null,
      shareChannel: 'copy',
    });
    const [chain] = await t.db.select().from(rippleChains).where(eq(rippleChains.id, node.chainId));
    expect(chain).toMatchObject({
      seedCode: body.seedCode,
      status: 'active',
      maxDepth: 0,
      nodeCount: 1,
      peopleReached: 0,
    });
    expect(body.nodeCode).not.toBe(body.seedCode);
  });

  it('refuses an empty, whitespace-only or missing message with "Message required"', async () => {
    for (const payload of [{ message: '' }, { message: '   \n\t ' }, {}]) {
      const res = await http.post('/api/ripples', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Message required');
    }
  });

  it('accepts 280 characters and refuses 281 (after trimming)', async () => {
    expect((await http.post('/api/ripples', { message: `  ${'a'.repeat(280)}  ` })).statusCode).toBe(201);
    const res = await http.post('/api/ripples', { message: 'a'.repeat(281) });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.message).toBe('Please keep your message to 280 characters');
  });

  it('refuses a sender name over 60 characters, an unknown share channel and a bad follow address', async () => {
    expect((await http.post('/api/ripples', { message: 'Hi', senderName: 'n'.repeat(61) })).statusCode).toBe(400);
    expect((await http.post('/api/ripples', { message: 'Hi', senderName: 'n'.repeat(60) })).statusCode).toBe(201);
    expect((await http.post('/api/ripples', { message: 'Hi', shareChannel: 'fax' })).statusCode).toBe(400);
    for (const channel of ['whatsapp', 'email', 'sms', 'copy', 'other']) {
      expect((await http.post('/api/ripples', { message: 'Hi', shareChannel: channel })).statusCode).toBe(201);
    }
    const bad = await http.post('/api/ripples', { message: 'Hi', subscribeEmail: 'not-an-address' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid email address');
  });

  it('keeps HTML and script in a message as plain text', async () => {
    const evil = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const created = await buildRipple(http, { message: evil, senderName: '<b>Eve</b>' });
    const note = (await http.get(`/api/ripples/node/${created.nodeCode}`)).json();
    expect(note.message).toBe(evil);
    expect(note.senderName).toBe('<b>Eve</b>');
    const page = await http.get(`/r/${created.nodeCode}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('looks up the city and country of the creator offline, and nothing for a private address', async () => {
    const geo = await buildRipple(http, { message: 'From afar' }, { ip: '81.2.69.160' });
    const summary = (await http.get(`/api/ripples/summary/${geo.seedCode}`)).json();
    expect(summary.nodes[0]).toMatchObject({ city: 'Bracknell', country: 'GB' });
    expect(summary.nodes[0].latitude).toBeCloseTo(51.4, 0);
    expect(summary.cities).toEqual(['Bracknell, United Kingdom']);
    const local = await buildRipple(http, { message: 'From home' }, { ip: '192.168.1.20' });
    const s2 = (await http.get(`/api/ripples/summary/${local.seedCode}`)).json();
    expect(s2.nodes[0]).toMatchObject({ city: null, country: null });
    expect(s2.cities).toEqual([]);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY (notes.proxy.test.ts: with it)', async () => {
    const res = await http.post(
      '/api/ripples',
      { message: 'Spoofed?' },
      { ip: '10.1.2.3', headers: { 'x-forwarded-for': '81.2.69.160' } },
    );
    const summary = (await http.get(`/api/ripples/summary/${res.json().seedCode}`)).json();
    expect(summary.nodes[0].city).toBeNull();
  });

  it('limits how many ripples one address can start', async () => {
    const ip = nextIp();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await http.post('/api/ripples', { message: `Note ${i}` }, { ip })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('GET /api/ripples/node/{code}', () => {
  it('answers the note with its ripple and counts a view once per visitor per day', async () => {
    const created = await buildRipple(http, { message: 'Thank you for the soup', senderName: 'Jo' });
    const [reader, another] = [nextIp(), nextIp()];
    const first = await http.get(`/api/ripples/node/${created.nodeCode}`, { ip: reader });
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
    for (let i = 0; i < 5; i++) await http.get(`/api/ripples/node/${created.nodeCode}`, { ip: reader });
    const again = await http.get(`/api/ripples/node/${created.nodeCode}`, { ip: reader });
    expect(again.json().viewCount).toBe(1);
    expect(again.json().chain.peopleReached).toBe(1);
    const other = await http.get(`/api/ripples/node/${created.nodeCode}`, { ip: another });
    expect(other.json()).toMatchObject({ viewCount: 2, chain: { peopleReached: 2 } });
  });

  it('never counts a HEAD request as a view or as someone reached', async () => {
    const created = await buildRipple(http, { message: 'Only readers count' });
    const url = `/api/ripples/node/${created.nodeCode}`;
    for (let i = 0; i < 5; i++) {
      const head = await http.inject({ method: 'HEAD', url });
      expect(head.statusCode).toBe(200);
      expect(head.body).toBe('');
    }
    expect((await http.inject({ method: 'HEAD', url: '/api/ripples/node/NoSuchCode' })).statusCode).toBe(404);
    const read = (await http.get(url)).json();
    expect(read).toMatchObject({ viewCount: 1, chain: { peopleReached: 1 } });
  });

  it('counts the view again on a new day, but the visitor only once per ripple', async () => {
    const created = await buildRipple(http, { message: 'Days go by' });
    const reader = nextIp();
    await http.get(`/api/ripples/node/${created.nodeCode}`, { ip: reader });
    await t.db.update(rippleEvents).set({ day: sql`(now() at time zone 'utc')::date - 1` });
    const next = await http.get(`/api/ripples/node/${created.nodeCode}`, { ip: reader });
    expect(next.json()).toMatchObject({ viewCount: 2, chain: { peopleReached: 1 } });
  });

  it('does not count the creator opening their own note as reaching someone', async () => {
    const creator = nextIp();
    const created = await buildRipple(http, { message: 'Mine' }, { ip: creator });
    const own = await http.get(`/api/ripples/node/${created.nodeCode}`, { ip: creator });
    expect(own.json().chain.peopleReached).toBe(0);
  });

  it('stores a salted hash of the address, never the address', async () => {
    const created = await buildRipple(http, { message: 'Privacy' });
    const visitor = nextIp();
    await http.get(`/api/ripples/node/${created.nodeCode}`, { ip: visitor });
    const [node] = await t.db.select().from(rippleNodes).where(eq(rippleNodes.nodeCode, created.nodeCode));
    const events = await t.db
      .select({ ipHash: rippleEvents.ipHash })
      .from(rippleEvents)
      .where(and(eq(rippleEvents.nodeId, node.id), eq(rippleEvents.type, 'view')));
    // The visitor is known by the salted hash of their address, which is not a plain hash of it.
    expect(events).toEqual([{ ipHash: await hashIp(t.db, visitor) }]);
    expect(events[0].ipHash).not.toBe(createHash('sha256').update(visitor).digest('hex'));
    const dump = JSON.stringify(
      await t.db.execute(
        sql`select * from ripple_events union all select null, null, null, visitor_hash, null, null, created_at from ripple_chain_visitors`,
      ),
    );
    expect(dump).not.toContain(visitor);
  });

  it('answers 404 "Ripple not found" for an unknown code and 400 for a malformed one', async () => {
    const res = await http.get('/api/ripples/node/Zz9Zz9Zz9Z');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Ripple not found' });
    const bad = await http.get('/api/ripples/node/%3Cscript%3E');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Ripple not found');
  });
});

describe('POST /api/ripples/node/{code}/thank', () => {
  it('counts thanks once per visitor, however often they ask', async () => {
    const created = await buildRipple(http, { message: 'Thanks-worthy' });
    const url = `/api/ripples/node/${created.nodeCode}/thank`;
    const [thanker, another] = [nextIp(), nextIp()];
    const first = await http.post(url, {}, { ip: thanker });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ thanksCount: 1, alreadyThanked: false });
    const repeats = await Promise.all(Array.from({ length: 8 }, () => http.post(url, {}, { ip: thanker })));
    for (const res of repeats) expect(res.json()).toEqual({ thanksCount: 1, alreadyThanked: true });
    expect((await http.post(url, {}, { ip: another })).json()).toEqual({ thanksCount: 2, alreadyThanked: false });
    const note = (await http.get(`/api/ripples/node/${created.nodeCode}`, { ip: thanker })).json();
    expect(note).toMatchObject({ thanksCount: 2, thanked: true });
  });

  it('answers 404 for an unknown note', async () => {
    const res = await http.post('/api/ripples/node/Zz9Zz9Zz9Z/thank', {});
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Ripple not found');
  });
});

describe('POST /api/ripples/node/{code}/pass', () => {
  it('passes a note on as a child of the note it came from, with the counters kept on the ripple', async () => {
    const seed = await buildRipple(http, { message: 'Level zero' });
    const a = await passRipple(http, { code: seed.nodeCode, message: 'Level one A', senderName: 'Ben' });
    const b = await passRipple(http, { code: seed.nodeCode, message: 'Level one B' });
    const a1 = await passRipple(http, { code: a.nodeCode, message: 'Level two under A' });
    await passRipple(http, { code: a1.nodeCode, message: 'Level three' });
    expect(a.nodeUrl).toMatch(/\/r\/[A-Za-z0-9]{10}$/);
    expect(a.shareText).toContain('Level one A');

    const summary = (await http.get(`/api/ripples/summary/${seed.seedCode}`)).json();
    expect(summary).toMatchObject({
      maxDepth: 3,
      nodeCount: 5,
      peopleReached: 4,
      truncated: false,
      isOwner: false,
      status: 'active',
    });
    const byMessage = Object.fromEntries(summary.nodes.map((n: { message: string }) => [n.message, n]));
    expect(byMessage['Level zero'].parentNodeId).toBeNull();
    expect(byMessage['Level one A'].parentNodeId).toBe(byMessage['Level zero'].id);
    expect(byMessage['Level one B'].parentNodeId).toBe(byMessage['Level zero'].id);
    expect(byMessage['Level two under A'].parentNodeId).toBe(byMessage['Level one A'].id);
    expect(byMessage['Level three']).toMatchObject({ depth: 3, parentNodeId: byMessage['Level two under A'].id });
    expect(b.nodeCode).not.toBe(a.nodeCode);
  });

  it('keeps the counters right under concurrent passes', async () => {
    const seed = await buildRipple(http, { message: 'Busy ripple' });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        http.post(`/api/ripples/node/${seed.nodeCode}/pass`, { message: `Child ${i}` }),
      ),
    );
    expect(results.every((res) => res.statusCode === 201)).toBe(true);
    const summary = (await http.get(`/api/ripples/summary/${seed.seedCode}`)).json();
    expect(summary).toMatchObject({ nodeCount: 13, maxDepth: 1, peopleReached: 12 });
  });

  it('counts peopleReached as distinct visitors, never notes: many passes from a few addresses reach that many people', async () => {
    const seed = await buildRipple(http, { message: 'One household' });
    const household = nextIp();
    let code = seed.nodeCode;
    for (let i = 0; i < 3; i++)
      code = (await passRipple(http, { code, message: `Pass ${i}` }, { ip: household })).nodeCode;
    expect((await http.get(`/api/ripples/summary/${seed.seedCode}`)).json()).toMatchObject({
      peopleReached: 1,
      nodeCount: 4,
      maxDepth: 3,
    });
    // Two more addresses passing it on, again and again, are two more people.
    const [a, b] = [nextIp(), nextIp()];
    for (let i = 0; i < 4; i++) {
      code = (await passRipple(http, { code, message: `A ${i}` }, { ip: a })).nodeCode;
      code = (await passRipple(http, { code, message: `B ${i}` }, { ip: b })).nodeCode;
    }
    const summary = (await http.get(`/api/ripples/summary/${seed.seedCode}`)).json();
    expect(summary).toMatchObject({ peopleReached: 3, nodeCount: 12 });
    // Each of them reading the notes adds nobody.
    const read = (await http.get(`/api/ripples/node/${code}`, { ip: a })).json();
    expect(read.chain.peopleReached).toBe(3);
  });

  it('refuses bad input like creation does', async () => {
    const seed = await buildRipple(http, { message: 'Seed' });
    const url = `/api/ripples/node/${seed.nodeCode}/pass`;
    expect((await http.post(url, { message: '    ' })).json().message).toBe('Message required');
    expect((await http.post(url, { message: 'x'.repeat(281) })).statusCode).toBe(400);
    expect((await http.post(url, { message: 'ok', shareChannel: 'pigeon' })).statusCode).toBe(400);
    expect((await http.post('/api/ripples/node/Zz9Zz9Zz9Z/pass', { message: 'ok' })).statusCode).toBe(404);
  });
});

describe('POST /api/ripples/node/{code}/report', () => {
  it('stores a report once per visitor and hides nothing by itself', async () => {
    const seed = await buildRipple(http, { message: 'Reported note' });
    const url = `/api/ripples/node/${seed.nodeCode}/report`;
    const [reporter, another] = [nextIp(), nextIp()];
    expect((await http.post(url, { reason: 'Rude' }, { ip: reporter })).statusCode).toBe(201);
    expect((await http.post(url, { reason: 'Rude again' }, { ip: reporter })).statusCode).toBe(201);
    expect((await http.post(url, {}, { ip: another })).statusCode).toBe(201);
    const [node] = await t.db
      .select({ id: rippleNodes.id, status: rippleNodes.status })
      .from(rippleNodes)
      .where(eq(rippleNodes.nodeCode, seed.nodeCode));
    const reports = await t.db.select().from(rippleReports).where(eq(rippleReports.nodeId, node.id));
    expect(reports).toHaveLength(2);
    expect(reports.map((x) => x.reason).sort()).toEqual(['Rude', null]);
    expect(reports.every((x) => x.status === 'open')).toBe(true);
    expect(node.status).toBe('active');
    expect((await http.get(`/api/ripples/node/${seed.nodeCode}`)).statusCode).toBe(200);
    expect((await http.post(url, { reason: 'r'.repeat(501) })).statusCode).toBe(400);
    expect((await http.post('/api/ripples/node/Zz9Zz9Zz9Z/report', {})).statusCode).toBe(404);
  });
});
