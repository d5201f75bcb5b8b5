import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** Sample members so a newcomer sees a living site; they cannot log in (their password hash matches nothing). */
const DEMO_MEMBERS = [
  { displayName: 'Amara Okafor', username: 'amara@demo.kindripple.local' },
  { displayName: 'Jonas Lindqvist', username: 'jonas@demo.kindripple.local' },
  { displayName: 'Priya Raman', username: 'priya@demo.kindripple.local' },
  { displayName: 'Mateo García', username: 'mateo@demo.kindripple.local' },
  { displayName: 'Hana Sato', username: 'hana@demo.kindripple.local' },
  { displayName: 'Liam O’Connell', username: 'liam@demo.kindripple.local' },
];

export type DemoSeeder = (db: Db) => Promise<void>;

/** Features add their own sample content here, run in order after the members exist. */
export const demoSeeders: DemoSeeder[] = [];

/** Adds demo content; with onlyIfEmpty, only to a database without members. Returns whether it seeded. */
export async function seedDemoContent(db: Db, opts: { onlyIfEmpty: boolean }): Promise<boolean> {
  if (opts.onlyIfEmpty) {
    const [row] = await db.select({ n: count() }).from(users);
    if (Number(row?.n ?? 0) > 0) return false;
  }
  await db
    .insert(users)
    .values(
      DEMO_MEMBERS.map((m, i) => ({
        ...m,
        passwordHash: '!demo-account-no-login',
        avatar: `/avatars/${(i % 12) + 1}.png`,
        points: 40 + i * 35,
      })),
    )
    .onConflictDoNothing({ target: users.username });
  for (const seed of demoSeeders) await seed(db);
  return true;
}
