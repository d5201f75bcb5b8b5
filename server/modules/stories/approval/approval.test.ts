import { describe, expect, it } from 'vitest';
import { storyMessages } from '../../../../common/schemas/stories';
import type { Db } from '../../../db/client';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildReward, buildUser } from '../../../test/factories';
import { formData, testImage } from '../../../test/form-data';
import { uploadsRoot } from '../../uploads/uploads.storage';
import { useTestApp } from '../../../test/harness';
import { clearOutbox, readOutbox } from '../../../test/mail';
import { memberWithCompletion, pointsOf, postStory, storyBy } from '../../../test/story-world';
import { recentAdminActions } from '../../audit/audit.service';
import { credit } from '../../points/points.service';

const { t, http } = useTestApp();
const db = () => t.db as Db;
const setStatus = async (id: number, body: Record<string, unknown>) => {
  const { http: admin } = await http.admin();
  return admin.patch(`/api/stories/${id}/status`, body);
};

describe('PATCH /api/stories/{id}/status', () => {
  it('is refused to guests (401) and members (403), even the author', async () => {
    const { story, me } = await storyBy(db(), http);
    expect((await http.patch(`/api/stories/${story.id}/status`, { status: 'approved' })).statusCode).toBe(401);
    expect((await me.patch(`/api/stories/${story.id}/status`, { status: 'approved' })).statusCode).toBe(403);
  });

  it('needs a reason to reject, and answers a missing story 404', async () => {
    const { story } = await storyBy(db(), http);
    const res = await setStatus(story.id, { status: 'rejected' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(storyMessages.reasonRequired);
    expect((await setStatus(999999, { status: 'approved' })).statusCode).toBe(404);
    expect((await setStatus(story.id, { status: 'published' })).statusCode).toBe(400);
  });

  it('grants the story bonus on approval only, once per member per challenge, and mails the author', async () => {
    const { challenge, user, me } = await memberWithCompletion(db(), http);
    expect(await pointsOf(db(), user.id)).toEqual({ points: 50, ledger: 50 });
    const first = (await postStory(me, { challengeId: challenge.id, content: 'First story' })).json().story;
    const second = (await postStory(me, { challengeId: challenge.id, content: 'Second story' })).json().story;
    // Pending stories earn nothing.
    expect((await pointsOf(db(), user.id)).points).toBe(50);
    await clearOutbox(db());
    const approved = await setStatus(first.id, { status: 'approved' });
    expect(approved.json()).toMatchObject({ message: 'Story approved', story: { status: 'approved' } });
    expect(await pointsOf(db(), user.id)).toEqual({ points: 75, ledger: 75 });
    await setStatus(first.id, { status: 'approved' });
    await setStatus(second.id, { status: 'approved' });
    expect(await pointsOf(db(), user.id)).toEqual({ points: 75, ledger: 75 });
    const mails = await readOutbox(db(), user.username);
    expect(mails).toHaveLength(2);
    expect(mails[0].subject).toBe('Your kindness story is live');
    expect(mails[0].text).toContain('25 bonus points');
    // A name is the member's own text: no mail carries it (decision 018).
    for (const mail of mails) expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain(user.displayName);
    const [audit] = await recentAdminActions(db(), 1);
    expect(audit).toMatchObject({ action: 'story.approve', targetType: 'story', targetId: second.id });
  });

  it('rejects with a reason the author sees and is mailed; the author edits and resubmits; approval then pays', async () => {
    const { story, user, me } = await storyBy(db(), http, { content: 'My first try' });
    await clearOutbox(db());
    await setStatus(story.id, { status: 'rejected', reason: 'Please leave out the full name of your neighbour.' });
    const mine = (await me.get('/api/user/stories')).json().items[0];
    expect(mine).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please leave out the full name of your neighbour.',
    });
    const [mail] = await readOutbox(db(), user.username);
    expect(mail.text).toContain('Please leave out the full name of your neighbour.');
    expect(mail.text).toContain('/dashboard');
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toContain(user.displayName);
    expect((await pointsOf(db(), user.id)).points).toBe(50);

    const edited = await me.put(`/api/stories/${story.id}`, { content: 'My second try, without names' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().story).toMatchObject({
      status: 'pending',
      rejectionReason: null,
      content: 'My second try, without names',
    });
    await setStatus(story.id, { status: 'approved' });
    expect(await pointsOf(db(), user.id)).toEqual({ points: 75, ledger: 75 });
    // An approved story stays as approved.
    expect((await me.put(`/api/stories/${story.id}`, { content: 'Sneaky change' })).statusCode).toBe(409);
  });

  it('takes back the bonus and like points when an approved story is rejected, even from a short balance', async () => {
    const { story, user } = await storyBy(db(), http);
    await setStatus(story.id, { status: 'approved' });
    for (let i = 0; i < 3; i++) await http.as(await buildUser(db())).post(`/api/stories/${story.id}/like`);
    expect(await pointsOf(db(), user.id)).toEqual({ points: 78, ledger: 78 });
    await setStatus(story.id, { status: 'rejected', reason: 'Reported as not true' });
    expect(await pointsOf(db(), user.id)).toEqual({ points: 50, ledger: 50 });
    // Approved again: the bonus comes back, the old likes no longer pay.
    await setStatus(story.id, { status: 'approved' });
    expect(await pointsOf(db(), user.id)).toEqual({ points: 75, ledger: 75 });

    // The author spent most of it meanwhile: the take-back stops at 0 and records what it took.
    await credit(db(), user.id, -70, 'admin_adjustment', { type: 'admin', id: null }, 'Spent elsewhere');
    await setStatus(story.id, { status: 'rejected', reason: 'Reported again' });
    expect(await pointsOf(db(), user.id)).toEqual({ points: 0, ledger: 0 });
    const history = (await http.as(user).get('/api/user/points-history')).json().items;
    expect(history[0]).toMatchObject({ reason: 'content_removed', delta: -5 });
  });
});

describe('the story bonus is paid once per completion (decision 059)', () => {
  /** A story through the API, approved by an admin. */
  const approvedStory = async (me: typeof http, challengeId: number, content: string) => {
    const story = (await postStory(me, { challengeId, content })).json().story as { id: number };
    expect((await setStatus(story.id, { status: 'approved' })).statusCode).toBe(200);
    return story;
  };
  const claim = async (me: typeof http, pointsCost: number) => {
    const reward = await buildReward(db(), { pointsCost });
    const res = await me.post(`/api/rewards/${reward.id}/claim`, { email: 'home@example.test' });
    expect(res.statusCode, res.body).toBe(201);
  };

  it('cannot be earned again by spending it, deleting the story and sharing a new one', async () => {
    const { challenge, user, me } = await memberWithCompletion(db(), http);
    const first = await approvedStory(me, challenge.id, 'My first story');
    expect(await pointsOf(db(), user.id)).toEqual({ points: 75, ledger: 75 });
    await claim(me, 75);
    expect((await me.delete(`/api/stories/${first.id}`)).statusCode).toBe(200);
    // Nothing was there to take back, so nothing is owed again.
    await approvedStory(me, challenge.id, 'The same story, shared again');
    expect(await pointsOf(db(), user.id)).toEqual({ points: 0, ledger: 0 });
  });

  it('pays a new story only the part of the bonus its removed story gave back', async () => {
    const { challenge, user, me } = await memberWithCompletion(db(), http);
    const first = await approvedStory(me, challenge.id, 'My first story');
    await claim(me, 65);
    expect((await pointsOf(db(), user.id)).points).toBe(10);
    expect((await me.delete(`/api/stories/${first.id}`)).statusCode).toBe(200);
    expect((await pointsOf(db(), user.id)).points).toBe(0);
    const second = await approvedStory(me, challenge.id, 'Shared again');
    expect(await pointsOf(db(), user.id)).toEqual({ points: 10, ledger: 10 });
    // Rejected and approved again with the balance there: all of it comes back and goes out again, never more.
    await setStatus(second.id, { status: 'rejected', reason: 'Please check the date' });
    expect((await pointsOf(db(), user.id)).points).toBe(0);
    await setStatus(second.id, { status: 'approved' });
    expect(await pointsOf(db(), user.id)).toEqual({ points: 10, ledger: 10 });
  });

  it('pays the whole bonus again when its removal took all of it back', async () => {
    const { challenge, user, me } = await memberWithCompletion(db(), http);
    const first = await approvedStory(me, challenge.id, 'My first story');
    expect((await me.delete(`/api/stories/${first.id}`)).statusCode).toBe(200);
    expect((await pointsOf(db(), user.id)).points).toBe(50);
    await approvedStory(me, challenge.id, 'Shared again');
    expect(await pointsOf(db(), user.id)).toEqual({ points: 75, ledger: 75 });
  });
});

describe('editing and deleting stories', () => {
  it('lets the author replace or remove the picture when resubmitting, and removes the old file', async () => {
    const { story, me } = await storyBy(db(), http);
    const fileOf = (image: string) => path.join(uploadsRoot(t.config), image.slice('/uploads/'.length));
    const put = async (content: string) =>
      me.inject({
        method: 'PUT',
        url: `/api/stories/${story.id}`,
        ...formData(
          { data: JSON.stringify({ content }) },
          { filename: 'n.webp', contentType: 'image/webp', data: await testImage('webp') },
        ),
      });
    const first = (await put('With a picture')).json().story.image as string;
    expect(existsSync(fileOf(first))).toBe(true);
    const second = (await put('With another picture')).json().story.image as string;
    expect(second).not.toBe(first);
    expect(existsSync(fileOf(first))).toBe(false);
    const removed = await me.put(`/api/stories/${story.id}`, { content: 'No picture now', removeImage: true });
    expect(removed.json().story).toMatchObject({ image: null, content: 'No picture now', status: 'pending' });
    expect(existsSync(fileOf(second))).toBe(false);
  });

  it('lets nobody but the author edit (404), and keeps what they wrote on bad input', async () => {
    const { story, me } = await storyBy(db(), http, { content: 'Keep me' });
    const { http: stranger } = await http.member();
    expect((await stranger.put(`/api/stories/${story.id}`, { content: 'Mine now' })).statusCode).toBe(404);
    expect((await me.put(`/api/stories/${story.id}`, { content: ' ' })).statusCode).toBe(400);
    expect((await me.get(`/api/stories/${story.id}`)).json().content).toBe('Keep me');
  });

  it('lets the author or an admin delete, takes back what it gave, and audits the admin', async () => {
    const a = await storyBy(db(), http);
    await setStatus(a.story.id, { status: 'approved' });
    const { http: stranger } = await http.member();
    expect((await stranger.delete(`/api/stories/${a.story.id}`)).statusCode).toBe(404);
    expect((await a.me.delete(`/api/stories/${a.story.id}`)).json()).toEqual({ message: storyMessages.deleted });
    expect(await pointsOf(db(), a.user.id)).toEqual({ points: 50, ledger: 50 });
    expect((await http.get(`/api/stories/${a.story.id}`)).statusCode).toBe(404);

    const b = await storyBy(db(), http);
    const { user: admin, http: adminClient } = await http.admin();
    expect((await adminClient.delete(`/api/stories/${b.story.id}`)).statusCode).toBe(200);
    const [audit] = await recentAdminActions(db(), 1);
    expect(audit).toMatchObject({ actorId: admin.id, action: 'story.delete', targetId: b.story.id });
    expect((await http.delete(`/api/stories/${b.story.id}`)).statusCode).toBe(401);
  });
});
