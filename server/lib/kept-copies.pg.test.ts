import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSettings, challenges, rippleChains, stories } from '../db/schema';
import { freshCookieName } from '../plugins/session';
import { buildChallenge, buildRipple } from '../test/factories';
import { createHttp, type TestHttp } from '../test/harness';
import { pointsOf, storyBy } from '../test/story-world';
import { useTwoInstances } from '../test/two-instances';

// Read-your-writes on every instance (decision 069), through two instances on one PostgreSQL database with the
// production lifetimes, as behind nginx's round robin. For each kept copy: the writer's next request through the
// other instance sees the write at once (the 'fresh until' cookie skips what that instance kept, even a change it
// was never told of); anyone else sees it once the other instance acted on the write's notice (the test waits for
// the notice, never for a time).
const { one, two, http } = useTwoInstances();

/** A change made in the database behind both instances' backs: no notice, so only a read that skips copies sees it. */
const behindTheirBacks = {
  storyText: (id: number, content: string) => one.db.update(stories).set({ content }).where(eq(stories.id, id)),
  challengeTitle: (id: number, title: string) => one.db.update(challenges).set({ title }).where(eq(challenges.id, id)),
  peopleReached: (seedCode: string, n: number) =>
    one.db.update(rippleChains).set({ peopleReached: n }).where(eq(rippleChains.seedCode, seedCode)),
  likeCapPerAuthor: (value: string) =>
    one.db
      .insert(adminSettings)
      .values({ key: 'like_points_daily_cap_per_author', value })
      .onConflictDoUpdate({ target: adminSettings.key, set: { value, updatedAt: sql`now()` } }),
};

const storyList = async (client: TestHttp) =>
  (await client.get('/api/stories?sortBy=recent&limit=50')).json().items as { id: number; content: string }[];
const currentTitle = async (client: TestHttp) => (await client.get('/api/challenges/current')).json()?.title;
const balance = async (client: TestHttp) => (await client.get('/api/user')).json().points as number;

/** A write through instance one that changes none of the copies tested: its answer carries the 'fresh until' cookie. */
async function write(client: TestHttp) {
  const res = await client.put('/api/user/display-name', { displayName: 'Kind Neighbour' });
  expect(res.statusCode, res.body).toBeLessThan(400);
  expect(res.cookies.map((c) => c.name)).toContain(freshCookieName(one.config));
}

describe('a member sees their own balance at once on every instance', () => {
  it('after a completion, a like from someone else and an admin adjustment made through the other instance', async () => {
    const { user, me, story } = await storyBy(one.db, http, { status: 'approved' });
    const there = me.through(two);
    const start = await balance(there);
    expect(start).toBe((await pointsOf(one.db, user.id)).points);
    const { http: liker } = await http.member();
    expect((await liker.post(`/api/stories/${story.id}/like`)).statusCode).toBe(200);
    expect(await balance(there)).toBe(start + 1);
    const { http: admin } = await http.admin();
    const add = await admin.post('/api/admin/adjust-points', { userId: user.id, points: 30, reason: 'Helped out' });
    expect(add.statusCode, add.body).toBe(200);
    expect(await balance(there)).toBe(start + 31);
    expect((await there.get('/api/user/summary')).json()).toMatchObject({ points: start + 31 });
    const challenge = await buildChallenge(one.db, { basePoints: 40 });
    expect((await me.post(`/api/challenges/${challenge.id}/complete`, {})).statusCode).toBe(200);
    expect(await balance(there)).toBe(start + 71);
  });
});

describe('the public story list (pages kept 1 s per instance)', () => {
  it("the writer's next read skips the kept pages; a guest still gets them", async () => {
    const { me, story } = await storyBy(one.db, http, { status: 'approved', content: 'Before' });
    const guest = createHttp(two);
    expect((await storyList(guest)).find((s) => s.id === story.id)?.content).toBe('Before');
    await behindTheirBacks.storyText(story.id, 'After');
    expect((await storyList(guest)).find((s) => s.id === story.id)?.content).toBe('Before');
    await write(me);
    expect((await storyList(me.through(two))).find((s) => s.id === story.id)?.content).toBe('After');
  });

  it("a story's approval and deletion reach the other instance at once for their writer, and for everyone once told", async () => {
    const { me, story } = await storyBy(one.db, http, { status: 'pending' });
    const guest = createHttp(two);
    expect((await storyList(guest)).map((s) => s.id)).not.toContain(story.id);
    const { http: admin } = await http.admin();
    let told = two.app.nextKeptCopyNotice('stories');
    const approve = await admin.patch(`/api/stories/${story.id}/status`, { status: 'approved' });
    expect(approve.statusCode, approve.body).toBe(200);
    await told;
    expect((await storyList(guest)).map((s) => s.id)).toContain(story.id);
    told = two.app.nextKeptCopyNotice('stories');
    expect((await me.delete(`/api/stories/${story.id}`)).statusCode).toBe(200);
    expect((await storyList(me.through(two))).map((s) => s.id)).not.toContain(story.id);
    await told;
    expect((await storyList(guest)).map((s) => s.id)).not.toContain(story.id);
  });
});

describe('the current challenge (kept 1 s per instance)', () => {
  it("the writer's next read skips it; an admin's edit reaches everyone on the other instance once told", async () => {
    const challenge = await buildChallenge(one.db, { title: 'First title', startDate: new Date(Date.now() - 60_000) });
    const guest = createHttp(two);
    expect(await currentTitle(guest)).toBe('First title');
    await behindTheirBacks.challengeTitle(challenge.id, 'Second title');
    expect(await currentTitle(guest)).toBe('First title');
    const { http: admin } = await http.admin();
    await write(admin);
    expect(await currentTitle(admin.through(two))).toBe('Second title');

    const told = two.app.nextKeptCopyNotice('challenge');
    const edit = await admin.patch(`/api/challenges/${challenge.id}`, { title: 'Third title' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await currentTitle(admin.through(two))).toBe('Third title');
    await told;
    expect(await currentTitle(guest)).toBe('Third title');
  });
});

describe('the like caps (settings kept 1 s per instance)', () => {
  it("an admin's saved cap applies to their own next like at once, and to everyone's once told", async () => {
    const { user: author, story } = await storyBy(one.db, http, { status: 'approved' });
    const { story: second } = await storyBy(one.db, http, { status: 'approved' });
    const likeThere = async (client: TestHttp, id: number) =>
      expect((await client.through(two).post(`/api/stories/${id}/like`)).statusCode).toBe(200);
    // Instance two keeps the caps a like read.
    await likeThere((await http.member()).http, second.id);
    await behindTheirBacks.likeCapPerAuthor('0');
    const { http: admin } = await http.admin();
    await write(admin);
    const before = (await pointsOf(one.db, author.id)).points;
    await likeThere(admin, story.id);
    expect((await pointsOf(one.db, author.id)).points).toBe(before);
    // Someone else's like on instance two still counts under the kept cap...
    await likeThere((await http.member()).http, story.id);
    expect((await pointsOf(one.db, author.id)).points).toBe(before + 1);
    // ...until the admin's save through instance one is announced.
    const told = two.app.nextKeptCopyNotice('settings');
    const save = await admin.post('/api/admin/settings', { key: 'like_points_daily_cap_per_author', value: '0' });
    expect(save.statusCode, save.body).toBe(200);
    await told;
    await likeThere((await http.member()).http, story.id);
    expect((await pointsOf(one.db, author.id)).points).toBe(before + 1);
  });
});

describe("a ripple's summary (kept 1 s per instance)", () => {
  it('the owner sees their change at once through the other instance; everyone else once told', async () => {
    const owner = createHttp(one);
    const { seedCode, ownerKey } = await buildRipple(owner);
    const guest = createHttp(two);
    const summary = (client: TestHttp, key?: string) =>
      client.get(`/api/ripples/summary/${seedCode}${key ? `?key=${key}` : ''}`).then((r) => r.json());
    expect(await summary(guest)).toMatchObject({ peopleReached: 0, status: 'active' });
    await behindTheirBacks.peopleReached(seedCode, 7);
    expect(await summary(guest)).toMatchObject({ peopleReached: 0 });
    const told = two.app.nextKeptCopyNotice(`ripple:${seedCode}`);
    const close = await owner.post(`/api/ripples/summary/${seedCode}/status`, { key: ownerKey, status: 'closed' });
    expect(close.statusCode, close.body).toBe(200);
    expect(await summary(owner.through(two))).toMatchObject({ peopleReached: 7, status: 'closed' });
    expect(await summary(owner.through(two), ownerKey)).toMatchObject({ status: 'closed', isOwner: true });
    await told;
    expect(await summary(guest)).toMatchObject({ peopleReached: 7, status: 'closed' });
  });
});
