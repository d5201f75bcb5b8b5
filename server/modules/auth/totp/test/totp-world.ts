import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import type { Db } from '../../../../db/client';
import type { TestContext } from '../../../../test/build-test-app';
import { buildUser } from '../../../../test/factories';
import type { TestHttp } from '../../../../test/harness';

// What the second-factor tests share: an injectable clock they move, codes as an authenticator app makes them, the
// two login steps through the API, and an admin who enrolled.

export const PASSWORD = 'Gentle-River-42';
export const PENDING = 'kr_pending_login';

/** The helpers for one test file's app; `clock` is the object whose `now` the app's clock reads. */
export function totpWorld(t: TestContext, http: TestHttp, clock: { now: Date }) {
  const advance = (seconds: number) => {
    clock.now = new Date(clock.now.getTime() + seconds * 1000);
  };
  const codeAt = (secret: string, at: Date = clock.now) =>
    new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
      timestamp: at.getTime(),
    });
  /** A six-digit code that is not the secret's in the current window (a wrong guess). */
  const wrongCodeFor = (secret: string) => {
    const near = [-30, 0, 30].map((s) => codeAt(secret, new Date(clock.now.getTime() + s * 1000)));
    for (let n = 0; ; n++) {
      const guess = String(n).padStart(6, '0');
      if (!near.includes(guess)) return guess;
    }
  };
  const pendingToken = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === PENDING)?.value;
  const login = (username: string, client: TestHttp = http) =>
    client.post('/api/login', { username, password: PASSWORD });
  const secondFactor = (token: string | undefined, code: unknown, client: TestHttp = http) =>
    client.post('/api/login/second-factor', { code }, token ? { headers: { cookie: `${PENDING}=${token}` } } : {});

  /** An admin with a password who enrolled an authenticator (the clock then moves to the next step). */
  async function enrolledAdmin() {
    const admin = await buildUser(t.db as Db, { role: 'admin', password: PASSWORD });
    const client = http.as(admin);
    const setup = await client.post('/api/user/totp/setup', { password: PASSWORD });
    expect(setup.statusCode, setup.body).toBe(200);
    const { secret } = setup.json() as { secret: string };
    const enabled = await client.post('/api/user/totp/enable', { code: codeAt(secret) });
    expect(enabled.statusCode).toBe(200);
    advance(30);
    return { admin, client, secret, recoveryCodes: (enabled.json() as { recoveryCodes: string[] }).recoveryCodes };
  }

  return { advance, codeAt, wrongCodeFor, pendingToken, login, secondFactor, enrolledAdmin };
}
