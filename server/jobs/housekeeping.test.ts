import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rippleEvents, rippleNodes } from '../db/schema';
import { RIPPLE_VIEW_EVENTS_KEEP_DAYS } from '../modules/ripples/ripples.service';
import { buildTestApp, type TestContext } from '../test/build-test-app';
import { buildRipple, rippleClient, type RippleClient } from '../test/ripple-factories';
import { cleanUp } from './housekeeping';

let t: TestContext;
let r: RippleClient;
beforeAll(async () => {
  t = await buildTestApp();
  r = rippleClient(t);
});
afterAll(() => t.close());

const daysAgo = (n: number) => sql`(now() at time zone 'utc')::date - ${n}::int`;

describe('housekeeping', () => {
  it(`forgets ripple view events older than ${RIPPLE_VIEW_EVENTS_KEEP_DAYS} days, keeps thanks and every count`, async () => {
    const created = await buildRipple(r, { message: 'A note that was read a long time ago' });
    const [oldVisitor, recentVisitor] = ['198.51.100.31', '198.51.100.32'];
    await r.get(`/api/ripples/node/${created.nodeCode}`, oldVisitor);
    await r.post(`/api/ripples/node/${created.nodeCode}/thank`, {}, oldVisitor);
    await t.db.update(rippleEvents).set({ day: daysAgo(RIPPLE_VIEW_EVENTS_KEEP_DAYS + 1) });
    await r.get(`/api/ripples/node/${created.nodeCode}`, recentVisitor);
    const before = await r.get(`/api/ripples/summary/${created.seedCode}`);

    const gone = await cleanUp(t.db, t.config);
    expect(gone.rippleViewEvents).toBe(1);

    const left = await t.db.select({ type: rippleEvents.type }).from(rippleEvents).orderBy(rippleEvents.type);
    expect(left.map((e) => e.type)).toEqual(['thank', 'view']);
    const [node] = await t.db.select({ views: rippleNodes.viewCount, thanks: rippleNodes.thanksCount }).from(rippleNodes).where(eq(rippleNodes.nodeCode, created.nodeCode));
    expect(node).toEqual({ views: 2, thanks: 1 });
    const after = await r.get(`/api/ripples/summary/${created.seedCode}`);
    expect(after.json().chain).toEqual(before.json().chain);
    // The thanks is still remembered: the same visitor cannot thank twice.
    const again = await r.post(`/api/ripples/node/${created.nodeCode}/thank`, {}, oldVisitor);
    expect(again.json()).toMatchObject({ thanksCount: 1 });
    // A second round finds nothing more to do.
    expect((await cleanUp(t.db, t.config)).rippleViewEvents).toBe(0);
  });

  it('numbers ripple events with 64-bit ids', async () => {
    const res = await t.db.execute(sql`
      select c.data_type as "column", s.data_type::text as "sequence", s.max_value::text as "max"
      from information_schema.columns c, pg_sequences s
      where c.table_name = 'ripple_events' and c.column_name = 'id' and s.sequencename = 'ripple_events_id_seq'`);
    expect((res as unknown as { rows: unknown[] }).rows[0]).toEqual({ column: 'bigint', sequence: 'bigint', max: '9223372036854775807' });
  });
});
