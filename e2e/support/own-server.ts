// A journey that needs an admin runs its own production server, with the admin made at start from ADMIN_EMAIL
// (the shared server has none), and reads that server's mail. `ownServer()` starts it with the browser before the
// file's journeys and stops both after them; the helpers speak to that server as its pages do.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { startBuiltServer, type BuiltServer } from '../../scripts/lib/server-process.mjs';
import { profileBody } from '../../server/test/factories/connections';
import { apiRequest, createMember, FIXTURE_PASSWORD, sameSiteHeaders, uniqueEmail, type Member } from './api';
import { DESKTOP, launchBrowser, newPerson } from './browser';
import { waitForMail, type KeptMail } from './mail';

export interface Viewport {
  width: number;
  height: number;
}

/** One person in their own browser, signed in; `call` speaks the JSON API with their session, as their page would. */
export interface SignedIn {
  context: BrowserContext;
  page: Page;
  /** The member's id. */
  id: number;
  /** A call to /api{path} with this person's session that must be answered 2xx; answers the JSON. */
  call<T = Record<string, unknown>>(
    method: 'get' | 'post' | 'patch' | 'delete',
    path: string,
    data?: unknown,
  ): Promise<T>;
}

/** A help profile any journey member can have (Connections needs one before anything else): the server tests' one. */
export const HELP_PROFILE = profileBody();

export interface OwnServer {
  readonly browser: Browser;
  readonly base: string;
  readonly dataDir: string;
  /** The admin made at start. */
  readonly admin: { email: string; password: string };
  /** /api{path} as a same-site page calls it, signed out: the status and the JSON. */
  api(method: string, path: string, body?: unknown): ReturnType<typeof apiRequest>;
  /** The newest mail this server kept for `to` whose subject matches, waited for (e2e/support/mail.ts). */
  mail(to: string, subject: RegExp): Promise<KeptMail>;
  /** A fresh browser context on this server: one person, signed out. */
  person(viewport?: Viewport): Promise<{ context: BrowserContext; page: Page }>;
  /** A person signed in as `email` (through the login call, so the page starts wherever the journey sends it). */
  signedIn(email: string, password: string, viewport?: Viewport): Promise<SignedIn>;
  /** The admin, signed in. */
  signedInAdmin(viewport?: Viewport): Promise<SignedIn>;
  /** A registered member (avatar 2 unless said) whose address is confirmed from the mailed link. */
  confirmedMember(displayName: string, opts?: { avatar?: number }): Promise<Member>;
  /** A confirmed member with a help profile, signed in in their own browser. */
  connectionsMember(displayName: string, opts?: { avatar?: number }): Promise<Member & SignedIn>;
}

/**
 * Starts this file's own server (with an admin) and the browser before its journeys, and stops both after them.
 * Call at the top of a journey file; the answer's fields are there once the journeys run.
 */
export function ownServer(opts: { adminPrefix?: string } = {}): OwnServer {
  const admin = { email: uniqueEmail(opts.adminPrefix ?? 'admin'), password: 'Harbour-Lantern-8642' };
  let browser: Browser | undefined;
  let server: BuiltServer | undefined;
  beforeAll(async () => {
    [browser, server] = await Promise.all([
      launchBrowser(),
      startBuiltServer({ ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }),
    ]);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = () => {
    if (!browser || !server) throw new Error('The server starts in beforeAll: use it inside a journey');
    return { browser, server };
  };

  const own: OwnServer = {
    get browser() {
      return started().browser;
    },
    get base() {
      return started().server.base;
    },
    get dataDir() {
      return started().server.dataDir;
    },
    admin,
    api: (method, path, body) => apiRequest(method, path, { body, base: own.base }),
    mail: (to, subject) => waitForMail(to, subject, 20_000, own.dataDir),
    person: (viewport = DESKTOP) => newPerson(own.browser, viewport, own.base),
    async signedIn(email, password, viewport = DESKTOP) {
      const { context, page } = await own.person(viewport);
      const headers = sameSiteHeaders(own.base);
      const res = await page.request.post('/api/login', { data: { username: email, password }, headers });
      expect(res.status(), `login as ${email}: ${await res.text()}`).toBe(200);
      const call = async <T>(method: 'get' | 'post' | 'patch' | 'delete', path: string, data?: unknown) => {
        const r = await page.request[method](`/api${path}`, { data, headers });
        expect(r.ok(), `${method} /api${path}: ${await r.text()}`).toBe(true);
        return (await r.json()) as T;
      };
      const me = await call<{ id: number }>('get', '/user');
      return { context, page, id: me.id, call };
    },
    signedInAdmin: (viewport) => own.signedIn(admin.email, admin.password, viewport),
    async confirmedMember(displayName, { avatar = 2 } = {}) {
      const email = uniqueEmail(displayName.split(' ')[0]!.toLowerCase());
      const member = await createMember({ displayName, email, avatar, base: own.base });
      const mail = await own.mail(email, /Confirm your KindRipple e-mail address/);
      const link = mail.links.find((l) => l.includes('/confirm-email?token='));
      expect(link, `the confirmation link mailed to ${email}`).toBeTruthy();
      const confirmed = await own.api('POST', '/auth/confirm-email', {
        token: new URL(link!).searchParams.get('token'),
      });
      expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);
      return member;
    },
    async connectionsMember(displayName, opts) {
      const member = await own.confirmedMember(displayName, opts);
      const person = await own.signedIn(member.email, FIXTURE_PASSWORD);
      await person.call('post', '/connections/profile', HELP_PROFILE);
      return { ...member, ...person };
    },
  };
  return own;
}
