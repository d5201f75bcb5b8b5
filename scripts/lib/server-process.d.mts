export declare const root: string;
export declare function freePort(): Promise<number>;
export declare function waitFor(url: string, timeoutMs?: number, isDead?: () => boolean): Promise<void>;
export interface BuiltServer {
  base: string;
  dataDir: string;
  readyMs: number;
  stop(): Promise<void>;
}
export declare function startBuiltServer(env?: Record<string, string>): Promise<BuiltServer>;
