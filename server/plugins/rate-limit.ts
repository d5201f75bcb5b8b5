import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { clientKey, clientNetworkKey } from '../client-key';
import { HttpError } from '../http-error';
import { databaseCounters, localCounters, redisCounters, type CounterStore } from './counters';

declare module 'fastify' {
  interface FastifyInstance {
    /** The counters behind `tally()`: in Redis with REDIS_URL, else in the shared PostgreSQL database, else in this process. */
    counters: CounterStore;
  }
}

/** One abuse limit. Each module keeps a table of them beside its routes (`*.limits.ts`). */
export interface LimitSpec {
  /** Distinct per limiter: counters of different limiters never mix. */
  name: string;
  max: number;
  windowMs: number;
  /**
   * What is counted: the client's address (default; an IPv6 client by its /56, and its /48 by a second counter
   * allowing NETWORK_FACTOR times as many), an account, a mailbox...
   * null, undefined or '' skips the limit for this request.
   */
  key?: (request: FastifyRequest) => string | null | undefined;
  /** The 429's text, given how long to wait ('5 minutes'); by default 'Too many attempts. Please wait … and try again.' */
  message?: (wait: string) => string;
}

/** How long to wait, in words a person reads at a glance: '45 seconds', '12 minutes', '3 hours'. */
export function waitText(seconds: number): string {
  if (seconds >= 2 * 3600) return `${Math.ceil(seconds / 3600)} hours`;
  return seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
}

const defaultMessage = (wait: string) => `Too many attempts. Please wait ${wait} and try again.`;

/** The 429 of a limit that is over: its message for the wait, and Retry-After. */
export function tooManyAttempts(spec: LimitSpec, seconds: number): HttpError {
  return new HttpError(429, (spec.message ?? defaultMessage)(waitText(seconds)), {
    headers: { 'retry-after': String(seconds) },
  });
}

/** How many more requests a per-client limit allows an IPv6 client's whole /48 than its /56. */
export const NETWORK_FACTOR = 4;

/**
 * The one limiter: a preHandler that counts the request against a limit (in this process, or in Redis with
 * REDIS_URL) and answers 429 with Retry-After once it is over. Several can guard one route (per address and per
 * account): keys are namespaced by limit name. It runs after validation, so a refused body costs nothing. The
 * client address honours TRUST_PROXY only; an IPv6 client is counted by its /56 (`clientKey`), and a per-client
 * limit (no `key` given) also counts its /48 against NETWORK_FACTOR times the max, so a client handed many /56s
 * still meets a limit.
 */
export function limit(app: FastifyInstance, spec: LimitSpec): preHandlerAsyncHookHandler {
  const keyOf = spec.key ?? ((request: FastifyRequest) => clientKey(request.ip));
  const counter = (name: string, max: number, key: (request: FastifyRequest) => string | null | undefined) => {
    const check = app.createRateLimit({
      max,
      timeWindow: spec.windowMs,
      keyGenerator: (request: FastifyRequest) => `${name}:${key(request)}`,
    });
    return async (request: FastifyRequest) => {
      const value = key(request);
      if (value === null || value === undefined || value === '') return;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        throw tooManyAttempts(spec, Math.max(1, result.ttlInSeconds || Math.ceil(spec.windowMs / 1000)));
      }
    };
  };
  const counters = [counter(spec.name, spec.max, keyOf)];
  if (!spec.key) {
    counters.push(counter(`${spec.name}/48`, spec.max * NETWORK_FACTOR, (request) => clientNetworkKey(request.ip)));
  }
  return async function rateLimited(request) {
    for (const count of counters) await count(request);
  };
}

/** Counts by the lower-cased text of one body field (an account's e-mail or username), for per-account limits. */
export function bodyField(field: string) {
  return (request: FastifyRequest): string | null => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : null;
  };
}

/**
 * The mailbox an address reaches, for per-recipient limits: lower-cased, without a "+tag", and for Gmail
 * without dots (which Gmail ignores), so a stranger cannot dodge a recipient's limit by spelling one inbox
 * many ways. Only counters use it; mail still goes to the address as typed.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address.slice(0, 254);
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '') || local;
  return `${local}@${domain}`.slice(0, 254);
}

/** Counts by the mailbox of the address in one body field (skipped when the field is empty). */
export function bodyMailbox(field: string) {
  return (request: FastifyRequest): string | null => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' && value ? mailboxKey(value) : null;
  };
}

/** Counts per signed-in member (skipped for guests: the route's access level answers them). */
export function perMember(request: FastifyRequest): string | null {
  return request.user ? String(request.user.id) : null;
}

/** A count of outcomes kept by a route (failed logins), beside the limits that count requests. */
export interface Tally {
  /** Adds one for `key` and answers the count in its window, and the seconds until the window ends. */
  add(key: string): Promise<{ count: number; seconds: number }>;
  /** Takes `n` back for `key` (a success, or an attempt that did not count after all); never below zero. */
  take(key: string, n?: number): Promise<void>;
  /** Forgets `key` and answers what it held. */
  drain(key: string): Promise<number>;
}

/**
 * Counts what `limit()` cannot see: an outcome known only after the handler ran. The route adds for `key`, takes
 * back what should not count, and decides itself what the count means (a 429 through `tooManyAttempts`, or a
 * captcha). Same store as `limit()`: in this process, or shared by every instance through Redis; keys are
 * namespaced by the tally's name.
 */
export function tally(app: FastifyInstance, spec: Pick<LimitSpec, 'name' | 'windowMs'>): Tally {
  const store = () => app.counters;
  const keyOf = (key: string) => `${spec.name}:${key}`;
  return {
    async add(key) {
      const { count, ttlMs } = await store().add(keyOf(key), spec.windowMs);
      return { count, seconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
    },
    take: (key, n = 1) => (n > 0 ? store().take(keyOf(key), n) : Promise.resolve()),
    drain: (key) => store().drain(keyOf(key)),
  };
}

const NAMESPACE = 'kindripple-rl:';

type StoreCallback = (err: Error | null, res?: { current: number; ttl: number }) => void;

/** @fastify/rate-limit's store over shared counters: one fixed window per key, from its first request. */
function counterStore(counters: CounterStore) {
  const answer = (cb: StoreCallback) => (state: { count: number; ttlMs: number }) =>
    cb(null, { current: state.count, ttl: state.ttlMs });
  return class CounterRateLimitStore {
    incr(key: string, cb: StoreCallback, timeWindow: number) {
      counters.add(key, timeWindow).then(answer(cb), (err: Error) => cb(err));
    }
    read(key: string, cb: StoreCallback) {
      counters.read(key).then(answer(cb), (err: Error) => cb(err));
    }
    child() {
      return this;
    }
  };
}

/**
 * The store behind `limit()` and `tally()`, shared wherever the instances share something (decision 070): Redis when
 * REDIS_URL is set; else the PostgreSQL database the instances share; in this process on the embedded database (one
 * process). Nothing is limited globally; each route states its limits with `limit()`.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const redis = app.config.redisUrl
    ? new Redis(app.config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 1, enableOfflineQueue: true })
    : undefined;
  if (redis) {
    app.addHook('onClose', async () => void redis.quit());
    await app.register(rateLimit, { global: false, redis, nameSpace: NAMESPACE, skipOnError: false });
    app.decorate('counters', redisCounters(redis, NAMESPACE));
    return;
  }
  const counters = app.dbHandle.kind === 'postgres' ? databaseCounters(app.db) : localCounters();
  await app.register(rateLimit, {
    global: false,
    skipOnError: false,
    ...(app.dbHandle.kind === 'postgres' ? { store: counterStore(counters) } : {}),
  });
  app.decorate('counters', counters);
});
