import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { connectionReports, connectionReviews } from '../../db/schema';
import { seedDemoContent } from '../../seed/demo';
import { useTestApp } from '../../test/harness';
import { DELETED_MEMBER_REPORT_KEEP_MS, pruneForgottenReports } from './connections.service';
import { seedDemoConnections } from './connections.demo.service';
import { matchedPair, memberWithProfile, send } from '../../test/factories';

const { t, http } = useTestApp();

describe('deleting an account (decision 017, issue §15)', () => {
  it('deletes a requester whose request has an active conversation; the helper keeps it, closed', async () => {
    const { requester, helper, conversationId } = await matchedPair(http);
    await send(helper, conversationId, 'Happy to help');
    const gone = await requester.http.delete('/api/user', { username: requester.user.username });
    expect(gone.statusCode, gone.body).toBe(200);
    const conv = (await helper.http.get(`/api/connections/conversations/${conversationId}`)).json();
    expect(conv).toMatchObject({ status: 'closed', otherParticipant: { id: 0, displayName: 'A deleted member' } });
  });

  it('removes profile and requests, keeps messages as from a deleted member, reviews without the name, reports 180 days', async () => {
    const { requester, helper, conversationId, requestId } = await matchedPair(http);
    await send(helper, conversationId, 'Happy to help');
    await send(requester, conversationId, 'Thank you!');
    const other = await matchedPair(http);
    await other.requester.http.post(`/api/connections/conversations/${other.conversationId}/complete`, {
      rating: 5,
      revieweeId: other.helper.user.id,
    });
    const report = (
      await requester.http.post('/api/connections/reports', { reportedUserId: helper.user.id, reason: 'Spam or scam' })
    ).json();

    const gone = await helper.http.delete('/api/user', { username: helper.user.username });
    expect(gone.statusCode, gone.body).toBe(200);
    const bye = await other.requester.http.delete('/api/user', { username: other.requester.user.username });
    expect(bye.statusCode).toBe(200);

    const conv = (await requester.http.get(`/api/connections/conversations/${conversationId}`)).json();
    expect(conv).toMatchObject({
      status: 'closed',
      otherParticipant: { id: 0, displayName: 'A deleted member' },
      request: { id: requestId },
    });
    const messages = (await requester.http.get(`/api/connections/conversations/${conversationId}/messages`)).json()
      .items;
    expect(messages.map((m: { senderId: number | null }) => m.senderId)).toEqual([null, requester.user.id]);
    expect((await send(requester, conversationId, 'Still there?')).statusCode).toBe(403);

    const [review] = await t.db
      .select()
      .from(connectionReviews)
      .where(eq(connectionReviews.conversationId, other.conversationId));
    expect(review).toMatchObject({ reviewerId: null, revieweeId: other.helper.user.id, rating: 5 });
    expect(
      (await other.helper.http.get(`/api/connections/user-profile/${other.helper.user.id}`)).json().reviews.count,
    ).toBe(1);

    const [kept] = await t.db.select().from(connectionReports).where(eq(connectionReports.id, report.id));
    expect(kept).toMatchObject({ reportedUserId: null, reportedName: helper.user.displayName });
    const keepFor = kept!.forgetAfter!.getTime() - Date.now();
    expect(Math.abs(keepFor - DELETED_MEMBER_REPORT_KEEP_MS)).toBeLessThan(60_000);
    await pruneForgottenReports(t.db, new Date(Date.now() + DELETED_MEMBER_REPORT_KEEP_MS + 60_000));
    expect(await t.db.select().from(connectionReports).where(eq(connectionReports.id, report.id))).toEqual([]);
  });
});

describe('demo content', () => {
  it('adds a few help profiles and open requests to an empty database, once', async () => {
    await seedDemoContent(t.db, { onlyIfEmpty: false, seeders: [seedDemoConnections] });
    await seedDemoConnections(t.db);
    const viewer = await memberWithProfile(http);
    const open = (await viewer.http.get('/api/connections/requests')).json().items;
    expect(
      open.filter((r: { requester: { displayName: string } }) =>
        /Okafor|Lindqvist|Raman/.test(r.requester.displayName),
      ),
    ).toHaveLength(3);
  });
});
