import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NAMELESS_MEMBER } from '../../../common/names';
import { DEFAULT_CACHE_TTL } from '../../config';
import { buildInstance, type TestContext } from '../../test/build-test-app';
import { buildUser } from '../../test/factories';
import { createHttp, useTestApp, type TestHttp } from '../../test/harness';
import { holdNamesWithContactDetails } from './users.service';

// A rename and a held name reach kept sessions (decisions 051 and 054): on this instance at the next request, on
// another through the database's notice (migration 0020, and the held name's column since 0021).
const { t, http } = useTestApp(
  {},
  { cacheTtl: { ...DEFAULT_CACHE_TTL, statsMs: 0, storyPageMs: 0, currentChallengeMs: 0 } },
);

const seenBy = async (client: TestHttp) => {
  const me = (await client.get('/api/user')).json() as { displayName: string; nameNeedsChange?: true };
  return { displayName: me.displayName, nameNeedsChange: me.nameNeedsChange ?? false };
};

describe('a rename and kept sessions', () => {
  let other: TestContext;
  let otherHttp: TestHttp;
  beforeAll(async () => {
    // Keeps sessions for a minute: only the database's notice can explain it forgetting one within the test.
    other = await buildInstance(t.handle, { ...t.config, cacheTtl: { ...t.config.cacheTtl, sessionMs: 60_000 } });
    otherHttp = createHttp(other);
  });
  afterAll(async () => {
    await other.close();
  });

  it("shows the new name at the member's next request, on every device of theirs, here and on another instance", async () => {
    const user = await buildUser(t.db, { displayName: 'Ada' });
    const here = http.as(user);
    const phone = http.as(user);
    const there = otherHttp.withSession((await here.sessionToken())!);
    for (const client of [here, phone, there]) expect((await seenBy(client)).displayName).toBe('Ada');

    expect((await here.put('/api/user/display-name', { displayName: 'Ada Lovelace' })).statusCode).toBe(200);
    expect((await seenBy(here)).displayName).toBe('Ada Lovelace');
    expect((await seenBy(phone)).displayName).toBe('Ada Lovelace');
    await vi.waitFor(async () => expect((await seenBy(there)).displayName).toBe('Ada Lovelace'), { timeout: 10_000 });
  });

  it('tells every instance when the sweep holds a name, and when a rename releases it', async () => {
    const user = await buildUser(t.db, { displayName: 'snap samsmith10' });
    const here = http.as(user);
    const there = otherHttp.withSession((await here.sessionToken())!);
    expect(await seenBy(there)).toEqual({ displayName: 'snap samsmith10', nameNeedsChange: false });

    expect(await holdNamesWithContactDetails(t.db)).toBeGreaterThanOrEqual(1);
    await vi.waitFor(
      async () => expect(await seenBy(there)).toEqual({ displayName: NAMELESS_MEMBER, nameNeedsChange: true }),
      { timeout: 10_000 },
    );

    // The name shown while held, chosen on purpose: only the held column changes, and that is announced too.
    expect((await here.put('/api/user/display-name', { displayName: NAMELESS_MEMBER })).statusCode).toBe(200);
    expect(await seenBy(here)).toEqual({ displayName: NAMELESS_MEMBER, nameNeedsChange: false });
    await vi.waitFor(
      async () => expect(await seenBy(there)).toEqual({ displayName: NAMELESS_MEMBER, nameNeedsChange: false }),
      { timeout: 10_000 },
    );
  });
});
