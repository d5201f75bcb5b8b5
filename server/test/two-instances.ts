import { afterAll, beforeAll } from 'vitest';
import { DEFAULT_CACHE_TTL } from '../config';
import { buildInstance, testConfig, type TestContext } from './build-test-app';
import { createHttp, type TestHttp } from './harness';
import { createTwoHandleTestDatabase } from './test-db';

/** Two instances of the app and a guest client of each; `one` and `two` are filled in before the file's tests. */
export interface TwoInstances {
  one: TestContext;
  two: TestContext;
  /** A guest client of instance one (`http.member()`, `http.admin()`...); `client.through(two)` goes to the other. */
  http: TestHttp;
}

/**
 * The set-up line of a `*.pg.test.ts` file: two instances of the real app on one PostgreSQL database, each with its
 * own connection pool and listeners and the production cache lifetimes, as two instances behind nginx's round
 * robin are (decision 069). Closed after the file's tests.
 */
export function useTwoInstances(): TwoInstances {
  const one = {} as TestContext;
  const two = {} as TestContext;
  let close: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const db = await createTwoHandleTestDatabase();
    const config = { ...testConfig(), cacheTtl: { ...DEFAULT_CACHE_TTL } };
    Object.assign(one, await buildInstance(db.handles[0], config));
    Object.assign(two, await buildInstance(db.handles[1], config));
    close = async () => {
      await one.close();
      await two.close();
      await db.close();
    };
  });
  afterAll(async () => {
    await close?.();
  });
  return { one, two, http: createHttp(one) };
}
