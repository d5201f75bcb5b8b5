import { afterEach, describe, expect, it } from 'vitest';
import { runMigrations } from '../../db/migrate';
import { sql } from 'drizzle-orm';
import { databaseBefore } from '../../test/old-database';
import { ledgerTotal } from './points.service';

let drop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await drop?.();
  drop = undefined;
});

describe('migration 0011 (the points ledger)', () => {
  it('gives every member who held points an opening row, so each ledger sums to its balance', async () => {
    const old = await databaseBefore('0011_challenges');
    drop = old.drop;
    const db = old.handle.db;
    // Named columns only: the table as it was then, not the schema of today (later migrations add columns).
    const inserted = await db.execute<{ id: number }>(sql`
      insert into users (username, display_name, password_hash, points)
      values ('rich@example.test', 'Rich', '!', 340), ('poor@example.test', 'Poor', '!', 0)
      returning id`);
    const [rich, poor] = (inserted as unknown as { rows: { id: number }[] }).rows.map((r) => ({ id: Number(r.id) }));
    await runMigrations(old.handle);
    expect(await ledgerTotal(db, rich.id)).toBe(340);
    expect(await ledgerTotal(db, poor.id)).toBe(0);
  });
});
