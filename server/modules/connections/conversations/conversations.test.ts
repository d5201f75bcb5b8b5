import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/harness';
import { matchedPair, memberWithProfile, postRequest, send } from '../../../test/factories';

const { http } = useTestApp();

describe('conversations', () => {
  it('lists my conversations with the request, the other person (never their e-mail) and exact unread counts', async () => {
    const { requester, helper, conversationId, requestId } = await matchedPair(http);
    await send(helper, conversationId, 'Hello! Happy to help.');
    await send(helper, conversationId, 'When suits you?');
    const list = await requester.http.get('/api/connections/conversations');
    expect(list.statusCode).toBe(200);
    const [c] = list.json().items;
    expect(c).toMatchObject({
      id: conversationId,
      requestId,
      status: 'active',
      unreadCount: 2,
      request: { id: requestId, requesterId: requester.user.id, category: 'emotional' },
      otherParticipant: { id: helper.user.id, displayName: helper.user.displayName, avatar: null },
      contactDetailsAllowed: false,
      reviewedByMe: false,
    });
    expect(list.body).not.toContain(helper.user.username);
    expect((await helper.http.get('/api/connections/conversations')).json().items[0].unreadCount).toBe(0);
    expect((await requester.http.get('/api/connections/unread')).json()).toEqual({ unreadTotal: 2 });
  });

  it('pages the list, newest activity first', async () => {
    const helper = await memberWithProfile(http);
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const owner = await memberWithProfile(http);
      const requestId = await postRequest(owner);
      ids.push((await helper.http.post(`/api/connections/requests/${requestId}/accept`)).json().conversationId);
    }
    await send(helper, ids[0]!, 'Bumps the oldest to the top');
    const first = (await helper.http.get('/api/connections/conversations', { query: { limit: '2' } })).json();
    expect(first.items.map((c: { id: number }) => c.id)).toEqual([ids[0], ids[2]]);
    const next = (
      await helper.http.get('/api/connections/conversations', { query: { limit: '2', cursor: first.nextCursor } })
    ).json();
    expect(next).toEqual({ items: [expect.objectContaining({ id: ids[1] })], nextCursor: null });
    expect((await helper.http.get('/api/connections/conversations', { query: { limit: '0' } })).statusCode).toBe(400);
  });

  it('continues a page after a conversation moved to the top without showing it twice or skipping older ones', async () => {
    const helper = await memberWithProfile(http);
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const owner = await memberWithProfile(http);
      const requestId = await postRequest(owner);
      ids.push((await helper.http.post(`/api/connections/requests/${requestId}/accept`)).json().conversationId);
    }
    const list = (cursor?: string) =>
      helper.http
        .get('/api/connections/conversations', { query: { limit: '2', ...(cursor ? { cursor } : {}) } })
        .then((r) => r.json());
    const first = await list();
    expect(first.items.map((c: { id: number }) => c.id)).toEqual([ids[3], ids[2]]);
    // The oldest moves to the top while the member reads (the live event puts it there): the next page holds the
    // older ones after the first page, not the moved one a second time.
    await send(helper, ids[0]!, 'New activity while paging');
    const next = await list(first.nextCursor);
    expect(next).toEqual({ items: [expect.objectContaining({ id: ids[1] })], nextCursor: null });
    expect((await list()).items.map((c: { id: number }) => c.id)).toEqual([ids[0], ids[3]]);
  });

  it('refuses a cursor that is not one with 400, and never shows another member their conversations', async () => {
    const { requester, helper, conversationId } = await matchedPair(http);
    const stranger = await memberWithProfile(http);
    for (const cursor of ['12', 'abc', '1.x', '999999999999999999.1', '1.99999999999', '1.9999999999']) {
      const res = await requester.http.get('/api/connections/conversations', { query: { cursor } });
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Invalid cursor' });
    }
    const own = await memberWithProfile(http);
    const ownRequest = await postRequest(own);
    const ownConversation = (await stranger.http.post(`/api/connections/requests/${ownRequest}/accept`)).json()
      .conversationId;
    const seen = (await stranger.http.get('/api/connections/conversations', { query: { limit: '1' } })).json();
    expect(seen.items.map((c: { id: number }) => c.id)).toEqual([ownConversation]);
    expect(seen.nextCursor).toBeNull();
    // A cursor taken from someone else's list reaches only the asker's own conversations.
    const theirs = (await helper.http.get('/api/connections/conversations')).json();
    expect(theirs.items.map((c: { id: number }) => c.id)).toEqual([conversationId]);
    const far = `${BigInt(Date.now() + 86_400_000) * 1000n}.2147483647`;
    const fromFar = (await stranger.http.get('/api/connections/conversations', { query: { cursor: far } })).json();
    expect(fromFar.items.map((c: { id: number }) => c.id)).toEqual([ownConversation]);
  });

  it('answers 404 to anyone but the two participants, for reading and for writing', async () => {
    const { conversationId } = await matchedPair(http);
    const stranger = await memberWithProfile(http);
    const { http: noProfile } = await http.member();
    for (const who of [stranger.http, noProfile]) {
      expect((await who.get(`/api/connections/conversations/${conversationId}`)).statusCode).toBe(404);
      expect((await who.get(`/api/connections/conversations/${conversationId}/messages`)).statusCode).toBe(404);
      expect(
        (await who.post(`/api/connections/conversations/${conversationId}/messages`, { content: 'hi' })).statusCode,
      ).toBe(404);
      expect((await who.delete(`/api/connections/conversations/${conversationId}`)).statusCode).toBe(404);
      expect(
        (await who.post(`/api/connections/conversations/${conversationId}/read`, { messageId: 1 })).statusCode,
      ).toBe(404);
    }
    expect((await stranger.http.get('/api/connections/conversations/abc')).statusCode).toBe(400);
    expect((await http.get(`/api/connections/conversations/${conversationId}`)).statusCode).toBe(401);
  });

  it('sends 1-2000 characters, pages long histories backwards, and removes softly for both', async () => {
    const { requester, helper, conversationId } = await matchedPair(http);
    expect((await send(requester, conversationId, '   ')).json().message).toBe('Message cannot be empty');
    expect((await send(requester, conversationId, 'x'.repeat(2001))).statusCode).toBe(400);
    const sent = await send(requester, conversationId, '  Hi there  ');
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      content: 'Hi there',
      senderId: requester.user.id,
      messageType: 'text',
      isAdmin: false,
      crisisSupport: false,
    });
    for (let i = 1; i <= 6; i++) await send(i % 2 ? helper : requester, conversationId, `Message ${i}`);
    const url = `/api/connections/conversations/${conversationId}/messages`;
    const first = (await helper.http.get(url, { query: { limit: '4' } })).json();
    expect(first.items.map((m: { content: string }) => m.content)).toEqual([
      'Message 3',
      'Message 4',
      'Message 5',
      'Message 6',
    ]);
    const second = (await helper.http.get(url, { query: { limit: '4', before: first.nextCursor } })).json();
    expect(second.items.map((m: { content: string }) => m.content)).toEqual(['Hi there', 'Message 1', 'Message 2']);
    expect(second.nextCursor).toBeNull();

    expect((await helper.http.delete(`/api/connections/conversations/${conversationId}`)).statusCode).toBe(200);
    // Out of both lists; read-only under the 'Removed' filter (decision 058), never written to again.
    expect((await requester.http.get('/api/connections/conversations')).json().items).toEqual([]);
    expect((await requester.http.get(`/api/connections/conversations/${conversationId}`)).json()).toMatchObject({
      removedAt: expect.any(String),
    });
    expect((await send(requester, conversationId, 'Hello?')).statusCode).toBe(404);
  });

  it('moves read positions only forward and keeps unread counts exact under parallel sends', async () => {
    const { requester, helper, conversationId } = await matchedPair(http);
    const sent = await Promise.all(Array.from({ length: 12 }, (_, i) => send(helper, conversationId, `Parallel ${i}`)));
    expect(sent.every((r) => r.statusCode === 201)).toBe(true);
    const ids = sent.map((r) => r.json().id as number).sort((a, b) => a - b);
    expect((await requester.http.get('/api/connections/unread')).json().unreadTotal).toBe(12);
    const read = await requester.http.post(`/api/connections/conversations/${conversationId}/read`, {
      messageId: ids[7],
    });
    expect(read.json()).toEqual({ unreadCount: 4, unreadTotal: 4 });
    const back = await requester.http.post(`/api/connections/conversations/${conversationId}/read`, {
      messageId: ids[2],
    });
    expect(back.json()).toEqual({ unreadCount: 4, unreadTotal: 4 });
    const c = (await requester.http.get(`/api/connections/conversations/${conversationId}`)).json();
    expect(c).toMatchObject({ unreadCount: 4, lastReadMessageId: ids[7] });
    expect(
      (await requester.http.post(`/api/connections/conversations/${conversationId}/read`, { messageId: 'x' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('completion and reviews', () => {
  it('lets only the requester complete with a rating; then messages are refused and the helper may review once', async () => {
    const { requester, helper, conversationId, requestId } = await matchedPair(http);
    const url = `/api/connections/conversations/${conversationId}`;
    expect((await helper.http.post(`${url}/complete`, { rating: 5, revieweeId: requester.user.id })).statusCode).toBe(
      403,
    );
    expect((await helper.http.post(`${url}/review`, { rating: 4 })).statusCode).toBe(403);
    const noRating = await requester.http.post(`${url}/complete`, { revieweeId: helper.user.id });
    expect(noRating.json().message).toBe('Please provide a rating');
    expect(
      (await requester.http.post(`${url}/complete`, { rating: 5, revieweeId: requester.user.id })).statusCode,
    ).toBe(400);
    const done = await requester.http.post(`${url}/complete`, {
      rating: 5,
      comment: 'So patient and kind',
      revieweeId: helper.user.id,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ status: 'completed', reviewedByMe: true });
    expect((await requester.http.get('/api/connections/my-requests')).json().items[0]).toMatchObject({
      id: requestId,
      status: 'completed',
    });
    expect((await requester.http.post(`${url}/complete`, { rating: 5, revieweeId: helper.user.id })).statusCode).toBe(
      403,
    );

    const refused = await send(helper, conversationId, 'One more thing');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/complete/);

    expect((await requester.http.post(`${url}/review`, { rating: 4 })).statusCode).toBe(403);
    expect((await helper.http.post(`${url}/review`, { rating: 4, comment: 'Lovely to help' })).statusCode).toBe(201);
    expect((await helper.http.post(`${url}/review`, { rating: 4 })).statusCode).toBe(409);

    const profile = (await requester.http.get(`/api/connections/user-profile/${helper.user.id}`)).json();
    expect(profile.reviews).toMatchObject({
      average: 5,
      count: 1,
      latest: [{ rating: 5, comment: 'So patient and kind' }],
    });
    const theirs = (await helper.http.get(`/api/connections/user-profile/${requester.user.id}`)).json();
    expect(theirs.reviews).toMatchObject({ average: 4, count: 1 });
    expect(profile.reviews.latest[0]).not.toHaveProperty('reviewerId');
  });

  it('counts completed help requests as kind acts on the home page', async () => {
    const before = (await http.get('/api/stats')).json();
    const { requester, helper, conversationId } = await matchedPair(http);
    await requester.http.post(`/api/connections/conversations/${conversationId}/complete`, {
      rating: 4,
      revieweeId: helper.user.id,
    });
    const after = (await http.get('/api/stats')).json();
    const key = Object.keys(before).find((k) => /act/i.test(k))!;
    expect(after[key]).toBe(before[key] + 1);
  });
});
