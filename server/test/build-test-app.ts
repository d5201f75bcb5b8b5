import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
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

/** The configuration tests run with: no captcha, no demo content, a throw-away data dir. */
export function testConfig(overrides: Partial<Record<string, string>> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    CAPTCHA_PROVIDER: 'none',
    DEMO_CONTENT: 'off',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: `${process.env.TMPDIR ?? '/tmp'}/kindripple-test-${process.pid}`,
    LOG_LEVEL: 'silent',
    ...overrides,
  });
}

/** Builds the real app on a fresh real database (PGlite, or PostgreSQL with TEST_DATABASE_URL). */
export async function buildTestApp(overrides: Partial<Record<string, string>> = {}): Promise<TestContext> {
  const handle = await createTestDatabase();
  const config = testConfig(overrides);
  const app = await buildApp({ config, dbHandle: handle, logger: false, clientDir: fixtureClientDir });
  await app.ready();
  return {
    app,
    handle,
    db: handle.db,
    config,
    async close() {
      await app.close();
      await handle.close();
    },
  };
}
