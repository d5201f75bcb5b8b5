// Fixtures made through the running server's HTTP API, so each journey creates the members and ripples it needs
// instead of relying on what an earlier journey left behind. The journeys treat the server as a black box: these
// helpers speak its public JSON API as a browser page would (same-origin Origin header, JSON body).
import { inject } from 'vitest';

let counter = 0;
const runStamp = Date.now().toString(36);

/** An address no other fixture or journey in this run uses (per-recipient limits count by mailbox, so no "+tag"). */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${runStamp}-${counter}@example.test`;
}

/** The headers a KindRipple page sends with a call: its own Origin, and the custom header that lets a call with no body
 * through the CSRF check. */
export const sameSiteHeaders = (base: string): Record<string, string> => ({
  origin: new URL(base).origin,
  'x-requested-with': 'KindRipple',
});

export interface ApiAnswer {
  status: number;
  json: Record<string, unknown>;
}

/**
 * Calls /api{path} on the server at `base` (the journeys' shared one unless given), as a same-site page does, and
 * answers the status and the JSON. `from` plays a person at that IP address: the server believes X-Forwarded-For
 * from loopback (see global-setup.ts), which places a ripple's notes in real cities.
 */
export async function apiRequest(
  method: string,
  path: string,
  opts: { body?: unknown; from?: string; base?: string } = {},
): Promise<ApiAnswer> {
  const base = opts.base ?? inject('baseURL');
  const headers = sameSiteHeaders(base);
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.from) headers['x-forwarded-for'] = opts.from;
  const res = await fetch(new URL(`/api${path}`, base), {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Like apiRequest, but a call that is not answered 2xx fails the journey with what the server said. */
export async function callApi<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  opts: { body?: unknown; from?: string; base?: string } = {},
): Promise<T> {
  const { status, json } = await apiRequest(method, path, opts);
  if (status < 200 || status > 299)
    throw new Error(`${method} /api${path} answered ${status}: ${JSON.stringify(json)}`);
  return json as T;
}

export interface Member {
  email: string;
  password: string;
  displayName: string;
}

/** The password of every member a fixture registers. */
export const FIXTURE_PASSWORD = 'Fixture-Lantern-4826';

/**
 * An address of the benchmarking range (198.18.0.0/15) for a registration with no `from`: each fixture member signs up
 * as a different person, so the journeys together stay under the per-address registration limit.
 */
const someoneElse = () =>
  `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/**
 * Registers a member (a gallery avatar, 1 unless said), as the person at `from` (someone new unless given), on the
 * shared server or the one at `base`, and answers their sign-in details.
 */
export async function createMember(
  opts: { displayName?: string; email?: string; avatar?: number; base?: string } = {},
  from?: string,
): Promise<Member> {
  const member = {
    email: opts.email ?? uniqueEmail('member'),
    password: FIXTURE_PASSWORD,
    displayName: opts.displayName ?? 'Fixture Member',
  };
  await callApi('POST', '/register', {
    body: {
      username: member.email,
      password: member.password,
      displayName: member.displayName,
      avatar: `/avatars/${opts.avatar ?? 1}.png`,
    },
    from: from ?? someoneElse(),
    base: opts.base,
  });
  return member;
}

export interface StartedRipple {
  /** The first note's link (/r/{code}), to send to someone. */
  nodeUrl: string;
  nodeCode: string;
  seedCode: string;
  /** The owner's summary link, with its key. */
  summaryUrl: string;
}

/** Starts a ripple as the person at `from`, as the home page's dialog does. */
export function startRipple(opts: {
  from: string;
  message: string;
  senderName?: string;
  subscribeEmail?: string;
}): Promise<StartedRipple> {
  const { from, ...body } = opts;
  return callApi<StartedRipple>('POST', '/ripples', { from, body: { ...body, shareChannel: 'copy' } });
}

export interface PassedNote {
  nodeUrl: string;
  nodeCode: string;
}

/** The code at the end of a note's link (/r/{code}). */
export const noteCode = (nodeUrl: string) => new URL(nodeUrl).pathname.split('/').pop()!;

/** The person at `from` opens the note at `nodeUrl` (so they count as reached) and passes it on with their own note. */
export async function passRippleOn(
  nodeUrl: string,
  opts: { from: string; message: string; senderName?: string },
): Promise<PassedNote> {
  const { from, ...body } = opts;
  const code = noteCode(nodeUrl);
  await callApi('GET', `/ripples/node/${code}`, { from });
  return callApi<PassedNote>('POST', `/ripples/node/${code}/pass`, { from, body: { ...body, shareChannel: 'copy' } });
}
