import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailConfirmations, rippleEvents, rippleNodes, sessions, users } from '../db/schema';
import { storeAvatar } from '../modules/uploads/uploads.service';
import { RIPPLE_VIEW_EVENTS_KEEP_DAYS } from '../modules/ripples/ripples.service';
import { findAccountById } from '../modules/users/users.service';
import { buildRipple, buildSession, buildUser } from '../test/factories';
import { testImage } from '../test/form-data';
import { useTestApp } from '../test/harness';
import { cleanUp } from './housekeeping';

const { t, http } = useTestApp();

const daysAgo = (n: number) => sql`(now() at time zone 'utc')::date - ${n}::int`;

describe('housekeeping', () => {
  it(`forgets ripple view events older than ${RIPPLE_VIEW_EVENTS_KEEP_DAYS} days, keeps thanks and every count`, async () => {
    const created = await buildRipple(http, { message: 'A note that was read a long time ago' });
    const [oldVisitor, recentVisitor] = ['198.51.100.31', '198.51.100.32'];
    await http.get(`/api/ripples/node/${created.nodeCode}`, { ip: oldVisitor });
    await http.post(`/api/ripples/node/${created.nodeCode}/thank`, {}, { ip: oldVisitor });
    await t.db.update(rippleEvents).set({ day: daysAgo(RIPPLE_VIEW_EVENTS_KEEP_DAYS + 1) });
    await http.get(`/api/ripples/node/${created.nodeCode}`, { ip: recentVisitor });
    const before = await http.get(`/api/ripples/summary/${created.seedCode}`);

    const gone = await cleanUp(t.db, t.config);
    expect(gone.rippleViewEvents).toBe(1);

    const left = await t.db.select({ type: rippleEvents.type }).from(rippleEvents).orderBy(rippleEvents.type);
    expect(left.map((e) => e.type)).toEqual(['thank', 'view']);
    const [node] = await t.db
      .select({ views: rippleNodes.viewCount, thanks: rippleNodes.thanksCount })
      .from(rippleNodes)
      .where(eq(rippleNodes.nodeCode, created.nodeCode));
    expect(node).toEqual({ views: 2, thanks: 1 });
    const after = await http.get(`/api/ripples/summary/${created.seedCode}`);
    expect(after.json().chain).toEqual(before.json().chain);
    // The thanks is still remembered: the same visitor cannot thank twice.
    const again = await http.post(`/api/ripples/node/${created.nodeCode}/thank`, {}, { ip: oldVisitor });
    expect(again.json()).toMatchObject({ thanksCount: 1 });
    // A second round finds nothing more to do.
    expect((await cleanUp(t.db, t.config)).rippleViewEvents).toBe(0);
  });

  it('numbers ripple events with 64-bit ids', async () => {
    const res = await t.db.execute(sql`
      select c.data_type as "column", s.data_type::text as "sequence", s.max_value::text as "max"
      from information_schema.columns c, pg_sequences s
      where c.table_name = 'ripple_events' and c.column_name = 'id' and s.sequencename = 'ripple_events_id_seq'`);
    expect((res as unknown as { rows: unknown[] }).rows[0]).toEqual({
      column: 'bigint',
      sequence: 'bigint',
      max: '9223372036854775807',
    });
  });
});

describe('housekeeping: unconfirmed accounts', () => {
  const registeredDaysAgo = (id: number, days: number) =>
    t.db
      .update(users)
      .set({ createdAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(users.id, id));

  /** An uploaded avatar, kept as an upload is. */
  const uploadedAvatar = async () => storeAvatar(t.config, await testImage());

  it('removes accounts registered over 7 days ago and never confirmed, with their sessions, links and uploads; nothing else', async () => {
    const avatar = await uploadedAvatar();
    expect((await http.get(avatar)).statusCode).toBe(200);
    const abandoned = await buildSession(t.db, { emailVerified: false, avatar });
    await t.db
      .insert(emailConfirmations)
      .values({ userId: abandoned.user.id, token: randomBytes(32).toString('hex'), expiresAt: new Date() });
    await registeredDaysAgo(abandoned.user.id, 8);
    const recent = await buildUser(t.db, { emailVerified: false });
    await registeredDaysAgo(recent.id, 6);
    const confirmed = await buildUser(t.db);
    await registeredDaysAgo(confirmed.id, 400);
    const admin = await buildUser(t.db, { role: 'admin', emailVerified: false });
    await registeredDaysAgo(admin.id, 400);

    const gone = await cleanUp(t.db, t.config);
    expect(gone.unconfirmedAccounts).toBe(1);

    expect(await findAccountById(t.db, abandoned.user.id)).toBeUndefined();
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, abandoned.user.id))).toEqual([]);
    expect(
      await t.db.select().from(emailConfirmations).where(eq(emailConfirmations.userId, abandoned.user.id)),
    ).toEqual([]);
    expect((await http.get(avatar)).statusCode).toBe(404);
    const left = await t.db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [recent.id, confirmed.id, admin.id]));
    expect(left).toHaveLength(3);
    expect((await cleanUp(t.db, t.config)).unconfirmedAccounts).toBe(0);
  });

  it('keeps an account confirmed on its last day', async () => {
    const member = await buildUser(t.db, { emailVerified: false });
    await registeredDaysAgo(member.id, 8);
    await t.db
      .update(users)
      .set({ emailVerifiedAt: sql`now()` })
      .where(eq(users.id, member.id));
    await cleanUp(t.db, t.config);
    expect(await findAccountById(t.db, member.id)).toBeDefined();
  });
});
