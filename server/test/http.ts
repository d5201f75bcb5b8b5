import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/client';
import { createSession } from '../modules/auth/sessions';
import { hashPassword } from '../modules/auth/passwords';
import { sessionCookieName } from '../plugins/session';
import type { TestContext } from './build-test-app';
import { buildUser, type BuildUserOptions } from './factories';

/**
 * Headers every state-changing test request needs to pass the CSRF check, as the real client sends them:
 * the site's own Origin (`origin: t.config.publicUrl`) and the custom `X-Requested-With` header (needed
 * when the body is not JSON: no body, multipart). Spread them into `headers` of any POST/PUT/PATCH/DELETE.
 */
export function sameOrigin(t: Pick<TestContext, 'config'>): Record<string, string> {
  return { origin: t.config.publicUrl, 'x-requested-with': 'KindRipple' };
}

/** The Cookie header for a session token. */
export function sessionCookie(t: Pick<TestContext, 'config'>, token: string): string {
  return `${sessionCookieName(t.config)}=${token}`;
}

/** The session token a response set, if any. */
export function sessionTokenFrom(t: Pick<TestContext, 'config'>, res: LightMyRequestResponse): string | undefined {
  const name = sessionCookieName(t.config);
  const cookie = res.cookies.find((c) => c.name === name);
  return cookie && cookie.value ? cookie.value : undefined;
}

export interface SignedIn {
  user: Awaited<ReturnType<typeof buildUser>>;
  token: string;
  /** origin + cookie: spread into any inject as this member. */
  headers: Record<string, string>;
}

/**
 * A member (built by the factory) with a live session, without going through /api/login. With `password`,
 * the account gets a real argon2id hash so the password works for login and change-password tests.
 */
export async function signIn(t: Pick<TestContext, 'config' | 'db'>, opts: BuildUserOptions & { password?: string } = {}): Promise<SignedIn> {
  const { password, ...rest } = opts;
  const user = await buildUser(t.db as Db, { ...rest, passwordHash: password ? await hashPassword(password) : rest.passwordHash });
  const { token } = await createSession(t.db as Db, user.id);
  return { user, token, headers: { ...sameOrigin(t), cookie: sessionCookie(t, token) } };
}

/** app.inject with the same-origin header added (for state-changing requests). */
export function injectSameOrigin(t: Pick<TestContext, 'app' | 'config'>, opts: InjectOptions): Promise<LightMyRequestResponse> {
  return t.app.inject({ ...opts, headers: { ...sameOrigin(t), ...(opts.headers ?? {}) } } as InjectOptions) as Promise<LightMyRequestResponse>;
}
