import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** One event on a member's stream: their own sequence number, a type, and what the browser gets. */
export interface StreamEvent {
  seq: number;
  type: string;
  data: unknown;
}

/** What the plugin needs from the product (buildApp hands it from the events module). */
export interface RealtimeSource {
  /** The channel the writers NOTIFY on, inside their transaction; the payload is the member's id. */
  channel: string;
  /** The member's events after `afterSeq`, in order (at most `max`). */
  eventsAfter(memberId: number, afterSeq: number, max: number): Promise<StreamEvent[]>;
  /** The member's last event number (0 when none). */
  lastSeq(memberId: number): Promise<number>;
  /** Presence across instances: this instance holds `streams` open streams of the member (0: none). */
  setPresence(memberId: number, instanceId: string, streams: number): Promise<void>;
  /** Still here: refreshes this instance's presence rows. */
  refreshPresence(instanceId: string, memberIds: number[]): Promise<void>;
  /** This instance is going away: its presence rows go. */
  clearPresence(instanceId: string): Promise<void>;
}

/** A stream as the plugin sees it: where to write, and the last event number written to it. */
export interface StreamSink {
  write(chunk: string): void;
  end(): void;
  /**
   * Why the stream may not go on (its session ended: `signed_out`, or `suspended`), or null while it may. Asked as
   * the stream starts, whenever the member's sessions change (decision 060) and every few minutes besides.
   */
  ended?: () => Promise<StreamEndReason | null>;
}

/** Announces that a member's sessions changed (the member's id; null: anyone's may have). */
export type SessionChangeFeed = (onChange: (memberId: number | null) => void) => () => void;

export interface Realtime {
  instanceId: string;
  /**
   * Opens a member's stream: subscribes first, then replays what came after `lastEventId` (or nothing, from now,
   * without one), then delivers each new event once, in order. Answers the way to close it.
   */
  open(memberId: number, lastEventId: number | null, sink: StreamSink): Promise<() => void>;
  /** How many streams this instance holds (all members, or one member's). */
  streamCount(memberId?: number): number;
  /**
   * Resolves once every delivery, start and end already asked for has been written (and those they led to). Tests
   * await it instead of sleeping before they check what a stream got, or did not get.
   */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** How often a comment line keeps each stream (and the proxies on the way) awake, and presence fresh. */
export const HEARTBEAT_MS = 25_000;
/**
 * How often a stream asks whether it may go on besides the session-change notices that end it at once (decision 060):
 * a net under a notice that never came.
 */
export const ALIVE_CHECK_MS = 5 * 60_000;
const BATCH = 200;

interface Stream {
  memberId: number;
  sink: StreamSink;
  lastSeq: number;
  /** Deliveries run one after another, so an event is never written twice nor out of order. */
  chain: Promise<void>;
  closed: boolean;
  checkedAt: number;
}

const frame = (e: StreamEvent) => `id: ${e.seq}\nevent: ${e.type}\ndata: ${JSON.stringify(e.data)}\n\n`;

/** Why a member's streams are cut (decision 045): the browser signs out, or shows the Connections block. */
export const STREAM_END_REASONS = ['suspended', 'blocked', 'signed_out'] as const;
export type StreamEndReason = (typeof STREAM_END_REASONS)[number];

/**
 * The notification that cuts every stream of a member on every instance: sent on the writers' channel inside the
 * transaction that suspends or blocks them, so it goes out only if that commits, after the events it wrote.
 */
export const streamEndPayload = (memberId: number, reason: StreamEndReason) => `${memberId}:end:${reason}`;

const END_PAYLOAD = /^(\d+):end:([a-z_]+)$/;

/**
 * Server-Sent Events fan-out (decision 038): LISTEN once per process on the writers' channel; a notification names
 * a member, and each of that member's streams on this instance reads its events after the last one it wrote.
 * Numbers are gap-free per member, so 'after the last one written' loses nothing and repeats nothing, whether the
 * event came through NOTIFY, through a reconnection's Last-Event-ID or after the listening connection dropped.
 */
export const realtimePlugin = fp(
  async (
    app: FastifyInstance,
    opts: {
      source: RealtimeSource;
      /** The session plugin's notices of ended sessions; without them a stream only learns at its periodic check. */
      sessionChanges?: SessionChangeFeed;
      heartbeatMs?: number;
      aliveCheckMs?: number;
    },
  ) => {
    const { source } = opts;
    const instanceId = randomUUID();
    const streams = new Map<number, Set<Stream>>();
    /** Every stream's chain still running (idle() waits for them). */
    const running = new Set<Promise<void>>();
    const track = (chain: Promise<void>) => {
      running.add(chain);
      void chain.finally(() => running.delete(chain));
      return chain;
    };

    const deliver = (s: Stream) => {
      s.chain = track(
        s.chain
          .then(async () => {
            for (;;) {
              if (s.closed) return;
              const events = await source.eventsAfter(s.memberId, s.lastSeq, BATCH);
              if (s.closed || events.length === 0) return;
              let out = '';
              for (const e of events) {
                // Older events were removed: the browser refetches, then carries on from here.
                if (e.seq !== s.lastSeq + 1) out += `event: resync\ndata: {"type":"resync"}\n\n`;
                out += frame(e);
                s.lastSeq = e.seq;
              }
              s.sink.write(out);
              if (events.length < BATCH) return;
            }
          })
          .catch((err: unknown) => app.log.warn({ err }, 'realtime delivery failed')),
      );
    };

    const presence = (memberId: number) =>
      source
        .setPresence(memberId, instanceId, streams.get(memberId)?.size ?? 0)
        .catch((err: unknown) => app.log.warn({ err }, 'presence update failed'));

    const detach = (s: Stream) => {
      if (s.closed) return false;
      s.closed = true;
      const set = streams.get(s.memberId);
      set?.delete(s);
      if (set?.size === 0) streams.delete(s.memberId);
      void presence(s.memberId);
      return true;
    };

    /** A last frame says why, then the end (no id: the browser's Last-Event-ID stays as it was). */
    const endStream = (s: Stream, reason: string) => {
      if (s.closed) return;
      s.sink.write(`event: end\ndata: ${JSON.stringify({ type: 'end', reason })}\n\n`);
      detach(s);
      s.sink.end();
    };

    // After what was already on its way (the events of the same transaction), a last frame says why, then the end.
    const cut = (memberId: number, reason: string) => {
      for (const s of streams.get(memberId) ?? [])
        s.chain = track(
          s.chain
            .then(() => endStream(s, reason))
            .catch((err: unknown) => app.log.warn({ err }, 'realtime stream end failed')),
        );
    };

    /** Asks whether the stream's session still lives (in its turn, after what is on its way); ends it when not. */
    const recheck = (s: Stream) => {
      const ended = s.sink.ended;
      if (!ended || s.closed) return;
      s.checkedAt = Date.now();
      s.chain = track(
        s.chain
          .then(async () => {
            if (s.closed) return;
            const reason = await ended();
            if (reason) endStream(s, reason);
          })
          .catch((err: unknown) => app.log.warn({ err }, 'realtime liveness check failed')),
      );
    };

    const notified = (payload: string) => {
      const end = END_PAYLOAD.exec(payload);
      if (end) return cut(Number(end[1]), end[2]!);
      if (payload === '') {
        // The listening connection came back: anything may have been missed, every stream catches up.
        for (const set of streams.values()) for (const s of set) deliver(s);
        return;
      }
      const memberId = Number(payload);
      for (const s of streams.get(memberId) ?? []) deliver(s);
    };
    const unlisten = await app.dbHandle.listen(source.channel, notified, (err) =>
      app.log.warn({ err }, 'realtime listener lost its connection'),
    );

    // A session ended (logout, a password change, a suspension, a deleted account) or '' (anything may have): the
    // member's streams on this instance ask at once whether their own session still lives (decision 060).
    const unsubscribe = opts.sessionChanges?.((memberId) => {
      if (memberId === null) for (const set of streams.values()) for (const s of set) recheck(s);
      else for (const s of streams.get(memberId) ?? []) recheck(s);
    });

    const aliveEvery = opts.aliveCheckMs ?? ALIVE_CHECK_MS;
    const checkAlive = (s: Stream) => {
      if (Date.now() - s.checkedAt >= aliveEvery) recheck(s);
    };
    const heartbeat = setInterval(() => {
      for (const set of streams.values())
        for (const s of set) {
          s.sink.write(': ping\n\n');
          checkAlive(s);
        }
      if (streams.size)
        source
          .refreshPresence(instanceId, [...streams.keys()])
          .catch((err: unknown) => app.log.warn({ err }, 'presence refresh failed'));
    }, opts.heartbeatMs ?? HEARTBEAT_MS);
    heartbeat.unref();

    const realtime: Realtime = {
      instanceId,
      streamCount: (memberId) =>
        memberId === undefined
          ? [...streams.values()].reduce((n, set) => n + set.size, 0)
          : (streams.get(memberId)?.size ?? 0),
      async open(memberId, lastEventId, sink) {
        const s: Stream = {
          memberId,
          sink,
          lastSeq: 0,
          chain: Promise.resolve(),
          closed: false,
          checkedAt: Date.now(),
        };
        // Subscribe first, then find where to start: a notification in between waits on the chain below.
        let set = streams.get(memberId);
        if (!set) streams.set(memberId, (set = new Set()));
        set.add(s);
        // Chained before it starts, so a notification arriving at any moment waits for the starting point.
        s.chain = track(
          Promise.resolve()
            .then(async () => {
              const last = await source.lastSeq(memberId);
              if (lastEventId === null) s.lastSeq = last;
              else if (lastEventId > last) {
                // Numbers this member never had (another database, say): start over from now.
                sink.write(`event: resync\ndata: {"type":"resync"}\n\n`);
                s.lastSeq = last;
              } else s.lastSeq = lastEventId;
            })
            .catch((err: unknown) => app.log.warn({ err }, 'realtime start failed')),
        );
        deliver(s);
        // The session may have ended between the request's read and the subscription: no notice would come for it.
        recheck(s);
        await presence(memberId);
        return () => void detach(s);
      },
      async idle() {
        // A chain may add to another before it ends (a start, then its delivery): wait until none is left.
        while (running.size) await Promise.all([...running]);
      },
    };
    app.decorate('realtime', realtime);

    app.addHook('preClose', async () => {
      clearInterval(heartbeat);
      unsubscribe?.();
      for (const set of streams.values())
        for (const s of set) {
          s.closed = true;
          s.sink.end();
        }
      streams.clear();
      await unlisten().catch(() => undefined);
      await source.clearPresence(instanceId).catch(() => undefined);
    });
  },
  { name: 'realtime' },
);
