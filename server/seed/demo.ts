import { DEMO_SEEDERS } from '../composition';
import type { Db } from '../db/client';
import { countUsers, createAccountsIfNew } from '../modules/users/users.service';

/** Sample members so a newcomer sees a living site; they cannot log in (their password hash matches nothing). */
const DEMO_MEMBERS = [
  { displayName: 'Amara Okafor', username: 'amara@demo.kindripple.local' },
  { displayName: 'Jonas Lindqvist', username: 'jonas@demo.kindripple.local' },
  { displayName: 'Priya Raman', username: 'priya@demo.kindripple.local' },
  { displayName: 'Mateo García', username: 'mateo@demo.kindripple.local' },
  { displayName: 'Hana Sato', username: 'hana@demo.kindripple.local' },
  { displayName: 'Liam O’Connell', username: 'liam@demo.kindripple.local' },
];

/** A feature's sample content, added after the demo members exist (through the feature's own service). */
export type DemoSeeder = (db: Db) => Promise<void>;

/**
 * Adds demo content: the members, then each feature's seeder in order (by default the product's list,
 * `DEMO_SEEDERS` in server/composition.ts). With onlyIfEmpty, only to a database without members. Returns whether
 * it seeded.
 */
export async function seedDemoContent(
  db: Db,
  opts: { onlyIfEmpty: boolean; seeders?: readonly DemoSeeder[] },
): Promise<boolean> {
  if (opts.onlyIfEmpty && (await countUsers(db)) > 0) return false;
  await createAccountsIfNew(
    db,
    DEMO_MEMBERS.map((m, i) => ({
      ...m,
      passwordHash: '!demo-account-no-login',
      avatar: `/avatars/${(i % 12) + 1}.png`,
      points: 40 + i * 35,
      // Our own made-up addresses, never mailed: confirmed, so housekeeping never takes them for abandoned sign-ups.
      emailVerifiedAt: new Date(),
    })),
  );
  for (const seed of opts.seeders ?? DEMO_SEEDERS) await seed(db);
  return true;
}
