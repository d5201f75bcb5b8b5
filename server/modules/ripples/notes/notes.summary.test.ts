import { describe, expect, it } from 'vitest';
import { buildRipple, passRipple } from '../../../test/factories';
import { useTestApp } from '../../../test/harness';

const { http } = useTestApp();

describe('GET /api/ripples/summary/{seedCode}', () => {
  it('limits the depth: 1-20, default 6, and a non-number means 6', async () => {
    const seed = await buildRipple(http, { message: 'Deep' });
    let code = seed.nodeCode;
    for (let i = 1; i <= 8; i++) code = (await passRipple(http, { code, message: `Depth ${i}` })).nodeCode;
    const depths = async (q: string) =>
      (await http.get(`/api/ripples/summary/${seed.seedCode}${q}`)).json().nodes.map((n: { depth: number }) => n.depth);
    expect(await depths('')).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(await depths('?limitDepth=2')).toEqual([0, 1, 2]);
    expect(await depths('?limitDepth=abc')).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(await depths('?limitDepth=0')).toEqual([0, 1]);
    expect(await depths('?limitDepth=99')).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const summary = (await http.get(`/api/ripples/summary/${seed.seedCode}?limitDepth=2`)).json();
    expect(summary.maxDepth).toBe(8);
    expect(summary.nodes[0]).toEqual(
      expect.objectContaining({
        id: expect.any(String),
        parentNodeId: null,
        message: 'Deep',
        viewCount: 0,
        thanksCount: 0,
        depth: 0,
        hidden: false,
      }),
    );
  });

  it('answers 404 "Ripple not found" for an unknown seed code, and a note code is not a seed code', async () => {
    const seed = await buildRipple(http, { message: 'Seed' });
    expect((await http.get('/api/ripples/summary/Zz9Zz9Zz9Z')).json()).toEqual({ message: 'Ripple not found' });
    expect((await http.get(`/api/ripples/summary/${seed.nodeCode}`)).statusCode).toBe(404);
  });
});

describe("the owner's key", () => {
  it('gives owner powers only with the exact key: hide a note, close and reopen the ripple', async () => {
    const seed = await buildRipple(http, { message: 'Owner test' });
    const key = seed.ownerKey;
    const bad = await passRipple(http, { code: seed.nodeCode, message: 'Something abusive', senderName: 'Troll' });
    const base = `/api/ripples/summary/${seed.seedCode}`;
    const summary = (await http.get(base)).json();
    const badNode = summary.nodes.find((n: { message: string }) => n.message === 'Something abusive');

    for (const wrong of [
      '',
      'guess',
      key.slice(0, 31),
      // The last character changed (never to itself: a key ending in 'x' once made this case the real key).
      `${key.slice(0, 31)}${key.endsWith('x') ? 'y' : 'x'}`,
      key.toLowerCase() === key ? key.toUpperCase() : key.toLowerCase(),
    ]) {
      const view = (await http.get(`${base}?key=${encodeURIComponent(wrong)}`)).json();
      expect(view.isOwner).toBe(false);
      if (wrong) {
        expect((await http.post(`${base}/nodes/${badNode.id}/hide`, { key: wrong, hidden: true })).statusCode).toBe(
          403,
        );
        expect((await http.post(`${base}/status`, { key: wrong, status: 'closed' })).statusCode).toBe(403);
      }
    }
    expect((await http.post(`${base}/nodes/${badNode.id}/hide`, { hidden: true })).statusCode).toBe(400);
    expect((await http.get(`${base}?key=${key}`)).json().isOwner).toBe(true);

    // Another ripple's key does nothing here.
    const other = await buildRipple(http, { message: 'Other' });
    const otherKey = other.ownerKey;
    expect(otherKey).not.toBe(key);
    expect((await http.post(`${base}/nodes/${badNode.id}/hide`, { key: otherKey, hidden: true })).statusCode).toBe(403);
    // A note of another ripple cannot be hidden with this key.
    const otherSummary = (await http.get(`/api/ripples/summary/${other.seedCode}`)).json();
    expect((await http.post(`${base}/nodes/${otherSummary.nodes[0].id}/hide`, { key, hidden: true })).statusCode).toBe(
      404,
    );

    const hide = await http.post(`${base}/nodes/${badNode.id}/hide`, { key, hidden: true });
    expect(hide.statusCode).toBe(200);
    const publicView = (await http.get(base)).json().nodes.find((n: { id: string }) => n.id === badNode.id);
    expect(publicView).toMatchObject({
      hidden: true,
      message: 'This note was hidden by the ripple’s owner.',
      senderName: null,
    });
    const ownerView = (await http.get(`${base}?key=${key}`))
      .json()
      .nodes.find((n: { id: string }) => n.id === badNode.id);
    expect(ownerView).toMatchObject({ hidden: true, message: 'Something abusive', senderName: 'Troll' });
    expect((await http.get(`/api/ripples/node/${bad.nodeCode}`)).statusCode).toBe(404);
    expect((await http.get(`/r/${bad.nodeCode}`)).body).not.toContain('Something abusive');

    expect((await http.post(`${base}/status`, { key, status: 'closed' })).statusCode).toBe(200);
    const refused = await http.post(`/api/ripples/node/${seed.nodeCode}/pass`, { message: 'Too late' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This ripple has been closed by its owner and can no longer be passed on.');
    expect((await http.get(`/api/ripples/node/${seed.nodeCode}`)).json().chain.status).toBe('closed');
    expect((await http.get(base)).json()).toMatchObject({ status: 'closed', nodeCount: 2 });
    expect((await http.post(`${base}/status`, { key, status: 'active' })).statusCode).toBe(200);
    expect((await http.post(`/api/ripples/node/${seed.nodeCode}/pass`, { message: 'Open again' })).statusCode).toBe(
      201,
    );
  });

  it('refuses bad owner input', async () => {
    const { seedCode, ownerKey: key } = await buildRipple(http, { message: 'Owner input' });
    expect((await http.post(`/api/ripples/summary/${seedCode}/status`, { key, status: 'deleted' })).statusCode).toBe(
      400,
    );
    expect((await http.post('/api/ripples/summary/Zz9Zz9Zz9Z/status', { key, status: 'closed' })).statusCode).toBe(404);
  });
});

describe('a note its owner hid', () => {
  it('tells a visitor it was hidden by the person who started the ripple, without its words, and takes no thanks', async () => {
    const seed = await buildRipple(http, { message: 'A note to hide' });
    const passed = await passRipple(http, { code: seed.nodeCode, message: 'Words that go away' });
    const base = `/api/ripples/summary/${seed.seedCode}`;
    const owner = (await http.get(`${base}?key=${seed.ownerKey}`)).json();
    const node = owner.nodes.find((n: { message: string }) => n.message === 'Words that go away');
    expect((await http.post(`${base}/nodes/${node.id}/hide`, { key: seed.ownerKey, hidden: true })).statusCode).toBe(
      200,
    );
    const res = await http.get(`/api/ripples/node/${passed.nodeCode}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('The person who started this ripple has hidden this note.');
    expect(res.body).not.toContain('Words that go away');
    expect((await http.post(`/api/ripples/node/${passed.nodeCode}/thank`, {})).statusCode).toBe(404);
    const unknown = await http.get('/api/ripples/node/zzzzzzzzzz');
    expect(unknown.json().message).toBe('Ripple not found');
  });
});
