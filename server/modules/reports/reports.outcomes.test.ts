import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN_CONNECTIONS_TEXT } from '../../../common/schemas/connections-admin';
import { adminAuditLog, connectionAdminBlocks, reportOutcomes, users } from '../../db/schema';
import { useTestApp, type TestHttp } from '../../test/harness';
import { requestBody, send, type Member } from '../../test/factories';
import { lastMailTo, readOutbox } from '../../test/mail';
import { appealTokenFrom, matchedPair, reportMember, withProfile } from './test/reports-world';

// Outcomes that act (decision 045): resolving a report with a block or a suspension takes the step in the same
// transaction, cuts the member's open event stream, and an accepted appeal lifts it again.

const { t, http } = useTestApp();
const PASSWORD = 'Lantern-Harbour-48';

/**
 * A stream of the member's live events held open on this instance, as the events route holds one (its HTTP side is
 * tested with the Connections events): what was written to it, and whether the plugin ended it.
 */
async function streamOf(m: Member) {
  const s = { chunks: [] as string[], ended: false };
  await t.app.realtime.open(m.user.id, null, {
    write: (chunk) => void s.chunks.push(chunk),
    end: () => void (s.ended = true),
  });
  return {
    text: () => s.chunks.join(''),
    async waitForEnd() {
      const deadline = Date.now() + 5000;
      while (!s.ended && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(s.ended, `the stream did not end: ${s.chunks.join('')}`).toBe(true);
    },
  };
}

/** A requester who reports the helper they are talking to; both have a known password. */
async function reportedHelper() {
  const pair = await matchedPair(http, PASSWORD);
  return { ...pair, reportId: await reportMember(pair.requester, pair.helper) };
}

const auditRows = (action: string, targetId: number) =>
  t.db
    .select()
    .from(adminAuditLog)
    .where(and(eq(adminAuditLog.action, action), eq(adminAuditLog.targetId, targetId)));

const login = (username: string) => http.post('/api/login', { username, password: PASSWORD });

async function appealAccepted(email: string, admin: TestHttp) {
  const token = await appealTokenFrom(t.db, email);
  const filed = await http.post('/api/appeals', { token, text: 'I was misunderstood.' });
  expect(filed.statusCode, filed.body).toBe(201);
  const queue = (await admin.get('/api/admin/review-queue?pageSize=100')).json().items as {
    type: string;
    appeal?: { id: number; text: string };
  }[];
  return queue.find((i) => i.type === 'appeal' && i.appeal!.text === 'I was misunderstood.')!.appeal!.id;
}

describe('resolving a report with member_blocked', () => {
  it('blocks the member from Connections in the same step, ends their stream, and an accepted appeal lifts it', async () => {
    const { helper, conversationId, reportId } = await reportedHelper();
    const stream = await streamOf(helper);
    const { user: adminUser, http: admin } = await http.admin();

    const res = await admin.post(`/api/admin/reports/connection/${reportId}/resolve`, { outcome: 'member_blocked' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'resolved', outcome: 'member_blocked' });

    // Their stream hears the conversation close, then ends with the reason.
    await stream.waitForEnd();
    expect(stream.text()).toMatch(
      /event: conversation\n[^]*event: end\ndata: \{"type":"end","reason":"blocked"\}\n\n$/,
    );
    expect(t.app.realtime.streamCount(helper.user.id)).toBe(0);

    // Their Connections calls are refused; the conversation is closed.
    expect((await send(helper, conversationId, 'Hello?')).statusCode).toBe(403);
    const posted = await helper.http.post('/api/connections/requests', requestBody({ title: 'Let me back in' }));
    expect(posted.statusCode).toBe(403);
    expect((await helper.http.get(`/api/connections/conversations/${conversationId}`)).json().status).toBe('closed');
    const reason = `${ADMIN_CONNECTIONS_TEXT.blockFromReport}Harassment or bullying`;
    const [block] = await t.db
      .select()
      .from(connectionAdminBlocks)
      .where(eq(connectionAdminBlocks.userId, helper.user.id));
    expect(block).toMatchObject({ reason, adminId: adminUser.id });

    // Both steps are on the record.
    expect(await auditRows('report.resolve', reportId)).toEqual([
      expect.objectContaining({
        actorId: adminUser.id,
        changes: expect.objectContaining({ outcome: 'member_blocked' }),
      }),
    ]);
    expect(await auditRows('connections.member.block', helper.user.id)).toEqual([
      expect.objectContaining({ actorId: adminUser.id, changes: expect.objectContaining({ reason }) }),
    ]);

    // Keeping the decision changes nothing; accepting the appeal lifts the block.
    const appealId = await appealAccepted(helper.user.username, admin);
    const lifted = await admin.post(`/api/admin/appeals/${appealId}/decision`, { decision: 'overturned' });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(await auditRows('connections.member.unblock', helper.user.id)).toEqual([
      expect.objectContaining({ changes: { blockReason: reason, note: `Appeal ${appealId} accepted` } }),
    ]);
    expect((await auditRows('appeal.decide', appealId))[0]).toMatchObject({ changes: { undone: 'unblocked' } });
    const mail = await lastMailTo(t.db, helper.user.username);
    expect(mail?.subject).toBe('Your appeal was accepted');
    expect(mail?.text).toContain('you can use Kindness Connections again');
    const back = await helper.http.post('/api/connections/requests', requestBody({ title: 'Back again' }));
    expect(back.statusCode, back.body).toBe(201);
  });

  it('records the outcome without a second block when the member is blocked already', async () => {
    const { helper, reportId } = await reportedHelper();
    const { http: admin } = await http.admin();
    expect((await admin.post(`/api/admin/connections/block/${helper.user.id}`, { reason: 'Spam' })).statusCode).toBe(
      200,
    );
    const res = await admin.post(`/api/admin/reports/connection/${reportId}/resolve`, { outcome: 'member_blocked' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await auditRows('connections.member.block', helper.user.id)).toHaveLength(1);
    expect((await auditRows('report.resolve', reportId))[0]).toMatchObject({ changes: { alreadyBlocked: true } });
  });

  it('keeps the block when the appeal is not accepted', async () => {
    const { helper, reportId } = await reportedHelper();
    const { http: admin } = await http.admin();
    await admin.post(`/api/admin/reports/connection/${reportId}/resolve`, { outcome: 'member_blocked' });
    const appealId = await appealAccepted(helper.user.username, admin);
    const kept = await admin.post(`/api/admin/appeals/${appealId}/decision`, { decision: 'upheld' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await auditRows('connections.member.unblock', helper.user.id)).toEqual([]);
    expect((await helper.http.post('/api/connections/requests', requestBody())).statusCode).toBe(403);
    expect((await lastMailTo(t.db, helper.user.username))?.text).not.toContain('again');
  });
});

describe('resolving a report with member_suspended', () => {
  it('suspends until the given end: sessions dead, login 403, stream ended, the end in the mail; an accepted appeal lifts it', async () => {
    const { helper, reportId } = await reportedHelper();
    const stream = await streamOf(helper);
    const { user: adminUser, http: admin } = await http.admin();
    const until = new Date(Date.now() + 7 * 24 * 60 * 60_000);
    until.setUTCMilliseconds(0);

    const res = await admin.post(`/api/admin/reports/connection/${reportId}/resolve`, {
      outcome: 'member_suspended',
      until: until.toISOString(),
      note: 'Please keep it kind.',
    });
    expect(res.statusCode, res.body).toBe(200);

    await stream.waitForEnd();
    expect(stream.text()).toMatch(/event: end\ndata: \{"type":"end","reason":"suspended"\}\n\n$/);
    expect(t.app.realtime.streamCount(helper.user.id)).toBe(0);
    expect((await helper.http.get('/api/user')).statusCode).toBe(401);
    const refused = await login(helper.user.username);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: expect.any(String), suspendedUntil: until.toISOString() });
    const [row] = await t.db.select({ reason: users.suspensionReason }).from(users).where(eq(users.id, helper.user.id));
    expect(row?.reason).toBe('Suspended based on report: Harassment or bullying');

    // One mail to the member: the statement of reasons, saying until when, with the appeal link.
    const mails = await readOutbox(t.db, helper.user.username);
    expect(mails.map((m) => m.subject)).not.toContain('Your KindRipple account is suspended');
    const statement = mails.find((m) => m.subject === 'A decision about your KindRipple account');
    expect(statement?.text).toContain(`until ${until.toUTCString()}`);

    expect((await auditRows('report.resolve', reportId))[0]).toMatchObject({
      actorId: adminUser.id,
      changes: { outcome: 'member_suspended', until: until.toISOString() },
    });
    expect(await auditRows('user.suspend', helper.user.id)).toHaveLength(1);

    const appealId = await appealAccepted(helper.user.username, admin);
    const lifted = await admin.post(`/api/admin/appeals/${appealId}/decision`, { decision: 'overturned' });
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(await auditRows('user.unsuspend', helper.user.id)).toEqual([
      expect.objectContaining({ changes: expect.objectContaining({ note: `Appeal ${appealId} accepted` }) }),
    ]);
    expect((await auditRows('appeal.decide', appealId))[0]).toMatchObject({ changes: { undone: 'unsuspended' } });
    expect((await lastMailTo(t.db, helper.user.username))?.text).toContain('you can sign in again');
    expect((await login(helper.user.username)).statusCode).toBe(200);
  });

  it('without an end, says the suspension lasts until an admin lifts it', async () => {
    const { helper, reportId } = await reportedHelper();
    const { http: admin } = await http.admin();
    const res = await admin.post(`/api/admin/reports/connection/${reportId}/resolve`, { outcome: 'member_suspended' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await login(helper.user.username)).json()).toMatchObject({ suspendedUntil: null });
    expect((await lastMailTo(t.db, helper.user.username))?.text).toContain('until an admin lifts it');
  });
});

describe('resolving, refused', () => {
  const untouched = async (reportId: number, memberId: number) => {
    expect(await t.db.select().from(reportOutcomes).where(eq(reportOutcomes.reportId, reportId))).toEqual([]);
    expect(await t.db.select().from(connectionAdminBlocks).where(eq(connectionAdminBlocks.userId, memberId))).toEqual(
      [],
    );
    const [row] = await t.db.select({ at: users.suspendedAt }).from(users).where(eq(users.id, memberId));
    expect(row?.at).toBeNull();
    expect(await auditRows('report.resolve', reportId)).toEqual([]);
  };

  it('answers 403 to a member and changes nothing', async () => {
    const { requester, helper, reportId } = await reportedHelper();
    for (const outcome of ['member_blocked', 'member_suspended'])
      expect(
        (await requester.http.post(`/api/admin/reports/connection/${reportId}/resolve`, { outcome })).statusCode,
      ).toBe(403);
    await untouched(reportId, helper.user.id);
    expect((await login(helper.user.username)).statusCode).toBe(200);
  });

  it('answers 400 to bad input and changes nothing', async () => {
    const { helper, reportId } = await reportedHelper();
    const { http: admin } = await http.admin();
    const url = `/api/admin/reports/connection/${reportId}/resolve`;
    const future = new Date(Date.now() + 60 * 60_000).toISOString();
    for (const body of [
      { outcome: 'member_blocked', until: future },
      { outcome: 'member_suspended', until: new Date(Date.now() - 60_000).toISOString() },
      { outcome: 'member_suspended', until: 'next week' },
      { outcome: 'member_suspended', note: 'x'.repeat(1001) },
      { until: future },
    ]) {
      const res = await admin.post(url, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect((await admin.post(url, { outcome: 'member_blocked', until: future })).json().message).toBe(
      'An end date fits only a suspension.',
    );
    await untouched(reportId, helper.user.id);
  });

  it('changes nothing when the step itself is refused (an admin cannot be suspended)', async () => {
    const reporter = await withProfile(http);
    const { user: other } = await http.admin();
    const filed = await reporter.http.post('/api/connections/reports', {
      reportedUserId: other.id,
      reason: 'Harassment or bullying',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    const reportId = filed.json().id as number;
    const { http: admin } = await http.admin();
    const res = await admin.post(`/api/admin/reports/connection/${reportId}/resolve`, { outcome: 'member_suspended' });
    expect(res.statusCode).toBe(409);
    await untouched(reportId, other.id);
    const [report] = (await admin.get('/api/admin/connections/reports?pageSize=100'))
      .json()
      .items.filter((r: { id: number }) => r.id === reportId);
    expect(report).toMatchObject({ status: 'pending', outcome: null });
  });
});
