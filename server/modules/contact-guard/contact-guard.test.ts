import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTACT_SWEEP_STEPS } from '../../composition';
import type { Db } from '../../db/client';
import { adminAuditLog, comments, connectionProfiles, connectionReviews, contactHolds, stories } from '../../db/schema';
import { CONTACT_SWEEP, sweepStoredContactDetails } from './contact-guard.service';
import { buildChallenge, buildUser } from '../../test/factories';
import { useTestApp } from '../../test/harness';

// The one-off sweep of what was stored before the guard stood at every door (decision 053): matching review comments,
// story comments and help-profile bios are hidden (not deleted) and queued for the team, who restore or remove them.
const { t, http } = useTestApp();
const db = () => t.db as Db;

const PHONE = 'Message me any time on 07700 900123';
const CLEAN = 'Thank you so much for your patience with fractions!';

async function storedWorld() {
  const [author, reviewer, viewer] = await Promise.all([buildUser(db()), buildUser(db()), buildUser(db())]);
  // A name from before the rule: held as 'Kind member' by the same sweep (decision 054), not queued.
  await buildUser(db(), { displayName: 'snap samlee10' });
  const profile = (userId: number, bio: string) => ({
    userId,
    bio,
    dateOfBirth: '1990-05-04',
    canHelp: true,
    needsHelp: true,
    helpCategories: ['emotional'],
  });
  await db()
    .insert(connectionProfiles)
    .values([
      profile(author.id, 'add me on snap, I am sam_lee'),
      profile(reviewer.id, CLEAN),
      profile(viewer.id, CLEAN),
    ]);
  const challenge = await buildChallenge(db());
  const [story] = await db()
    .insert(stories)
    .values({ userId: author.id, challengeId: challenge.id, content: CLEAN, status: 'approved' })
    .returning({ id: stories.id });
  const [hiddenComment, keptComment] = await db()
    .insert(comments)
    .values([
      { storyId: story!.id, userId: reviewer.id, content: 'write to sam.lee at example dot com' },
      { storyId: story!.id, userId: reviewer.id, content: CLEAN },
    ])
    .returning({ id: comments.id });
  await db()
    .insert(connectionReviews)
    .values([
      { reviewerId: reviewer.id, revieweeId: author.id, rating: 5, comment: `Great help! ${PHONE}` },
      { reviewerId: viewer.id, revieweeId: author.id, rating: 4, comment: CLEAN },
    ]);
  return {
    author,
    reviewer,
    viewer,
    storyId: story!.id,
    hiddenComment: hiddenComment!.id,
    keptComment: keptComment!.id,
  };
}

type QueueItem = { type: string; holdId: number; target: string; kind: string; excerpt: string };

describe('the contact sweep', () => {
  it('hides matching stored text and queues it; keeps the rest; runs once per version, also from two instances', async () => {
    const w = await storedWorld();
    const [first, second] = await Promise.all([
      sweepStoredContactDetails(t.handle, CONTACT_SWEEP_STEPS),
      sweepStoredContactDetails(t.handle, CONTACT_SWEEP_STEPS),
    ]);
    // One of the two instances swept; the other found the version's mark.
    expect([first, second].filter((r) => r === null)).toHaveLength(1);
    expect(first ?? second).toEqual({ review_comment: 1, story_comment: 1, profile_bio: 1, display_name: 1 });

    // Others no longer see the hidden texts; the rest, and the review's rating, stay.
    const viewer = http.as(w.viewer);
    const page = await viewer.get(`/api/connections/user-profile/${w.author.id}`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().profile.bio).toBe('');
    expect(page.json().reviews.count).toBe(2);
    expect(
      page
        .json()
        .reviews.latest.map((r: { comment: string | null }) => r.comment)
        .sort(),
    ).toEqual([CLEAN, null]);
    const listed = await http.get(`/api/stories/${w.storyId}/comments`);
    expect(listed.json().items.map((c: { id: number }) => c.id)).toEqual([w.keptComment]);
    // The author still reads their own bio (to change it).
    expect((await http.as(w.author).get(`/api/connections/user-profile/${w.author.id}`)).json().profile.bio).toContain(
      'snap',
    );

    // The team sees each in the review queue.
    const { http: admin } = await http.admin();
    const queue = await admin.get('/api/admin/review-queue', { query: { pageSize: '100' } });
    const hidden = (queue.json().items as QueueItem[]).filter((i) => i.type === 'hidden');
    expect(hidden.map((i) => [i.target, i.kind]).sort()).toEqual([
      ['profile_bio', 'app'],
      ['review_comment', 'phone'],
      ['story_comment', 'email'],
    ]);

    // A second run of the same version changes nothing; a later version skips what is held already.
    expect(await sweepStoredContactDetails(t.handle, CONTACT_SWEEP_STEPS)).toBeNull();
    expect(
      await sweepStoredContactDetails(t.handle, CONTACT_SWEEP_STEPS, { version: CONTACT_SWEEP.version + 1 }),
    ).toEqual({ review_comment: 0, story_comment: 0, profile_bio: 0, display_name: 0 });
    expect(await db().select().from(contactHolds)).toHaveLength(3);
  });

  it('the admin restores or removes a hidden text, audited; members cannot; bad ids answer 400 and 404', async () => {
    const { http: admin } = await http.admin();
    const queue = await admin.get('/api/admin/review-queue', { query: { pageSize: '100' } });
    const hidden = (queue.json().items as QueueItem[]).filter((i) => i.type === 'hidden');
    const byTarget = Object.fromEntries(hidden.map((i) => [i.target, i]));
    const comment = byTarget.story_comment!;
    const bio = byTarget.profile_bio!;

    const { http: member } = await http.member();
    expect((await member.post(`/api/admin/contact-holds/${comment.holdId}/restore`)).statusCode).toBe(403);
    expect((await admin.post('/api/admin/contact-holds/abc/restore')).statusCode).toBe(400);
    expect((await admin.post('/api/admin/contact-holds/999999/remove')).statusCode).toBe(404);

    const restored = await admin.post(`/api/admin/contact-holds/${comment.holdId}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await admin.post(`/api/admin/contact-holds/${comment.holdId}/remove`)).statusCode).toBe(404);
    const [shown] = await db()
      .select({ hiddenAt: comments.hiddenAt })
      .from(comments)
      .where(eq(comments.content, comment.excerpt));
    expect(shown?.hiddenAt).toBeNull();

    expect((await admin.post(`/api/admin/contact-holds/${bio.holdId}/remove`)).statusCode).toBe(200);
    const bios = await db().select({ bio: connectionProfiles.bio }).from(connectionProfiles);
    expect(bios.map((b) => b.bio)).not.toContain(bio.excerpt);

    const actions = await db().select({ action: adminAuditLog.action }).from(adminAuditLog);
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['contact_hold.restore', 'contact_hold.remove']),
    );
    // The restored comment is not hidden again by a later sweep; the queue keeps only the review comment.
    await sweepStoredContactDetails(t.handle, CONTACT_SWEEP_STEPS, { version: CONTACT_SWEEP.version + 2 });
    const after = await admin.get('/api/admin/review-queue', { query: { pageSize: '100' } });
    expect((after.json().items as QueueItem[]).filter((i) => i.type === 'hidden').map((i) => i.target)).toEqual([
      'review_comment',
    ]);
  });
});
