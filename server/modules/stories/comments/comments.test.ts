import { describe, expect, it } from 'vitest';
import { storyMessages } from '../../../../common/schemas/stories';
import type { Db } from '../../../db/client';
import { contentReports } from '../../../db/schema';
import { useTestApp } from '../../../test/harness';
import { storyBy } from '../../../test/story-world';
import { recentAdminActions } from '../../audit/audit.service';
import { listContentReports } from '../stories.service';

const { t, http } = useTestApp();
const db = () => t.db as Db;

describe('comments', () => {
  it('members comment on approved stories; everyone reads them, as text, and the card counts them', async () => {
    const { story } = await storyBy(db(), http, { status: 'approved' });
    const { user, http: fan } = await http.member();
    const res = await fan.post(`/api/stories/${story.id}/comments`, {
      content: '  <img src=x onerror=alert(1)> Lovely!  ',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ content: '<img src=x onerror=alert(1)> Lovely!', author: { id: user.id } });
    const page = (await http.get(`/api/stories/${story.id}/comments`)).json();
    expect(page.items).toHaveLength(1);
    expect(page.nextCursor).toBeNull();
    expect((await http.get(`/api/stories/${story.id}`)).json().commentCount).toBe(1);
    expect((await http.get(`/api/stories/${story.id}`)).headers['content-type']).toMatch(/application\/json/);
  });

  it('refuse bad input, contact information, guests, and stories that are not public', async () => {
    const { story } = await storyBy(db(), http, { status: 'approved' });
    const { http: fan } = await http.member();
    expect((await fan.post(`/api/stories/${story.id}/comments`, { content: '  ' })).json().message).toBe(
      storyMessages.commentRequired,
    );
    expect((await fan.post(`/api/stories/${story.id}/comments`, { content: 'x'.repeat(501) })).json().message).toBe(
      storyMessages.commentTooLong,
    );
    const contact = await fan.post(`/api/stories/${story.id}/comments`, { content: 'add me on snapchat: kindkid' });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().message).toBe(storyMessages.contactInfo);
    expect((await http.post(`/api/stories/${story.id}/comments`, { content: 'Hi' })).statusCode).toBe(401);
    const pending = await storyBy(db(), http);
    expect((await fan.post(`/api/stories/${pending.story.id}/comments`, { content: 'Hi' })).statusCode).toBe(404);
    expect((await http.get(`/api/stories/${pending.story.id}/comments`)).statusCode).toBe(404);
  });

  it('page oldest first by cursor', async () => {
    const { story } = await storyBy(db(), http, { status: 'approved' });
    const { http: fan } = await http.member();
    for (let i = 1; i <= 3; i++) await fan.post(`/api/stories/${story.id}/comments`, { content: `Comment ${i}` });
    const first = (await http.get(`/api/stories/${story.id}/comments`, { query: { limit: '2' } })).json();
    expect(first.items.map((c: { content: string }) => c.content)).toEqual(['Comment 1', 'Comment 2']);
    const rest = (
      await http.get(`/api/stories/${story.id}/comments`, { query: { limit: '2', cursor: first.nextCursor } })
    ).json();
    expect(rest.items.map((c: { content: string }) => c.content)).toEqual(['Comment 3']);
  });

  it('may be deleted by their author or an admin (audited), by nobody else', async () => {
    const { story } = await storyBy(db(), http, { status: 'approved' });
    const { http: fan } = await http.member();
    const a = (await fan.post(`/api/stories/${story.id}/comments`, { content: 'First' })).json();
    const b = (await fan.post(`/api/stories/${story.id}/comments`, { content: 'Second' })).json();
    const { http: stranger } = await http.member();
    expect((await stranger.delete(`/api/comments/${a.id}`)).statusCode).toBe(404);
    expect((await fan.delete(`/api/comments/${a.id}`)).statusCode).toBe(200);
    const { user: admin, http: adminClient } = await http.admin();
    expect((await adminClient.delete(`/api/comments/${b.id}`)).statusCode).toBe(200);
    const [audit] = await recentAdminActions(db(), 1);
    expect(audit).toMatchObject({ actorId: admin.id, action: 'comment.delete', targetId: b.id });
    expect((await http.get(`/api/stories/${story.id}`)).json().commentCount).toBe(0);
  });
});

describe('reports', () => {
  it('store reports of stories and comments once per member, and hide nothing', async () => {
    const { story } = await storyBy(db(), http, { status: 'approved' });
    const { user, http: fan } = await http.member();
    const c = (await fan.post(`/api/stories/${story.id}/comments`, { content: 'Hmm' })).json();
    const r1 = await fan.post(`/api/stories/${story.id}/report`, {
      reason: 'Spam or advertising',
      description: 'Looks like an ad',
    });
    expect(r1.statusCode).toBe(201);
    expect(r1.json().message).toBe(storyMessages.reported);
    await fan.post(`/api/stories/${story.id}/report`, { reason: 'Spam or advertising' });
    expect((await fan.post(`/api/comments/${c.id}/report`, { reason: 'Bullying or harassment' })).statusCode).toBe(201);
    const rows = (await db().select().from(contentReports)).filter((r) => r.reporterId === user.id);
    expect(rows.map((r) => [r.contentType, r.reason, r.status])).toEqual([
      ['story', 'Spam or advertising', 'pending'],
      ['comment', 'Bullying or harassment', 'pending'],
    ]);
    expect((await http.get(`/api/stories/${story.id}`)).statusCode).toBe(200);
    const queue = await listContentReports(db(), { status: 'pending', page: 1, pageSize: 50 });
    expect(queue.total).toBeGreaterThanOrEqual(2);
    expect(queue.rows[0]).toMatchObject({ contentType: 'comment', commentId: c.id, reporterId: user.id });
  });

  it('need a reason, a signed-in member and a visible item', async () => {
    const { story } = await storyBy(db(), http, { status: 'approved' });
    const { http: fan } = await http.member();
    expect((await fan.post(`/api/stories/${story.id}/report`, {})).json().message).toBe(
      storyMessages.reportReasonRequired,
    );
    expect((await http.post(`/api/stories/${story.id}/report`, { reason: 'Spam' })).statusCode).toBe(401);
    expect((await fan.post('/api/comments/999999/report', { reason: 'Spam or advertising' })).statusCode).toBe(404);
  });
});
