import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';

type Row = Record<string, unknown>;
interface Inner {
  session?: { client?: unknown };
  dialect: { sqlToQuery(q: SQL): { sql: string; params: unknown[] } };
}

/**
 * Runs a hot statement (a pass, a like, a chat send, a session read) as a named prepared statement on PostgreSQL,
 * on the pool or inside a transaction, so each connection parses and plans it once instead of on every request; on
 * PGlite as a plain query. `name` must be unique per statement text. Answers raw rows: the caller casts in SQL and
 * maps the columns itself (node-postgres answers bigint as text, timestamps as Date).
 */
export async function runPrepared<T extends Row>(db: Db, name: string, query: SQL): Promise<T[]> {
  const inner = db as unknown as Inner;
  const client = inner.session?.client;
  if (client instanceof pg.Pool || client instanceof pg.Client) {
    const { sql: text, params } = inner.dialect.sqlToQuery(query);
    return (await client.query<T>({ name, text, values: params })).rows;
  }
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A timestamp column as both drivers answer it (Date, or text). */
export const asDate = (v: unknown): Date => (v instanceof Date ? v : new Date(String(v)));
export const asDateOrNull = (v: unknown): Date | null => (v === null || v === undefined ? null : asDate(v));
