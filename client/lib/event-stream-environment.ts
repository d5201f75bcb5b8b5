/** The browser pieces the shared event stream uses (`event-stream.ts`); a fake stands in for them in tests. */

/** The parts of EventSource the stream uses. */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((ev: Event) => unknown) | null;
  onerror: ((ev: Event) => unknown) | null;
  addEventListener(type: string, listener: (ev: MessageEvent) => void): void;
  close(): void;
}

/** The parts of BroadcastChannel the stream uses. */
export interface ChannelLike {
  onmessage: ((ev: MessageEvent) => unknown) | null;
  postMessage(data: unknown): void;
  close(): void;
}

/** The parts of navigator.locks the election uses. */
export interface LocksLike {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

/** The parts of window and document the wake-up re-sync listens to. */
export interface WakeTarget {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface StreamEnvironment {
  createEventSource: (url: string) => EventSourceLike;
  createChannel: ((name: string) => ChannelLike) | null;
  locks: LocksLike | null;
  /** window: pageshow, online. */
  win: WakeTarget;
  /** document: visibilitychange (its visibilityState is read). */
  doc: WakeTarget & { readonly visibilityState: string };
}

/** The browser's own pieces, when it has them. */
export function browserEnvironment(): StreamEnvironment {
  return {
    createEventSource: (url) => new EventSource(url, { withCredentials: true }),
    createChannel: typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : null,
    locks: typeof navigator !== 'undefined' && 'locks' in navigator ? (navigator.locks as LocksLike) : null,
    win: window,
    doc: document,
  };
}
