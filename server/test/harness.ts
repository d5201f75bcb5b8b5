import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Db } from '../db/client';
import { createSession } from '../modules/auth/auth.service';
import { freshCookieName, sessionCookieName } from '../plugins/session';
import { nextIp } from './addresses';
import { buildTestApp, type TestAppOptions, type TestContext } from './build-test-app';
import { buildUser, type BuildUserOptions, type BuiltUser, uniqueEmail } from './factories/users';
import { multipartBody } from './multipart';

export { nextIp, uniqueEmail };

export interface RequestOptions {
  /** The client address (default: a fresh one per request, so per-client limits stay out of the way). */
  ip?: string;
  /** Extra headers; one given as undefined removes a header the client would send (`{ origin: undefined }`). */
  headers?: Record<string, string | undefined>;
  query?: Record<string, string>;
}

/** One file of a multipart upload (the field is `avatar` unless named). */
export interface UploadFile {
  filename: string;
  contentType: string;
  data: Buffer;
  field?: string;
}

/** What a signed-in user looks like to `http.as()`: the factory's row, or anything with an id. */
export interface AsUser {
  id: number;
}

export interface TestHttp {
  get(url: string, opts?: RequestOptions): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown, opts?: RequestOptions): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown, opts?: RequestOptions): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown, opts?: RequestOptions): Promise<LightMyRequestResponse>;
  delete(url: string, body?: unknown, opts?: RequestOptions): Promise<LightMyRequestResponse>;
  /** A multipart/form-data POST with one file, as the upload forms send it. */
  upload(url: string, file: UploadFile, opts?: RequestOptions): Promise<LightMyRequestResponse>;
  /** Any request (raw bodies, odd methods): same-origin headers, a fresh address and the session are added. */
  inject(opts: InjectOptions & { ip?: string }): Promise<LightMyRequestResponse>;
  /** The same client signed in as `user` (a session is made on its first request and kept). */
  as(user: AsUser): TestHttp;
  /** The same client sending this session token (one a login answered with, say). */
  withSession(token: string): TestHttp;
  /**
   * The same client (its session and its cookies) sending to another instance on the same database, as a browser
   * behind a round-robin load balancer does.
   */
  through(other: TestContext): TestHttp;
  /** A new member (factory options) and a client signed in as them. */
  member(opts?: BuildUserOptions): Promise<{ user: BuiltUser; http: TestHttp }>;
  /** A new admin and a client signed in as them. */
  admin(opts?: BuildUserOptions): Promise<{ user: BuiltUser; http: TestHttp }>;
  /** The session token this client sends (signs in first when it is bound to a user). */
  sessionToken(): Promise<string | undefined>;
  /** The session token a response set in its cookie (undefined when it set none, or cleared it). */
  sessionFrom(res: LightMyRequestResponse): string | undefined;
}

type Session = { user: AsUser } | { token: string } | null;

/** What a client keeps between its requests, as a browser does: its session token and its 'fresh until' cookie. */
interface Jar {
  token?: Promise<string>;
  fresh?: string;
}

/**
 * A client of the test app that sends what the browser client sends: the site's own Origin and the
 * `X-Requested-With` header (the CSRF check), JSON bodies, and a fresh client address per request.
 */
export function createHttp(t: TestContext, session: Session = null, jar: Jar = {}): TestHttp {
  const sessionToken = async () => {
    if (!session) return undefined;
    if ('token' in session) return session.token;
    jar.token ??= createSession(t.db as Db, session.user.id).then((s) => s.token);
    return jar.token;
  };
  const inject = async (opts: InjectOptions & { ip?: string }): Promise<LightMyRequestResponse> => {
    const { ip, headers, ...rest } = opts;
    const current = await sessionToken();
    const cookies = [
      ...(current ? [`${sessionCookieName(t.config)}=${current}`] : []),
      ...(jar.fresh ? [`${freshCookieName(t.config)}=${jar.fresh}`] : []),
    ];
    const all: Record<string, string | undefined> = {
      origin: t.config.publicUrl,
      'x-requested-with': 'KindRipple',
      ...(cookies.length ? { cookie: cookies.join('; ') } : {}),
      ...(headers as Record<string, string | undefined> | undefined),
    };
    const res = (await t.app.inject({
      remoteAddress: ip ?? nextIp(),
      ...rest,
      headers: Object.fromEntries(Object.entries(all).filter(([, v]) => v !== undefined)) as Record<string, string>,
    } as InjectOptions)) as LightMyRequestResponse;
    const fresh = res.cookies.find((c) => c.name === freshCookieName(t.config));
    if (fresh) jar.fresh = fresh.value || undefined;
    return res;
  };
  const send =
    (method: InjectOptions['method']) =>
    (url: string, body?: unknown, opts: RequestOptions = {}) =>
      inject({
        method,
        url,
        query: opts.query,
        ip: opts.ip,
        headers: opts.headers as Record<string, string>,
        ...(body === undefined ? {} : { payload: body as object }),
      });
  const http: TestHttp = {
    get: (url, opts = {}) =>
      inject({ method: 'GET', url, query: opts.query, ip: opts.ip, headers: opts.headers as Record<string, string> }),
    post: send('POST'),
    put: send('PUT'),
    patch: send('PATCH'),
    delete: send('DELETE'),
    upload: (url, file, opts = {}) => {
      const mp = multipartBody(file);
      return inject({
        method: 'POST',
        url,
        ip: opts.ip,
        headers: { ...mp.headers, ...opts.headers } as Record<string, string>,
        payload: mp.payload,
      });
    },
    inject: (opts) => inject(opts),
    as: (someone) => createHttp(t, { user: someone }),
    withSession: (sessionToken) => createHttp(t, { token: sessionToken }),
    through: (other) => createHttp(other, session, jar),
    member: async (opts = {}) => {
      const member = await buildUser(t.db as Db, { role: 'member', ...opts });
      return { user: member, http: createHttp(t, { user: member }) };
    },
    admin: async (opts = {}) => {
      const admin = await buildUser(t.db as Db, { ...opts, role: 'admin' });
      return { user: admin, http: createHttp(t, { user: admin }) };
    },
    sessionToken,
    sessionFrom: (res) => {
      const cookie = res.cookies.find((c) => c.name === sessionCookieName(t.config));
      return cookie && cookie.value ? cookie.value : undefined;
    },
  };
  return http;
}

/**
 * The one set-up line of a server test file: builds the real app on a fresh real database before the file's
 * tests (or the `describe` block it is called in) and closes both after them. `t` is filled in by then (app, db,
 * config); `http` is a guest client. `env` changes the configuration (`{ TRUST_PROXY: '127.0.0.1' }`), `options`
 * the composition (`{ kindActSources: [...] }`).
 *
 *   const { t, http } = useTestApp();
 *   const { user, http: member } = await http.member();
 */
export function useTestApp(
  env: Partial<Record<string, string>> = {},
  options: TestAppOptions = {},
): { t: TestContext; http: TestHttp } {
  const t = {} as TestContext;
  beforeAll(async () => {
    Object.assign(t, await buildTestApp(env, options));
  });
  afterAll(async () => {
    await t.close?.();
  });
  return { t, http: createHttp(t) };
}

/** Runs `fn` against an app of its own (another configuration, one test only) and closes it afterwards. */
export async function withTestApp<T>(
  env: Partial<Record<string, string>>,
  fn: (app: { t: TestContext; http: TestHttp }) => Promise<T>,
  options: TestAppOptions = {},
): Promise<T> {
  const t = await buildTestApp(env, options);
  try {
    return await fn({ t, http: createHttp(t) });
  } finally {
    await t.close();
  }
}
