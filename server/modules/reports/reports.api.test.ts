import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, comments, rippleNodes, stories } from '../../db/schema';
import { useTestApp, type TestHttp } from '../../test/harness';
import { buildRipple, send } from '../../test/factories';
import { lastMailTo } from '../../test/mail';
import { storyBy } from '../../test/story-world';
import {
  appealTokenFrom as worldAppealTokenFrom,
  matchedPair as worldMatchedPair,
  reportMember,
} from './test/reports-world';

const { t, http } = useTestApp();

const auditRows = (action: string, targetId: number) =>
  t.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.targetId, targetId)));
const appealTokenFrom = (email: string) => worldAppealTokenFrom(t.db, email);
const matchedPair = () => worldMatchedPair(http);

describe('reports with outcomes', () => {
  it('goes pending -> reviewed -> resolved; tells the reporter and the member acted against, each audited', async () => {
    const { requester, helper } = await matchedPair();
    const id = await reportMember(requester, helper);
    const admin = (await http.admin()).http;

    const list = await admin.get('/api/admin/connections/reports?status=pending');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ page: 1, pageSize: 20 });
    expect(list.json().items).toContainEqual(
      expect.objectContaining({ kind: 'connection', id, status: 'pending', reportedUserId: helper.user.id }),
    );

    const reviewed = await admin.patch(`/api/admin/connections/reports/${id}`, { status: 'reviewed' });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json()).toMatchObject({ status: 'reviewed' });
    expect(await auditRows('report.review', id)).toHaveLength(1);

    const resolved = await admin.post(`/api/admin/reports/connection/${id}/resolve`, {
      outcome: 'warning_sent',
      note: 'Please keep it kind.',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      status: 'resolved',
      outcome: 'warning_sent',
      note: 'Please keep it kind.',
    });
    const [audit] = await auditRows('report.resolve', id);
    expect(audit).toMatchObject({ targetType: 'connection_report', changes: { outcome: 'warning_sent' } });

    const toReporter = await lastMailTo(t.db, requester.user.username);
    expect(toReporter?.subject).toBe('We reviewed your report');
    expect(toReporter?.text).toContain('A warning was sent');
    expect(toReporter?.text).not.toContain(helper.user.displayName);
    const toReported = await lastMailTo(t.db, helper.user.username);
    // The rule the listed reason stands for (decision 058), never the reporter's words.
    expect(toReported?.text).toContain('Which rule: the KindRipple community rule to be kind to each other');
    expect(toReported?.text).toContain('Please keep it kind.');

    const mine = await requester.http.get('/api/connections/my-reports');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items).toEqual([
      expect.objectContaining({
        id,
        status: 'resolved',
        outcomeText: 'A warning was sent',
        about: 'A member on Kindness Connections',
      }),
    ]);
    expect(JSON.stringify(mine.json())).not.toContain(helper.user.displayName);
    // The reported member sees none of it in their own list.
    expect((await helper.http.get('/api/connections/my-reports')).json().items).toEqual([]);

    const again = await admin.post(`/api/admin/reports/connection/${id}/resolve`, { outcome: 'no_action' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This report has already been resolved.' });
  });

  it('takes one appeal per action through the mailed single-use link, without signing in, and mails the decision', async () => {
    const { requester, helper } = await matchedPair();
    const id = await reportMember(requester, helper);
    const admin = (await http.admin()).http;
    expect(
      (await admin.post(`/api/admin/reports/connection/${id}/resolve`, { outcome: 'member_suspended' })).statusCode,
    ).toBe(200);
    const token = await appealTokenFrom(helper.user.username);

    expect((await http.post('/api/appeals', { token: 'x'.repeat(43), text: 'Not me' })).statusCode).toBe(404);
    expect((await http.post('/api/appeals', { token, text: '   ' })).statusCode).toBe(400);
    expect((await http.post('/api/appeals', { token, text: 'a'.repeat(1001) })).statusCode).toBe(400);
    const filed = await http.post('/api/appeals', { token, text: 'I was misunderstood.' });
    expect(filed.statusCode, filed.body).toBe(201);
    const twice = await http.post('/api/appeals', { token, text: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'An appeal for this decision has already been sent.' });

    const queue = (await admin.get('/api/admin/review-queue')).json();
    const entry = queue.items.find((i: { type: string }) => i.type === 'appeal');
    expect(entry.appeal).toMatchObject({
      text: 'I was misunderstood.',
      outcome: 'member_suspended',
      status: 'pending',
    });

    const bad = await admin.post(`/api/admin/appeals/${entry.appeal.id}/decision`, { decision: 'maybe' });
    expect(bad.statusCode).toBe(400);
    const decided = await admin.post(`/api/admin/appeals/${entry.appeal.id}/decision`, {
      decision: 'overturned',
      note: 'Sorry, our mistake.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const mail = await lastMailTo(t.db, helper.user.username);
    expect(mail?.subject).toBe('Your appeal was accepted');
    expect(mail?.text).toContain('Sorry, our mistake.');
    expect(await auditRows('appeal.decide', entry.appeal.id)).toHaveLength(1);
    expect(
      (await admin.post(`/api/admin/appeals/${entry.appeal.id}/decision`, { decision: 'upheld' })).statusCode,
    ).toBe(409);
  });

  it('sends no appeal link when no action was taken', async () => {
    const { requester, helper } = await matchedPair();
    const id = await reportMember(requester, helper);
    const admin = (await http.admin()).http;
    await admin.post(`/api/admin/reports/connection/${id}/resolve`, { outcome: 'no_action' });
    expect((await lastMailTo(t.db, helper.user.username))?.subject).not.toBe(
      'A decision about your KindRipple account',
    );
    expect((await lastMailTo(t.db, requester.user.username))?.text).toContain('No action was needed');
  });

  it('removes a reported comment and a reported story, and hides a reported ripple note everywhere', async () => {
    const admin = (await http.admin()).http;
    const { story, me: author } = await storyBy(t.db, http, { status: 'approved' });
    const reporter = await http.member();
    const c = await author.post(`/api/stories/${story.id}/comments`, { content: 'A rude comment' });
    expect(c.statusCode, c.body).toBe(201);
    const commentId = (c.json() as { comment?: { id: number }; id?: number }).comment?.id ?? c.json().id;
    expect(
      (await reporter.http.post(`/api/comments/${commentId}/report`, { reason: 'Inappropriate or hurtful' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await reporter.http.post(`/api/stories/${story.id}/report`, { reason: 'Spam or advertising' })).statusCode,
    ).toBe(201);

    const reports = (await admin.get('/api/admin/reports?kind=content')).json().items as {
      id: number;
      contentType: string;
    }[];
    const commentReport = reports.find((r) => r.contentType === 'comment')!;
    const storyReport = reports.find((r) => r.contentType === 'story')!;
    const rc = await admin.post(`/api/admin/reports/content/${commentReport.id}/resolve`, {
      outcome: 'content_removed',
    });
    expect(rc.statusCode, rc.body).toBe(200);
    expect(await t.db.select().from(comments).where(eq(comments.id, commentId))).toEqual([]);
    const rs = await admin.post(`/api/admin/reports/content/${storyReport.id}/resolve`, { outcome: 'content_removed' });
    expect(rs.statusCode, rs.body).toBe(200);
    const [s] = await t.db.select({ status: stories.status }).from(stories).where(eq(stories.id, story.id));
    expect(s!.status).toBe('rejected');
    expect(
      (await reporter.http.get('/api/connections/my-reports'))
        .json()
        .items.map((r: { outcomeText: string }) => r.outcomeText),
    ).toEqual(['The content was removed', 'The content was removed']);

    const ripple = await buildRipple(http);
    expect((await http.post(`/api/ripples/node/${ripple.nodeCode}/report`, { reason: 'Unkind' })).statusCode).toBe(201);
    const noteReport = (await admin.get('/api/admin/reports?kind=ripple_note&status=pending')).json().items[0];
    expect(noteReport).toMatchObject({ kind: 'ripple_note', reporterName: 'A visitor' });
    const wrong = await admin.post(`/api/admin/reports/ripple_note/${noteReport.id}/resolve`, {
      outcome: 'warning_sent',
    });
    expect(wrong.statusCode).toBe(400);
    const hid = await admin.post(`/api/admin/reports/ripple_note/${noteReport.id}/resolve`, {
      outcome: 'content_removed',
    });
    expect(hid.statusCode, hid.body).toBe(200);
    const [node] = await t.db
      .select({ status: rippleNodes.status })
      .from(rippleNodes)
      .where(eq(rippleNodes.nodeCode, ripple.nodeCode));
    expect(node!.status).toBe('hidden');
  });
});

describe('an accepted appeal', () => {
  it('brings back a removed story', async () => {
    const admin = (await http.admin()).http;
    const { story, user: author } = await storyBy(t.db, http, { status: 'approved' });
    const reporter = await http.member();
    expect(
      (await reporter.http.post(`/api/stories/${story.id}/report`, { reason: 'Spam or advertising' })).statusCode,
    ).toBe(201);
    const [report] = (await admin.get('/api/admin/reports?kind=content&status=pending')).json().items as {
      id: number;
    }[];
    expect(
      (await admin.post(`/api/admin/reports/content/${report!.id}/resolve`, { outcome: 'content_removed' })).statusCode,
    ).toBe(200);
    const statusOf = async () =>
      (await t.db.select({ status: stories.status }).from(stories).where(eq(stories.id, story.id)))[0]!.status;
    expect(await statusOf()).toBe('rejected');
    const token = await appealTokenFrom(author.username);
    expect((await http.post('/api/appeals', { token, text: 'It was a real story.' })).statusCode).toBe(201);
    const queue = (await admin.get('/api/admin/review-queue?pageSize=100')).json().items as {
      type: string;
      appeal?: { id: number };
    }[];
    const appealId = queue.find((i) => i.type === 'appeal')!.appeal!.id;
    const res = await admin.post(`/api/admin/appeals/${appealId}/decision`, { decision: 'overturned' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf()).toBe('approved');
  });
});

describe('the review queue', () => {
  it('lists pending stories, crisis messages and open reports grouped by member, bigger groups first', async () => {
    const admin = (await http.admin()).http;
    const { requester, helper, conversationId } = await matchedPair();
    const other = await matchedPair();
    await reportMember(requester, helper);
    await reportMember(other.requester, other.helper);
    await reportMember(other.helper, other.requester);
    await reportMember(other.requester, other.helper, 'Spam or scam');
    await storyBy(t.db, http);
    expect((await send(helper, conversationId, 'I feel suicidal tonight')).statusCode).toBe(201);

    const res = await admin.get('/api/admin/review-queue?pageSize=100');
    expect(res.statusCode).toBe(200);
    const items = res.json().items as { type: string; key: string; count?: number }[];
    const group = items.find((i) => i.key === `member:${other.helper.user.id}`);
    expect(group).toMatchObject({ type: 'reports', count: 2 });
    expect(items.indexOf(group!)).toBe(0);
    expect(items.some((i) => i.type === 'story')).toBe(true);
    const crisis = items.find((i) => i.type === 'crisis') as { messageId: number } | undefined;
    expect(crisis).toBeDefined();

    expect((await admin.post(`/api/admin/crisis-messages/${crisis!.messageId}/handled`)).statusCode).toBe(200);
    const after = (await admin.get('/api/admin/review-queue?pageSize=100')).json().items as { key: string }[];
    expect(after.some((i) => i.key === `crisis:${crisis!.messageId}`)).toBe(false);
    expect(await auditRows('crisis.review', crisis!.messageId)).toHaveLength(1);
  });
});

describe('the review queue, ordered and paged by the database', () => {
  interface Item {
    type: string;
    key: string;
    createdAt: string;
    count?: number;
    reports?: { id: number; createdAt: string }[];
  }
  const weight = (i: Item) => (i.type === 'reports' ? i.count! : 1);

  it('puts bigger groups first, then the oldest, and pages with the total', async () => {
    const admin = (await http.admin()).http;
    const a = await matchedPair();
    const b = await matchedPair();
    const c = await matchedPair();
    // b.helper: three reports, a.helper: two, c.helper: one (filed first, so the oldest of all three).
    const single = await reportMember(c.requester, c.helper, 'Spam or scam');
    await reportMember(a.requester, a.helper);
    await reportMember(b.requester, b.helper);
    await reportMember(a.requester, a.helper, 'Spam or scam');
    await reportMember(b.requester, b.helper, 'Spam or scam');
    await reportMember(c.requester, b.helper, 'Hate speech');
    await storyBy(t.db, http);

    const all = (await admin.get('/api/admin/review-queue?pageSize=100')).json() as { items: Item[]; total: number };
    expect(all.total).toBe(all.items.length);
    const keys = all.items.map((i) => i.key);
    const [three, two, one] = [b.helper, a.helper, c.helper].map((m) => keys.indexOf(`member:${m.user.id}`));
    expect(three).toBeGreaterThanOrEqual(0);
    expect(three).toBeLessThan(two);
    expect(two).toBeLessThan(one);
    expect(all.items[three]).toMatchObject({ type: 'reports', count: 3 });
    const group = all.items[three]!.reports!;
    expect(group).toHaveLength(3);
    expect(group.map((r) => r.createdAt)).toEqual([...group.map((r) => r.createdAt)].sort());
    expect(all.items[one]).toMatchObject({ count: 1, reports: [{ id: single }] });
    // The whole list: weight never rises, and within one weight the oldest comes first.
    all.items.forEach((item, n) => {
      const prev = all.items[n - 1];
      if (!prev) return;
      expect(weight(item)).toBeLessThanOrEqual(weight(prev));
      if (weight(item) === weight(prev)) expect(item.createdAt >= prev.createdAt).toBe(true);
    });

    // Pages of 2 put together are the whole list; a page past the end is empty and still gives the total.
    const pages: Item[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 2); page += 1) {
      const res = (await admin.get(`/api/admin/review-queue?pageSize=2&page=${page}`)).json();
      expect(res).toMatchObject({ total: all.total, page, pageSize: 2 });
      pages.push(...res.items);
    }
    expect(pages.map((i) => i.key)).toEqual(keys);
    const past = (await admin.get(`/api/admin/review-queue?pageSize=2&page=${all.total + 1}`)).json();
    expect(past).toEqual({ items: [], total: all.total, page: all.total + 1, pageSize: 2 });
  });

  it('answers 400 to a bad page and 403 to a member', async () => {
    const admin = (await http.admin()).http;
    for (const q of ['page=abc', 'page=-1', 'page=1.5', 'pageSize=0', 'pageSize=101']) {
      const res = await admin.get(`/api/admin/review-queue?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    const member = (await http.member()).http;
    const res = await member.get('/api/admin/review-queue?page=2');
    expect(res.statusCode).toBe(403);
    expect(res.json()).not.toHaveProperty('items');
  });
});

describe('the admin report lists', () => {
  it('page on the server with the total, newest first', async () => {
    const { requester, helper } = await matchedPair();
    const ids = [
      await reportMember(requester, helper, 'Spam or scam'),
      await reportMember(requester, helper, 'Hate speech'),
      await reportMember(requester, helper, 'Something else'),
    ];
    const admin = (await http.admin()).http;
    const first = (await admin.get('/api/admin/connections/reports?pageSize=2')).json();
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.items.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1]]);
    const second = (await admin.get('/api/admin/connections/reports?pageSize=2&page=2')).json();
    expect(second.items[0].id).toBe(ids[0]);
    const all = (await admin.get('/api/admin/reports?pageSize=2&status=pending')).json();
    expect(all).toMatchObject({ page: 1, pageSize: 2 });
    expect(all.total).toBeGreaterThanOrEqual(3);
  });
});

describe('access and input', () => {
  const adminCalls = (c: TestHttp) => [
    c.get('/api/admin/review-queue'),
    c.get('/api/admin/reports'),
    c.get('/api/admin/connections/reports'),
    c.patch('/api/admin/connections/reports/1', { status: 'reviewed' }),
    c.post('/api/admin/reports/connection/1/resolve', { outcome: 'no_action' }),
    c.post('/api/admin/appeals/1/decision', { decision: 'upheld' }),
    c.post('/api/admin/crisis-messages/1/handled'),
  ];

  it('answers 401 to a guest and 403 to a member on every admin call', async () => {
    for (const res of await Promise.all(adminCalls(http))) expect(res.statusCode).toBe(401);
    const member = (await http.member()).http;
    for (const res of await Promise.all(adminCalls(member))) expect(res.statusCode).toBe(403);
    expect((await http.get('/api/connections/my-reports')).statusCode).toBe(401);
  });

  it('refuses bad input with a message', async () => {
    const admin = (await http.admin()).http;
    for (const res of [
      await admin.get('/api/admin/reports?kind=nope'),
      await admin.get('/api/admin/review-queue?page=0'),
      await admin.patch('/api/admin/connections/reports/1', { status: 'resolved' }),
      await admin.post('/api/admin/reports/connection/1/resolve', { outcome: 'banished' }),
      await admin.post('/api/admin/reports/connection/abc/resolve', { outcome: 'no_action' }),
      await http.post('/api/appeals', { text: 'hi' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    const missing = await admin.post('/api/admin/reports/connection/999999/resolve', { outcome: 'no_action' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'This report could not be found.' });
    expect((await admin.post('/api/admin/appeals/999999/decision', { decision: 'upheld' })).statusCode).toBe(404);
  });

  it("never shows one member another's reports", async () => {
    const { requester, helper } = await matchedPair();
    await reportMember(requester, helper);
    const stranger = (await http.member()).http;
    expect((await stranger.get('/api/connections/my-reports')).json()).toEqual({ items: [], nextCursor: null });
    expect((await stranger.get('/api/connections/my-reports?cursor=abc')).statusCode).toBe(400);
  });
});
