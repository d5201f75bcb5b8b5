import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { LOGIN_CHECK_MESSAGE, type LoginInput } from '../../../common/schemas/auth';
import { clientKey, clientNetworkKey } from '../../client-key';
import { HttpError } from '../../http-error';
import { NETWORK_FACTOR, tally, tooManyAttempts, type Tally } from '../../plugins/rate-limit';
import { LIMITS } from './auth.limits';
import { logIn } from './auth.service';
import { captchaPasses } from './captcha/captcha.service';
import type { SuspensionStep } from '../users/users.service';

/** The failed-login counts (auth.limits.ts), made once when the routes are registered. */
export interface LoginTallies {
  /** Per client: over `LIMITS.loginIp`, 429. */
  client: Tally;
  /** Per IPv6 /48 (a client handed many /56s): over NETWORK_FACTOR times `LIMITS.loginIp`, 429. */
  network: Tally;
  /** Per account, from anywhere: over `LIMITS.loginAccount`, the captcha. */
  account: Tally;
  /** Per account and client: what that client's own success forgives. */
  accountClient: Tally;
}

/** The login counts, kept in the limits' store (shared through Redis with REDIS_URL). */
export function loginTallies(app: FastifyInstance): LoginTallies {
  return {
    client: tally(app, LIMITS.loginIp),
    network: tally(app, { ...LIMITS.loginIp, name: `${LIMITS.loginIp.name}/48` }),
    account: tally(app, LIMITS.loginAccount),
    accountClient: tally(app, LIMITS.loginAccountClient),
  };
}

/** An account as the counts know it: the name as typed, trimmed and lower-cased, whether or not an account has it. */
const accountKey = (username: string) => username.trim().toLowerCase().slice(0, 254);

/** The 401 that asks for the check: a wrong password's text, or the check's own when none came with the attempt. */
const checkRequired = (message: string) => new HttpError(401, message, { fields: { captchaRequired: true } });

/**
 * Logs in, counting failures only (docs/decisions/019-login-step-up.md). Every count is taken before the password
 * is checked and given back when the attempt does not fail, so parallel guesses cannot slip past a limit:
 * - a client over 20 failed logins in 15 minutes gets 429, whatever the account; an IPv6 client's whole /48 over
 *   NETWORK_FACTOR times as many, too (a client handed many /56s);
 * - an account with 5 failed logins in 15 minutes (from anywhere, existing or not) needs a passing captcha before
 *   its password is even checked: without one, 401 `{ message, captchaRequired: true }`. Never a refusal: the right
 *   password with the check gets in. With `CAPTCHA_PROVIDER=none` the check passes;
 * - a success takes its own count back and forgives that client's earlier failures on that account (its typos),
 *   not anyone else's.
 * A wrong password that leaves the account needing the check says so (`captchaRequired: true`), so the form can
 * show it before the next try. `suspensionSteps` lift a suspension whose end has passed (`authenticate`).
 */
export async function logInWithStepUp(
  db: Db,
  config: AppConfig,
  tallies: LoginTallies,
  input: LoginInput,
  request: { captchaToken: string | undefined; ip: string; previousSessionId: string | null; now?: Date },
  suspensionSteps: readonly SuspensionStep[],
) {
  const account = accountKey(input.username);
  const client = clientKey(request.ip);
  const accountClient = `${account}|${client}`;

  const network = clientNetworkKey(request.ip);
  // Both counts are taken before either is checked, and given back together, so the two stay in step.
  const byClient = await tallies.client.add(client);
  const byNetwork = network ? await tallies.network.add(network) : null;
  if (byClient.count > LIMITS.loginIp.max) throw tooManyAttempts(LIMITS.loginIp, byClient.seconds);
  if (byNetwork && byNetwork.count > LIMITS.loginIp.max * NETWORK_FACTOR)
    throw tooManyAttempts(LIMITS.loginIp, byNetwork.seconds);
  /** Gives the client's counts back `n` times (an attempt that did not fail, and the typos a success forgives). */
  const giveBack = (n: number) =>
    Promise.all([tallies.client.take(client, n), network ? tallies.network.take(network, n) : undefined]);

  const checkOn = config.captcha.provider !== 'none';
  const byAccount = await tallies.account.add(account);
  if (checkOn && byAccount.count > LIMITS.loginAccount.max) {
    if (!(await captchaPasses(db, config, request.captchaToken, request.ip))) {
      // Not a password tried: the account's count stays as it was; the client's keeps it.
      await tallies.account.take(account);
      throw checkRequired(LOGIN_CHECK_MESSAGE);
    }
  }

  let result: Awaited<ReturnType<typeof logIn>>;
  try {
    result = await logIn(db, input, request.previousSessionId, suspensionSteps, request.now);
  } catch (err) {
    if (err instanceof HttpError && err.statusCode === 401) {
      await tallies.accountClient.add(accountClient);
      throw checkOn && byAccount.count >= LIMITS.loginAccount.max ? checkRequired(err.message) : err;
    }
    // Not the person's failure (the database, say): nothing counts.
    await Promise.all([giveBack(1), tallies.account.take(account)]);
    throw err;
  }

  const forgiven = await tallies.accountClient.drain(accountClient);
  await Promise.all([giveBack(1 + forgiven), tallies.account.take(account, 1 + forgiven)]);
  return result;
}
