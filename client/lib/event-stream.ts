import { connectionEvent, EVENT_TYPES, type ConnectionEvent } from '@common/schemas/connections';

/**
 * One event stream per browser, shared by its tabs. HTTP/1.1 allows six connections per host, so a member with
 * seven tabs open must not hold seven streams: one tab (the leader, elected with the Web Locks API) holds the
 * EventSource and relays each event to the other tabs over a BroadcastChannel. When the leader closes, the lock
 * passes to a waiting tab, which opens the stream. Without Web Locks each tab holds its own stream.
 *
 * The stream is recreated after an error, and every tab re-syncs (reads its screens again) when it wakes up
 * (`visibilitychange`, `pageshow`, `online`): phones drop sockets silently. When the stream cannot be opened, the
 * tabs fall back to a slow poll without saying anything alarming.
 *
 * The server ends the stream for good with an `end` event (decision 045: the member was suspended, signed out by
 * an admin, or blocked from Connections): every tab is told, and nobody reopens it until the page starts again.
 */

/** The parts of EventSource the stream uses (a fake stands in for it in tests). */
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

export interface StreamOptions {
  url: string;
  /** A scope for the lock and the channel, so two members on one browser never share a stream. */
  scope: string;
  /** Each live event, in this tab. */
  onEvent: (event: ConnectionEvent) => void;
  /** Read everything again: after a reconnect, a wake-up, a `resync` from the server, and as the slow poll. */
  onResync: () => void;
  /** The server ended the stream for good, saying why ('suspended', 'signed_out', 'blocked'); it is not reopened. */
  onEnd?: (reason: string) => void;
  env?: StreamEnvironment;
  /** Delays before reopening a failed stream, one per failure in a row; the last repeats. */
  retryDelaysMs?: number[];
  /** After this many failures in a row without an open stream, poll at `pollMs` until it opens. */
  failuresBeforePoll?: number;
  pollMs?: number;
}

export interface ConnectionStream {
  /** Whether this tab holds the stream. */
  readonly isLeader: () => boolean;
  /** Whether the tabs are on the slow poll (the stream could not be opened). */
  readonly isPolling: () => boolean;
  stop(): void;
}

const CLOSED = 2;

type Relay =
  | { kind: 'event'; event: ConnectionEvent; id: string }
  | { kind: 'resync' }
  | { kind: 'poll'; on: boolean }
  | { kind: 'end'; reason: string };

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

/** Parses an event's data; anything that is not a known event is ignored. */
function parseEvent(type: string, data: unknown): ConnectionEvent | 'resync' | { end: string } | null {
  if (type === 'resync') return 'resync';
  if (typeof data !== 'string') return null;
  try {
    const raw = JSON.parse(data) as Record<string, unknown>;
    if (type === 'end') return { end: typeof raw.reason === 'string' ? raw.reason : 'ended' };
    const parsed = connectionEvent.safeParse({ type, ...raw });
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Starts this tab's part of the shared stream. */
export function startConnectionStream(options: StreamOptions): ConnectionStream {
  const {
    url,
    scope,
    onEvent,
    onResync,
    onEnd,
    env = browserEnvironment(),
    retryDelaysMs = [1000, 3000, 10_000, 30_000],
    failuresBeforePoll = 2,
    pollMs = 60_000,
  } = options;
  const channel = env.createChannel ? env.createChannel(`kindripple-events:${scope}`) : null;
  const abort = new AbortController();
  let stopped = false;
  // The server ended the stream for good: no tab opens it again.
  let ended = false;
  let leader = false;
  let source: EventSourceLike | null = null;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let releaseLock: (() => void) | undefined;
  // The last event id seen in any tab: a stream this tab opens asks the server for what came after it.
  let lastEventId = '';

  const relay = (message: Relay) => channel?.postMessage(message);

  const setPolling = (on: boolean) => {
    if (on && pollTimer === undefined) pollTimer = setInterval(onResync, pollMs);
    if (!on && pollTimer !== undefined) {
      clearInterval(pollTimer);
      pollTimer = undefined;
    }
  };

  const end = (reason: string) => {
    ended = true;
    clearTimeout(retryTimer);
    retryTimer = undefined;
    setPolling(false);
    source?.close();
    source = null;
    if (onEnd) onEnd(reason);
    else onResync();
  };

  const deliver = (type: string, ev: MessageEvent) => {
    const parsed = parseEvent(type, ev.data);
    if (parsed === null) return;
    if (ev.lastEventId) lastEventId = ev.lastEventId;
    if (parsed === 'resync') {
      onResync();
      relay({ kind: 'resync' });
      return;
    }
    if ('end' in parsed) {
      end(parsed.end);
      relay({ kind: 'end', reason: parsed.end });
      return;
    }
    onEvent(parsed);
    relay({ kind: 'event', event: parsed, id: lastEventId });
  };

  const open = () => {
    if (stopped || ended || !leader) return;
    // The browser's own reconnections send Last-Event-ID; a stream made anew says it in the query.
    const es = env.createEventSource(
      lastEventId ? `${url}${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(lastEventId)}` : url,
    );
    source = es;
    for (const type of [...EVENT_TYPES, 'resync', 'end']) es.addEventListener(type, (ev) => deliver(type, ev));
    es.onopen = () => {
      const wasFailing = failures > 0 || pollTimer !== undefined;
      failures = 0;
      if (pollTimer !== undefined) {
        setPolling(false);
        relay({ kind: 'poll', on: false });
      }
      // What happened while the stream was down is read again, here and in the other tabs.
      if (wasFailing) {
        onResync();
        relay({ kind: 'resync' });
      }
    };
    es.onerror = () => {
      // While CONNECTING the browser retries by itself and sends Last-Event-ID; a CLOSED stream is ours to reopen.
      if (es.readyState !== CLOSED || source !== es) return;
      es.close();
      source = null;
      failures += 1;
      if (failures >= failuresBeforePoll && pollTimer === undefined) {
        setPolling(true);
        relay({ kind: 'poll', on: true });
      }
      const delay = retryDelaysMs[Math.min(failures - 1, retryDelaysMs.length - 1)];
      retryTimer = setTimeout(open, delay);
    };
  };

  const becomeLeader = () => {
    leader = true;
    setPolling(false);
    open();
    // Events may have been missed between the old leader's last event and this stream: read them again.
    onResync();
  };

  if (channel) {
    channel.onmessage = (ev: MessageEvent) => {
      if (leader) return;
      const message = ev.data as Relay;
      if (message?.kind === 'event') {
        if (message.id) lastEventId = message.id;
        onEvent(message.event);
      } else if (message?.kind === 'resync') onResync();
      else if (message?.kind === 'poll') setPolling(message.on);
      else if (message?.kind === 'end') end(message.reason);
    };
  }

  if (env.locks && channel) {
    // Subscribe, then catch up: what this tab read before it listened may have missed an event the leader relayed.
    onResync();
    // The lock is held until this tab stops or closes; the next waiting tab then becomes the leader.
    env.locks
      .request(`kindripple-events:${scope}`, { signal: abort.signal }, () => {
        if (stopped) return Promise.resolve();
        becomeLeader();
        return new Promise<void>((resolve) => {
          releaseLock = resolve;
        });
      })
      .catch(() => {
        /* aborted while waiting: this tab stopped before its turn */
      });
  } else {
    becomeLeader();
  }

  const wake = () => {
    if (stopped || ended) return;
    if (env.doc.visibilityState === 'hidden') return;
    if (leader && source === null && retryTimer !== undefined) {
      clearTimeout(retryTimer);
      retryTimer = undefined;
      open();
    } else if (leader && source && source.readyState === CLOSED) {
      source.close();
      source = null;
      open();
    }
    onResync();
  };
  env.doc.addEventListener('visibilitychange', wake);
  env.win.addEventListener('pageshow', wake);
  env.win.addEventListener('online', wake);

  return {
    isLeader: () => leader,
    isPolling: () => pollTimer !== undefined,
    stop() {
      stopped = true;
      abort.abort();
      clearTimeout(retryTimer);
      setPolling(false);
      source?.close();
      source = null;
      leader = false;
      releaseLock?.();
      channel?.close();
      env.doc.removeEventListener('visibilitychange', wake);
      env.win.removeEventListener('pageshow', wake);
      env.win.removeEventListener('online', wake);
    },
  };
}
