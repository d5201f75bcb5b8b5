// What the fault run's rounds share (scripts/fault.mjs): its work directory and verdict, the log, restarting a killed
// server, and fresh databases to kill (a PGlite data directory, or a throw-away PostgreSQL database).
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { tag } from './api-client.mjs';
import { startBuiltServer } from './server-process.mjs';

const DATABASE_URL = process.env.DATABASE_URL || '';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
export const now = () => performance.now();
export const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;
export const log = (...a) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...a);

/** Where the run keeps its data directories and the servers' output (made by openWorkDir once the options hold). */
export let workDir = '';
export function openWorkDir() {
  workDir = mkdtempSync(path.join(tmpdir(), 'kindripple-fault-'));
  return workDir;
}

/** Whether a write or a mail was lost, or a data directory did not reopen: the run exits 1. */
export let failed = false;
export function fail() {
  failed = true;
}

/** The last lines of a server's output that are not per-request lines, to show why it would not start. */
export function logTail(file, lines = 12) {
  try {
    return readFileSync(file, 'utf8')
      .split('\n')
      .filter((l) => l && !/"(incoming request|request completed)"/.test(l))
      .slice(-lines)
      .map((l) => `    ${l.slice(0, 300)}`)
      .join('\n');
  } catch {
    return '    (no output)';
  }
}
/** Throw-away PostgreSQL databases not dropped yet (dropped at the end whatever happens). */
export const pgDatabases = new Map();

/** A throw-away PostgreSQL database: its URL and a drop(). */
async function throwAwayDatabase(prefix) {
  const name = `${prefix}_${Date.now().toString(36)}_${tag(3)}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(DATABASE_URL);
  url.pathname = `/${name}`;
  const drop = async () => {
    pgDatabases.delete(name);
    const c = new pg.Client({ connectionString: DATABASE_URL });
    await c.connect();
    await c.query(`drop database if exists ${name} with (force)`);
    await c.end();
  };
  pgDatabases.set(name, drop);
  return { url: url.toString(), drop };
}

/**
 * Starts the server on a data directory that was just killed. If it does not come up, tries the one repair that
 * is safe (a stale postmaster.pid moved aside: PGlite writes -42, never a live process id) and says so.
 */
export async function restart(env, logFile, dataDir) {
  try {
    const server = await startBuiltServer(env, { logFile, timeoutMs: 90_000 });
    return { server, reopened: true };
  } catch (err) {
    const failure = `${err.message} (exit ${err.exitCode ?? '-'}, signal ${err.signal ?? '-'})`;
    log(`  ✗ the server did not start again: ${failure}\n${logTail(logFile)}`);
    const pidFile = dataDir && path.join(dataDir, 'db', 'postmaster.pid');
    if (pidFile && existsSync(pidFile)) {
      renameSync(pidFile, `${pidFile}.stale-${Date.now()}`);
      try {
        const server = await startBuiltServer(env, { logFile, timeoutMs: 90_000 });
        log('  ✓ it started after moving the stale postmaster.pid aside');
        return { server, reopened: false, repaired: 'stale postmaster.pid moved aside', failure };
      } catch (err2) {
        log(`  ✗ still not after moving postmaster.pid aside: ${err2.message}\n${logTail(logFile)}`);
      }
    }
    return { server: null, reopened: false, failure };
  }
}

export async function freshPglite() {
  const dataDir = mkdtempSync(path.join(workDir, 'pglite-'));
  const target = {
    name: path.basename(dataDir),
    dataDir,
    env: { DATA_DIR: dataDir, DATABASE_URL: '', TRUST_PROXY: 'loopback', LOG_LEVEL: '' },
    keep: false,
    async cleanup() {
      if (!target.keep) rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return target;
}

export async function freshPostgres() {
  const db = await throwAwayDatabase('kr_fault');
  const dataDir = mkdtempSync(path.join(workDir, 'pg-'));
  return {
    name: path.basename(dataDir),
    dataDir: null,
    env: { DATA_DIR: dataDir, DATABASE_URL: db.url, TRUST_PROXY: 'loopback', LOG_LEVEL: '' },
    async cleanup() {
      await db.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
