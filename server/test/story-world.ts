import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { stories, users } from '../db/schema';
import { buildChallenge, buildUser, type BuildChallengeOptions } from './factories';
import { formData } from './form-data';
import type { TestHttp } from './harness';
import { ledgerTotal } from '../modules/points/points.service';

// Shared set-up of the story tests: members who completed a challenge, stories made through the API.

type File = Parameters<typeof formData>[1];

/** POST /api/stories as the browser sends it: the `data` JSON field and an optional `image` file. */
export const postStory = (client: TestHttp, data: Record<string, unknown>, file?: File) =>
  client.inject({ method: 'POST', url: '/api/stories', ...formData({ data: JSON.stringify(data) }, file) });

/** A member who completed a (new, current) challenge, and a client signed in as them. */
export async function memberWithCompletion(db: Db, client: TestHttp, challenge?: BuildChallengeOptions) {
  const c = await buildChallenge(db, challenge);
  const user = await buildUser(db);
  const me = client.as(user);
  const done = await me.post(`/api/challenges/${c.id}/complete`, {});
  if (done.statusCode !== 200) throw new Error(`completion failed: ${done.body}`);
  return { challenge: c, user, me };
}

/** A story written through the API, then set to `status` directly (the moderation tests go through the API). */
export async function storyBy(
  db: Db,
  client: TestHttp,
  opts: { status?: 'pending' | 'approved' | 'rejected'; content?: string } = {},
) {
  const world = await memberWithCompletion(db, client);
  const res = await postStory(world.me, { challengeId: world.challenge.id, content: opts.content ?? 'I helped.' });
  if (res.statusCode !== 201) throw new Error(`story failed: ${res.body}`);
  const story = res.json().story as { id: number };
  if (opts.status && opts.status !== 'pending')
    await db.update(stories).set({ status: opts.status }).where(eq(stories.id, story.id));
  return { ...world, story };
}

/** A member's balance, and whether their ledger adds up to it. */
export async function pointsOf(db: Db, userId: number) {
  const [row] = await db.select({ points: users.points }).from(users).where(eq(users.id, userId));
  return { points: row.points, ledger: await ledgerTotal(db, userId) };
}
