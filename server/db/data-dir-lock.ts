import { closeSync, openSync, readFileSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

/** The file that says which process has the embedded database of a DATA_DIR open. */
export const LOCK_FILE = 'server.lock';
/** How often the owner touches the lock, and how old a lock must be to count as left behind. */
const HEARTBEAT_MS = 5_000;
export const STALE_AFTER_MS = 30_000;

interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
}

/** Refused because another live process on this machine has the embedded database of this DATA_DIR open. */
export class DataDirBusyError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `Another KindRipple process (pid ${owner.pid}, started ${owner.startedAt}) is using the embedded database in ` +
        `${dir}. Two processes on one embedded database overwrite each other's writes, so this one will not start. ` +
        'Stop the other process first (for a restart: stop, then start), or give this one its own DATA_DIR, or use ' +
        'PostgreSQL (DATABASE_URL), which any number of servers can share.',
    );
    this.name = 'DataDirBusyError';
  }
}

/** Locks this process holds: opening the same DATA_DIR twice in one process is refused too. */
const claimedHere = new Map<string, LockOwner>();

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readOwner = (file: string): LockOwner | undefined => {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Claims the embedded database in `dir` for this process, so that a second server started on the same DATA_DIR
 * (a second `npm start`, a rolling restart) stops with a clear message instead of silently losing writes
 * (docs/reliability.md). PGlite itself takes no lock. The owner touches the lock every few seconds; a lock
 * untouched for STALE_AFTER_MS, or whose process on this machine is gone (a crash, `kill -9`), was left behind and
 * is taken over. Answers the release, which `close()` calls.
 */
export function claimDataDir(dir: string): () => void {
  const file = path.join(dir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  const mine = claimedHere.get(file);
  if (mine) throw new DataDirBusyError(dir, mine);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(me));
      closeSync(fd);
      const heartbeat = setInterval(() => {
        const now = new Date();
        try {
          utimesSync(file, now, now);
        } catch {
          // Removed by hand: nothing to keep fresh.
        }
      }, HEARTBEAT_MS);
      heartbeat.unref();
      claimedHere.set(file, me);
      return () => {
        clearInterval(heartbeat);
        claimedHere.delete(file);
        if (readOwner(file)?.pid === me.pid) unlinkSync(file);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = readOwner(file);
      if (owner && isHeld(file, owner, me)) throw new DataDirBusyError(dir, owner);
      unlinkSync(file);
    }
  }
  throw new Error(`Could not take the lock ${file}: another process keeps taking it.`);
}

/** Whether the lock's owner is still at work: touched lately, and (on this machine) a live process other than us. */
function isHeld(file: string, owner: LockOwner, me: LockOwner): boolean {
  const fresh = Date.now() - statSync(file).mtimeMs < STALE_AFTER_MS;
  if (!fresh) return false;
  if (owner.host !== me.host) return true;
  return owner.pid !== me.pid && alive(owner.pid);
}

/** What a person needs when the embedded database will not open: where, what probably happened, what to do. */
export function unopenableDatabaseMessage(dir: string, err: unknown): string {
  const reason = err instanceof Error ? err.message : String(err);
  return (
    `The embedded database in ${dir} could not be opened (${reason}). This usually means its files were damaged ` +
    'by a power cut or a crash of the machine while it was writing, or by another program changing them. There is ' +
    'no repair tool for the embedded database: stop here, keep the folder as it is (copy it somewhere safe), and ' +
    'restore your last back-up of DATA_DIR; to start afresh instead, move the folder aside and start again. For ' +
    'data that matters, use PostgreSQL (DATABASE_URL). See docs/reliability.md.'
  );
}
