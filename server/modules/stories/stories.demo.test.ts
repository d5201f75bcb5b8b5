import { describe, expect, it } from 'vitest';
import { DEMO_SEEDERS } from '../../composition';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { seedDemoContent } from '../../seed/demo';
import { useTestApp } from '../../test/harness';
import { ledgerTotal } from '../points/points.service';

const { t, http } = useTestApp();

describe('demo content of the challenges area', () => {
  it('gives an empty database a living Challenges page: current and upcoming challenges, liked stories, rewards', async () => {
    const db = t.db as Db;
    await seedDemoContent(db, { onlyIfEmpty: false, seeders: DEMO_SEEDERS });
    await seedDemoContent(db, { onlyIfEmpty: false, seeders: DEMO_SEEDERS });
    const current = (await http.get('/api/challenges/current')).json();
    expect(current).toMatchObject({ status: 'active', completedCount: 4 });
    expect((await http.get('/api/challenges/upcoming')).json()).toHaveLength(1);
    expect((await http.get('/api/challenges/recent')).json()).toHaveLength(0);
    const page = (await http.get('/api/stories', { query: { sortBy: 'mostLiked' } })).json();
    expect(page.items).toHaveLength(4);
    expect(page.items[0].likes).toBeGreaterThan(page.items[3].likes);
    expect(page.items.some((s: { commentCount: number }) => s.commentCount === 2)).toBe(true);
    expect((await http.get('/api/rewards')).json()).toHaveLength(3);
    for (const member of await db.select({ id: users.id, points: users.points }).from(users))
      expect(await ledgerTotal(db, member.id)).toBe(member.points);
  });
});
