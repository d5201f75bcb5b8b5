import { describe, expect, it } from 'vitest';
import { CONNECTIONS_TEXT } from '../../../../common/schemas/connections';
import { ADMIN_CONNECTIONS_TEXT } from '../../../../common/schemas/connections-admin';
import type { Db } from '../../../db/client';
import { useTestApp, type TestHttp } from '../../../test/harness';
import { recentAdminActions } from '../../audit/audit.service';
import { useMemberStreams } from '../../../test/sse';
import { matchedPair, memberWithProfile, postRequest, profileBody, send } from '../../../test/factories';

const { t, http } = useTestApp();
const db = () => t.db as Db;
const streamOf = useMemberStreams(t);

const lastAudit = async (action: string) => (await recentAdminActions(db(), 50)).find((r) => r.action === action);

/** A completed conversation with the helper's review of the requester... and the requester's of the helper. */
async function completedPair(comment = 'Kind and patient, thank you!') {
  const pair = await matchedPair(http);
  const res = await pair.requester.http.post(`/api/connections/conversations/${pair.conversationId}/complete`, {
    rating: 2,
    comment,
    revieweeId: pair.helper.user.id,
  });
  expect(res.statusCode, res.body).toBe(200);
  return pair;
}

describe('Connections moderation: who may call it', () => {
  it('answers guests 401 and members 403 on every admin call, reaching no data by id', async () => {
    const { conversationId, requestId, helper } = await completedPair();
    const { http: member } = await http.member();
    const calls: [keyof TestHttp & ('get' | 'post' | 'patch' | 'delete'), string, unknown?][] = [
      ['get', '/api/admin/connections/conversations'],
      ['get', `/api/admin/connections/conversations/${conversationId}/messages`],
      ['delete', `/api/admin/connections/conversations/${conversationId}`],
      ['post', `/api/admin/conversations/${conversationId}/message`, { content: 'Hello from the team' }],
      ['get', '/api/admin/connections/requests'],
      [
        'patch',
        `/api/admin/connections/requests/${requestId}`,
        { title: 'x', description: 'y', category: 'other', urgency: 'low' },
      ],
      ['delete', `/api/admin/connections/requests/${requestId}`],
      ['get', '/api/admin/connections/reviews'],
      ['delete', '/api/admin/connections/reviews/1'],
      ['post', `/api/admin/connections/block/${helper.user.id}`, { reason: 'Not allowed' }],
      ['delete', `/api/admin/connections/block/${helper.user.id}`],
      ['get', '/api/admin/connections/analytics'],
    ];
    for (const [client, status] of [
      [http, 401],
      [member, 403],
    ] as const)
      for (const [method, url, body] of calls) {
        const res = method === 'get' ? await client.get(url) : await client[method](url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(status);
        expect(res.json().message).toEqual(expect.any(String));
      }
    // Nothing happened.
    const { http: admin } = await http.admin();
    const msgs = await admin.get(`/api/admin/connections/conversations/${conversationId}/messages`);
    expect(msgs.statusCode).toBe(200);
    expect(msgs.json().items.some((m: { isAdmin: boolean }) => m.isAdmin)).toBe(false);
  });
});

describe('Connections moderation: the lists', () => {
  it('lists conversations with names, request, counts and paging, filterable by status', async () => {
    const { requester, helper, conversationId } = await matchedPair(http);
    await send(requester, conversationId, 'Hi, thanks for offering!');
    await send(helper, conversationId, 'Happy to help.');
    const { http: admin } = await http.admin();
    const res = await admin.get('/api/admin/connections/conversations', { query: { pageSize: '100' } });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ page: 1, pageSize: 100, total: expect.any(Number) });
    expect(body.items.find((c: { id: number }) => c.id === conversationId)).toMatchObject({
      requestTitle: 'Help with my maths homework',
      requesterId: requester.user.id,
      requesterName: requester.user.displayName,
      participantId: helper.user.id,
      participantName: helper.user.displayName,
      status: 'active',
      messageCount: 2,
      deletedAt: null,
    });
    const completed = await admin.get('/api/admin/connections/conversations', { query: { status: 'completed' } });
    expect(completed.json().items.every((c: { status: string }) => c.status === 'completed')).toBe(true);
    const pageTwo = await admin.get('/api/admin/connections/conversations', { query: { page: '2', pageSize: '1' } });
    expect(pageTwo.json()).toMatchObject({ page: 2, pageSize: 1 });
    expect(pageTwo.json().items).toHaveLength(1);

    const msgs = await admin.get(`/api/admin/connections/conversations/${conversationId}/messages`);
    expect(msgs.json()).toMatchObject({
      total: 2,
      items: [
        { content: 'Hi, thanks for offering!', senderName: requester.user.displayName, isAdmin: false },
        { content: 'Happy to help.', senderName: helper.user.displayName, isAdmin: false },
      ],
    });
  });

  it('refuses bad filters and unknown conversations with a message', async () => {
    const { http: admin } = await http.admin();
    for (const query of [{ status: 'everything' }, { page: '0' }, { pageSize: '1000' }, { page: 'two' }] as Record<
      string,
      string
    >[]) {
      const res = await admin.get('/api/admin/connections/conversations', { query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await admin.get('/api/admin/connections/requests', { query: { status: 'lost' } })).statusCode).toBe(400);
    expect((await admin.get('/api/admin/connections/reviews', { query: { rating: '9' } })).statusCode).toBe(400);
    const missing = await admin.get('/api/admin/connections/conversations/999999/messages');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('This conversation could not be found.');
    expect((await admin.get('/api/admin/connections/conversations/abc/messages')).statusCode).toBe(400);
  });

  it('lists requests with their requester and helper, filterable by status', async () => {
    const owner = await memberWithProfile(http);
    const openId = await postRequest(owner, { title: 'Practise Spanish together' });
    const { requestId, helper } = await matchedPair(http);
    const { http: admin } = await http.admin();
    const res = await admin.get('/api/admin/connections/requests', { query: { pageSize: '100' } });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { id: number }[];
    expect(items.find((r) => r.id === openId)).toMatchObject({
      title: 'Practise Spanish together',
      status: 'open',
      requesterName: owner.user.displayName,
      helperName: null,
      deletedAt: null,
    });
    expect(items.find((r) => r.id === requestId)).toMatchObject({
      status: 'in_progress',
      helperId: helper.user.id,
      helperName: helper.user.displayName,
      conversationId: expect.any(Number),
    });
    const open = await admin.get('/api/admin/connections/requests', { query: { status: 'open', pageSize: '100' } });
    expect(open.json().items.every((r: { status: string }) => r.status === 'open')).toBe(true);
    expect(open.json().items.some((r: { id: number }) => r.id === requestId)).toBe(false);
  });

  it('lists reviews with both names', async () => {
    const { requester, helper } = await completedPair('Lovely to talk to');
    const { http: admin } = await http.admin();
    const res = await admin.get('/api/admin/connections/reviews', { query: { rating: '2' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().items.find((r: { comment: string }) => r.comment === 'Lovely to talk to')).toMatchObject({
      rating: 2,
      reviewerId: requester.user.id,
      reviewerName: requester.user.displayName,
      revieweeId: helper.user.id,
      revieweeName: helper.user.displayName,
    });
  });
});

describe('Connections moderation: the actions', () => {
  it('deletes a conversation for good, messages included, tells both members live, and records it', async () => {
    const { requester, helper, conversationId } = await matchedPair(http);
    await send(requester, conversationId, 'A message that will go');
    const stream = await streamOf(helper);
    const { user: adminUser, http: admin } = await http.admin();
    const res = await admin.delete(`/api/admin/connections/conversations/${conversationId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toEqual(expect.any(String));
    const msgs = await admin.get(`/api/admin/connections/conversations/${conversationId}/messages`);
    expect(msgs.statusCode).toBe(404);
    const listed = await admin.get('/api/admin/connections/conversations', { query: { pageSize: '100' } });
    expect(listed.json().items.some((c: { id: number }) => c.id === conversationId)).toBe(false);
    expect((await requester.http.get(`/api/connections/conversations/${conversationId}`)).statusCode).toBe(404);
    const [event] = await stream.waitFor(1);
    expect(event!.data).toMatchObject({ type: 'conversation', conversationId, removed: true });
    expect(await lastAudit('connections.conversation.delete')).toMatchObject({
      actorId: adminUser.id,
      targetType: 'conversation',
      targetId: conversationId,
      changes: { messages: 1 },
    });
    expect((await admin.delete(`/api/admin/connections/conversations/${conversationId}`)).statusCode).toBe(404);
  });

  it('sends the team’s message into a chat: both members get it live, marked as the team’s', async () => {
    const { requester, helper, conversationId } = await matchedPair(http);
    const [s1, s2] = [await streamOf(requester), await streamOf(helper)];
    const { user: adminUser, http: admin } = await http.admin();
    const res = await admin.post(`/api/admin/conversations/${conversationId}/message`, {
      content: '  Please keep this conversation kind.  ',
      isAdmin: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ content: 'Please keep this conversation kind.', isAdmin: true, conversationId });
    for (const s of [s1, s2]) {
      await s.waitFor(2);
      expect(s.events.find((e) => e.event === 'message')!.data).toMatchObject({
        type: 'message',
        conversationId,
        message: { content: 'Please keep this conversation kind.', isAdmin: true },
      });
      expect(s.events.find((e) => e.event === 'unread')!.data).toMatchObject({ conversationId, unreadCount: 1 });
    }
    const seen = await helper.http.get(`/api/connections/conversations/${conversationId}/messages`);
    expect(seen.json().items).toEqual([expect.objectContaining({ isAdmin: true, senderId: adminUser.id })]);
    const listed = await admin.get(`/api/admin/connections/conversations/${conversationId}/messages`);
    expect(listed.json().items[0]).toMatchObject({
      isAdmin: true,
      senderName: expect.stringMatching(/^KindRipple team/),
    });
    expect(await lastAudit('connections.conversation.message')).toMatchObject({
      actorId: adminUser.id,
      targetId: conversationId,
      changes: { content: 'Please keep this conversation kind.' },
    });
  });

  it('refuses an empty team message, an unknown conversation and one both members removed', async () => {
    const { requester, conversationId } = await matchedPair(http);
    const { http: admin } = await http.admin();
    const empty = await admin.post(`/api/admin/conversations/${conversationId}/message`, { content: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(ADMIN_CONNECTIONS_TEXT.messageRequired);
    expect((await admin.post('/api/admin/conversations/999999/message', { content: 'Hi' })).statusCode).toBe(404);
    expect((await requester.http.delete(`/api/connections/conversations/${conversationId}`)).statusCode).toBe(200);
    const removed = await admin.post(`/api/admin/conversations/${conversationId}/message`, { content: 'Hi' });
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toEqual(expect.any(String));
  });

  it('edits a request by the admin form’s rules, with the change in the audit row', async () => {
    const owner = await memberWithProfile(http);
    const id = await postRequest(owner);
    const { user: adminUser, http: admin } = await http.admin();
    const bad = await admin.patch(`/api/admin/connections/requests/${id}`, {
      title: '   ',
      description: 'Still fine',
      category: 'tech',
      urgency: 'urgent',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toMatchObject({
      title: ADMIN_CONNECTIONS_TEXT.titleRequired,
      category: expect.any(String),
      urgency: expect.any(String),
    });
    const res = await admin.patch(`/api/admin/connections/requests/${id}`, {
      title: ' Maths ',
      description: 'Fractions, please.',
      category: 'creative',
      urgency: 'high',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, title: 'Maths', category: 'creative', urgency: 'high' });
    const mine = await owner.http.get('/api/connections/my-requests');
    expect(mine.json().items[0]).toMatchObject({ id, title: 'Maths', description: 'Fractions, please.' });
    expect(await lastAudit('connections.request.edit')).toMatchObject({
      actorId: adminUser.id,
      targetId: id,
      changes: { title: { from: 'Help with my maths homework', to: 'Maths' }, urgency: { from: 'medium', to: 'high' } },
    });
    const missing = await admin.patch('/api/admin/connections/requests/999999', {
      title: 'a',
      description: 'b',
      category: 'other',
      urgency: 'low',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('removes a request: hidden for members, its conversation closed as removed, recorded', async () => {
    const { requester, helper, requestId, conversationId } = await matchedPair(http);
    const { user: adminUser, http: admin } = await http.admin();
    const res = await admin.delete(`/api/admin/connections/requests/${requestId}`);
    expect(res.statusCode, res.body).toBe(200);
    expect((await requester.http.get('/api/connections/my-requests')).json().items).toEqual([]);
    const convo = await helper.http.get(`/api/connections/conversations/${conversationId}`);
    expect(convo.json().status).toBe('request_removed');
    expect((await send(helper, conversationId, 'Still there?')).statusCode).toBe(403);
    const listed = await admin.get('/api/admin/connections/requests', {
      query: { status: 'deleted', pageSize: '100' },
    });
    expect(listed.json().items.find((r: { id: number }) => r.id === requestId).deletedAt).toEqual(expect.any(String));
    expect(await lastAudit('connections.request.delete')).toMatchObject({ actorId: adminUser.id, targetId: requestId });
    expect((await admin.delete(`/api/admin/connections/requests/${requestId}`)).statusCode).toBe(409);
    expect((await admin.delete('/api/admin/connections/requests/999999')).statusCode).toBe(404);
  });

  it('removes an abusive review from the member’s profile, keeping what it said in the audit row', async () => {
    const { helper } = await completedPair('You are useless');
    const { user: adminUser, http: admin } = await http.admin();
    const list = await admin.get('/api/admin/connections/reviews', { query: { pageSize: '100' } });
    const review = list.json().items.find((r: { comment: string }) => r.comment === 'You are useless');
    const res = await admin.delete(`/api/admin/connections/reviews/${review.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const profile = await helper.http.get(`/api/connections/user-profile/${helper.user.id}`);
    expect(profile.json().reviews).toMatchObject({ count: 0, latest: [] });
    expect(await lastAudit('connections.review.remove')).toMatchObject({
      actorId: adminUser.id,
      targetId: review.id,
      changes: { comment: 'You are useless', rating: 2 },
    });
    expect((await admin.delete(`/api/admin/connections/reviews/${review.id}`)).statusCode).toBe(404);
  });

  it('blocks a member from Connections: conversations closed, requests removed, no way back in', async () => {
    const { requester, helper, conversationId } = await matchedPair(http);
    const otherRequest = await postRequest(requester, { title: 'Another request for help' });
    const stream = await streamOf(helper);
    const { user: adminUser, http: admin } = await http.admin();
    const reason = `${ADMIN_CONNECTIONS_TEXT.blockFromReport}Harassment or bullying`;
    const empty = await admin.post(`/api/admin/connections/block/${requester.user.id}`, { reason: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(ADMIN_CONNECTIONS_TEXT.reasonRequired);
    const res = await admin.post(`/api/admin/connections/block/${requester.user.id}`, { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ closedConversations: 1, removedRequests: 2 });
    await stream.waitFor(1);
    expect(stream.events[0]!.data).toMatchObject({ type: 'conversation', conversationId, removed: false });
    expect((await helper.http.get(`/api/connections/conversations/${conversationId}`)).json().status).not.toBe(
      'active',
    );
    expect((await send(helper, conversationId, 'Hello?')).statusCode).toBe(403);
    const others = await helper.http.get('/api/connections/requests');
    expect(others.json().items.some((r: { id: number }) => r.id === otherRequest)).toBe(false);
    const again = await requester.http.post('/api/connections/requests', {
      title: 'Let me back in please',
      description: 'I would like to post another request.',
      category: 'emotional',
    });
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(CONNECTIONS_TEXT.adminPaused);
    expect(await lastAudit('connections.member.block')).toMatchObject({
      actorId: adminUser.id,
      targetType: 'user',
      targetId: requester.user.id,
      changes: { reason },
    });
    expect((await admin.post(`/api/admin/connections/block/${requester.user.id}`, { reason })).statusCode).toBe(409);
    expect((await admin.post('/api/admin/connections/block/999999', { reason })).statusCode).toBe(404);

    // Lifting the block lets them post again; it is on the record too.
    const lifted = await admin.delete(`/api/admin/connections/block/${requester.user.id}`);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(await lastAudit('connections.member.unblock')).toMatchObject({
      targetId: requester.user.id,
      changes: { blockReason: reason },
    });
    const back = await requester.http.post('/api/connections/requests', {
      title: 'Back again with a question',
      description: 'I would like to post another request.',
      category: 'emotional',
    });
    expect(back.statusCode, back.body).toBe(201);
    expect((await admin.delete(`/api/admin/connections/block/${requester.user.id}`)).statusCode).toBe(404);
  });

  it('gives the requests a blocked helper was helping with back to their requesters, open for someone else', async () => {
    const { requester, helper, requestId, conversationId } = await matchedPair(http);
    const { http: admin } = await http.admin();
    const res = await admin.post(`/api/admin/connections/block/${helper.user.id}`, { reason: 'Spam' });
    expect(res.statusCode, res.body).toBe(200);
    const mine = await requester.http.get('/api/connections/my-requests');
    expect(mine.json().items.find((r: { id: number }) => r.id === requestId)).toMatchObject({
      status: 'open',
      helperId: null,
    });
    // The old chat stays (closed) in the requester's history; a new helper can take the request.
    const old = await requester.http.get(`/api/connections/conversations/${conversationId}`);
    expect(old.json()).toMatchObject({ status: 'closed' });
    const next = await memberWithProfile(http);
    const accepted = await next.http.post(`/api/connections/requests/${requestId}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(201);
    expect(accepted.json().conversationId).not.toBe(conversationId);
    expect(await lastAudit('connections.member.block')).toMatchObject({
      targetId: helper.user.id,
      changes: { reopenedRequests: [requestId], closedConversations: [conversationId] },
    });
  });

  it('keeps a blocked member without a profile from creating one', async () => {
    const { user, http: member } = await http.member();
    const { http: admin } = await http.admin();
    expect((await admin.post(`/api/admin/connections/block/${user.id}`, { reason: 'Spam' })).statusCode).toBe(200);
    const res = await member.post('/api/connections/profile', profileBody({ needsHelp: false }));
    expect(res.statusCode).toBe(403);
  });

  it('answers the analytics numbers, with the median time to a first helper', async () => {
    const { http: admin } = await http.admin();
    const before = (await admin.get('/api/admin/connections/analytics')).json();
    await matchedPair(http);
    const res = await admin.get('/api/admin/connections/analytics');
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.totalRequests).toBe(before.totalRequests + 1);
    expect(after.activeConversations).toBe(before.activeConversations + 1);
    expect(after).toMatchObject({
      reviews: expect.any(Number),
      openReports: expect.any(Number),
      medianSecondsToFirstHelper: expect.any(Number),
    });
  });
});
