// Starting the built production server as a child process on a free port: used by the browser journeys and the
// benchmarks, so both run the exact artefact `npm start` serves.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '../..');

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Polls a URL until it answers 2xx; `isDead` stops early when the process behind it has exited. */
export async function waitFor(url, timeoutMs = 30_000, isDead = () => false) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (isDead()) throw new Error(`The server behind ${url} exited before answering`);
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Starts dist/server/index.js on a free port with the given environment (a fresh temporary DATA_DIR unless one is
 * given, which stop() then leaves in place) and waits for /api/health.
 */
export async function startBuiltServer(env = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), 'kindripple-server-'));
  const dataDir = env.DATA_DIR ?? ownDataDir;
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'dist/server/index.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATABASE_URL: '',
      CAPTCHA_PROVIDER: 'none',
      DEMO_CONTENT: 'off',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`${base}/api/health`, 60_000, () => child.exitCode !== null);
  return {
    base,
    dataDir,
    readyMs: performance.now() - started,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
