import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONNECTIONS_TEXT } from '../../../../common/schemas/connections';
import { useTestApp } from '../../../test/harness';
import { readOutbox } from '../../../test/mail';
import { memberWithProfile, postRequest, requestBody, TEEN_DOB } from '../../../test/factories';

const { t, http } = useTestApp();

describe('posting and listing help requests', () => {
  it('posts a request with the spec rules, normal urgency as medium, and refuses contact details', async () => {
    const owner = await memberWithProfile(http);
    const res = await owner.http.post('/api/connections/requests', requestBody());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ status: 'open', urgency: 'medium', requesterId: owner.user.id, helperId: null });
    expect(res.json().requester).toEqual({ id: owner.user.id, displayName: owner.user.displayName, avatar: null });

    for (const description of [
      'Text me on 07700 900123 please',
      'add me on snapchat: sammyj',
      'mail sam dot j at gmail dot com',
    ]) {
      const refused = await owner.http.post('/api/connections/requests', requestBody({ description }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(CONNECTIONS_TEXT.requestContact);
    }
    const bad = await owner.http.post(
      '/api/connections/requests',
      requestBody({ title: 'Hi', category: 'tech' as 'emotional' }),
    );
    expect(bad.statusCode).toBe(400);
    const { http: noProfile } = await http.member();
    expect((await noProfile.post('/api/connections/requests', requestBody())).statusCode).toBe(404);
    const { http: unconfirmed } = await http.member({ emailVerified: false });
    expect((await unconfirmed.post('/api/connections/requests', requestBody())).statusCode).toBe(403);
  });

  it("lists others' open requests of the same pool, newest first, paged and by category; never my own", async () => {
    const viewer = await memberWithProfile(http);
    const a = await memberWithProfile(http);
    const teen = await memberWithProfile(http, { dob: TEEN_DOB });
    const mine = await postRequest(viewer);
    const first = await postRequest(a, { category: 'career' });
    const second = await postRequest(a);
    const teens = await postRequest(teen);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const res = await viewer.http.get('/api/connections/requests', {
        query: { limit: '1', ...(cursor ? { cursor } : {}) },
      });
      expect(res.statusCode).toBe(200);
      const page = res.json() as { items: { id: number }[]; nextCursor: string | null };
      seen.push(...page.items.map((i) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen.indexOf(second)).toBeLessThan(seen.indexOf(first));
    expect(seen).not.toContain(mine);
    expect(seen).not.toContain(teens);
    const careers = (await viewer.http.get('/api/connections/requests', { query: { category: 'career' } })).json();
    expect(careers.items.map((i: { id: number }) => i.id)).toContain(first);
    expect(careers.items.map((i: { id: number }) => i.id)).not.toContain(second);
    // The teen sees the teen pool only.
    const teenList = (await teen.http.get('/api/connections/requests')).json().items.map((i: { id: number }) => i.id);
    expect(teenList).not.toContain(first);
    expect((await viewer.http.get('/api/connections/requests', { query: { category: 'nope' } })).statusCode).toBe(400);

    const my = (await viewer.http.get('/api/connections/my-requests')).json();
    expect(my.items.map((i: { id: number }) => i.id)).toEqual([mine]);
  });
});

describe('editing and deleting a request', () => {
  it('lets the owner edit while open and complete it; anyone else gets 404', async () => {
    const owner = await memberWithProfile(http);
    const other = await memberWithProfile(http);
    const id = await postRequest(owner);
    expect((await other.http.patch(`/api/connections/requests/${id}`, { title: 'Not mine at all' })).statusCode).toBe(
      404,
    );
    const edited = await owner.http.patch(`/api/connections/requests/${id}`, {
      title: 'A better title',
      category: 'tech',
      urgency: 'high',
    });
    expect(edited.json()).toMatchObject({ title: 'A better title', category: 'tech', urgency: 'high' });
    const short = await owner.http.patch(`/api/connections/requests/${id}`, { title: 'Hey' });
    expect(short.json().message).toBe('Title must be at least 5 characters');
    expect(
      (await owner.http.patch(`/api/connections/requests/${id}`, { description: 'call me on 555 123 4567' }))
        .statusCode,
    ).toBe(400);
    const done = await owner.http.patch(`/api/connections/requests/${id}`, { status: 'completed' });
    expect(done.json()).toMatchObject({ status: 'completed' });
    expect((await owner.http.patch(`/api/connections/requests/${id}`, { title: 'Too late to edit' })).statusCode).toBe(
      409,
    );
  });

  it('deletes softly, but not while a helper is connected', async () => {
    const owner = await memberWithProfile(http);
    const helper = await memberWithProfile(http);
    const open = await postRequest(owner);
    expect((await helper.http.delete(`/api/connections/requests/${open}`)).statusCode).toBe(404);
    expect((await owner.http.delete(`/api/connections/requests/${open}`)).statusCode).toBe(200);
    expect((await owner.http.get('/api/connections/my-requests')).json().items).toEqual([]);
    expect((await helper.http.post(`/api/connections/requests/${open}/accept`)).statusCode).toBe(404);

    const taken = await postRequest(owner);
    expect((await helper.http.post(`/api/connections/requests/${taken}/accept`)).statusCode).toBe(201);
    const refused = await owner.http.delete(`/api/connections/requests/${taken}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/helper is connected/);
  });
});

describe('accepting a request', () => {
  it('opens the conversation, tells the requester by mail (confirmed address only), and refuses my own', async () => {
    const owner = await memberWithProfile(http);
    const helper = await memberWithProfile(http);
    const id = await postRequest(owner);
    expect((await owner.http.post(`/api/connections/requests/${id}/accept`)).statusCode).toBe(400);
    const res = await helper.http.post(`/api/connections/requests/${id}/accept`);
    expect(res.statusCode).toBe(201);
    const { conversationId } = res.json();
    const mine = (await owner.http.get('/api/connections/my-requests')).json().items[0];
    expect(mine).toMatchObject({ status: 'in_progress', helperId: helper.user.id, conversationId });
    expect(mine.helper).toMatchObject({ id: helper.user.id });
    const mails = await readOutbox(t.db, owner.user.username);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Someone offered to help with your request');
    // Nothing a member wrote reaches an inbox, the helper's name included (decision 018).
    expect(`${mails[0]!.subject} ${mails[0]!.text} ${mails[0]!.html}`).not.toContain(helper.user.displayName);
    expect(mails[0]!.text).toContain(`/chat/${conversationId}`);
    expect(mails[0]!.text).not.toContain('fractions');
    expect((await helper.http.post(`/api/connections/requests/${id}/accept`)).statusCode).toBe(409);
    expect((await helper.http.post('/api/connections/requests/abc/accept')).statusCode).toBe(400);
    // Taken: no longer in anyone's list of open requests.
    const third = await memberWithProfile(http);
    const listed = (await third.http.get('/api/connections/requests')).json().items.map((i: { id: number }) => i.id);
    expect(listed).not.toContain(id);
  });

  it('lets exactly one of two helpers accepting at once win; the other gets 409', async () => {
    const owner = await memberWithProfile(http);
    const helpers = await Promise.all([memberWithProfile(http), memberWithProfile(http), memberWithProfile(http)]);
    const id = await postRequest(owner);
    const results = await Promise.all(helpers.map((h) => h.http.post(`/api/connections/requests/${id}/accept`)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toMatch(/Someone else is already helping/);
  });

  it('keeps the two age pools from reaching each other: accept answers 404', async () => {
    const teen = await memberWithProfile(http, { dob: TEEN_DOB });
    const adult = await memberWithProfile(http);
    const teenRequest = await postRequest(teen);
    const adultRequest = await postRequest(adult);
    expect((await adult.http.post(`/api/connections/requests/${teenRequest}/accept`)).statusCode).toBe(404);
    expect((await teen.http.post(`/api/connections/requests/${adultRequest}/accept`)).statusCode).toBe(404);
  });

  it('does not mail an unconfirmed requester', async () => {
    const owner = await memberWithProfile(http);
    const helper = await memberWithProfile(http);
    const id = await postRequest(owner);
    await t.db.execute(sql`update users set email_verified_at = null where id = ${owner.user.id}`);
    expect((await helper.http.post(`/api/connections/requests/${id}/accept`)).statusCode).toBe(201);
    expect(await readOutbox(t.db, owner.user.username)).toHaveLength(0);
  });
});
