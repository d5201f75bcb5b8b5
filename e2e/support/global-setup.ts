import type { TestProject } from 'vitest/node';
import { startBuiltServer, type BuiltServer } from '../../scripts/lib/server-process.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

let server: BuiltServer | undefined;

/** Starts the built production server on a free port with a fresh embedded database, captcha off. */
export async function setup(project: TestProject) {
  server = await startBuiltServer({
    // Journeys may play people in different places with X-Forwarded-For (ripples' city lookup); only loopback is believed.
    TRUST_PROXY: 'loopback',
  });
  project.provide('baseURL', server.base);
  project.provide('dataDir', server.dataDir);
}

export async function teardown() {
  await server?.stop();
}
