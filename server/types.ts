import type { AppConfig } from './config';
import type { Db, DbHandle } from './db/client';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    dbHandle: DbHandle;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Cached home-page totals; call invalidate() after an action that changes them. */
    stats: { get(): Promise<import('../common/schemas/stats').StatsResponse>; invalidate(): void };
  }
}
