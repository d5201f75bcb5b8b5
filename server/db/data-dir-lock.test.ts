import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { claimDataDir, DataDirBusyError, LOCK_FILE, STALE_AFTER_MS } from './data-dir-lock';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kindripple-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A real other process: its pid, and a way to end it. */
function otherProcess() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { pid: child.pid!, stop: () => (child.kill('SIGKILL'), exited) };
}

const writeLock = (dir: string, owner: { pid: number; host?: string }, ageMs = 0) => {
  const file = path.join(dir, LOCK_FILE);
  writeFileSync(file, JSON.stringify({ host: hostname(), startedAt: '2026-11-24T00:00:00.000Z', ...owner }));
  const when = new Date(Date.now() - ageMs);
  utimesSync(file, when, when);
};

describe('the embedded database takes one process at a time (claimDataDir)', () => {
  it('refuses a DATA_DIR that another live process holds, saying who and what to do, and leaves its lock alone', async () => {
    const dir = tempDir();
    const other = otherProcess();
    try {
      writeLock(dir, { pid: other.pid });
      expect(() => claimDataDir(dir)).toThrow(DataDirBusyError);
      expect(() => claimDataDir(dir)).toThrow(
        new RegExp(`Another KindRipple process \\(pid ${other.pid}, .*Stop the other process first`),
      );
      expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(other.pid);
    } finally {
      await other.stop();
    }
  });

  it('takes over a lock left by a process that is gone (a crash or kill -9)', async () => {
    const dir = tempDir();
    const gone = otherProcess();
    await gone.stop();
    writeLock(dir, { pid: gone.pid });
    const release = claimDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, LOCK_FILE), 'utf8')).pid).toBe(process.pid);
    release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });

  it("refuses another machine's fresh lock, and takes over one nobody has touched for a while", () => {
    const dir = tempDir();
    writeLock(dir, { pid: 4242, host: 'another-machine' });
    expect(() => claimDataDir(dir)).toThrow(DataDirBusyError);
    writeLock(dir, { pid: 4242, host: 'another-machine' }, STALE_AFTER_MS + 5_000);
    claimDataDir(dir)();
  });

  it('refuses a second claim of the same DATA_DIR in one process until the first is released', () => {
    const dir = tempDir();
    const release = claimDataDir(dir);
    expect(() => claimDataDir(dir)).toThrow(DataDirBusyError);
    release();
    claimDataDir(dir)();
  });
});

describe('openDatabase on an embedded DATA_DIR', () => {
  it('will not open a DATA_DIR another server has open, and frees it on close', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirBusyError);
    await first.db.execute('select 1');
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    await second.close();
  });

  it('says where, what probably happened and what to do when the files will not open', async () => {
    const dir = tempDir();
    const db = await openDatabase({ dataDir: dir });
    await db.close();
    writeFileSync(path.join(dir, 'db', 'global', 'pg_control'), Buffer.alloc(8192, 7));
    const failure = await openDatabase({ dataDir: dir }).then(
      (h) => h.close().then(() => null),
      (err: Error) => err,
    );
    expect(failure?.message).toContain(`The embedded database in ${path.join(dir, 'db')} could not be opened`);
    expect(failure?.message).toContain('restore your last back-up of DATA_DIR');
    // The failed start leaves the folder free for the next try.
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
  });
});
