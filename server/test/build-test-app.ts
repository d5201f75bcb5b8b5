import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type AppConfig } from '../config';
import type { DbHandle } from '../db/client';
import { createTestDatabase } from './test-db';

export interface TestContext {
  app: FastifyInstance;
  handle: DbHandle;
  db: DbHandle['db'];
  config: AppConfig;
  close(): Promise<void>;
}

/** A tiny stand-in for the built web app, so server tests never depend on a build. */
export const fixtureClientDir = path.join(import.meta.dirname, 'fixtures/client');

/**
 * The configuration tests run with: no captcha, no demo content, a throw-away data dir, and no cached answers
 * (every test sees its own changes at once).
 */
export function testConfig(overrides: Partial<Record<string, string>> = {}): AppConfig {
  const config = loadConfig({
    NODE_ENV: 'test',
    CAPTCHA_PROVIDER: 'none',
    DEMO_CONTENT: 'off',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/kindripple-test-${process.pid}`,
    LOG_LEVEL: 'silent',
    ...overrides,
  });
  return {
    ...config,
    cacheTtl: { statsMs: 0, rippleSummaryMs: 0, currentChallengeMs: 0, storyPageMs: 0, sessionMs: 0, freshMs: 0 },
  };
}

/**
 * What a test may change in how the app is composed (the kind-act sources, say), and the cache lifetimes
 * (`cacheTtl: DEFAULT_CACHE_TTL` runs with the production caches on).
 */
export type TestAppOptions = Partial<Omit<BuildAppOptions, 'config' | 'dbHandle'>> & {
  cacheTtl?: AppConfig['cacheTtl'];
};

/**
 * Builds the real app on a fresh real database (PGlite, or PostgreSQL with TEST_DATABASE_URL). `overrides` are
 * environment variables; `options` change the composition.
 */
export async function buildTestApp(
  overrides: Partial<Record<string, string>> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const handle = await createTestDatabase();
  const { cacheTtl, ...composition } = options;
  const config = { ...testConfig(overrides), ...(cacheTtl ? { cacheTtl } : {}) };
  const instance = await buildInstance(handle, config, composition);
  return {
    ...instance,
    async close() {
      await instance.close();
      await handle.close();
    },
  };
}

/**
 * One more instance of the real app on a database that is already open (as behind a load balancer: each instance
 * LISTENs on its own). Its close() closes the app only; the database stays with whoever opened it.
 */
export async function buildInstance(
  handle: DbHandle,
  config: AppConfig,
  composition: Partial<Omit<BuildAppOptions, 'config' | 'dbHandle'>> = {},
): Promise<TestContext> {
  const app = await buildApp({ logger: false, clientDir: fixtureClientDir, ...composition, config, dbHandle: handle });
  await app.ready();
  return { app, handle, db: handle.db, config, close: () => app.close() };
}
