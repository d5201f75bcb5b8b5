import path from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const alias = {
  '@': path.resolve(import.meta.dirname, 'client'),
  '@common': path.resolve(import.meta.dirname, 'common'),
};

export default defineConfig({
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'common/**/*.test.ts', 'scripts/**/*.test.ts'],
          // Two instances on two handles of one PostgreSQL database (`*.pg.test.ts`): only in the PostgreSQL run
          // (TEST_DATABASE_URL), as the Redis limits run only with a Redis.
          exclude: [
            '**/node_modules/**',
            'server/**/*.redis.test.ts',
            ...(process.env.TEST_DATABASE_URL ? [] : ['server/**/*.pg.test.ts']),
          ],
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
      // Limits shared through Redis: only when the test command is given a Redis (TEST_REDIS_URL).
      ...(process.env.TEST_REDIS_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: 'redis',
                environment: 'node',
                include: ['server/**/*.redis.test.ts'],
                globalSetup: ['server/test/global-setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'happy-dom',
          include: ['client/**/*.test.{ts,tsx}'],
          setupFiles: ['client/test/setup.ts'],
          testTimeout: 15_000,
        },
      },
    ],
  },
});
