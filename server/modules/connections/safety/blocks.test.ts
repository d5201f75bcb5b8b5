import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { matchedPair, memberWithProfile, postRequest, send } from '../../../test/factories';

const { http } = useTestApp();
const ids = (res: { json(): unknown }) => (res.json() as { items: { id: number }[] }).items.map((i) => i.id);

describe('blocking a member', () => {
  it('works in every direction: requests, profiles, accepts and messages; the conversation closes for both', async () => {
    const { requester: a, helper: b, conversationId } = await matchedPair(http);
    const aOpen = await postRequest(a);
    const bOpen = await postRequest(b);
    expect(ids(await b.http.get('/api/connections/requests'))).toContain(aOpen);

    const res = await a.http.post('/api/connections/blocks', { userId: b.user.id, reason: 'Made me uncomfortable' });
    expect(res.statusCode).toBe(201);

    expect(ids(await a.http.get('/api/connections/requests'))).not.toContain(bOpen);
    expect(ids(await b.http.get('/api/connections/requests'))).not.toContain(aOpen);
    expect((await a.http.post(`/api/connections/requests/${bOpen}/accept`)).statusCode).toBe(404);
    expect((await b.http.post(`/api/connections/requests/${aOpen}/accept`)).statusCode).toBe(404);
    expect((await a.http.get(`/api/connections/user-profile/${b.user.id}`)).statusCode).toBe(404);
    expect((await b.http.get(`/api/connections/user-profile/${a.user.id}`)).statusCode).toBe(404);

    const conv = (await b.http.get(`/api/connections/conversations/${conversationId}`)).json();
    expect(conv.status).toBe('closed');
    expect(conv).not.toHaveProperty('closedReason');
    for (const who of [a, b]) {
      const refused = await send(who, conversationId, 'Hello?');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toMatch(/closed/);
    }

    const list = (await a.http.get('/api/connections/blocks')).json();
    expect(list.items).toEqual([expect.objectContaining({ id: b.user.id, displayName: b.user.displayName })]);
    expect(list.nextCursor).toBeNull();
    expect((await b.http.get('/api/connections/blocks')).json().items).toEqual([]);

    expect((await b.http.delete(`/api/connections/blocks/${a.user.id}`)).statusCode).toBe(404);
    expect((await a.http.delete(`/api/connections/blocks/${b.user.id}`)).statusCode).toBe(200);
    expect(ids(await a.http.get('/api/connections/requests'))).toContain(bOpen);
    // Undoing a block does not reopen the conversation it closed.
    expect((await send(a, conversationId, 'Hello again')).statusCode).toBe(403);
  });

  it('is open to every signed-in member, and refuses bad input, oneself and strangers that do not exist', async () => {
    const me = await memberWithProfile(http);
    const { http: unconfirmed } = await http.member({ emailVerified: false });
    expect((await unconfirmed.post('/api/connections/blocks', { userId: me.user.id })).statusCode).toBe(201);
    expect((await me.http.post('/api/connections/blocks', { userId: me.user.id })).statusCode).toBe(400);
    expect((await me.http.post('/api/connections/blocks', { userId: 99999999 })).statusCode).toBe(404);
    expect((await me.http.post('/api/connections/blocks', { userId: 'x' })).statusCode).toBe(400);
    expect((await me.http.delete('/api/connections/blocks/abc')).statusCode).toBe(400);
    expect((await http.post('/api/connections/blocks', { userId: me.user.id })).statusCode).toBe(401);
  });
});
