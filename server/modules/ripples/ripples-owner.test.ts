import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rippleChains, rippleNodes, rippleReports } from '../../db/schema';
import { buildTestApp, type TestContext } from '../../test/build-test-app';
import { RIPPLE_RATE_LIMITS } from './ripples.routes';
import { buildRipple, passRipple, rippleClient } from '../../test/ripple-factories';

let t: TestContext;
let r: ReturnType<typeof rippleClient>;
beforeAll(async () => {
  t = await buildTestApp();
  r = rippleClient(t);
});
afterAll(() => t.close());

describe("the owner's key", () => {
  it('gives owner powers only with the exact key: hide a note, close and reopen the ripple', async () => {
    const seed = await buildRipple(r, { message: 'Owner test' });
    const key = new URL(seed.summaryUrl).searchParams.get('key')!;
    const bad = await passRipple(r, seed.nodeCode, { message: 'Something abusive', senderName: 'Troll' }, '192.0.2.200');
    const base = `/api/ripples/summary/${seed.seedCode}`;
    const summary = (await r.get(base)).json();
    const badNode = summary.nodes.find((n: { message: string }) => n.message === 'Something abusive');

    for (const wrong of ['', 'guess', key.slice(0, 31), `${key.slice(0, 31)}x`, key.toLowerCase() === key ? key.toUpperCase() : key.toLowerCase()]) {
      const view = (await r.get(`${base}?key=${encodeURIComponent(wrong)}`)).json();
      expect(view.isOwner).toBe(false);
      if (wrong) {
        expect((await r.post(`${base}/nodes/${badNode.id}/hide`, { key: wrong, hidden: true })).statusCode).toBe(403);
        expect((await r.post(`${base}/status`, { key: wrong, status: 'closed' })).statusCode).toBe(403);
      }
    }
    expect((await r.post(`${base}/nodes/${badNode.id}/hide`, { hidden: true })).statusCode).toBe(400);
    expect((await r.get(`${base}?key=${key}`)).json().isOwner).toBe(true);

    // Another ripple's key does nothing here.
    const other = await buildRipple(r, { message: 'Other' });
    const otherKey = new URL(other.summaryUrl).searchParams.get('key')!;
    expect((await r.post(`${base}/nodes/${badNode.id}/hide`, { key: otherKey, hidden: true })).statusCode).toBe(403);
    // A note of another ripple cannot be hidden with this key.
    const otherSummary = (await r.get(`/api/ripples/summary/${other.seedCode}`)).json();
    expect((await r.post(`${base}/nodes/${otherSummary.nodes[0].id}/hide`, { key, hidden: true })).statusCode).toBe(404);

    const hide = await r.post(`${base}/nodes/${badNode.id}/hide`, { key, hidden: true });
    expect(hide.statusCode).toBe(200);
    const publicView = (await r.get(base)).json().nodes.find((n: { id: string }) => n.id === badNode.id);
    expect(publicView).toMatchObject({ hidden: true, message: 'This note was hidden by the ripple’s owner.', senderName: null });
    const ownerView = (await r.get(`${base}?key=${key}`)).json().nodes.find((n: { id: string }) => n.id === badNode.id);
    expect(ownerView).toMatchObject({ hidden: true, message: 'Something abusive', senderName: 'Troll' });
    expect((await r.get(`/api/ripples/node/${bad.nodeCode}`)).statusCode).toBe(404);
    expect((await r.get(`/r/${bad.nodeCode}`)).body).not.toContain('Something abusive');

    expect((await r.post(`${base}/status`, { key, status: 'closed' })).statusCode).toBe(200);
    const refused = await r.post(`/api/ripples/node/${seed.nodeCode}/pass`, { message: 'Too late' }, '192.0.2.201');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This ripple has been closed by its owner and can no longer be passed on.');
    expect((await r.get(`/api/ripples/node/${seed.nodeCode}`)).json().chain.status).toBe('closed');
    expect((await r.get(base)).json()).toMatchObject({ status: 'closed', nodeCount: 2 });
    expect((await r.post(`${base}/status`, { key, status: 'active' })).statusCode).toBe(200);
    expect((await r.post(`/api/ripples/node/${seed.nodeCode}/pass`, { message: 'Open again' }, '192.0.2.201')).statusCode).toBe(201);
  });

  it('refuses bad owner input', async () => {
    const seed = await buildRipple(r, { message: 'Owner input' });
    const key = new URL(seed.summaryUrl).searchParams.get('key')!;
    expect((await r.post(`/api/ripples/summary/${seed.seedCode}/status`, { key, status: 'deleted' })).statusCode).toBe(400);
    expect((await r.post('/api/ripples/summary/Zz9Zz9Zz9Z/status', { key, status: 'closed' })).statusCode).toBe(404);
  });
});

describe('the shared summary cache', () => {
  it('serves a wrong key from the cache like a visitor without one; only the real key reads the database', async () => {
    // Caches are off in tests; this app runs with them on, as in production.
    const prod = await buildTestApp({ NODE_ENV: 'production' });
    try {
      const pr = rippleClient(prod);
      const seed = await buildRipple(pr, { message: 'Cached for a second' });
      const key = new URL(seed.summaryUrl).searchParams.get('key')!;
      const url = `/api/ripples/summary/${seed.seedCode}`;
      expect((await pr.get(url)).json().peopleReached).toBe(0);
      // A change the one-second cache does not know about yet.
      await prod.db.update(rippleChains).set({ peopleReached: 99 }).where(eq(rippleChains.seedCode, seed.seedCode));
      const wrong = (await pr.get(`${url}?key=not-the-key`)).json();
      expect(wrong).toMatchObject({ peopleReached: 0, isOwner: false });
      const owner = (await pr.get(`${url}?key=${key}`)).json();
      expect(owner).toMatchObject({ peopleReached: 99, isOwner: true });
    } finally {
      await prod.close();
    }
  });
});

describe('POST /api/ripples/node/{code}/report', () => {
  it('stores a report once per visitor and hides nothing by itself', async () => {
    const seed = await buildRipple(r, { message: 'Reported note' });
    const url = `/api/ripples/node/${seed.nodeCode}/report`;
    expect((await r.post(url, { reason: 'Rude' }, '198.51.100.60')).statusCode).toBe(201);
    expect((await r.post(url, { reason: 'Rude again' }, '198.51.100.60')).statusCode).toBe(201);
    expect((await r.post(url, {}, '198.51.100.61')).statusCode).toBe(201);
    const [node] = await t.db.select({ id: rippleNodes.id, status: rippleNodes.status }).from(rippleNodes).where(eq(rippleNodes.nodeCode, seed.nodeCode));
    const reports = await t.db.select().from(rippleReports).where(eq(rippleReports.nodeId, node.id));
    expect(reports).toHaveLength(2);
    expect(reports.map((x) => x.reason).sort()).toEqual(['Rude', null]);
    expect(reports.every((x) => x.status === 'open')).toBe(true);
    expect(node.status).toBe('active');
    expect((await r.get(`/api/ripples/node/${seed.nodeCode}`)).statusCode).toBe(200);
    expect((await r.post(url, { reason: 'r'.repeat(501) })).statusCode).toBe(400);
    expect((await r.post('/api/ripples/node/Zz9Zz9Zz9Z/report', {})).statusCode).toBe(404);
  });
});

describe('link previews', () => {
  it('answers /r/{code} and /ripple/{code} with the note in Open Graph and Twitter meta tags', async () => {
    const seed = await buildRipple(r, { message: 'You are the reason I smiled today "really"', senderName: 'Mia' });
    const note = await r.get(`/r/${seed.nodeCode}`);
    expect(note.statusCode).toBe(200);
    expect(note.headers['content-type']).toContain('text/html');
    expect(note.body).toContain('<meta property="og:title" content="A Ripple of Kindness from Mia" />');
    expect(note.body).toContain('<meta property="og:description" content="You are the reason I smiled today &quot;really&quot;" />');
    expect(note.body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(note.body).toContain(`<meta property="og:url" content="http://localhost:3000/r/${seed.nodeCode}" />`);
    expect(note.body).toContain(`<meta property="og:image" content="http://localhost:3000/r/${seed.nodeCode}/card.png" />`);
    const card = await r.get(`/r/${seed.nodeCode}/card.png`);
    expect(card.statusCode).toBe(200);
    expect(card.headers['content-type']).toBe('image/png');
    expect(card.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    const seedCard = await r.get(`/ripple/${seed.seedCode}/card.png`);
    expect(seedCard.headers['content-type']).toBe('image/png');
    expect((await r.get('/r/Zz9Zz9Zz9Z/card.png')).statusCode).toBe(404);
    const alt = await r.get(`/ripple/${seed.nodeCode}`);
    expect(alt.body).toContain('A Ripple of Kindness from Mia');
    const summary = await r.get(`/ripple/${seed.seedCode}?key=whatever`);
    expect(summary.body).toContain('A Ripple of Kindness that reached 0 people');
    expect(summary.body).toContain('<meta name="robots" content="noindex" />');
    const missing = await r.get('/r/Zz9Zz9Zz9Z');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Ripple Not Found');
  });
});

describe('kind acts', () => {
  it('counts every note, the first and each passed on, in the home statistics', async () => {
    const before = (await r.get('/api/stats')).json().totalActs;
    const seed = await buildRipple(r, { message: 'Counting' });
    await passRipple(r, seed.nodeCode, { message: 'Counted too' }, '192.0.2.77');
    expect((await r.get('/api/stats')).json().totalActs).toBe(before + 2);
  });
});

describe('demo content', () => {
  it('grows a sample ripple across several cities, once', async () => {
    const { seedDemoContent } = await import('../../seed/demo');
    await seedDemoContent(t.db, { onlyIfEmpty: false });
    await seedDemoContent(t.db, { onlyIfEmpty: false });
    const summary = (await r.get('/api/ripples/summary/DemoRipple1')).json();
    expect(summary.nodes).toHaveLength(7);
    expect(summary.maxDepth).toBe(3);
    expect(summary.cities.length).toBeGreaterThanOrEqual(6);
    const root = summary.nodes.find((n: { depth: number }) => n.depth === 0);
    expect(summary.nodes.filter((n: { parentNodeId: string }) => n.parentNodeId === root.id)).toHaveLength(2);
    expect((await r.get('/api/ripples/node/DemoNote07')).json().depth).toBe(3);
  });
});

describe('abuse limits per address', () => {
  it('limits passes, thanks, reports and owner actions per address, says when to try again, and leaves other addresses alone', async () => {
    const seed = await buildRipple(r, { message: 'Limits test' });
    const key = new URL(seed.summaryUrl).searchParams.get('key')!;
    const node = `/api/ripples/node/${seed.nodeCode}`;
    const cases = [
      { name: 'pass', url: `${node}/pass`, body: { message: 'On it goes', shareChannel: 'copy' }, max: RIPPLE_RATE_LIMITS.pass.max, ip: '198.51.100.70' },
      { name: 'thank', url: `${node}/thank`, body: {}, max: RIPPLE_RATE_LIMITS.thank.max, ip: '198.51.100.71' },
      { name: 'report', url: `${node}/report`, body: {}, max: RIPPLE_RATE_LIMITS.report.max, ip: '198.51.100.72' },
      { name: 'owner', url: `/api/ripples/summary/${seed.seedCode}/status`, body: { key, status: 'active' }, max: RIPPLE_RATE_LIMITS.owner.max, ip: '198.51.100.73' },
    ];
    for (const c of cases) {
      const codes: number[] = [];
      for (let i = 0; i < c.max; i++) codes.push((await r.post(c.url, c.body, c.ip)).statusCode);
      expect(codes.every((code) => code >= 200 && code < 300), c.name).toBe(true);
      const over = await r.post(c.url, c.body, c.ip);
      expect(over.statusCode, c.name).toBe(429);
      expect(Number(over.headers['retry-after']), c.name).toBeGreaterThan(0);
      expect(over.json().message, c.name).toMatch(/^Too many attempts\. Please wait \d+ (seconds|minutes) and try again\.$/);
      expect((await r.post(c.url, c.body, '198.51.100.79')).statusCode, `${c.name} from another address`).toBeLessThan(300);
    }
    // The refused pass stored nothing: the limit's passes and the one from the other address.
    const summary = (await r.get(`/api/ripples/summary/${seed.seedCode}`)).json();
    expect(summary.nodeCount).toBe(1 + RIPPLE_RATE_LIMITS.pass.max + 1);
  });
});

