import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { NAMELESS_MEMBER } from '../common/names';
import { rippleNodes, users } from './db/schema';
import { buildRipple, matchedPair, send } from './test/factories';
import { useTestApp } from './test/harness';

const { t, http } = useTestApp();

// Names stored before the name rules (decision 029) are kept as they are, and every answer shows them through the
// same normalisation as the members' pages do: the admin's tables too.
const STORED = 'Ｒｏｓａ\u200b  Lee\u2066'; // fullwidth, a zero-width space, two spaces, a bidi isolate
const SHOWN = 'Rosa Lee';
const INVISIBLE_ONLY = '\u3164\u200b'; // a Hangul filler and a zero-width space: nothing visible

const setStoredName = (id: number, displayName: string) =>
  t.db.update(users).set({ displayName }).where(eq(users.id, id));

describe('the admin tables show stored names as members see them', () => {
  it('Manage Users shows the normalised name, and the search still finds the member', async () => {
    const { http: admin } = await http.admin();
    const { user } = await http.member();
    await setStoredName(user.id, STORED);
    const res = await admin.get('/api/admin/users', { query: { search: user.username } });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([expect.objectContaining({ id: user.id, displayName: SHOWN })]);
  });

  it('the Connections lists (conversations, messages, requests, reviews) show normalised names', async () => {
    const { requester, helper, conversationId, requestId } = await matchedPair(http);
    expect((await send(requester, conversationId, 'Thank you for offering')).statusCode).toBe(201);
    const done = await requester.http.post(`/api/connections/conversations/${conversationId}/complete`, {
      rating: 5,
      comment: 'So patient with me',
      revieweeId: helper.user.id,
    });
    expect(done.statusCode, done.body).toBe(200);
    await setStoredName(requester.user.id, STORED);
    await setStoredName(helper.user.id, INVISIBLE_ONLY);
    const { http: admin } = await http.admin();

    const list = await admin.get('/api/admin/connections/conversations', { query: { pageSize: '100' } });
    expect(list.json().items.find((c: { id: number }) => c.id === conversationId)).toMatchObject({
      requesterName: SHOWN,
      participantName: NAMELESS_MEMBER,
    });
    const msgs = await admin.get(`/api/admin/connections/conversations/${conversationId}/messages`);
    expect(msgs.json().items).toEqual([expect.objectContaining({ senderName: SHOWN })]);
    const requests = await admin.get('/api/admin/connections/requests', { query: { pageSize: '100' } });
    expect(requests.json().items.find((r: { id: number }) => r.id === requestId)).toMatchObject({
      requesterName: SHOWN,
      helperName: NAMELESS_MEMBER,
    });
    const reviews = await admin.get('/api/admin/connections/reviews', { query: { rating: '5', pageSize: '100' } });
    expect(reviews.json().items.find((r: { comment: string }) => r.comment === 'So patient with me')).toMatchObject({
      reviewerName: SHOWN,
      revieweeName: NAMELESS_MEMBER,
    });
  });

  it('a reported ripple note shows its sender name normalised, and an unsigned note when nothing visible is left', async () => {
    const { http: admin } = await http.admin();
    const named = await buildRipple(http, { message: 'A note with an old sender name' });
    const blank = await buildRipple(http, { message: 'A note with an invisible sender name' });
    await t.db.update(rippleNodes).set({ senderName: STORED }).where(eq(rippleNodes.nodeCode, named.nodeCode));
    await t.db.update(rippleNodes).set({ senderName: INVISIBLE_ONLY }).where(eq(rippleNodes.nodeCode, blank.nodeCode));
    for (const note of [named, blank])
      expect((await http.post(`/api/ripples/node/${note.nodeCode}/report`, { reason: 'Unkind' })).statusCode).toBe(201);
    const res = await admin.get('/api/admin/reports', { query: { kind: 'ripple_note', pageSize: '100' } });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items as { excerpt: string; reportedName: string }[];
    expect(items.find((r) => r.excerpt.startsWith('A note with an old'))?.reportedName).toBe(SHOWN);
    expect(items.find((r) => r.excerpt.startsWith('A note with an invisible'))?.reportedName).toBe('Anonymous note');
  });
});
