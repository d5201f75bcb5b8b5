import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CACHE_TTL } from '../../config';
import type { Db } from '../../db/client';
import { stories } from '../../db/schema';
import { useTestApp } from '../../test/harness';
import { storyBy } from '../../test/story-world';

// GET /api/stories with the production cache on (pages kept 1 s per instance).
const { t, http } = useTestApp({}, { cacheTtl: DEFAULT_CACHE_TTL });
const db = () => t.db as Db;
const firstPage = async () => (await http.get('/api/stories', { query: { sortBy: 'recent' } })).json();

describe('the kept pages of the public story list', () => {
  it('keep a page, and show an approval, a comment and a deletion at once', async () => {
    const shown = await storyBy(db(), http, { status: 'approved', content: 'Shown from the start.' });
    expect((await firstPage()).items.map((s: { id: number }) => s.id)).toEqual([shown.story.id]);
    // Changed behind the app's back: the kept page stays (so the lines below prove the clearing).
    await db().update(stories).set({ content: 'Changed in the database.' }).where(eq(stories.id, shown.story.id));
    expect((await firstPage()).items[0].content).toBe('Shown from the start.');

    const waiting = await storyBy(db(), http);
    const { http: admin } = await http.admin();
    const approved = await admin.patch(`/api/stories/${waiting.story.id}/status`, { status: 'approved' });
    expect(approved.statusCode).toBe(200);
    expect((await firstPage()).items.map((s: { id: number }) => s.id)).toEqual([waiting.story.id, shown.story.id]);

    const { http: reader } = await http.member({ emailVerified: true });
    const commented = await reader.post(`/api/stories/${waiting.story.id}/comments`, { content: 'Lovely.' });
    expect(commented.statusCode).toBe(201);
    expect((await firstPage()).items[0].commentCount).toBe(1);

    expect((await waiting.me.delete(`/api/stories/${waiting.story.id}`)).statusCode).toBe(200);
    expect((await firstPage()).items.map((s: { id: number }) => s.id)).toEqual([shown.story.id]);
  });

  it('never keep an admin’s list, which holds stories nobody else may see', async () => {
    const { http: admin } = await http.admin();
    const before = (await admin.get('/api/stories', { query: { sortBy: 'recent' } })).json().items.length;
    await storyBy(db(), http);
    const res = await admin.get('/api/stories', { query: { sortBy: 'recent' } });
    expect(res.json().items.length).toBe(before + 1);
    expect(res.json().items[0].status).toBe('pending');
    expect(res.headers['cache-control']).toBe('no-store');
    // Guests still see approved stories only.
    expect((await firstPage()).items.every((s: { status: string }) => s.status === 'approved')).toBe(true);
  });

  it('answer a cursor that is not one with 400, and keep no failure', async () => {
    const bad = await http.get('/api/stories', { query: { sortBy: 'recent', cursor: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    expect((await http.get('/api/stories', { query: { sortBy: 'recent', cursor: 'nope' } })).statusCode).toBe(400);
  });
});
