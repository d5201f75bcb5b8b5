import { createHash } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { authMessages } from '../../../../common/schemas/auth';
import { badRequest, notFound } from '../../../http-error';
import { getSecret } from '../../secrets/secrets.service';
import { deleteExpiredCaptchas, insertUsedCaptcha } from './captcha.queries';

const CHALLENGE_TTL_MS = 10 * 60_000;
const ALGORITHM = 'SHA-256';
/** Work per attempt and the counter range: a second or two in a phone browser, nothing for a person. */
const COST = 50;
const COUNTER_MIN = 2_000;
const COUNTER_MAX = 20_000;

/**
 * The challenge the registration form's widget solves: a fresh ALTCHA challenge, or a 404 when another provider
 * (reCAPTCHA, none) is configured.
 */
export async function captchaChallenge(db: Db, config: AppConfig) {
  if (config.captcha.provider !== 'altcha') throw notFound('There is no captcha challenge to solve.');
  return createAltchaChallenge(db);
}

/** A fresh ALTCHA challenge, signed with the shared secret, valid for 10 minutes. */
export async function createAltchaChallenge(db: Db) {
  const secret = await getSecret(db, 'altcha-hmac');
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    counter: randomInt(COUNTER_MIN, COUNTER_MAX),
    deriveKey,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: `${secret}:key`,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
  });
}

interface AltchaPayload {
  challenge: Parameters<typeof verifySolution>[0]['challenge'];
  solution: Parameters<typeof verifySolution>[0]['solution'];
}

function parsePayload(token: string): AltchaPayload | null {
  try {
    const json = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as Partial<AltchaPayload>;
    if (!json || typeof json !== 'object' || !json.challenge || !json.solution) return null;
    return json as AltchaPayload;
  } catch {
    return null;
  }
}

async function verifyAltcha(db: Db, token: string): Promise<boolean> {
  const payload = parsePayload(token);
  if (!payload) return false;
  const secret = await getSecret(db, 'altcha-hmac');
  try {
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: secret,
      hmacKeySignatureSecret: `${secret}:key`,
    });
    if (!result.verified) return false;
  } catch {
    return false;
  }
  const params = payload.challenge.parameters as { nonce?: string; expiresAt?: number };
  const id = createHash('sha256')
    .update(String(params.nonce ?? ''))
    .update(JSON.stringify(payload.challenge.signature ?? ''))
    .digest('hex');
  const expiresAt = new Date(
    typeof params.expiresAt === 'number' ? params.expiresAt * 1000 : Date.now() + CHALLENGE_TTL_MS,
  );
  // False when the challenge was already used (replay); atomic under concurrency.
  return insertUsedCaptcha(db, { id, expiresAt });
}

/** Google's check of a reCAPTCHA token (the URL is a parameter only so tests can point it at a local server). */
export async function verifyRecaptcha(
  token: string,
  secret: string,
  ip: string,
  url = 'https://www.google.com/recaptcha/api/siteverify',
): Promise<boolean> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token, remoteip: ip }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) return false;
    const body = (await res.json()) as { success?: boolean };
    return body.success === true;
  } catch {
    return false;
  }
}

/**
 * Whether a captcha token (X-Recaptcha-Token) passes the configured provider's check: false when it is missing,
 * wrong, expired or replayed (an ALTCHA solution passes once). `none` (development, tests) passes anything.
 */
export async function captchaPasses(
  db: Db,
  config: AppConfig,
  token: string | undefined,
  ip: string,
): Promise<boolean> {
  const provider = config.captcha.provider;
  if (provider === 'none') return true;
  const value = typeof token === 'string' ? token.trim() : '';
  return (
    value.length > 0 &&
    value.length < 10_000 &&
    (provider === 'altcha'
      ? await verifyAltcha(db, value)
      : await verifyRecaptcha(value, config.captcha.recaptchaSecretKey!, ip))
  );
}

/** Checks the captcha token of a registration; throws the spec's 400 when it does not pass (`captchaPasses`). */
export async function assertCaptcha(db: Db, config: AppConfig, token: string | undefined, ip: string): Promise<void> {
  if (!(await captchaPasses(db, config, token, ip))) {
    throw badRequest(authMessages.captcha, { captcha: authMessages.captcha });
  }
}

/** Forgets used captchas once they have expired anyway. */
export async function pruneUsedCaptchas(db: Db): Promise<number> {
  return deleteExpiredCaptchas(db);
}
