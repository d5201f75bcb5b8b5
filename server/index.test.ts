import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../scripts/lib/server-process.mjs';
import { rootDir } from './paths';

const dataDir = mkdtempSync(path.join(tmpdir(), 'kindripple-proc-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function startProcess(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; base: string; output: () => string }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(rootDir, 'server/index.ts')], {
    cwd: rootDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      CAPTCHA_PROVIDER: 'none',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
      ...env,
    },
  });
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const deadline = Date.now() + 40_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited early: ${out}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline) throw new Error(`no answer: ${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { child, base, output: () => out };
}

const exitOf = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('the server process', () => {
  it('starts on the embedded database, closes cleanly on SIGTERM, and keeps its data for the next start', async () => {
    const first = await startProcess({ DEMO_CONTENT: 'auto' });
    const stats = await (await fetch(`${first.base}/api/stats`)).json();
    expect(stats.totalUsers).toBeGreaterThan(0);
    expect(first.output()).toContain('KindRipple is ready');
    const exited = exitOf(first.child);
    first.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(first.output()).toContain('shutting down');

    const second = await startProcess({ DEMO_CONTENT: 'auto' });
    const again = await (await fetch(`${second.base}/api/stats`)).json();
    expect(again.totalUsers).toBe(stats.totalUsers);
    const exited2 = exitOf(second.child);
    second.child.kill('SIGINT');
    expect(await exited2).toBe(0);
  }, 90_000);

  it('refuses to start with a bad configuration and says which variable is wrong', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(rootDir, 'server/index.ts')], {
      cwd: rootDir,
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: dataDir },
    });
    let err = '';
    child.stderr.on('data', (d) => (err += d));
    expect(await exitOf(child)).toBe(1);
    expect(err).toContain('Invalid configuration');
    expect(err).toContain('PORT');
  }, 30_000);

  it('never writes passwords, cookies or tokens to the log', async () => {
    const proc = await startProcess({ DEMO_CONTENT: 'off', LOG_LEVEL: 'info' });
    await fetch(`${proc.base}/api/auth/verify-reset-token/supersecrettoken123`, {
      headers: { cookie: 'sid=cookie-secret-456' },
    });
    await fetch(`${proc.base}/ripple/abc?key=owner-secret-789`);
    // The page an address confirmation link opens (decision 018).
    await fetch(`${proc.base}/confirm-email?token=confirm-secret-321`);
    const exited = exitOf(proc.child);
    proc.child.kill('SIGTERM');
    await exited;
    const log = proc.output();
    expect(log).toContain('verify-reset-token/[redacted]');
    // One access line per request, with what a person needs and no secret.
    const lines = log.split('\n').filter((l) => l.includes('verify-reset-token/'));
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0]);
    expect(line).toMatchObject({
      msg: 'request',
      method: 'GET',
      url: '/api/auth/verify-reset-token/[redacted]',
      status: 200,
    });
    expect(line.ms).toBeGreaterThan(0);
    expect(log).not.toContain('supersecrettoken123');
    expect(log).not.toContain('cookie-secret-456');
    expect(log).not.toContain('owner-secret-789');
    expect(log).toContain('/confirm-email?token=[redacted]');
    expect(log).not.toContain('confirm-secret-321');
    // The access log uses Fastify's log controller, so the start-up prints no deprecation warning.
    expect(log).not.toContain('FSTDEP');
  }, 60_000);
});
