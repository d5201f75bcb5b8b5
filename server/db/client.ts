import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { claimDataDir, unopenableDatabaseMessage } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database or a transaction: both drivers and `tx` share this type. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs fn while holding a cross-instance lock (PostgreSQL advisory lock; PGlite is single-process). */
  withLock<T>(key: number, fn: (db: Db) => Promise<T>): Promise<T>;
  /**
   * LISTENs on a channel: PGlite's in-process listen(), or on PostgreSQL one dedicated connection of its own, outside
   * the pool (a pooled or transaction-pooled connection would lose the subscription). Answers the way to stop.
   */
  listen(
    channel: string,
    onNotify: (payload: string) => void,
    onError?: (err: Error) => void,
  ): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** An embedded database's whole data folder as one tar (PGlite only): what `loadDataDir` opens again. */
  dumpDataDir?(): Promise<Blob>;
}

/** Opens PostgreSQL when a URL is given, else the embedded PGlite database in dataDir (or in memory for ':memory:'). */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  onIdleError?: (err: Error) => void;
  /** In memory only: start from this dump of a data folder (`dumpDataDir`) instead of an empty database. */
  loadDataDir?: Blob;
}): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle connection the server drops (restart, failover, a dropped test database) must not crash the
    // process; the pool replaces it on the next query.
    pool.on('error', (err) => opts.onIdleError?.(err));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async withLock(key, fn) {
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [key]);
          try {
            return await fn(drizzlePg(client, { schema }) as unknown as Db);
          } finally {
            await client.query('select pg_advisory_unlock($1)', [key]);
          }
        } finally {
          client.release();
        }
      },
      listen: (channel, onNotify, onError) => listenPg(opts.databaseUrl as string, channel, onNotify, onError),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  let release = () => {};
  // pg_trgm backs the admin's user search (migration 0018, decision 046). Once its index exists, every opening of
  // this database must load the extension, or writes to users fail ('could not access file "pg_trgm"').
  const options: PGliteOptions = { extensions: { pg_trgm } };
  if (!opts.dataDir || opts.dataDir === ':memory:') {
    client = await PGlite.create({ ...options, loadDataDir: opts.loadDataDir });
  } else {
    const dir = path.resolve(opts.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    release = claimDataDir(path.resolve(opts.dataDir));
    try {
      client = await PGlite.create(dir, options);
    } catch (err) {
      release();
      throw new Error(unopenableDatabaseMessage(dir, err), { cause: err });
    }
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // PGlite lives in this one process, so an in-process queue is the whole lock.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    db,
    kind: 'pglite',
    withLock(_key, fn) {
      const run = queue.then(() => fn(db));
      queue = run.catch(() => undefined);
      return run;
    },
    dumpDataDir: () => client.dumpDataDir('none'),
    async listen(channel, onNotify) {
      const stop = await client.listen(channel, onNotify);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

const RECONNECT_MS = 1000;

/**
 * One dedicated PostgreSQL connection that LISTENs on a channel and comes back after a drop (the server restarted,
 * the network blinked); `onNotify('')` is called after a reconnection, since notifications sent meanwhile are lost
 * and listeners must catch up from the rows.
 */
async function listenPg(
  url: string,
  channel: string,
  onNotify: (payload: string) => void,
  onError?: (err: Error) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (again: boolean): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (n) => {
      if (n.channel === channel) onNotify(n.payload ?? '');
    });
    c.on('error', (err) => {
      onError?.(err);
      retry();
    });
    c.on('end', () => retry());
    await c.connect();
    await c.query(`listen "${channel.replace(/"/g, '""')}"`);
    client = c;
    if (again) onNotify('');
  };
  const retry = () => {
    if (stopped || timer) return;
    client = undefined;
    timer = setTimeout(() => {
      timer = undefined;
      connect(true).catch((err: Error) => {
        onError?.(err);
        retry();
      });
    }, RECONNECT_MS);
    timer.unref();
  };
  await connect(false);
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const c = client;
    client = undefined;
    if (c) await c.end().catch(() => undefined);
  };
}
