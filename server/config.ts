import { z } from 'zod';
import { DEFAULT_CONTACT_EMAIL } from '../common/constants';

/** Every environment variable the product reads, validated once; nothing else touches process.env. */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: z.url({ message: 'PUBLIC_URL must be a full URL such as https://kindripple.example' }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).default('KindRipple <hello@kindripple.local>'),
    CONTACT_EMAIL: z.email().default(DEFAULT_CONTACT_EMAIL),
    CAPTCHA_PROVIDER: z.enum(['altcha', 'recaptcha', 'none']).default('altcha'),
    RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
    RECAPTCHA_SECRET_KEY: z.string().min(1).optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(7).optional(),
    DEMO_CONTENT: z.enum(['auto', 'on', 'off']).default('auto'),
    TRUST_PROXY: z.string().default('false'),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis://')
      .optional(),
    DEV_ORIGIN: z.url({ message: 'DEV_ORIGIN must be a full URL such as http://localhost:5173' }).optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.CAPTCHA_PROVIDER === 'recaptcha' && (!env.RECAPTCHA_SITE_KEY || !env.RECAPTCHA_SECRET_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_PROVIDER'],
        message: 'recaptcha needs RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY',
      });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_EMAIL'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together' });
    }
  });

export type TrustProxy = boolean | string | string[];

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  secureCookies: boolean;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  contactEmail: string;
  captcha: { provider: 'altcha' | 'recaptcha' | 'none'; recaptchaSiteKey?: string; recaptchaSecretKey?: string };
  admin?: { email: string; password: string };
  demoContent: 'auto' | 'on' | 'off';
  trustProxy: TrustProxy;
  redisUrl?: string;
  logLevel: string;
  /**
   * The development server's origin (Vite, whose pages call the API through its proxy), accepted by the CSRF check
   * beside PUBLIC_URL's; from DEV_ORIGIN, which `npm run dev` (scripts/dev.mjs) sets, and only with
   * NODE_ENV=development (undefined otherwise).
   */
  devOrigin?: string;
  /**
   * How long the short per-instance caches keep an answer, in milliseconds (0: never kept, concurrent callers
   * still share one load). Not read from the environment: the tests' configuration sets them all to 0.
   */
  cacheTtl: {
    /** The home-page totals (GET /api/stats). */
    statsMs: number;
    /** A ripple's public summary, shared by everyone opening it in the same moment. */
    rippleSummaryMs: number;
    /** The current challenge (GET /api/challenges/current), never kept past its end or another one's start. */
    currentChallengeMs: number;
    /** A page of the public story list (GET /api/stories), shared by everyone opening it in the same moment. */
    storyPageMs: number;
    /**
     * A signed-in member's session, kept by the instance between their requests (decision 051): forgotten at once on
     * this instance after a change they or an admin make, and on every instance when the database says it changed.
     */
    sessionMs: number;
    /**
     * How long after a write its writer's requests skip every kept copy, on every instance (the signed 'fresh until'
     * cookie, decision 069): longer than the longest lifetime of the copies it skips. 0 sets no such cookie.
     */
    freshMs: number;
  };
}

/** The production cache lifetimes (see AppConfig.cacheTtl). */
export const DEFAULT_CACHE_TTL: AppConfig['cacheTtl'] = {
  statsMs: 30_000,
  rippleSummaryMs: 1_000,
  currentChallengeMs: 1_000,
  storyPageMs: 1_000,
  sessionMs: 1_000,
  freshMs: 2_000,
};

function parseTrustProxy(raw: string): TrustProxy {
  const v = raw.trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true' || v === '1') return true;
  const list = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length === 1 ? list[0] : list;
}

/** Reads and validates the environment; throws one readable error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = configSchema.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    contactEmail: e.CONTACT_EMAIL,
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      recaptchaSiteKey: e.RECAPTCHA_SITE_KEY,
      recaptchaSecretKey: e.RECAPTCHA_SECRET_KEY,
    },
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL.toLowerCase(), password: e.ADMIN_PASSWORD }
        : undefined,
    demoContent: e.DEMO_CONTENT,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    devOrigin: e.NODE_ENV === 'development' && e.DEV_ORIGIN ? new URL(e.DEV_ORIGIN).origin : undefined,
    cacheTtl: { ...DEFAULT_CACHE_TTL },
  };
}
