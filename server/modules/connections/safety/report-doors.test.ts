import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectionReports } from '../../../db/schema';
import { useTestApp } from '../../../test/harness';
import { lastMailTo } from '../../../test/mail';
import { storyBy } from '../../../test/story-world';
import { matchedPair, postRequest, send, type Member } from '../../../test/factories';

// Decision 058: a report's reason is one of the listed ones; the member acted against is told the rule, never the
// reporter's words; a reported message comes from the conversation of the two; a removed conversation stays out of
// both lists but is readable (and reportable) under the 'Removed' filter for 30 days.
const { t, http } = useTestApp();
const DAY = 24 * 60 * 60_000;

/** A conversation of `owner` with `helper`: the owner posts a request, the helper accepts it. */
async function conversationOf(owner: Member, helper: Member): Promise<number> {
  const res = await helper.http.post(`/api/connections/requests/${await postRequest(owner)}/accept`);
  expect(res.statusCode, res.body).toBe(201);
  return (res.json() as { conversationId: number }).conversationId;
}

describe('report reasons are the listed ones', () => {
  it("refuses a reason in the reporter's own words (400), for a member and for a story", async () => {
    const { requester, helper } = await matchedPair(http);
    const own = await requester.http.post('/api/connections/reports', {
      reportedUserId: helper.user.id,
      reason: 'He lives at 5 Elm Street and is a liar',
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('Please choose a reason');
    const { story } = await storyBy(t.db, http, { status: 'approved' });
    const { http: fan } = await http.member();
    const storyReport = await fan.post(`/api/stories/${story.id}/report`, { reason: 'The author is a liar' });
    expect(storyReport.statusCode).toBe(400);
    expect(storyReport.json().message).toBe('Please choose a reason');
    expect((await fan.post(`/api/stories/${story.id}/report`, { reason: 'Spam or advertising' })).statusCode).toBe(201);
    expect(
      await t.db.select().from(connectionReports).where(eq(connectionReports.reporterId, requester.user.id)),
    ).toEqual([]);
  });
});

describe('the statement of reasons names the rule, never the reporter’s words', () => {
  it('tells the member acted against the rule and the outcome, without the reason or details typed', async () => {
    const { requester, helper } = await matchedPair(http);
    const filed = await requester.http.post('/api/connections/reports', {
      reportedUserId: helper.user.id,
      reason: 'Asking for personal details or money',
      description: 'She asked for my address on Maple Road',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    // And one filed before the reasons were enforced, in the reporter's own words.
    const [old] = await t.db
      .insert(connectionReports)
      .values({
        reporterId: requester.user.id,
        reportedUserId: helper.user.id,
        reporterName: requester.user.displayName,
        reportedName: helper.user.displayName,
        contentType: 'user',
        reportedContentId: helper.user.id,
        reason: 'Rude to my little brother Tom',
      })
      .returning({ id: connectionReports.id });
    const { http: admin } = await http.admin();
    const resolve = (id: number) =>
      admin.post(`/api/admin/reports/connection/${id}/resolve`, { outcome: 'warning_sent' });

    expect((await resolve(filed.json().id)).statusCode).toBe(200);
    const first = await lastMailTo(t.db, helper.user.username);
    expect(first?.subject).toBe('A decision about your KindRipple account');
    expect(first?.text).toContain(
      'Which rule: the KindRipple community rule to keep everyone safe: never ask anyone for personal details or money.',
    );
    expect(first?.text).toContain('Decision: A warning was sent');
    expect(`${first?.text} ${first?.html}`).not.toContain('Asking for personal details or money');
    expect(`${first?.text} ${first?.html}`).not.toContain('Maple Road');

    expect((await resolve(old!.id)).statusCode).toBe(200);
    const second = await lastMailTo(t.db, helper.user.username);
    expect(second?.text).toContain('Which rule: the KindRipple community rule to be kind, keep everyone safe');
    expect(`${second?.text} ${second?.html}`).not.toContain('Tom');
  });

  it('gives a story removed after a report the rule as its reason, never the reporter’s words', async () => {
    const { story, me } = await storyBy(t.db, http, { status: 'approved' });
    const { http: fan } = await http.member();
    await fan.post(`/api/stories/${story.id}/report`, {
      reason: 'Shares personal information',
      description: 'That is my neighbour Mrs Pike',
    });
    const { http: admin } = await http.admin();
    const [report] = (await admin.get('/api/admin/reports?kind=content&status=pending')).json().items as {
      id: number;
    }[];
    const res = await admin.post(`/api/admin/reports/content/${report!.id}/resolve`, { outcome: 'content_removed' });
    expect(res.statusCode, res.body).toBe(200);
    const mine = (await me.get('/api/user/stories')).json().items[0];
    expect(mine.rejectionReason).toBe(
      "Removed after a report: it goes against our rule to respect privacy: never share anyone's personal information.",
    );
    expect(mine.rejectionReason).not.toContain('Pike');
  });
});

describe('a reported message comes from the conversation of the two', () => {
  it('refuses a conversation with someone else, and a message the reported member did not send (404)', async () => {
    const { requester, helper, conversationId } = await matchedPair(http);
    const other = await matchedPair(http);
    // The requester also talks with a third member: that conversation cannot carry a report about the helper.
    const { requester: third } = other;
    const thirdsWords = (await send(third, other.conversationId, 'Words of a third member')).json();
    const mine = (await send(requester, conversationId, 'My own words')).json();
    const report = (body: object) =>
      requester.http.post('/api/connections/reports', {
        reportedUserId: helper.user.id,
        reason: 'Spam or scam',
        ...body,
      });
    // Someone else's conversation, and a conversation of the reporter with someone else: both 404.
    expect((await report({ conversationId: other.conversationId, messageId: thirdsWords.id })).statusCode).toBe(404);
    const withThird = await conversationOf(requester, third);
    const theirs = (await send(third, withThird, 'Hello from a third member')).json();
    expect((await report({ conversationId: withThird, messageId: theirs.id })).statusCode).toBe(404);
    expect((await report({ conversationId: withThird })).statusCode).toBe(404);
    // The reporter's own message is not evidence against the other.
    expect((await report({ conversationId, messageId: mine.id })).statusCode).toBe(404);
    const helpers = (await send(helper, conversationId, 'Something unkind')).json();
    expect((await report({ conversationId, messageId: helpers.id })).statusCode).toBe(201);
  });
});

describe('a removed conversation: out of both lists, read-only under the Removed filter for 30 days', () => {
  it('lists it under filter=removed for both, reads it, takes a report from it, and refuses writes', async () => {
    const { requester, helper, conversationId } = await matchedPair(http);
    const bad = (await send(helper, conversationId, 'Something unkind')).json();
    expect((await requester.http.delete(`/api/connections/conversations/${conversationId}`)).statusCode).toBe(200);
    for (const m of [requester, helper]) {
      const live = (await m.http.get('/api/connections/conversations')).json().items as { id: number }[];
      expect(live.map((c) => c.id)).not.toContain(conversationId);
      const removed = await m.http.get('/api/connections/conversations', { query: { filter: 'removed' } });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().items).toEqual([
        expect.objectContaining({ id: conversationId, removedAt: expect.any(String) }),
      ]);
      expect((await m.http.get(`/api/connections/conversations/${conversationId}`)).json()).toMatchObject({
        id: conversationId,
        removedAt: expect.any(String),
      });
      const msgs = await m.http.get(`/api/connections/conversations/${conversationId}/messages`);
      expect(msgs.json().items.map((x: { id: number }) => x.id)).toContain(bad.id);
    }
    // Read-only: no message, no completion, no second removal.
    expect((await send(requester, conversationId, 'Still there?')).statusCode).toBe(404);
    expect((await helper.http.delete(`/api/connections/conversations/${conversationId}`)).statusCode).toBe(404);
    const filed = await requester.http.post('/api/connections/reports', {
      reportedUserId: helper.user.id,
      reason: 'Harassment or bullying',
      conversationId,
      messageId: bad.id,
    });
    expect(filed.statusCode, filed.body).toBe(201);
    // Someone else never sees it, removed or not.
    const { http: stranger } = await http.member();
    expect((await stranger.get(`/api/connections/conversations/${conversationId}`)).statusCode).toBe(404);
    expect((await http.get('/api/connections/conversations?filter=removed')).statusCode).toBe(401);
    expect((await requester.http.get('/api/connections/conversations?filter=hidden')).statusCode).toBe(400);
  });

  it('is gone from the Removed filter, and from reading and reporting, after 30 days', async () => {
    const { requester, helper, conversationId } = await matchedPair(http);
    const bad = (await send(helper, conversationId, 'Something unkind')).json();
    await requester.http.delete(`/api/connections/conversations/${conversationId}`);
    // Removed 31 days ago.
    await t.db.execute(
      sql`update conversations set deleted_at = ${new Date(Date.now() - 31 * DAY)} where id = ${conversationId}`,
    );
    const removed = await requester.http.get('/api/connections/conversations', { query: { filter: 'removed' } });
    expect(removed.json().items).toEqual([]);
    expect((await requester.http.get(`/api/connections/conversations/${conversationId}`)).statusCode).toBe(404);
    const filed = await requester.http.post('/api/connections/reports', {
      reportedUserId: helper.user.id,
      reason: 'Harassment or bullying',
      conversationId,
      messageId: bad.id,
    });
    expect(filed.statusCode).toBe(404);
  });
});
