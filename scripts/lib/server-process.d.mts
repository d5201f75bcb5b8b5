import type { ChildProcess } from 'node:child_process';

export declare const root: string;
export declare function freePort(): Promise<number>;
export declare function waitFor(url: string, timeoutMs?: number, isDead?: () => boolean): Promise<void>;
export interface BuiltServer {
  base: string;
  dataDir: string;
  pid: number;
  readyMs: number;
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Sends a signal (SIGKILL by default) and waits for the process to end. */
  kill(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}
export interface StartOptions {
  /** Append the server's output to this file instead of the terminal. */
  logFile?: string;
  /** Write it through a pipe to a separate process (as journald or Docker read it) rather than directly. */
  logThroughPipe?: boolean;
  /** How long to wait for the first answer (60 s by default). */
  timeoutMs?: number;
}
export interface SpawnedServer {
  child: ChildProcess;
  base: string;
  dataDir: string;
  ownDataDir: string | null;
  started: number;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  running(): boolean;
  kill(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}
export declare function spawnBuiltServer(
  env?: Record<string, string>,
  opts?: { logFile?: string; logThroughPipe?: boolean },
): Promise<SpawnedServer>;
export declare function startBuiltServer(env?: Record<string, string>, opts?: StartOptions): Promise<BuiltServer>;
