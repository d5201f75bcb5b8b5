import type { AppConfig } from './config';
import type { Db, DbHandle } from './db/client';
import type { StatsCache } from './modules/stats/stats.service';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    dbHandle: DbHandle;
    /** What time it is (buildApp's `clock`; the system clock unless a test moves it). */
    clock: () => Date;
    /** Cached home-page totals; call invalidate() after an action that changes them. */
    stats: StatsCache;
  }
}
