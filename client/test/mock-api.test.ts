import { describe, expect, it } from 'vitest';
import { mockApi, verifyMockApi } from './mock-api';

const get = (path: string, init?: RequestInit) => fetch(path, init);

describe('mockApi', () => {
  it('answers a route with its JSON body, by method and path', async () => {
    mockApi({ 'GET /api/stats': { totalActs: 3, totalUsers: 2 }, 'POST /api/stats': { status: 405 } });
    const res = await get('/api/stats');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ totalActs: 3, totalUsers: 2 });
    expect((await get('/api/stats', { method: 'POST' })).status).toBe(405);
  });

  it('answers with a status and body, and tells a body that has a status field from a reply', async () => {
    mockApi({
      'GET /api/ripples/node/gone': { status: 404, body: { message: 'Ripple not found' } },
      'GET /api/things/seed': { status: 'active', nodes: [] },
    });
    const gone = await get('/api/ripples/node/gone');
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ message: 'Ripple not found' });
    expect(await (await get('/api/things/seed')).json()).toEqual({ status: 'active', nodes: [] });
  });

  it('hands a function the request (path parameters, query, parsed body, headers) and records every call', async () => {
    const api = mockApi({
      'POST /api/ripples/node/:code/pass': (req) => ({
        status: 201,
        body: { code: req.params.code, echoed: req.body, depth: req.query.get('depth'), csrf: req.headers['x-csrf'] },
      }),
    });
    const res = await get('/api/ripples/node/abc123/pass?depth=2', {
      method: 'POST',
      headers: { 'X-Csrf': 'yes' },
      body: JSON.stringify({ message: 'Hi' }),
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ code: 'abc123', echoed: { message: 'Hi' }, depth: '2', csrf: 'yes' });
    expect(api.callsTo('POST /api/ripples/node/:code/pass')).toHaveLength(1);
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/ripples/node/abc123/pass']);
  });

  it('matches the query string too when the route names one', async () => {
    mockApi({ 'GET /api/list?page=2': ['second'], 'GET /api/list': ['any'] });
    expect(await (await get('/api/list?page=2')).json()).toEqual(['second']);
    expect(await (await get('/api/list?page=3')).json()).toEqual(['any']);
  });

  it('fails fetch the way a handler throws (a dropped connection), and answers 204 to undefined', async () => {
    mockApi({
      'GET /api/offline': () => {
        throw new TypeError('Failed to fetch');
      },
      'DELETE /api/thing': () => undefined,
    });
    await expect(get('/api/offline')).rejects.toThrow(new TypeError('Failed to fetch'));
    expect((await get('/api/thing', { method: 'DELETE' })).status).toBe(204);
  });

  it('rejects a call no route answers, and fails the test with its method and path', async () => {
    mockApi({ 'GET /api/known': {} });
    await expect(get('/api/unknown?x=1', { method: 'PUT' })).rejects.toThrow('nothing answers PUT /api/unknown?x=1');
    expect(() => verifyMockApi()).toThrow(/PUT \/api\/unknown\?x=1/);
    // Reported once: the test's own clean-up finds nothing left.
    expect(() => verifyMockApi()).not.toThrow();
  });
});
