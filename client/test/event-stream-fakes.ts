import type { ChannelLike, EventSourceLike, LocksLike, StreamEnvironment } from '@/lib/event-stream-environment';

/** A browser in miniature: EventSources it opened, BroadcastChannels that reach each other, and Web Locks. */
export class FakeEventSource implements EventSourceLike {
  readyState = 0;
  onopen: ((ev: Event) => unknown) | null = null;
  onerror: ((ev: Event) => unknown) | null = null;
  closed = false;
  listeners = new Map<string, Array<(ev: MessageEvent) => void>>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (ev: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  emit(type: string, data: unknown, lastEventId = '') {
    for (const l of this.listeners.get(type) ?? [])
      l(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
  }
  fail() {
    this.readyState = 2;
    this.onerror?.(new Event('error'));
  }
}

export function fakeBrowser() {
  const sources: FakeEventSource[] = [];
  const channels: Array<ChannelLike & { name: string; closed: boolean }> = [];
  const held = new Map<string, boolean>();
  const waiting = new Map<string, Array<() => void>>();
  const locks: LocksLike = {
    request(name, { signal }, callback) {
      return new Promise((resolve, reject) => {
        const run = () => {
          held.set(name, true);
          void callback().then(() => {
            held.set(name, false);
            resolve(undefined);
            waiting.get(name)?.shift()?.();
          });
        };
        if (!held.get(name)) run();
        else {
          waiting.set(name, [...(waiting.get(name) ?? []), run]);
          signal?.addEventListener('abort', () => {
            waiting.set(
              name,
              (waiting.get(name) ?? []).filter((r) => r !== run),
            );
            reject(new DOMException('aborted', 'AbortError'));
          });
        }
      });
    },
  };
  const tab = (): StreamEnvironment & { fire: (type: string) => void; setHidden: (h: boolean) => void } => {
    const listeners = new Map<string, Set<() => void>>();
    const target = {
      addEventListener: (t: string, l: () => void) => listeners.set(t, (listeners.get(t) ?? new Set()).add(l)),
      removeEventListener: (t: string, l: () => void) => listeners.get(t)?.delete(l),
    };
    let visibility = 'visible';
    return {
      createEventSource: (url) => {
        const s = new FakeEventSource(url);
        sources.push(s);
        return s;
      },
      createChannel: (name) => {
        const ch = {
          name,
          closed: false,
          onmessage: null as ChannelLike['onmessage'],
          postMessage(data: unknown) {
            for (const other of channels)
              if (other !== ch && other.name === name && !other.closed)
                other.onmessage?.(new MessageEvent('message', { data }));
          },
          close() {
            ch.closed = true;
          },
        };
        channels.push(ch);
        return ch;
      },
      locks,
      win: target,
      doc: {
        ...target,
        get visibilityState() {
          return visibility;
        },
      },
      fire: (type) => listeners.get(type)?.forEach((l) => l()),
      setHidden: (h) => {
        visibility = h ? 'hidden' : 'visible';
      },
    };
  };
  return { sources, tab };
}
