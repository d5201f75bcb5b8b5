import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONNECTIONS_TEXT } from '../../../common/schemas/connections';
import { contactGuardMessages } from '../../../common/schemas/contact-guard';
import { storyMessages } from '../../../common/schemas/stories';
import type { Db } from '../../db/client';
import { contactRefusals } from '../../db/schema';
import { cleanUp } from '../../jobs/housekeeping';
import { formData } from '../../test/form-data';
import { useTestApp } from '../../test/harness';
import { postStory, storyBy, memberWithCompletion } from '../../test/story-world';
import { earlierMessagesOf } from './conversations/messages.service';
import { matchedPair, memberWithProfile, postRequest, profileBody, requestBody, send } from '../../test/factories';

// The guard at every door (decision 053), with the app's clock moved by the test.
let now = new Date();
const { t, http } = useTestApp({}, { clock: () => now });
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A few clear cases: a disguised phone number, an e-mail written out, 'add me on snap'. */
const DETAILS = ['my number is o7700 9OO 123', 'write to sam.lee at example dot com', 'add me on snap'];
const EVERYDAY = 'Thank you so much for your patience with fractions!';

const refusalsOf = (memberId: number) =>
  (t.db as Db)
    .select({ door: contactRefusals.door, kind: contactRefusals.kind, createdAt: contactRefusals.createdAt })
    .from(contactRefusals)
    .where(eq(contactRefusals.memberId, memberId));

describe('the guard at every door', () => {
  it('chat before trust: refuses details with the chat message, keeps everyday text, records each refusal', async () => {
    now = new Date();
    const { requester, conversationId } = await matchedPair(http);
    for (const text of DETAILS) {
      const res = await send(requester, conversationId, text);
      expect(res.statusCode, text).toBe(400);
      expect(res.json()).toEqual({
        message: CONNECTIONS_TEXT.chatContact,
        errors: { content: CONNECTIONS_TEXT.chatContact },
      });
    }
    expect((await send(requester, conversationId, EVERYDAY)).statusCode).toBe(201);
    const rows = await refusalsOf(requester.user.id);
    expect(rows.map((r) => [r.door, r.kind])).toEqual([
      ['chat', 'phone'],
      ['chat', 'email'],
      ['chat', 'app'],
    ]);
    // The record holds no text: only who, where, what kind and when.
    const [raw] = await (t.db as Db)
      .select()
      .from(contactRefusals)
      .where(eq(contactRefusals.memberId, requester.user.id));
    expect(Object.keys(raw!).sort()).toEqual(['createdAt', 'door', 'id', 'kind', 'memberId']);
  });

  it("chat reads the sender's last 5 messages of the last 10 minutes with a new one, oldest first", async () => {
    const start = new Date();
    now = start;
    const { requester, helper, conversationId } = await matchedPair(http);
    expect((await send(requester, conversationId, '07700')).statusCode).toBe(201);
    now = new Date(start.getTime() + MINUTE);
    for (const part of ['900', 'a', 'b', 'c', 'd'])
      expect((await send(requester, conversationId, part)).statusCode).toBe(201);
    expect((await send(helper, conversationId, 'the helper says hi')).statusCode).toBe(201);
    const p = { conversationId, senderId: requester.user.id };
    expect(await earlierMessagesOf(t.db as Db, { ...p, now })).toEqual(['900', 'a', 'b', 'c', 'd']);
    // Eleven minutes on, nothing of it is read with the next message.
    expect(await earlierMessagesOf(t.db as Db, { ...p, now: new Date(start.getTime() + 12 * MINUTE) })).toEqual([]);
  });

  it('chat keeps the parts of a number sent 11 minutes apart', async () => {
    const start = new Date();
    now = start;
    const { requester, conversationId } = await matchedPair(http);
    for (const [i, part] of ['07700', '900', '123'].entries()) {
      now = new Date(start.getTime() + i * 11 * MINUTE);
      expect((await send(requester, conversationId, part)).statusCode).toBe(201);
    }
  });

  it("the team's message is exempt", async () => {
    now = new Date();
    const { requester, conversationId } = await matchedPair(http);
    const { http: admin } = await http.admin();
    const res = await admin.post(`/api/admin/conversations/${conversationId}/message`, {
      content: 'If you need us, call the team on 0800 123 4567.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const page = await requester.http.get(`/api/connections/conversations/${conversationId}/messages`);
    expect(JSON.stringify(page.json())).toContain('0800 123 4567');
  });

  it('help requests refuse details in the title or description (new and edited), keep everyday text', async () => {
    now = new Date();
    const owner = await memberWithProfile(http);
    for (const text of DETAILS) {
      const res = await owner.http.post(
        '/api/connections/requests',
        requestBody({ description: `Please help, ${text}` }),
      );
      expect(res.statusCode, text).toBe(400);
      expect(res.json()).toEqual({
        message: CONNECTIONS_TEXT.requestContact,
        errors: { description: CONNECTIONS_TEXT.requestContact },
      });
    }
    const id = await postRequest(owner, { description: EVERYDAY });
    const edit = await owner.http.patch(`/api/connections/requests/${id}`, {
      ...requestBody(),
      title: 'add me on snap',
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().errors).toEqual({ title: CONNECTIONS_TEXT.requestContact });
    expect((await refusalsOf(owner.user.id)).map((r) => r.door)).toEqual(Array(4).fill('help_request'));
  });

  it('help profiles refuse details in the bio, interests and languages, keep everyday text', async () => {
    now = new Date();
    const { user, http: me } = await http.member();
    for (const profile of [
      { bio: DETAILS[0] },
      { interests: ['Reading', DETAILS[1]!] },
      { languages: [DETAILS[2]!] },
    ]) {
      const res = await me.post('/api/connections/profile', profileBody(profile));
      expect(res.statusCode, JSON.stringify(profile)).toBe(400);
      expect(res.json().message).toBe(CONNECTIONS_TEXT.requestContact);
      expect(Object.keys(res.json().errors)).toEqual(Object.keys(profile));
    }
    expect((await me.post('/api/connections/profile', profileBody({ bio: EVERYDAY }))).statusCode).toBe(201);
    expect((await me.put('/api/connections/profile', profileBody({ bio: DETAILS[2] }))).statusCode).toBe(400);
    expect(await refusalsOf(user.id)).toHaveLength(4);
  });

  it("review comments: the requester's at completion and the helper's review refuse details, keep everyday text", async () => {
    now = new Date();
    const { requester, helper, conversationId } = await matchedPair(http);
    const complete = (comment: string) =>
      requester.http.post(`/api/connections/conversations/${conversationId}/complete`, {
        rating: 5,
        comment,
        revieweeId: helper.user.id,
      });
    for (const text of [...DETAILS, 'Great help! my snap is tomteen10, text me 07700900123']) {
      const res = await complete(text);
      expect(res.statusCode, text).toBe(400);
      expect(res.json()).toEqual({
        message: contactGuardMessages.review,
        errors: { comment: contactGuardMessages.review },
      });
    }
    // Nothing was stored: the conversation is still active and the member page shows no review.
    const profile = await requester.http.get(`/api/connections/user-profile/${helper.user.id}`);
    expect(profile.json().reviews.count).toBe(0);
    expect((await complete(EVERYDAY)).statusCode).toBe(200);

    const review = (comment: string) =>
      helper.http.post(`/api/connections/conversations/${conversationId}/review`, { rating: 5, comment });
    const refused = await review('Lovely to help! add me on snap');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ comment: contactGuardMessages.review });
    expect((await review('She explained it so clearly, thank you')).statusCode).toBe(201);
    expect((await refusalsOf(requester.user.id)).map((r) => r.door)).toEqual(Array(4).fill('review'));
    expect((await refusalsOf(helper.user.id)).map((r) => [r.door, r.kind])).toEqual([['review', 'app']]);
  });

  it('story comments refuse details with the comment message, keep everyday text', async () => {
    now = new Date();
    const { story } = await storyBy(t.db as Db, http, { status: 'approved' });
    const { user, http: me } = await http.member();
    const comment = (content: string) => me.post(`/api/stories/${story.id}/comments`, { content });
    for (const text of DETAILS) {
      const res = await comment(text);
      expect(res.statusCode, text).toBe(400);
      expect(res.json()).toEqual({
        message: storyMessages.contactInfo,
        errors: { content: storyMessages.contactInfo },
      });
    }
    expect((await comment(EVERYDAY)).statusCode).toBe(201);
    expect((await refusalsOf(user.id)).map((r) => r.door)).toEqual(Array(3).fill('story_comment'));
  });

  it('stories are flagged, not refused: the admin sees the flag, the author and the public do not', async () => {
    now = new Date();
    const world = await memberWithCompletion(t.db as Db, http);
    const flagged = await postStory(world.me, {
      challengeId: world.challenge.id,
      content: 'I helped my neighbour! Text me 07700 900123 if you want to join.',
    });
    expect(flagged.statusCode, flagged.body).toBe(201);
    expect(flagged.json().story).not.toHaveProperty('contactFlag');
    const id = flagged.json().story.id as number;
    const { http: admin } = await http.admin();
    const list = await admin.get('/api/stories', { query: { status: 'pending', limit: '50' } });
    const mine = (list.json().items as { id: number; contactFlag?: string | null }[]).find((s) => s.id === id);
    expect(mine?.contactFlag).toBe('phone');
    // Edited without the number, the flag goes.
    const edited = await world.me.inject({
      method: 'PUT',
      url: `/api/stories/${id}`,
      ...formData({ data: JSON.stringify({ content: EVERYDAY }) }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await admin.get(`/api/stories/${id}`)).json().contactFlag).toBeNull();
    expect(await refusalsOf(world.user.id)).toEqual([]);
  });
});

describe('the record of refusals', () => {
  it('is shown to the admin beside the member’s reports, counted by door and kind, never to a member', async () => {
    now = new Date();
    const { requester, helper, conversationId } = await matchedPair(http);
    await send(helper, conversationId, DETAILS[0]!);
    await send(helper, conversationId, 'my number is 07700 900 456');
    await send(helper, conversationId, DETAILS[2]!);
    const reported = await requester.http.post('/api/connections/reports', {
      reportedUserId: helper.user.id,
      reason: 'Spam or scam',
      conversationId,
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const { http: admin } = await http.admin();
    for (const url of ['/api/admin/reports', '/api/admin/connections/reports', '/api/admin/review-queue']) {
      const res = await admin.get(url, { query: { pageSize: '100' } });
      expect(res.statusCode).toBe(200);
      const reports = JSON.stringify(res.json());
      expect(reports, url).toContain(
        JSON.stringify({
          total: 3,
          byKind: [
            { door: 'chat', kind: 'app', count: 1 },
            { door: 'chat', kind: 'phone', count: 2 },
          ],
        }),
      );
    }
    // A member (even the one the refusals are about) reads none of it.
    expect((await helper.http.get('/api/admin/reports')).statusCode).toBe(403);
    expect((await requester.http.get('/api/admin/review-queue')).statusCode).toBe(403);
    const mine = await requester.http.get('/api/connections/my-reports');
    expect(mine.body).not.toContain('contactRefusals');
  });

  it('is kept 30 days: the hourly housekeeping removes older rows', async () => {
    const real = new Date();
    const { requester, conversationId } = await matchedPair(http);
    now = new Date(real.getTime() - 31 * DAY);
    expect((await send(requester, conversationId, DETAILS[0]!)).statusCode).toBe(400);
    now = new Date(real.getTime() - 29 * DAY);
    expect((await send(requester, conversationId, DETAILS[1]!)).statusCode).toBe(400);
    now = real;
    const gone = await cleanUp(t.db as Db, t.config);
    expect(gone.contactRefusals).toBeGreaterThanOrEqual(1);
    expect((await refusalsOf(requester.user.id)).map((r) => r.kind)).toEqual(['email']);
  });

  it('goes with the account', async () => {
    now = new Date();
    const member = await memberWithProfile(http);
    const refused = await member.http.post('/api/connections/requests', requestBody({ title: DETAILS[1] }));
    expect(refused.statusCode).toBe(400);
    expect(await refusalsOf(member.user.id)).toHaveLength(1);
    const res = await member.http.delete('/api/user', { username: member.user.username });
    expect(res.statusCode, res.body).toBe(200);
    expect(await refusalsOf(member.user.id)).toEqual([]);
  });
});
