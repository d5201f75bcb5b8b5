import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectionReports, messages } from '../../../db/schema';
import { useTestApp } from '../../../test/harness';
import { matchedPair, send } from '../../../test/factories';

const { t, http } = useTestApp();

describe('reports', () => {
  it('keeps a copy of a reported message, so removing it later hides nothing from the admins', async () => {
    const { requester, helper, conversationId } = await matchedPair(http);
    const bad = (await send(helper, conversationId, 'Something unkind')).json();
    const res = await requester.http.post('/api/connections/reports', {
      reportedUserId: helper.user.id,
      reason: 'Harassment or bullying',
      description: 'This upset me',
      conversationId,
      messageId: bad.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    await t.db.delete(messages).where(eq(messages.id, bad.id));
    const [row] = await t.db.select().from(connectionReports).where(eq(connectionReports.id, id));
    expect(row).toMatchObject({
      status: 'pending',
      reporterId: requester.user.id,
      reportedUserId: helper.user.id,
      reporterName: requester.user.displayName,
      reportedName: helper.user.displayName,
      contentType: 'message',
      messageId: null,
      evidence: { messageId: bad.id, senderId: helper.user.id, content: 'Something unkind' },
    });
  });

  it('blocks and reports in one step, as the chat does', async () => {
    const { requester, helper, conversationId } = await matchedPair(http);
    expect((await requester.http.post('/api/connections/blocks', { userId: helper.user.id })).statusCode).toBe(201);
    const res = await requester.http.post('/api/connections/reports', {
      reportedUserId: helper.user.id,
      reason: 'Spam or scam',
      conversationId,
    });
    expect(res.statusCode).toBe(201);
  });

  it('needs a reason and a confirmed address, and refuses oneself, unknown members and others’ messages', async () => {
    const { requester, helper, conversationId } = await matchedPair(http);
    const other = await matchedPair(http);
    const theirs = (await send(other.helper, other.conversationId, 'Not yours')).json();
    const report = (body: object) =>
      requester.http.post('/api/connections/reports', {
        reportedUserId: helper.user.id,
        reason: 'Spam or scam',
        ...body,
      });
    expect((await report({ reason: '' })).json().message).toBe('Please choose a reason');
    expect((await report({ reportedUserId: requester.user.id })).statusCode).toBe(400);
    expect((await report({ reportedUserId: 99999999 })).statusCode).toBe(404);
    expect((await report({ conversationId: other.conversationId })).statusCode).toBe(404);
    expect((await report({ conversationId, messageId: theirs.id })).statusCode).toBe(404);
    const { http: unconfirmed } = await http.member({ emailVerified: false });
    expect(
      (await unconfirmed.post('/api/connections/reports', { reportedUserId: helper.user.id, reason: 'x' })).statusCode,
    ).toBe(403);
    const [{ n }] = (await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(connectionReports)
      .where(eq(connectionReports.reporterId, requester.user.id))) as [{ n: number }];
    expect(n).toBe(0);
  });
});

describe('the crisis notice', () => {
  it('is shown to a sender who seems in crisis; the message is sent and flagged for admins only', async () => {
    const { requester, conversationId } = await matchedPair(http);
    const res = await send(requester, conversationId, "Honestly I don't want to be alive anymore");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ crisisSupport: true });
    const [row] = await t.db.select({ flag: messages.crisisFlag }).from(messages).where(eq(messages.id, res.json().id));
    expect(row!.flag).toBe(true);
    const listed = await requester.http.get(`/api/connections/conversations/${conversationId}/messages`);
    expect(listed.body).not.toMatch(/crisis/i);
    expect((await send(requester, conversationId, 'Thanks, feeling better today')).json().crisisSupport).toBe(false);
  });
});
