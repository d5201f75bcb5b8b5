import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { clientKey } from '../../client-key';
import { HttpError } from '../../http-error';

export interface LimitSpec {
  /** Distinct per limiter: counters of different limiters never mix. */
  name: string;
  max: number;
  windowMs: number;
  /** What is counted: the client's address (default; an IPv6 client by its /64), an account, an e-mail... null skips the limit. */
  key?: (request: FastifyRequest) => string | null | undefined;
  /** The 429's text, given how long to wait ('5 minutes'); by default 'Too many attempts. Please wait … and try again.' */
  message?: (wait: string) => string;
}

/** The abuse limits of the account endpoints (per 15 minutes or per hour). */
export const LIMITS = {
  loginIp: { name: 'login-ip', max: 20, windowMs: 15 * 60_000 },
  loginAccount: { name: 'login-account', max: 10, windowMs: 15 * 60_000 },
  registerIp: { name: 'register-ip', max: 10, windowMs: 60 * 60_000 },
  registerUploadIp: { name: 'register-upload-ip', max: 20, windowMs: 60 * 60_000 },
  forgotIp: { name: 'forgot-ip', max: 10, windowMs: 60 * 60_000 },
  forgotEmail: { name: 'forgot-email', max: 3, windowMs: 60 * 60_000 },
  resetIp: { name: 'reset-ip', max: 20, windowMs: 15 * 60_000 },
  verifyResetIp: { name: 'verify-reset-ip', max: 60, windowMs: 15 * 60_000 },
  changePasswordUser: { name: 'change-password-user', max: 10, windowMs: 15 * 60_000 },
  avatarUploadUser: { name: 'avatar-upload-user', max: 30, windowMs: 60 * 60_000 },
  captchaIp: { name: 'captcha-ip', max: 60, windowMs: 15 * 60_000 },
} as const satisfies Record<string, Omit<LimitSpec, 'key'>>;

/** How long to wait, in words a person reads at a glance. */
export function waitText(seconds: number): string {
  if (seconds >= 2 * 3600) return `${Math.ceil(seconds / 3600)} hours`;
  return seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
}

const defaultMessage = (wait: string) => `Too many attempts. Please wait ${wait} and try again.`;

/**
 * A preHandler that counts the request against a limit (in this process, or in Redis with REDIS_URL) and
 * answers 429 with Retry-After once it is over. Several can guard one route (per IP and per account):
 * keys are namespaced by limit name, and the client IP honours TRUST_PROXY only (IPv6 counted per /64, `clientKey`).
 */
export function limit(app: FastifyInstance, spec: LimitSpec): preHandlerAsyncHookHandler {
  const keyOf = spec.key ?? ((request: FastifyRequest) => clientKey(request.ip));
  const check = app.createRateLimit({
    max: spec.max,
    timeWindow: spec.windowMs,
    keyGenerator: (request: FastifyRequest) => `${spec.name}:${keyOf(request)}`,
  });
  return async function rateLimited(request) {
    const key = keyOf(request);
    if (key === null || key === undefined || key === '') return;
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      const seconds = Math.max(1, result.ttlInSeconds || Math.ceil(spec.windowMs / 1000));
      throw new HttpError(429, (spec.message ?? defaultMessage)(waitText(seconds)), { headers: { 'retry-after': String(seconds) } });
    }
  };
}

/** The lower-cased e-mail/username a request body names, for per-account limits. */
export function bodyField(field: string) {
  return (request: FastifyRequest): string | null => {
    const value = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' ? value.trim().toLowerCase().slice(0, 254) : null;
  };
}
