import { vi } from 'vitest';
import { CONTRACTS, describeIssues } from './contracts';

/** One call the code under test made, as a handler and the test see it. */
export interface MockRequest {
  method: string;
  /** The path without the query string. */
  path: string;
  query: URLSearchParams;
  /** The `:name` parts of the route that answered. */
  params: Record<string, string>;
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** Whether the session cookie went with it ('include'). */
  credentials: RequestCredentials | undefined;
  /** The JSON body parsed, a FormData as sent, else undefined. */
  body: unknown;
}

/** An answer with a status: `{ status: 404, body: { message: 'Ripple not found' } }`. */
export interface MockReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * What a route answers: a JSON body (200), a MockReply, a Response, or a function of the request giving one of
 * those (a promise of one too: a promise that never settles keeps the page loading). A function that throws makes
 * fetch fail with that error, as a dropped connection does (`new TypeError('Failed to fetch')`).
 */
type HandlerFn = (request: MockRequest) => unknown;
export type MockHandler = HandlerFn | object | string | number | boolean | null | undefined;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
/** `'GET /api/ripples/node/:code'`; with a query string (`'GET /api/x?limit=3'`) the query must match too. */
export type MockRoutes = Record<`${Method} /${string}`, MockHandler>;

export interface MockApi {
  /** Every call, answered or not, in order. */
  calls: MockRequest[];
  /** The calls one route answered (its key as given to mockApi). */
  callsTo: (route: keyof MockRoutes & string) => MockRequest[];
}

let unanswered: string[] = [];
let mismatched: string[] = [];

const isReply = (value: unknown): value is MockReply =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as MockReply).status === 'number' &&
  Object.keys(value).every((k) => k === 'status' || k === 'body' || k === 'headers');

const asReply = (answer: unknown): MockReply =>
  isReply(answer) ? answer : answer === undefined ? { status: 204 } : { status: 200, body: answer };

/**
 * A successful JSON answer to a route with a contract (client/test/contracts.ts) must match it: a mock that no
 * longer does is refused, so the test fails instead of proving the screen against an answer the server never gives.
 */
function checkContract(method: string, path: string, answer: unknown) {
  if (answer instanceof Response) return;
  const reply = asReply(answer);
  if (reply.status < 200 || reply.status >= 300 || reply.body === undefined) return;
  for (const [route, schema] of Object.entries(CONTRACTS)) {
    const [want, pattern] = route.split(' ');
    if (want !== method || !matchPath(pattern, path)) continue;
    const checked = schema.safeParse(reply.body);
    if (checked.success) return;
    const problem = `${method} ${path} answered what its contract (${route}) refuses:\n${describeIssues(checked.error)}`;
    mismatched.push(problem);
    throw new Error(`mockApi: ${problem}`);
  }
}

function toResponse(answer: unknown): Response {
  if (answer instanceof Response) return answer;
  const reply = asReply(answer);
  const json = reply.body !== undefined;
  return new Response(json ? JSON.stringify(reply.body) : null, {
    status: reply.status,
    headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...reply.headers },
  });
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

/** The route's `:name` parts when `path` matches its pattern, else null. */
function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    if (want[i].startsWith(':')) params[want[i].slice(1)] = decodeURIComponent(got[i]);
    else if (want[i] !== got[i]) return null;
  }
  return params;
}

/**
 * Stands in for the server for one test: `fetch` answers from `routes` by "METHOD /path". A call no route
 * answers fails the test (after it ends, naming the method and path) and gets a rejected fetch meanwhile.
 * A later mockApi in the same test replaces the routes.
 *
 *   const api = mockApi({ 'GET /api/ripples/node/:code': note, 'POST /api/ripples': (req) => created(req.body) });
 *   expect(api.callsTo('POST /api/ripples')[0].body).toEqual({ ... });
 */
export function mockApi(routes: MockRoutes): MockApi {
  const calls: MockRequest[] = [];
  const answered = new Map<string, MockRequest[]>();
  const table = Object.entries(routes).map(([key, handler]) => {
    const [method, target] = key.split(' ');
    const [pattern, search] = target.split('?');
    return { key, method, pattern, search: search === undefined ? null : new URLSearchParams(search), handler };
  });

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const request: MockRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      params: {},
      headers: Object.fromEntries([...new Headers(init.headers).entries()].map(([k, v]) => [k.toLowerCase(), v])),
      credentials: init.credentials,
      body: parseBody(init.body),
    };
    calls.push(request);
    for (const route of table) {
      if (route.method !== method) continue;
      if (route.search && route.search.toString() !== url.searchParams.toString()) continue;
      const params = matchPath(route.pattern, url.pathname);
      if (!params) continue;
      request.params = params;
      answered.set(route.key, [...(answered.get(route.key) ?? []), request]);
      const answer = typeof route.handler === 'function' ? await (route.handler as HandlerFn)(request) : route.handler;
      checkContract(method, url.pathname, answer);
      return toResponse(answer);
    }
    const missing = `${method} ${url.pathname}${url.search}`;
    unanswered.push(missing);
    throw new Error(`mockApi: nothing answers ${missing}`);
  });

  return { calls, callsTo: (route) => answered.get(route) ?? [] };
}

/**
 * Called after every client test (client/test/setup.ts): puts the real fetch back and fails the test when the
 * code asked the mock for something it did not answer, or a mock answered what its contract refuses.
 */
export function verifyMockApi() {
  const missing = unanswered;
  const refused = mismatched;
  unanswered = [];
  mismatched = [];
  if (refused.length) throw new Error(`mockApi: mocks that do not match their contracts:\n${refused.join('\n')}`);
  if (missing.length) {
    throw new Error(
      `mockApi: the test made calls no route answers (add them to mockApi):\n${missing.map((m) => `  ${m}`).join('\n')}`,
    );
  }
}
