// Starting the built production server as a child process on a free port: used by the browser journeys and the
// benchmarks, so both run the exact artefact `npm start` serves.
import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
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
 * Spawns dist/server/index.js on a free port with the given environment (a fresh temporary DATA_DIR unless one is
 * given) without waiting for it. `logFile` appends the server's output there instead of this terminal; with
 * `logThroughPipe` it goes through a pipe to a separate `cat` that writes the file, as a log collector (journald,
 * Docker) reads it. Answers the child, its base URL, `exited` (resolves with how it ended) and
 * `kill(signal = 'SIGKILL')`.
 */
export async function spawnBuiltServer(env = {}, { logFile, logThroughPipe = false } = {}) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const ownDataDir = env.DATA_DIR ? null : mkdtempSync(path.join(tmpdir(), 'kindripple-server-'));
  const dataDir = env.DATA_DIR ?? ownDataDir;
  const logFd = logFile ? openSync(logFile, 'a') : null;
  const collector = logFd !== null && logThroughPipe ? spawn('cat', [], { stdio: ['pipe', logFd, 'inherit'] }) : null;
  const out = collector ? collector.stdin : (logFd ?? 'inherit');
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
    stdio: ['ignore', out, out],
  });
  if (logFd !== null) closeSync(logFd);
  // The collector ends when the server's end of the pipe closes.
  collector?.stdin.destroy();
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    base,
    dataDir,
    ownDataDir,
    started,
    exited,
    running,
    /** Sends a signal (SIGKILL unless said) and resolves with how the process ended. */
    async kill(signal = 'SIGKILL') {
      if (running()) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Starts dist/server/index.js on a free port with the given environment (a fresh temporary DATA_DIR unless one is
 * given, which stop() then leaves in place) and waits for /api/health. Options: `logFile` appends the server's
 * output there instead of this terminal (`logThroughPipe`: through a pipe, see spawnBuiltServer); `timeoutMs` bounds the wait for the first answer (60 s). If the server
 * exits or does not answer in time, the error says so and a server still running is killed.
 */
export async function startBuiltServer(env = {}, { logFile, logThroughPipe, timeoutMs = 60_000 } = {}) {
  const s = await spawnBuiltServer(env, { logFile, logThroughPipe });
  try {
    await waitFor(`${s.base}/api/health`, timeoutMs, () => !s.running());
  } catch (err) {
    await s.kill('SIGKILL');
    throw Object.assign(err, { exitCode: s.child.exitCode, signal: s.child.signalCode });
  }
  return {
    base: s.base,
    dataDir: s.dataDir,
    pid: s.child.pid,
    readyMs: performance.now() - s.started,
    exited: s.exited,
    kill: s.kill,
    async stop() {
      await s.kill('SIGTERM');
      if (s.ownDataDir) rmSync(s.ownDataDir, { recursive: true, force: true });
    },
  };
}
